import ts from '#typescript';
import { effectStatements } from '../analysis/operand-hoist.js';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { exprStmt, nul, v, type Stmt } from '../../php/ast.js';
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
import { commaOperands } from '../util/syntax.js';
import { presenceAssignment, recordReadPresence, tracksPresence, writeWithPresence } from '../analysis/presence.js';
import { declareTrackedLength, trackedWrite } from '../analysis/append-length.js';

function block(node: ts.Block, ctx: TransformContext): Stmt[] {
  return ctx.transformStatements(node.statements);
}

function returnStatement(node: ts.ReturnStatement, ctx: TransformContext): Stmt[] {
  return [
    {
      kind: 'return',
      expr: node.expression ? ctx.transformExpression(node.expression) : (ctx.bareReturns.get(node) ?? nul),
    },
  ];
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
    const value = decl.initializer ? ctx.transformExpression(decl.initializer) : nul;
    if (!ts.isIdentifier(decl.name)) return bindingAssignments(decl.name, value, ctx).map(exprStmt);
    const name = ctx.declareVariable(decl.name);
    const present = recordReadPresence(decl, ctx);
    return [
      exprStmt({ kind: 'assign', op: '=', target: v(name), value }),
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
