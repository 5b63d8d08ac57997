// Array.prototype methods, `length`, and the Array constructor's functions: calls to the
// methods of the runtime's JsArray (php-runtime/JsArray.php). A call is translated only
// when the receiver's checker type is an array or tuple and the method is the ES lib's
// (see docs/subset/arrays-objects.md).
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { binary, bool, call, exprStmt, nul, num, str, v, type Expr } from '../../php/ast.js';
import { ORDER_VARIABLE } from '../util/identifiers.js';
import type { TransformContext } from '../context.js';
import { js } from '../util/runtime.js';
import { closureOnly, transformArguments } from '../util/calls.js';
import { isLibGlobal, isLibName, isLibType, isTypeScriptLibFile, libGlobal } from '../../libs.js';
import type { LibCall } from '../shapes.js';
import { inlineArrayFrom, inlineCallbackLoop } from './array-loops.js';
import { isValueUsed, skipOuter } from '../util/syntax.js';
import { isArrayType, isNumberType, isStringType } from '../util/types.js';
import { fixedLength } from '../analysis/ranges.js';
import { valueSymbol } from '../analysis/locals.js';
import { missingElement } from '../analysis/missing-element.js';
import { orMissing } from '../util/php-expr.js';

const method = (object: Expr, name: string, args: Expr[]): Expr => ({ kind: 'methodCall', object, name, args });

/** Methods that map one to one to a JsArray method (JS name → PHP name). */
const PLAIN = new Map<string, string>(
  Object.entries({
    push: 'push',
    pop: 'pop',
    shift: 'shift',
    unshift: 'unshift',
    splice: 'splice',
    reverse: 'reverse',
    toReversed: 'to_reversed',
    toSpliced: 'to_spliced',
    with: 'with',
    fill: 'fill',
    at: 'at',
    slice: 'slice',
    concat: 'concat',
    join: 'join',
    flat: 'flat',
    includes: 'includes',
    indexOf: 'index_of',
    lastIndexOf: 'last_index_of',
  }),
);

/** Methods whose first argument is a callback `(value, index, array)`, with an optional thisArg. */
const CALLBACK = new Map<string, string>(
  Object.entries({
    forEach: 'for_each',
    map: 'map',
    filter: 'filter',
    flatMap: 'flat_map',
    some: 'some',
    every: 'every',
    find: 'find',
    findIndex: 'find_index',
    findLast: 'find_last',
    findLastIndex: 'find_last_index',
  }),
);

/** Methods that answer an element or, on a miss, undefined (PHP null): see missingElement(). */
const ELEMENT_OR_UNDEFINED = new Set(['pop', 'shift', 'at', 'find', 'findLast']);

/** Methods that return an iterator: allowed where the iterator is only iterated. */
const ITERATORS = new Set(['keys', 'values', 'entries']);

