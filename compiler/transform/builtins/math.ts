// Math: each function is a method of the runtime's JsMath (php-runtime/JsMath.php), each
// constant a literal. See docs/subset/strings-numbers.md.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { num, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { isLibGlobal } from '../../libs.js';
import { callArgs } from '../visitors/functions.js';
import { runtimeCall } from '../util/runtime.js';
import type { LibCall } from './index.js';

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
  return runtimeCall(ctx, 'JsMath', name, callArgs(node, ctx));
}

/** `Math.PI` and the other constants: literals. */
export function transformMathProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  if (!isLibGlobal(node.expression, 'Math', ctx.checker)) return undefined;
  const value = CONSTANTS[node.name.text];
  return value === undefined ? undefined : num(value);
}
