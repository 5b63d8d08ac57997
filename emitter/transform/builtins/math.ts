// Math: each function is a method of the runtime's JsMath (php-runtime/JsMath.php), each
// constant a literal. See docs/subset/strings-numbers.md.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { binary, call, isWholeFloat, not, num, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { isLibGlobal } from '../../libs.js';
import { callArgs, transformArguments } from '../util/calls.js';
import { runtimeCall, js } from '../util/runtime.js';
import type { LibCall } from '../shapes.js';
import { holdValue } from '../analysis/hoist.js';
import { isNumber, mathArgument, nativeSqrt, rawNumber } from '../util/arithmetic.js';
import { skipOuter } from '../util/syntax.js';
import { acceptsWholeFloat } from '../analysis/numbers.js';
import { intRange, isIntAtLeast, isSureNumber, type IntRange } from '../analysis/ranges.js';
import { isNumberType } from '../util/types.js';

const FUNCTIONS = new Set([
  'abs',
  'floor',
  'ceil',
  'round',
  'trunc',
  'sign',
  'max',
  'min',
  'pow',
  'sqrt',
  'cbrt',
  'hypot',
  'exp',
  'expm1',
  'log',
  'log1p',
  'log2',
  'log10',
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'atan2',
  'sinh',
  'cosh',
  'tanh',
  'asinh',
  'acosh',
  'atanh',
  'fround',
  'clz32',
  'imul',
  'random',
]);

const CONSTANTS: Record<string, number> = {
  E: Math.E,
  LN10: Math.LN10,
  LN2: Math.LN2,
  LOG10E: Math.LOG10E,
  LOG2E: Math.LOG2E,
  PI: Math.PI,
  SQRT1_2: Math.SQRT1_2,
  SQRT2: Math.SQRT2,
};

/** `Math.fn(...)`. */
export function transformMathStatic({ node, name, owner }: LibCall, ctx: TransformContext): Expr | undefined {
  if (owner !== 'Math') return undefined;
  if (!FUNCTIONS.has(name)) return ctx.unsupported(node, Unsupported.mathFunction(name));
  return nativeMath(node, name, ctx) ?? runtimeCall(ctx, 'JsMath', name, mathArgs(node, ctx));
}

/**
 * The arguments as JsMath takes them: JSON's null counts as 0 (mathArgument()), in a spread
 * list too (JsMath::numbers(): an array's null is JSON's null or an undefined the checker
 * let in as `number`, docs/subset/core.md).
 */
function mathArgs(node: ts.CallExpression, ctx: TransformContext): Expr[] {
  return transformArguments(
    node.arguments,
    ctx,
    (a) => mathArgument(a, ctx.transformExpression(a), ctx),
    (items) => runtimeCall(ctx, 'JsMath', 'numbers', [items]),
  );
}

// Native forms of the functions a numeric loop calls most, when the checker proves number
// arguments: PHP's own function behind an inline guard that keeps JavaScript's answer,
// the runtime's JsMath as the fallback. The guards send to JsMath what PHP would answer
// differently or as a float where JsMath gives an int (whole results are ints, -0 stays a
// float): NaN, ±Infinity, zeros whose sign matters, results beyond ±(2^53 - 1).

const MAX_SAFE = 9007199254740991;
/** floor( sqrt( 2^53 ) ): an int whose square is a safe int. */
const SQRT_SAFE = 94906265n;

const and = (...parts: Expr[]): Expr => parts.reduce((x, y) => binary('&&', x, y));
const or = (x: Expr, y: Expr): Expr => binary('||', x, y);
const ternary = (cond: Expr, then: Expr, otherwise: Expr): Expr => ({ kind: 'ternary', cond, then, else: otherwise });
const toInt = (expr: Expr): Expr => ({ kind: 'cast', type: 'int', expr });
/** -(2^53 - 1) <= a <= 2^53 - 1: false for NaN and ±Infinity. */
const safe = (a: Expr): Expr => and(binary('<=', num(-MAX_SAFE), a), binary('<=', a, num(MAX_SAFE)));
/** a is an int, or a float for which rounding toward zero gives neither -0 nor a zero's sign question. */
const awayFromZero = (a: Expr, below: number): Expr => or(binary('<', num(0), a), binary('<', a, num(below)));

