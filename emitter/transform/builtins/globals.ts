// JavaScript's global conversion functions: `String(x)`, `Number(x)`, `Boolean(x)`.
import type ts from '#typescript';
import type { Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { js } from '../util/runtime.js';
import { toStringExpr } from '../util/conversions.js';
import { missingRead, numberOf } from '../util/values.js';
import { unlessAbsent } from '../analysis/presence.js';

const CONVERSIONS: Record<string, string> = { String: 'str', Number: 'to_number', Boolean: 'truthy' };

export function transformConversion(
  node: ts.CallExpression,
  name: 'String' | 'Number' | 'Boolean',
  ctx: TransformContext,
): Expr {
  const helper = CONVERSIONS[name];
  const arg = node.arguments[0];
  if (!arg)
    return helper === 'str'
      ? { kind: 'string', value: '' }
      : helper === 'truthy'
        ? { kind: 'bool', value: false }
        : { kind: 'number', value: 0 };
  const type = ctx.typeOf(arg);
  // An absent member `x?: T | null` converts as undefined (presence.ts).
  if (name === 'String') return toStringExpr(arg, ctx);
  if (name === 'Number') {
    const absent = unlessAbsent(arg, ctx, (v) => numberOf(v, type, ctx), { kind: 'const', name: 'NAN' });
    if (absent) return absent;
  }
  const value = ctx.transformExpression(arg);
  if (name === 'Number') return numberOf(value, type, ctx, missingRead(arg, ctx));
  return js(ctx, helper, [value]);
}
