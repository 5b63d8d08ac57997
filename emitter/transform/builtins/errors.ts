// JavaScript's Error family: `new Error(msg)` (and TypeError, RangeError, SyntaxError,
// ReferenceError) → the runtime's JsError classes (php-runtime/JsError.php…); `e.message`
// and `e.name` of anything caught; `x instanceof Error`, `x instanceof Array`.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { call, nul, str, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { toStringExpr } from '../util/conversions.js';
import { js } from '../util/runtime.js';
import { nullishKind } from '../util/nullish.js';
import { transformWordPressInstanceOf } from './wordpress.js';
import { isLibInterfaceMember, libGlobal } from '../../libs.js';

export const ERROR_CLASSES = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError', 'URIError']);

/** `new Error( message )` (and the other lib error classes, `name`). */
export function transformErrorNew(node: ts.NewExpression, name: string, ctx: TransformContext): Expr {
  const args = node.arguments ?? [];
  if (args.length > 1) return ctx.unsupported(args[1], Unsupported.errorOptions());
  const message = args[0];
  if (message && ts.isSpreadElement(message)) return ctx.unsupported(message, Unsupported.errorSpread());
  const className = ctx.runtimeClass(name === 'Error' ? 'JsError' : `Js${name}`);
  if (!message) return { kind: 'new', className, args: [] };
  // `new Error(undefined)` has the message '', `new Error(null)` the message 'null'.
  const kind = nullishKind(ctx.typeOf(message));
  const value =
    kind === 'none' || kind === 'null'
      ? toStringExpr(message, ctx)
      : js(ctx, 'error_message', [ctx.transformExpression(message)]);
  return { kind: 'new', className, args: [value] };
}

/** `e.message`, `e.name` on an Error (or anything PHP threw); undefined for other properties. */
export function transformErrorProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  if (!isLibInterfaceMember(ctx.checker.getSymbolAtLocation(node.name)?.declarations?.[0], 'Error')) return undefined;
  const error = ctx.transformExpression(node.expression);
  switch (node.name.text) {
    case 'message':
      return { kind: 'methodCall', object: error, name: 'getMessage', args: [] };
    case 'name':
      return js(ctx, 'error_name', [error]);
  }
  return ctx.unsupported(node, Unsupported.errorProperty(node.name.text));
}

/** `x instanceof C`: project classes, WordPress classes, the Error family, Array and Object. */
export function transformInstanceOf(node: ts.BinaryExpression, ctx: TransformContext): Expr {
  const known = ctx.visitors.project.instanceOf(node, ctx) ?? transformWordPressInstanceOf(node, ctx);
  if (known) return known;
  let right = node.right;
  while (ts.isParenthesizedExpression(right)) right = right.expression;
  const global = libGlobal(right, ctx.checker);
  const errorName = global && ERROR_CLASSES.has(global) ? global : undefined;
  if (errorName === 'Error')
    return { kind: 'instanceof', expr: ctx.transformExpression(node.left), className: '\\Throwable' };
  if (errorName) return js(ctx, 'is_error', [ctx.transformExpression(node.left), str(errorName)]);
  if (global === 'Map' || global === 'Set')
    return {
      kind: 'instanceof',
      expr: ctx.transformExpression(node.left),
      className: ctx.runtimeClass(global === 'Map' ? 'JsMap' : 'JsSet'),
    };
  if (global === 'Array' || global === 'Object') {
    const value = ctx.transformExpression(node.left);
    return global === 'Array'
      ? { kind: 'instanceof', expr: value, className: ctx.runtime.jsArray }
      : call('is_object', [value]);
  }
  ctx.unsupported(node.right, Unsupported.instanceofTarget(right.getText()));
  return nul;
}