/** 0 < a <= 2^53 - 1: a positive float whose (int) is its floor. */
const positive = (a: Expr): Expr => and(binary('<', num(0), a), binary('<=', a, num(MAX_SAFE)));

/**
 * `Math.floor(a / b)` (or trunc) of an int a from 0 to 2^53 - 1 by an int b at or above 1
 * (ranges.ts): intdiv( a, b ). JavaScript's quotient is rounded, but not up to the next int:
 * that is at least 1/b away, and the rounding error is below a/b * 2^-53 < 1/b.
 */
function intQuotient(arg: ts.Expression, ctx: TransformContext): Expr | undefined {
  const n = skipOuter(arg);
  if (!ts.isBinaryExpression(n) || n.operatorToken.kind !== ts.SyntaxKind.SlashToken) return undefined;
  const a = intRange(n.left, ctx);
  if (!a || a.lo < 0n || a.hi > 2n ** 53n - 1n || !isIntAtLeast(n.right, 1n, ctx)) return undefined;
  return call('intdiv', [ctx.transformExpression(n.left), ctx.transformExpression(n.right)]);
}

/**
 * The C library's functions JsMath calls as they are (sin, exp, log, atan2…): PHP's own
 * function of a number, a float. Where the value is seen (acceptsWholeFloat()), a whole
 * result (`Math.sin(0)`, `Math.log(1)`) goes through Js::integral(), as JsMath's does.
 */
const LIBM = new Set([
  'exp',
  'expm1',
  'log',
  'log1p',
  'log10',
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'atan2',
  'sinh',
  'cosh',
  'tanh',
  'asinh',
  'acosh',
  'atanh',
]);

function nativeLibm(node: ts.CallExpression, name: string, ctx: TransformContext): Expr | undefined {
  const args = node.arguments;
  if (args.length !== (name === 'atan2' ? 2 : 1)) return undefined;
  if (args.some((a) => ts.isSpreadElement(a) || !isNumberType(ctx.typeOf(a)))) return undefined;
  const exprs = args.map((a) => mathArgument(a, rawNumber(a, ctx), ctx));
  const sure = args.every((a) => isSureNumber(a, ctx));
  let value: Expr = call(name, exprs);
  if (!sure) {
    // A number to the checker may be null at run time (an array read past the end): JsMath's NaN.
    const held = args.map((a, i) => holdValue(a, exprs[i], ctx));
    if (held.some((h) => !h)) return undefined;
    const checks = (held as Expr[]).filter((h, i) => !isSureNumber(args[i], ctx)).map(isNumber);
    value = ternary(and(...checks), call(name, held as Expr[]), runtimeCall(ctx, 'JsMath', name, held as Expr[]));
  }
  if (acceptsWholeFloat(node, ctx)) return value;
  const result = holdValue(node, value, ctx);
  if (!result) return js(ctx, 'integral', [value]);
  return ternary(and(call('is_float', [result]), isWholeFloat(result)), js(ctx, 'integral', [result]), result);
}

/**
 * `Math.pow(a, 2)` and `a ** 2` of a number: `a * a`, as V8's pow (fdlibm's, special-cased
 * for an exponent of 2) computes it, instead of JsMath::pow's emulation of fdlibm in PHP.
 * An int, or a value that may be null at run time (an array read past the end), goes to
 * JsMath (NaN for null); a whole result is made an int where it is seen (acceptsWholeFloat()), as JsMath's is.
 */
export function nativeSquare(
  node: ts.Expression,
  base: ts.Expression,
  exponent: ts.Expression,
  ctx: TransformContext,
  translated?: Expr,
): Expr | undefined {
  const e = skipOuter(exponent);
  if (!ts.isNumericLiteral(e) || e.text !== '2' || !isNumberType(ctx.typeOf(base))) return undefined;
  // JsMath::pow() reads null as undefined (NaN); JSON's null is 0 (mathArgument()).
  const a = holdValue(base, mathArgument(base, translated ?? rawNumber(base, ctx), ctx), ctx);
  if (!a) return undefined;
  const product = binary('*', a, a);
  // An int squares exactly in PHP, past 2^53 too, where JavaScript's double rounds: only an
  // int known to stay below sqrt( 2^53 ) (ranges.ts) skips the float test.
  const range = intRange(base, ctx);
  const value =
    range && range.lo >= -SQRT_SAFE && range.hi <= SQRT_SAFE
      ? product
      : ternary(call('is_float', [a]), product, runtimeCall(ctx, 'JsMath', 'pow', [a, num(2)]));
  if (acceptsWholeFloat(node, ctx)) return value;
  const result = holdValue(node, value, ctx);
  if (!result) return js(ctx, 'integral', [value]);
  return ternary(and(call('is_float', [result]), isWholeFloat(result)), js(ctx, 'integral', [result]), result);
}

