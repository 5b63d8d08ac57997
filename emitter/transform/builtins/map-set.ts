// Map and Set: the runtime's JsMap and JsSet (php-runtime/JsMap.php, JsSet.php), which keep
// insertion order and compare keys with SameValueZero (objects by identity). for…of over a
// Map or Set or its keys()/values()/entries() walks it live (liveWalk()); elsewhere keys(),
// values() and entries() give a snapshot array, which spread, Array.from and `new Set(…)`
// consume at once, so they cannot tell. See docs/subset/arrays-objects.md.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { bool, nul, str, type Expr } from '../../php/ast.js';
import { isLibType, isTypeScriptLibFile } from '../../libs.js';
import type { TransformContext } from '../context.js';
import { transformArguments } from '../util/calls.js';
import { callbackArgument } from './array.js';
import { missingElement } from '../analysis/missing-element.js';
import { orMissing } from '../util/php-expr.js';
import type { LibCall } from '../shapes.js';
import { isStringType } from '../util/types.js';

/** The lib interfaces whose methods this module translates. */
export const MAP_SET_OWNERS = new Set(['Map', 'ReadonlyMap', 'Set', 'ReadonlySet', 'MapConstructor']);

const method = (object: Expr, name: string, args: Expr[]): Expr => ({ kind: 'methodCall', object, name, args });

/** Methods that map one to one to a JsMap / JsSet method. */
const PLAIN = new Set(['get', 'set', 'has', 'delete', 'clear', 'add', 'keys', 'values', 'entries']);

/** The runtime's methods for a key (a Set's value) the checker types as a string. */
const STRING_KEYED: Record<string, string | undefined> = {
  get: 'get_string',
  set: 'set_string',
  has: 'has_string',
  add: 'add_string',
};

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
    // A key the checker knows is a string: the runtime's method that skips identity()'s type tests.
    const key = node.arguments[0];
    const typed = STRING_KEYED[name] && key && !ts.isSpreadElement(key) && isStringType(ctx.typeOf(key));
    const php = typed ? STRING_KEYED[name]! : name;
    const result = method(ctx.transformExpression(callee.expression), php, transformArguments(node.arguments, ctx));
    // A missing key's undefined, where only arithmetic meets it, is NaN (see missingElement()).
    return name === 'get' ? orMissing(result, missingElement(node, ctx)) : result;
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
 * the collection and what it yields (for `$m->walk( 'entries' )`, a generator that sees
 * entries added and deleted during the loop as JavaScript's iterator does). Undefined for
 * any other subject.
 */
export function liveWalk(
  subject: ts.Expression,
  ctx: TransformContext,
): { object: ts.Expression; what: string } | undefined {
  let inner = subject;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  const type = ctx.typeOf(inner);
  if (isMapOrSet(type, MAPS)) return { object: inner, what: 'entries' };
  if (isMapOrSet(type, SETS)) return { object: inner, what: 'values' };
  if (
    ts.isCallExpression(inner) &&
    !inner.arguments.length &&
    ts.isPropertyAccessExpression(inner.expression) &&
    ['keys', 'values', 'entries'].includes(inner.expression.name.text)
  ) {
    const receiver = inner.expression.expression;
    const receiverType = ctx.typeOf(receiver);
    if (isMapOrSet(receiverType, MAPS) || isMapOrSet(receiverType, SETS))
      return { object: receiver, what: inner.expression.name.text };
  }
  return undefined;
}

/** `$m->walk( what )`, or with pairs `$m->walk( 'entries', true )`, which yields key => value. */
export function walkCall(object: Expr, what: string, pairs: boolean): Expr {
  return method(object, 'walk', pairs ? [str('entries'), bool(true)] : [str(what)]);
}

const MUTATORS = new Set(['set', 'add', 'delete', 'clear']);
const CONVERSIONS = ['toString', 'toJSON', 'valueOf'];

/**
 * True unless a loop body surely leaves every Map and Set alone: then for…of may walk a
 * snapshot (an index loop, as fast as before live walks). Conservative: any call, `new`,
 * accessor or function value that is the project's (not the TypeScript lib's), any
 * set/add/delete/clear, and any value of a project type that declares toString, toJSON
 * or valueOf (which string conversion or JSON.stringify would call) count as a change.
 */
export function mayChangeCollections(body: ts.Node, ctx: TransformContext): boolean {
  const checker = ctx.checker;
  const fromLib = (decl: ts.Node | undefined) => !!decl && isTypeScriptLibFile(decl.getSourceFile().fileName);
  const projectDecl = (symbol: ts.Symbol | undefined) =>
    (symbol?.declarations ?? []).some((d) => !isTypeScriptLibFile(d.getSourceFile().fileName));
  const converts = (type: ts.Type) =>
    (type.isUnion() ? type.types : [type]).some(
      (t) => !!(t.flags & ts.TypeFlags.Object) && CONVERSIONS.some((name) => projectDecl(t.getProperty(name))),
    );
  const isAccessor = (symbol: ts.Symbol | undefined) =>
    !!symbol && !!(symbol.flags & ts.SymbolFlags.Accessor) && projectDecl(symbol);
  const visit = (node: ts.Node): boolean => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) {
      if (!fromLib(checker.getResolvedSignature(node)?.declaration)) return true;
      const callee = ts.isTaggedTemplateExpression(node) ? node.tag : node.expression;
      if (ts.isPropertyAccessExpression(callee) && MUTATORS.has(callee.name.text)) return true;
    }
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      const symbol = checker.getSymbolAtLocation(ts.isElementAccessExpression(node) ? node.argumentExpression : node);
      if (isAccessor(symbol)) return true;
      const type = checker.getTypeAtLocation(node);
      if (type.getCallSignatures().length && projectDecl(symbol)) return true;
      if (converts(type)) return true;
    }
    if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const name = node.propertyName ?? node.name;
      if (ts.isIdentifier(name) && isAccessor(checker.getTypeAtLocation(node.parent).getProperty(name.text)))
        return true;
    }
    return ts.forEachChild(node, visit) ?? false;
  };
  return visit(body);
}