/** `a.method(...)`, an ES lib method on an array; undefined for hasOwnProperty (object.ts). */
export function transformArrayMethod({ node, callee, name }: LibCall, ctx: TransformContext): Expr | undefined {
  if (name === 'hasOwnProperty') return undefined;
  const receiver = () => ctx.transformExpression(callee.expression);

  const plain = PLAIN.get(name);
  if (name === 'push' && node.arguments.length === 1 && !ts.isSpreadElement(node.arguments[0]) && !isValueUsed(node)) {
    // `a.push(x);` for its effect on an array in a variable: PHP's own append.
    const object = receiver();
    const value = ctx.transformExpression(node.arguments[0]);
    if (object.kind === 'var')
      return {
        kind: 'assign',
        op: '=',
        target: { kind: 'index', object: { kind: 'prop', object, name: 'items' }, index: null },
        value,
      };
    return method(object, plain!, [value]);
  }
  if (name === 'join') {
    const joined = nativeJoin(node, callee.expression, ctx);
    if (joined) return joined;
  }
  // An element or undefined: NaN for a miss where only arithmetic reads it.
  const answer = (result: Expr) =>
    ELEMENT_OR_UNDEFINED.has(name) ? orMissing(result, missingElement(node, ctx)) : result;
  if (plain) return answer(method(receiver(), plain, transformArguments(node.arguments, ctx)));

  const loop = inlineCallbackLoop(node, callee, name, ctx);
  if (loop) return answer(loop);

  const withCallback = CALLBACK.get(name);
  if (withCallback) {
    if (node.arguments.length > 1) {
      return ctx.unsupported(node.arguments[1], Unsupported.thisArg(name));
    }
    const object = receiver();
    return answer(method(object, withCallback, [callbackArgument(node.arguments[0], ctx)]));
  }

  if (name === 'reduce' || name === 'reduceRight') {
    const object = receiver();
    const [fn, ...rest] = node.arguments;
    return method(object, name === 'reduce' ? 'reduce' : 'reduce_right', [
      callbackArgument(fn, ctx),
      ...rest.map((a) => ctx.transformExpression(a)),
    ]);
  }

  if (name === 'sort' || name === 'toSorted') {
    const object = receiver();
    const nullsLast = sortNullsAreUndefined(callee.expression, ctx);
    if (nullsLast === 'both') {
      return ctx.unsupported(node, Unsupported.sortNullAndUndefined());
    }
    const compare = node.arguments[0] ? callbackArgument(node.arguments[0], ctx, true) : nul;
    const php = name === 'sort' ? 'sort' : 'to_sorted';
    const held = node.arguments[0] ? comparatorOf(node.arguments[0], ctx) : undefined;
    // A const comparator is already written to answer an int (transformClosure()).
    const signed = held?.held ? compare : signedComparator(compare);
    // A comparator whose parameters are strings may read JsArray::$plain_order (operators.ts).
    const fn = held?.fn;
    const plain = !!fn && isSortComparator(fn, ctx) && fn.parameters.some((p) => isStringType(ctx.typeOf(p)));
    if (plain) return method(object, php, [signed ?? compare, bool(!!nullsLast), bool(!!signed), bool(true)]);
    const order = fn && numericOrder(fn, ctx);
    if (signed && order)
      return method(object, `${php}_numbers`, [signed, bool(order === 'descending'), bool(!!nullsLast)]);
    if (signed) return method(object, php, [signed, bool(!!nullsLast), bool(true)]);
    return method(object, php, nullsLast ? [compare, bool(true)] : node.arguments.length ? [compare] : []);
  }

  if (name === 'toString') return js(ctx, 'str', [receiver()]);

  if (ITERATORS.has(name)) {
    if (!iteratedOnly(node, ctx)) {
      return ctx.unsupported(node, Unsupported.iteratorAsValue(name));
    }
    return method(receiver(), name, []);
  }

  return ctx.unsupported(node, Unsupported.arrayMethod(name));
}

/**
 * `a.join(sep)` on an array of strings: PHP's implode(), which writes strings as they are
 * and null (undefined) as '', as join() does; other elements need String() (JsArray::join).
 * The separator is absent, a literal string, or a string variable read beside a variable
 * array, so that evaluating it before the array changes nothing.
 */
function nativeJoin(node: ts.CallExpression, array: ts.Expression, ctx: TransformContext): Expr | undefined {
  const [sep, ...rest] = node.arguments;
  if (rest.length || !elementsAreStrings(array, ctx)) return undefined;
  let separator: Expr;
  if (!sep) separator = str(',');
  else if (ts.isStringLiteral(sep) || ts.isNoSubstitutionTemplateLiteral(sep)) separator = str(sep.text);
  else if (ts.isIdentifier(sep) && ts.isIdentifier(skipOuter(array)) && isStringType(ctx.typeOf(sep)))
    separator = ctx.transformExpression(sep);
  else return undefined;
  return call('implode', [separator, { kind: 'prop', object: ctx.transformExpression(array), name: 'items' }]);
}

