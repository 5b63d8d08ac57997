import ts from '#typescript';
import type { TsController } from '../analyze/routes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { permissionValue, pluginNamespaces, type RouteModel } from '../model.js';
import { exprStmt, str, valueToExpr, type Attribute, type MethodDecl, type PhpFile } from '../php/ast.js';
import { transformClassMembers } from './classes/members.js';
import { withClass } from './classes/plan.js';
import type { TransformContext } from './context.js';
import { checkFunctionForm, functionParts } from './visitors/functions.js';
import type { ProjectModules } from './modules.js';
import { docComment } from './util/doc.js';

/**
 * One TypeScript controller class → one PHP file under app/Controllers/: its @Api
 * handlers, and its other members (helper methods, static members, fields, a
 * constructor without required parameters) as in any class (see classes.ts).
 */
export function transformController(
  controller: TsController,
  modules: ProjectModules,
): { file: PhpFile; diagnostics: Diagnostic[] } {
  const ns = pluginNamespaces(modules.phpNamespace);
  const ctx = modules.createContext();
  ctx.namespace = ns.controllers;
  const fq = `\\${ns.controllers}\\${controller.className}`;
  const {
    members,
    staticInit,
    isAbstract,
    extends: base,
  } = withClass(ctx, { fq, node: controller.node, isStatic: false }, () =>
    transformClassMembers(controller.node, ctx, {
      handler: (member) => {
        if (!ts.isIdentifier(member.name) || !controller.handlers.has(member.name.text)) return undefined;
        const route = controller.routes.find((r) => r.handler === member);
        return transformHandler(member, route ? [apiAttribute(route.model)] : [], ctx);
      },
    }),
  );
  // A controller may extend a project class that extends Controller (a shared abstract base).
  const body: PhpFile['body'] = [
    { kind: 'class', name: controller.className, extends: base ?? 'Controller', members, isAbstract },
  ];
  if (staticInit.length)
    body.push(exprStmt({ kind: 'staticCall', className: controller.className, name: 'ts2wp_init', args: [] }));

  return {
    diagnostics: ctx.diagnostics,
    file: {
      namespace: ns.controllers,
      abspathGuard: true,
      uses: [
        `${ns.framework}\\Attributes\\Api`,
        `${ns.framework}\\Controller`,
        `${ns.framework}\\Js`,
        `${ns.framework}\\JsArray`,
        ...[...ctx.runtimeClasses].sort().map((name) => `${ns.framework}\\${name}`),
        ...ctx.importLines(),
      ],
      body,
    },
  };
}

function transformHandler(node: ts.MethodDeclaration, attributes: Attribute[], ctx: TransformContext): MethodDecl {
  return ctx.inFunction(node, () => {
    checkFunctionForm(node, ctx);
    const { params, body } = functionParts(node, ctx);
    return {
      kind: 'method',
      name: (node.name as ts.Identifier).text,
      visibility: 'public',
      isStatic: false,
      params,
      attributes,
      body,
      doc: docComment(node),
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
  args.push(
    { name: 'methods', value: methods },
    { name: 'params', value: params },
    { name: 'permission', value: valueToExpr(permissionValue(route.permission)) },
  );
  return { name: 'Api', args };
}
