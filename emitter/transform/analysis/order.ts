// JavaScript reads a binary operator's left operand before it evaluates the right one. PHP
// reads a variable operand (a CV: `$s . f()`, `$n < f()`, `$s .= f()`) only when the
// operator runs, after the right side, and closures capture by reference (`use (&$s)`), so
// a closure the right side calls that writes the variable changed the answer. Such a read
// is held first: by a statement of its own before the statement (`$__ts_tmp1 = $s;`) when
// that moves nothing across it (operand-hoist.ts), else through `Js::value( $s )`, whose
// argument PHP copies when it is sent, before the right side runs. A property read
// (`$this->total + $this->bump()`) and a call's arguments are fetched in order by PHP
// already. The common case, a variable no closure writes and the right side does not
// assign, is emitted as before.
import ts from '#typescript';
import type { Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { js } from '../util/runtime.js';
import { isEffect } from '../util/effects.js';
import { isSimple } from '../util/php-expr.js';
import { holdOperand, isInert, isReadTwice } from './operand-hoist.js';

/**
 * `expr`, the translation of `node`, read before `later` (operands evaluated after it in
 * the same PHP operation) can change it. `position` is where the read happens when that is
 * not `node` itself (a compound assignment reads its target first).
 */
export function readBefore(
  node: ts.Expression,
  later: readonly ts.Node[],
  expr: Expr,
  ctx: TransformContext,
  position: ts.Expression = node,
): Expr {
  if (expr.kind !== 'var') return expr;
  let inner = node;
  while (ts.isParenthesizedExpression(inner) || ts.isAsExpression(inner) || ts.isNonNullExpression(inner))
    inner = inner.expression;
  if (!ts.isIdentifier(inner)) return expr;
  if (!later.some((l) => mayRunCode(l) && !isInert(inner, l, ctx))) return expr;
  return holdOperand(node, expr, ctx, position) ?? js(ctx, 'value', [expr]);
}

/**
 * The read of a compound assignment's target (`x += f()`, `o.k += f()`), held before the
 * right side like readBefore(): PHP's `$o->k += f()` and `$o['k'] += f()` read the member
 * after f() too, and so does `Module::$x += f()` (a module-level `let`). Any call may write a member, so one is held whenever the right side may
 * run code; a target PHP cannot read twice is left as it is.
 */
export function readTargetBefore(
  compound: ts.BinaryExpression,
  read: Expr,
  native: boolean,
  ctx: TransformContext,
): Expr {
  if (read.kind === 'var') return readBefore(compound.left, [compound.right], read, ctx, compound);
  // `$o->k = $o->k + f()` fetches the member first already.
  if (!native) return read;
  const member =
    read.kind === 'staticProp' ||
    (read.kind === 'prop' && isReadTwice(read, ctx)) ||
    (read.kind === 'index' && !!read.index && isSimple(read.index) && isReadTwice(read.object, ctx));
  if (!member || !mayRunCode(compound.right)) return read;
  return holdOperand(compound.left, read, ctx, compound) ?? js(ctx, 'value', [read]);
}

/** True when evaluating `node` may call code or assign (a function written in it does not run). */
function mayRunCode(node: ts.Node): boolean {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
  if (isEffect(node)) return true;
  return !!ts.forEachChild(node, (child) => mayRunCode(child) || undefined);
}