/** Whether every element type of an array type is a string (or null/undefined, which join() writes as ''). */
function elementsAreStrings(array: ts.Expression, ctx: TransformContext): boolean {
  const type = ctx.typeOf(array);
  const parts = type.isUnion() ? type.types : [type];
  return parts.every((t) => {
    const element = ctx.checker.getIndexTypeOfType(t, ts.IndexKind.Number);
    if (!element) return false;
    const flags = ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void;
    const members = element.isUnion() ? element.types : [element];
    return members.every((m) => (m.flags & flags) !== 0 || isStringType(m)) && members.some((m) => isStringType(m));
  });
}

/**
 * True when `fn` is an arrow or anonymous function written as the comparator of
 * `xs.sort()`/`xs.toSorted()` on an array: only usort() calls it, with the array's elements.
 */
export function isSortComparator(fn: ts.Node, ctx: TransformContext): fn is ts.ArrowFunction | ts.FunctionExpression {
  if (!ts.isArrowFunction(fn) && !(ts.isFunctionExpression(fn) && !fn.name)) return false;
  return isComparatorArgument(fn, ctx) || isConstComparator(fn, ctx);
}

/** Whether `node` is the first argument of `xs.sort()`/`xs.toSorted()` on an array. */
function isComparatorArgument(node: ts.Node, ctx: TransformContext): boolean {
  let arg: ts.Node = node;
  while (ts.isParenthesizedExpression(arg.parent) || ts.isAsExpression(arg.parent)) arg = arg.parent;
  const call = arg.parent;
  if (!ts.isCallExpression(call) || call.arguments[0] !== arg || !ts.isPropertyAccessExpression(call.expression))
    return false;
  const name = call.expression.name.text;
  return (name === 'sort' || name === 'toSorted') && isArrayType(ctx.typeOf(call.expression.expression), ctx.checker);
}

/**
 * `const byName = (a, b) => …` (not exported) whose every use is the comparator of a sort()
 * or toSorted() on an array: only usort() calls it, so it is written as the comparator
 * literal would be (an int of its result's sign; transformClosure()).
 */
export function isConstComparator(fn: ts.ArrowFunction | ts.FunctionExpression, ctx: TransformContext): boolean {
  let init: ts.Node = fn;
  while (
    ts.isParenthesizedExpression(init.parent) ||
    ts.isAsExpression(init.parent) ||
    ts.isSatisfiesExpression(init.parent)
  )
    init = init.parent;
  const decl = init.parent;
  if (!ts.isVariableDeclaration(decl) || decl.initializer !== init || !ts.isIdentifier(decl.name)) return false;
  if (!(ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const) || !ts.isVariableDeclarationList(decl.parent)) return false;
  const statement = decl.parent.parent;
  if (!ts.isVariableStatement(statement) || ts.getCombinedModifierFlags(decl) & ts.ModifierFlags.Export) return false;
  const symbol = ctx.checker.getSymbolAtLocation(decl.name);
  if (!symbol) return false;
  let uses = 0;
  let others = 0;
  const visit = (n: ts.Node): void => {
    if (ts.isIdentifier(n) && n !== decl.name && valueSymbol(n, ctx.checker) === symbol) {
      if (isComparatorArgument(n, ctx)) uses++;
      else others++;
    }
    ts.forEachChild(n, visit);
  };
  visit(statement.parent);
  return uses > 0 && others === 0;
}

/** The comparator a sort's argument is: the literal, or the initializer of a const comparator it names. */
function comparatorOf(arg: ts.Expression, ctx: TransformContext): { fn: ts.Expression; held: boolean } {
  const inner = skipOuter(arg);
  if (!ts.isIdentifier(inner)) return { fn: inner, held: false };
  const decl = valueSymbol(inner, ctx.checker)?.valueDeclaration;
  const init = decl && ts.isVariableDeclaration(decl) && decl.initializer && skipOuter(decl.initializer);
  if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && isSortComparator(init, ctx))
    return { fn: init, held: true };
  return { fn: inner, held: false };
}

