// `xs.map((x) => …)`, `.filter`, `.reduce(fn, init)`, `.forEach`, `.some`, `.every`, `.find`
// and `.findIndex` with a literal arrow as a PHP loop placed before the statement, instead of
// JsArray's method calling a closure per element. The loop is the JsArray method written
// out: the length read once, each index read from the array as it is then (a callback that
// changes the array is seen, a hole is skipped, or null in map's result and undefined for
// find, as the runtime has it), `some`/`every`/`find`/`findIndex` stopping at the first
// answer, the callback's parameters (value, index, array; accumulator first for reduce) as
// locals. Only where that changes nothing else:
// - the call is the first thing its statement evaluates and runs exactly once each time
//   the statement runs (operand-hoist.ts's rule: an initializer, an argument after inert
//   ones, a return value, the receiver of another call, so `.filter(…).map(…)` chains);
// - the receiver is an array (held in a temp: the body may assign its variable);
// - the callback is a non-async arrow function with plain parameters none of which it
//   assigns, and no function or class inside it (nothing can capture a loop variable);
// - its body is an expression, or a block whose only `return` is its last statement (a
//   forEach body may have none, and its expression body is kept for its effect). A `throw`
//   in the body leaves the loop as it leaves the callback.
// `Array.from(source, arrow)` is the same loop over JsArray::from( source ), mapped in place.
import ts from '#typescript';
import { binary, bool, call, exprStmt, not, nul, num, v, type Expr, type Stmt } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { truthy } from '../util/conversions.js';
import { assignmentsOf, valueSymbol } from '../analysis/locals.js';
import { effectStatements, mayHoistBefore } from '../analysis/operand-hoist.js';
import { isArrayType } from '../util/types.js';
import { CALLBACK_METHODS } from '../analysis/ranges.js';

const assign = (target: Expr, value: Expr): Stmt => exprStmt({ kind: 'assign', op: '=', target, value });

function hasFunction(node: ts.Node): boolean {
  return ts.isFunctionLike(node) || ts.isClassLike(node) || !!ts.forEachChild(node, (c) => hasFunction(c) || undefined);
}

/** Whether the body reads `param` (`(_, i) => …` never reads its first: no element is read for it). */
function isRead(param: ts.ParameterDeclaration, body: ts.Node, ctx: TransformContext): boolean {
  const symbol = valueSymbol(param.name as ts.Identifier, ctx.checker);
  const visit = (n: ts.Node): boolean =>
    (ts.isIdentifier(n) && valueSymbol(n, ctx.checker) === symbol) ||
    !!ts.forEachChild(n, (c) => visit(c) || undefined);
  return visit(body);
}

function hasReturn(node: ts.Node): boolean {
  return ts.isReturnStatement(node) || !!ts.forEachChild(node, (c) => hasReturn(c) || undefined);
}

/** The body's statements and its result expression, or undefined when a `return` is elsewhere than last. */
function bodyParts(
  fn: ts.ArrowFunction,
  name: string,
): { stmts: ts.Statement[]; result?: ts.Expression; root: ts.Statement | ts.Expression } | undefined {
  if (!ts.isBlock(fn.body)) return { stmts: [], result: fn.body, root: fn.body };
  const stmts = [...fn.body.statements];
  const last = stmts[stmts.length - 1];
  const result = last && ts.isReturnStatement(last) ? last.expression : undefined;
  if (result) stmts.pop();
  if (stmts.some(hasReturn) || (last && ts.isReturnStatement(last) && !result)) return undefined;
  if (!result && name !== 'forEach') return undefined;
  return { stmts, result, root: last };
}

/** The loop form of `recv.name(fn[, init])`, or undefined when it does not apply. */
export function inlineCallbackLoop(
  node: ts.CallExpression,
  callee: ts.PropertyAccessExpression,
  name: string,
  ctx: TransformContext,
): Expr | undefined {
  if (!CALLBACK_METHODS.has(name)) return undefined;
  const reduce = name === 'reduce';
  if (node.arguments.length !== (reduce ? 2 : 1) || node.questionDotToken || callee.questionDotToken) return undefined;
  const recv = callee.expression;
  if (!isArrayType(ctx.typeOf(recv), ctx.checker)) return undefined;
  return inlineLoop(node, name, () => ctx.transformExpression(recv), ctx);
}

/**
 * `Array.from(source, (value, index) => …)` as `list()`, JsArray::from( source ) (the list it
 * makes: undefined at each index of `{ length: n }`), mapped in place by a loop, or undefined.
 */
export function inlineArrayFrom(node: ts.CallExpression, list: () => Expr, ctx: TransformContext): Expr | undefined {
  if (node.arguments.length !== 2 || node.questionDotToken) return undefined;
  return inlineLoop(node, 'from', list, ctx);
}