/**
 * `Math.imul(a, b)` of two ints whose product stays within PHP's ints (ranges.ts): the
 * product's low 32 bits, read as signed (`^ 0x80000000` then `- 0x80000000`).
 */
function nativeImul(node: ts.CallExpression, ctx: TransformContext): Expr | undefined {
  const args = node.arguments;
  if (args.length !== 2 || args.some((a) => ts.isSpreadElement(a))) return undefined;
  const ranges = args.map((a) => intRange(a, ctx));
  const magnitude = (r: IntRange) => (-r.lo > r.hi ? -r.lo : r.hi);
  if (ranges.some((r) => !r) || magnitude(ranges[0]!) * magnitude(ranges[1]!) >= 2n ** 63n) return undefined;
  const product = binary('*', ctx.transformExpression(args[0]), ctx.transformExpression(args[1]));
  return binary('-', binary('^', binary('&', product, num(0xffffffff)), num(0x80000000)), num(0x80000000));
}

/** `Math.hypot(a, b)` of two sure numbers (ranges.ts): JsMath::hypot_pair(), no variadic list. */
function pairHypot(node: ts.CallExpression, ctx: TransformContext): Expr | undefined {
  const args = node.arguments;
  if (args.length !== 2 || args.some((a) => ts.isSpreadElement(a) || !isSureNumber(a, ctx))) return undefined;
  return runtimeCall(ctx, 'JsMath', 'hypot_pair', callArgs(node, ctx));
}

/**
 * `Math.sign(a)` of a number: 1 above 0 and -1 below, compared as they are; 0, -0, NaN
 * (and null, an element read past the end) go to JsMath, which keeps -0 and NaN.
 */
function nativeSign(node: ts.CallExpression, ctx: TransformContext): Expr | undefined {
  const [arg] = node.arguments;
  if (node.arguments.length !== 1 || ts.isSpreadElement(arg) || !isNumberType(ctx.typeOf(arg))) return undefined;
  const a = holdValue(arg, mathArgument(arg, rawNumber(arg, ctx), ctx), ctx);
  if (!a) return undefined;
  return ternary(
    binary('<', num(0), a),
    num(1),
    ternary(binary('<', a, num(0)), num(-1), runtimeCall(ctx, 'JsMath', 'sign', [a])),
  );
}