/**
 * `(a, b) => a - b` (ascending) or `(a, b) => b - a` (descending) on two number
 * parameters, an expression body or one `return`: the order PHP's sort() and rsort() give
 * numbers (JsArray::sort_numbers(), which checks that they are numbers and not NaN).
 */
function numericOrder(fn: ts.Expression, ctx: TransformContext): 'ascending' | 'descending' | undefined {
  if (!isSortComparator(fn, ctx) || fn.parameters.length !== 2) return undefined;
  const symbols = fn.parameters.map((p) =>
    ts.isIdentifier(p.name) && !p.initializer && !p.dotDotDotToken && isNumberType(ctx.typeOf(p.name))
      ? ctx.checker.getSymbolAtLocation(p.name)
      : undefined,
  );
  if (!symbols[0] || !symbols[1]) return undefined;
  let body: ts.Node = fn.body;
  if (ts.isBlock(body)) {
    const only = body.statements.length === 1 ? body.statements[0] : undefined;
    if (!only || !ts.isReturnStatement(only) || !only.expression) return undefined;
    body = only.expression;
  }
  const e = skipOuter(body as ts.Expression);
  if (!ts.isBinaryExpression(e) || e.operatorToken.kind !== ts.SyntaxKind.MinusToken) return undefined;
  const [left, right] = [skipOuter(e.left), skipOuter(e.right)];
  if (!ts.isIdentifier(left) || !ts.isIdentifier(right)) return undefined;
  const [l, r] = [ctx.checker.getSymbolAtLocation(left), ctx.checker.getSymbolAtLocation(right)];
  if (l === symbols[0] && r === symbols[1]) return 'ascending';
  return l === symbols[1] && r === symbols[0] ? 'descending' : undefined;
}

/**
 * A comparator closure `return E;` rewritten to answer an int of E's sign, so that usort()
 * can call it directly (the runtime's wrapper does that otherwise: usort() would truncate
 * 0.5 to 0): `$__ts_order = E; return is_int( $__ts_order ) ? $__ts_order : …`. NaN is 0.
 */
export function signedComparator(compare: Expr): Expr | undefined {
  if (compare.kind !== 'closure' || !compare.body.length) return undefined;
  // The return may follow the temps its expression hoisted (operand-hoist.ts).
  const only = compare.body[compare.body.length - 1];
  if (only.kind !== 'return' || !only.expr) return undefined;
  if (compare.body.slice(0, -1).some((s) => s.kind !== 'expr')) return undefined;
  const direct = intOrder(only.expr);
  if (direct) return { ...compare, body: [...compare.body.slice(0, -1), { kind: 'return', expr: direct }] };
  const r = v(ORDER_VARIABLE);
  const sign: Expr = {
    kind: 'ternary',
    cond: call('is_int', [r]),
    then: r,
    else: {
      kind: 'ternary',
      cond: binary('<', num(0), r),
      then: num(1),
      else: { kind: 'ternary', cond: binary('<', r, num(0)), then: num(-1), else: num(0) },
    },
  };
  return {
    ...compare,
    body: [
      ...compare.body.slice(0, -1),
      exprStmt({ kind: 'assign', op: '=', target: r, value: only.expr }),
      { kind: 'return', expr: sign },
    ],
  };
}

/** An expression whose PHP value is always an int. */
function isIntExpr(e: Expr): boolean {
  if (e.kind === 'number') return Number.isInteger(e.value);
  if (e.kind === 'binary') return e.op === '<=>';
  return e.kind === 'ternary' && isIntExpr(e.then) && isIntExpr(e.else);
}

/**
 * An int of `e`'s sign without a final is_int() check, when `e` already is an int, or is
 * `a || b` of a number `a` (`0 < $a || $a < 0 ? $a : b`, operators.ts) and an int `b`:
 * then `0 < $a ? 1 : ( $a < 0 ? -1 : b )` (NaN, 0 and -0 fail both comparisons, as before).
 */
