// Number's functions and constants, Number.prototype methods, and the global parseInt,
// parseFloat, isNaN, isFinite: calls to the runtime's JsNumber (php-runtime/JsNumber.php).
// See docs/subset/strings-numbers.md.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { num, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { isNumberType } from '../util/types.js';
import { callArgs } from '../util/calls.js';
import { runtimeCall } from '../util/runtime.js';
import { isLibGlobal } from '../../libs.js';
import type { LibCall } from '../shapes.js';
import { transformNumberToLocaleString } from './number-format.js';

const STATIC = new Map<string, string>(
  Object.entries({
    isInteger: 'is_integer',
    isSafeInteger: 'is_safe_integer',
    isFinite: 'is_finite',
    isNaN: 'is_nan',
    parseFloat: 'parse_float',
    parseInt: 'parse_int',
  }),
);

const GLOBAL = new Map<string, string>(
  Object.entries({
    parseInt: 'parse_int',
    parseFloat: 'parse_float',
    isNaN: 'global_is_nan',
    isFinite: 'global_is_finite',
  }),
);

const METHODS = new Map<string, string>(
  Object.entries({
    toFixed: 'to_fixed',
    toPrecision: 'to_precision',
    toExponential: 'to_exponential',
    toString: 'to_string',
  }),
);

const CONSTANTS: Record<string, number> = {
  MAX_SAFE_INTEGER: Number.MAX_SAFE_INTEGER,
  MIN_SAFE_INTEGER: Number.MIN_SAFE_INTEGER,
  EPSILON: Number.EPSILON,
  MAX_VALUE: Number.MAX_VALUE,
  MIN_VALUE: Number.MIN_VALUE,
  POSITIVE_INFINITY: Infinity,
  NEGATIVE_INFINITY: -Infinity,
  NaN: NaN,
};

/** `parseInt(s)`, `parseFloat(s)`, `isNaN(x)`, `isFinite(x)` (the lib globals); undefined for other globals. */
export function transformNumberGlobal(node: ts.CallExpression, name: string, ctx: TransformContext): Expr | undefined {
  const helper = GLOBAL.get(name);
  return helper ? runtimeCall(ctx, 'JsNumber', helper, callArgs(node, ctx)) : undefined;
}

/** `Number.isInteger(x)` and the other functions of the Number global. */
export function transformNumberStatic({ node, name, owner }: LibCall, ctx: TransformContext): Expr | undefined {
  if (owner !== 'NumberConstructor') return undefined;
  const helper = STATIC.get(name);
  if (!helper) return ctx.unsupported(node, Unsupported.numberFunction(name));
  return runtimeCall(ctx, 'JsNumber', helper, callArgs(node, ctx));
}

/** `x.toFixed(n)` and the other methods of a number. */
export function transformNumberMethod({ node, callee, name }: LibCall, ctx: TransformContext): Expr | undefined {
  if (!isNumberType(ctx.typeOf(callee.expression))) return undefined;
  if (name === 'valueOf') return ctx.transformExpression(callee.expression);
  if (name === 'toLocaleString') return transformNumberToLocaleString(node, callee, ctx);
  const helper = METHODS.get(name);
  if (!helper) {
    return ctx.unsupported(node, Unsupported.numberMethod(name));
  }
  return runtimeCall(ctx, 'JsNumber', helper, [ctx.transformExpression(callee.expression), ...callArgs(node, ctx)]);
}

/** `Number.MAX_SAFE_INTEGER` and the other constants: literals. */
export function transformNumberProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  if (!isLibGlobal(node.expression, 'Number', ctx.checker)) return undefined;
  const value = CONSTANTS[node.name.text];
  return value === undefined ? undefined : num(value);
}
