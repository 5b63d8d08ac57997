// Operators with JavaScript semantics. The checker's operand types pick the PHP: plain
// PHP operators where they agree with JavaScript (number + number, string . string),
// a runtime helper otherwise (Js::add, Js::div, Js::pow, Js::compare, Js::to_int32…).
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { binary, bool, call, not, nul, num, sameNumber, str, v, type BinaryOp, type Expr } from '../../php/ast.js';
import { arithmeticRead, lvalue } from './access.js';
import { commaOperands, isValueUsed, literalKey, skipOuter } from '../util/syntax.js';
import { sequence, isSimple } from '../util/php-expr.js';
import { holdValue, isCounter } from '../analysis/hoist.js';
import { intRange, isIntAtLeast, isNonNegativeWhenInt, NUMBER_ASSIGNMENTS } from '../analysis/ranges.js';
import { transformBuiltinAssignment } from '../builtins/index.js';
import { transformInstanceOf } from '../builtins/errors.js';
import type { TransformContext } from '../context.js';
import { destructuringAssignment, isAssignmentPattern } from './destructuring.js';
import { hoistAssignment, isReadTwice, shortCircuit } from '../analysis/operand-hoist.js';
import { readBefore, readTargetBefore } from '../analysis/order.js';
import { truthy, stringOfNode } from '../util/conversions.js';
import { stringOf } from '../util/values.js';
import { checkMemberWrite, presenceOfValue, unlessAbsent } from '../analysis/presence.js';
import { storedAssignment } from '../analysis/undefined-store.js';
import { nullIsJsonNull } from '../analysis/missing-element.js';
import { js } from '../util/runtime.js';
import { isSortComparator } from '../builtins/array.js';
import { nativeSquare } from '../builtins/math.js';
import { assignmentsOf, valueSymbol } from '../analysis/locals.js';
import { nullishKind, type Nullish } from '../util/nullish.js';
import { isArrayType, isBooleanType, isNumberType, isStringType } from '../util/types.js';
import {
  asNumber,
  division,
  intFastPath,
  mathArgument,
  operand,
  Operand,
  quotientMayStayFloat,
  rawNumber,
} from '../util/arithmetic.js';

function isNullLiteral(node: ts.Expression): boolean {
  return skipOuter(node).kind === ts.SyntaxKind.NullKeyword;
}

function isUndefinedLiteral(node: ts.Expression, ctx: TransformContext): boolean {
  const inner = skipOuter(node);
  return ts.isIdentifier(inner) && inner.text === 'undefined' && !ctx.variableFor(inner);
}

// `'a' + o.x` of an absent member `x?: T | null` is 'aundefined' (presence.ts).
const asString = (o: Operand, ctx: TransformContext): Expr =>
  unlessAbsent(o.node, ctx, (value) => stringOf(value, o.type, ctx), str('undefined')) ??
  stringOfNode(o.node, o.expr, ctx);
/** ToInt32 of an operand: an int32 literal as it is, anything else through Js::to_int32(). */
function asInt32(o: Operand, ctx: TransformContext): Expr {
  if (
    o.expr.kind === 'number' &&
    Number.isInteger(o.expr.value) &&
    o.expr.value === (o.expr.value | 0) &&
    !Object.is(o.expr.value, -0)
  )
    return o.expr;
  return withinInt32(o.node, ctx) ? o.expr : js(ctx, 'to_int32', [o.expr]);
}

/** True when the operand is an int32 already (ranges.ts): ToInt32 leaves it as it is. */
function withinInt32(node: ts.Expression, ctx: TransformContext): boolean {
  const range = intRange(node, ctx);
  return !!range && range.lo >= -(2n ** 31n) && range.hi < 2n ** 31n;
}

/**
 * `a >> n` and `a >>> n` by an int literal, of an int a within ±2^53 (ranges.ts): PHP's
 * operators on its low 32 bits (an int32 shifts as it is; `x >>> 0` of an uint32 is x).
 */
function nativeShift(op: ts.SyntaxKind, l: Operand, r: Operand, ctx: TransformContext): Expr | undefined {
  const range = intRange(l.node, ctx);
  if (!range || range.lo < -(2n ** 53n) || range.hi > 2n ** 53n) return undefined;
  if (r.expr.kind !== 'number' || !Number.isInteger(r.expr.value)) return undefined;
  const shift = r.expr.value & 31;
  const shifted = (e: Expr) => (shift ? binary('>>', e, num(shift)) : e);
  if (op === ts.SyntaxKind.GreaterThanGreaterThanToken) return withinInt32(l.node, ctx) ? shifted(l.expr) : undefined;
  const unsigned = range.lo >= 0n && range.hi < 2n ** 32n;
  return shifted(unsigned ? l.expr : binary('&', l.expr, num(0xffffffff)));
}

