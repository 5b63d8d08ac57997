// Host globals outside ECMAScript that Node and browsers share (declared by TypeScript's
// DOM lib or @types/node): structuredClone(v), console.log/info/warn/error/debug(…),
// crypto.randomUUID(). The runtime's JsHost does each (php-runtime/JsHost.php).
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { str, type Expr } from '../../php/ast.js';
import { hostGlobal } from '../../libs.js';
import type { TransformContext } from '../context.js';
import { runtimeCall } from '../util/runtime.js';
import { callArgs } from '../visitors/functions.js';

const CONSOLE = new Set(['log', 'info', 'warn', 'error', 'debug']);

/** Whether a call's callee is a host global or a member of one (builtins/index.ts dispatches here). */
export function isHostCall(node: ts.CallExpression, checker: ts.TypeChecker): boolean {
  const callee = node.expression;
  return (
    !!hostGlobal(callee, checker) || (ts.isPropertyAccessExpression(callee) && !!hostGlobal(callee.expression, checker))
  );
}

export function transformHostCall(node: ts.CallExpression, ctx: TransformContext): Expr {
  const callee = node.expression;
  if (hostGlobal(callee, ctx.checker) === 'structuredClone' && node.arguments.length === 1) {
    return runtimeCall(ctx, 'JsHost', 'structured_clone', callArgs(node, ctx));
  }
  if (ts.isPropertyAccessExpression(callee)) {
    const object = hostGlobal(callee.expression, ctx.checker);
    const name = callee.name.text;
    if (object === 'console' && CONSOLE.has(name)) {
      return runtimeCall(ctx, 'JsHost', 'console', [str(name), ...callArgs(node, ctx)]);
    }
    if (object === 'crypto' && name === 'randomUUID' && !node.arguments.length) {
      return runtimeCall(ctx, 'JsHost', 'random_uuid', []);
    }
  }
  return ctx.unsupported(node, Unsupported.hostCall(callee.getText()));
}
