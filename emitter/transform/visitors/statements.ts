import ts from '#typescript';
import { effectStatements } from '../analysis/operand-hoist.js';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { exprStmt, nul, v, type Expr, type Stmt } from '../../php/ast.js';
import { unsupportedLocalClass } from '../classes/references.js';
import type { TransformContext, VisitorMap } from '../context.js';
import { transformFunctionDeclaration } from './functions.js';
import { truthy } from '../util/conversions.js';
import {
  doStatement,
  forInStatement,
  forOfStatement,
  forStatement,
  jumpStatement,
  labeledStatement,
  switchStatement,
  throwStatement,
  tryStatement,
  whileStatement,
} from './control-flow.js';
import { bindingAssignments, destructuringStatements, isAssignmentPattern } from './destructuring.js';
import { commaOperands, skipOuter } from '../util/syntax.js';
import { threeWayCompare } from './operators.js';
import { presenceAssignment, recordReadPresence, tracksPresence, writeWithPresence } from '../analysis/presence.js';
import { declareTrackedLength, trackedWrite } from '../analysis/append-length.js';

function block(node: ts.Block, ctx: TransformContext): Stmt[] {
  return ctx.transformStatements(node.statements);
}

function returnStatement(node: ts.ReturnStatement, ctx: TransformContext): Stmt[] {
  if (!node.expression) return [{ kind: 'return', expr: ctx.bareReturns.get(node) ?? nul }];
  const { value, branches } = branchedValue(node.expression, ctx);
  return branches ? [branches((expr) => [{ kind: 'return', expr }])] : [{ kind: 'return', expr: value }];
}

/**
 * A declaration's or a return's value. `c ? a : b` whose branch places statements before
 * itself (a callback written as a loop, a held operand: neither may go before the whole
 * statement, since the branch may not run) also comes as `branches`, an if/else with each
 * branch's statements in its block, the value put to use by `finish`; `value` is the
 * ternary of the same translations. A branch that is a conditional itself nests.
 */
export function branchedValue(
  init: ts.Expression,
  ctx: TransformContext,
): { value: Expr; branches?: (finish: (expr: Expr) => Stmt[]) => Stmt } {
  const e = skipOuter(init);
  if (!ts.isConditionalExpression(e)) return { value: ctx.transformExpression(init) };
  const compare = threeWayCompare(e, ctx);
  if (compare) return { value: compare };
  const cond = truthy(e.condition, ctx);
  const arm = (node: ts.Expression) => {
    let inner: ReturnType<typeof branchedValue> | undefined;
    const root = ctx.translateAsRoot(node, () => (inner = branchedValue(node, ctx)).value);
    const { value, branches } = inner!;
    return {
      value,
      placed: root.placed || !!branches,
      merge: () => root.merge(),
      stmts: (finish: (expr: Expr) => Stmt[]): Stmt[] =>
        root.place((expr) => (branches ? [branches(finish)] : finish(expr))),
    };
  };
  const yes = arm(e.whenTrue);
  const no = arm(e.whenFalse);
  const value: Expr = { kind: 'ternary', cond, then: yes.value, else: no.value };
  if (!yes.placed && !no.placed) {
    // Written back as a ternary: the statement turns off what its branches turned off.
    yes.merge();
    no.merge();
    return { value };
  }
  return { value, branches: (finish) => ({ kind: 'if', cond, then: yes.stmts(finish), else: no.stmts(finish) }) };
}

/** An expression for its effect: `a, b` is two statements, `[a, b] = [b, a]` one per target. */
function expressionStatement(node: ts.ExpressionStatement, ctx: TransformContext): Stmt[] {
  return commaOperands(node.expression).flatMap((e): Stmt[] => {
    let inner = e;
    while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
    if (
      ts.isBinaryExpression(inner) &&
      inner.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      isAssignmentPattern(inner.left)
    ) {
      return destructuringStatements(inner, ctx).map(exprStmt);
    }
    const tracked = trackedWrite(inner, ctx);
    if (tracked) return tracked;
    const present = presenceAssignment(inner, ctx);
    if (present) return present.map(exprStmt);
    return effectStatements(ctx.transformExpression(e), ctx);
  });
}

