// Calls, `new` and property reads: what the callee (or the property) belongs to is resolved
// once — the project's own code, a function value, the request, WordPress, or one of
// TypeScript's lib objects (String, Array, Math, JSON…) — and each owner goes to its own
// module (TypeScriptToLua's builtins/index.ts). A module may still decline (a lib method
// on a receiver it cannot translate), which is the unsupported-call diagnostic.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { isLibName, isLibType, isWordPressName, libGlobal, libOwner, resolveSymbol, ts2wpOwner } from '../../libs.js';
import { nul, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import type { LibCall } from '../shapes.js';
import { isArrayType } from '../util/types.js';
import {
  arrayConstructor,
  transformArrayLengthAssignment,
  transformArrayMethod,
  transformArrayProperty,
  transformArrayStatic,
} from './array.js';
import { transformDateCall, transformDateMethod, transformDateNew, transformDateStatic } from './date.js';
import { ERROR_CLASSES, transformErrorNew, transformErrorProperty } from './errors.js';
import { transformConversion } from './globals.js';
import { transformJsonStatic } from './json.js';
import { MAP_SET_OWNERS, transformMapSetMethod, transformMapSetNew, transformMapSetProperty } from './map-set.js';
import { transformMathProperty, transformMathStatic } from './math.js';
import {
  transformNumberGlobal,
  transformNumberMethod,
  transformNumberProperty,
  transformNumberStatic,
} from './number.js';
import { transformObjectMethod, transformObjectStatic } from './object.js';
import { transformRegExpMethod, transformRegExpNew, transformRegExpProperty } from './regexp.js';
import { isIntlDateTimeFormat, transformDateTimeFormatMethod, transformDateTimeFormatNew } from './date-time-format.js';
import { isIntlNumberFormat, transformNumberFormatMethod, transformNumberFormatNew } from './number-format.js';
import { isHostCall, transformHostCall, transformHostNew, transformHostProperty } from './host.js';
import { transformRequestCall } from './request.js';
import { transformUriGlobal } from './uri.js';
import { isIntlCollator, transformCollatorCompare, transformCollatorNew } from './collator.js';
import { transformStringMethod, transformStringProperty, transformStringStatic } from './string.js';
import { transformWordPressCall, transformWordPressNew, transformWordPressProperty } from './wordpress.js';
import { transformDbDelta, transformPluginPath, transformWpdbCall, transformWpdbProperty } from './wpdb.js';

type CallOwner =
  | { kind: 'project' | 'closure' | 'request' | 'wordpress' | 'host' | 'unknown' }
  /** A lib global called directly: `String(x)`, `parseInt(s)`, `Array(n)`, `Date()`, `RegExp(…)`. */
  | { kind: 'global'; name: string }
  /** A function of a lib global object: `Math.floor`, `Array.from`, `Object.keys`, `JSON.parse`. */
  | { kind: 'static'; object: string; call: LibCall }
  /** A lib method of a value: `s.slice`, `a.map`, `d.getTime`, `re.test`. */
  | { kind: 'method'; array: boolean; call: LibCall };

/** The lib globals whose functions have a builtins module (`NaN.toString()` is a number's method). */
const STATIC_OBJECTS = new Set(['Array', 'Object', 'String', 'Number', 'Math', 'JSON', 'Date']);

/** The one resolution of what a call's callee belongs to; checked in this order. */
function callOwner(node: ts.CallExpression, ctx: TransformContext): CallOwner {
  const callee = node.expression;
  const checker = ctx.checker;
  if (callee.kind === ts.SyntaxKind.SuperKeyword) return { kind: 'project' };
  if (ts.isIdentifier(callee) && ctx.project.entityFor(checker.getSymbolAtLocation(callee))) return { kind: 'project' };
  if (ts.isPropertyAccessExpression(callee)) {
    const symbol = resolveSymbol(callee.name, checker);
    const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (decl && ctx.project.isProjectFile(decl.getSourceFile().fileName)) return { kind: 'project' };
  }
  if (ctx.visitors.project.isFunctionValueCall(node, ctx)) return { kind: 'closure' };
  if (ts.isPropertyAccessExpression(callee) && ts2wpOwner(callee.name, checker) === 'WP_REST_Request')
    return { kind: 'request' };
  if (isWordPressName(ts.isPropertyAccessExpression(callee) ? callee.name : callee, checker))
    return { kind: 'wordpress' };
  if (isHostCall(node, checker)) return { kind: 'host' };
  const global = libGlobal(callee, checker);
  if (global) return { kind: 'global', name: global };
  if (!ts.isPropertyAccessExpression(callee)) return { kind: 'unknown' };
  const call: LibCall = { node, callee, name: callee.name.text, owner: libOwner(callee.name, checker) };
  const object = libGlobal(callee.expression, checker);
  if (object && STATIC_OBJECTS.has(object)) return { kind: 'static', object, call };
  if (isLibName(callee.name, checker))
    return { kind: 'method', array: isArrayType(ctx.typeOf(callee.expression), checker), call };
  return { kind: 'unknown' };
}

function translateCall(node: ts.CallExpression, owner: CallOwner, ctx: TransformContext): Expr | undefined {
  switch (owner.kind) {
    case 'project':
      return ctx.visitors.project.call(node, ctx);
    case 'closure':
      return ctx.visitors.project.functionValueCall(node, ctx);
    case 'request':
      return transformRequestCall(node, ctx);
    case 'wordpress':
      return transformWpdbCall(node, ctx) ?? transformDbDelta(node, ctx) ?? transformWordPressCall(node, ctx);
    case 'host':
      return transformHostCall(node, ctx);
    case 'global':
      switch (owner.name) {
        case 'String':
        case 'Number':
        case 'Boolean':
          return transformConversion(node, owner.name, ctx);
        case 'Array':
          return arrayConstructor(node, ctx);
        case 'Date':
          return transformDateCall(node, ctx);
        case 'RegExp':
          return transformRegExpNew(node, ctx);
        default:
          return transformUriGlobal(node, owner.name, ctx) ?? transformNumberGlobal(node, owner.name, ctx);
      }
    case 'static':
      // Every object has Object's hasOwnProperty; Array and Object answer it as their own functions.
      if (owner.call.name === 'hasOwnProperty' && owner.object !== 'Array' && owner.object !== 'Object')
        return transformObjectMethod(owner.call, ctx);
      switch (owner.object) {
        case 'Array':
          return transformArrayStatic(owner.call, ctx);
        case 'Object':
          return transformObjectStatic(owner.call, ctx);
        case 'String':
          return transformStringStatic(owner.call, ctx);
        case 'Number':
          return transformNumberStatic(owner.call, ctx);
        case 'Math':
          return transformMathStatic(owner.call, ctx);
        case 'JSON':
          return transformJsonStatic(owner.call, ctx);
        case 'Date':
          return transformDateStatic(owner.call, ctx);
      }
      return undefined;
    case 'method': {
      const { call } = owner;
      // Arrays inherit Object's members: hasOwnProperty is the one an array does not answer itself.
      if (owner.array) return transformArrayMethod(call, ctx) ?? transformObjectMethod(call, ctx);
      if (call.name === 'hasOwnProperty' || call.name === 'call') return transformObjectMethod(call, ctx);
      switch (call.owner) {
        case 'String':
          return transformStringMethod(call, ctx);
        case 'Number':
          return transformNumberMethod(call, ctx);
        case 'Date':
          return transformDateMethod(call, ctx);
        // RegExp#toString is Object's.
        case 'RegExp':
        case 'Object':
          return transformRegExpMethod(call, ctx);
      }
      if (call.owner && MAP_SET_OWNERS.has(call.owner)) return transformMapSetMethod(call, ctx);
      if (call.owner === 'Collator' && call.name === 'compare') return transformCollatorCompare(call, ctx);
      if (call.owner === 'NumberFormat') return transformNumberFormatMethod(call, ctx);
      if (call.owner === 'DateTimeFormat') return transformDateTimeFormatMethod(call, ctx);
      return undefined;
    }
    case 'unknown':
      return undefined;
  }
}

export function transformCall(node: ts.CallExpression, ctx: TransformContext): Expr {
  const translated = translateCall(node, callOwner(node, ctx), ctx);
  if (translated) return translated;
  const callee = node.expression;
  if (ts.isPropertyAccessExpression(callee) && isUnconstructible(ctx.typeOf(callee.expression))) {
    // A value of these lib classes only comes from `new X()`, which is the one error
    // (TS2WP3003, naming the alternative); its method calls add no second one.
    let receiver: ts.Expression = callee.expression;
    while (ts.isParenthesizedExpression(receiver)) receiver = receiver.expression;
    return ts.isNewExpression(receiver) ? ctx.transformExpression(receiver) : nul;
  }
  // What the receiver holds is reported first (`eval(x).trim()` is about eval), and then
  // the call is not (one diagnostic per construct, context.ts).
  if (ts.isPropertyAccessExpression(callee)) ctx.transformExpression(callee.expression);
  return ctx.unsupported(node, Unsupported.call(callee.getText()));
}

/** Lib classes handlers cannot construct whose values have no other source. */
const UNCONSTRUCTIBLE = new Set([
  'WeakMap',
  'WeakSet',
  'WeakRef',
  'PluralRules',
  'RelativeTimeFormat',
  'ArrayBuffer',
  'DataView',
]);

function isUnconstructible(type: ts.Type): boolean {
  const symbol = type.getSymbol();
  return !!symbol && UNCONSTRUCTIBLE.has(symbol.name) && isLibType(type, symbol.name);
}

/**
 * `x.length` and other properties of library objects and project classes; undefined when
 * `node` is a plain object property.
 */
export function transformBuiltinProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  const checker = ctx.checker;
  const symbol = resolveSymbol(node.name, checker);
  const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  if (decl && ctx.project.isProjectFile(decl.getSourceFile().fileName))
    return ctx.visitors.project.memberAccess(node, ctx);
  const byOwner = (): Expr | undefined => {
    switch (libOwner(node.name, checker)) {
      case 'String':
        return transformStringProperty(node, ctx);
      case 'NumberConstructor':
        return transformNumberProperty(node, ctx);
      case 'Math':
        return transformMathProperty(node, ctx);
      case 'RegExpMatchArray':
      case 'RegExpExecArray':
        return transformRegExpProperty(node, ctx);
      case 'Collator':
        return node.name.text === 'compare'
          ? { kind: 'prop', object: ctx.transformExpression(node.expression), name: 'compare' }
          : undefined;
      // `dates.map(formatter.format)`: JavaScript's format is a getter giving a bound function.
      case 'DateTimeFormat':
      case 'NumberFormat':
        return node.name.text === 'format'
          ? { kind: 'methodCall', object: ctx.transformExpression(node.expression), name: 'bound_format', args: [] }
          : undefined;
      case 'Map':
      case 'ReadonlyMap':
      case 'Set':
      case 'ReadonlySet':
        return transformMapSetProperty(node, ctx);
    }
    return undefined;
  };
  return (
    byOwner() ??
    (isArrayType(ctx.typeOf(node.expression), checker) ? transformArrayProperty(node, ctx) : undefined) ??
    transformPluginPath(node, ctx) ??
    transformWpdbProperty(node, ctx) ??
    transformWordPressProperty(node, ctx) ??
    transformHostProperty(node, ctx) ??
    transformErrorProperty(node, ctx)
  );
}

