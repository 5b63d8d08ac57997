// Host globals outside ECMAScript that Node and browsers share (declared by TypeScript's
// DOM lib or @types/node): structuredClone(v), console.log/info/warn/error/debug(…),
// crypto.randomUUID(). The runtime's JsHost does each (php-runtime/JsHost.php). And
// URLSearchParams, the runtime's JsUrlSearchParams (php-runtime/JsUrlSearchParams.php).
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { str, type Expr } from '../../php/ast.js';
import { hostGlobal, isHostClass, isHostType } from '../../libs.js';
import type { TransformContext } from '../context.js';
import { runtimeCall } from '../util/runtime.js';
import { callArgs } from '../util/calls.js';
import { callbackArgument } from './array.js';

const CONSOLE = new Set(['log', 'info', 'warn', 'error', 'debug']);

/** URLSearchParams methods: the JsUrlSearchParams method of each (the same name unless listed). */
const SEARCH_PARAMS = new Map([
  ['append', 'append'],
  ['delete', 'delete'],
  ['get', 'get'],
  ['getAll', 'get_all'],
  ['has', 'has'],
  ['set', 'set'],
  ['sort', 'sort'],
  ['toString', 'to_string'],
  ['entries', 'entries'],
  ['keys', 'keys'],
  ['values', 'values'],
  ['forEach', 'for_each'],
]);

const isSearchParams = (node: ts.Expression, checker: ts.TypeChecker) =>
  isHostType(checker.getTypeAtLocation(node), 'URLSearchParams');

/** Whether a call's callee is a host global or a member of one (builtins/index.ts dispatches here). */
export function isHostCall(node: ts.CallExpression, checker: ts.TypeChecker): boolean {
  const callee = node.expression;
  return (
    !!hostGlobal(callee, checker) ||
    (ts.isPropertyAccessExpression(callee) &&
      (!!hostGlobal(callee.expression, checker) || isSearchParams(callee.expression, checker)))
  );
}

/** `new URLSearchParams(init?)`; undefined for any other class. */
export function transformHostNew(node: ts.NewExpression, ctx: TransformContext): Expr | undefined {
  if (!isHostClass(node.expression, 'URLSearchParams', ctx.checker)) return undefined;
  const args = node.arguments ?? [];
  if (args.some((a) => ts.isSpreadElement(a))) return undefined;
  return { kind: 'new', className: ctx.runtimeClass('JsUrlSearchParams'), args: callArgs(node, ctx) };
}

/** `params.size` of a URLSearchParams; undefined for any other property. */
export function transformHostProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  if (node.name.text !== 'size' || !isSearchParams(node.expression, ctx.checker)) return undefined;
  return { kind: 'methodCall', object: ctx.transformExpression(node.expression), name: 'size', args: [] };
}

export function transformHostCall(node: ts.CallExpression, ctx: TransformContext): Expr {
  const callee = node.expression;
  if (hostGlobal(callee, ctx.checker) === 'structuredClone' && node.arguments.length === 1) {
    return runtimeCall(ctx, 'JsHost', 'structured_clone', callArgs(node, ctx));
  }
  if (ts.isPropertyAccessExpression(callee) && isSearchParams(callee.expression, ctx.checker)) {
    const name = SEARCH_PARAMS.get(callee.name.text);
    if (name === 'for_each' && node.arguments.length === 1) {
      const object = ctx.transformExpression(callee.expression);
      return { kind: 'methodCall', object, name, args: [callbackArgument(node.arguments[0], ctx)] };
    }
    if (name && name !== 'for_each') {
      return {
        kind: 'methodCall',
        object: ctx.transformExpression(callee.expression),
        name,
        args: callArgs(node, ctx),
      };
    }
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