function ifStatement(node: ts.IfStatement, ctx: TransformContext): Stmt[] {
  return [
    {
      kind: 'if',
      cond: truthy(node.expression, ctx),
      then: ctx.transformStatement(node.thenStatement),
      else: node.elseStatement ? ctx.transformStatement(node.elseStatement) : undefined,
    },
  ];
}

function variableStatement(node: ts.VariableStatement, ctx: TransformContext): Stmt[] {
  const list = node.declarationList;
  if (!(list.flags & (ts.NodeFlags.Const | ts.NodeFlags.Let))) {
    ctx.unsupported(list, Unsupported.varDeclaration());
    return [];
  }
  return list.declarations.flatMap((decl): Stmt[] => {
    if (tracksPresence(decl, ctx)) {
      const write = writeWithPresence(decl.initializer, ctx); // Translated before declaring, as below.
      const name = ctx.declareVariable(decl.name as ts.Identifier);
      const writes = write(name, ctx.declarePresence(decl.name as ts.Identifier)!).map(exprStmt);
      return [...writes, ...declareTrackedLength(decl, name, v(name), ctx)];
    }
    // Translate the initializer before declaring, so `const x = x` in an inner block reads the outer x.
    if (!ts.isIdentifier(decl.name)) {
      const value = decl.initializer ? ctx.transformExpression(decl.initializer) : nul;
      return bindingAssignments(decl.name, value, ctx).map(exprStmt);
    }
    const { value, branches } = decl.initializer ? branchedValue(decl.initializer, ctx) : { value: nul };
    const name = ctx.declareVariable(decl.name);
    const present = recordReadPresence(decl, ctx);
    const write = (expr: Expr): Stmt[] => [exprStmt({ kind: 'assign', op: '=', target: v(name), value: expr })];
    return [
      ...(branches ? [branches(write)] : write(value)),
      ...declareTrackedLength(decl, name, value, ctx),
      ...(present ? [exprStmt(present)] : []),
    ];
  });
}

export const statementVisitors: VisitorMap<Stmt[]> = {
  [ts.SyntaxKind.Block]: block,
  [ts.SyntaxKind.ReturnStatement]: returnStatement,
  [ts.SyntaxKind.ExpressionStatement]: expressionStatement,
  [ts.SyntaxKind.IfStatement]: ifStatement,
  [ts.SyntaxKind.VariableStatement]: variableStatement,
  [ts.SyntaxKind.EmptyStatement]: () => [],
  // Loops, switch, labels, exceptions (control-flow.ts).
  [ts.SyntaxKind.ForStatement]: forStatement,
  [ts.SyntaxKind.ForOfStatement]: forOfStatement,
  [ts.SyntaxKind.ForInStatement]: forInStatement,
  [ts.SyntaxKind.WhileStatement]: whileStatement,
  [ts.SyntaxKind.DoStatement]: doStatement,
  [ts.SyntaxKind.BreakStatement]: jumpStatement,
  [ts.SyntaxKind.ContinueStatement]: jumpStatement,
  [ts.SyntaxKind.LabeledStatement]: labeledStatement,
  [ts.SyntaxKind.SwitchStatement]: switchStatement,
  [ts.SyntaxKind.TryStatement]: tryStatement,
  [ts.SyntaxKind.ThrowStatement]: throwStatement,
  // Types only: nothing to translate.
  [ts.SyntaxKind.TypeAliasDeclaration]: () => [],
  [ts.SyntaxKind.InterfaceDeclaration]: () => [],
  // Never translated: each names what to write instead.
  [ts.SyntaxKind.WithStatement]: (node: ts.WithStatement, ctx: TransformContext) => {
    ctx.unsupported(node, Unsupported.withStatement());
    return [];
  },
  [ts.SyntaxKind.DebuggerStatement]: (node: ts.DebuggerStatement, ctx: TransformContext) => {
    ctx.unsupported(node, Unsupported.debuggerStatement());
    return [];
  },
  // Functions and classes declared in a body (functions.ts, classes.ts).
  [ts.SyntaxKind.FunctionDeclaration]: transformFunctionDeclaration,
  [ts.SyntaxKind.ClassDeclaration]: unsupportedLocalClass,
  [ts.SyntaxKind.EnumDeclaration]: unsupportedLocalClass,
};
