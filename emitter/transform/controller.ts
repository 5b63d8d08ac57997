import ts from 'typescript';
import type { TsController } from '../analyze/routes.js';
import type { Diagnostic } from '../diagnostics.js';
import type { RouteModel } from '../model.js';
import { str, valueToExpr, type Attribute, type MethodDecl, type Param, type PhpFile } from '../php/ast.js';
import { TransformContext } from './context.js';
import { expressionVisitors } from './expressions.js';
import { statementVisitors } from './statements.js';

/** PHP namespaces of a plugin, derived from its `phpNamespace` (namespaces match folders). */
export function pluginNamespaces(phpNamespace: string) {
  return {
    framework: `${phpNamespace}\\Framework`,
    controllers: `${phpNamespace}\\App\\Controllers`,
  };
}

/** One TypeScript controller class → one PHP file under app/Controllers/. */
export function transformController(
  controller: TsController,
  routes: readonly RouteModel[],
  checker: ts.TypeChecker,
  phpNamespace: string,
): { file: PhpFile; diagnostics: Diagnostic[] } {
  const ns = pluginNamespaces(phpNamespace);
  const ctx = new TransformContext(checker, expressionVisitors, statementVisitors, { js: 'Js', jsArray: 'JsArray' });
  const methods: MethodDecl[] = [];

  for (const member of controller.node.members) {
    if (ts.isMethodDeclaration(member) && ts.isIdentifier(member.name) && controller.handlers.has(member.name.text)) {
      const route = routes.find((r) => r.controller === controller.className && r.handler === (member.name as ts.Identifier).text);
      methods.push(transformMethod(member, route ? [apiAttribute(route)] : [], ctx));
    } else if (!ts.isSemicolonClassElement(member)) {
      ctx.unsupported(member, 'A controller member without @Api', 'Move helpers into functions outside the class, or see docs/supported-subset.md.');
    }
  }

  return {
    diagnostics: ctx.diagnostics,
    file: {
      namespace: ns.controllers,
      abspathGuard: true,
      uses: [`${ns.framework}\\Attributes\\Api`, `${ns.framework}\\Controller`, `${ns.framework}\\Js`, `${ns.framework}\\JsArray`],
      body: [{ kind: 'class', name: controller.className, extends: 'Controller', members: methods }],
    },
  };
}

function transformMethod(node: ts.MethodDeclaration, attributes: Attribute[], ctx: TransformContext): MethodDecl {
  return ctx.inFunction(node, () => {
    const params: Param[] = node.parameters.map((p) => {
      if (!ts.isIdentifier(p.name)) {
        ctx.unsupported(p.name, 'Destructuring a handler parameter', 'Take `params` whole and read `params.x`.');
        return { name: 'params' };
      }
      return { name: ctx.declareVariable(p.name) };
    });
    return {
      kind: 'method',
      name: (node.name as ts.Identifier).text,
      visibility: 'public',
      isStatic: false,
      params,
      attributes,
      body: node.body ? ctx.transformStatements(node.body.statements) : [],
    };
  });
}

/** The seed's attribute, on one line, with every option spelled out. */
export function apiAttribute(route: RouteModel): Attribute {
  const methods = valueToExpr(route.methods);
  const params = valueToExpr(Object.fromEntries(route.params.map((p) => [p.name, p.type])));
  const args: Attribute['args'] = [
    { name: 'namespace', value: str(route.namespace) },
    { name: 'endpoint', value: str(route.endpoint) },
  ];
  if (route.name !== null) args.push({ name: 'name', value: str(route.name) });
  args.push({ name: 'methods', value: methods }, { name: 'params', value: params }, { name: 'permission', value: { kind: 'bool', value: route.permission } });
  return { name: 'Api', args };
}
