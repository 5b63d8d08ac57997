import path from 'node:path';
import ts from '#typescript';
import { Rules, type Problem } from '../diagnostics/catalogue.js';
import { asWarning, diagnosticAt, type Diagnostic } from '../diagnostics/diagnostic.js';
import { isTs2wpExport, resolveSymbol } from '../libs.js';
import type { RouteModel, SourcePos } from '../model.js';
import { evaluate, propertyKey } from './evaluate.js';
import { validateOptions } from './options.js';
import { readRequestSchema } from './request-schema.js';
import { responseSchema } from './response-schema.js';

/** A route of a TypeScript controller and the method that handles it. */
export interface TsRoute {
  model: RouteModel;
  handler: ts.MethodDeclaration;
}

/** A TypeScript controller class found in the project, with its routes. */
export interface TsController {
  className: string;
  file: string;
  node: ts.ClassDeclaration;
  /** Methods carrying @Api (valid or not), by method name. */
  handlers: Map<string, ts.MethodDeclaration>;
  /** Its valid routes, in source order (each also in TsAnalysis.routes). */
  routes: TsRoute[];
}

export interface TsAnalysis {
  controllers: TsController[];
  routes: RouteModel[];
  diagnostics: Diagnostic[];
}

/** Finds controller classes and their @Api methods by resolved symbol, not by name text. */
export function analyzeTsControllers(program: ts.Program, files: string[], projectDir: string): TsAnalysis {
  const checker = program.getTypeChecker();
  const out: TsAnalysis = { controllers: [], routes: [], diagnostics: [] };
  for (const fileName of files) {
    const sf = program.getSourceFile(fileName);
    if (!sf) continue;
    for (const stmt of sf.statements) {
      if (ts.isClassDeclaration(stmt)) analyzeClass(stmt, checker, projectDir, out);
    }
  }
  return out;
}

function analyzeClass(cls: ts.ClassDeclaration, checker: ts.TypeChecker, projectDir: string, out: TsAnalysis): void {
  const isController = extendsController(cls, checker);
  const handlers = new Map<string, ts.MethodDeclaration>();
  const routes: TsRoute[] = [];
  const report = (node: ts.Node, problem: Problem) => out.diagnostics.push(diagnosticAt(node, problem));

  for (const member of cls.members) {
    const decorators = ts.canHaveDecorators(member) ? (ts.getDecorators(member) ?? []) : [];
    for (const decorator of decorators) {
      if (!isApiDecorator(decorator, checker)) continue;
      if (!isController || !cls.name) {
        report(decorator, Rules.NotAController.outsideController(cls.name?.text));
        continue;
      }
      if (!ts.isMethodDeclaration(member)) {
        report(decorator, Rules.NotAMethod.decorator());
        continue;
      }
      const name = member.name;
      if (
        ts.isPrivateIdentifier(name) ||
        hasModifier(member, ts.SyntaxKind.PrivateKeyword) ||
        hasModifier(member, ts.SyntaxKind.ProtectedKeyword)
      ) {
        report(decorator, Rules.PrivateHandler.decorator());
        continue;
      }
      if (hasModifier(member, ts.SyntaxKind.StaticKeyword)) {
        report(decorator, Rules.StaticHandler.decorator());
        continue;
      }
      if (!ts.isIdentifier(name)) {
        report(name, Rules.BadHandlerSignature.name());
        continue;
      }
      if (member.parameters.length > 2 || member.parameters.some((p) => p.dotDotDotToken)) {
        report(member.parameters[2] ?? member.parameters[0], Rules.BadHandlerSignature.parameters());
        continue;
      }
      handlers.set(name.text, member);
      const route = readOptions(decorator, checker, report, (problem) =>
        out.diagnostics.push(asWarning(diagnosticAt(decorator, problem))),
      );
      if (!route) continue;
      const model: RouteModel = {
        ...route,
        controller: cls.name.text,
        handler: name.text,
        pos: sourcePos(decorator, projectDir),
      };
      readRequestSchema(model, member, checker, report);
      const response = responseSchema(checker, member, model.name ?? name.text);
      if (response) model.response = response;
      out.routes.push(model);
      routes.push({ model, handler: member });
    }
  }
  if (isController && cls.name) {
    out.controllers.push({ className: cls.name.text, file: cls.getSourceFile().fileName, node: cls, handlers, routes });
  }
}

type RouteOptions = Omit<RouteModel, 'controller' | 'handler' | 'pos'>;

function readOptions(
  decorator: ts.Decorator,
  checker: ts.TypeChecker,
  report: (node: ts.Node, problem: Problem) => void,
  warn: (problem: Problem) => void,
): RouteOptions | undefined {
  const call = decorator.expression as ts.CallExpression;
  if (call.arguments.length !== 1) {
    report(decorator, Rules.BadDecoratorCall.arguments());
    return undefined;
  }
  const arg = call.arguments[0];
  const evaluated = evaluate(arg, checker);
  if (!evaluated.ok) {
    report(evaluated.node, Rules.OptionNotStatic.decorator());
    return undefined;
  }
  const value = evaluated.value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    report(arg, Rules.BadDecoratorCall.notAnObject());
    return undefined;
  }
  // Point each option's error at its own property when the options are written inline.
  let inner: ts.Expression = arg;
  while (ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner) || ts.isParenthesizedExpression(inner))
    inner = inner.expression;
  const literal = ts.isObjectLiteralExpression(inner) ? inner : undefined;
  const nodeFor = (key: string): ts.Node => {
    const prop = literal?.properties.find((p) => p.name && propertyKey(p.name) === key);
    return prop ?? arg;
  };
  const result = validateOptions(value);
  for (const problem of result.problems) {
    if (problem.warning) warn(problem.problem);
    else report(nodeFor(problem.key), problem.problem);
  }
  return result.route;
}

/** `@Api(…)`: ts2wp's decorator (not a project function of that name). */
export function isApiDecorator(decorator: ts.Decorator, checker: ts.TypeChecker): boolean {
  const expr = ts.isCallExpression(decorator.expression) ? decorator.expression.expression : decorator.expression;
  return resolvesToLib(expr, 'Api', checker);
}

/** True when the class extends Controller, directly or through project classes (a shared abstract base). */
function extendsController(cls: ts.ClassDeclaration, checker: ts.TypeChecker, seen = new Set<ts.Node>()): boolean {
  const ext = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
  if (!ext || seen.has(cls)) return false;
  if (resolvesToLib(ext.expression, 'Controller', checker)) return true;
  seen.add(cls);
  const base = resolveSymbol(ext.expression, checker)?.declarations?.find(ts.isClassDeclaration);
  return !!base && extendsController(base, checker, seen);
}

/** True when `expr` names the export `name` of the ts2wp package, however it was imported. */
function resolvesToLib(expr: ts.Expression, name: string, checker: ts.TypeChecker): boolean {
  return isTs2wpExport(resolveSymbol(expr, checker), name);
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return (ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined)?.some((m) => m.kind === kind) ?? false;
}

export function sourcePos(node: ts.Node, projectDir: string): SourcePos {
  const sf = node.getSourceFile();
  const start = node.getStart(sf);
  const { line, character } = sf.getLineAndCharacterOfPosition(start);
  return {
    file: path.relative(projectDir, sf.fileName).split(path.sep).join('/'),
    line: line + 1,
    col: character + 1,
    start,
    length: node.getEnd() - start,
  };
}
