// Names and plans of project classes: the class being translated (ctx.classFrames), and
// each class's plan (PHP method and static names, fields, base), decided once per build and
// kept in tables only this module writes.
import ts from '#typescript';
import { isTs2wpExport, isTypeScriptLibSymbol, resolveAlias } from '../../libs.js';
import { type Expr, nul, str } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import type { BuildTable, ClassFrame, Project } from '../shapes.js';
import { isLiteralConstant } from '../util/syntax.js';
import { escapeChars, phpMemberName } from '../util/identifiers.js';

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

export function currentFrame(ctx: TransformContext): ClassFrame | undefined {
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

/** Records that an enum is used as a value (`Color` itself): its file then writes the object. */
export function useEnumObject(project: Project, decl: ts.Node): void {
  project.table(ENUM_OBJECTS).set(decl, true);
}

/** Whether an enum is used as a value in this build (useEnumObject()). */
export function isEnumObjectUsed(project: Project, decl: ts.Node): boolean {
  return project.table(ENUM_OBJECTS).has(decl);
}
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

export function memberKey(name: ts.PropertyName | undefined): string | undefined {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isNumericLiteral(name)) return String(Number(name.text));
  return undefined;
}

export const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  (ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined)?.some((m) => m.kind === kind) ?? false;
export const isStaticMember = (m: ts.Node) => hasModifier(m, ts.SyntaxKind.StaticKeyword);
export function isParameterProperty(p: ts.ParameterDeclaration): boolean {
  return ts.isParameterPropertyDeclaration(p, p.parent);
}

export function baseOf(decl: ts.ClassDeclaration, modules: Project): ClassPlan['base'] | 'unsupported' {
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

export const PLAIN = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * Fields an Error subclass may not declare: the message is super(…)'s, and PHP's Exception
 * declares `$line` (int) and `$file` (string), which a subclass cannot redeclare untyped.
 */
export const ERROR_OWN_FIELDS = ['message', 'stack', 'cause', 'line', 'file'];
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

/**
 * Whether the class's literal field initializers are assigned after `super(…)` instead of
 * being PHP defaults: when a project base class has a constructor, which may call a method
 * the subclass overrides. JavaScript initializes the subclass's fields only after super()
 * returns, so such a method sees them unset, and the fields overwrite what it wrote.
 */
export function literalsAfterSuper(plan: ClassPlan): boolean {
  return plan.base.kind === 'user' && plan.base.plan.hasConstructor;
}

export function typeAcceptsNull(type: ts.Type): boolean {
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

export function planOf(decl: ts.ClassDeclaration, modules: Project): ClassPlan {
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
 * The PHP constant of an enum member, in capitals as Generic.NamingConventions.UpperCaseConstantName
 * (WordPress-Core) asks: `dueDate` → `DUE_DATE`, `Up` → `UP`. Names JavaScript reads (the enum
 * object, reverse mappings) are the TypeScript keys, not these. Two members that would meet get
 * `_2`, `_3`… in declaration order, so the declaration and every reference agree.
 */
export function enumConstName(member: ts.EnumMember): string {
  const names = new Map<ts.EnumMember, string>();
  const taken = new Set<string>();
  for (const m of member.parent.members) {
    const key = memberKey(m.name) ?? m.name.getText();
    const base =
      PLAIN.test(key) && key.toLowerCase() !== 'class'
        ? key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()
        : `TS2WP_${escapeChars(key).toUpperCase()}`;
    let name = base;
    for (let i = 2; taken.has(name); i++) name = `${base}_${i}`;
    taken.add(name);
    names.set(m, name);
  }
  return names.get(member)!;
}
