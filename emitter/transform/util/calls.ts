// Call arguments and callees, shared by the visitors and the builtins: arguments with
// spreads, and the guard that lets only a closure be called.
import ts from '#typescript';
import { type Expr, nul } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { isArrayType } from './types.js';
import { valueSymbol } from '../analysis/locals.js';
import { skipOuter } from './syntax.js';

/** The arguments of a call or `new` (spreads of arrays included). */
export function callArgs(node: ts.CallExpression | ts.NewExpression, ctx: TransformContext): Expr[] {
  return transformArguments(node.arguments ?? [], ctx);
}
/**
 * Call arguments, with spreads of arrays: `f( ...$a->items )`; a spread before other
 * arguments merges them into one list, since PHP allows no argument after a spread.
 * `value` translates a plain argument, `list` wraps a spread array's items.
 */
export function transformArguments(
  args: readonly ts.Expression[],
  ctx: TransformContext,
  value = (a: ts.Expression): Expr => ctx.transformExpression(a),
  list = (items: Expr): Expr => items,
): Expr[] {
  const spreadAt = args.findIndex((a) => ts.isSpreadElement(a));
  if (spreadAt < 0) return args.map(value);
  const items = (a: ts.SpreadElement): Expr => {
    if (!isArrayType(ctx.typeOf(a.expression), ctx.checker)) {
      ctx.unsupported(a, Unsupported.spreadNonArray());
    }
    return list({ kind: 'prop', object: ctx.transformExpression(a.expression), name: 'items' });
  };
  const onlyTrailing = args.slice(spreadAt).every((a) => ts.isSpreadElement(a)) && args.slice(spreadAt).length === 1;
  if (onlyTrailing) {
    return [...args.slice(0, spreadAt).map(value), { kind: 'spread', expr: items(args[spreadAt] as ts.SpreadElement) }];
  }
  const parts: Expr[] = [];
  let plain: Expr[] = [];
  const flush = () => {
    if (plain.length) parts.push({ kind: 'array', items: plain.map((value) => ({ value })) });
    plain = [];
  };
  for (const a of args) {
    if (ts.isSpreadElement(a)) {
      flush();
      parts.push(items(a));
    } else {
      plain.push(value(a));
    }
  }
  flush();
  return [{ kind: 'spread', expr: { kind: 'call', callee: 'array_merge', args: parts } }];
}
/**
 * A function value the PHP is about to call (or hand to the runtime, which calls it). The
 * translation makes every function a \Closure, but PHP also calls a string or an array that
 * names a function (`'shell_exec'`), and such a value can come from data the types do not
 * see (JSON, a spread, a cast). So, unless the value surely is one of the translation's
 * closures, Js::function_value() lets only a closure through and otherwise throws
 * JavaScript's TypeError, naming a callee by its source text and a callback by its value
 * (as V8 does).
 */
export function closureOnly(
  node: ts.Expression,
  php: Expr,
  ctx: TransformContext,
  role: 'callee' | 'callback' = 'callee',
): Expr {
  if (php.kind === 'closure' || isClosureSource(node, ctx)) return php;
  const label: Expr = role === 'callee' ? { kind: 'string', value: calleeText(node) } : nul;
  return { kind: 'staticCall', className: ctx.runtime.js, name: 'function_value', args: [php, label] };
}
/**
 * Whether `node` always evaluates to a closure: a function literal, a function declaration,
 * or a const holding one or the result of a factory, a function of this program every one
 * of whose returns is such a value and whose body ends in a return (`const random =
 * seededRandom( 7 )`): the translation makes each of those a closure.
 */
function isClosureSource(node: ts.Expression, ctx: TransformContext, depth = 0): boolean {
  const inner = skipOuter(node);
  if (ts.isArrowFunction(inner) || ts.isFunctionExpression(inner)) return true;
  if (depth > 3) return false;
  if (ts.isCallExpression(inner)) return !inner.questionDotToken && returnsClosure(inner.expression, ctx, depth + 1);
  if (!ts.isIdentifier(inner)) return false;
  const decl = valueSymbol(inner, ctx.checker)?.valueDeclaration;
  if (!decl) return false;
  if (ts.isFunctionDeclaration(decl)) return true;
  if (!ts.isVariableDeclaration(decl) || !decl.initializer || !(ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const))
    return false;
  return isClosureSource(decl.initializer, ctx, depth + 1);
}
/** Whether calling `callee` surely gives a closure: it names a factory of this program (isClosureSource()). */
function returnsClosure(callee: ts.Expression, ctx: TransformContext, depth: number): boolean {
  const inner = skipOuter(callee);
  if (!ts.isIdentifier(inner)) return false;
  let symbol = valueSymbol(inner, ctx.checker);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = ctx.checker.getAliasedSymbol(symbol);
  const decl = symbol?.valueDeclaration;
  if (!decl) return false;
  let fn: ts.Node = decl;
  if (ts.isVariableDeclaration(decl)) {
    if (!decl.initializer || !(ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const)) return false;
    fn = skipOuter(decl.initializer);
  }
  if (!ts.isFunctionDeclaration(fn) && !ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return false;
  if (!fn.body || fn.asteriskToken || fn.getSourceFile().isDeclarationFile) return false;
  if (ts.getCombinedModifierFlags(fn) & ts.ModifierFlags.Async) return false;
  if (!ts.isBlock(fn.body)) return isClosureSource(fn.body, ctx, depth);
  const last = fn.body.statements[fn.body.statements.length - 1];
  if (!last || !ts.isReturnStatement(last)) return false;
  let all = true;
  const visit = (n: ts.Node): void => {
    if (!all || ts.isFunctionLike(n) || ts.isClassLike(n)) return;
    if (ts.isReturnStatement(n) && !(n.expression && isClosureSource(n.expression, ctx, depth))) all = false;
    else ts.forEachChild(n, visit);
  };
  fn.body.statements.forEach(visit);
  return all;
}
/** How V8 names a callee in "… is not a function": its source text, on one line. */
function calleeText(node: ts.Expression): string {
  const text = skipOuter(node).getText().replace(/\s+/g, ' ');
  return text.length > 60 ? '(intermediate value)' : text;
}
