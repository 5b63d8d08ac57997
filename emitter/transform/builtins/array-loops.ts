// `const out = xs.map((x) => …)`, `.filter(…)` and `const total = xs.reduce((acc, x) => …, init)`
// as a PHP loop before the statement instead of JsArray's method calling a closure per
// element. The loop is JsArray::map/filter/reduce written out: the length read once, each
// index read from the array as it is then (a callback that changes the array is seen, a
// hole is skipped, or null in map's result as the runtime has it), the callback's body
// evaluated with its parameters as locals. Only where that is the whole translation:
// - the call is the whole initializer of a `const`/`let` declaring one plain name, so
//   nothing in the statement runs before it;
// - the array is a local variable (copied to a temp: the body may assign the variable);
// - the callback is an arrow function with an expression body, plain parameters (value and
//   index; accumulator, value and index for reduce), none of them assigned, and no function
//   inside it.
import ts from '#typescript';
import { binary, call, exprStmt, num, v, type Expr, type Stmt } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { truthy } from '../util/conversions.js';
import { assignmentsOf, valueSymbol } from '../analysis/locals.js';
import { isArrayType } from '../util/types.js';

const assign = (target: Expr, value: Expr): Stmt => exprStmt({ kind: 'assign', op: '=', target, value });

function hasFunction(node: ts.Node): boolean {
  return ts.isFunctionLike(node) || ts.isClassLike(node) || !!ts.forEachChild(node, (c) => hasFunction(c) || undefined);
}

/** The loop form of `recv.name(fn[, init])`, or undefined when it does not apply. */
export function inlineCallbackLoop(
  node: ts.CallExpression,
  callee: ts.PropertyAccessExpression,
  name: string,
  ctx: TransformContext,
): Expr | undefined {
  const reduce = name === 'reduce';
  if (name !== 'map' && name !== 'filter' && !reduce) return undefined;
  if (node.arguments.length !== (reduce ? 2 : 1) || node.questionDotToken || callee.questionDotToken) return undefined;
  const prelude = ctx.prelude;
  const statement = prelude?.statement;
  if (
    !prelude ||
    !statement ||
    !ts.isVariableStatement(statement) ||
    statement.declarationList.declarations.length !== 1 ||
    !ts.isIdentifier(statement.declarationList.declarations[0].name) ||
    statement.declarationList.declarations[0].initializer !== node
  )
    return undefined;
  const recv = callee.expression;
  if (!ts.isIdentifier(recv) || !ctx.variableFor(recv) || !isArrayType(ctx.typeOf(recv), ctx.checker)) return undefined;
  const fn = node.arguments[0];
  if (!ts.isArrowFunction(fn) || ts.isBlock(fn.body) || fn.modifiers?.length || hasFunction(fn.body)) return undefined;
  const params = fn.parameters;
  if (params.length > (reduce ? 3 : 2) || (reduce && params.length < 1)) return undefined;
  for (const p of params) {
    if (!ts.isIdentifier(p.name) || p.initializer || p.dotDotDotToken) return undefined;
    const symbol = valueSymbol(p.name, ctx.checker);
    if (!symbol || assignmentsOf(symbol, ctx).length) return undefined;
  }
  if (reduce && ts.isSpreadElement(node.arguments[1])) return undefined;

  const names = params.map((p) => v(ctx.declareVariable(p.name as ts.Identifier)));
  const [accVar, valueVar, indexVar] = reduce ? names : [undefined, names[0], names[1]];
  const src = v(ctx.tempVariable());
  const len = v(ctx.tempVariable());
  const k = indexVar ?? v(ctx.tempVariable());
  const items: Expr = { kind: 'prop', object: src, name: 'items' };
  const element: Expr = { kind: 'index', object: items, index: k };
  // isset() is an opcode; only a null element (or a hole) pays for array_key_exists().
  const exists: Expr = binary('||', { kind: 'isset', exprs: [element] }, call('array_key_exists', [k, items]));
  const read: Stmt[] = valueVar ? [assign(valueVar, element)] : [];
  const pre: Stmt[] = [assign(src, ctx.transformExpression(recv)), assign(len, call('count', [items]))];
  const loop = (body: Stmt[]): Stmt => ({
    kind: 'for',
    init: [{ kind: 'assign', op: '=', target: k, value: num(0) }],
    cond: [binary('<', k, len)],
    update: [{ kind: 'incdec', op: '++', prefix: true, target: k }],
    body,
  });
  let result: Expr;
  if (reduce) {
    const acc = accVar ?? v(ctx.tempVariable());
    pre.push(assign(acc, ctx.transformExpression(node.arguments[1])));
    const value = ctx.transformExpression(fn.body);
    pre.push(loop([{ kind: 'if', cond: exists, then: [...read, assign(acc, value)] }]));
    result = acc;
  } else {
    const out = v(ctx.tempVariable());
    pre.push(assign(out, { kind: 'array', items: [] }));
    const push = (value: Expr): Stmt => assign({ kind: 'index', object: out, index: null }, value);
    if (name === 'map') {
      const value = ctx.transformExpression(fn.body);
      pre.push(loop([{ kind: 'if', cond: exists, then: [...read, push(value)], else: [push({ kind: 'null' })] }]));
    } else {
      const item = valueVar ?? v(ctx.tempVariable());
      const keep = truthy(fn.body, ctx);
      pre.push(
        loop([
          { kind: 'if', cond: exists, then: [assign(item, element), { kind: 'if', cond: keep, then: [push(item)] }] },
        ]),
      );
    }
    result = { kind: 'new', className: ctx.runtime.jsArray, args: [out] };
  }
  for (const s of pre) prelude.add(s);
  return result;
}
