// Reading and writing `o.k`, `o[k]` and `a[i]`, and assignment targets in general.
//
// A JavaScript object is a \stdClass, an array a JsArray. Where the checker knows the
// receiver, the PHP is direct (`$o->k`, `$a->items[0] ?? null`); otherwise it goes
// through the runtime (`Js::index()`, `Js::set()`), which decides at run time the way
// JavaScript does: array index, string code unit, or property name.
import ts from '#typescript';
import { intRange, isIntAtLeast } from '../analysis/ranges.js';
import { binary, call, nul, num, str, v, type Expr } from '../../php/ast.js';
import { holdValue } from '../analysis/hoist.js';
import { transformMemberTarget } from '../classes/references.js';
import { instanceGetterOf, reportAccessorThroughType, accessorOf } from '../classes/accessors.js';
import type { TransformContext } from '../context.js';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { js } from '../util/runtime.js';
import { isArrayType, isNumberType, isPlainObjectType, isStringType } from '../util/types.js';
import { hold, isWritableBase, orMissing, sequence } from '../util/php-expr.js';
import { literalKey } from '../util/syntax.js';
import { absentNumberAt, missingElement, missingElementAt, numberOrUndefined } from '../analysis/missing-element.js';
import { declaredFieldRead, fieldRead, isArrayMember, mayBeArray } from '../util/fields.js';

/** A non-negative whole-number literal index (`a[0]`), or undefined. */
function literalIndex(node: ts.Expression): number | undefined {
  if (!ts.isNumericLiteral(node)) return undefined;
  const n = Number(node.text);
  return Number.isInteger(n) && n >= 0 && n < 2 ** 32 - 1 ? n : undefined;
}

/** `x` in `x ?? y`: PHP's `??` already reads a missing property as null, silently. */
function isLeftOfNullish(node: ts.Expression): boolean {
  let n: ts.Node = node;
  while (ts.isParenthesizedExpression(n.parent) || ts.isNonNullExpression(n.parent)) n = n.parent;
  const p = n.parent;
  return ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken && p.left === n;
}

/** A plain object type with a string index signature and no class behind it: a \stdClass in PHP. */
function isDictionaryType(type: ts.Type, ctx: TransformContext): boolean {
  if (!isPlainObjectType(type, ctx) || type.isUnion() || !ctx.checker.getIndexInfoOfType(type, ts.IndexKind.String))
    return false;
  const symbol = type.getSymbol() ?? type.aliasSymbol;
  return !symbol || (symbol.flags & ts.SymbolFlags.Class) === 0;
}

/**
 * Warns (TS2WP3716), once per dictionary and file, where a dictionary is indexed by a key
 * that is not a literal: Node finds Object's built-ins under `constructor`, `toString` or
 * `__proto__`, PHP's \stdClass does not. A key the loop took from that same object
 * (`for (const k in o)`, `for (const k of Object.keys(o))`) is one of its own, so it is quiet.
 */
function warnDictionaryKey(node: ts.ElementAccessExpression, objectType: ts.Type, ctx: TransformContext): void {
  if (!isDictionaryType(objectType, ctx)) return;
  const keyType = ctx.typeOf(node.argumentExpression);
  const literal = (t: ts.Type) => t.isStringLiteral() || t.isNumberLiteral();
  if (literal(keyType) || (keyType.isUnion() && keyType.types.every(literal))) return;
  if (isOwnKeyOf(node, ctx)) return;
  const dictionary = ctx.checker.getSymbolAtLocation(node.expression) ?? node;
  if (ctx.warnedDictionaries.has(dictionary)) return;
  ctx.warnedDictionaries.add(dictionary);
  ctx.warn(node, Unsupported.dictionaryKeyFromData(node.getText()));
}

/** The key is the variable of `for (const k in o)` or `for (const k of Object.keys(o))` over this `o`. */
function isOwnKeyOf(node: ts.ElementAccessExpression, ctx: TransformContext): boolean {
  if (!ts.isIdentifier(node.argumentExpression)) return false;
  const declaration = ctx.checker.getSymbolAtLocation(node.argumentExpression)?.valueDeclaration;
  const loop = declaration && ts.isVariableDeclaration(declaration) ? declaration.parent.parent : undefined;
  if (!loop) return false;
  const object = node.expression.getText();
  if (ts.isForInStatement(loop)) return loop.expression.getText() === object;
  return (
    ts.isForOfStatement(loop) &&
    ts.isCallExpression(loop.expression) &&
    loop.expression.expression.getText() === 'Object.keys' &&
    loop.expression.arguments[0]?.getText() === object
  );
}

