// JavaScript's conversions of a translated value (String(x), Number(x), truthiness) that
// need its type but no analysis of the code around it.
import ts from '#typescript';
import { binary, bool, type Expr, num, str } from '../../php/ast.js';
import { isArrayType, isNumberType, isStringType } from './types.js';
import type { TransformContext } from '../context.js';
import { nullIsUndefined } from './nullish.js';
import { js } from './runtime.js';
import { isSimple } from './php-expr.js';

/**
 * Truthiness of a number (not 0, -0 or NaN; a null the checker calls a number is falsy) or a
 * string without a runtime call. `first` is evaluated first, `again` reads the same value
 * (a number is read twice). Undefined for other types.
 */
export function inlineTruthy(type: ts.Type, first: Expr, again: Expr): Expr | undefined {
  // NaN, 0, -0 and null fail both comparisons: no is_nan() call.
  if (isNumberType(type)) return binary('||', binary('<', num(0), first), binary('<', again, num(0)));
  // (string): a null (undefined) is falsy too.
  if (isStringType(type)) return binary('!==', str(''), { kind: 'cast', type: 'string', expr: first });
  return undefined;
}

/**
 * String(x) of a translated value of the given type (`Js::str()`, told when a null is
 * undefined). `missing` (from missingRead()) says at run time whether a null read nothing.
 */
export function stringOf(value: Expr, type: ts.Type, ctx: TransformContext, missing?: Expr): Expr {
  if (missing) return js(ctx, 'str', [value, missing]);
  if (isStringType(type)) return value;
  return js(ctx, 'str', nullIsUndefined(type) ? [value, str('undefined')] : [value]);
}

/** Number(x) of a translated value of the given type (`Js::to_number()`, told when a null is undefined or, by `missing`, read nothing). */
export function numberOf(value: Expr, type: ts.Type, ctx: TransformContext, missing?: Expr): Expr {
  if (missing) return js(ctx, 'to_number', [value, missing]);
  if (isNumberType(type)) return value;
  return js(ctx, 'to_number', nullIsUndefined(type) ? [value, bool(true)] : [value]);
}

/**
 * For `Number(o[k])`, `String(o.k)` and `${o[k]}` where the key may be missing (an index
 * signature, an any/unknown object, an array element): `Js::missing( $o, $k )`, so a
 * missing key converts as undefined (NaN, 'undefined') and a stored null as null (0,
 * 'null'), as in Node. Undefined when the read is not such a read or its object or key
 * is not a plain path (docs/subset/core.md).
 */
export function missingRead(node: ts.Expression, ctx: TransformContext): Expr | undefined {
  let read = node;
  while (ts.isParenthesizedExpression(read)) read = read.expression;
  if (ts.isCallExpression(read)) return missingSeed(read, ctx);
  const parts = mayMissRead(read, ctx);
  if (!parts || !isPlainPath(parts.object) || !isSimple(parts.key)) return undefined;
  return js(ctx, 'missing', [parts.object, parts.key]);
}

/**
 * The object and key of `node` when it is a read that may find nothing whatever its type
 * says (missingRead()'s reads, any object or key expression): each to be computed once.
 */
export function mayMissRead(node: ts.Expression, ctx: TransformContext): { object: Expr; key: Expr } | undefined {
  const read = mayMissTarget(node, ctx);
  if (!read) return undefined;
  const object = ctx.transformExpression(read.expression);
  const key = ts.isPropertyAccessExpression(read)
    ? str(read.name.text)
    : ctx.transformExpression(read.argumentExpression);
  return { object, key };
}

/**
 * `node` (through parentheses) when it reads a key that may be missing whatever its type says:
 * an index signature, an any/unknown object, an array element. Types only, nothing translated.
 */
export function mayMissTarget(
  node: ts.Expression,
  ctx: TransformContext,
): ts.PropertyAccessExpression | ts.ElementAccessExpression | undefined {
  let read = node;
  while (ts.isParenthesizedExpression(read)) read = read.expression;
  if (!ts.isPropertyAccessExpression(read) && !ts.isElementAccessExpression(read)) return undefined;
  if (read.questionDotToken || (ts.isPropertyAccessExpression(read) && ts.isPrivateIdentifier(read.name)))
    return undefined;
  const objectType = ctx.typeOf(read.expression);
  const loose = !!(objectType.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown));
  const declared = ts.isPropertyAccessExpression(read)
    ? ctx.checker.getSymbolAtLocation(read.name)
    : ts.isStringLiteralLike(read.argumentExpression) || ts.isNumericLiteral(read.argumentExpression)
      ? objectType.getProperty(read.argumentExpression.text)
      : undefined;
  const indexed =
    isArrayType(objectType, ctx.checker) ||
    !!ctx.checker.getIndexInfoOfType(objectType, ts.IndexKind.String) ||
    !!ctx.checker.getIndexInfoOfType(objectType, ts.IndexKind.Number);
  return loose || (!declared && indexed) ? read : undefined;
}

/** A variable, a literal, or a property chain on one: safe to evaluate twice. */
const isPlainPath = (e: Expr): boolean => isSimple(e) || (e.kind === 'prop' && isPlainPath(e.object));

/**
 * `xs.reduce(f, seed)` (or reduceRight) on an empty array answers its seed, so it found
 * nothing when the array is empty and the seed is a read that found nothing
 * (`keys.reduce(pick, keys[0])`): `Js::missing( $xs, 0 ) && Js::missing( … )`. Evaluated before
 * or after the call alike: the callback only runs, and may change the array, when it is not
 * empty, and then the answer is what the callback returned.
 */
function missingSeed(call: ts.CallExpression, ctx: TransformContext): Expr | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || call.arguments.length !== 2) return undefined;
  if (callee.name.text !== 'reduce' && callee.name.text !== 'reduceRight') return undefined;
  if (callee.questionDotToken || !isArrayType(ctx.typeOf(callee.expression), ctx.checker)) return undefined;
  const seed = missingRead(call.arguments[1], ctx);
  const array = ctx.transformExpression(callee.expression);
  if (!seed || !isPlainPath(array)) return undefined;
  return binary('&&', js(ctx, 'missing', [array, num(0)]), seed);
}
