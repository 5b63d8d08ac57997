// Hooks and lifecycle: classes under app/Hooks/ whose methods carry @Action, @Filter,
// @Activate, @Deactivate, @Uninstall or @Cron (lib/index.ts). Found by resolved symbol, like
// @Api; the result is plain data (HookModel) plus each hook class's node, which the emit step
// translates as an ordinary class and render/ turns into hooks.php.
import path from 'node:path';
import ts from '#typescript';
import { Rules, type Problem } from '../diagnostics/catalogue.js';
import { diagnosticAt, type Diagnostic } from '../diagnostics/diagnostic.js';
import { isProjectFile, isTs2wpExport, resolveSymbol } from '../libs.js';
import { CRON_SCHEDULES, type CronSchedule, type HookKind, type HookModel } from '../model.js';
import { evaluate } from './evaluate.js';
import { findSourceFiles } from './program.js';
import { sourcePos } from './routes.js';

export const HOOKS_DIR = path.join('app', 'Hooks');

/** A class under app/Hooks with its registrations. */
export interface TsHookClass {
  className: string;
  file: string;
  node: ts.ClassDeclaration;
  hooks: HookModel[];
}

export interface HookAnalysis {
  classes: TsHookClass[];
  hooks: HookModel[];
  diagnostics: Diagnostic[];
}

const DECORATORS: Record<string, HookKind> = {
  Action: 'action',
  Filter: 'filter',
  Activate: 'activate',
  Deactivate: 'deactivate',
  Uninstall: 'uninstall',
  Cron: 'cron',
};

/**
 * How many arguments WordPress passes to some core hooks: a method asking for more would
 * get PHP's "too few arguments" error at run time, so it is reported at build time.
 */
const CORE_HOOK_ARGS: Record<string, number> = {
  init: 0,
  wp_loaded: 0,
  plugins_loaded: 0,
  admin_init: 0,
  wp_enqueue_scripts: 0,
  admin_enqueue_scripts: 1,
  wp_head: 0,
  wp_footer: 0,
  template_redirect: 0,
  rest_api_init: 1,
  admin_menu: 1,
  widgets_init: 0,
  pre_get_posts: 1,
  save_post: 3,
  wp_insert_post: 3,
  delete_post: 2,
  before_delete_post: 2,
  transition_post_status: 3,
  the_content: 1,
  the_excerpt: 1,
  the_title: 2,
  excerpt_length: 1,
  body_class: 2,
  post_class: 3,
  cron_schedules: 1,
  document_title_parts: 1,
  upload_mimes: 2,
};

/** The name a decorator resolves to when it is one of ts2wp's hook decorators. */
export function hookDecoratorKind(decorator: ts.Decorator, checker: ts.TypeChecker): HookKind | undefined {
  const expr = ts.isCallExpression(decorator.expression) ? decorator.expression.expression : decorator.expression;
  const symbol = resolveSymbol(expr, checker);
  for (const [name, kind] of Object.entries(DECORATORS)) if (isTs2wpExport(symbol, name)) return kind;
  return undefined;
}

/** Hook sources under app/Hooks, sorted so output order is stable. */
export function findHookFiles(projectDir: string): string[] {
  return findSourceFiles(path.join(projectDir, HOOKS_DIR), '.ts');
}