/**
 * True for `o.length` (or another member of Array) on a receiver that may be an array without
 * being typed as one (`ArrayLike<T>`, `{ length: number }`, `string | string[]`): Js::get()
 * reads it from a JsArray, a string or an object alike.
 */
export function readsArrayMember(receiver: ts.Type, member: ts.Symbol | undefined, ctx: TransformContext): boolean {
  const type = ctx.checker.getNonNullableType(receiver);
  if (!member || isArrayType(type, ctx.checker) || isStringType(type)) return false;
  return isArrayMember(member, ctx) && mayBeArray(type, ctx);
}

/** True unless the checker knows `name` is a declared, required property of the receiver type. */
function propertyMayBeMissing(type: ts.Type, name: string, ctx: TransformContext): boolean {
  const symbol = ctx.checker.getPropertyOfType(type, name);
  return !symbol || (symbol.flags & ts.SymbolFlags.Optional) !== 0;
}

/**
 * `$o->name`, or `Js::get( $o, 'name' )` when the property may be missing (missing → null,
 * or `missing`: see missingElement()).
 */
export function readProperty(
  object: Expr,
  objectType: ts.Type,
  name: string,
  ctx: TransformContext,
  missing: Expr = nul,
): Expr {
  const getter = instanceGetterOf(objectType, name, ctx);
  if (getter) return { kind: 'methodCall', object, name: getter, args: [] };
  if (isPlainObjectType(objectType, ctx) && !propertyMayBeMissing(objectType, name, ctx))
    return declaredFieldRead(object, objectType, name, ctx);
  return orMissing(js(ctx, 'get', [object, str(name)]), missing);
}

/** `$a->items[ i ] ?? missing`: PHP's null for a miss, or NAN where only arithmetic reads it. */
function itemRead(object: Expr, index: Expr, missing: Expr): Expr {
  return {
    kind: 'binary',
    op: '??',
    left: { kind: 'index', object: { kind: 'prop', object, name: 'items' }, index },
    right: missing,
  };
}

/**
 * `a[x % m]` on an array with two numbers: the remainder indexes directly inside the guard
 * that makes PHP's `%` exact, `is_int( $x ) && 0 !== $m ? $a->items[ $x % $m ] ?? null :
 * Js::index( $a, Js::mod( $x, $m ) )`. No sign check: PHP's int `%` differs from JavaScript's
 * only by giving 0 where JavaScript gives -0, and both read element 0. An operand that
 * cannot be held (hoist.ts) leaves both helpers. Undefined when the remainder is a proven
 * int: elementAccess() reads it plainly.
 */
function remainderIndex(node: ts.ElementAccessExpression, object: Expr, ctx: TransformContext): Expr | undefined {
  let n = node.argumentExpression;
  while (ts.isParenthesizedExpression(n) || ts.isNonNullExpression(n)) n = n.expression;
  if (!ts.isBinaryExpression(n) || n.operatorToken.kind !== ts.SyntaxKind.PercentToken || intRange(n, ctx))
    return undefined;
  const [l, r] = [n.left, n.right];
  if (!isNumberType(ctx.typeOf(l)) || !isNumberType(ctx.typeOf(r))) return undefined;
  const intLiteral = (e: Expr) => e.kind === 'number' && Number.isInteger(e.value) && !Object.is(e.value, -0);
  const [le, re] = [ctx.transformExpression(l), ctx.transformExpression(r)];
  const a = holdValue(l, le, ctx);
  const b = holdValue(r, re, ctx);
  const missing = missingElement(node, ctx);
  const slow = (x: Expr, y: Expr): Expr => orMissing(js(ctx, 'index', [object, js(ctx, 'mod', [x, y])]), missing);
  // A literal divisor that is 0 or not an int: the helper's answer (NaN, a fraction) as it is.
  if (!a || !b || (b.kind === 'number' && (!intLiteral(b) || b.value === 0))) return slow(a ?? le, b ?? re);
  const checks: Expr[] = [];
  if (!intRange(l, ctx) && !intLiteral(a)) checks.push(call('is_int', [a]));
  if (!isIntAtLeast(r, 1n, ctx)) {
    if (!intRange(r, ctx) && !intLiteral(b)) checks.push(call('is_int', [b]));
    if (b.kind !== 'number') checks.push(binary('!==', num(0), b));
  }
  const fast = itemRead(object, binary('%', a, b), missing);
  if (!checks.length) return fast;
  return {
    kind: 'ternary',
    cond: checks.reduce((x, y) => binary('&&', x, y)),
    then: fast,
    else: slow(a, b),
  };
}