const OPERATOR_TEXT: Partial<Record<ts.SyntaxKind, string>> = {
  [ts.SyntaxKind.PlusToken]: '+',
  [ts.SyntaxKind.MinusToken]: '-',
  [ts.SyntaxKind.AsteriskToken]: '*',
  [ts.SyntaxKind.SlashToken]: '/',
  [ts.SyntaxKind.PercentToken]: '%',
  [ts.SyntaxKind.AsteriskAsteriskToken]: '**',
  [ts.SyntaxKind.AmpersandToken]: '&',
  [ts.SyntaxKind.BarToken]: '|',
  [ts.SyntaxKind.CaretToken]: '^',
  [ts.SyntaxKind.LessThanLessThanToken]: '<<',
  [ts.SyntaxKind.GreaterThanGreaterThanToken]: '>>',
  [ts.SyntaxKind.GreaterThanGreaterThanGreaterThanToken]: '>>>',
  [ts.SyntaxKind.LessThanToken]: '<',
  [ts.SyntaxKind.LessThanEqualsToken]: '<=',
  [ts.SyntaxKind.GreaterThanToken]: '>',
  [ts.SyntaxKind.GreaterThanEqualsToken]: '>=',
};

/** Compound assignment operator → the binary operator it applies. */
const COMPOUND: Partial<Record<ts.SyntaxKind, ts.SyntaxKind>> = {
  [ts.SyntaxKind.PlusEqualsToken]: ts.SyntaxKind.PlusToken,
  [ts.SyntaxKind.MinusEqualsToken]: ts.SyntaxKind.MinusToken,
  [ts.SyntaxKind.AsteriskEqualsToken]: ts.SyntaxKind.AsteriskToken,
  [ts.SyntaxKind.SlashEqualsToken]: ts.SyntaxKind.SlashToken,
  [ts.SyntaxKind.PercentEqualsToken]: ts.SyntaxKind.PercentToken,
  [ts.SyntaxKind.AsteriskAsteriskEqualsToken]: ts.SyntaxKind.AsteriskAsteriskToken,
  [ts.SyntaxKind.AmpersandEqualsToken]: ts.SyntaxKind.AmpersandToken,
  [ts.SyntaxKind.BarEqualsToken]: ts.SyntaxKind.BarToken,
  [ts.SyntaxKind.CaretEqualsToken]: ts.SyntaxKind.CaretToken,
  [ts.SyntaxKind.LessThanLessThanEqualsToken]: ts.SyntaxKind.LessThanLessThanToken,
  [ts.SyntaxKind.GreaterThanGreaterThanEqualsToken]: ts.SyntaxKind.GreaterThanGreaterThanToken,
  [ts.SyntaxKind.GreaterThanGreaterThanGreaterThanEqualsToken]: ts.SyntaxKind.GreaterThanGreaterThanGreaterThanToken,
};

const LOGICAL_ASSIGNMENT = new Set([
  ts.SyntaxKind.QuestionQuestionEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
]);

/** A variable, literal or property read on one: PHP may read it twice with the same result. */
const rereadable = (e: Expr): boolean =>
  isSimple(e) || (e.kind === 'prop' && typeof e.name === 'string' && rereadable(e.object));

/**
 * The sign of comparing two strings by UTF-16 code units. PHP's strcmp() orders UTF-8 by code
 * point, which is the same order unless the first difference is a character above U+FFFF (a
 * 4-byte sequence, lead byte F0–F4: JavaScript sees a surrogate) against one of U+E000–U+FFFF
 * (lead byte EE or EF). So strcmp() when one of the two has none of those lead bytes (a
 * literal is checked here, a value by one strpbrk()), else JsArray::compare_strings();
 * operands PHP could not read twice go to compare_strings() directly.
 */
export function compareStrings(a: Expr, b: Expr, ctx: TransformContext, elements = false): Expr {
  const helper: Expr = { kind: 'staticCall', className: ctx.runtime.jsArray, name: 'compare_strings', args: [a, b] };
  if (!rereadable(a) || !rereadable(b)) return helper;
  const strcmp = call('strcmp', [a, b]);
  const plain = (e: Expr) => e.kind === 'string' && !/[\u{E000}-\u{10FFFF}]/u.test(e.value);
  if (plain(a) || plain(b)) return strcmp;
  const checked = a.kind === 'string' ? b : a; // a literal has such a character: check the other
  const leads: Expr = { kind: 'classConst', className: ctx.runtime.jsArray, name: 'ORDER_LEADS' };
  const check = binary('===', bool(false), call('strpbrk', [checked, leads]));
  // `elements`: two elements a sort() compares, which it checked once (sortedPair()).
  const sorted: Expr = { kind: 'staticProp', className: ctx.runtime.jsArray, name: 'plain_order' };
  return {
    kind: 'ternary',
    cond: elements ? binary('||', sorted, check) : check,
    then: strcmp,
    else: helper,
  };
}

/**
 * True when `a` and `b` are the two parameters, never assigned and without defaults, of a
 * comparator usort() calls (array.ts isSortComparator()), read directly in its body (not in
 * a function within it, which could outlive the sort): JsArray::sort() then tells by
 * JsArray::$plain_order whether strcmp() orders every two of its elements.
 */
function sortedPair(a: ts.Expression, b: ts.Expression, ctx: TransformContext): boolean {
  const param = (e: ts.Expression) => {
    const n = skipOuter(e);
    if (!ts.isIdentifier(n)) return undefined;
    const symbol = valueSymbol(n, ctx.checker);
    const decl = symbol?.valueDeclaration;
    if (!symbol || !decl || !ts.isParameter(decl) || decl.initializer || decl.dotDotDotToken) return undefined;
    if (assignmentsOf(symbol, ctx).length) return undefined;
    for (let p: ts.Node = n.parent; p !== decl.parent; p = p.parent) if (!p || ts.isFunctionLike(p)) return undefined;
    return decl;
  };
  const [pa, pb] = [param(a), param(b)];
  return !!pa && !!pb && pa !== pb && pa.parent === pb.parent && isSortComparator(pa.parent, ctx);
}

