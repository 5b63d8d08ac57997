import ts from 'typescript';
import { exprStmt, nul, v, type Stmt } from '../php/ast.js';
import type { TransformContext, VisitorMap } from './context.js';
import { truthy } from './expressions.js';

function block(node: ts.Block, ctx: TransformContext): Stmt[] {
  return ctx.transformStatements(node.statements);
}

function returnStatement(node: ts.ReturnStatement, ctx: TransformContext): Stmt[] {
  return [{ kind: 'return', expr: node.expression ? ctx.transformExpression(node.expression) : nul }];
}

function expressionStatement(node: ts.ExpressionStatement, ctx: TransformContext): Stmt[] {
  return [exprStmt(ctx.transformExpression(node.expression))];
}

function ifStatement(node: ts.IfStatement, ctx: TransformContext): Stmt[] {
  return [{
    kind: 'if',
    cond: truthy(node.expression, ctx),
    then: ctx.transformStatement(node.thenStatement),
    else: node.elseStatement ? ctx.transformStatement(node.elseStatement) : undefined,
  }];
}

function variableStatement(node: ts.VariableStatement, ctx: TransformContext): Stmt[] {
  const list = node.declarationList;
  if (!(list.flags & (ts.NodeFlags.Const | ts.NodeFlags.Let))) {
    ctx.unsupported(list, '`var`', 'Use `const` or `let`.');
    return [];
  }
  return list.declarations.flatMap((decl): Stmt[] => {
    if (!ts.isIdentifier(decl.name)) {
      ctx.unsupported(decl.name, 'Destructuring', 'Declare one variable at a time.');
      return [];
    }
    // Translate the initializer before declaring, so `const x = x` in an inner block reads the outer x.
    const value = decl.initializer ? ctx.transformExpression(decl.initializer) : nul;
    const name = ctx.declareVariable(decl.name);
    return [exprStmt({ kind: 'assign', op: '=', target: v(name), value })];
  });
}

export const statementVisitors: VisitorMap<Stmt[]> = {
  [ts.SyntaxKind.Block]: block,
  [ts.SyntaxKind.ReturnStatement]: returnStatement,
  [ts.SyntaxKind.ExpressionStatement]: expressionStatement,
  [ts.SyntaxKind.IfStatement]: ifStatement,
  [ts.SyntaxKind.VariableStatement]: variableStatement,
  [ts.SyntaxKind.EmptyStatement]: () => [],
};
