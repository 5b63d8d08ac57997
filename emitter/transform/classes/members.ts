// Class bodies: controllers' own members, and the plain classes and enums a project
// declares, each in its own PHP file (plans: plan.ts; expressions that use them: references.ts).
//
// A TypeScript class becomes a PHP class. Fields are public PHP properties (TypeScript's
// `private` is a compile-time check: the field is an ordinary property at run time and
// JSON.stringify writes it), except `#private` ones, which become PHP `private` and are
// renamed `ts2wp_private_name`. Methods keep their visibility. A field that is never null by
// its type but holds PHP null is undefined in JavaScript, so JSON leaves it out
// (the class lists such fields in TS2WP_OPTIONAL for Js::to_json()).
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import {
  binary,
  exprStmt,
  nul,
  str,
  v,
  type ClassConstDecl,
  type ClassDecl,
  type Expr,
  type MethodDecl,
  type Param,
  type PropertyDecl,
  type Stmt,
} from '../../php/ast.js';
import { isTs2wpExport, resolveSymbol } from '../../libs.js';
import { hookDecoratorKind } from '../../analyze/hooks.js';
import type { TransformContext } from '../context.js';
import { docComment } from '../util/doc.js';
import { checkFunctionForm, functionParts } from '../visitors/functions.js';
import { isLiteralConstant } from '../util/syntax.js';
import { phpPropertyName, phpMemberName } from '../util/identifiers.js';
import type { ClassFrame } from '../shapes.js';
import {
  planOf,
  baseOf,
  classRef,
  isEnumObjectUsed,
  ERROR_OWN_FIELDS,
  hasModifier,
  isParameterProperty,
  isStaticMember,
  literalsAfterSuper,
  memberKey,
  PLAIN,
  withClass,
  enumConstName,
} from './plan.js';
import { constructorBody } from './constructors.js';

// ---------------------------------------------------------------------------------------
// Class bodies.

export interface ControllerOptions {
  /** @Api methods, translated by controller.ts. */
  handler(member: ts.MethodDeclaration): MethodDecl | undefined;
}