/** `x` as the value -1, 0 or 1 of a numeric literal (`-1` is a prefix minus), else undefined. */
function unitLiteral(node: ts.Expression): number | undefined {
  const n = skipOuter(node);
  if (ts.isNumericLiteral(n)) return n.text === '0' || n.text === '1' ? Number(n.text) : undefined;
  if (ts.isPrefixUnaryExpression(n) && n.operator === ts.SyntaxKind.MinusToken) {
    const inner = skipOuter(n.operand);
    return ts.isNumericLiteral(inner) && inner.text === '1' ? -1 : undefined;
  }
  return undefined;
}

/**
 * A variable or a chain of property reads and literal indexes on one (`a`, `a.name`,
 * `a[0]`): reading it again gives the same value.
 */
function isPlainRead(node: ts.Expression): boolean {
  const n = skipOuter(node);
  if (ts.isIdentifier(n)) return true;
  if (ts.isElementAccessExpression(n))
    return !n.questionDotToken && ts.isNumericLiteral(skipOuter(n.argumentExpression)) && isPlainRead(n.expression);
  return ts.isPropertyAccessExpression(n) && !n.questionDotToken && isPlainRead(n.expression);
}

/** `x < y` or `x > y` as [x, y] in `<` order, with its sign (-1 for `<`). */
function ordered(node: ts.Expression): [ts.Expression, ts.Expression, number] | undefined {
  const n = skipOuter(node);
  if (!ts.isBinaryExpression(n)) return undefined;
  if (n.operatorToken.kind === ts.SyntaxKind.LessThanToken) return [n.left, n.right, -1];
  if (n.operatorToken.kind === ts.SyntaxKind.GreaterThanToken) return [n.right, n.left, 1];
  return undefined;
}

/**
 * `x < y ? -1 : x > y ? 1 : 0` on two strings (either comparison first, either operand
 * order in the second): JavaScript compares twice, this compares once,
 * `compare_strings( x, y ) <=> 0`. Only where x and y are variables or property reads on
 * them, so reading them once gives the same answer.
 */
export function threeWayCompare(node: ts.ConditionalExpression, ctx: TransformContext): Expr | undefined {
  const first = ordered(node.condition);
  const inner = skipOuter(node.whenFalse);
  if (!first || !ts.isConditionalExpression(inner) || unitLiteral(inner.whenFalse) !== 0) return undefined;
  const second = ordered(inner.condition);
  if (!second || unitLiteral(node.whenTrue) !== first[2] || unitLiteral(inner.whenTrue) !== second[2]) return undefined;
  // The two comparisons ask opposite questions: ordered() put each in `<` form, signs apart.
  if (first[2] === second[2]) return undefined;
  const [lo, hi] = first[2] < 0 ? [first[0], first[1]] : [first[1], first[0]];
  const [lo2, hi2] = second[2] < 0 ? [second[0], second[1]] : [second[1], second[0]];
  const text = (e: ts.Expression) => skipOuter(e).getText();
  if (text(lo) !== text(lo2) || text(hi) !== text(hi2)) return undefined;
  if (!isPlainRead(lo) || !isPlainRead(hi)) return undefined;
  if (!isStringType(ctx.typeOf(lo)) || !isStringType(ctx.typeOf(hi))) return undefined;
  // Read once here (compare_strings() takes what PHP could not read twice).
  const a = ctx.transformExpression(lo);
  const b = ctx.transformExpression(hi);
  return binary('<=>', compareStrings(a, b, ctx, sortedPair(lo, hi, ctx)), num(0));
}

/**
 * An arithmetic, bitwise, concatenation or relational operator on two translated
 * operands. Undefined when `op` is none of those.
 */
