// Classes: controllers' own members, the plain classes and enums a project declares,
// and the expressions that use them (`new`, `this`, members, statics, instanceof).
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
import { isLibInterfaceMember, isTs2wpExport, isTypeScriptLibSymbol, resolveAlias, resolveSymbol } from '../../libs.js';
import { hookDecoratorKind } from '../../analyze/hooks.js';
import type { TransformContext } from '../context.js';
import { docComment } from '../util/doc.js';
import { fieldRead } from '../util/fields.js';
import { sequence } from '../util/php-expr.js';
import { checkFunctionForm, functionParts } from './functions.js';
import { closureOnly, transformArguments } from '../util/calls.js';
import { isLiteralConstant } from '../util/syntax.js';
import { phpPropertyName, phpMemberName, escapeChars } from '../util/identifiers.js';
import type { BuildTable, ClassFrame, Entity, Project } from '../shapes.js';

// ---------------------------------------------------------------------------------------
// The class being translated (for `self::`, `static::`, `parent::` and `this`).

export function withClass<T>(ctx: TransformContext, frame: ClassFrame, body: () => T): T {
  ctx.classFrames.push(frame);
  try {
    return body();
  } finally {
    ctx.classFrames.pop();
  }
}

function currentFrame(ctx: TransformContext): ClassFrame | undefined {
  return ctx.classFrames[ctx.classFrames.length - 1];
}

/** `self` inside the class itself, else the fully qualified name. */
export function classRef(ctx: TransformContext, fq: string): string {
  const current = currentFrame(ctx)?.fq;
  if (current === fq) return 'self';
  // A class of the same namespace by its short name (no runtime class has it, see modules.ts).
  const at = fq.lastIndexOf('\\');
  if (current && current.slice(0, current.lastIndexOf('\\')) === fq.slice(0, at)) return fq.slice(at + 1);
  // Another namespace's module class is imported under an alias (a `use` line), as WordPress code does.
  if (fq.endsWith('\\Module')) return ctx.importModule(fq);
  return ctx.importClass(fq);
}

// ---------------------------------------------------------------------------------------
// Plans: PHP names of a class's members, decided once per class (and its bases).

/** PHP member names of each class, decided once per build. */
const CLASS_PLANS: BuildTable<ts.ClassDeclaration, ClassPlan> = { name: 'class plans' };
/** Enums whose object (`Color` as a value) is used. */
const ENUM_OBJECTS: BuildTable<ts.Node, true> = { name: 'enum objects' };

export interface ClassPlan {
  decl: ts.ClassDeclaration;
  fq: string;
  base: { kind: 'none' } | { kind: 'user'; plan: ClassPlan } | { kind: 'controller' } | { kind: 'error'; name: string };
  /** TypeScript method key (`name`, `#name`) → PHP method name, inherited ones included. */
  methods: Map<string, string>;
  /** Static property key → PHP name. */
  statics: Map<string, string>;
  /** Whether the class has a PHP constructor (its own or inherited). */
  hasConstructor: boolean;
  /** Fields whose PHP null means undefined (left out of JSON). */
  optional: string[];
  /**
   * Public instance fields in JavaScript's order (a base class's first), with literal
   * defaults. Every class declares them all again: PHP 7.4 lists a subclass's own
   * properties before inherited ones, PHP 8 after; redeclared, they keep this order in both.
   */
  fields: { name: string; default?: Expr }[];
}

function memberKey(name: ts.PropertyName | undefined): string | undefined {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isNumericLiteral(name)) return String(Number(name.text));
  return undefined;
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  (ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined)?.some((m) => m.kind === kind) ?? false;

const isStaticMember = (m: ts.Node) => hasModifier(m, ts.SyntaxKind.StaticKeyword);

function isParameterProperty(p: ts.ParameterDeclaration): boolean {
  return ts.isParameterPropertyDeclaration(p, p.parent);
}

