// Telling an absent member from a null one. PHP has one null, so a value typed
// `T | null | undefined` cannot say which one it holds (TS2WP3212). A member declared
// `x?: T | null` on an object type can: undefined there means "not a member" (JSON data, the
// handler's params, never holds undefined), so `o.x === undefined` is
// `! property_exists( $o, 'x' )` and `o.x === null` is `property_exists( … ) && null === $o->x`.
// A local destructured from such a member (`const { x } = o`, `({ x }: P)`) and never
// reassigned carries its presence in a second variable, `$x_present`. So does a local
// initialized from a read that may find nothing (`const raw = params.count` on a
// Record<string, unknown>, `const v = list[i]`): `$raw_present = ! Js::missing( … )`, declared
// only when the local is read where the bit answers (readsPresence()). A reassigned local keeps
// the bit when each of its writes is a statement whose value's presence is known (tracksPresence()).
//
// Storing undefined in such a member would break that reading, so writing a value that may
// be undefined to it is an error (TS2WP3221): see checkMemberWrite().
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { binary, bool, call, not, nul, str, v, type Expr } from '../../php/ast.js';
import { declaredFieldRead } from '../util/fields.js';
import { isPlainObjectType } from '../util/types.js';
import { holdOperand, isReadTwice } from './operand-hoist.js';
import type { TransformContext } from '../context.js';
import { assignmentsOf, isCaptured, narrowedToPresent, readsPresenceOf, isReassigned } from './locals.js';
import { mayMissRead, mayMissTarget, missingRead } from '../util/values.js';
import { js } from '../util/runtime.js';
import { nullishKind } from '../util/nullish.js';
import { isOptionalChainRoot } from '../util/syntax.js';

/**
 * True when `name` is a member `x?: T | null` of the plain object type `type`: declared
 * optional in an interface or type literal (not a class field, which PHP always has), with
 * null in its type.
 */
export function isOptionalNullableMember(type: ts.Type, name: string, ctx: TransformContext): boolean {
  if (!isPlainObjectType(type, ctx)) return false;
  const symbol = ctx.checker.getPropertyOfType(type, name);
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Optional)) return false;
  const decls = symbol.declarations ?? [];
  if (!decls.length || !decls.every((d) => ts.isPropertySignature(d))) return false;
  return nullishKind(ctx.checker.getTypeOfSymbol(symbol)) === 'both';
}

/** How to test that a value of type `T | null | undefined` is there, and how to read it once it is. */
export interface Presence {
  /** True when the member is there (its value may be null); evaluates the object once. */
  present: Expr;
  /** The value, read after `present`. */
  value: Expr;
}

/** The presence test of `node` when it is a member `x?: T | null` or a local destructured from one. */
export function presenceOf(node: ts.Expression, ctx: TransformContext): Presence | undefined {
  let target = node;
  while (ts.isParenthesizedExpression(target)) target = target.expression;
  if (ts.isPropertyAccessExpression(target) && ts.isIdentifier(target.name)) {
    // `o.x`, or `o?.x` (absent also when `o` is null or undefined); not a link further down a chain.
    const optional = !!target.questionDotToken;
    if (ts.isOptionalChain(target) && (!optional || ts.isOptionalChain(target.expression))) return undefined;
    const name = target.name.text;
    const objectType = ctx.typeOf(target.expression);
    if (!isOptionalNullableMember(optional ? ctx.checker.getNonNullableType(objectType) : objectType, name, ctx))
      return undefined;
    const object = ctx.transformExpression(target.expression);
    const kept = isReadTwice(object, ctx) ? object : holdOperand(target.expression, object, ctx, target);
    const base = kept ?? v(ctx.tempVariable());
    const first: Expr = kept ? kept : { kind: 'assign', op: '=', target: base, value: object };
    const present = optional
      ? binary('&&', binary('!==', nul, first), call('property_exists', [base, str(name)]))
      : call('property_exists', [first, str(name)]);
    return { present, value: declaredFieldRead(base, ctx.checker.getNonNullableType(objectType), name, ctx) };
  }
  if (ts.isIdentifier(target)) {
    const symbol = variableSymbol(target, ctx);
    const present = symbol && ctx.presenceOf(symbol);
    if (present) return { present: v(present), value: ctx.transformExpression(target) };
  }
  return undefined;
}

/**
 * `convert(value)` of a member `x?: T | null` (or a local destructured from one), and `absent`
 * when it is not there: `String(o.x)` is 'undefined' for an absent member, 'null' for a null.
 * Likewise an optional chain typed without undefined, `absent` where it short-circuits.
 * Undefined when `node` has no presence test.
 */