export function arithmetic(op: ts.SyntaxKind, l: Operand, r: Operand, ctx: TransformContext): Expr | undefined {
  const numbers = isNumberType(l.type) && isNumberType(r.type);
  switch (op) {
    case ts.SyntaxKind.PlusToken:
      if (numbers) return binary('+', l.expr, r.expr);
      if (isStringType(l.type) || isStringType(r.type)) return binary('.', asString(l, ctx), asString(r, ctx));
      return js(ctx, 'add', [l.expr, r.expr]);
    case ts.SyntaxKind.MinusToken:
      return binary('-', asNumber(l, ctx), asNumber(r, ctx));
    case ts.SyntaxKind.AsteriskToken:
      return binary('*', asNumber(l, ctx), asNumber(r, ctx));
    case ts.SyntaxKind.SlashToken:
      if (numbers) return division(l, r, ctx, quotientMayStayFloat(l, r, ctx));
      return js(ctx, 'div', [asNumber(l, ctx), asNumber(r, ctx)]);
    case ts.SyntaxKind.PercentToken:
      if (numbers) {
        const known = {
          left: isIntAtLeast(l.node, 0n, ctx),
          right: isIntAtLeast(r.node, 1n, ctx),
          leftInt: !!intRange(l.node, ctx),
          rightInt: !!intRange(r.node, ctx),
          leftSign: isNonNegativeWhenInt(l.node, ctx),
        };
        if (known.left && known.right) return binary('%', l.expr, r.expr);
        // Js::mod() and JsMath::pow() read null as undefined (NaN); JSON's null is 0 (mathArgument()).
        const [x, y] = [mathArgument(l.node, l.expr, ctx), mathArgument(r.node, r.expr, ctx)];
        const a = holdValue(l.node, x, ctx) ?? x;
        const b = holdValue(r.node, y, ctx) ?? y;
        return intFastPath('%', a, b, ctx, known) ?? js(ctx, 'mod', [a, b]);
      }
      return js(ctx, 'mod', [asNumber(l, ctx), asNumber(r, ctx)]);
    case ts.SyntaxKind.AsteriskAsteriskToken: {
      const whole = l.node.parent;
      const square =
        numbers && ts.isBinaryExpression(whole) && whole.left === l.node && whole.right === r.node
          ? nativeSquare(whole, l.node, r.node, ctx, l.expr)
          : undefined;
      if (square) return square;
      if (!numbers) return js(ctx, 'pow', [asNumber(l, ctx), asNumber(r, ctx)]);
      return js(ctx, 'pow', [mathArgument(l.node, l.expr, ctx), mathArgument(r.node, r.expr, ctx)]);
    }
    case ts.SyntaxKind.AmpersandToken:
      return binary('&', asInt32(l, ctx), asInt32(r, ctx));
    case ts.SyntaxKind.BarToken:
      return binary('|', asInt32(l, ctx), asInt32(r, ctx));
    case ts.SyntaxKind.CaretToken:
      return binary('^', asInt32(l, ctx), asInt32(r, ctx));
    case ts.SyntaxKind.LessThanLessThanToken:
      return js(ctx, 'shl', [l.expr, r.expr]);
    case ts.SyntaxKind.GreaterThanGreaterThanToken:
      return nativeShift(op, l, r, ctx) ?? js(ctx, 'shr', [l.expr, r.expr]);
    case ts.SyntaxKind.GreaterThanGreaterThanGreaterThanToken:
      return nativeShift(op, l, r, ctx) ?? js(ctx, 'ushr', [l.expr, r.expr]);
    case ts.SyntaxKind.LessThanToken:
    case ts.SyntaxKind.LessThanEqualsToken:
    case ts.SyntaxKind.GreaterThanToken:
    case ts.SyntaxKind.GreaterThanEqualsToken: {
      const text = OPERATOR_TEXT[op] as BinaryOp;
      if (numbers) return binary(text, orderedOperand(l, r, ctx), orderedOperand(r, l, ctx));
      // JavaScript orders strings by UTF-16 code units (JsArray::compare_strings()).
      if (isStringType(l.type) && isStringType(r.type))
        return binary(text, compareStrings(l.expr, r.expr, ctx, sortedPair(l.node, r.node, ctx)), num(0));
      return js(ctx, 'compare', [l.expr, str(text), r.expr]);
    }
  }
  return undefined;
}

/**
 * A number compared with `<`, `<=`, `>`, `>=`: PHP compares null with a number as booleans,
 * which answers as JavaScript's 0 does except against a negative number (`null > -1` is
 * false), so JSON's null becomes 0 there (mathArgument()) unless the other side is an int at
 * or above 0 (ranges.ts).
 */
function orderedOperand(x: Operand, other: Operand, ctx: TransformContext): Expr {
  return isIntAtLeast(other.node, 0n, ctx) ? x.expr : mathArgument(x.node, x.expr, ctx);
}

// ---------------------------------------------------------------------------------------
// Equality.

/** `null === x` (both nulls) or a constant where the checker knows the answer. */
function nullTest(
  literal: 'null' | 'undefined',
  other: Operand,
  node: ts.Node,
  ctx: TransformContext,
  strict: boolean,
): Expr {
  const isNull = binary('===', nul, other.expr);
  if (!strict) return isNull; // `x == null` is true for both.
  const kind = nullishKind(other.type);
  switch (kind) {
    case 'both':
      reportAmbiguous(node, other.node, ctx);
      return isNull;
    case 'null':
    case 'undefined':
      // The type holds only the other one: `x === undefined` when x is `T | null`.
      return kind === literal ? isNull : constant(false, other.expr);
    default:
      return isNull;
  }
}

/** The presence test of a value whose null is ambiguous, when it has one (presence.ts). */
const memberPresence = presenceOfValue;

function reportAmbiguous(node: ts.Node, value: ts.Node, ctx: TransformContext): void {
  ctx.unsupported(node, Unsupported.undefinedVersusNull(value.getText()));
}

/** A constant result that still evaluates `value` when it may have an effect. */
function constant(result: boolean, value: Expr): Expr {
  return isSimple(value) || value.kind === 'prop' ? bool(result) : sequence([value, bool(result)]);
}

function equality(node: ts.BinaryExpression, ctx: TransformContext): Expr {
  const op = node.operatorToken.kind;
  const negated = op === ts.SyntaxKind.ExclamationEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsToken;
  const strict = op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsEqualsToken;
  const wrap = (e: Expr): Expr => (negated ? negate(e) : e);
  const { left, right } = node;
  if (
    !strict &&
    !isNullLiteral(left) &&
    !isNullLiteral(right) &&
    !isUndefinedLiteral(left, ctx) &&
    !isUndefinedLiteral(right, ctx)
  ) {
    return ctx.unsupported(node, Unsupported.looseEquality(node.operatorToken.getText(), negated));
  }
  const typeofCompare = typeofComparison(left, right, ctx) ?? typeofComparison(right, left, ctx);
  if (typeofCompare) return wrap(typeofCompare);
  return wrap(strictEquality(left, right, node, ctx, undefined, strict));
}