/** `x.length = n` and other writes to library object properties; undefined for a plain property. */
export function transformBuiltinAssignment(node: ts.BinaryExpression, ctx: TransformContext): Expr | undefined {
  return transformArrayLengthAssignment(node, ctx);
}

export function transformNew(node: ts.NewExpression, ctx: TransformContext): Expr {
  const checker = ctx.checker;
  const translated = (() => {
    if (ctx.project.entityFor(checker.getSymbolAtLocation(node.expression)))
      return ctx.visitors.project.newExpression(node, ctx);
    if (ts.isIdentifier(node.expression) && isWordPressName(node.expression, checker))
      return transformWordPressNew(node, ctx);
    const global = libGlobal(node.expression, checker);
    if (global === 'Array') return arrayConstructor(node, ctx);
    if (global && ERROR_CLASSES.has(global)) return transformErrorNew(node, global, ctx);
    if (global === 'Date') return transformDateNew(node, ctx);
    if (global === 'RegExp') return transformRegExpNew(node, ctx);
    if (global === 'Map' || global === 'Set') return transformMapSetNew(node, global, ctx);
    if (isIntlCollator(node.expression, checker)) return transformCollatorNew(node, ctx);
    if (isIntlNumberFormat(node.expression, checker)) return transformNumberFormatNew(node, ctx);
    if (isIntlDateTimeFormat(node.expression, checker)) return transformDateTimeFormatNew(node, ctx);
    return transformHostNew(node, ctx);
  })();
  return translated ?? ctx.unsupported(node, Unsupported.construct(node.expression.getText()));
}