export function unlessAbsent(
  node: ts.Expression,
  ctx: TransformContext,
  convert: (value: Expr) => Expr,
  absent: Expr,
): Expr | undefined {
  const chain = chainTypedWithoutUndefined(node, ctx);
  if (chain) return ctx.withChainOutcome(chain, { absent, convert }, () => ctx.transformExpression(chain));
  const presence = presenceOfValue(node, ctx);
  if (!presence) return undefined;
  return { kind: 'ternary', cond: presence.present, then: convert(presence.value), else: absent };
}

/**
 * An optional chain whose type has no undefined, though it short-circuits to undefined: a
 * `?.` after a read past an array's end, which TypeScript types as the element
 * (`rows[9]?.views` on a `Row[]` is a `number`). unlessAbsent() converts it in each branch.
 */
function chainTypedWithoutUndefined(node: ts.Expression, ctx: TransformContext): ts.OptionalChain | undefined {
  let inner = node;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  if (!isOptionalChainRoot(inner)) return undefined;
  const kind = nullishKind(ctx.typeOf(inner));
  return kind === 'none' || kind === 'null' ? inner : undefined;
}

/**
 * The presence test of a value that has one and whose PHP null is ambiguous: typed
 * `T | null | undefined`, or a local read from a key that may be missing (whatever its type
 * says: an index signature's type leaves undefined out).
 */
export function presenceOfValue(node: ts.Expression, ctx: TransformContext): Presence | undefined {
  if (nullishKind(ctx.typeOf(node)) === 'both') return presenceOf(node, ctx);
  let target = node;
  while (ts.isParenthesizedExpression(target)) target = target.expression;
  if (!ts.isIdentifier(target)) return undefined;
  const symbol = variableSymbol(target, ctx);
  const decl = symbol?.valueDeclaration;
  if (!symbol || !decl || !ts.isVariableDeclaration(decl)) return undefined;
  return narrowedToPresent(target, symbol, ctx.checker) ? undefined : presenceOf(target, ctx);
}

/** The variable an identifier reads; in a shorthand `{ id }` the checker's symbol at `id` is the property's. */
function variableSymbol(id: ts.Identifier, ctx: TransformContext): ts.Symbol | undefined {
  return ts.isShorthandPropertyAssignment(id.parent) && id.parent.name === id
    ? ctx.checker.getShorthandAssignmentValueSymbol(id.parent)
    : ctx.checker.getSymbolAtLocation(id);
}

/**
 * `const raw = o[k]` where the read may find nothing (missingRead()), the local is never
 * reassigned and is read where its presence answers: declares `$raw_present` and returns
 * `$raw_present = ! Js::missing( $o, $k )`, evaluated after the assignment (the object and
 * key are plain paths the new local cannot be).
 */
export function recordReadPresence(decl: ts.VariableDeclaration, ctx: TransformContext): Expr | undefined {
  if (!ts.isIdentifier(decl.name) || !decl.initializer) return undefined;
  const symbol = ctx.checker.getSymbolAtLocation(decl.name);
  if (!symbol || !readsPresenceOf(symbol, ctx) || isReassigned(symbol, ctx)) return undefined;
  const missing = missingRead(decl.initializer, ctx);
  if (!missing) return undefined;
  const variable = ctx.declarePresence(decl.name);
  if (!variable) return undefined;
  return { kind: 'assign', op: '=', target: v(variable), value: not(missing) };
}

/**
 * A local whose every write is a statement (`let v = e;`, `v = e;` in its own function) of a
 * value whose presence is known (writeWithPresence()), read where its presence answers: it carries
 * `$v_present` through each write, reassigned or not (`let label = LABELS[a]; … label = LABELS[b];`).
 * A reassigned local is not tracked when a closure captures it (the closure would copy a stale bit).
 */
export function tracksPresence(decl: ts.VariableDeclaration, ctx: TransformContext): boolean {
  if (!ts.isIdentifier(decl.name)) return false;
  const symbol = ctx.checker.getSymbolAtLocation(decl.name);
  if (!symbol || !readsPresenceOf(symbol, ctx)) return false;
  const writes = assignmentsOf(symbol, ctx);
  if (writes.length && isCaptured(symbol, ctx)) return false;
  const home = functionOf(decl);
  const statementWrite = (id: ts.Node): ts.Expression | undefined => {
    const assign = id.parent;
    if (!ts.isBinaryExpression(assign) || assign.left !== id) return undefined;
    if (assign.operatorToken.kind !== ts.SyntaxKind.EqualsToken || functionOf(assign) !== home) return undefined;
    let at: ts.Node = assign;
    while (ts.isParenthesizedExpression(at.parent)) at = at.parent;
    return ts.isExpressionStatement(at.parent) ? assign.right : undefined;
  };
  if (!writes.length) {
    // Never reassigned: recordReadPresence() covers a read on plain paths, and a type tells the rest.
    const init = decl.initializer;
    return !!init && !!mayMissTarget(init, ctx) && !missingRead(init, ctx);
  }
  const values = [decl.initializer, ...writes.map(statementWrite)];
  if (values.slice(1).some((value) => !value)) return false;
  // Without a read that may find nothing among them, the local's type answers (it has undefined or not).
  if (!values.some((value) => value && mayMissTarget(value, ctx))) return false;
  return values.every((value) => presenceKnown(value, ctx));
}

