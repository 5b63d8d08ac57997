// JavaScript's Error family: `new Error(msg)` (and TypeError, RangeError, SyntaxError,
// ReferenceError) → the runtime's JsError classes (php-runtime/JsError.php…); `e.message`
// and `e.name` of anything caught; `x instanceof Error`, `x instanceof Array`.
import path from 'node:path';
import ts from '#typescript';
import { Unsupported } from '../../catalogue.js';
import { call, nul, str, type Expr } from '../../php/ast.js';
import { transformUserInstanceof } from '../classes.js';
import type { TransformContext } from '../context.js';
import { js, toStringExpr } from '../expressions.js';
import { nullishKind } from '../nullish.js';
import { transformWordPressInstanceOf } from './wordpress.js';
import { resolveSymbol } from '../symbols.js';

export const ERROR_CLASSES = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError']);

/** True when `node` names one of the lib's error constructors (not a user's class of that name). */
function libErrorName(node: ts.Expression, ctx: TransformContext): string | undefined {
  if (!ts.isIdentifier(node) || !ERROR_CLASSES.has(node.text)) return undefined;
  const decls = resolveSymbol(node, ctx.checker)?.declarations ?? [];
  return decls.length && decls.every((d) => path.basename(d.getSourceFile().fileName).startsWith('lib.')) ? node.text : undefined;
}

/** `new Error( message )`. */
export function transformErrorNew(node: ts.NewExpression, ctx: TransformContext): Expr | undefined {
  const name = libErrorName(node.expression, ctx);
  if (!name) return undefined;
  const args = node.arguments ?? [];
  if (args.length > 1) return ctx.unsupported(args[1]!, Unsupported.errorOptions());
  const message = args[0];
  if (message && ts.isSpreadElement(message)) return ctx.unsupported(message, Unsupported.errorSpread());
  const className = ctx.runtimeClass(name === 'Error' ? 'JsError' : `Js${name}`);
  if (!message) return { kind: 'new', className, args: [] };
  // `new Error(undefined)` has the message '', `new Error(null)` the message 'null'.
  const kind = nullishKind(ctx.typeOf(message));
  const value = kind === 'none' || kind === 'null' ? toStringExpr(message, ctx) : js(ctx, 'error_message', [ctx.transformExpression(message)]);
  return { kind: 'new', className, args: [value] };
}

/** True when a property symbol is a member of the lib's Error interface. */
function isErrorMember(node: ts.PropertyAccessExpression, ctx: TransformContext): boolean {
  const decl = ctx.checker.getSymbolAtLocation(node.name)?.declarations?.[0];
  if (!decl || !path.basename(decl.getSourceFile().fileName).startsWith('lib.')) return false;
  const owner = decl.parent;
  return ts.isInterfaceDeclaration(owner) && owner.name.text === 'Error';
}

/** `e.message`, `e.name` on an Error (or anything PHP threw); undefined for other properties. */
export function transformErrorProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  if (!isErrorMember(node, ctx)) return undefined;
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
  const known = transformUserInstanceof(node, ctx) ?? transformWordPressInstanceOf(node, ctx);
  if (known) return known;
  let right = node.right;
  while (ts.isParenthesizedExpression(right)) right = right.expression;
  const errorName = libErrorName(right, ctx);
  if (errorName === 'Error') return { kind: 'instanceof', expr: ctx.transformExpression(node.left), className: '\\Throwable' };
  if (errorName) return js(ctx, 'is_error', [ctx.transformExpression(node.left), str(errorName)]);
  if (ts.isIdentifier(right) && (right.text === 'Array' || right.text === 'Object')) {
    const decls = resolveSymbol(right, ctx.checker)?.declarations ?? [];
    if (decls.length && decls.every((d) => path.basename(d.getSourceFile().fileName).startsWith('lib.'))) {
      const value = ctx.transformExpression(node.left);
      return right.text === 'Array' ? { kind: 'instanceof', expr: value, className: ctx.runtime.jsArray } : call('is_object', [value]);
    }
  }
  ctx.unsupported(node.right, Unsupported.instanceofTarget(right.getText()));
  return nul;
}