function inlineLoop(
  node: ts.CallExpression,
  name: string,
  receiver: () => Expr,
  ctx: TransformContext,
): Expr | undefined {
  const reduce = name === 'reduce';
  const prelude = ctx.operandPrelude;
  if (!prelude) return undefined;
  // A visitor that translates a node twice gets the same loop, run once.
  const again = prelude.held.get(node);
  if (again) return again;
  const fn = node.arguments[name === 'from' ? 1 : 0];
  if (!ts.isArrowFunction(fn) || fn.modifiers?.length || hasFunction(fn.body)) return undefined;
  const parts = bodyParts(fn, name);
  if (!parts) return undefined;
  const params = fn.parameters;
  if (params.length > (reduce ? 4 : name === 'from' ? 2 : 3) || (reduce && params.length < 1)) return undefined;
  for (const p of params) {
    if (!ts.isIdentifier(p.name) || p.initializer || p.dotDotDotToken) return undefined;
    const symbol = valueSymbol(p.name, ctx.checker);
    if (!symbol || assignmentsOf(symbol, ctx).length) return undefined;
  }
  if (reduce && ts.isSpreadElement(node.arguments[1])) return undefined;
  if (!mayHoistBefore(node, ctx)) return undefined;

  // The receiver first (it may place loops of its own), then the seed, then the loop.
  const src = v(ctx.tempVariable());
  prelude.add(assign(src, receiver()));
  const seed = reduce ? ctx.transformExpression(node.arguments[1]) : undefined;
  const names = params.map((p) => v(ctx.declareVariable(p.name as ts.Identifier)));
  const [accVar, valueVar, indexVar, arrayVar] = reduce ? names : [undefined, ...names];
  const acc = reduce ? (accVar ?? v(ctx.tempVariable())) : undefined;
  if (acc && seed) prelude.add(assign(acc, seed));
  const len = v(ctx.tempVariable());
  const k = indexVar ?? v(ctx.tempVariable());
  const out = v(ctx.tempVariable());
  const items: Expr = { kind: 'prop', object: src, name: 'items' };
  const element: Expr = { kind: 'index', object: items, index: k };
  // isset() is an opcode; only a null element (or a hole) pays for array_key_exists().
  const exists: Expr = binary('||', { kind: 'isset', exprs: [element] }, call('array_key_exists', [k, items]));

  const { stmts, result, root } = parts;
  // The body inside the loop: its statements (breaks inside count from their own loops),
  // then its result, translated as the `return` it is (hoisting what it would hoist there).
  const body = (use: (value: Expr) => Stmt[], test = false): Stmt[] =>
    ctx.inBreakable({ kind: 'loop', labels: [] }, () => {
      const head = ctx.transformStatements(stmts);
      if (!result) return head;
      const value = () => (test ? truthy(result, ctx) : ctx.transformExpression(result));
      return [...head, ...ctx.transformAsRoot(root, value, use)];
    });
  const valueParam = params[reduce ? 1 : 0];
  const valueRead = !!valueVar && isRead(valueParam, fn.body, ctx);
  const read = (value: Expr): Stmt[] => (valueVar && valueRead ? [assign(valueVar, value)] : []);
  const loop = (inner: Stmt[]): Stmt => ({
    kind: 'for',
    init: [{ kind: 'assign', op: '=', target: k, value: num(0) }],
    cond: [binary('<', k, len)],
    update: [{ kind: 'incdec', op: '++', prefix: true, target: k }],
    body: inner,
  });
  const pre: Stmt[] = [assign(len, call('count', [items]))];
  if (arrayVar) pre.push(assign(arrayVar, src));
  let answer: Expr = out;
  if (name === 'from') {
    // Every index holds a value (JsArray::from fills them): each is replaced by its result.
    const each = body((value) => [assign(element, value)]);
    pre.push(loop([...read(element), ...each]));
    answer = src;
  } else if (reduce) {
    const each = body((value) => [assign(acc!, value)]);
    pre.push(loop([{ kind: 'if', cond: exists, then: [...read(element), ...each] }]));
    answer = acc!;
  } else if (name === 'map') {
    pre.push(assign(out, { kind: 'array', items: [] }));
    const push = (value: Expr): Stmt => assign({ kind: 'index', object: out, index: null }, value);
    const each = body((value) => [push(value)]);
    pre.push(loop([{ kind: 'if', cond: exists, then: [...read(element), ...each], else: [push(nul)] }]));
    answer = { kind: 'new', className: ctx.runtime.jsArray, args: [out] };
  } else if (name === 'filter') {
    pre.push(assign(out, { kind: 'array', items: [] }));
    const item = valueVar ?? v(ctx.tempVariable());
    const each = body(
      (keep) => [{ kind: 'if', cond: keep, then: [assign({ kind: 'index', object: out, index: null }, item)] }],
      true,
    );
    pre.push(loop([{ kind: 'if', cond: exists, then: [assign(item, element), ...each] }]));
    answer = { kind: 'new', className: ctx.runtime.jsArray, args: [out] };
  } else if (name === 'forEach') {
    const then = [...read(element), ...body((value) => effectStatements(value, ctx))];
    // A callback that does nothing needs no loop (an empty one is Generic.CodeAnalysis.EmptyStatement).
    if (then.length) pre.push(loop([{ kind: 'if', cond: exists, then }]));
    else pre.length = 0;
    answer = nul;
  } else {
    // some, every: an element that exists decides; find, findIndex: every index, a hole as undefined.
    const item = valueVar ?? v(ctx.tempVariable());
    const found: Record<string, [Expr, Expr]> = {
      some: [bool(false), bool(true)],
      every: [bool(true), bool(false)],
      find: [nul, item],
      findIndex: [num(-1), k],
    };
    const [miss, hit] = found[name];
    pre.push(assign(out, miss));
    const stop = (cond: Expr): Stmt[] => [{ kind: 'if', cond, then: [assign(out, hit), { kind: 'break' }] }];
    const each = body((value) => stop(name === 'every' ? not(value) : value), true);
    const inner: Stmt[] =
      name === 'some' || name === 'every'
        ? [{ kind: 'if', cond: exists, then: [...read(element), ...each] }]
        : [
            assign(item, { kind: 'ternary', cond: { kind: 'isset', exprs: [element] }, then: element, else: nul }),
            ...each,
          ];
    pre.push(loop(inner));
  }
  for (const s of pre) prelude.add(s);
  prelude.held.set(node, answer);
  return answer;
}