/** PHP members of a class (a controller when `controller` is given). */
export function transformClassMembers(
  decl: ts.ClassDeclaration,
  ctx: TransformContext,
  controller?: ControllerOptions,
): { members: ClassDecl['members']; staticInit: Stmt[]; isAbstract: boolean; extends?: string } {
  const modules = ctx.project;
  const plan = planOf(decl, modules);
  const members: ClassDecl['members'] = [];
  const methods: MethodDecl[] = [];
  const staticInit: Stmt[] = [];
  const fieldInits: Stmt[] = [];
  const instanceFields: PropertyDecl[] = [];
  const staticFields: PropertyDecl[] = [];
  const isAbstract = hasModifier(decl, ts.SyntaxKind.AbstractKeyword);
  const frame = (isStatic: boolean): ClassFrame => ({ fq: plan.fq, node: decl, isStatic });

  for (const d of ts.canHaveDecorators(decl) ? (ts.getDecorators(decl) ?? []) : []) {
    ctx.unsupported(d, Unsupported.classDecorator());
  }
  let extendsName: string | undefined;
  const base = baseOf(decl, modules);
  if (base === 'unsupported') {
    const ext = decl.heritageClauses!.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)!.types[0];
    ctx.unsupported(ext, Unsupported.unsupportedBase());
  } else if (base.kind === 'user') {
    extendsName = withClass(ctx, { fq: plan.fq, node: decl, isStatic: false }, () => classRef(ctx, base.plan.fq));
  } else if (base.kind === 'controller' && !controller) {
    // A base class for controllers declared outside app/Controllers/.
    extendsName = ctx.runtimeClass('Controller');
  } else if (base.kind === 'error') {
    extendsName = ctx.runtimeClass(base.name === 'Error' ? 'JsError' : `Js${base.name}`);
    const params = decl.members.flatMap((m) =>
      ts.isConstructorDeclaration(m) ? m.parameters.filter(isParameterProperty) : [],
    );
    for (const m of [...decl.members, ...params]) {
      const key = ts.isPropertyDeclaration(m)
        ? memberKey(m.name)
        : ts.isParameter(m) && ts.isIdentifier(m.name)
          ? m.name.text
          : undefined;
      if (key !== undefined && ERROR_OWN_FIELDS.includes(key)) ctx.unsupported(m, Unsupported.errorSubclassField(key));
    }
  }

  const ctor = decl.members.find((m): m is ts.ConstructorDeclaration => ts.isConstructorDeclaration(m) && !!m.body);
  // Parameter properties come first in JavaScript's field order.
  for (const p of ctor?.parameters ?? []) {
    if (!isParameterProperty(p)) continue;
    if (!ts.isIdentifier(p.name)) {
      ctx.unsupported(p.name, Unsupported.parameterPropertyPattern());
      continue;
    }
    if (controller) {
      ctx.unsupported(p, Unsupported.controllerParameterProperty());
      continue;
    }
  }

  for (const m of decl.members) {
    const decorators = ts.canHaveDecorators(m) ? (ts.getDecorators(m) ?? []) : [];
    const isApi = (d: ts.Decorator) =>
      isTs2wpExport(
        resolveSymbol(ts.isCallExpression(d.expression) ? d.expression.expression : d.expression, modules.checker),
        'Api',
      );
    if (ts.isMethodDeclaration(m) && controller && decorators.some(isApi)) {
      const handler = controller.handler(m);
      if (handler) methods.push(handler);
      continue; // a misplaced @Api is reported by the analysis
    }
    for (const d of decorators) {
      // Hook decorators (app/Hooks) are read by analyze/hooks.ts; the method is translated as is.
      if (!isApi(d) && !hookDecoratorKind(d, modules.checker)) ctx.unsupported(d, Unsupported.memberDecorator());
    }
    if (decorators.some(isApi)) continue;
    if (ts.isSemicolonClassElement(m) || (ts.isIndexSignatureDeclaration(m) && !m.parameters.length)) continue;
    if (ts.isConstructorDeclaration(m)) continue;
    if (ts.isGetAccessorDeclaration(m) || ts.isSetAccessorDeclaration(m)) {
      const key = memberKey(m.name);
      if (!key) {
        ctx.unsupported(m.name, Unsupported.computedMemberName());
        continue;
      }
      const isStatic = isStaticMember(m);
      const name = plan.methods.get(`${ts.isGetAccessorDeclaration(m) ? 'get' : 'set'} ${key}`)!;
      const visibility = ts.isPrivateIdentifier(m.name) ? 'private' : visibilityOf(m);
      if (!m.body) {
        if (hasModifier(m, ts.SyntaxKind.AbstractKeyword))
          methods.push(abstractMethod(m, { name, visibility, isStatic }, 'value'));
        continue;
      }
      if (!checkFunctionForm(m, ctx)) continue;
      const { params, body } = withClass(ctx, frame(isStatic), () => ctx.inFunction(m, () => functionParts(m, ctx)));
      methods.push({ kind: 'method', name, visibility, isStatic, params, body, attributes: [], doc: docComment(m) });
      continue;
    }
    if (ts.isIndexSignatureDeclaration(m)) {
      ctx.unsupported(m, Unsupported.classIndexSignature());
      continue;
    }
    if (ts.isClassStaticBlockDeclaration(m)) {
      // Runs with the static field initialisers, in declaration order, in ts2wp_init().
      staticInit.push(
        ...withClass(ctx, frame(true), () => ctx.inFunction(m, () => ctx.transformStatements(m.body.statements))),
      );
      continue;
    }
    const key = memberKey(m.name);
    if (!key) {
      ctx.unsupported(m.name ?? m, Unsupported.computedMemberName());
      continue;
    }
    if (ts.isPropertyDeclaration(m)) {
      if (hasModifier(m, ts.SyntaxKind.DeclareKeyword) || hasModifier(m, ts.SyntaxKind.AccessorKeyword)) {
        ctx.unsupported(m, Unsupported.declareField());
        continue;
      }
      if (hasModifier(m, ts.SyntaxKind.AbstractKeyword)) continue;
      const isStatic = isStaticMember(m);
      const priv = ts.isPrivateIdentifier(m.name);
      if (!priv && !PLAIN.test(key)) {
        ctx.unsupported(m.name, Unsupported.fieldName(key));
        continue;
      }
      const name = isStatic ? plan.statics.get(key)! : phpPropertyName(key);
      // Instance fields are public whatever TypeScript says: `private` is a compile-time check,
      // and JSON.stringify writes the field. Static fields keep their visibility.
      const visibility = priv ? 'private' : isStatic ? visibilityOf(m) : 'public';
      const prop: PropertyDecl = { kind: 'property', name, visibility, isStatic };
      if (m.initializer) {
        const value = withClass(ctx, frame(isStatic), () =>
          ctx.inFunction(m, () => ctx.transformExpression(m.initializer!)),
        );
        // A literal becomes the PHP default, unless a static block or initializer before it
        // could observe the field (JavaScript runs them interleaved, in source order).
        if (isLiteralConstant(m.initializer) && !(isStatic ? staticInit.length : literalsAfterSuper(plan)))
          prop.default = value;
        else if (isStatic)
          staticInit.push(
            exprStmt({ kind: 'assign', op: '=', target: { kind: 'staticProp', className: 'self', name }, value }),
          );
        else
          fieldInits.push(
            exprStmt({ kind: 'assign', op: '=', target: { kind: 'prop', object: v('this'), name }, value }),
          );
      } else if (isStatic && staticInit.length)
        // `static x;` after a static block: JavaScript defines it (undefined) at its place.
        staticInit.push(
          exprStmt({ kind: 'assign', op: '=', target: { kind: 'staticProp', className: 'self', name }, value: nul }),
        );
      if (isStatic) staticFields.push(prop);
      else if (priv) instanceFields.push(prop);
      continue;
    }
    if (ts.isMethodDeclaration(m)) {
      if (m.questionToken) {
        ctx.unsupported(m, Unsupported.optionalMethod());
        continue;
      }
      const isStatic = isStaticMember(m);
      const name = plan.methods.get(key) ?? phpMemberName(key);
      const visibility = ts.isPrivateIdentifier(m.name) ? 'private' : visibilityOf(m);
      if (!m.body) {
        if (hasModifier(m, ts.SyntaxKind.AbstractKeyword))
          methods.push(abstractMethod(m, { name, visibility, isStatic }, 'arg'));
        continue; // an overload signature
      }
      if (!checkFunctionForm(m, ctx)) continue;
      const { params, body } = withClass(ctx, frame(isStatic), () => ctx.inFunction(m, () => functionParts(m, ctx)));
      methods.push({ kind: 'method', name, visibility, isStatic, params, body, attributes: [], doc: docComment(m) });
      continue;
    }
    ctx.unsupported(m, Unsupported.classMember());
  }

  // The constructor: field initializers run after super() (or first), then parameter
  // properties are assigned, then the rest of the body.
  const ownCtor = !!ctor || fieldInits.length > 0;
  if (ownCtor) {
    const parentHasCtor =
      base !== 'unsupported' && (base.kind === 'user' ? base.plan.hasConstructor : base.kind === 'error');
    if (ctor) {
      if (!checkFunctionForm(ctor, ctx)) {
        // reported
      } else if (controller && ctor.parameters.some((p) => !p.initializer && !p.questionToken)) {
        ctx.unsupported(ctor, Unsupported.controllerRequiredParameter());
      }
      const built = withClass(ctx, frame(false), () =>
        ctx.inFunction(ctor, () => {
          let params: Param[] = [];
          const body = functionParts(ctor, ctx, {
            body: () =>
              constructorBody(
                ctor,
                ctx,
                base === 'unsupported' ? { kind: 'none' } : base,
                parentHasCtor,
                fieldInits,
                !!controller,
              ),
          });
          params = body.params;
          return { params, body: body.body };
        }),
      );
      methods.unshift({
        kind: 'method',
        name: '__construct',
        visibility: visibilityOf(ctor),
        isStatic: false,
        params: built.params,
        body: built.body,
        attributes: [],
      });
    } else {
      // JavaScript's default constructor passes its arguments on to the base class.
      const args = v('args');
      const body: Stmt[] = parentHasCtor
        ? [
            exprStmt({
              kind: 'staticCall',
              className: 'parent',
              name: '__construct',
              args: [{ kind: 'spread', expr: args }],
            }),
          ]
        : [];
      methods.unshift({
        kind: 'method',
        name: '__construct',
        visibility: 'public',
        isStatic: false,
        params: parentHasCtor ? [{ name: 'args', variadic: true }] : [],
        body: [...body, ...fieldInits],
        attributes: [],
      });
    }
  }

  // `this.name = …` in an Error subclass: a property of its own (undefined until set).
  if (!controller && plan.optional.length) {
    const own: ClassConstDecl = {
      kind: 'classConst',
      name: 'TS2WP_OPTIONAL',
      value: { kind: 'array', items: plan.optional.map((k) => ({ value: str(k) })) },
    };
    members.push(own);
  }
  const publicFields: PropertyDecl[] = plan.fields.map((f) => ({
    kind: 'property',
    name: f.name,
    visibility: 'public',
    isStatic: false,
    default: f.default,
  }));
  members.push(...staticFields, ...publicFields, ...instanceFields, ...methods);
  if (staticInit.length) {
    members.push({
      kind: 'method',
      name: 'ts2wp_init',
      visibility: 'public',
      isStatic: true,
      params: [],
      body: staticInit,
      attributes: [],
    });
  }
  // `String(x)` and template literals call toString().
  const toString = decl.members.find(
    (m) =>
      ts.isMethodDeclaration(m) &&
      memberKey(m.name) === 'toString' &&
      !isStaticMember(m) &&
      m.body &&
      m.parameters.length === 0,
  );
  if (toString) {
    members.push({
      kind: 'method',
      name: '__toString',
      visibility: 'public',
      isStatic: false,
      params: [],
      attributes: [],
      body: [
        {
          kind: 'return',
          expr: {
            kind: 'staticCall',
            className: ctx.runtime.js,
            name: 'str',
            args: [{ kind: 'methodCall', object: v('this'), name: plan.methods.get('toString')!, args: [] }],
          },
        },
      ],
    });
  }
  return { members, staticInit, isAbstract, extends: extendsName };
}

