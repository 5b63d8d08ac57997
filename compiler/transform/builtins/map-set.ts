// Map and Set: the runtime's JsMap and JsSet (php-runtime/JsMap.php, JsSet.php), which keep
// insertion order and compare keys with SameValueZero (objects by identity). for…of over a
// Map or Set or its keys()/values()/entries() walks it live (liveWalk()); elsewhere keys(),
// values() and entries() give a snapshot array, which spread, Array.from and `new Set(…)`
// consume at once, so they cannot tell. See docs/subset/arrays-objects.md.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { nul, str, type Expr } from '../../php/ast.js';
import { isLibType } from '../../libs.js';
import type { TransformContext } from '../context.js';
import { transformArguments } from '../visitors/functions.js';
import { callbackArgument } from './array.js';
import type { LibCall } from './index.js';

/** The lib interfaces whose methods this module translates. */
export const MAP_SET_OWNERS = new Set(['Map', 'ReadonlyMap', 'Set', 'ReadonlySet', 'MapConstructor']);

const method = (object: Expr, name: string, args: Expr[]): Expr => ({ kind: 'methodCall', object, name, args });

/** Methods that map one to one to a JsMap / JsSet method. */
const PLAIN = new Set(['get', 'set', 'has', 'delete', 'clear', 'add', 'keys', 'values', 'entries']);

/** `new Map(entries)`, `new Set(values)`. */
export function transformMapSetNew(node: ts.NewExpression, global: 'Map' | 'Set', ctx: TransformContext): Expr {
  const args = node.arguments ?? [];
  if (args.some((a) => ts.isSpreadElement(a))) return ctx.unsupported(node, Unsupported.construct(global));
  const className = ctx.runtimeClass(global === 'Map' ? 'JsMap' : 'JsSet');
  return { kind: 'new', className, args: args[0] ? [ctx.transformExpression(args[0])] : [] };
}

/** `m.get(k)`, `s.add(v)`, `m.forEach(f)`, `Map.groupBy(items, f)`… */
export function transformMapSetMethod({ node, callee, name, owner }: LibCall, ctx: TransformContext): Expr | undefined {
  if (owner === 'MapConstructor') {
    if (name !== 'groupBy') return undefined;
    const [items, key] = node.arguments;
    return {
      kind: 'staticCall',
      className: ctx.runtimeClass('JsMap'),
      name: 'group_by',
      args: [items ? ctx.transformExpression(items) : nul, callbackArgument(key, ctx)],
    };
  }
  if (PLAIN.has(name)) {
    return method(ctx.transformExpression(callee.expression), name, transformArguments(node.arguments, ctx));
  }
  if (name === 'forEach') {
    if (node.arguments.length > 1) return ctx.unsupported(node.arguments[1], Unsupported.thisArg(`${owner}.forEach`));
    const object = ctx.transformExpression(callee.expression);
    return method(object, 'for_each', [callbackArgument(node.arguments[0], ctx)]);
  }
  return undefined;
}

/** `m.size`, `s.size`. */
export function transformMapSetProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  if (node.name.text !== 'size') return undefined;
  return method(ctx.transformExpression(node.expression), 'size', []);
}

const MAPS = ['Map', 'ReadonlyMap'];
const SETS = ['Set', 'ReadonlySet'];
const isMapOrSet = (type: ts.Type, names: string[]) => names.some((name) => isLibType(type, name));

/**
 * The live walk for…of does over a Map or Set, or over its keys(), values() or entries():
 * `$m->walk( 'entries' )`, a generator that sees entries added and deleted during the loop
 * as JavaScript's iterator does. Undefined for any other subject.
 */
export function liveWalk(subject: ts.Expression, ctx: TransformContext): Expr | undefined {
  let inner = subject;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  const type = ctx.typeOf(inner);
  const walk = (object: ts.Expression, what: string): Expr =>
    method(ctx.transformExpression(object), 'walk', [str(what)]);
  if (isMapOrSet(type, MAPS)) return walk(inner, 'entries');
  if (isMapOrSet(type, SETS)) return walk(inner, 'values');
  if (
    ts.isCallExpression(inner) &&
    !inner.arguments.length &&
    ts.isPropertyAccessExpression(inner.expression) &&
    ['keys', 'values', 'entries'].includes(inner.expression.name.text)
  ) {
    const receiver = inner.expression.expression;
    const receiverType = ctx.typeOf(receiver);
    if (isMapOrSet(receiverType, MAPS) || isMapOrSet(receiverType, SETS)) {
      const what = inner.expression.name.text;
      // A Set's keys() are its values.
      return walk(receiver, isMapOrSet(receiverType, SETS) && what === 'keys' ? 'values' : what);
    }
  }
  return undefined;
}
