// The PHP runtime a plugin ships: php-runtime/ copied under the plugin's namespace and text
// domain, cut down to the classes and methods its PHP reaches. Reachability is read from
// the parsed PHP (php-parser), never from names in comments: the plugin's own files are
// the roots, and each reached method pulls in what its body calls, constructs or reads.
import fs from 'node:fs';
import path from 'node:path';
import { Engine } from 'php-parser';
import { PACKAGE_ROOT } from '../libs.js';
import { pluginNamespaces } from '../model.js';
import { TS2WP_VERSION } from './render.js';
import {
  ANY,
  classParents,
  collect,
  collectAll,
  COMPUTED,
  LITERAL,
  Names,
  NEW,
  walkFile,
  type PhpNode,
  type ReferenceScope,
  type Ref,
} from './runtime-references.js';

const RUNTIME = path.join(PACKAGE_ROOT, 'php-runtime');
/** The namespace the runtime sources are written in; replaced by the plugin's own. */
const RUNTIME_SCOPE = 'Ts2wpScope\\';
/** Replaced by the compiler's version, so each plugin says which runtime it carries. */
const VERSION_STAMP = 'TS2WP_VERSION_STAMP';
/** The text domain of the runtime's translatable messages, the plugin's slug in a build. */
const TEXT_DOMAIN_STAMP = "'ts2wp-text-domain'";

/**
 * Runtime methods that call a method named by data (`obj[name]()` in TypeScript): reaching
 * one keeps every method of every class with an instance. Every other computed name in the
 * runtime comes from a string literal in the plugin's own files (the route table's handler
 * names, hooks.php's method names), so it keeps only the methods such a literal spells.
 */
const DATA_NAMED_CALLS = new Set(['JsCall::method']);

/**
 * Methods PHP itself calls on an instance: magic methods (`__get`, `__toString`…) and those
 * of the built-in interfaces the runtime implements (json_encode, count(), foreach).
 */
const ENGINE_METHODS = /^(?:__\w+|jsonserialize|count|getiterator)$/;

interface RuntimeMethod {
  refs: Ref[];
  /** The lines to cut when the method is not reached: its leading comments to its `}`. */
  start: number;
  end: number;
}

interface RuntimeClass {
  /** Path under php-runtime/. */
  rel: string;
  /** Runtime classes it extends or implements. */
  parents: string[];
  /** What loading the class needs: its constants, property defaults, attributes. */
  load: Ref[];
  /** By lower-case name. */
  methods: Map<string, RuntimeMethod>;
}

/**
 * The runtime's sources, read once per process, and its classes, each parsed the first
 * time a build reaches it (parsing all of php-runtime/ costs seconds, most of it tables
 * few plugins reach).
 */
class RuntimeClasses {
  readonly sources: ReadonlyMap<string, string>;
  /** Class key → path under php-runtime/. */
  private readonly rels = new Map<string, string>();
  private readonly parsed = new Map<string, RuntimeClass>();
  private readonly parser = newParser();