/**
 * `left === right` (or `left == right` with a null literal when `strict` is false).
 * `leftExpr` is the left side already translated (a switch's subject in a temp).
 */
export function strictEquality(
  left: ts.Expression,
  right: ts.Expression,
  node: ts.Node,
  ctx: TransformContext,
  leftExpr?: Expr,
  strict = true,
): Expr {
  for (const [lit, other, otherExpr] of [
    [left, right, undefined],
    [right, left, leftExpr],
  ] as const) {
    const literal = isNullLiteral(lit) ? 'null' : isUndefinedLiteral(lit, ctx) ? 'undefined' : undefined;
    if (literal) {
      if (lit === left && leftExpr && !isSimple(leftExpr)) break; // keep the subject's evaluation
      const present = strict && !otherExpr ? memberPresence(other, ctx) : undefined;
      if (present) {
        // `o.x === undefined`: not a member; `o.x === null`: a member holding null.
        return literal === 'undefined'
          ? not(present.present)
          : binary('&&', present.present, binary('===', nul, present.value));
      }
      return nullTest(literal, operand(other, ctx, otherExpr), node, ctx, strict);
    }
  }
  const l = operand(left, ctx, leftExpr ?? readBefore(left, [right], ctx.transformExpression(left), ctx));
  const r = operand(right, ctx);
  if (isNumberType(l.type) && isNumberType(r.type)) {
    if (isIntOperand(l, ctx) && isIntOperand(r, ctx)) return binary('===', l.expr, r.expr);
    return zeroTest(l, r) ?? zeroTest(r, l) ?? sameNumber(l.expr, r.expr);
  }
  if ((isStringType(l.type) && isStringType(r.type)) || (isBooleanType(l.type) && isBooleanType(r.type))) {
    return binary('===', l.expr, r.expr);
  }
  return strictEquals(l, r, node, ctx);
}

/**
 * `x === 0` where x is a read that may hold PHP null though typed `number` (JSON's null under
 * a cast, a dictionary key that is missing, an element past the end): `0.0 === (float) ( $x
 * ?? NAN )`. sameNumber()'s `(float) $x` alone makes null 0.0, and neither null nor undefined
 * is 0. Any other number literal is unequal to `(float) null` already.
 */
function zeroTest(zero: Operand, other: Operand): Expr | undefined {
  const z = zero.expr;
  if (z.kind !== 'number' || z.value !== 0 || !mayReadNull(other.expr)) return undefined;
  const nan: Expr = { kind: 'const', name: 'NAN' };
  const x = other.expr;
  const read =
    x.kind === 'binary' && x.op === '??' && x.right.kind === 'null' ? { ...x, right: nan } : binary('??', x, nan);
  return sameNumber(z, read);
}

/** A read (a variable, a property, an element, `?? null`, Js::get()…) rather than a computed number. */
function mayReadNull(e: Expr): boolean {
  if (e.kind === 'var' || e.kind === 'prop' || e.kind === 'index' || e.kind === 'staticProp') return true;
  if (e.kind === 'binary') return e.op === '??';
  // (The short name, as runtimeClass() gives it; asking runtimeClass() would import Js.)
  return e.kind === 'staticCall' && e.className === 'Js' && ['get', 'index', 'field'].includes(e.name);
}

function negate(e: Expr): Expr {
  if (e.kind === 'binary' && e.op === '===') return { ...e, op: '!==' };
  if (e.kind === 'binary' && e.op === '!==') return { ...e, op: '===' };
  if (e.kind === 'bool') return bool(!e.value);
  return not(e);
}

/** A number operand PHP surely holds as an int: an int literal, a counter (isCounter()), a length. */
function isIntOperand(o: Operand, ctx: TransformContext): boolean {
  const e = o.expr;
  if (e.kind === 'number') return Number.isSafeInteger(e.value) && !Object.is(e.value, -0);
  const stringLength = e.kind === 'staticCall' && e.className === ctx.runtimeClass('JsString') && e.name === 'length';
  const tracked = e.kind === 'var' && ctx.isLengthVariable(e.name); // append-length.ts
  return stringLength || tracked || (e.kind === 'call' && e.callee === 'count') || isCounter(o.node, ctx);
}

/** `a === b` on values that may be null: two PHP nulls are equal only if both are null or both undefined. */
function strictEquals(l: Operand, r: Operand, node: ts.Node, ctx: TransformContext): Expr {
  const lk = nullishKind(l.type);
  const rk = nullishKind(r.type);
  const nullable = (k: Nullish) => k !== 'none';
  if ((lk === 'both' && nullable(rk)) || (rk === 'both' && nullable(lk))) {
    reportAmbiguous(node, (lk === 'both' ? l : r).node, ctx);
  }
  if ((lk === 'null' && rk === 'undefined') || (lk === 'undefined' && rk === 'null')) {
    // One side's null means null, the other's undefined: equal only when not null.
    const temp = v(ctx.tempVariable());
    return binary(
      '&&',
      js(ctx, 'strict_equals', [{ kind: 'assign', op: '=', target: temp, value: l.expr }, r.expr]),
      binary('!==', nul, temp),
    );
  }
  return js(ctx, 'strict_equals', [l.expr, r.expr]);
}

