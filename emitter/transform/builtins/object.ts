// Object's functions (Object.keys, Object.assign…) and Object.prototype.hasOwnProperty:
// calls to the runtime's JsObject (php-runtime/JsObject.php), which enumerates keys in
// JavaScript's order (array-index keys ascending first, then insertion order).
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import type { Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { transformArguments } from '../util/calls.js';
import { isArrayType, isStringType } from '../util/types.js';
import { isHostType, isLibGlobal, isLibType } from '../../libs.js';
import type { LibCall } from '../shapes.js';
import { callbackArgument } from './array.js';

const FUNCTIONS = new Map<string, string>(
  Object.entries({
    keys: 'keys',
    values: 'values',
    entries: 'entries',
    fromEntries: 'from_entries',
    assign: 'assign',
    hasOwn: 'has_own',
    groupBy: 'group_by',
    freeze: 'freeze',
    isFrozen: 'is_frozen',
  }),
);

/** An object or array literal (in parentheses, `as const` or `satisfies` too): a value no other name holds. */
function isFreshLiteral(node: ts.Expression): boolean {
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    node = node.expression;
  return ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node);
}

/** `x.hasOwnProperty(k)` and `Object.prototype.hasOwnProperty.call(o, k)`; undefined for other methods. */
export function transformObjectMethod({ node, callee, name }: LibCall, ctx: TransformContext): Expr | undefined {
  const jsObject = () => ctx.runtimeClass('JsObject');
  if (name === 'hasOwnProperty') {
    const [key] = node.arguments;
    const args = [
      ctx.transformExpression(callee.expression),
      key ? ctx.transformExpression(key) : ({ kind: 'null' } as Expr),
    ];
    return { kind: 'staticCall', className: jsObject(), name: 'has_own', args };
  }

  // Object.prototype.hasOwnProperty.call(o, k)
  if (
    name === 'call' &&
    ts.isPropertyAccessExpression(callee.expression) &&
    callee.expression.name.text === 'hasOwnProperty' &&
    ts.isPropertyAccessExpression(callee.expression.expression) &&
    callee.expression.expression.name.text === 'prototype' &&
    isLibGlobal(callee.expression.expression.expression, 'Object', ctx.checker)
  ) {
    const [object, key] = node.arguments;
    if (!object || ts.isSpreadElement(object) || (key && ts.isSpreadElement(key))) {
      return ctx.unsupported(node, Unsupported.hasOwnPropertyCall());
    }
    const args = [ctx.transformExpression(object), key ? ctx.transformExpression(key) : ({ kind: 'null' } as Expr)];
    return { kind: 'staticCall', className: jsObject(), name: 'has_own', args };
  }
  return undefined;
}

/** `Object.keys(o)` and the other functions of the Object global. */
export function transformObjectStatic({ node, name }: LibCall, ctx: TransformContext): Expr {
  const jsObject = () => ctx.runtimeClass('JsObject');
  const helper = FUNCTIONS.get(name);
  if (!helper) {
    return ctx.unsupported(node, Unsupported.objectFunction(name));
  }
  const [first] = node.arguments;
  if (first && !ts.isSpreadElement(first)) {
    const type = ctx.typeOf(first);
    if ((name === 'keys' || name === 'values' || name === 'entries') && isStringType(type)) {
      return ctx.unsupported(first, Unsupported.objectKeysOfString(name));
    }
    if (
      name === 'fromEntries' &&
      !isArrayType(type, ctx.checker) &&
      !['Map', 'ReadonlyMap', 'MapIterator'].some((n) => isLibType(type, n)) &&
      !isHostType(type, 'URLSearchParams') &&
      !(type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown))
    ) {
      return ctx.unsupported(first, Unsupported.fromEntriesSource(ctx.checker.typeToString(type)));
    }
    // A frozen value rejects writes in Node; here only its Readonly<T> stops them, so nothing
    // else may hold it: freeze the literal where it is made.
    if (name === 'freeze' && !isFreshLiteral(first)) return ctx.unsupported(first, Unsupported.freezeOfShared());
    if (name === 'assign' && (isArrayType(type, ctx.checker) || isStringType(type))) {
      return ctx.unsupported(first, Unsupported.assignOntoArray());
    }
  }
  if (name === 'groupBy') {
    const [items, key] = node.arguments;
    if (!items || !key || ts.isSpreadElement(items) || ts.isSpreadElement(key))
      return ctx.unsupported(node, Unsupported.objectFunction(name));
    return {
      kind: 'staticCall',
      className: jsObject(),
      name: helper,
      args: [ctx.transformExpression(items), callbackArgument(key, ctx)],
    };
  }
  return { kind: 'staticCall', className: jsObject(), name: helper, args: transformArguments(node.arguments, ctx) };
}