/**
 * An abstract method or accessor: a signature only. A destructured parameter has no name of
 * its own, so it gets `placeholder` (a setter's one argument is its `value`, a method's an
 * `arg`), numbered from the second such parameter on, since PHP refuses a repeated name.
 */
function abstractMethod(
  m: ts.MethodDeclaration | ts.AccessorDeclaration,
  head: Pick<MethodDecl, 'name' | 'visibility' | 'isStatic'>,
  placeholder: string,
): MethodDecl {
  let unnamed = 0;
  const params = m.parameters.map((p) => {
    if (ts.isIdentifier(p.name)) return { name: p.name.text };
    unnamed++;
    return { name: unnamed === 1 ? placeholder : `${placeholder}${unnamed}` };
  });
  return { kind: 'method', ...head, isAbstract: true, params, body: [], attributes: [] };
}

function visibilityOf(m: ts.Node): 'public' | 'protected' | 'private' {
  if (hasModifier(m, ts.SyntaxKind.PrivateKeyword)) return 'private';
  if (hasModifier(m, ts.SyntaxKind.ProtectedKeyword)) return 'protected';
  return 'public';
}

/** A project class in its own PHP file (and the call that initializes its static fields). */
export function transformUserClassFile(
  decl: ts.ClassDeclaration,
  name: string,
  ctx: TransformContext,
): { cls: ClassDecl; after: Stmt[] } {
  const { members, staticInit, isAbstract, extends: ext } = transformClassMembers(decl, ctx);
  const cls: ClassDecl = { kind: 'class', name, extends: ext, members, isAbstract };
  return {
    cls,
    after: staticInit.length ? [exprStmt({ kind: 'staticCall', className: name, name: 'ts2wp_init', args: [] })] : [],
  };
}

