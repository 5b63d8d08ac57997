// Reading a field of a \stdClass or a class instance: plainly, or through Js::field() where
// the value may be a list the object holds plainly or a stored undefined.
import ts from '#typescript';
import type { TransformContext } from '../context.js';
import type { BuildTable } from '../shapes.js';
import { call, str, type Expr } from '../../php/ast.js';
import { mayHoldUndefined } from '../analysis/undefined-store.js';
import { js } from './runtime.js';
import { isArrayType } from './types.js';

/**
 * `$o->k` (or `$o->{ $k }`) where the value may be a list that the object holds plainly
 * (an object literal's array value, a list inside JSON.parse()'s objects: see decisions.md,
 * "Lists held plainly"): `( is_array( $o->k ) ? Js::field( $o, 'k' ) : $o->k )`, which makes
 * it a JsArray once, in place, so every read sees the same array. `Js::field()` alone
 * when the object is not a variable or the key is computed (a missing key reads null).
 */
export function fieldRead(
  object: Expr,
  name: string | Expr,
  symbol: ts.Symbol | undefined,
  type: ts.Type,
  ctx: TransformContext,
  receiver?: ts.Type,
): Expr {
  const read: Expr = { kind: 'prop', object, name };
  if (isOwnClassField(object, symbol)) return read;
  const lifted = js(ctx, 'field', [object, typeof name === 'string' ? str(name) : name]);
  // A member whose type has undefined may hold JsUndefined (undefined-store.ts): Js::field() reads it as null.
  if (mayHoldUndefined(type, symbol, ctx, receiver)) return lifted;
  if (!mayBeArray(type, ctx)) return read;
  if (object.kind !== 'var' || typeof name !== 'string') return lifted;
  return { kind: 'ternary', cond: call('is_array', [read]), then: lifted, else: read };
}

/** fieldRead() of the property `name` of a receiver type, typed as the checker declares it. */
export function declaredFieldRead(object: Expr, receiver: ts.Type, name: string, ctx: TransformContext): Expr {
  const symbol = ctx.checker.getPropertyOfType(receiver, name);
  return fieldRead(object, name, symbol, symbol ? ctx.checker.getTypeOfSymbol(symbol) : ctx.checker.getAnyType(), ctx);
}

/**
 * True for `$this->field` of a project class: an instance's property, never a list held
 * plainly. Another receiver of a class type may be parsed JSON cast to the class.
 */
function isOwnClassField(object: Expr, symbol: ts.Symbol | undefined): boolean {
  const decl = symbol?.valueDeclaration;
  return (
    object.kind === 'var' &&
    object.name === 'this' &&
    !!decl &&
    (ts.isPropertyDeclaration(decl) || ts.isParameter(decl)) &&
    ts.isClassLike(decl.parent)
  );
}

/**
 * True when a value of this type may be an array: an array or tuple, any, unknown, a type
 * parameter, `object`, or an object type that an array satisfies (every required property
 * is one of Array's, as in `{}` or `{ length: number }`).
 */
export function mayBeArray(type: ts.Type, ctx: TransformContext): boolean {
  if (type.isUnionOrIntersection()) return type.types.some((t) => mayBeArray(t, ctx));
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Instantiable | ts.TypeFlags.NonPrimitive))
    return true;
  if (!(type.flags & ts.TypeFlags.Object)) return false;
  if (isArrayType(type, ctx.checker) || ctx.checker.isArrayLikeType(type)) return true;
  if (type.getCallSignatures().length || type.getConstructSignatures().length) return false;
  return type.getProperties().every((p) => p.flags & ts.SymbolFlags.Optional || isArrayMember(p, ctx));
}

/** True when Array has a member of this name; a symbol-keyed one (`[Symbol.iterator]`) counts. */
export function isArrayMember(member: ts.Symbol, ctx: TransformContext): boolean {
  if (String(member.escapedName).startsWith('__@')) return true;
  const known = ctx.project.table(ARRAY_MEMBERS);
  let members = known.get('Array');
  if (!members) {
    const array = ctx.checker.resolveName('Array', undefined, ts.SymbolFlags.Type, false);
    const type = array && ctx.checker.getDeclaredTypeOfSymbol(array);
    known.set('Array', (members = new Set(type ? type.getProperties().map((p) => p.name) : [])));
  }
  return members.has(member.name);
}

/** The member names of the lib's Array, read once per build. */
const ARRAY_MEMBERS: BuildTable<'Array', ReadonlySet<string>> = { name: 'Array members' };