function intOrder(e: Expr): Expr | undefined {
  if (isIntExpr(e)) return e;
  if (e.kind !== 'ternary' || !isIntExpr(e.else) || e.then.kind !== 'var') return undefined;
  const { cond, then: a } = e;
  const isA = (x: Expr) => x.kind === 'var' && x.name === a.name;
  const zero = (x: Expr) => x.kind === 'number' && x.value === 0;
  if (cond.kind !== 'binary' || cond.op !== '||' || cond.left.kind !== 'binary' || cond.right.kind !== 'binary')
    return undefined;
  const { left, right } = cond;
  if (left.op !== '<' || !zero(left.left) || !isA(left.right)) return undefined;
  if (right.op !== '<' || !isA(right.left) || !zero(right.right)) return undefined;
  return {
    kind: 'ternary',
    cond: left,
    then: num(1),
    else: { kind: 'ternary', cond: right, then: num(-1), else: e.else },
  };
}

/** An iterator from keys()/values()/entries() that is only iterated, so an array copy behaves the same. */
function iteratedOnly(node: ts.CallExpression, ctx: TransformContext): boolean {
  let child: ts.Node = node;
  let parent = node.parent;
  while (ts.isParenthesizedExpression(parent)) {
    child = parent;
    parent = parent.parent;
  }
  if (ts.isForOfStatement(parent) && parent.expression === child) return true;
  if (ts.isSpreadElement(parent)) return true;
  return ts.isCallExpression(parent) && parent.arguments[0] === child && isArrayFrom(parent, ctx);
}

function isArrayFrom(node: ts.CallExpression, ctx: TransformContext): boolean {
  const callee = node.expression;
  return (
    ts.isPropertyAccessExpression(callee) &&
    callee.name.text === 'from' &&
    ts.isIdentifier(callee.expression) &&
    isLibGlobal(callee.expression, 'Array', ctx.checker)
  );
}

/**
 * Whether PHP null elements of the sorted array are JavaScript's undefined (sorted last,
 * never compared) or null (compared as "null"); 'both' when the type allows both.
 * any/unknown elements count as null (JSON data has no undefined).
 */
function sortNullsAreUndefined(array: ts.Expression, ctx: TransformContext): boolean | 'both' {
  const type = ctx.typeOf(array);
  let hasUndefined = false;
  let hasNull = false;
  const visit = (t: ts.Type) => {
    if (t.isUnion()) return t.types.forEach(visit);
    const element = ctx.checker.getIndexTypeOfType(t, ts.IndexKind.Number);
    const parts = element ? (element.isUnion() ? element.types : [element]) : [];
    for (const p of parts) {
      if (p.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) hasUndefined = true;
      if (p.flags & ts.TypeFlags.Null) hasNull = true;
    }
  };
  visit(type);
  if (hasUndefined && hasNull) return 'both';
  return hasUndefined;
}

/**
 * A callback argument: the function value as it is (closures come from functions.ts),
 * except the lib's String, Number and Boolean, which become closures over Js helpers.
 * A value that may not be a closure is checked first (closureOnly()), unless `runtimeChecks`
 * (a comparator and Array.from's map may be undefined: the runtime checks those).
 */
export function callbackArgument(arg: ts.Expression | undefined, ctx: TransformContext, runtimeChecks = false): Expr {
  if (!arg) return nul;
  const value = callbackValue(arg, ctx);
  return runtimeChecks ? value : closureOnly(arg, value, ctx, 'callback');
}

function callbackValue(arg: ts.Expression, ctx: TransformContext): Expr {
  const inner = skipOuter(arg);
  const global = libGlobal(inner, ctx.checker);
  if (global) {
    const helper = new Map([
      ['String', 'str'],
      ['Number', 'to_number'],
      ['Boolean', 'truthy'],
    ]).get(global);
    if (helper) {
      return {
        kind: 'closure',
        isStatic: true,
        params: [{ name: 'value' }],
        uses: [],
        body: [{ kind: 'return', expr: js(ctx, helper, [{ kind: 'var', name: 'value' }]) }],
      };
    }
  }
  return ctx.transformExpression(arg);
}