function nativeMath(node: ts.CallExpression, name: string, ctx: TransformContext): Expr | undefined {
  if (LIBM.has(name)) return nativeLibm(node, name, ctx);
  if (name === 'hypot') return pairHypot(node, ctx);
  if (name === 'sign') return nativeSign(node, ctx);
  if (name === 'imul') return nativeImul(node, ctx);
  if (name === 'pow' && node.arguments.length === 2 && !node.arguments.some((a) => ts.isSpreadElement(a)))
    return nativeSquare(node, node.arguments[0], node.arguments[1], ctx);
  // A root whose consumer takes a whole float as it takes an int (analysis/numbers.ts).
  if (name === 'sqrt' && node.arguments.length === 1 && acceptsWholeFloat(node, ctx)) {
    const arg = node.arguments[0];
    if (!ts.isSpreadElement(arg) && isNumberType(ctx.typeOf(arg))) return rawNumber(node, ctx);
  }
  const unary = ['abs', 'floor', 'ceil', 'round', 'trunc', 'sqrt'].includes(name);
  if (!unary && name !== 'max' && name !== 'min') return undefined;
  const args = node.arguments;
  if (args.length !== (unary ? 1 : 2) || args.some((a) => ts.isSpreadElement(a) || !isNumberType(ctx.typeOf(a))))
    return undefined;
  const range = unary ? intRange(args[0], ctx) : undefined;
  if (range && name !== 'sqrt') {
    // An int (ranges.ts) is its own floor, ceil, round and trunc; abs() of one is exact.
    const value = ctx.transformExpression(args[0]);
    return name !== 'abs' || range.lo >= 0n ? value : call('abs', [value]);
  }
  const quotient = name === 'floor' || name === 'trunc' ? intQuotient(args[0], ctx) : undefined;
  if (quotient) return quotient;
  // These functions answer the same for a whole float as for the int (rawNumber()); max and min return an argument.
  const exprs = args.map((a) => mathArgument(a, unary ? rawNumber(a, ctx) : ctx.transformExpression(a), ctx));
  const held = args.map((a, i) => holdValue(a, exprs[i], ctx));
  const helper = runtimeCall(
    ctx,
    'JsMath',
    name,
    held.map((h, i) => h ?? exprs[i]),
  );
  if (held.some((h) => !h)) return helper;
  const [a, b] = held as Expr[];
  const isInt = call('is_int', [a]);
  switch (name) {
    case 'floor':
      // A positive float truncates to its floor: (int) is a cast, not a call. floor( -0.0 ) is -0.
      return ternary(
        isInt,
        a,
        ternary(
          positive(a),
          toInt(a),
          ternary(and(binary('<=', num(-MAX_SAFE), a), binary('<', a, num(0))), toInt(call('floor', [a])), helper),
        ),
      );
    case 'ceil':
      // A negative float up to -1 truncates to its ceiling; ceil( -0.5 ) is -0.
      return ternary(
        isInt,
        a,
        ternary(
          and(binary('<=', num(-MAX_SAFE), a), binary('<=', a, num(-1))),
          toInt(a),
          ternary(positive(a), toInt(call('ceil', [a])), helper),
        ),
      );
    case 'trunc':
      return ternary(isInt, a, ternary(and(safe(a), awayFromZero(a, -1)), toInt(a), helper));
    case 'round': {
      // JavaScript rounds halves up: floor( a ), plus 1 when the fraction is at least 0.5 (not floor( a + 0.5 ), which rounds 0.49999999999999994 to 1).
      // Above 0, (int) is the floor without a call.
      const rounded = (floor: Expr) =>
        binary(
          '+',
          floor.kind === 'cast' ? floor : toInt(floor),
          ternary(binary('<=', num(0.5), binary('-', a, floor)), num(1), num(0)),
        );
      const negative = and(binary('<=', num(-MAX_SAFE), a), binary('<', a, num(-0.5)));
      return ternary(
        isInt,
        a,
        ternary(positive(a), rounded(toInt(a)), ternary(negative, rounded(call('floor', [a])), helper)),
      );
    }
    case 'abs':
      // A float that is not whole (or NaN, or ±Infinity) stays a float; a whole one goes to JsMath for -0 and 2.0.
      return ternary(or(isInt, and(call('is_float', [a]), not(isWholeFloat(a)))), call('abs', [a]), helper);
    case 'sqrt': {
      // Only where the result can be held: a whole root must become an int.
      const root = holdValue(node, nativeSqrt(a, ctx, isSureNumber(args[0], ctx)), ctx);
      return root ? ternary(not(isWholeFloat(root)), root, helper) : helper;
    }
    case 'max':
    case 'min': {
      // An argument strictly greater (less) than the other; NaN, equal values (-0 and 0) and
      // anything but a number (an undefined array element the checker calls a number) go to JsMath.
      const [first, second] = name === 'max' ? [a, b] : [b, a];
      const checks = (held as Expr[]).filter((h, i) => !isSureNumber(args[i], ctx)).map(isNumber);
      const compare = ternary(binary('<', second, first), a, ternary(binary('<', first, second), b, helper));
      return checks.length ? ternary(and(...checks), compare, helper) : compare;
    }
  }
  return undefined;
}

/** `Math.PI` and the other constants: literals. */
export function transformMathProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  if (!isLibGlobal(node.expression, 'Math', ctx.checker)) return undefined;
  const value = CONSTANTS[node.name.text];
  return value === undefined ? undefined : num(value);
}
