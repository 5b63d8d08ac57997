// Module-level code: PHP has no module scope, so each project file whose functions,
// constants, classes or enums a handler uses gets PHP classes of its own, in a namespace
// that follows the file's path (namespaces match folders):
//
//   app/lib/util.ts  →  <ns>\App\Lib\Util\Module   (functions → static methods,
//                                                   constants → class constants or
//                                                   static properties)
//                       <ns>\App\Lib\Util\Point    (a class or enum of the file)
//
// Only what translated code refers to is emitted (a declaration is "needed" when a
// reference to it is translated), so a file imported only for types, or for @Api
// options, produces nothing. Names are made collision-free up front, in source order, so
// the output never depends on the order references are met.
import fs from 'node:fs';
import path from 'node:path';
import ts from '#typescript';
import { Unsupported } from '../diagnostics/catalogue.js';
import type { TsController } from '../analyze/routes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { isProjectFile, PACKAGE_ROOT } from '../libs.js';
import {
  exprStmt,
  type ClassConstDecl,
  type ClassDecl,
  type MethodDecl,
  type PhpFile,
  type PropertyDecl,
  type Stmt,
} from '../php/ast.js';
import { TransformContext } from './context.js';
import type { BuildTable, Entity, PluginFacts, Project } from './shapes.js';
import { docComment } from './util/doc.js';
import { visitors } from './visitors/index.js';
import { checkFunctionForm, functionParts, usesThis } from './visitors/functions.js';
import { transformEnumFile, transformUserClassFile } from './classes/members.js';
import { withClass } from './classes/plan.js';
import { phpMemberName } from './util/identifiers.js';
import { isLiteralConstant } from './util/syntax.js';

type MemberKind = 'method' | 'const' | 'static';

interface ModuleFile {
  sf: ts.SourceFile;
  /** PHP namespace of the file's classes, without a leading backslash. */
  namespace: string;
  /** Folder of the file's classes in the plugin, e.g. app/Lib/Util. */
  dir: string;
  members: Map<ts.Node, { kind: MemberKind; name: string }>;
  classes: Map<ts.Node, string>;
  checked: boolean;
}

/**
 * Short names of the runtime classes (php-runtime/), lower-case: a file may import them
 * with `use`, so no project class may take one of these names.
 */
const RUNTIME_CLASSES: readonly string[] = (function list(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? list(path.join(dir, e.name))
        : e.name.endsWith('.php')
          ? [e.name.slice(0, -4).toLowerCase()]
          : [],
    );
})(path.join(PACKAGE_ROOT, 'php-runtime'));

/** PHP words that cannot name a class or a namespace segment (PHP 7.4). */
const RESERVED = new Set(
  (
    'abstract and array as bool break callable case catch class clone const continue declare default die do echo else elseif empty ' +
    'enddeclare endfor endforeach endif endswitch endwhile enum eval exit extends false final finally float fn for foreach function global goto if ' +
    'implements include include_once instanceof insteadof int interface isset iterable list match mixed namespace never new null numeric object or ' +
    'parent print private protected public readonly require require_once resource return self static string switch throw trait true try unset use var ' +
    'void while xor yield __halt_compiler'
  ).split(' '),
);

/**
 * A PHP class name or namespace segment for a TypeScript name, spelled as
 * PEAR.NamingConventions.ValidClassName (WordPress-Core) asks: a capital first and after each
 * `_`; a reserved word gets `Class` after it. PHP compares these names case-insensitively,
 * and allocate() keeps them unique, so the capitals merge no two names.
 */
