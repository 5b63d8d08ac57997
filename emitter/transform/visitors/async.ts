// `async` and `await`. A PHP request runs synchronously, and so can an `async` handler
// whose every promise is awaited where it is made: with one chain of awaits and nothing
// running beside it, JavaScript resumes each `await` in the same order as a synchronous
// run, so `await f()` is `f()`, `await x` is `x` and `Promise.resolve(x)` is `x`.
// A promise that escapes (not awaited, kept in a variable, passed to a callee, an async
// callback whose promises a library collects) would behave differently: rejected
// (TS2WP3313, TS2WP3301).
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { isLibGlobal, isTypeScriptLibSymbol } from '../../libs.js';
import { nul, type Expr } from '../../php/ast.js';
import { transformCall } from '../builtins/index.js';
import type { TransformContext } from '../context.js';

function hasAsync(node: ts.Node): boolean {
  return (
    (ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined)?.some(
      (m) => m.kind === ts.SyntaxKind.AsyncKeyword,
    ) ?? false
  );
}

/** `x` outside the parentheses and type assertions around it. */
function outer(node: ts.Node): ts.Node {
  let n = node;
  while (
    ts.isParenthesizedExpression(n.parent) ||
    ts.isAsExpression(n.parent) ||
    ts.isSatisfiesExpression(n.parent) ||
    ts.isNonNullExpression(n.parent)
  )
    n = n.parent;
  return n;
}

/** True when a promise made at `node` is awaited at once or returned from an `async` function. */
function isAwaitedAtOnce(node: ts.Expression): boolean {
  const n = outer(node);
  const parent = n.parent;
  if (ts.isAwaitExpression(parent)) return true;
  if (ts.isReturnStatement(parent)) {
    let fn: ts.Node | undefined = parent.parent;
    while (fn && !ts.isFunctionLike(fn)) fn = fn.parent;
    return !!fn && hasAsync(fn);
  }
  // `async () => load()`
  return ts.isArrowFunction(parent) && parent.body === n && hasAsync(parent);
}

function isPromiseResolve(node: ts.CallExpression, ctx: TransformContext): boolean {
  const callee = node.expression;
  return (
    ts.isPropertyAccessExpression(callee) &&
    callee.name.text === 'resolve' &&
    isLibGlobal(callee.expression, 'Promise', ctx.checker)
  );
}

function isPromiseType(type: ts.Type): boolean {
  const name = (type.getSymbol() ?? type.aliasSymbol)?.getName();
  return name === 'Promise' || name === 'PromiseLike';
}

/**
 * False when a call's declarations say its value is no promise: it calls a function, or a
 * global of TypeScript's lib (`Number(x)`), by name, and every call signature is non-generic
 * and returns no promise, so the call's type is one of those returns. Else the checker's type
 * of the call answers, which checks the arguments again (their flow analysis; 1,000 calls at
 * 1,000 routes whose type nothing else asks).
 */
function mayMakePromise(node: ts.CallExpression, ctx: TransformContext): boolean {
  if (!ts.isIdentifier(node.expression)) return true;
  let symbol = ctx.checker.getSymbolAtLocation(node.expression);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = ctx.checker.getAliasedSymbol(symbol);
  // A local or parameter may be narrowed to a part of its declared type; a function or a lib global is not.
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Function || isTypeScriptLibSymbol(symbol))) return true;
  const type = ctx.checker.getTypeOfSymbol(symbol);
  if (type.flags & ts.TypeFlags.Union) return true;
  const signatures = type.getCallSignatures();
  return (
    !signatures.length ||
    signatures.some((s) => !!s.typeParameters?.length || isPromiseType(ctx.checker.getReturnTypeOfSignature(s)))
  );
}

/** A call, checking that a promise it makes is awaited where it is made. */
export function transformCallAwaited(node: ts.CallExpression, ctx: TransformContext): Expr {
  const resolve = isPromiseResolve(node, ctx);
  if (!isAwaitedAtOnce(node) && (resolve || (mayMakePromise(node, ctx) && isPromiseType(ctx.typeOf(node)))))
    return ctx.unsupported(node, Unsupported.promiseNotAwaited());
  if (resolve) return node.arguments[0] ? ctx.transformExpression(node.arguments[0]) : nul;
  return transformCall(node, ctx);
}

/** `await x`: the value itself (see the top of this file). */
export function transformAwait(node: ts.AwaitExpression, ctx: TransformContext): Expr {
  const type = ctx.typeOf(node.expression);
  if (!isPromiseType(type) && ctx.checker.getPropertyOfType(type, 'then'))
    return ctx.unsupported(node, Unsupported.awaitExpression());
  return ctx.transformExpression(node.expression);
}

/** An `async` function expression or arrow passed to a call: the callee would get promises. */
export function isAsyncCallback(node: ts.ArrowFunction | ts.FunctionExpression): boolean {
  if (!hasAsync(node)) return false;
  const parent = outer(node).parent;
  return (ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression !== outer(node);
}