// ---------------------------------------------------------------------------------------
// typeof.

const TYPEOF_RESULTS = new Set(['string', 'number', 'boolean', 'object', 'undefined', 'function', 'bigint', 'symbol']);

/** `Js::type_of( $x )`, telling the runtime what a null means for this value's type. */
export function typeofExpression(node: ts.TypeOfExpression, ctx: TransformContext): Expr {
  const present = memberPresence(node.expression, ctx);
  if (present) {
    return {
      kind: 'ternary',
      cond: present.present,
      then: js(ctx, 'type_of', [present.value, str('object')]),
      else: str('undefined'),
    };
  }
  const value = ctx.transformExpression(node.expression);
  const kind = nullishKind(ctx.typeOf(node.expression));
  if (kind === 'both') reportAmbiguous(node, node.expression, ctx);
  return js(ctx, 'type_of', nullIsObject(node.expression, kind, ctx) ? [value, str('object')] : [value]);
}

/** Whether typeof answers 'object' for a PHP null: the type has null, or the null is JSON's (nullIsJsonNull()). */
function nullIsObject(node: ts.Expression, kind: Nullish, ctx: TransformContext): boolean {
  return kind === 'null' || (kind === 'none' && nullIsJsonNull(node, ctx));
}

/** `typeof x === 'string'` → `is_string( $x )` where PHP has the test. */
function typeofComparison(typeofSide: ts.Expression, literal: ts.Expression, ctx: TransformContext): Expr | undefined {
  const inner = skipOuter(typeofSide);
  const text = ts.isStringLiteral(skipOuter(literal)) ? (skipOuter(literal) as ts.StringLiteral).text : undefined;
  if (!ts.isTypeOfExpression(inner) || text === undefined) return undefined;
  if (!TYPEOF_RESULTS.has(text)) return undefined;
  const kind = nullishKind(ctx.typeOf(inner.expression));
  if (kind === 'both') return undefined; // typeofExpression reports it.
  // Only 'undefined' and 'object' tell a missing key from a null: typeofExpression asks the presence bit.
  if ((text === 'undefined' || text === 'object') && memberPresence(inner.expression, ctx)) return undefined;
  const value = ctx.transformExpression(inner.expression);
  const simple: Record<string, string> = { string: 'is_string', boolean: 'is_bool' };
  if (simple[text]) return call(simple[text], [value]);
  const object = nullIsObject(inner.expression, kind, ctx);
  if (text === 'undefined' && !object) return binary('===', nul, value);
  if (text === 'bigint' || text === 'symbol') return constant(false, value);
  return binary('===', str(text), js(ctx, 'type_of', object ? [value, str('object')] : [value]));
}

// ---------------------------------------------------------------------------------------
// Binary expressions.

export function binaryExpression(node: ts.BinaryExpression, ctx: TransformContext): Expr {
  const op = node.operatorToken.kind;
  const { left, right } = node;

  if (op === ts.SyntaxKind.EqualsToken) return assignment(node, ctx);
  if (COMPOUND[op] !== undefined || LOGICAL_ASSIGNMENT.has(op)) return compoundAssignment(node, ctx);
  if (
    op === ts.SyntaxKind.EqualsEqualsEqualsToken ||
    op === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
    op === ts.SyntaxKind.EqualsEqualsToken ||
    op === ts.SyntaxKind.ExclamationEqualsToken
  ) {
    return equality(node, ctx);
  }
  if (op === ts.SyntaxKind.CommaToken) return sequence(commaOperands(node).map((e) => ctx.transformExpression(e)));

  if (op === ts.SyntaxKind.QuestionQuestionToken) {
    return binary('??', ctx.transformExpression(left), ctx.transformExpression(right));
  }
  if (op === ts.SyntaxKind.AmpersandAmpersandToken || op === ts.SyntaxKind.BarBarToken) return logical(node, ctx);
  if (op === ts.SyntaxKind.InKeyword) {
    if (ts.isPrivateIdentifier(left)) return ctx.unsupported(left, Unsupported.privateIn());
    const key = literalKey(left);
    return js(ctx, 'has', [
      key !== undefined ? str(key) : ctx.transformExpression(left),
      ctx.transformExpression(right),
    ]);
  }
  if (op === ts.SyntaxKind.InstanceOfKeyword) return transformInstanceOf(node, ctx);

  // The operands of `/` and `%` may be whole floats (see rawNumber()).
  const raw = op === ts.SyntaxKind.SlashToken || op === ts.SyntaxKind.PercentToken;
  const first = (expr: Expr) => operand(left, ctx, readBefore(left, [right], expr, ctx));
  const result = raw
    ? arithmetic(op, first(rawNumber(left, ctx)), operand(right, ctx, rawNumber(right, ctx)), ctx)
    : arithmetic(op, first(ctx.transformExpression(left)), operand(right, ctx), ctx);
  if (result) return result;
  return ctx.unsupported(node, Unsupported.binaryOperator(node.operatorToken.getText()));
}