/** The function (or source file) a node runs in. */
function functionOf(node: ts.Node): ts.Node {
  let at = node.parent;
  while (!ts.isFunctionLike(at) && !ts.isSourceFile(at)) at = at.parent;
  return at;
}

/** Whether writeWithPresence() knows the presence of the value written (undefined: `let v;`). */
function presenceKnown(value: ts.Expression | undefined, ctx: TransformContext): boolean {
  if (!value || isUndefinedLiteral(value, ctx) || mayMissTarget(value, ctx)) return true;
  const kind = nullishKind(ctx.typeOf(value));
  return kind === 'none' || kind === 'undefined';
}

const isUndefinedLiteral = (node: ts.Expression, ctx: TransformContext) =>
  ts.isIdentifier(node) && node.text === 'undefined' && !ctx.variableFor(node);

/**
 * Translates `value` (undefined: `let v;`) written to a local that tracks its presence, and
 * gives the writes of the local `variable` and its bit `present`: `$v = Js::read_present( $o,
 * $k, $v_present )` for a read that may find nothing (object and key computed once), else
 * `$v = …; $v_present = …` (false for undefined, `null !== $v` for a type with undefined, else true).
 */
export function writeWithPresence(
  value: ts.Expression | undefined,
  ctx: TransformContext,
): (variable: string, present: string) => Expr[] {
  const assign = (to: string, e: Expr): Expr => ({ kind: 'assign', op: '=', target: v(to), value: e });
  if (!value || isUndefinedLiteral(value, ctx))
    return (variable, present) => [assign(variable, nul), assign(present, bool(false))];
  const read = mayMissRead(value, ctx);
  if (read)
    return (variable, present) => [assign(variable, js(ctx, 'read_present', [read.object, read.key, v(present)]))];
  const translated = ctx.transformExpression(value);
  const maybeUndefined = nullishKind(ctx.typeOf(value)) === 'undefined';
  return (variable, present) => [
    assign(variable, translated),
    assign(present, maybeUndefined ? binary('!==', nul, v(variable)) : bool(true)),
  ];
}

/**
 * `v = e;` as a statement, where the local `v` carries its presence through reassignments
 * (tracksPresence()): the writes of the value and of `$v_present`. Undefined for any other expression.
 */
export function presenceAssignment(node: ts.Expression, ctx: TransformContext): Expr[] | undefined {
  if (!ts.isBinaryExpression(node) || node.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
  if (!ts.isIdentifier(node.left)) return undefined;
  const symbol = ctx.checker.getSymbolAtLocation(node.left);
  const present = symbol && isReassigned(symbol, ctx) ? ctx.presenceOf(symbol) : undefined;
  const variable = present && ctx.variableFor(node.left);
  if (!present || !variable) return undefined;
  return writeWithPresence(node.right, ctx)(variable, present);
}

/**
 * `const { x } = o` where `x` is a member `x?: T | null` of `o` and the local is never
 * reassigned: declares `$x_present` and returns `$x_present = property_exists( $o, 'x' )`.
 */
export function recordPresence(
  id: ts.Node,
  source: Expr,
  sourceType: ts.Type,
  name: string,
  ctx: TransformContext,
): Expr | undefined {
  if (!ts.isIdentifier(id) || !ts.isBindingElement(id.parent) || id.parent.initializer) return undefined;
  if (!isOptionalNullableMember(sourceType, name, ctx)) return undefined;
  const symbol = ctx.checker.getSymbolAtLocation(id);
  if (!symbol || isReassigned(symbol, ctx)) return undefined;
  const variable = ctx.declarePresence(id);
  if (!variable) return undefined;
  return { kind: 'assign', op: '=', target: v(variable), value: call('property_exists', [source, str(name)]) };
}

/**
 * Writing a value that may be undefined to a member `x?: T | null` (`o.x = v`, `{ x: v }`):
 * PHP would store null, and the member would then read as present and null. Reported
 * (TS2WP3221); `delete o.x` or leaving the member out says "absent".
 */
export function checkMemberWrite(
  objectType: ts.Type | undefined,
  name: string,
  value: ts.Expression,
  at: ts.Node,
  ctx: TransformContext,
): void {
  if (!objectType || !isOptionalNullableMember(objectType, name, ctx)) return;
  const kind = nullishKind(ctx.typeOf(value));
  if (kind === 'undefined' || kind === 'both') ctx.report(at, Unsupported.undefinedInNullableMember(name));
}
