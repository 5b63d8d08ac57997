// Questions about TypeScript types that decide which PHP a construct becomes.
import ts from '#typescript';
import { isLibType } from '../../libs.js';
import { isObjectLikeType } from './nullish.js';
import type { TransformContext } from '../context.js';

function every(type: ts.Type, test: (t: ts.Type) => boolean): boolean {
  return type.isUnion() ? type.types.every((t) => every(t, test)) : test(type);
}

const is = (flags: ts.TypeFlags) => (type: ts.Type) => every(type, (t) => (t.flags & flags) !== 0);

export const isStringType = is(ts.TypeFlags.StringLike);
export const isNumberType = is(ts.TypeFlags.NumberLike);
export const isBooleanType = is(ts.TypeFlags.BooleanLike);
export const isNullishType = is(ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void);

/** Primitive values need no conversion at the WordPress boundary. */
export const isPrimitiveType = is(
  ts.TypeFlags.StringLike |
    ts.TypeFlags.NumberLike |
    ts.TypeFlags.BooleanLike |
    ts.TypeFlags.Null |
    ts.TypeFlags.Undefined |
    ts.TypeFlags.Void,
);

export function isArrayType(type: ts.Type, checker: ts.TypeChecker): boolean {
  return every(type, (t) => checker.isArrayType(t) || checker.isTupleType(t) || isMatchArrayType(t));
}

/**
 * Objects, and never arrays, whatever the value (nullish aside): a map such as
 * `Record<string, unknown>`, a shape, a class instance, or a union of those. A PHP map that
 * happens to be empty or a list must still arrive as an object (Js::from_object()).
 */
export function isObjectOnlyType(type: ts.Type, checker: ts.TypeChecker): boolean {
  let objects = 0;
  const fits = every(type, (t) => {
    if (t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return true;
    if (!(t.flags & ts.TypeFlags.Object) || checker.isArrayLikeType(t) || t.getCallSignatures().length) return false;
    objects++;
    return true;
  });
  return fits && objects > 0;
}

/** The lib's RegExpMatchArray / RegExpExecArray (match() and exec() results): JsArrays too (see regexp.ts). */
export function isMatchArrayType(type: ts.Type): boolean {
  return isLibType(type, 'RegExpMatchArray') || isLibType(type, 'RegExpExecArray');
}

/** True when a receiver type is a plain object (a \stdClass in PHP): not an array, string or any. */
export function isPlainObjectType(type: ts.Type, ctx: TransformContext): boolean {
  return isObjectLikeType(type) && !isArrayType(type, ctx.checker) && !ctx.checker.isArrayLikeType(type);
}