/** `a && b`, `a || b`: the deciding operand itself, as in JavaScript. */
function logical(node: ts.BinaryExpression, ctx: TransformContext): Expr {
  const and = node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken;
  const leftBoolean = isBooleanType(ctx.typeOf(node.left));
  if (leftBoolean && isBooleanType(ctx.typeOf(node.right))) {
    return binary(and ? '&&' : '||', ctx.transformExpression(node.left), ctx.transformExpression(node.right));
  }
  if (leftBoolean) {
    const cond = ctx.transformExpression(node.left);
    const other = ctx.transformExpression(node.right);
    return { kind: 'ternary', cond, then: and ? other : bool(true), else: and ? bool(false) : other };
  }
  return shortCircuit(
    and,
    node.left,
    ctx.transformExpression(node.left),
    () => ctx.transformExpression(node.right),
    ctx,
  );
}

// ---------------------------------------------------------------------------------------
// Assignment.

function cannotAssign(node: ts.Node, ctx: TransformContext): Expr {
  return ctx.unsupported(node, Unsupported.assignmentTarget(node.getText()));
}

function assignment(node: ts.BinaryExpression, ctx: TransformContext): Expr {
  const builtin = transformBuiltinAssignment(node, ctx); // `a.length = n`
  if (builtin) return builtin;
  if (isAssignmentPattern(node.left)) return destructuringAssignment(node, ctx, isValueUsed(node));
  const target = lvalue(node.left, ctx, false);
  if (!target) return cannotAssign(node.left, ctx);
  if (ts.isPropertyAccessExpression(node.left) && ts.isIdentifier(node.left.name))
    checkMemberWrite(ctx.typeOf(node.left.expression), node.left.name.text, node.right, node, ctx);
  const stored = storedAssignment(node, ctx, isValueUsed(node));
  const parts = [...target.setup, target.write(stored ?? ctx.transformExpression(node.right))];
  // A value that may be undefined is stored in its own form (undefined-store.ts): not read back.
  return (!stored && isValueUsed(node) && hoistAssignment(node, parts, target.read, ctx)) || sequence(parts);
}

function compoundAssignment(node: ts.BinaryExpression, ctx: TransformContext): Expr {
  const op = node.operatorToken.kind;
  const builtin = transformBuiltinAssignment(node, ctx);
  if (builtin) return builtin;
  const target = lvalue(node.left, ctx, true);
  if (!target) return cannotAssign(node.left, ctx);
  const leftType = ctx.typeOf(node.left);
  const done = (e: Expr) =>
    (isValueUsed(node) && hoistAssignment(node, [...target.setup, e], target.read, ctx)) ||
    sequence([...target.setup, e]);

  if (LOGICAL_ASSIGNMENT.has(op)) {
    const value = ctx.transformExpression(node.right);
    if (op === ts.SyntaxKind.QuestionQuestionEqualsToken) {
      // `a ??= b` assigns only when a is nullish, and is a's (new) value.
      return done(binary('??', target.read, target.write(value)));
    }
    const and = op === ts.SyntaxKind.AmpersandAmpersandEqualsToken;
    if (isBooleanType(leftType) && isSimple(target.read)) {
      const r = target.read;
      return done({
        kind: 'ternary',
        cond: r,
        then: and ? target.write(value) : r,
        else: and ? r : target.write(value),
      });
    }
    return done(shortCircuit(and, node.left, target.read, () => target.write(value), ctx));
  }

  const binaryOp = COMPOUND[op]!;
  // Bitwise and shift operators convert undefined and NaN alike (0): only arithmetic needs NaN.
  const before = NUMBER_ASSIGNMENTS.has(op) ? arithmeticRead(node.left, target, ctx) : target.read;
  const read = readTargetBefore(node, before, !!target.native, ctx);
  const right = operand(node.right, ctx);
  const native = read === target.read ? target.native : undefined;
  if (native) {
    const numbers = isNumberType(leftType) && isNumberType(right.type);
    // PHP's own `+=`, `-=`, `*=` and `.=` where they mean the same.
    if (numbers && binaryOp === ts.SyntaxKind.PlusToken)
      return done({ kind: 'assign', op: '+=', target: native, value: right.expr });
    if (numbers && binaryOp === ts.SyntaxKind.MinusToken)
      return done({ kind: 'assign', op: '-=', target: native, value: right.expr });
    if (numbers && binaryOp === ts.SyntaxKind.AsteriskToken)
      return done({ kind: 'assign', op: '*=', target: native, value: right.expr });
    if (binaryOp === ts.SyntaxKind.PlusToken && isStringType(leftType)) {
      return done({ kind: 'assign', op: '.=', target: native, value: asString(right, ctx) });
    }
  }
  const value = arithmetic(binaryOp, { node: node.left, expr: read, type: leftType }, right, ctx)!;
  return done(target.write(value));
}

// ---------------------------------------------------------------------------------------
// Unary operators.