  constructor() {
    this.sources = new Map(listFiles(RUNTIME).map((rel) => [rel, fs.readFileSync(path.join(RUNTIME, rel), 'utf8')]));
    for (const rel of this.sources.keys()) this.rels.set(rel.slice(0, -'.php'.length).replace(/\//g, '\\'), rel);
  }

  keys(): IterableIterator<string> {
    return this.rels.keys();
  }

  has(key: string): boolean {
    return this.rels.has(key);
  }

  get(key: string): RuntimeClass | undefined {
    const rel = this.rels.get(key);
    if (!rel) return undefined;
    let parsed = this.parsed.get(key);
    if (!parsed) {
      parsed = this.parse(key, rel);
      this.parsed.set(key, parsed);
    }
    return parsed;
  }

  private parse(key: string, rel: string): RuntimeClass {
    const ast = this.parser.parseCode(this.sources.get(rel)!, rel) as unknown as PhpNode;
    const names = new Names(`${RUNTIME_SCOPE}Framework`, this.rels.keys());
    const load: Ref[] = [];
    const methods = new Map<string, RuntimeMethod>();
    const parents: string[] = [];
    walkFile(ast, names, (node, scope) => {
      if (node.kind !== 'class' && node.kind !== 'interface' && node.kind !== 'trait') {
        collect(node, scope, load);
        return;
      }
      for (const parent of classParents(node, scope)) parents.push(parent);
      const inClass = { ...scope, self: key, trait: node.kind === 'trait' };
      collectAll(node.attrGroups, inClass, load);
      for (const member of node.body as PhpNode[]) {
        if (member.kind !== 'method') {
          collect(member, inClass, load);
          continue;
        }
        const refs: Ref[] = [];
        collect(member, inClass, refs);
        const method = String((member.name as PhpNode).name).toLowerCase();
        if (DATA_NAMED_CALLS.has(`${key}::${method}`))
          for (const ref of refs) if (ref.cls === ANY && ref.member === COMPUTED) ref.member = '*';
        const start = (member.leadingComments?.[0] ?? member).loc!.start.offset;
        methods.set(method, { refs, start, end: member.loc!.end.offset });
      }
    });
    return { rel, parents, load, methods };
  }
}

let runtime: RuntimeClasses | undefined;

function newParser(): Engine {
  return new Engine({
    parser: { php8: true, version: '8.3', suppressErrors: false, extractDoc: true },
    ast: { withPositions: true },
  });
}

function loadRuntime(): RuntimeClasses {
  runtime ??= new RuntimeClasses();
  return runtime;
}

/** Whether `cls` is `ancestor` or builds on it. */
function descends(cls: string, ancestor: string, classes: RuntimeClasses): boolean {
  return cls === ancestor || (classes.get(cls)?.parents ?? []).some((p) => descends(p, ancestor, classes));
}

/**
 * What a plugin ships of the runtime: per class key the methods kept (lower-case; all of
 * them when an instance exists), and how each class (`Js`) and method (`Js::str`) was
 * reached: the plugin file or the runtime method that refers to it.
 */
export interface RuntimeReach {
  kept: Map<string, Set<string>>;
  from: Map<string, string>;
}

/** What `reachRuntime()` needs to read a plugin file's references (runtime-references.ts). */
export function referenceScope(phpNamespace: string): ReferenceScope {
  return { framework: pluginNamespaces(phpNamespace).framework, known: [...loadRuntime().keys()] };
}

/**
 * The runtime classes and methods the plugin files reach, from each file's references
 * (every `.php` file that is not the runtime is a root; `fileReferences()` under
 * `referenceScope()`).
 */
export function reachRuntime(roots: Iterable<readonly [string, readonly Ref[]]>): RuntimeReach {
  const classes = loadRuntime();
  const reach: RuntimeReach = { kept: new Map(), from: new Map() };
  const queue: { ref: Ref; from: string }[] = [];
  const refer = (refs: readonly Ref[], from: string) => queue.push(...refs.map((ref) => ({ ref, from })));
  for (const [rel, refs] of roots) refer(refs, rel);
  // `static::` in a class means it or a subclass: each one loaded, now or later.
  const staticRefs: { ref: Ref; from: string }[] = [];
  const loaded = (cls: string, from: string) => {
    if (reach.kept.has(cls)) return;
    reach.kept.set(cls, new Set());
    reach.from.set(cls, from);
    const c = classes.get(cls)!;
    refer([...c.load, ...c.parents.map((p) => ({ cls: p, member: '' }))], cls);
    // A declaration that implements JsonSerializable, Countable… without its method is a
    // fatal error when the file loads, even if no instance is ever made (`instanceof JsDate`).
    for (const name of c.methods.keys()) if (ENGINE_METHODS.test(name)) keep(cls, name, cls);
    for (const s of staticRefs)
      if (descends(cls, s.ref.cls, classes)) queue.push({ ref: { cls, member: s.ref.member }, from: s.from });
  };
  const keep = (cls: string, method: string, from: string) => {
    loaded(cls, from);
    const kept = reach.kept.get(cls)!;
    if (kept.has(method)) return;
    kept.add(method);
    reach.from.set(`${cls}::${method}`, from);
    refer(classes.get(cls)!.methods.get(method)!.refs, `${cls}::${method}`);
  };
  // Objects exist only of the classes something reached constructs; on them, the methods
  // some reached code calls by name (any, once a name is computed) and those PHP calls.
  const instantiated = new Set<string>();
  const called = new Set<string>();
  const literals = new Set<string>();
  const calledAs = (name: string) =>
    ENGINE_METHODS.test(name) ||
    (called.has(COMPUTED) && literals.has(name)) ||
    [...called].some((c) => c === name || (c.endsWith('*') && name.startsWith(c.slice(0, -1))));
  const instantiate = (cls: string, from: string) => {
    if (instantiated.has(cls)) return;
    instantiated.add(cls);
    loaded(cls, from);
    reach.from.set(`new ${cls}`, from);
    for (const name of classes.get(cls)!.methods.keys()) if (calledAs(name)) keep(cls, name, `new ${cls}`);
    for (const parent of classes.get(cls)!.parents) if (classes.has(parent)) instantiate(parent, `new ${cls}`);
  };
  while (queue.length) {
    const { ref, from } = queue.pop()!;
    const { member } = ref;
    if (ref.cls === LITERAL || ref.cls === ANY) {
      const seen = ref.cls === ANY ? called : literals;
      if (seen.has(member)) continue;
      seen.add(member);
      for (const cls of instantiated)
        for (const name of classes.get(cls)!.methods.keys()) if (calledAs(name)) keep(cls, name, from);
      continue;
    }
    let targets = [ref.cls];
    if (ref.via === 'parent') targets = classes.get(ref.cls)?.parents ?? [];
    if (ref.via === 'static') {
      staticRefs.push({ ref, from });
      targets = [...reach.kept.keys()].filter((cls) => descends(cls, ref.cls, classes));
    }
    for (const cls of targets) {
      const c = classes.get(cls);
      if (!c) continue;
      loaded(cls, from);
      if (member === NEW) instantiate(cls, from);
      else if (member === '*') {
        instantiate(cls, from);
        for (const name of c.methods.keys()) keep(cls, name, from);
      } else if (member.endsWith('*')) {
        for (const name of c.methods.keys()) if (name.startsWith(member.slice(0, -1))) keep(cls, name, from);
      } else if (member) {
        // The class that declares the method: this one or the nearest parent that does.
        const owner = declaring(cls, member, classes);
        if (owner) keep(owner, member, from);
        else refer([{ cls, member: '*' }], from);
      }
    }
  }
  return reach;
}

function declaring(cls: string, method: string, classes: RuntimeClasses): string | undefined {
  const c = classes.get(cls);
  if (!c) return undefined;
  if (c.methods.has(method)) return cls;
  for (const parent of c.parents) {
    const found = declaring(parent, method, classes);
    if (found) return found;
  }
  return undefined;
}

/**
 * The runtime files a plugin ships (`framework/…` → text): each reached class, without
 * the methods nothing reaches, under the plugin's namespace and text domain (its slug).
 * Without `reach`, the whole runtime.
 */
export function runtimeFiles(phpNamespace: string, slug: string, reach?: RuntimeReach): Map<string, string> {
  const classes = loadRuntime();
  const files = new Map<string, string>();
  if (!reach) {
    for (const [rel, source] of classes.sources) files.set(`framework/${rel}`, scoped(source, phpNamespace, slug));
    return files;
  }
  for (const [key, kept] of [...reach.kept].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const { rel, methods } = classes.get(key)!;
    const cut = [...methods].filter(([name]) => !kept.has(name)).map(([, m]) => m);
    files.set(`framework/${rel}`, scoped(withoutMethods(classes.sources.get(rel)!, cut), phpNamespace, slug));
  }
  return files;
}

/** Cuts each method's lines (doc comment to closing brace) and the blank line before it. */
function withoutMethods(source: string, methods: readonly RuntimeMethod[]): string {
  let out = source;
  for (const { start, end } of [...methods].sort((a, b) => b.start - a.start)) {
    let from = out.lastIndexOf('\n', start - 1) + 1;
    let to = out.indexOf('\n', end);
    to = to < 0 ? out.length : to + 1;
    if (out.slice(0, from).endsWith('\n\n')) from -= 1;
    else if (out[to] === '\n') to += 1;
    out = out.slice(0, from) + out.slice(to);
  }
  return out;
}

function scoped(source: string, phpNamespace: string, slug: string): string {
  return source
    .split(RUNTIME_SCOPE)
    .join(`${phpNamespace}\\`)
    .split(VERSION_STAMP)
    .join(TS2WP_VERSION)
    .split(TEXT_DOMAIN_STAMP)
    .join(`'${slug}'`);
}

function listFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) =>
      e.isDirectory()
        ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`)
        : e.name.endsWith('.php')
          ? [`${prefix}${e.name}`]
          : [],
    );
}
