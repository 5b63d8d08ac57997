// undefined stored in an object property. PHP has one null, and an object's property that
// holds it would be written `"key": null` by the response, JSON.stringify and a stored
// option, where JavaScript leaves a key holding undefined out. So a value stored in a plain
// object's property (`{ k: v }`, `{ k }`, `o.k = v`, `o[k] = v`) whose PHP null stands for
// undefined is stored as JsUndefined (php-runtime/JsUndefined.php). Every read of a property
// gives it back as null (Js::field(), and fieldRead() for a declared member whose type has
// undefined), so it never reaches a local, a parameter or an operator; the ways out of the
// handler (Js::to_json(), Js::to_php(), JsJson) leave it out. Which PHP null is undefined:
// - the type has undefined and not null (`x?: T`, `T | undefined`), or neither but a `?.`
//   after an index read may cut the chain (`list[0]?.title`): every null;
// - it has both (`x?: T | null`, a local destructured from one): its presence test;
// - a read that may find nothing (an index signature, an any/unknown object): Js::missing(), or
//   Js::stored_read() when its object or key is not a plain path;
// - otherwise none (a null there is a null): see docs/subset/core.md for what stays; a helper
//   returning any/unknown that may return undefined gets a warning (TS2WP3222).
import ts from '#typescript';
import { binary, staticCall, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import type { BuildTable } from '../shapes.js';
import { nullishKind } from '../util/nullish.js';
import { mayMissRead, missingRead } from '../util/values.js';
import { js } from '../util/runtime.js';
import { presenceOfValue } from './presence.js';
import { isPlainObjectType } from '../util/types.js';
import { isIndexRead, mayCutAtIndex, skipOuter } from '../util/syntax.js';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { isApiDecorator } from '../../analyze/routes.js';

/** `JsUndefined::value()`: the undefined a property holds. */
export function undefinedValue(ctx: TransformContext): Expr {
  return staticCall(ctx.runtimeClass('JsUndefined'), 'value', []);
}

/**
 * The PHP value `node` is stored as in an object's property: `transform()`'s value, or
 * JsUndefined where its null stands for undefined. `member` is the type the property is
 * declared with where the object is typed (a contextual type), else the value's own: a
 * member whose type has neither undefined nor any never gets JsUndefined, because its reads
 * are plain `$o->k` (a missing key in a `Record<string, number>` stays null there).
 */
export function storedValue(node: ts.Expression, ctx: TransformContext, transform: () => Expr, member?: ts.Type): Expr {
  let inner = node;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  if (ts.isIdentifier(inner) && inner.text === 'undefined' && !ctx.variableFor(inner)) return undefinedValue(ctx);
  const type = ctx.typeOf(node);
  const kind = nullishKind(type);
  if (kind === 'undefined' || (kind === 'none' && mayCutAtIndex(inner, ctx.checker))) {
    const value = transform();
    return value.kind === 'null' ? undefinedValue(ctx) : binary('??', value, undefinedValue(ctx));
  }
  if (!holdsUndefined(member ?? type) && !(member === undefined && inResponse(node, ctx))) return transform();
  // A member `x?: T | null`, or a local that carries its presence (destructured from one, or read from a key that may be missing).
  const presence = presenceOfValue(node, ctx);
  if (presence) return { kind: 'ternary', cond: presence.present, then: presence.value, else: undefinedValue(ctx) };
  // A read that may find nothing (an index signature's `T` leaves undefined out; any; unknown).
  const missing = missingRead(node, ctx);
  if (missing) return { kind: 'ternary', cond: missing, then: undefinedValue(ctx), else: transform() };
  // The same read on an object or key that is not a plain path (`COLORS[params.slug]`): read once, at run time.
  const read = mayMissRead(node, ctx);
  if (read) return js(ctx, 'stored_read', [read.object, read.key]);
  if (kind === 'unknown' || kind === 'both') warnUntypedHelper(node, ctx);
  return transform();
}

/**
 * TS2WP3222 where a stored any/unknown (or `T | null | undefined`) value is a call of a project
 * helper that may return undefined, or a const local initialized with one: PHP's null there
 * may be either, so it is stored as null (a JSON `null` in Node's own data must stay one).
 */
function warnUntypedHelper(node: ts.Expression, ctx: TransformContext): void {
  let value = skipOuter(node);
  if (ts.isIdentifier(value)) {
    const shorthand = ts.isShorthandPropertyAssignment(value.parent) && value.parent.name === value;
    const symbol = shorthand
      ? ctx.checker.getShorthandAssignmentValueSymbol(value.parent)
      : ctx.checker.getSymbolAtLocation(value);
    const decl = symbol?.valueDeclaration;
    const constant =
      !!decl && ts.isVariableDeclaration(decl) && (ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const) !== 0;
    if (!constant || !decl.initializer) return;
    value = skipOuter(decl.initializer);
  }
  if (!ts.isCallExpression(value)) return;
  const helper = ctx.checker.getResolvedSignature(value)?.declaration;
  const withBody =
    !!helper &&
    (ts.isFunctionDeclaration(helper) ||
      ts.isMethodDeclaration(helper) ||
      ts.isArrowFunction(helper) ||
      ts.isFunctionExpression(helper));
  if (!withBody || !helper.body || helper.getSourceFile().isDeclarationFile) return;
  if (!mayReturnUndefined(helper.body, ctx)) return;
  ctx.warn(node, Unsupported.undefinedFromUntypedHelper(node.getText(), value.expression.getText()));
}

/**
 * Whether a function body has a `return;`, `return undefined`, a return of a value whose type
 * has undefined, or of an index read (`record[key]`, which may find nothing).
 */
function mayReturnUndefined(body: ts.ConciseBody, ctx: TransformContext): boolean {
  const gives = (e: ts.Expression) => {
    const kind = nullishKind(ctx.typeOf(e));
    return kind === 'undefined' || kind === 'both' || isIndexRead(e, ctx.checker);
  };
  if (!ts.isBlock(body)) return gives(body);
  const visit = (n: ts.Node): boolean => {
    if (ts.isFunctionLike(n)) return false; // A nested function's returns are its own.
    if (ts.isReturnStatement(n)) return !n.expression || gives(n.expression);
    return !!ts.forEachChild(n, visit);
  };
  return !!ts.forEachChild(body, visit);
}

/**
 * Whether `node` is a member's value in the object an @Api handler returns (inside other
 * object and array literals): WordPress writes it as JSON and no translated code reads it
 * back, so a null there that stands for undefined (a local carrying its presence, a read
 * that found nothing) may be JsUndefined whatever the member's type says
 * (`return { top: keys.reduce(pick, keys[0]) }` on an empty list leaves `top` out).
 */
function inResponse(node: ts.Expression, ctx: TransformContext): boolean {
  let at: ts.Node = node.parent;
  while (
    ts.isPropertyAssignment(at) ||
    ts.isShorthandPropertyAssignment(at) ||
    ts.isObjectLiteralExpression(at) ||
    ts.isArrayLiteralExpression(at) ||
    ts.isParenthesizedExpression(at) ||
    ts.isAsExpression(at) ||
    ts.isSatisfiesExpression(at)
  )
    at = at.parent;
  if (!ts.isReturnStatement(at)) return false;
  let method: ts.Node = at.parent;
  while (!ts.isFunctionLike(method) && !ts.isSourceFile(method)) method = method.parent;
  if (!ts.isMethodDeclaration(method)) return false;
  // Once per method, not per stored value (6,000 decorator resolutions for 1,000 handlers at 1,000 routes).
  const handlers = ctx.project.table(API_HANDLERS);
  let api = handlers.get(method);
  if (api === undefined) {
    api = (ts.getDecorators(method) ?? []).some((d) => isApiDecorator(d, ctx.checker));
    handlers.set(method, api);
  }
  return api;
}

/** Per build: whether a method is an @Api handler (inResponse()). */
const API_HANDLERS: BuildTable<ts.MethodDeclaration, boolean> = { name: '@Api handlers' };

/** A type whose values may be undefined: it has undefined, or is any/unknown. */
function holdsUndefined(type: ts.Type): boolean {
  const kind = nullishKind(type);
  return kind === 'undefined' || kind === 'both' || kind === 'unknown';
}

/**
 * Whether a declared member read as `$o->k` may hold JsUndefined: its type (at the read) has
 * undefined, or is any/unknown, and it is not a class's field read from an instance (an
 * instance's field holds null; a copy, `{ ...instance }` or Object.assign(), is a
 * \stdClass that holds JsUndefined there, and the checker gives its members the class's
 * symbols). `receiver` is the read's object type, when the caller knows it.
 */
export function mayHoldUndefined(
  type: ts.Type,
  symbol: ts.Symbol | undefined,
  ctx: TransformContext,
  receiver?: ts.Type,
): boolean {
  if (!holdsUndefined(type)) return false;
  const decl = symbol?.valueDeclaration;
  const classField = !!decl && (ts.isPropertyDeclaration(decl) || ts.isParameter(decl)) && ts.isClassLike(decl.parent);
  return !classField || (receiver !== undefined && !isClassInstance(receiver, ctx));
}

/** Whether every value of the type is an instance of a class (a type parameter: by its constraint). */
function isClassInstance(type: ts.Type, ctx: TransformContext): boolean {
  const value = ctx.checker.getNonNullableType(type);
  if (value.isUnion()) return value.types.every((t) => isClassInstance(t, ctx));
  const apparent = value.flags & ts.TypeFlags.TypeParameter ? ctx.checker.getBaseConstraintOfType(value) : value;
  const symbol = apparent?.getSymbol();
  return !!symbol && (symbol.flags & ts.SymbolFlags.Class) !== 0;
}

/** The declared type of the property `name` of an object literal's contextual type (its index signature's for a computed key). */
export function memberType(
  target: ts.Type | undefined,
  name: string | undefined,
  ctx: TransformContext,
): ts.Type | undefined {
  if (!target) return undefined;
  const symbol = name === undefined ? undefined : ctx.checker.getPropertyOfType(target, name);
  if (symbol) return ctx.checker.getTypeOfSymbol(symbol);
  return ctx.checker.getIndexInfoOfType(target, ts.IndexKind.String)?.type;
}

/**
 * `o.k = v` / `o[k] = v` as a statement on a plain object (not an array, a class instance or
 * a value of unknown type): the value to write, as storedValue() gives it. Undefined where the
 * write stays as it was (a used value `x = (o.k = v)` is v itself, not the stored JsUndefined).
 */
export function storedAssignment(
  node: ts.BinaryExpression,
  ctx: TransformContext,
  valueUsed: boolean,
): Expr | undefined {
  const left = node.left;
  if (valueUsed || !(ts.isPropertyAccessExpression(left) || ts.isElementAccessExpression(left))) return undefined;
  const receiver = ctx.checker.getNonNullableType(ctx.typeOf(left.expression));
  if (!isPlainObjectType(receiver, ctx)) return undefined;
  const symbol = ctx.checker.getSymbolAtLocation(ts.isPropertyAccessExpression(left) ? left.name : left);
  const decl = symbol?.valueDeclaration;
  if (decl && (ts.isPropertyDeclaration(decl) || ts.isParameter(decl)) && ts.isClassLike(decl.parent)) return undefined;
  const name = ts.isPropertyAccessExpression(left)
    ? left.name.text
    : ts.isStringLiteralLike(left.argumentExpression)
      ? left.argumentExpression.text
      : undefined;
  const member = memberType(receiver, name, ctx) ?? ctx.typeOf(left);
  return storedValue(node.right, ctx, () => ctx.transformExpression(node.right), member);
}