/** `Array.isArray`, `Array.of`, `Array.from`. */
export function transformArrayStatic({ node, name }: LibCall, ctx: TransformContext): Expr {
  const jsArray = ctx.runtime.jsArray;
  const args = node.arguments;
  switch (name) {
    case 'isArray':
      return { kind: 'instanceof', expr: args[0] ? ctx.transformExpression(args[0]) : nul, className: jsArray };
    case 'of':
      return { kind: 'staticCall', className: jsArray, name: 'of', args: transformArguments(args, ctx) };
    case 'from': {
      const source = args[0];
      if (!source || ts.isSpreadElement(source)) return ctx.unsupported(node, Unsupported.arrayFromWithoutSource());
      if (args.length > 2) return ctx.unsupported(args[2], Unsupported.thisArg('Array.from'));
      if (!arrayFromSourceOk(source, ctx)) {
        return ctx.unsupported(source, Unsupported.arrayFromSource(ctx.checker.typeToString(ctx.typeOf(source))));
      }
      // `{ length: n }` alone: JsArray::from_length( n ), no object made and asked for its keys.
      const length = lengthOnly(source);
      const list = (map: Expr[]): Expr =>
        length
          ? {
              kind: 'staticCall',
              className: jsArray,
              name: 'from_length',
              args: [ctx.transformExpression(length), ...map],
            }
          : { kind: 'staticCall', className: jsArray, name: 'from', args: [ctx.transformExpression(source), ...map] };
      const loop = args[1] && inlineArrayFrom(node, () => list([]), ctx);
      if (loop) return loop;
      return list(args[1] ? [callbackArgument(args[1], ctx, true)] : []);
    }
  }
  return ctx.unsupported(node, Unsupported.arrayFunction(name));
}

/** The value of `{ length: n }`, an object literal with that one property, or undefined. */
function lengthOnly(source: ts.Expression): ts.Expression | undefined {
  const e = skipOuter(source);
  if (!ts.isObjectLiteralExpression(e) || e.properties.length !== 1) return undefined;
  const [p] = e.properties;
  if (ts.isShorthandPropertyAssignment(p))
    return p.name.text === 'length' && !p.objectAssignmentInitializer ? p.name : undefined;
  if (!ts.isPropertyAssignment(p)) return undefined;
  const named = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) || ts.isNoSubstitutionTemplateLiteral(p.name);
  return named && p.name.text === 'length' ? p.initializer : undefined;
}

/** Lib types Array.from walks like an array: Map and Set (JsMap, JsSet) and their iterators (snapshot arrays). */
const ITERABLE_TYPES = ['Map', 'ReadonlyMap', 'Set', 'ReadonlySet', 'MapIterator', 'SetIterator', 'ArrayIterator'];

function arrayFromSourceOk(source: ts.Expression, ctx: TransformContext): boolean {
  const inner = skipOuter(source);
  if (
    ts.isCallExpression(inner) &&
    ts.isPropertyAccessExpression(inner.expression) &&
    ITERATORS.has(inner.expression.name.text) &&
    isArrayType(ctx.typeOf(inner.expression.expression), ctx.checker)
  )
    return true;
  const type = ctx.typeOf(source);
  if (isArrayType(type, ctx.checker) || isStringType(type)) return true;
  if (ITERABLE_TYPES.some((name) => isLibType(type, name))) return true;
  // An array-like object: a plain object type with a numeric `length` (not a class instance, Map, Set…).
  const parts = type.isUnion() ? type.types : [type];
  return parts.every((t) => {
    if (!(t.flags & ts.TypeFlags.Object)) return false;
    const length = t.getProperty('length');
    if (!length) return false;
    const symbol = t.getSymbol();
    const declared = symbol?.declarations?.[0];
    if (declared && isTypeScriptLibFile(declared.getSourceFile().fileName)) return false;
    return isNumberType(ctx.checker.getTypeOfSymbol(length));
  });
}

