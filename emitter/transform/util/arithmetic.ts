// Numbers in arithmetic, shared by the operators (visitors/operators.ts) and Math
// (builtins/math.ts): an operand with its type, division with its int fast paths, and
// the raw number a consumer that accepts a whole float reads.
import ts from '#typescript';
import { binary, call, type Expr, isWholeFloat, num, sameNumber } from '../../php/ast.js';
import { holdValue, isPureMathCall } from '../analysis/hoist.js';
import { acceptsWholeFloat } from '../analysis/numbers.js';
import { intRange, isIntAtLeast, isSureNumber } from '../analysis/ranges.js';
import type { TransformContext } from '../context.js';
import { isSimple } from './php-expr.js';
import { js, runtimeCall } from './runtime.js';
import { skipOuter } from './syntax.js';
import { isNumberType } from './types.js';
import { numberOf } from './values.js';
import { nullCountsAsZero } from '../analysis/missing-element.js';

/**
 * A number operand whose consumer accepts a whole float where JavaScript's value is an
 * int (`%`, `/`, `Math.floor`… give the same answer for 2.0 as for 2): a quotient or
 * square root then needs no conversion back to int.
 */
export function rawNumber(node: ts.Expression, ctx: TransformContext): Expr {
  const inner = skipOuter(node);
  if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.SlashToken) {
    const l = operand(inner.left, ctx, rawNumber(inner.left, ctx));
    const r = operand(inner.right, ctx, rawNumber(inner.right, ctx));
    if (isNumberType(l.type) && isNumberType(r.type)) return division(l, r, ctx, true);
    return js(ctx, 'div', [asNumber(l, ctx), asNumber(r, ctx)]);
  }
  if (
    isPureMathCall(inner, ctx) &&
    (inner.expression as ts.PropertyAccessExpression).name.text === 'sqrt' &&
    inner.arguments.length === 1 &&
    isNumberType(ctx.typeOf(inner.arguments[0]))
  ) {
    const arg = inner.arguments[0];
    const expr = mathArgument(arg, rawNumber(arg, ctx), ctx);
    // An int at or above 0 (ranges.ts): PHP's sqrt() is JavaScript's.
    if (isIntAtLeast(arg, 0n, ctx)) return call('sqrt', [expr]);
    const held = holdValue(arg, expr, ctx);
    return held ? nativeSqrt(held, ctx, isSureNumber(arg, ctx)) : runtimeCall(ctx, 'JsMath', 'sqrt', [expr]);
  }
  return ctx.transformExpression(node);
}

/**
 * `a / b` on two numbers. PHP's `/` gives JavaScript's quotient except for a zero divisor
 * (an error in PHP) and an int 0 divided by a negative int (JavaScript's -0), so those go
 * to Js::div(). A whole float quotient becomes an int (`6.0 / 3` is 2, as Js::div() has
 * it) unless `raw`: the consumer (`Math.floor`, `%`, another `/`) accepts a whole float.
 * Operands that are not variables or literals are held in temps (hoist.ts); where that is
 * not possible, only the int case is inline (intFastPath()).
 */
export function division(l: Operand, r: Operand, ctx: TransformContext, raw: boolean): Expr {
  // A divisor that is an int at or above 1 (ranges.ts): PHP's `/` is JavaScript's, no guard.
  // An int dividend within ±2^52 then gives an int or a fraction, never a whole float.
  if (isIntAtLeast(r.node, 1n, ctx)) {
    const quotient = binary('/', l.expr, r.expr);
    const range = intRange(l.node, ctx);
    if (raw || (range && range.lo >= -(2n ** 52n) && range.hi <= 2n ** 52n)) return quotient;
    return wholeToInt(l, r, quotient, ctx) ?? js(ctx, 'div', [l.expr, r.expr]);
  }
  const a = holdValue(l.node, l.expr, ctx);
  const b = holdValue(r.node, r.expr, ctx);
  if (!a || !b) return intFastPath('/', a ?? l.expr, b ?? r.expr, ctx) ?? js(ctx, 'div', [a ?? l.expr, b ?? r.expr]);
  const literal = (e: Expr) => (e.kind === 'number' && !Object.is(e.value, -0) ? e.value : undefined);
  const divisor = literal(b);
  if (divisor === 0 || (divisor !== undefined && literal(a) !== undefined)) return js(ctx, 'div', [a, b]);
  const nonZero = (e: Expr) => sameNumber(num(0), e, true);
  const cond =
    divisor === undefined
      ? binary('||', binary('<', num(0), b), binary('&&', nonZero(b), nonZero(a)))
      : divisor < 0
        ? nonZero(a)
        : undefined;
  const quotient: Expr = cond
    ? { kind: 'ternary', cond, then: binary('/', a, b), else: js(ctx, 'div', [a, b]) }
    : binary('/', a, b);
  if (raw) return quotient;
  return wholeToInt(l, r, quotient, ctx) ?? intFastPath('/', a, b, ctx) ?? js(ctx, 'div', [a, b]);
}

