// What a missing array element or property reads as: NaN where the value can only meet
// arithmetic, else null (undefined).
import ts from '#typescript';
import { type Expr, nul } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { isArrayType, isNumberType } from '../util/types.js';
import { isSimple } from '../util/php-expr.js';
import { js } from '../util/runtime.js';
import { libGlobal } from '../../libs.js';
import { assignmentsOf, referencesOf } from './locals.js';

/**
 * What a missing number element reads as: NaN where undefined can only meet arithmetic
 * (numericUse()), as Node converts it (PHP's null would count as 0); else null (undefined).
 * Only a miss evaluates it, so a hit costs the same. `node` is an element read, a property
 * read that may miss (`counts.tea`, `o.opt`), or a call that answers an element or
 * undefined (`pop()`, `at()`, `find()`, `Map#get()`…).
 */
export function missingElement(node: ts.Expression, ctx: TransformContext): Expr {
  return numberOrUndefined(ctx.typeOf(node), ctx) && numericUse(node, ctx, true) ? { kind: 'const', name: 'NAN' } : nul;
}

/**
 * missingElement() for a read of `object[key]` (`node`: an element or property access) whose
 * object and key PHP can evaluate again. A null read there is either nothing (undefined: NaN
 * in arithmetic) or a stored null (a `number` that a cast or JSON.parse let hold null: 0, as
 * JavaScript counts null), so the NaN becomes Js::absent_number( $o, k ), which tells them
 * apart; only a null read evaluates it. An array element whose type names undefined keeps
 * NAN: arrays store undefined as null (decisions.md, "undefined stored in an object").
 */
export function missingElementAt(node: ts.Expression, object: Expr, key: Expr, ctx: TransformContext): Expr {
  const missing = missingElement(node, ctx);
  return missing.kind === 'null' ? missing : absentNumberAt(node, object, key, ctx);
}

/** The NaN of a null number read of `object[key]`, or Js::absent_number() (see missingElementAt()). */
export function absentNumberAt(node: ts.Expression, object: Expr, key: Expr, ctx: TransformContext): Expr {
  const subject = ts.isElementAccessExpression(node) || ts.isPropertyAccessExpression(node) ? node.expression : node;
  return absentNumber(ctx.typeOf(node), isArrayType(ctx.typeOf(subject), ctx.checker), object, key, ctx);
}

function absentNumber(read: ts.Type, inArray: boolean, object: Expr, key: Expr, ctx: TransformContext): Expr {
  const nan: Expr = { kind: 'const', name: 'NAN' };
  if (!isSimple(object) || !isSimple(key)) return nan;
  const namesUndefined = (read.isUnion() ? read.types : [read]).some((t) => t.flags & ts.TypeFlags.Undefined);
  return inArray && namesUndefined ? nan : js(ctx, 'absent_number', [object, key]);
}

/**
 * What a missing element of a number array destructured into `target` reads as (see
 * missingElement()); `at` is the array and the element's index (see missingElementAt()).
 */
export function missingDestructured(
  target: ts.Node,
  slot: ts.Type,
  at: { array: Expr; index: Expr },
  ctx: TransformContext,
): Expr {
  const nan = numberOrUndefined(slot, ctx) && ts.isIdentifier(target) && onlyNumericReads(target, ctx);
  return nan ? absentNumber(slot, true, at.array, at.index, ctx) : nul;
}

/**
 * A number that may be undefined, never null: its miss is NaN in arithmetic. A null stays
 * null (JavaScript counts null as 0, as PHP does).
 */
export function numberOrUndefined(type: ts.Type, ctx: TransformContext): boolean {
  if ((type.isUnion() ? type.types : [type]).some((t) => t.flags & ts.TypeFlags.Null)) return false;
  return isNumberType(ctx.checker.getNonNullableType(type));
}

/**
 * True when `node`'s value is only used as a number: `x!`, `x as number`, an operand of
 * `-`, `*`, `/`, `%`, `**`, `<`…, unary `-`/`+`, of `+` with a number, or an argument of a
 * Math function; with `viaConst`, also the initializer of a local never assigned again
 * whose every read is such a use.
 */