export function prefixUnary(node: ts.PrefixUnaryExpression, ctx: TransformContext): Expr {
  const o = node.operand;
  switch (node.operator) {
    case ts.SyntaxKind.ExclamationToken:
      return not(truthy(o, ctx));
    case ts.SyntaxKind.MinusToken: {
      const value = operand(o, ctx);
      if (value.expr.kind === 'number') return num(-value.expr.value);
      const n = asNumber(value, ctx);
      const negated: Expr = { kind: 'unary', op: '-', operand: n };
      // PHP's -0 is the int 0; JavaScript's -0 is negative zero (1 / -x is -Infinity).
      const range = intRange(o, ctx);
      if (range && (range.lo > 0n || range.hi < 0n)) return negated;
      if (n.kind === 'const') return negated; // -INF, -NAN
      if (isReadTwice(n, ctx)) return { kind: 'ternary', cond: binary('===', num(0), n), then: num(-0), else: negated };
      return js(ctx, 'negate', [n]);
    }
    case ts.SyntaxKind.PlusToken:
      return asNumber(operand(o, ctx), ctx);
    case ts.SyntaxKind.TildeToken:
      return { kind: 'unary', op: '~', operand: asInt32(operand(o, ctx), ctx) };
    case ts.SyntaxKind.PlusPlusToken:
    case ts.SyntaxKind.MinusMinusToken:
      return increment(node, true, ctx);
  }
  return ctx.unsupported(node, Unsupported.prefixOperator(ts.tokenToString(node.operator) ?? ''));
}

export function postfixUnary(node: ts.PostfixUnaryExpression, ctx: TransformContext): Expr {
  // A discarded `i++` is `++$i`.
  return increment(node, !isValueUsed(node), ctx);
}

/** `++x`, `x++`, `--x`, `x--` on a number. */
function increment(
  node: ts.PrefixUnaryExpression | ts.PostfixUnaryExpression,
  prefix: boolean,
  ctx: TransformContext,
): Expr {
  const op = node.operator === ts.SyntaxKind.PlusPlusToken ? '++' : '--';
  if (!isNumberType(ctx.typeOf(node.operand))) {
    return ctx.unsupported(node, Unsupported.incrementNonNumber(op));
  }
  const builtin = arrayLengthTarget(node.operand, ctx);
  if (builtin) return builtin;
  const element = elementStep(node, op, prefix, ctx);
  if (element) return element;
  const target = lvalue(node.operand, ctx, true);
  if (!target) return cannotAssign(node.operand, ctx);
  if (target.native) return sequence([...target.setup, { kind: 'incdec', op, prefix, target: target.native }]);
  const step = (e: Expr) => binary(op === '++' ? '+' : '-', e, num(1));
  const read = arithmeticRead(node.operand, target, ctx);
  if (prefix) return sequence([...target.setup, target.write(step(read))]);
  const old = v(ctx.tempVariable());
  const parts = [
    ...target.setup,
    { kind: 'assign' as const, op: '=' as const, target: old, value: read },
    target.write(step(old)),
  ];
  return sequence(parts, parts.length - 2);
}

/**
 * `a[k]++` (or `--`, `++a[k]`) on an array with a number key, when the new value or none is
 * used: Js::step_at(), one call that adds in place when the element exists, where the
 * general form reads with Js::index() and writes with Js::set().
 */
function elementStep(
  node: ts.PrefixUnaryExpression | ts.PostfixUnaryExpression,
  op: '++' | '--',
  prefix: boolean,
  ctx: TransformContext,
): Expr | undefined {
  const target = skipOuter(node.operand);
  if (!ts.isElementAccessExpression(target) || target.questionDotToken) return undefined;
  if (!prefix && isValueUsed(node)) return undefined;
  if (!isArrayType(ctx.typeOf(target.expression), ctx.checker)) return undefined;
  if (!isNumberType(ctx.typeOf(target.argumentExpression))) return undefined;
  // Js::step_at() counts a stored null as 0; an element type that names undefined (stored as
  // null too) takes the general form, which reads it as NaN (missingElementAt()).
  if (!isNumberType(ctx.typeOf(target))) return undefined;
  const object = ctx.transformExpression(target.expression);
  const key = ctx.transformExpression(target.argumentExpression);
  return js(ctx, 'step_at', [object, key, num(op === '++' ? 1 : -1)]);
}

function arrayLengthTarget(node: ts.Expression, ctx: TransformContext): Expr | undefined {
  const inner = skipOuter(node);
  if (
    ts.isPropertyAccessExpression(inner) &&
    inner.name.text === 'length' &&
    isArrayType(ctx.typeOf(inner.expression), ctx.checker)
  ) {
    return ctx.unsupported(node, Unsupported.incrementArrayLength());
  }
  return undefined;
}

/** `delete o.k` / `delete o[k]` on an object: Js::delete_property(), which is true. */
export function deleteExpression(node: ts.DeleteExpression, ctx: TransformContext): Expr {
  const target = skipOuter(node.expression);
  if (
    (ts.isPropertyAccessExpression(target) || ts.isElementAccessExpression(target)) &&
    !isArrayType(ctx.typeOf(target.expression), ctx.checker) &&
    !isStringType(ctx.typeOf(target.expression))
  ) {
    const key = ts.isPropertyAccessExpression(target)
      ? str(target.name.text)
      : literalKey(target.argumentExpression) !== undefined
        ? str(literalKey(target.argumentExpression)!)
        : ctx.transformExpression(target.argumentExpression);
    return js(ctx, 'delete_property', [ctx.transformExpression(target.expression), key]);
  }
  return ctx.unsupported(node, Unsupported.deleteNonProperty());
}
