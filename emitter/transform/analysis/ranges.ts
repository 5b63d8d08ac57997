// What the emitted PHP is known to hold, beyond the checker's `number`: an int within a
// range (intRange()), or at least a number and never null (isSureNumber()). The fast paths
// of operators.ts and builtins/math.ts drop the guards these answer (`is_int`, `0 <= $a`,
// `0 < $b`, `is_int || is_float`), and a Math.floor of an int quotient becomes intdiv().
//
// An int range holds for the PHP value, computed exactly as PHP does (int operators, no
// overflow to float: every bound stays within PHP's 64-bit ints), from
// - int literals up to 2^53 - 1;
// - counters (hoist.ts: a `let` from an int literal, changed only by `++`) that start at
//   2^52 or below: from their start to 2^53 - 1. That assumes no loop runs 2^52 times (at
//   a billion increments a second, 52 days); JavaScript's own counter stops at 2^53;
// - a `const` (or a `let` never assigned again) whose initializer has a range;
// - the length of a local string or array;
// - the index parameter of a literal callback of an Array method (`(x, i) => …` passed to
//   map, filter, forEach…, `Array.from(src, (_, i) => …)`), never assigned: 0 to 2^32 - 2,
//   whether the loop is written out (array-loops.ts) or JsArray calls the closure;
// - `a + b`, `a - b`; `a * b` of two ranges at or above 0 (JavaScript's `0 * -1` is -0);
//   `a % b` of a range at or above 0 by one at or above 1 (a negative dividend can give -0);
// - the bitwise operators and `Math.imul` (always an int32, `>>>` an uint32), `Math.clz32`;
// - a `let` with an initializer that is assigned only with `=`: the union of the ranges of
//   its initializer and of every value assigned (`state = (… ) >>> 0` in a generator).
import ts from '#typescript';
import type { TransformContext } from '../context.js';
import { isArrayType, isNumberType, isStringType } from '../util/types.js';
import { isLibGlobal } from '../../libs.js';
import { isCounter, isPureMathCall } from './hoist.js';
import { referencesOf, assignmentsOf, valueSymbol, localDeclaration, ownerOf } from './locals.js';
import { isAssignmentOperator, isIncrementOrDecrement } from '../util/effects.js';

export interface IntRange {
  lo: bigint;
  hi: bigint;
}

const INT_MIN = -(2n ** 63n);
const INT_MAX = 2n ** 63n - 1n;
const SAFE = 2n ** 53n - 1n;
const COUNTER_START = 2n ** 52n;

function skip(node: ts.Expression): ts.Expression {
  let n = node;
  while (ts.isParenthesizedExpression(n) || ts.isNonNullExpression(n) || ts.isSatisfiesExpression(n)) n = n.expression;
  return n;
}

/** The Array methods whose callback gets (value, index, array), reduce's after the accumulator. */
export const CALLBACK_METHODS: ReadonlySet<string> = new Set([
  'map',
  'filter',
  'reduce',
  'forEach',
  'some',
  'every',
  'find',
  'findIndex',
]);

const fits = (r: IntRange): IntRange | undefined => (r.lo >= INT_MIN && r.hi <= INT_MAX ? r : undefined);

const INT32: IntRange = { lo: -(2n ** 31n), hi: 2n ** 31n - 1n };
const UINT32: IntRange = { lo: 0n, hi: 2n ** 32n - 1n };

/** The operators whose result is always an int32 (or uint32 for `>>>`), whatever the operands. */
const BITWISE: ReadonlyMap<ts.SyntaxKind, IntRange> = new Map([
  [ts.SyntaxKind.AmpersandToken, INT32],
  [ts.SyntaxKind.BarToken, INT32],
  [ts.SyntaxKind.CaretToken, INT32],
  [ts.SyntaxKind.LessThanLessThanToken, INT32],
  [ts.SyntaxKind.GreaterThanGreaterThanToken, INT32],
  [ts.SyntaxKind.GreaterThanGreaterThanGreaterThanToken, UINT32],
]);

/** `Math.imul(…)` and `Math.clz32(…)`: ints whatever their arguments. */
function intMathRange(node: ts.Expression, ctx: TransformContext): IntRange | undefined {
  if (!ts.isCallExpression(node) || node.questionDotToken || !ts.isPropertyAccessExpression(node.expression))
    return undefined;
  const name = node.expression.name.text;
  if ((name !== 'imul' && name !== 'clz32') || !isLibGlobal(node.expression.expression, 'Math', ctx.checker))
    return undefined;
  return name === 'imul' ? INT32 : { lo: 0n, hi: 32n };
}

/**
 * A `let` with an initializer assigned only by `x = value`: the union of the ranges of all
 * the values it is given (`seen` stops a value that reads the variable itself).
 */
