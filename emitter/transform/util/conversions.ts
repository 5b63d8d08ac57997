// JavaScript's conversions of an expression (a condition's truthiness, String(x)), with
// the analyses that let them skip the runtime call.
import ts from '#typescript';
import { binary, call, type Expr, not, nul, str } from '../../php/ast.js';
import { holdValue } from '../analysis/hoist.js';
import { unlessAbsent } from '../analysis/presence.js';
import { readBefore } from '../analysis/order.js';
import { intRange } from '../analysis/ranges.js';
import type { TransformContext } from '../context.js';
import { isBooleanType, isNumberType, isStringType } from './types.js';
import { inlineTruthy, missingRead, stringOf } from './values.js';
import { everyMember } from './nullish.js';
import { isSimple } from './php-expr.js';
import { js } from './runtime.js';
import { skipOuter } from './syntax.js';

const SAFE_INT = 2n ** 53n - 1n;
/** String(x) of `value`, the translation of `node`: a number inline when it is an int. */
export function stringOfNode(node: ts.Expression, value: Expr, ctx: TransformContext): Expr {
  const type = ctx.typeOf(node);
  const missing = missingRead(node, ctx);
  if (isNumberType(type)) {
    // An int is its decimal digits; Js::str() for floats (and a null the checker calls a number).
    const range = intRange(node, ctx);
    if (range && range.lo >= -SAFE_INT && range.hi <= SAFE_INT) return { kind: 'cast', type: 'string', expr: value };
    const held = holdValue(node, value, ctx);
    if (held)
      return {
        kind: 'ternary',
        cond: call('is_int', [held]),
        then: { kind: 'cast', type: 'string', expr: held },
        else: stringOf(held, type, ctx, missing),
      };
  }
  return stringOf(value, type, ctx, missing);
}

/** JavaScript's String(x) for an expression, skipped when it is a string already. */
export function toStringExpr(node: ts.Expression, ctx: TransformContext, later: readonly ts.Node[] = []): Expr {
  const type = ctx.typeOf(node);
  return (
    unlessAbsent(node, ctx, (value) => stringOf(value, type, ctx), str('undefined')) ??
    stringOfNode(node, readBefore(node, later, ctx.transformExpression(node), ctx), ctx)
  );
}

/**
 * A PHP condition from any TS expression, with JavaScript's truthiness ("0", [] and {}
 * are true; 0, NaN, "" and null are false): `&&`, `||` and `!` become PHP's own, a boolean
 * is used as it is, a string is compared with '', a nullable object with null.
 */
export function truthy(node: ts.Expression, ctx: TransformContext): Expr {
  const inner = skipOuter(node);
  if (
    ts.isBinaryExpression(inner) &&
    (inner.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken ||
      inner.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  ) {
    return binary(
      inner.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken ? '&&' : '||',
      truthy(inner.left, ctx),
      truthy(inner.right, ctx),
    );
  }
  if (ts.isPrefixUnaryExpression(inner) && inner.operator === ts.SyntaxKind.ExclamationToken)
    return not(truthy(inner.operand, ctx));
  const type = ctx.typeOf(node);
  const value = ctx.transformExpression(node);
  if (isBooleanType(type)) return value;
  const inline = isSimple(value) ? inlineTruthy(type, value, value) : undefined;
  if (inline) return inline;
  if (isStringType(type)) return binary('!==', str(''), value);
  // An array (or null/undefined): primitives are never assignable to an array type.
  if (everyMember(type, (t) => ctx.checker.isArrayType(t) || ctx.checker.isTupleType(t), true))
    return binary('!==', nul, value);
  return js(ctx, 'truthy', [value]);
}
