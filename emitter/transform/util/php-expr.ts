// Small facts and builders of PHP expressions: whether one may be read twice, holding one
// in a temp, evaluating several in order.
import { binary, type Expr, num, v } from '../../php/ast.js';
import type { TransformContext } from '../context.js';

/** PHP expressions that can be evaluated twice with the same result and no side effect. */
export function isSimple(e: Expr): boolean {
  return (
    e.kind === 'var' ||
    e.kind === 'const' ||
    e.kind === 'string' ||
    e.kind === 'number' ||
    e.kind === 'bool' ||
    e.kind === 'null'
  );
}

/**
 * True when PHP accepts `e` as the base of a property write (`$o->k = v`): a variable, a
 * static property or a property/index chain on one. Anything else (`( $a->items[0] ?? null )`,
 * a call, a ternary) is a temporary, which PHP cannot write through.
 */
export function isWritableBase(e: Expr): boolean {
  if (e.kind === 'var' || e.kind === 'staticProp') return true;
  if (e.kind === 'prop') return isWritableBase(e.object);
  return false;
}

/** Keeps `e` in a temp (pushing the assignment to `setup`) unless it is simple. */
export function hold(e: Expr, setup: Expr[], ctx: TransformContext): Expr {
  if (isSimple(e)) return e;
  const temp = v(ctx.tempVariable());
  setup.push({ kind: 'assign', op: '=', target: temp, value: e });
  return temp;
}

/**
 * Several expressions evaluated in order, the value of one of them (JavaScript's comma
 * operator): `array( e1, e2, e3 )[ n ]`. PHP evaluates array items left to right.
 */
export function sequence(exprs: Expr[], pick = exprs.length - 1): Expr {
  if (exprs.length === 1) return exprs[0];
  return { kind: 'index', object: { kind: 'array', items: exprs.map((value) => ({ value })) }, index: num(pick) };
}

/** A runtime read (null for a miss) with missingElement()'s NAN where that applies. */
export function orMissing(read: Expr, missing: Expr): Expr {
  return missing.kind === 'null' ? read : binary('??', read, missing);
}