function baseOf(decl: ts.ClassDeclaration, modules: Project): ClassPlan['base'] | 'unsupported' {
  const ext = decl.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
  if (!ext) return { kind: 'none' };
  const symbol = resolveAlias(modules.checker.getSymbolAtLocation(ext.expression), modules.checker);
  if (isTs2wpExport(symbol, 'Controller')) return { kind: 'controller' };
  if (symbol && ERROR_BASES.includes(symbol.name) && isTypeScriptLibSymbol(symbol))
    return { kind: 'error', name: symbol.name };
  const baseDecl = symbol?.declarations?.find((d) => ts.isClassDeclaration(d));
  if (baseDecl && ts.isClassDeclaration(baseDecl) && modules.classNameOf(baseDecl)) {
    modules.needClass(baseDecl);
    return { kind: 'user', plan: planOf(baseDecl, modules) };
  }
  return 'unsupported';
}

const PLAIN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Fields an Error subclass may not declare: the message is super(…)'s, and PHP's Exception
 * declares `$line` (int) and `$file` (string), which a subclass cannot redeclare untyped.
 */
const ERROR_OWN_FIELDS = ['message', 'stack', 'cause', 'line', 'file'];

/** Error classes a project class may extend, and their runtime classes. */
const ERROR_BASES = ['Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError'];

/** Whether a class extends Error (directly) and so gets a `$name` property of its own. */
function declaresErrorName(decl: ts.ClassDeclaration, base: ClassPlan['base'] | 'unsupported'): boolean {
  return (
    base !== 'unsupported' &&
    base.kind === 'error' &&
    !decl.members.some((m) => ts.isPropertyDeclaration(m) && memberKey(m.name) === 'name')
  );
}

function planOf(decl: ts.ClassDeclaration, modules: Project): ClassPlan {
  // Per build: a base class may change while this one does not.
  const cached = modules.table(CLASS_PLANS).get(decl);
  if (cached) return cached;
  const base = baseOf(decl, modules);
  const parent = base !== 'unsupported' && base.kind === 'user' ? base.plan : undefined;
  const plan: ClassPlan = {
    decl,
    fq: modules.classNameOf(decl)!,
    base: base === 'unsupported' ? { kind: 'none' } : base,
    methods: new Map(parent?.methods),
    statics: new Map(),
    hasConstructor: false,
    optional: [...(parent?.optional ?? [])],
    fields: [...(parent?.fields ?? [])],
  };
  modules.table(CLASS_PLANS).set(decl, plan);
  const taken = new Set([...plan.methods.values()].map((n) => n.toLowerCase()));
  taken.add('__construct').add('ts2wp_init');
  const allocate = (key: string) => {
    const base = phpMemberName(key);
    let name = base;
    for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base}_${i}`;
    taken.add(name.toLowerCase());
    return name;
  };
  const instanceProps = new Set<string>();
  const ctor = decl.members.find(ts.isConstructorDeclaration);
  for (const p of ctor?.parameters ?? []) {
    if (isParameterProperty(p) && ts.isIdentifier(p.name)) instanceProps.add(p.name.text);
  }
  for (const m of decl.members) {
    if (ts.isPropertyDeclaration(m) && !isStaticMember(m)) {
      const key = memberKey(m.name);
      if (key) instanceProps.add(key);
    }
  }
  // Handlers keep their names (the route table calls them), so they are named first.
  const methods = decl.members.filter((m): m is ts.MethodDeclaration => ts.isMethodDeclaration(m) && !!m.body);
  const isHandler = (m: ts.MethodDeclaration) =>
    (ts.canHaveDecorators(m) ? (ts.getDecorators(m) ?? []) : []).length > 0;
  for (const m of [...methods.filter(isHandler), ...methods.filter((m) => !isHandler(m))]) {
    const key = memberKey(m.name);
    if (!key || (plan.methods.has(key) && !isHandler(m))) continue;
    if (isHandler(m) && ts.isIdentifier(m.name)) {
      plan.methods.set(key, m.name.text);
      taken.add(m.name.text.toLowerCase());
    } else {
      plan.methods.set(key, allocate(key));
    }
  }
  // Getters and setters become methods `get_x()` / `set_x( $value )`, keyed `get x` / `set x`.
  for (const m of decl.members) {
    if (!ts.isGetAccessorDeclaration(m) && !ts.isSetAccessorDeclaration(m)) continue;
    const key = memberKey(m.name);
    if (!key) continue;
    const kind = ts.isGetAccessorDeclaration(m) ? 'get' : 'set';
    if (!plan.methods.has(`${kind} ${key}`))
      plan.methods.set(`${kind} ${key}`, allocate(`${kind}_${key.replace(/^#/, '')}`));
  }
  for (const m of decl.members) {
    if (ts.isPropertyDeclaration(m) && isStaticMember(m)) {
      const key = memberKey(m.name);
      if (!key) continue;
      let name = phpMemberName(key);
      const base = name;
      for (let i = 2; instanceProps.has(name); i++) name = `${base}_${i}`;
      plan.statics.set(key, name);
    }
  }
  for (const key of instanceProps) {
    const member =
      decl.members.find((m) => ts.isPropertyDeclaration(m) && memberKey(m.name) === key) ??
      ctor?.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === key);
    if (
      member &&
      !key.startsWith('#') &&
      !typeAcceptsNull(modules.checker.getTypeAtLocation(member)) &&
      !plan.optional.includes(key)
    ) {
      plan.optional.push(key);
    }
  }
  const field = (name: string, init: ts.Expression | undefined) => {
    const value = init && isLiteralConstant(init) && !literalsAfterSuper(plan) ? literalExpr(init) : undefined;
    const at = plan.fields.findIndex((f) => f.name === name);
    if (at >= 0) plan.fields[at] = { name, default: value };
    else plan.fields.push({ name, default: value });
  };
  for (const p of ctor?.parameters ?? [])
    if (isParameterProperty(p) && ts.isIdentifier(p.name)) field(p.name.text, undefined);
  for (const m of decl.members) {
    if (
      !ts.isPropertyDeclaration(m) ||
      isStaticMember(m) ||
      ts.isPrivateIdentifier(m.name) ||
      hasModifier(m, ts.SyntaxKind.AbstractKeyword) ||
      hasModifier(m, ts.SyntaxKind.DeclareKeyword)
    )
      continue;
    const key = memberKey(m.name);
    if (key && PLAIN.test(key)) field(key, m.initializer);
  }
  if (declaresErrorName(decl, base)) {
    plan.optional.push('name');
    field('name', undefined);
  }
  plan.hasConstructor =
    !!ctor?.body ||
    !!parent?.hasConstructor ||
    (base !== 'unsupported' && base.kind === 'error') ||
    decl.members.some(
      (m) => ts.isPropertyDeclaration(m) && !isStaticMember(m) && m.initializer && !isLiteralConstant(m.initializer),
    );
  return plan;
}