/** The default event name of a @Cron method: `<slug>_<class>_<method>`, lower case. */
export function cronHookName(slug: string, className: string, method: string): string {
  return `${slug}_${className}_${method}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
}

export function analyzeHooks(program: ts.Program, hookFiles: string[], projectDir: string, slug: string): HookAnalysis {
  const checker = program.getTypeChecker();
  const out: HookAnalysis = { classes: [], hooks: [], diagnostics: [] };
  const report: Report = (node, problem) => out.diagnostics.push(diagnosticAt(node, problem));
  const hookSet = new Set(hookFiles);
  for (const sf of program.getSourceFiles()) {
    if (!isProjectFile(projectDir, sf.fileName)) continue;
    const inHooks = hookSet.has(sf.fileName);
    const visit = (node: ts.Node): void => {
      if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) {
        const top = ts.isClassDeclaration(node) && node.parent === sf;
        if (inHooks && top && node.name) analyzeClass(node, checker, projectDir, slug, out, report);
        else reportMisplaced(node, checker, report);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  checkLifecycle(out.hooks, out.classes, report);
  return out;
}

function reportMisplaced(cls: ts.ClassLikeDeclaration, checker: ts.TypeChecker, report: Report): void {
  for (const member of cls.members) {
    for (const d of ts.canHaveDecorators(member) ? (ts.getDecorators(member) ?? []) : []) {
      if (!hookDecoratorKind(d, checker)) continue;
      report(d, Rules.HookOutsideHooks.misplaced());
    }
  }
}

function analyzeClass(
  cls: ts.ClassDeclaration,
  checker: ts.TypeChecker,
  projectDir: string,
  slug: string,
  out: HookAnalysis,
  report: Report,
): void {
  const className = cls.name!.text;
  const hooks: HookModel[] = [];
  for (const member of cls.members) {
    const decorators = ts.canHaveDecorators(member) ? (ts.getDecorators(member) ?? []) : [];
    for (const decorator of decorators) {
      const kind = hookDecoratorKind(decorator, checker);
      if (!kind) continue;
      const name = `@${decorator.getText().replace(/^@/, '').split('(')[0]}`;
      if (
        !ts.isMethodDeclaration(member) ||
        !member.body ||
        !ts.isIdentifier(member.name) ||
        hasModifier(member, ts.SyntaxKind.PrivateKeyword) ||
        hasModifier(member, ts.SyntaxKind.ProtectedKeyword)
      ) {
        report(decorator, Rules.HookNotPublicMethod.notPublic(name));
        continue;
      }
      const model = readHook(kind, name, decorator, member, className, checker, slug, report);
      if (!model) continue;
      if (checkSignature(model, name, member, checker, report)) {
        hooks.push({ ...model, pos: sourcePos(decorator, projectDir) });
      }
    }
  }
  if (!hooks.length) return;
  // Framework\Hooks::call() creates the instance with `new Class()`.
  const ctor = cls.members.find(ts.isConstructorDeclaration);
  const required = ctor?.parameters.find((p) => !p.questionToken && !p.initializer && !p.dotDotDotToken);
  const isAbstract = hasModifier(cls, ts.SyntaxKind.AbstractKeyword);
  if (hooks.some((h) => !h.isStatic) && (isAbstract || required)) {
    report(required ?? cls.name!, Rules.HookClassNotConstructible.notConstructible(className, isAbstract));
    return;
  }
  out.hooks.push(...hooks);
  out.classes.push({ className, file: cls.getSourceFile().fileName, node: cls, hooks });
}

type Report = (node: ts.Node, problem: Problem) => void;

function readHook(
  kind: HookKind,
  name: string,
  decorator: ts.Decorator,
  method: ts.MethodDeclaration,
  className: string,
  checker: ts.TypeChecker,
  slug: string,
  report: Report,
): Omit<HookModel, 'pos'> | undefined {
  const args = ts.isCallExpression(decorator.expression) ? decorator.expression.arguments : undefined;
  if (!args) {
    report(decorator, Rules.HookBadArguments.notCalled(name));
    return undefined;
  }
  const values: unknown[] = [];
  for (const arg of args) {
    const evaluated = evaluate(arg, checker);
    if (!evaluated.ok) {
      report(evaluated.node, Rules.HookBadArguments.notStatic(name));
      return undefined;
    }
    values.push(evaluated.value);
  }
  const base = {
    kind,
    hook: '',
    priority: 10,
    acceptedArgs: method.parameters.length,
    className,
    method: (method.name as ts.Identifier).text,
    isStatic: hasModifier(method, ts.SyntaxKind.StaticKeyword),
  };
  if (kind === 'action' || kind === 'filter') {
    const [hook, priority] = values;
    if (typeof hook !== 'string' || !/^[^\s]+$/.test(hook)) {
      report(args[0] ?? decorator, Rules.HookBadArguments.hookName(name));
      return undefined;
    }
    if (priority !== undefined && (typeof priority !== 'number' || !Number.isInteger(priority))) {
      report(args[1], Rules.HookBadArguments.priority(name));
      return undefined;
    }
    return { ...base, hook, priority: priority ?? 10 };
  }
  if (kind === 'cron') {
    const [schedule, hook] = values;
    if (typeof schedule !== 'string' || !(CRON_SCHEDULES as readonly string[]).includes(schedule)) {
      report(args[0] ?? decorator, Rules.UnknownSchedule.unknown(schedule));
      return undefined;
    }
    if (hook !== undefined && (typeof hook !== 'string' || !/^[A-Za-z0-9_-]+$/.test(hook))) {
      report(args[1], Rules.HookBadArguments.cronEvent());
      return undefined;
    }
    return {
      ...base,
      schedule: schedule as CronSchedule,
      hook: hook ?? cronHookName(slug, className, base.method),
    };
  }
  if (values.length) {
    report(args[0], Rules.HookBadArguments.noArguments(name));
    return undefined;
  }
  return base;
}

/** Parameters against what WordPress passes; a filter's return type against its value. */
function checkSignature(
  model: Omit<HookModel, 'pos'>,
  name: string,
  method: ts.MethodDeclaration,
  checker: ts.TypeChecker,
  report: Report,
): boolean {
  const rest = method.parameters.find((p) => p.dotDotDotToken);
  if (rest) {
    report(rest, Rules.WrongHookSignature.rest(name));
    return false;
  }
  const at = method.parameters[0] ?? method.name;
  if (model.kind === 'uninstall' && !model.isStatic) {
    report(method.name, Rules.UninstallNotStatic.instance(model.method));
    return false;
  }
  const max =
    model.kind === 'cron' || model.kind === 'uninstall'
      ? 0
      : model.kind === 'activate' || model.kind === 'deactivate'
        ? 1 // $network_wide
        : CORE_HOOK_ARGS[model.hook];
  if (max !== undefined && method.parameters.length > max) {
    const what = model.kind === 'action' || model.kind === 'filter' ? `'${model.hook}'` : name;
    report(method.parameters[max], Rules.WrongHookSignature.tooMany(what, max));
    return false;
  }
  if (model.kind !== 'filter') return true;
  const first = method.parameters[0];
  if (!first) {
    report(at, Rules.WrongHookSignature.filterWithoutValue(model.method));
    return false;
  }
  const signature = checker.getSignatureFromDeclaration(method);
  if (!signature) return true;
  const returned = checker.getReturnTypeOfSignature(signature);
  const value = checker.getTypeAtLocation(first);
  if (!checker.isTypeAssignableTo(returned, value)) {
    report(
      method.type ?? method.name,
      Rules.WrongHookSignature.filterReturn(checker.typeToString(returned), checker.typeToString(value)),
    );
    return false;
  }
  return true;
}

/** One activation, deactivation and uninstall callback per plugin. */
function checkLifecycle(hooks: HookModel[], classes: TsHookClass[], report: Report): void {
  const nodeOf = (hook: HookModel): ts.Node => {
    const cls = classes.find((c) => c.hooks.includes(hook))?.node;
    const method = cls?.members.find(
      (m) => ts.isMethodDeclaration(m) && (m.name as ts.Identifier).text === hook.method,
    );
    return method ? (ts.getDecorators(method as ts.MethodDeclaration)?.[0] ?? method) : cls!;
  };
  for (const kind of ['activate', 'deactivate', 'uninstall'] as const) {
    const found = hooks.filter((h) => h.kind === kind);
    for (const extra of found.slice(1)) {
      const first = found[0];
      report(
        nodeOf(extra),
        Rules.DuplicateLifecycle.second(
          kind,
          `${first.className}.${first.method}`,
          `${first.pos.file}:${first.pos.line}`,
        ),
      );
    }
  }
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return (ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined)?.some((m) => m.kind === kind) ?? false;
}