function assignedRange(id: ts.Identifier, ctx: TransformContext, seen: Set<ts.Symbol>): IntRange | undefined {
  const symbol = valueSymbol(id, ctx.checker);
  const decl = localDeclaration(symbol);
  if (!symbol || seen.has(symbol) || !decl || !ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name))
    return undefined;
  if (!decl.initializer || !(decl.parent.flags & ts.NodeFlags.Let)) return undefined;
  const values: ts.Expression[] = [decl.initializer];
  for (const target of assignmentsOf(symbol, ctx)) {
    const p = target.parent;
    if (!ts.isBinaryExpression(p) || p.left !== target || p.operatorToken.kind !== ts.SyntaxKind.EqualsToken)
      return undefined;
    values.push(p.right);
  }
  seen.add(symbol);
  let range: IntRange | undefined;
  for (const value of values) {
    const r = intRange(value, ctx, seen);
    range = r && (range ? { lo: r.lo < range.lo ? r.lo : range.lo, hi: r.hi > range.hi ? r.hi : range.hi } : r);
    if (!range) break;
  }
  seen.delete(symbol);
  return range;
}

/**
 * True when `id` is the index parameter of an arrow or function expression passed as the
 * callback of an Array method or `Array.from`, and nothing assigns it: every caller (the
 * written-out loop and JsArray's methods) passes an array index, a PHP int.
 */
function isCallbackIndex(id: ts.Identifier, ctx: TransformContext): boolean {
  const symbol = valueSymbol(id, ctx.checker);
  const param = symbol?.valueDeclaration;
  if (!symbol || !param || !ts.isParameter(param) || param.dotDotDotToken || param.initializer) return false;
  const fn = param.parent;
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return false;
  const call = fn.parent;
  if (!ts.isCallExpression(call) || call.questionDotToken || !ts.isPropertyAccessExpression(call.expression))
    return false;
  const callee = call.expression;
  const name = callee.name.text;
  const position = fn.parameters.indexOf(param);
  if (isLibGlobal(callee.expression, 'Array', ctx.checker)) {
    if (name !== 'from' || call.arguments[1] !== fn || position !== 1) return false;
  } else {
    if (!CALLBACK_METHODS.has(name) || call.arguments[0] !== fn || callee.questionDotToken) return false;
    if (position !== (name === 'reduce' ? 2 : 1) || !isArrayType(ctx.typeOf(callee.expression), ctx.checker))
      return false;
  }
  return assignmentsOf(symbol, ctx).length === 0;
}

/** The `let`/`const` declaration of a local with an initializer, when nothing assigns it later. */
function singleValue(id: ts.Identifier, ctx: TransformContext): ts.Expression | undefined {
  const symbol = valueSymbol(id, ctx.checker);
  const decl = localDeclaration(symbol);
  if (!symbol || !decl || !ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name) || !decl.initializer)
    return undefined;
  if (!(decl.parent.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const))) return undefined;
  return assignmentsOf(symbol, ctx).length ? undefined : decl.initializer;
}

/** True when `node` (an element read or `.length`) is written: assigned, `++`/`--`, deleted or a destructuring target. */
function isWritten(node: ts.Expression): boolean {
  let n: ts.Node = node;
  for (;;) {
    const p: ts.Node = n.parent;
    // Literals and spreads may be a destructuring pattern: look at what holds them.
    const passes =
      ts.isParenthesizedExpression(p) ||
      ts.isNonNullExpression(p) ||
      ts.isAsExpression(p) ||
      ts.isSatisfiesExpression(p) ||
      ts.isTypeAssertionExpression(p) ||
      ts.isArrayLiteralExpression(p) ||
      ts.isObjectLiteralExpression(p) ||
      ts.isSpreadElement(p) ||
      ts.isSpreadAssignment(p) ||
      (ts.isPropertyAssignment(p) && p.initializer === n);
    if (passes) {
      n = p;
      continue;
    }
    if (ts.isBinaryExpression(p)) return isAssignmentOperator(p.operatorToken.kind) && p.left === n;
    if (ts.isForOfStatement(p) || ts.isForInStatement(p)) return p.initializer === n;
    return isIncrementOrDecrement(p) || ts.isDeleteExpression(p);
  }
}

/**
 * The length of a local `const` array literal (no spread, no hole) that nothing can change:
 * every reference reads an element or `.length`, outside any function declaration and after
 * the declaration. The array never leaves the variable, so no call can reach it.
 */