/**
 * Whether the class's literal field initializers are assigned after `super(…)` instead of
 * being PHP defaults: when a project base class has a constructor, which may call a method
 * the subclass overrides. JavaScript initializes the subclass's fields only after super()
 * returns, so such a method sees them unset, and the fields overwrite what it wrote.
 */
function literalsAfterSuper(plan: ClassPlan): boolean {
  return plan.base.kind === 'user' && plan.base.plan.hasConstructor;
}

function typeAcceptsNull(type: ts.Type): boolean {
  if (type.isUnion()) return type.types.some(typeAcceptsNull);
  return (
    (type.flags & (ts.TypeFlags.Null | ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter)) !== 0
  );
}

/** A literal initializer as a PHP literal. */
function literalExpr(expr: ts.Expression): Expr {
  let e = expr;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
  if (ts.isPrefixUnaryExpression(e)) return { kind: 'number', value: -Number((e.operand as ts.NumericLiteral).text) };
  if (ts.isNumericLiteral(e)) return { kind: 'number', value: Number(e.text) };
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return str(e.text);
  if (e.kind === ts.SyntaxKind.TrueKeyword || e.kind === ts.SyntaxKind.FalseKeyword)
    return { kind: 'bool', value: e.kind === ts.SyntaxKind.TrueKeyword };
  return nul;
}

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
  modules: Project,
  controller?: ControllerOptions,
): { members: ClassDecl['members']; staticInit: Stmt[]; isAbstract: boolean; extends?: string } {
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
          methods.push({
            kind: 'method',
            name,
            visibility,
            isStatic,
            isAbstract: true,
            params: m.parameters.map((p) => ({ name: ts.isIdentifier(p.name) ? p.name.text : 'value' })),
            body: [],
            attributes: [],
          });
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
        if (hasModifier(m, ts.SyntaxKind.AbstractKeyword)) {
          methods.push({
            kind: 'method',
            name,
            visibility,
            isStatic,
            isAbstract: true,
            params: m.parameters.map((p) => ({ name: ts.isIdentifier(p.name) ? p.name.text : 'arg' })),
            body: [],
            attributes: [],
          });
        }
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

function visibilityOf(m: ts.Node): 'public' | 'protected' | 'private' {
  if (hasModifier(m, ts.SyntaxKind.PrivateKeyword)) return 'private';
  if (hasModifier(m, ts.SyntaxKind.ProtectedKeyword)) return 'protected';
  return 'public';
}

function isSuperCall(s: ts.Statement): s is ts.ExpressionStatement & { expression: ts.CallExpression } {
  return (
    ts.isExpressionStatement(s) &&
    ts.isCallExpression(s.expression) &&
    s.expression.expression.kind === ts.SyntaxKind.SuperKeyword
  );
}

function constructorBody(
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

/** A project class in its own PHP file (and the call that initializes its static fields). */
export function transformUserClassFile(
  decl: ts.ClassDeclaration,
  name: string,
  ctx: TransformContext,
  modules: Project,
): { cls: ClassDecl; after: Stmt[] } {
  const { members, staticInit, isAbstract, extends: ext } = transformClassMembers(decl, ctx, modules);
  const cls: ClassDecl = { kind: 'class', name, extends: ext, members, isAbstract };
  return {
    cls,
    after: staticInit.length ? [exprStmt({ kind: 'staticCall', className: name, name: 'ts2wp_init', args: [] })] : [],
  };
}

// ---------------------------------------------------------------------------------------
// Enums.

/** An enum as a PHP class of constants (and, when used as a value, its JavaScript object). */
export function transformEnumFile(
  decl: ts.EnumDeclaration,
  name: string,
  ctx: TransformContext,
  modules: Project,
): ClassDecl {
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
      name: enumConstName(key),
      value: typeof value === 'number' ? { kind: 'number', value } : str(value),
    });
    pairs.push({ key, value });
  }
  if (modules.table(ENUM_OBJECTS).has(decl)) {
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

export function enumConstName(key: string): string {
  return PLAIN.test(key) && key.toLowerCase() !== 'class' ? key : `ts2wp_${escapeChars(key)}`;
}

// ---------------------------------------------------------------------------------------
// Expressions that use classes.

/** `this`: `$this` in instance code; not a value in static code. */
export function transformThis(node: ts.Node, ctx: TransformContext): Expr {
  const frame = currentFrame(ctx);
  if (frame?.isStatic) return ctx.unsupported(node, Unsupported.thisInStatic());
  if (!frame?.node) return ctx.unsupported(node, Unsupported.thisOutsideClass());
  return v('this');
}

function symbolOfName(node: ts.PropertyAccessExpression, ctx: TransformContext): ts.Symbol | undefined {
  return resolveAlias(ctx.checker.getSymbolAtLocation(node.name), ctx.checker);
}

/** The class declaration a member declaration belongs to, when it is a project class. */
function ownerClass(decl: ts.Node): ts.ClassDeclaration | undefined {
  const parent = ts.isParameter(decl) ? decl.parent.parent : decl.parent;
  return parent && ts.isClassDeclaration(parent) ? parent : undefined;
}

/** The PHP class a `this.x` or `C.x` in static code refers to: `static` for `this`, else the class. */
function staticTarget(
  object: ts.Expression,
  ownerDecl: ts.ClassDeclaration,
  ctx: TransformContext,
  modules: Project,
): string {
  if (object.kind === ts.SyntaxKind.ThisKeyword) return 'static';
  if (object.kind === ts.SyntaxKind.SuperKeyword) return 'parent';
  // `Derived.make()` names Derived even when Base declares make (late static binding sees Derived).
  const named = modules.entityFor(resolveAlias(ctx.checker.getSymbolAtLocation(object), ctx.checker));
  if (named?.kind === 'class') return classRef(ctx, named.cls);
  modules.needClass(ownerDecl);
  const fq = modules.classNameOf(ownerDecl)!;
  return classRef(ctx, fq);
}

/**
 * Reads of members of project classes, enums and module namespaces: `this.#x`, `C.count`,
 * `Color.Red`, `util.helper`. Undefined for everything else (plain object properties).
 */
export function transformMemberAccess(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  const modules = ctx.project;
  const symbol = symbolOfName(node, ctx);
  const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  if (!decl) return undefined;
  if (!modules.isProjectFile(decl.getSourceFile().fileName)) return undefined;
  // Enum members: class constants.
  if (ts.isEnumMember(decl)) {
    const entity = modules.entityFor(resolveAlias(ctx.checker.getSymbolAtLocation(node.expression), ctx.checker));
    const value = ctx.checker.getConstantValue(decl);
    if (entity?.kind === 'enum' && !(ts.getCombinedModifierFlags(entity.decl) & ts.ModifierFlags.Const)) {
      return {
        kind: 'classConst',
        className: classRef(ctx, entity.cls),
        name: enumConstName(memberKey(decl.name) ?? decl.name.getText()),
      };
    }
    if (value !== undefined) return typeof value === 'number' ? { kind: 'number', value } : str(value);
    return undefined;
  }
  // `util.helper` through `import * as util`.
  const nsEntity = modules.entityFor(symbol);
  if (nsEntity && isNamespaceImport(node.expression, ctx)) return entityValue(nsEntity, node, ctx);
  if (reportAccessorThroughType(node, ctx)) return nul;
  const owner = ownerClass(decl);
  if (!owner) return undefined;
  const plan = planOf(owner, modules);
  const accessor = accessorOf(node, ctx);
  if (accessor) {
    // A setter without a getter reads as undefined, as in JavaScript.
    const object = accessor.isStatic ? nul : ctx.transformExpression(node.expression);
    if (!accessor.getter) return accessor.isStatic ? nul : sequence([object, nul]);
    return accessor.call(accessor.getter, object, []);
  }
  if (ts.isPropertyDeclaration(decl) || ts.isParameter(decl)) {
    const key = memberKey(decl.name as ts.PropertyName);
    if (!key) return undefined;
    if (isStaticMember(decl)) {
      return {
        kind: 'staticProp',
        className: staticTarget(node.expression, owner, ctx, modules),
        name: plan.statics.get(key) ?? phpMemberName(key),
      };
    }
    // A declared field always exists on the PHP object: read it directly (fieldRead(): a
    // receiver other than `this` may be parsed JSON cast to the class).
    return fieldRead(ctx.transformExpression(node.expression), phpPropertyName(key), symbol, ctx.typeOf(node), ctx);
  }
  if (ts.isMethodDeclaration(decl)) {
    const key = memberKey(decl.name);
    if (!key) return ctx.unsupported(node, Unsupported.computedMethodCall());
    const name = plan.methods.get(key) ?? phpMemberName(key);
    if (isStaticMember(decl)) {
      const cls = staticTarget(node.expression, owner, ctx, modules);
      return callableOf(cls, name);
    }
    return ctx.unsupported(node, Unsupported.methodAsValue(node.getText()));
  }
  return undefined;
}

/** A static method as a closure: `\Closure::fromCallable( array( C::class, 'm' ) )`. */
function callableOf(cls: string, method: string): Expr {
  return {
    kind: 'staticCall',
    className: '\\Closure',
    name: 'fromCallable',
    args: [
      {
        kind: 'array',
        items: [{ value: { kind: 'classConst', className: cls, name: 'class' } }, { value: str(method) }],
      },
    ],
  };
}

function isNamespaceImport(expr: ts.Expression, ctx: TransformContext): boolean {
  if (!ts.isIdentifier(expr)) return false;
  const symbol = ctx.checker.getSymbolAtLocation(expr);
  return !!symbol?.declarations?.some((d) => ts.isNamespaceImport(d));
}

/** A module entity used as a value. */
function entityValue(entity: Entity, node: ts.Node, ctx: TransformContext): Expr {
  switch (entity.kind) {
    case 'method':
      return callableOf(classRef(ctx, entity.cls), entity.name);
    case 'const':
      return { kind: 'classConst', className: classRef(ctx, entity.cls), name: entity.name };
    case 'static':
      return { kind: 'staticProp', className: classRef(ctx, entity.cls), name: entity.name };
    case 'enum': {
      ctx.project.table(ENUM_OBJECTS).set(entity.decl, true);
      if (ts.getCombinedModifierFlags(entity.decl) & ts.ModifierFlags.Const)
        return ctx.unsupported(node, Unsupported.constEnumValue());
      return { kind: 'staticCall', className: classRef(ctx, entity.cls), name: 'ts2wp_object', args: [] };
    }
    case 'class':
      return ctx.unsupported(node, Unsupported.classAsValue());
  }
}

function rootDeclaration(node: ts.Node): ts.Node {
  let n = node;
  while (ts.isBindingElement(n) || ts.isObjectBindingPattern(n) || ts.isArrayBindingPattern(n)) n = n.parent;
  return n;
}

/** An identifier naming a module-level declaration (of this file or an imported one). */
export function transformModuleReference(node: ts.Identifier, ctx: TransformContext): Expr | undefined {
  const modules = ctx.project;
  const symbol = ctx.referenceSymbol(node);
  const entity = modules.entityFor(symbol);
  if (!entity) {
    const decl = resolveAlias(symbol, ctx.checker)?.valueDeclaration;
    if (
      decl &&
      ts.isBindingElement(decl) &&
      modules.isProjectFile(decl.getSourceFile().fileName) &&
      ts.isSourceFile(rootDeclaration(decl).parent.parent.parent)
    ) {
      return ctx.unsupported(node, Unsupported.moduleDestructuring(node.text));
    }
    return undefined;
  }
  return entityValue(entity, node, ctx);
}

/** Calls of project functions and methods: `helper( … )`, `this.m( … )`, `C.m( … )`, `super.m( … )`, `util.f( … )`. */
export function transformUserCall(node: ts.CallExpression, ctx: TransformContext): Expr | undefined {
  const modules = ctx.project;
  const callee = node.expression;
  if (callee.kind === ts.SyntaxKind.SuperKeyword) {
    return ctx.unsupported(node, Unsupported.superCallOutsideConstructor());
  }
  if (ts.isIdentifier(callee)) {
    const entity = modules.entityFor(ctx.checker.getSymbolAtLocation(callee));
    if (!entity) return undefined;
    const args = transformArguments(node.arguments, ctx);
    if (entity.kind === 'method')
      return { kind: 'staticCall', className: classRef(ctx, entity.cls), name: entity.name, args };
    if (entity.kind === 'static' || entity.kind === 'const')
      return { kind: 'call', callee: closureOnly(callee, entityValue(entity, callee, ctx), ctx), args };
    return ctx.unsupported(node, Unsupported.callingClass());
  }
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  const symbol = symbolOfName(callee, ctx);
  const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  if (!decl || !modules.isProjectFile(decl.getSourceFile().fileName)) return undefined;
  if (isNamespaceImport(callee.expression, ctx)) {
    const entity = modules.entityFor(symbol);
    if (entity?.kind === 'method')
      return {
        kind: 'staticCall',
        className: classRef(ctx, entity.cls),
        name: entity.name,
        args: transformArguments(node.arguments, ctx),
      };
    if (entity)
      return {
        kind: 'call',
        callee: closureOnly(callee, entityValue(entity, callee, ctx), ctx),
        args: transformArguments(node.arguments, ctx),
      };
    return undefined;
  }
  const owner = ownerClass(decl);
  if (owner && ts.isMethodDeclaration(decl)) {
    const plan = planOf(owner, modules);
    const key = memberKey(decl.name);
    if (!key) return ctx.unsupported(node, Unsupported.computedMethodCall());
    const name = plan.methods.get(key) ?? phpMemberName(key);
    const args = transformArguments(node.arguments, ctx);
    if (isStaticMember(decl))
      return { kind: 'staticCall', className: staticTarget(callee.expression, owner, ctx, modules), name, args };
    if (callee.expression.kind === ts.SyntaxKind.SuperKeyword)
      return { kind: 'staticCall', className: 'parent', name, args };
    return { kind: 'methodCall', object: ctx.transformExpression(callee.expression), name, args };
  }
  if (owner && (ts.isPropertyDeclaration(decl) || ts.isParameter(decl))) {
    // A field holding a function.
    const target = transformMemberAccess(callee, ctx) ?? {
      kind: 'prop',
      object: ctx.transformExpression(callee.expression),
      name: callee.name.text,
    };
    return { kind: 'call', callee: closureOnly(callee, target, ctx), args: transformArguments(node.arguments, ctx) };
  }
  if (ts.isPropertyAssignment(decl) || ts.isShorthandPropertyAssignment(decl)) {
    // A property of an object literal holding a function (a spread or Object.assign() may have replaced it).
    return {
      kind: 'call',
      callee: closureOnly(callee, ctx.transformExpression(callee), ctx),
      args: transformArguments(node.arguments, ctx),
    };
  }
  if (ts.isMethodSignature(decl) || ts.isPropertySignature(decl)) {
    // Declared by an interface: an object literal's function property, or a class method.
    return {
      kind: 'staticCall',
      className: ctx.runtimeClass('JsCall'),
      name: 'method',
      args: [
        ctx.transformExpression(callee.expression),
        str(phpMemberName(callee.name.text)),
        ...transformArguments(node.arguments, ctx),
      ],
    };
  }
  return undefined;
}

/** `new C( … )` of a project class. */
export function transformUserNew(node: ts.NewExpression, ctx: TransformContext): Expr | undefined {
  const modules = ctx.project;
  const entity = modules.entityFor(ctx.checker.getSymbolAtLocation(node.expression));
  if (!entity) return undefined;
  if (entity.kind !== 'class') return ctx.unsupported(node, Unsupported.newNonClass(node.expression.getText()));
  if (hasModifier(entity.decl, ts.SyntaxKind.AbstractKeyword)) return ctx.unsupported(node, Unsupported.newAbstract());
  return { kind: 'new', className: classRef(ctx, entity.cls), args: transformArguments(node.arguments ?? [], ctx) };
}

/** `x instanceof C` for a project class. */
export function transformUserInstanceof(node: ts.BinaryExpression, ctx: TransformContext): Expr | undefined {
  const modules = ctx.project;
  if (node.operatorToken.kind !== ts.SyntaxKind.InstanceOfKeyword) return undefined;
  const entity = modules.entityFor(ctx.checker.getSymbolAtLocation(node.right));
  if (!entity) return undefined;
  if (entity.kind !== 'class') return ctx.unsupported(node.right, Unsupported.instanceofNonClass());
  return { kind: 'instanceof', expr: ctx.transformExpression(node.left), className: classRef(ctx, entity.cls) };
}

/**
 * The PHP target of an assignment to a member of a project class (`this.#x = …`,
 * `C.count = …`); undefined for ordinary properties.
 */
export function transformMemberTarget(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  const modules = ctx.project;
  const symbol = symbolOfName(node, ctx);
  const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  if (
    decl &&
    isLibInterfaceMember(decl, 'Error') &&
    node.expression.kind === ts.SyntaxKind.ThisKeyword &&
    currentFrame(ctx)?.node
  ) {
    // `this.name = …`, `this.message = …` in an Error subclass.
    if (node.name.text === 'name' || node.name.text === 'message')
      return { kind: 'prop', object: v('this'), name: node.name.text };
  }
  if (!decl || !modules.isProjectFile(decl.getSourceFile().fileName)) return undefined;
  if (isNamespaceImport(node.expression, ctx)) {
    return ctx.unsupported(node, Unsupported.assignImport());
  }
  const owner = ownerClass(decl);
  if (!owner || !(ts.isPropertyDeclaration(decl) || ts.isParameter(decl))) return undefined;
  const key = memberKey(decl.name as ts.PropertyName);
  if (!key) return undefined;
  if (isStaticMember(decl)) {
    const plan = planOf(owner, modules);
    return {
      kind: 'staticProp',
      className: staticTarget(node.expression, owner, ctx, modules),
      name: plan.statics.get(key) ?? phpMemberName(key),
    };
  }
  return { kind: 'prop', object: ctx.transformExpression(node.expression), name: phpPropertyName(key) };
}

/** Classes, enums and class expressions declared inside a function body. */
export function unsupportedLocalClass(node: ts.Node, ctx: TransformContext): Stmt[] {
  ctx.report(node, Unsupported.localClass(ts.isEnumDeclaration(node)));
  return [];
}

export { planOf as classPlan };

/** A getter/setter pair of a project class, as the PHP methods that implement it. */
export interface Accessor {
  getter?: string;
  setter?: string;
  /** The receiver: the object itself, or for a static accessor the class (no PHP value). */
  /** Static (or `super.x`): the call names a class, the object expression is not evaluated. */
  isStatic: boolean;
  object(expr: Expr): Expr;
  call(method: string, object: Expr, args: Expr[]): Expr;
}

/**
 * The getter method of property `name` of an instance type, when it is a `get` accessor of a
 * project class (`const { total } = cart` reads through it); undefined otherwise.
 */
export function instanceGetterOf(type: ts.Type, name: string, ctx: TransformContext): string | undefined {
  const decls = ctx.checker.getPropertyOfType(type, name)?.declarations ?? [];
  const getter = decls.find(ts.isGetAccessorDeclaration);
  if (!getter || isStaticMember(getter) || !ctx.project.isProjectFile(getter.getSourceFile().fileName))
    return undefined;
  const owner = ownerClass(getter);
  const key = memberKey(getter.name);
  return owner && key ? planOf(owner, ctx.project).methods.get(`get ${key}`) : undefined;
}

/**
 * `o.x` where x is a member of an interface or object type that a project class satisfies
 * with a getter or setter named x: PHP would read or write a field of that name, not call
 * the accessor, so it is reported (TS2WP3433) instead of answering undefined. True when
 * reported.
 */
export function reportAccessorThroughType(node: ts.PropertyAccessExpression, ctx: TransformContext): boolean {
  const decl = symbolOfName(node, ctx)?.declarations?.[0];
  if (!decl || !ts.isPropertySignature(decl)) return false;
  const classes = ctx.project.accessorClasses(node.name.text);
  if (!classes.length) return false;
  const receiver = ctx.checker.getNonNullableType(ctx.typeOf(node.expression));
  const cls = classes.find((c) => {
    const symbol = c.name && ctx.checker.getSymbolAtLocation(c.name);
    return !!symbol && ctx.checker.isTypeAssignableTo(ctx.checker.getDeclaredTypeOfSymbol(symbol), receiver);
  });
  if (!cls) return false;
  ctx.unsupported(node, Unsupported.accessorThroughType(node.name.text, cls.name?.text ?? 'a class'));
  return true;
}

/** `o.x` where x is a `get x()` / `set x()` of a project class; undefined otherwise. */
export function accessorOf(node: ts.PropertyAccessExpression, ctx: TransformContext): Accessor | undefined {
  const modules = ctx.project;
  const symbol = symbolOfName(node, ctx);
  const decls = symbol?.declarations ?? [];
  const accessors = decls.filter(
    (d): d is ts.GetAccessorDeclaration | ts.SetAccessorDeclaration =>
      ts.isGetAccessorDeclaration(d) || ts.isSetAccessorDeclaration(d),
  );
  const first = accessors[0];
  if (!first || !modules.isProjectFile(first.getSourceFile().fileName)) return undefined;
  const owner = ownerClass(first);
  const key = memberKey(first.name);
  if (!owner || !key) return undefined;
  const plan = planOf(owner, modules);
  const isStatic = isStaticMember(first);
  const getter = accessors.some(ts.isGetAccessorDeclaration) ? plan.methods.get(`get ${key}`) : undefined;
  const setter = accessors.some(ts.isSetAccessorDeclaration) ? plan.methods.get(`set ${key}`) : undefined;
  if (isStatic) {
    const className = staticTarget(node.expression, owner, ctx, modules);
    return {
      getter,
      setter,
      isStatic: true,
      object: () => nul,
      call: (name, _o, args) => ({ kind: 'staticCall', className, name, args }),
    };
  }
  if (node.expression.kind === ts.SyntaxKind.SuperKeyword) {
    return {
      getter,
      setter,
      isStatic: true,
      object: () => nul,
      call: (name, _o, args) => ({ kind: 'staticCall', className: 'parent', name, args }),
    };
  }
  return {
    getter,
    setter,
    isStatic: false,
    object: (e) => e,
    call: (name, object, args) => ({ kind: 'methodCall', object, name, args }),
  };
}