// ---------------------------------------------------------------------------------------
// Enums.

/** An enum as a PHP class of constants (and, when used as a value, its JavaScript object). */
export function transformEnumFile(decl: ts.EnumDeclaration, name: string, ctx: TransformContext): ClassDecl {
  const modules = ctx.project;
  const members: ClassDecl['members'] = [];
  const pairs: { key: string; value: string | number }[] = [];
  for (const m of decl.members) {
    const value = modules.checker.getConstantValue(m);
    const key = memberKey(m.name) ?? m.name.getText();
    if (value === undefined) {
      ctx.unsupported(m, Unsupported.computedEnumMember());
      continue;
    }
    members.push({
      kind: 'classConst',
      name: enumConstName(m),
      value: typeof value === 'number' ? { kind: 'number', value } : str(value),
    });
    pairs.push({ key, value });
  }
  if (isEnumObjectUsed(modules, decl)) {
    const items: { key: Expr; value: Expr }[] = [];
    for (const { key, value } of pairs) {
      items.push({ key: str(key), value: typeof value === 'number' ? { kind: 'number', value } : str(value) });
      if (typeof value === 'number') items.push({ key: str(String(value)), value: str(key) });
    }
    members.push({ kind: 'property', name: 'ts2wp_object', visibility: 'private', isStatic: true });
    members.push({
      kind: 'method',
      name: 'ts2wp_object',
      visibility: 'public',
      isStatic: true,
      params: [],
      attributes: [],
      body: [
        {
          kind: 'if',
          cond: binary('===', nul, { kind: 'staticProp', className: 'self', name: 'ts2wp_object' }),
          then: [
            exprStmt({
              kind: 'assign',
              op: '=',
              target: { kind: 'staticProp', className: 'self', name: 'ts2wp_object' },
              value: { kind: 'cast', type: 'object', expr: { kind: 'array', items } },
            }),
          ],
        },
        { kind: 'return', expr: { kind: 'staticProp', className: 'self', name: 'ts2wp_object' } },
      ],
    });
  }
  return { kind: 'class', name, members, isFinal: true };
}