function numericUse(node: ts.Expression, ctx: TransformContext, viaConst: boolean): boolean {
  let n: ts.Node = node;
  for (;;) {
    const p = n.parent;
    if (ts.isNonNullExpression(p)) return true;
    if ((ts.isAsExpression(p) || ts.isTypeAssertionExpression(p)) && isNumberType(ctx.typeOf(p))) return true;
    if (!ts.isParenthesizedExpression(p)) break;
    n = p;
  }
  const p = n.parent;
  if (ts.isPrefixUnaryExpression(p))
    return p.operator === ts.SyntaxKind.MinusToken || p.operator === ts.SyntaxKind.PlusToken;
  // Math's functions convert every argument to a number.
  if (ts.isCallExpression(p) && p.expression !== n && ts.isPropertyAccessExpression(p.expression))
    return libGlobal(p.expression.expression, ctx.checker) === 'Math';
  if (viaConst && ts.isVariableDeclaration(p) && p.initializer === n && ts.isIdentifier(p.name))
    return onlyNumericReads(p.name, ctx);
  if (!ts.isBinaryExpression(p) || ctx.typeOf(node).flags & ts.TypeFlags.Union) return false;
  const op = p.operatorToken.kind;
  if (NUMERIC_OPERATORS.has(op) && (p.right === n || op < ts.SyntaxKind.FirstAssignment)) return true;
  const plus = op === ts.SyntaxKind.PlusToken || (op === ts.SyntaxKind.PlusEqualsToken && p.right === n);
  return plus && isNumberType(ctx.typeOf(p.left === n ? p.right : p.left));
}

/** `const v = xs[i]` (or `const [w, h] = dims`) whose reads, at least one, are all numeric uses. */
function onlyNumericReads(name: ts.Identifier, ctx: TransformContext): boolean {
  let decl: ts.Node = name.parent;
  while (ts.isBindingElement(decl) || ts.isArrayBindingPattern(decl) || ts.isObjectBindingPattern(decl))
    decl = decl.parent;
  if (!ts.isVariableDeclaration(decl) || !(decl.parent.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const))) return false;
  const symbol = ctx.checker.getSymbolAtLocation(name);
  if (!symbol || assignmentsOf(symbol, ctx).length) return false;
  const reads = referencesOf(symbol, ctx);
  // `{ v }` writes the value into a property: not a numeric use.
  return (
    reads.length > 0 && reads.every((n) => !ts.isShorthandPropertyAssignment(n.parent) && numericUse(n, ctx, false))
  );
}

const NUMERIC_OPERATORS = new Set([
  ts.SyntaxKind.MinusToken,
  ts.SyntaxKind.AsteriskToken,
  ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.PercentToken,
  ts.SyntaxKind.AsteriskAsteriskToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
  ts.SyntaxKind.PercentEqualsToken,
  ts.SyntaxKind.AsteriskAsteriskEqualsToken,
]);

/** Whether a PHP null in `node`, typed plain `number`, counts as 0 for Math (nullIsJsonNull()). */
export function nullCountsAsZero(node: ts.Expression, ctx: TransformContext): boolean {
  const type = ctx.typeOf(node);
  return (type.flags & ts.TypeFlags.NumberLike) !== 0 && !type.isUnion() && nullIsJsonNull(node, ctx);
}

/**
 * Whether a PHP null in `node`, whose type names neither null nor undefined, is JSON's null
 * (0 to JavaScript's Math, 'object' to typeof), not undefined: a member of an interface or
 * type literal that is not optional (`row.rating` of a row with a NULL column; a missing one
 * is an unsound type), or a parameter of an Array method's literal callback (an element: an
 * array stores undefined as null too, docs/subset/core.md). A local, or another function's
 * parameter, may hold a read that found nothing.
 */
export function nullIsJsonNull(node: ts.Expression, ctx: TransformContext): boolean {
  let n = node;
  while (ts.isParenthesizedExpression(n)) n = n.expression;
  if (ts.isPropertyAccessExpression(n)) {
    if (n.questionDotToken || ts.isOptionalChain(n)) return false;
    const symbol = ctx.checker.getSymbolAtLocation(n.name);
    const decls = symbol?.declarations ?? [];
    // An object literal's member may hold undefined stored as null (docs/subset/core.md), a class field may be unset.
    return (
      !!symbol && !(symbol.flags & ts.SymbolFlags.Optional) && decls.length > 0 && decls.every(ts.isPropertySignature)
    );
  }
  if (!ts.isIdentifier(n)) return false;
  const decl = ctx.checker.getSymbolAtLocation(n)?.valueDeclaration;
  if (!decl || !ts.isParameter(decl) || decl.questionToken || decl.dotDotDotToken) return false;
  // A literal callback of an Array method: its parameters hold the array's elements (or a
  // reduce's accumulator). Another function's parameter may be handed an element read past
  // the end (`f(xs[9])`).
  const fn = decl.parent;
  const call = fn.parent;
  return (
    (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) &&
    ts.isCallExpression(call) &&
    call.arguments.includes(fn) &&
    ts.isPropertyAccessExpression(call.expression) &&
    isArrayType(ctx.typeOf(call.expression.expression), ctx.checker)
  );
}