/**
 * `a / b` or `a % b` on two numbers, as PHP's operator when the ints at run time make it
 * JavaScript's answer: `is_int($a) && is_int($b) && 0 < $b ? $a / $b : Js::div($a, $b)`.
 * For ints PHP's `/` gives the same int or float when the divisor is positive (a negative
 * one can make JavaScript's -0), and `%` truncates like JavaScript's when the dividend is
 * not negative (`-7 % 7` is -0). The helper stays the fallback. Only for operands that can
 * be read twice (variables and literals); checks a literal answers are left out.
 */
export function intFastPath(
  op: '/' | '%',
  left: Expr,
  right: Expr,
  ctx: TransformContext,
  known: { left?: boolean; right?: boolean; leftInt?: boolean; rightInt?: boolean; leftSign?: boolean } = {},
): Expr | undefined {
  // `known.left`: an int at or above 0, `known.right`: an int at or above 1 (ranges.ts): no checks.
  if (known.left && known.right) return binary(op, left, right);
  if (!isSimple(left) || !isSimple(right)) return undefined;
  const literal = (e: Expr) =>
    e.kind === 'number' && Number.isInteger(e.value) && !Object.is(e.value, -0) ? e.value : undefined;
  const [a, b] = [literal(left), literal(right)];
  if (a !== undefined && b !== undefined) return undefined; // two literals: rare, and the helper is exact
  const checks: Expr[] = [];
  const checkLeft = a === undefined && !known.left;
  const checkRight = b === undefined && !known.right;
  // `known.leftInt`/`rightInt`: an int of any sign (ranges.ts), only the sign is checked.
  if (checkLeft && !known.leftInt) checks.push(call('is_int', [left]));
  if (checkRight && !known.rightInt) checks.push(call('is_int', [right]));
  if (op === '/') {
    if (checkRight) checks.push(binary('<', num(0), right));
    else if (b !== undefined && b <= 0) return undefined;
  } else {
    // `known.leftSign`: an int at or above 0 whenever it is an int (ranges.ts), no sign check.
    if (checkLeft && !known.leftSign) checks.push(binary('<=', num(0), left));
    else if (a !== undefined && a < 0) return undefined;
    if (checkRight) checks.push(binary('!==', num(0), right));
    else if (b === 0) return undefined;
  }
  if (!checks.length) return binary(op, left, right);
  const cond = checks.reduce((x, y) => binary('&&', x, y));
  return {
    kind: 'ternary',
    cond,
    then: binary(op, left, right),
    else: js(ctx, op === '/' ? 'div' : 'mod', [left, right]),
  };
}

/** The quotient, a whole float made an int (`Js::integral()`), when it can be held in a temp. */
function wholeToInt(l: Operand, r: Operand, quotient: Expr, ctx: TransformContext): Expr | undefined {
  const whole = l.node.parent;
  const q =
    ts.isBinaryExpression(whole) && whole.left === l.node && whole.right === r.node
      ? holdValue(whole, quotient, ctx)
      : undefined;
  if (!q) return undefined;
  return {
    kind: 'ternary',
    cond: binary('&&', call('is_float', [q]), isWholeFloat(q)),
    then: js(ctx, 'integral', [q]),
    else: q,
  };
}

/** True when `l / r` is a whole expression whose value may stay a whole float (analysis/numbers.ts). */
export function quotientMayStayFloat(l: Operand, r: Operand, ctx: TransformContext): boolean {
  const whole = l.node.parent;
  return ts.isBinaryExpression(whole) && whole.right === r.node && acceptsWholeFloat(whole, ctx);
}

/** An operand with its translation and type. */
export interface Operand {
  node: ts.Expression;
  expr: Expr;
  type: ts.Type;
}

export const operand = (node: ts.Expression, ctx: TransformContext, expr?: Expr): Operand => ({
  node,
  expr: expr ?? ctx.transformExpression(node),
  type: ctx.typeOf(node),
});
export const asNumber = (o: Operand, ctx: TransformContext): Expr => numberOf(o.expr, o.type, ctx);

/** is_int( a ) || is_float( a ): a number at run time (null where the checker says number but an array read missed). */
export const isNumber = (a: Expr): Expr => binary('||', call('is_int', [a]), call('is_float', [a]));

/** PHP's sqrt() for a number, JsMath's for anything else (NaN for null). The result may be a whole float. */
export function nativeSqrt(a: Expr, ctx: TransformContext, sure = false): Expr {
  // `sure`: never null (isSureNumber()).
  return sure
    ? call('sqrt', [a])
    : { kind: 'ternary', cond: isNumber(a), then: call('sqrt', [a]), else: runtimeCall(ctx, 'JsMath', 'sqrt', [a]) };
}

/**
 * A Math function's argument: `$x ?? 0` where a null is JSON's null (nullCountsAsZero()),
 * which JavaScript counts as 0 and JsMath would read as undefined (NaN).
 */
export function mathArgument(node: ts.Expression, expr: Expr, ctx: TransformContext): Expr {
  return !ts.isSpreadElement(node) && !isSureNumber(node, ctx) && nullCountsAsZero(node, ctx)
    ? binary('??', expr, num(0))
    : expr;
}