/** `a[i]`, `o[k]`, `s[i]` read. */
export function elementAccess(node: ts.ElementAccessExpression, ctx: TransformContext): Expr {
  const objectType = ctx.typeOf(node.expression);
  const object = ctx.transformExpression(node.expression);
  const arg = node.argumentExpression;
  if (isArrayType(objectType, ctx.checker)) {
    const index = literalIndex(arg);
    // A missing element reads as undefined; `??` keeps PHP from warning about it.
    if (index !== undefined) return itemRead(object, num(index), missingElementAt(node, object, num(index), ctx));
  }
  const key = literalKey(arg);
  if (key !== undefined && isPlainObjectType(objectType, ctx))
    return readProperty(object, objectType, key, ctx, missingElementAt(node, object, str(key), ctx));
  if (isArrayType(objectType, ctx.checker) && isNumberType(ctx.typeOf(arg)) && object.kind === 'var') {
    const direct = remainderIndex(node, object, ctx);
    if (direct) return direct;
  }
  warnDictionaryKey(node, objectType, ctx);
  const index = ctx.transformExpression(arg);
  // `o[k]` on a dictionary (`Record<string, T>`, `{ [k: string]: T }`) with a string key:
  // the property itself, missing → undefined, as Js::index() reads a \stdClass.
  if (isDictionaryType(objectType, ctx) && isStringType(ctx.typeOf(arg))) {
    const read = fieldRead(object, index, undefined, ctx.typeOf(node), ctx);
    return isLeftOfNullish(node) ? read : binary('??', read, missingElementAt(node, object, index, ctx));
  }
  // `a[i]` on an array with a number: the element when i is an int (a fraction or a
  // string-like key goes to Js::index()); i is held in a temp if needed (hoist.ts).
  if (isArrayType(objectType, ctx.checker) && isNumberType(ctx.typeOf(arg)) && object.kind === 'var') {
    const read = (i: Expr): Expr => itemRead(object, i, missingElementAt(node, object, i, ctx));
    // A proven int (a counter, `i % 7`…) needs no is_int().
    if (intRange(arg, ctx)) return read(index);
    const i = holdValue(arg, index, ctx);
    if (i) return { kind: 'ternary', cond: call('is_int', [i]), then: read(i), else: js(ctx, 'index', [object, i]) };
  }
  return orMissing(
    js(ctx, 'index', [object, index]),
    isArrayType(objectType, ctx.checker) ? missingElementAt(node, object, index, ctx) : nul,
  );
}

/** An assignment target: how to read it and how to write it. */
export interface LValue {
  /**
   * Assignments to temps that must run first (the target's object and key, computed once;
   * an object PHP cannot write through). Every caller puts them before the write.
   */
  setup: Expr[];
  read: Expr;
  write(value: Expr): Expr;
  /** A PHP variable or property usable with PHP's own `+=`, `.=`, `++`. */
  native?: Expr;
  /** The object and key of a property or element target read through the runtime. */
  at?: { object: Expr; key: Expr };
}

/**
 * The read of `x++` or `x op= y` (arithmetic) on a number target that may miss (`d.k!++`,
 * `o.opt! += 1`, `xs[9]! *= 2`): NaN for a miss, as Node converts undefined there (PHP's
 * null would count as 0), and 0 for a stored null (absentNumberAt()). A target whose type
 * allows null keeps null (Node counts it as 0).
 */
export function arithmeticRead(node: ts.Expression, target: LValue, ctx: TransformContext): Expr {
  if (target.native) return target.read;
  let inner = node;
  while (ts.isParenthesizedExpression(inner) || ts.isNonNullExpression(inner)) inner = inner.expression;
  if (!numberOrUndefined(ctx.typeOf(inner), ctx)) return target.read;
  const at = target.at;
  return orMissing(target.read, at ? absentNumberAt(inner, at.object, at.key, ctx) : { kind: 'const', name: 'NAN' });
}

