// Methods of the WP_REST_Request a handler receives: PHP method calls on `$request`.
import ts from '#typescript';
import type { Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { fromPhp, toPhpArgs } from './wordpress.js';

export function transformRequestCall(node: ts.CallExpression, ctx: TransformContext): Expr | undefined {
  if (!ts.isPropertyAccessExpression(node.expression)) return undefined;
  const call: Expr = {
    kind: 'methodCall',
    object: ctx.transformExpression(node.expression.expression),
    name: node.expression.name.text,
    args: toPhpArgs(node.arguments, ctx),
  };
  return fromPhp(call, node, ctx);
}