export function fixedLength(node: ts.Expression, ctx: TransformContext): number | undefined {
  const id = skip(node);
  if (!ts.isIdentifier(id) || !ctx.variableFor(id)) return undefined;
  const symbol = valueSymbol(id, ctx.checker);
  const decl = localDeclaration(symbol);
  if (!symbol || !decl || !ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name) || !decl.initializer)
    return undefined;
  if (!(decl.parent.flags & ts.NodeFlags.Const)) return undefined;
  let init = decl.initializer;
  while (ts.isParenthesizedExpression(init)) init = init.expression;
  if (!ts.isArrayLiteralExpression(init)) return undefined;
  if (init.elements.some((e) => ts.isSpreadElement(e) || ts.isOmittedExpression(e))) return undefined;
  const owner = ownerOf(decl);
  for (const ref of referencesOf(symbol, ctx)) {
    if (ref.pos < decl.end) return undefined;
    for (let n: ts.Node = ref; n !== owner && n.parent; n = n.parent)
      if (ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n) || ts.isAccessor(n)) return undefined;
    const p = ref.parent;
    const read =
      (ts.isPropertyAccessExpression(p) && p.expression === ref && p.name.text === 'length') ||
      (ts.isElementAccessExpression(p) && p.expression === ref);
    if (!read || isWritten(p)) return undefined;
    // An element called as a method gets the array as `this`.
    let use: ts.Node = p;
    while (ts.isParenthesizedExpression(use.parent) || ts.isNonNullExpression(use.parent)) use = use.parent;
    const callee = use.parent;
    if (
      (ts.isCallExpression(callee) || ts.isTaggedTemplateExpression(callee)) &&
      !ts.isCallExpression(use) &&
      (ts.isCallExpression(callee) ? callee.expression : callee.tag) === use
    )
      return undefined;
  }
  return init.elements.length;
}

/** The range of ints `node`'s PHP value always lies in, or undefined when it may be anything else. */
export function intRange(
  node: ts.Expression,
  ctx: TransformContext,
  seen: Set<ts.Symbol> = new Set(),
): IntRange | undefined {
  const n = skip(node);
  if (!isNumberType(ctx.typeOf(n))) return undefined;
  if (ts.isNumericLiteral(n)) {
    const value = Number(n.text);
    return Number.isSafeInteger(value) ? { lo: BigInt(value), hi: BigInt(value) } : undefined;
  }
  if (ts.isIdentifier(n)) {
    if (!ctx.variableFor(n)) return undefined;
    if (isCounter(n, ctx)) {
      const decl = valueSymbol(n, ctx.checker)!.valueDeclaration as ts.VariableDeclaration;
      const start = BigInt(Number((decl.initializer as ts.NumericLiteral).text));
      return start <= COUNTER_START ? { lo: start, hi: SAFE } : undefined;
    }
    if (isCallbackIndex(n, ctx)) return { lo: 0n, hi: 2n ** 32n - 2n };
    const init = singleValue(n, ctx);
    return init ? intRange(init, ctx, seen) : assignedRange(n, ctx, seen);
  }
  const math = intMathRange(n, ctx);
  if (math) return math;
  // The length of a local string or array: count() or the runtime's UTF-16 length, an int.
  if (ts.isPropertyAccessExpression(n) && n.name.text === 'length' && ts.isIdentifier(n.expression)) {
    const type = ctx.typeOf(n.expression);
    if (!ctx.variableFor(n.expression)) return undefined;
    const fixed = fixedLength(n.expression, ctx);
    if (fixed !== undefined) return { lo: BigInt(fixed), hi: BigInt(fixed) };
    if (isArrayType(type, ctx.checker)) return { lo: 0n, hi: 2n ** 32n - 1n };
    return isStringType(type) ? { lo: 0n, hi: SAFE } : undefined;
  }
  if (!ts.isBinaryExpression(n)) return undefined;
  const op = n.operatorToken.kind;
  const bitwise = BITWISE.get(op);
  if (bitwise) return bitwise;
  if (
    op !== ts.SyntaxKind.PlusToken &&
    op !== ts.SyntaxKind.MinusToken &&
    op !== ts.SyntaxKind.AsteriskToken &&
    op !== ts.SyntaxKind.PercentToken
  )
    return undefined;
  const a = intRange(n.left, ctx, seen);
  const b = a && intRange(n.right, ctx, seen);
  if (!a || !b) return undefined;
  switch (op) {
    case ts.SyntaxKind.PlusToken:
      return fits({ lo: a.lo + b.lo, hi: a.hi + b.hi });
    case ts.SyntaxKind.MinusToken:
      return fits({ lo: a.lo - b.hi, hi: a.hi - b.lo });
    case ts.SyntaxKind.AsteriskToken:
      return a.lo >= 0n && b.lo >= 0n ? fits({ lo: a.lo * b.lo, hi: a.hi * b.hi }) : undefined;
    default: {
      if (a.lo < 0n || b.lo < 1n) return undefined;
      const top = b.hi - 1n;
      return { lo: 0n, hi: a.hi < top ? a.hi : top };
    }
  }
}