/**
 * The target of `=`, `+=`, `++`…: a variable, `o.k`, `o[k]` or `a[i]`. With `twice`, the
 * target is read and written, so its object and key are computed once, into temps.
 */
export function lvalue(node: ts.Expression, ctx: TransformContext, twice: boolean): LValue | undefined {
  let target = node;
  while (
    ts.isParenthesizedExpression(target) ||
    ts.isNonNullExpression(target) ||
    ts.isAsExpression(target) ||
    ts.isSatisfiesExpression(target)
  ) {
    target = target.expression;
  }
  const setup: Expr[] = [];
  const keep = (e: Expr) => (twice ? hold(e, setup, ctx) : e);

  if (ts.isIdentifier(target)) {
    const variable = ctx.transformExpression(target);
    // A local, or a module-level `let` (a static property of the module's class, see modules.ts).
    if (variable.kind !== 'var' && variable.kind !== 'staticProp') return undefined;
    return {
      setup,
      read: variable,
      write: (value) => ({ kind: 'assign', op: '=', target: variable, value }),
      native: variable,
    };
  }

  if (ts.isPropertyAccessExpression(target)) {
    if (reportAccessorThroughType(target, ctx)) return undefined;
    // `o.x = v` through `set x( v )` of a project class: the setter's argument is the value.
    const accessor = accessorOf(target, ctx);
    if (accessor) {
      if (!accessor.setter) return undefined;
      const object = accessor.isStatic ? nul : keep(ctx.transformExpression(target.expression));
      const setter = accessor.setter;
      return {
        setup,
        read: accessor.getter ? accessor.call(accessor.getter, object, []) : nul,
        write: (value) => {
          const temp = v(ctx.tempVariable());
          return sequence([
            { kind: 'assign', op: '=', target: temp, value },
            accessor.call(setter, object, [temp]),
            temp,
          ]);
        },
      };
    }
    // Static fields and #private fields of project classes (classes.ts).
    const member = transformMemberTarget(target, ctx);
    if (member)
      return {
        setup,
        read: member,
        write: (value) => ({ kind: 'assign', op: '=', target: member, value }),
        native: member,
      };
  }

  if (ts.isPropertyAccessExpression(target) || ts.isElementAccessExpression(target)) {
    const objectType = ctx.typeOf(target.expression);
    // The object is held in a temp when PHP cannot write through it (`items[0].done = true`):
    // objects and arrays are handles (\stdClass, JsArray), so the temp is the same object.
    const raw = ctx.transformExpression(target.expression);
    const object = twice || !isWritableBase(raw) ? hold(raw, setup, ctx) : raw;
    const name = ts.isPropertyAccessExpression(target) ? target.name.text : literalKey(target.argumentExpression);
    if (
      name !== undefined &&
      !ts.isPrivateIdentifier(ts.isPropertyAccessExpression(target) ? target.name : target.argumentExpression)
    ) {
      if (isPlainObjectType(objectType, ctx)) {
        const prop: Expr = { kind: 'prop', object, name };
        const missing = propertyMayBeMissing(objectType, name, ctx);
        return {
          setup,
          read: missing ? js(ctx, 'get', [object, str(name)]) : declaredFieldRead(object, objectType, name, ctx),
          write: (value) => ({ kind: 'assign', op: '=', target: prop, value }),
          native: missing ? undefined : prop,
          at: { object, key: str(name) },
        };
      }
      if (!ts.isElementAccessExpression(target) || !isArrayType(objectType, ctx.checker)) {
        return {
          setup,
          read: js(ctx, 'get', [object, str(name)]),
          write: (value) => js(ctx, 'set', [object, str(name), value]),
          at: { object, key: str(name) },
        };
      }
    }
    if (ts.isPropertyAccessExpression(target)) return undefined;
    warnDictionaryKey(target, objectType, ctx);
    const keyType = ctx.typeOf(target.argumentExpression);
    const key = keep(ctx.transformExpression(target.argumentExpression));
    if (isPlainObjectType(objectType, ctx) && isStringType(keyType)) {
      const prop: Expr = { kind: 'prop', object, name: key };
      return {
        setup,
        read: js(ctx, 'index', [object, key]),
        write: (value) => ({ kind: 'assign', op: '=', target: prop, value }),
        at: { object, key },
      };
    }
    return {
      setup,
      read: js(ctx, 'index', [object, key]),
      write: (value) => js(ctx, 'set', [object, key, value]),
      at: { object, key },
    };
  }
  return undefined;
}