function classSegment(name: string): string {
  let out = name.replace(/[^A-Za-z0-9_]/g, '_').replace(/_+$/, '');
  if (!/^[A-Za-z]/.test(out)) out = out.replace(/^_+/, '') ? `Class_${out.replace(/^_+/, '')}` : 'ClassName';
  out = out.replace(/(^|_)([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
  return RESERVED.has(out.toLowerCase()) ? `${out}Class` : out;
}

/** A name not yet in `taken` (compared case-insensitively, as PHP compares them). */
function allocate(base: string, taken: Set<string>): string {
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base}_${i}`;
  taken.add(name.toLowerCase());
  return name;
}

function isFunctionInitializer(decl: ts.VariableDeclaration): boolean {
  if (!(decl.parent.flags & ts.NodeFlags.Const) || !decl.initializer) return false;
  let e = decl.initializer;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
  return ts.isArrowFunction(e) || ts.isFunctionExpression(e);
}

function functionInitializer(decl: ts.VariableDeclaration): ts.ArrowFunction | ts.FunctionExpression {
  let e = decl.initializer!;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
  return e as ts.ArrowFunction | ts.FunctionExpression;
}

const isAmbient = (node: ts.Node) =>
  (ts.getCombinedModifierFlags(node as ts.Declaration) & ts.ModifierFlags.Ambient) !== 0;

/**
 * The project's module files and the PHP names of everything declared at their top level;
 * one per build (its ts.Program), with the build's other per-declaration answers.
 */
export class ProjectModules implements Project {
  private readonly files = new Map<string, ModuleFile>();
  private readonly controllers = new Map<ts.Node, string>();
  private readonly needed = new Set<ts.Node>();
  private readonly queue: ts.Node[] = [];
  private readonly contexts = new Map<ts.Node | ts.SourceFile, TransformContext>();
  /** Project classes with an instance getter or setter, by the accessor's name (classes.ts). */
  private accessors?: Map<string, ts.ClassDeclaration[]>;
  /** The tables of the modules that keep answers per build (Project.table()). */
  private readonly tables = new Map<BuildTable<unknown, unknown>, Map<unknown, unknown>>();
  readonly root: string;

  /** Lower-case short names of every PHP class the build knows (runtime, controllers, project classes). */
  private shortNames?: Set<string>;

  table<K, V>(key: BuildTable<K, V>): Map<K, V> {
    let table = this.tables.get(key);
    if (!table) this.tables.set(key, (table = new Map()));
    return table as Map<K, V>;
  }

  /** Whether a short class name is taken anywhere in the plugin (an import alias must not be). */
  isClassName(name: string): boolean {
    if (!this.shortNames) {
      this.shortNames = new Set(['module', ...RUNTIME_CLASSES]);
      for (const fq of this.controllers.values()) this.shortNames.add(fq.slice(fq.lastIndexOf('\\') + 1).toLowerCase());
      for (const file of this.files.values())
        for (const name of file.classes.values()) this.shortNames.add(name.toLowerCase());
    }
    return this.shortNames.has(name.toLowerCase());
  }

  /** Lower-case short name → how many of the plugin's classes have it (runtime classes and `Module` count as taken). */
  private shortNameCounts?: Map<string, number>;

  /** Whether exactly one class of the plugin, and no runtime class, has this short name: a `use` of it cannot clash. */
  isUniqueClassName(name: string): boolean {
    if (!this.shortNameCounts) {
      const counts = new Map<string, number>(['module', ...RUNTIME_CLASSES].map((n) => [n.toLowerCase(), 2]));
      const add = (n: string) => counts.set(n.toLowerCase(), (counts.get(n.toLowerCase()) ?? 0) + 1);
      for (const fq of new Set(this.controllers.values())) add(fq.slice(fq.lastIndexOf('\\') + 1));
      for (const file of this.files.values()) for (const n of new Set(file.classes.values())) add(n);
      this.shortNameCounts = counts;
    }
    return this.shortNameCounts.get(name.toLowerCase()) === 1;
  }

  /** The project's classes that declare an instance getter or setter named `name`. */
  accessorClasses(name: string): readonly ts.ClassDeclaration[] {
    if (!this.accessors) {
      const found = new Map<string, ts.ClassDeclaration[]>();
      const visit = (node: ts.Node): void => {
        if (ts.isClassDeclaration(node)) {
          for (const m of node.members) {
            if (!(ts.isGetAccessorDeclaration(m) || ts.isSetAccessorDeclaration(m)) || !ts.isIdentifier(m.name))
              continue;
            if (ts.getCombinedModifierFlags(m) & ts.ModifierFlags.Static) continue;
            const list = found.get(m.name.text) ?? [];
            if (!list.includes(node)) list.push(node);
            found.set(m.name.text, list);
          }
        }
        ts.forEachChild(node, visit);
      };
      // An accessor is written with the word `get` or `set`: a file without either has none
      // (most controllers; the walk visits every node of the others).
      for (const sf of this.program.getSourceFiles())
        if (this.isProjectFile(sf.fileName) && /\b[gs]et\b/.test(sf.text)) visit(sf);
      this.accessors = found;
    }
    return this.accessors.get(name) ?? [];
  }

  constructor(
    readonly program: ts.Program,
    readonly checker: ts.TypeChecker,
    projectDir: string,
    readonly phpNamespace: string,
    controllers: readonly TsController[],
    /** What handlers read of the plugin itself: its path constants' prefix (builtins/wpdb.ts), its minimum WordPress. */
    readonly plugin: PluginFacts,
  ) {
    this.root = path.resolve(projectDir);
    const taken = new Set<string>();
    const controllerClasses = new Set<string>();
    for (const c of controllers) {
      const fq = `${phpNamespace}\\App\\Controllers\\${c.className}`;
      this.controllers.set(c.node, `\\${fq}`);
      controllerClasses.add(fq.toLowerCase());
    }
    const sources = program
      .getSourceFiles()
      .filter((sf) => this.isProjectFile(sf.fileName))
      .sort((a, b) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0));
    for (const sf of sources) {
      const rel = path
        .relative(this.root, sf.fileName)
        .split(path.sep)
        .join('/')
        .replace(/\.(ts|tsx|mts|cts)$/, '');
      const parts = rel.split('/');
      const segments = parts[0] === 'app' ? parts.slice(1) : parts;
      const base = ['App', ...segments.map(classSegment)];
      let ns = `${phpNamespace}\\${base.join('\\')}`;
      for (let i = 2; taken.has(ns.toLowerCase()); i++)
        ns = `${phpNamespace}\\${base.slice(0, -1).join('\\')}\\${base.at(-1)}_${i}`;
      taken.add(ns.toLowerCase());
      const dir = [
        'app',
        ...ns
          .slice(phpNamespace.length + 1)
          .split('\\')
          .slice(1),
      ].join('/');
      const file: ModuleFile = { sf, namespace: ns, dir, members: new Map(), classes: new Map(), checked: false };
      const classNames = new Set<string>(['module', ...RUNTIME_CLASSES]);
      for (const fq of controllerClasses) {
        if (fq.startsWith(`${ns.toLowerCase()}\\`) && !fq.slice(ns.length + 1).includes('\\'))
          classNames.add(fq.slice(ns.length + 1));
      }
      const memberNames = new Set<string>(['ts2wp_init', 'class']);
      for (const stmt of sf.statements) {
        if (isAmbient(stmt)) continue;
        if (ts.isFunctionDeclaration(stmt) && stmt.body) {
          file.members.set(stmt, {
            kind: 'method',
            name: allocate(phpMemberName(stmt.name?.text ?? 'default'), memberNames),
          });
        } else if (ts.isVariableStatement(stmt)) {
          for (const decl of stmt.declarationList.declarations) {
            if (!ts.isIdentifier(decl.name)) continue;
            const kind: MemberKind = isFunctionInitializer(decl)
              ? 'method'
              : stmt.declarationList.flags & ts.NodeFlags.Const &&
                  decl.initializer &&
                  isLiteralConstant(decl.initializer)
                ? 'const'
                : 'static';
            file.members.set(decl, { kind, name: allocate(phpMemberName(decl.name.text), memberNames) });
          }
        } else if (ts.isExportAssignment(stmt) && !stmt.isExportEquals) {
          file.members.set(stmt, { kind: 'static', name: allocate('default', memberNames) });
        } else if ((ts.isClassDeclaration(stmt) && !this.controllers.has(stmt)) || ts.isEnumDeclaration(stmt)) {
          file.classes.set(stmt, allocate(classSegment(stmt.name?.text ?? 'Default'), classNames));
        }
      }
      this.files.set(sf.fileName, file);
    }
  }

  /** Per file name, for this build: asked for every declaration a call or property resolves to. */
  private readonly projectFiles = new Map<string, boolean>();

  isProjectFile(fileName: string): boolean {
    let known = this.projectFiles.get(fileName);
    if (known === undefined) this.projectFiles.set(fileName, (known = isProjectFile(this.root, fileName)));
    return known;
  }

  /** A new context for translating code of this project. */
  createContext(): TransformContext {
    return new TransformContext(this, visitors, { js: 'Js', jsArray: 'JsArray' }, this.root);
  }

  private fileOf(node: ts.Node): ModuleFile | undefined {
    return this.files.get(node.getSourceFile().fileName);
  }

  private need(node: ts.Node): void {
    if (this.needed.has(node)) return;
    this.needed.add(node);
    this.queue.push(node);
  }

  /** The PHP entity a (module-level) symbol stands for; marks it needed. */
  entityFor(symbol: ts.Symbol | undefined): Entity | undefined {
    if (!symbol) return undefined;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const decls = symbol.declarations ?? [];
    let decl: ts.Node | undefined =
      decls.find((d) => ts.isFunctionDeclaration(d) && d.body) ?? symbol.valueDeclaration ?? decls[0];
    if (!decl) return undefined;
    // A named function expression's own name, inside a module-level `const f = function g() {}`.
    if (ts.isFunctionExpression(decl) && decl.name && ts.isVariableDeclaration(decl.parent)) decl = decl.parent;
    const controller = this.controllers.get(decl);
    if (controller && ts.isClassDeclaration(decl)) return { kind: 'class', cls: controller, decl, controller: true };
    const file = this.fileOf(decl);
    if (!file) return undefined;
    if (ts.isClassDeclaration(decl) || ts.isEnumDeclaration(decl)) {
      const name = file.classes.get(decl);
      if (!name) return undefined;
      this.need(decl);
      const cls = `\\${file.namespace}\\${name}`;
      return ts.isClassDeclaration(decl)
        ? { kind: 'class', cls, decl, controller: false }
        : { kind: 'enum', cls, decl };
    }
    const member = file.members.get(decl);
    if (!member) return undefined;
    this.need(decl);
    return { kind: member.kind, cls: `\\${file.namespace}\\Module`, name: member.name };
  }

  /** The PHP class name of a class or enum declaration (without marking it needed). */
  classNameOf(decl: ts.Node): string | undefined {
    const controller = this.controllers.get(decl);
    if (controller) return controller;
    const file = this.fileOf(decl);
    const name = file?.classes.get(decl);
    return file && name ? `\\${file.namespace}\\${name}` : undefined;
  }

  /** Marks a class or enum needed (a base class of a needed class). */
  needClass(decl: ts.Node): void {
    if (this.fileOf(decl)?.classes.has(decl)) this.need(decl);
  }

  /** A file's own context (one per PHP file written). */
  private contextFor(key: ts.Node, namespace: string): TransformContext {
    let ctx = this.contexts.get(key);
    if (!ctx) this.contexts.set(key, (ctx = this.createContext()));
    ctx.namespace = namespace;
    return ctx;
  }

  /** Module-level statements that have no PHP counterpart. */
  private checkFile(file: ModuleFile): void {
    if (file.checked) return;
    file.checked = true;
    const ctx = this.contextFor(file.sf, file.namespace);
    for (const stmt of file.sf.statements) {
      if (
        ts.isImportDeclaration(stmt) ||
        ts.isExportDeclaration(stmt) ||
        ts.isTypeAliasDeclaration(stmt) ||
        ts.isInterfaceDeclaration(stmt) ||
        ts.isFunctionDeclaration(stmt) ||
        ts.isVariableStatement(stmt) ||
        ts.isClassDeclaration(stmt) ||
        ts.isEnumDeclaration(stmt) ||
        ts.isEmptyStatement(stmt) ||
        isAmbient(stmt) ||
        (ts.isExportAssignment(stmt) && !stmt.isExportEquals)
      ) {
        continue;
      }
      ctx.unsupported(stmt, Unsupported.moduleStatement());
    }
  }

  /**
   * Translates every needed declaration (following what they need in turn) into PHP
   * files: path in the plugin → file.
   */
  emit(): { files: Map<string, PhpFile>; diagnostics: Diagnostic[] } {
    type Members = Map<ts.Node, MethodDecl | PropertyDecl | ClassConstDecl | { init: Stmt[]; prop: PropertyDecl }>;
    const modules = new Map<ModuleFile, Members>();
    const files = new Map<string, PhpFile>();
    const enums: [ts.EnumDeclaration, ModuleFile, string][] = [];
    while (this.queue.length) {
      const node = this.queue.shift()!;
      const file = this.fileOf(node)!;
      this.checkFile(file);
      if (ts.isClassDeclaration(node) || ts.isEnumDeclaration(node)) {
        const ctx = this.contextFor(node, file.namespace);
        const name = file.classes.get(node)!;
        // Enum files are written last: an enum's object is only known to be needed once all code is translated.
        if (ts.isEnumDeclaration(node)) {
          enums.push([node, file, name]);
          continue;
        }
        const { cls: decl, after } = transformUserClassFile(node, name, ctx);
        files.set(`${file.dir}/${name}.php`, this.wrapBody(file.namespace, ctx, [decl, ...after]));
        continue;
      }
      let members = modules.get(file);
      if (!members) modules.set(file, (members = new Map() as Members));
      members.set(node, this.translateMember(node, file));
    }
    for (const [file, members] of modules) {
      // The enum/class files are final; the module class is assembled in source order.
      const ctx = this.contextFor(file.sf, file.namespace);
      const ordered = [...members.entries()].sort(([a], [b]) => a.pos - b.pos).map(([, m]) => m);
      const body: ClassDecl['members'] = [];
      const init: Stmt[] = [];
      for (const m of ordered) {
        if ('init' in m) {
          body.push(m.prop);
          init.push(...m.init);
        } else {
          body.push(m);
        }
      }
      // Constants first, then properties, then methods (WordPress layout).
      const rank = (m: ClassDecl['members'][number]) => (m.kind === 'classConst' ? 0 : m.kind === 'property' ? 1 : 2);
      body.sort((a, b) => rank(a) - rank(b));
      const php: (ClassDecl | Stmt)[] = [];
      if (init.length) {
        body.push({
          kind: 'method',
          name: 'ts2wp_init',
          visibility: 'public',
          isStatic: true,
          params: [],
          body: init,
          attributes: [],
        });
      }
      php.push({ kind: 'class', name: 'Module', members: body });
      if (init.length) php.push(exprStmt({ kind: 'staticCall', className: 'Module', name: 'ts2wp_init', args: [] }));
      files.set(`${file.dir}/Module.php`, this.wrapBody(file.namespace, ctx, php));
    }
    for (const [node, file, name] of enums) {
      const ctx = this.contextFor(node, file.namespace);
      files.set(`${file.dir}/${name}.php`, this.wrapBody(file.namespace, ctx, [transformEnumFile(node, name, ctx)]));
    }
    const diagnostics = [...this.contexts.values()].flatMap((c) => c.diagnostics);
    return { files, diagnostics };
  }

  private wrapBody(namespace: string, ctx: TransformContext, body: PhpFile['body']): PhpFile {
    const framework = `${this.phpNamespace}\\Framework`;
    const runtime = new Set(['Js', 'JsArray', ...ctx.runtimeClasses]);
    return {
      namespace,
      abspathGuard: true,
      uses: [...[...runtime].sort().map((n) => `${framework}\\${n}`), ...ctx.importLines()],
      body,
    };
  }

  private translateMember(
    node: ts.Node,
    file: ModuleFile,
  ): MethodDecl | PropertyDecl | ClassConstDecl | { init: Stmt[]; prop: PropertyDecl } {
    const ctx = this.contextFor(file.sf, file.namespace);
    const member = file.members.get(node)!;
    const cls = `\\${file.namespace}\\Module`;
    return withClass(ctx, { fq: cls, node: undefined, isStatic: true }, () => {
      if (ts.isFunctionDeclaration(node) || (ts.isVariableDeclaration(node) && member.kind === 'method')) {
        const fn = ts.isFunctionDeclaration(node) ? node : functionInitializer(node);
        if (!checkFunctionForm(fn, ctx)) return this.emptyMethod(member.name);
        const self = ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn) ? usesThis(fn.body!) : undefined;
        if (self) ctx.unsupported(self, Unsupported.thisInModuleFunction());
        const { params, body } = ctx.inFunction(fn, () => functionParts(fn, ctx));
        return {
          kind: 'method',
          name: member.name,
          visibility: 'public',
          isStatic: true,
          params,
          body,
          attributes: [],
          doc: docComment(node),
        } satisfies MethodDecl;
      }
      if (ts.isVariableDeclaration(node) && member.kind === 'const') {
        return {
          kind: 'classConst',
          name: member.name,
          value: ctx.inFunction(file.sf, () => ctx.transformExpression(node.initializer!)),
        } satisfies ClassConstDecl;
      }
      const prop: PropertyDecl = { kind: 'property', name: member.name, visibility: 'public', isStatic: true };
      const initializer = ts.isVariableDeclaration(node)
        ? node.initializer
        : ts.isExportAssignment(node)
          ? node.expression
          : undefined;
      if (!initializer) return { init: [], prop };
      const value = ctx.inFunction(file.sf, () => ctx.transformExpression(initializer));
      if (isLiteralConstant(initializer)) return { init: [], prop: { ...prop, default: value } };
      return {
        init: [
          exprStmt({
            kind: 'assign',
            op: '=',
            target: { kind: 'staticProp', className: 'self', name: member.name },
            value,
          }),
        ],
        prop,
      };
    });
  }

  private emptyMethod(name: string): MethodDecl {
    return { kind: 'method', name, visibility: 'public', isStatic: true, params: [], body: [], attributes: [] };
  }
}