/** True when `node` is an int at or above `min` in PHP. */
export function isIntAtLeast(node: ts.Expression, min: bigint, ctx: TransformContext): boolean {
  const r = intRange(node, ctx);
  return !!r && r.lo >= min;
}

/**
 * True when `node`'s PHP value is an int at or above 0 or a float, never null or a negative
 * int: a non-negative int range, a counter (`++` past PHP's ints gives a float), or
 * `a + b` / `a * b` of such values (an int result of two such ints is at or above 0; one
 * past PHP's ints, or any float operand, gives a float). A `%` guarded by is_int() then
 * needs no `0 <= $a` (JavaScript's -0 comes only from a negative dividend).
 */
export function isNonNegativeWhenInt(node: ts.Expression, ctx: TransformContext): boolean {
  const n = skip(node);
  if (!isNumberType(ctx.typeOf(n))) return false;
  if (isIntAtLeast(n, 0n, ctx)) return true;
  if (isCounter(n, ctx)) return true; // its start is a numeric literal, never negative
  if (ts.isIdentifier(n)) {
    const init = ctx.variableFor(n) ? singleValue(n, ctx) : undefined;
    return !!init && isNonNegativeWhenInt(init, ctx);
  }
  if (!ts.isBinaryExpression(n)) return false;
  const op = n.operatorToken.kind;
  if (op !== ts.SyntaxKind.PlusToken && op !== ts.SyntaxKind.AsteriskToken) return false;
  return isNonNegativeWhenInt(n.left, ctx) && isNonNegativeWhenInt(n.right, ctx);
}

const NUMBER_OPERATORS = new Set([
  ts.SyntaxKind.PlusToken,
  ts.SyntaxKind.MinusToken,
  ts.SyntaxKind.AsteriskToken,
  ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.PercentToken,
  ts.SyntaxKind.AsteriskAsteriskToken,
]);

/** The arithmetic compound assignments (`+=` … `**=`). */
export const NUMBER_ASSIGNMENTS = new Set([
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
  ts.SyntaxKind.PercentEqualsToken,
  ts.SyntaxKind.AsteriskAsteriskEqualsToken,
]);

/**
 * True when `node`'s PHP value is always an int or float, never null: a number literal, an
 * int range, arithmetic on two numbers (PHP's operators and the runtime's helpers answer a
 * number even for a null operand), a pure Math call, the length of a string or array, or a
 * local `let`/`const` whose initializer and every later assignment (`=`, `+=`…, `++`, `--`)
 * are such values. Not a parameter or an element read: an element past the end is null
 * though the checker calls it a number.
 */
export function isSureNumber(node: ts.Expression, ctx: TransformContext, seen = new Set<ts.Symbol>()): boolean {
  const n = skip(node);
  if (!isNumberType(ctx.typeOf(n))) return false;
  if (ts.isNumericLiteral(n) || intRange(n, ctx)) return true;
  if (ts.isBinaryExpression(n))
    return (
      NUMBER_OPERATORS.has(n.operatorToken.kind) &&
      isNumberType(ctx.typeOf(n.left)) &&
      isNumberType(ctx.typeOf(n.right))
    );
  if (ts.isPrefixUnaryExpression(n))
    return n.operator === ts.SyntaxKind.MinusToken || n.operator === ts.SyntaxKind.PlusToken;
  if (isPureMathCall(n, ctx)) return true;
  if (ts.isPropertyAccessExpression(n) && n.name.text === 'length') {
    const type = ctx.typeOf(n.expression);
    return isStringType(type) || isArrayType(type, ctx.checker);
  }
  if (!ts.isIdentifier(n) || !ctx.variableFor(n)) return false;
  const symbol = valueSymbol(n, ctx.checker);
  const decl = localDeclaration(symbol);
  if (!symbol || !decl || !ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name) || !decl.initializer)
    return false;
  if (!(decl.parent.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const))) return false;
  // A cycle (`x = x + 1`, `a = b; b = a`) adds no value that is not a number.
  if (seen.has(symbol)) return true;
  seen.add(symbol);
  if (!isSureNumber(decl.initializer, ctx, seen)) return false;
  return assignmentsOf(symbol, ctx).every((site) => {
    const p = site.parent;
    if (ts.isPrefixUnaryExpression(p) || ts.isPostfixUnaryExpression(p)) return true; // ++/-- of a number
    if (!ts.isBinaryExpression(p) || p.left !== site) return false; // destructuring, for…of
    const op = p.operatorToken.kind;
    if (op === ts.SyntaxKind.EqualsToken) return isSureNumber(p.right, ctx, seen);
    return NUMBER_ASSIGNMENTS.has(op) && isNumberType(ctx.typeOf(p.right));
  });
}
