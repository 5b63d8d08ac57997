// undefined and null are both PHP null. Where JavaScript tells them apart (`=== undefined`,
// `typeof`, destructuring defaults), the checker's type of the value decides which one a
// PHP null stands for.
import ts from '#typescript';

/**
 * What a PHP null in a value of this type means:
 * - `none`: the type has neither (a null can only come from outside the type system);
 * - `null` / `undefined`: exactly one of them;
 * - `both`: the type allows both, PHP cannot tell which one it holds;
 * - `unknown`: any, unknown or a type parameter (see docs/subset/core.md: treated as
 *   "missing", i.e. undefined, where the two differ).
 */
export type Nullish = 'none' | 'null' | 'undefined' | 'both' | 'unknown';

const UNKNOWN =
  ts.TypeFlags.Any |
  ts.TypeFlags.Unknown |
  ts.TypeFlags.TypeParameter |
  ts.TypeFlags.Index |
  ts.TypeFlags.IndexedAccess;

export function nullishKind(type: ts.Type): Nullish {
  const parts = type.isUnion() ? type.types : [type];
  let hasNull = false;
  let hasUndefined = false;
  for (const t of parts) {
    if (t.flags & UNKNOWN) return 'unknown';
    if (t.flags & ts.TypeFlags.Null) hasNull = true;
    if (t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) hasUndefined = true;
  }
  if (hasNull && hasUndefined) return 'both';
  return hasNull ? 'null' : hasUndefined ? 'undefined' : 'none';
}

/**
 * Whether a PHP null in a value of this type stands for undefined where a conversion tells
 * them apart (`String(x)`, `${x}`, `Number(x)`): when the type has undefined and not null.
 * any and unknown keep null's answer there (their values mostly come from JSON, where null
 * is data), as does a type with both; a type with neither cannot hold a null.
 */
export function nullIsUndefined(type: ts.Type): boolean {
  return nullishKind(type) === 'undefined';
}

/** A union member test over every constituent (non-nullish members only when `ignoreNullish`). */
export function everyMember(type: ts.Type, test: (t: ts.Type) => boolean, ignoreNullish = false): boolean {
  const parts = (type.isUnion() ? type.types : [type]).filter(
    (t) => !ignoreNullish || !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)),
  );
  return parts.length > 0 && parts.every(test);
}

/** An object type (not a primitive, not any): \stdClass, JsArray or a closure in PHP. */
export function isObjectLikeType(type: ts.Type): boolean {
  return everyMember(type, (t) => (t.flags & ts.TypeFlags.Object) !== 0 || (t.flags & ts.TypeFlags.NonPrimitive) !== 0);
}
