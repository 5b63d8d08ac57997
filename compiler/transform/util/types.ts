// Questions about TypeScript types that decide which PHP a construct becomes.
import ts from '#typescript';
import { isLibType } from '../../libs.js';

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

/** The lib's RegExpMatchArray / RegExpExecArray (match() and exec() results): JsArrays too (see regexp.ts). */
export function isMatchArrayType(type: ts.Type): boolean {
  return isLibType(type, 'RegExpMatchArray') || isLibType(type, 'RegExpExecArray');
}
