// Calls and `new`: each library object has its own builtins module (TypeScriptToLua's shape).
import ts from 'typescript';
import type { Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { transformGlobalCall } from './globals.js';
import { transformRequestCall } from './request.js';
import { transformWordPressCall, transformWordPressNew } from './wordpress.js';

export function transformCall(node: ts.CallExpression, ctx: TransformContext): Expr {
  if (node.questionDotToken) return ctx.unsupported(node, 'Optional calls `?.()`', 'Check for null first.');
  return (
    transformRequestCall(node, ctx) ??
    transformWordPressCall(node, ctx) ??
    transformGlobalCall(node, ctx) ??
    ctx.unsupported(node, `The call ${node.expression.getText()}()`, 'Handlers may call WP_REST_Request methods, ts2wp/wordpress functions and the builtins in docs/supported-subset.md.')
  );
}

/** `x.length` and other properties of library objects; undefined when `node` is a plain object property. */
export function transformBuiltinProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  void node;
  void ctx;
  return undefined;
}

export function transformNew(node: ts.NewExpression, ctx: TransformContext): Expr {
  return (
    transformWordPressNew(node, ctx) ??
    ctx.unsupported(node, `new ${node.expression.getText()}()`, 'Handlers may construct WP_Error and WP_REST_Response.')
  );
}