/**
 * `new Array(...)` and `Array(...)`: a list of elements, or a length. A length gives an
 * array of holes, which JsArray cannot hold, so it is allowed only directly followed by
 * `.fill(value)` (every hole filled).
 */
export function arrayConstructor(node: ts.CallExpression | ts.NewExpression, ctx: TransformContext): Expr {
  const args = node.arguments ?? [];
  const jsArray = ctx.runtime.jsArray;
  if (args.length === 1 && !ts.isSpreadElement(args[0])) {
    const type = ctx.typeOf(args[0]);
    const maybeNumber = (t: ts.Type): boolean =>
      t.isUnion()
        ? t.types.some(maybeNumber)
        : (t.flags &
            (ts.TypeFlags.NumberLike | ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter)) !==
          0;
    if (maybeNumber(type)) {
      if (!isNumberType(type) || !filledAfter(node)) {
        return ctx.unsupported(node, Unsupported.arrayOfHoles());
      }
      return { kind: 'staticCall', className: jsArray, name: 'of_length', args: [ctx.transformExpression(args[0])] };
    }
  }
  return { kind: 'staticCall', className: jsArray, name: 'of', args: transformArguments(args, ctx) };
}

/** `new Array(n).fill(value)`: the array is the receiver of a one-argument fill(). */
function filledAfter(node: ts.Expression): boolean {
  let child: ts.Node = node;
  while (ts.isParenthesizedExpression(child.parent)) child = child.parent;
  const access = child.parent;
  if (!ts.isPropertyAccessExpression(access) || access.expression !== child || access.name.text !== 'fill')
    return false;
  const call = access.parent;
  return (
    ts.isCallExpression(call) &&
    call.expression === access &&
    call.arguments.length === 1 &&
    !ts.isSpreadElement(call.arguments[0])
  );
}

/** `a.length` on an array. */
export function transformArrayProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  if (!transformArrayPropertyTarget(node, ctx)) {
    if (isArrayType(ctx.typeOf(node.expression), ctx.checker) && isLibName(node.name, ctx.checker)) {
      return ctx.unsupported(node, Unsupported.arrayMethodAsValue(node.name.text));
    }
    return undefined;
  }
  // A local const array literal nothing can change (ranges.ts): its element count.
  const fixed = fixedLength(node.expression, ctx);
  if (fixed !== undefined) return { kind: 'number', value: fixed };
  // count() is compiled to an opcode; JsArray::length() is a method call around it.
  return {
    kind: 'call',
    callee: 'count',
    args: [{ kind: 'prop', object: ctx.transformExpression(node.expression), name: 'items' }],
  };
}

/**
 * `a.length = n` (shortens the array; growing it throws, since it would create holes).
 * Undefined when the target is not an array's length.
 */
export function transformArrayLengthAssignment(node: ts.BinaryExpression, ctx: TransformContext): Expr | undefined {
  const target = skipOuter(node.left);
  if (!ts.isPropertyAccessExpression(target) || !transformArrayPropertyTarget(target, ctx)) return undefined;
  if (node.operatorToken.kind !== ts.SyntaxKind.EqualsToken) {
    return ctx.unsupported(node, Unsupported.lengthCompoundAssignment());
  }
  return method(ctx.transformExpression(target.expression), 'set_length', [ctx.transformExpression(node.right)]);
}

/** True when `node` is `<array>.length` (a tuple's `length` is synthesized: no declaration). */
export function transformArrayPropertyTarget(node: ts.PropertyAccessExpression, ctx: TransformContext): boolean {
  return node.name.text === 'length' && isArrayType(ctx.typeOf(node.expression), ctx.checker);
}
