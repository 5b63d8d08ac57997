// Constructors: parameter properties, field initializers and `super(…)` in JavaScript's
// order, and what an Error subclass passes to its base.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { type Expr, exprStmt, type Stmt, v } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { transformArguments } from '../util/calls.js';
import { type ClassPlan, isParameterProperty } from './plan.js';

export function constructorBody(
  ctor: ts.ConstructorDeclaration,
  ctx: TransformContext,
  base: ClassPlan['base'],
  parentHasCtor: boolean,
  fieldInits: Stmt[],
  isController: boolean,
): Stmt[] {
  const stmts = ctor.body!.statements;
  const paramProps: Stmt[] = ctor.parameters.filter(isParameterProperty).flatMap((p) => {
    if (!ts.isIdentifier(p.name)) return [];
    const name = ctx.lookupSymbol(ctx.checker.getSymbolAtLocation(p.name)!) ?? p.name.text;
    return [
      exprStmt({
        kind: 'assign',
        op: '=',
        target: { kind: 'prop', object: v('this'), name: p.name.text },
        value: v(name),
      }),
    ];
  });
  const at = stmts.findIndex(isSuperCall);
  if (at < 0) {
    const nested = findSuper(ctor.body!);
    if (nested) ctx.unsupported(nested, Unsupported.nestedSuperCall());
    return [...fieldInits, ...paramProps, ...ctx.transformStatements(stmts)];
  }
  const before = ctx.transformStatements(stmts.slice(0, at));
  const call = stmts[at] as ts.ExpressionStatement & { expression: ts.CallExpression };
  const superCall: Stmt[] = [];
  if (base.kind === 'error') {
    const arg = call.expression.arguments[0];
    if (call.expression.arguments.length > 1) ctx.unsupported(call.expression.arguments[1], Unsupported.errorOptions());
    superCall.push(
      exprStmt({
        kind: 'staticCall',
        className: 'parent',
        name: '__construct',
        args: arg ? [errorMessage(arg, ctx)] : [],
      }),
    );
  } else if (parentHasCtor && !isController) {
    superCall.push(
      exprStmt({
        kind: 'staticCall',
        className: 'parent',
        name: '__construct',
        args: transformArguments(call.expression.arguments, ctx),
      }),
    );
  } else {
    for (const a of call.expression.arguments) superCall.push(exprStmt(ctx.transformExpression(a)));
  }
  const after = ctx.transformStatements(stmts.slice(at + 1));
  const nested = findSuper(ctor.body!, call);
  if (nested) ctx.unsupported(nested, Unsupported.secondSuperCall());
  return [...before, ...superCall, ...fieldInits, ...paramProps, ...after];
}

function errorMessage(arg: ts.Expression, ctx: TransformContext): Expr {
  const value = ctx.transformExpression(arg);
  if (ctx.typeOf(arg).flags & ts.TypeFlags.StringLike) return value;
  // new Error(undefined) has the message '', new Error(null) the message 'null'.
  return { kind: 'staticCall', className: ctx.runtime.js, name: 'error_message', args: [value] };
}

function findSuper(node: ts.Node, except?: ts.Node): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (n: ts.Node) => {
    if (found || n === except) return;
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.SuperKeyword) {
      found = n;
      return;
    }
    if (ts.isFunctionLike(n) && !ts.isArrowFunction(n)) return;
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

function isSuperCall(s: ts.Statement): s is ts.ExpressionStatement & { expression: ts.CallExpression } {
  return (
    ts.isExpressionStatement(s) &&
    ts.isCallExpression(s.expression) &&
    s.expression.expression.kind === ts.SyntaxKind.SuperKeyword
  );
}
