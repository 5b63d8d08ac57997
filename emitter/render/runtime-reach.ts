// Which runtime classes and methods a plugin reaches (render/runtime.ts ships them): the
// plugin's files are the roots, and each reached method pulls in what its body calls,
// constructs or reads. Free of TypeScript imports, like runtime-references.ts, so that the
// validate worker (output/validate-worker.ts) can follow the references of each file it
// parses while the main thread translates the next: the runtime classes are then parsed
// off the main thread, by the time the last plugin file is checked.
import fs from 'node:fs';
import path from 'node:path';
import { Engine } from 'php-parser';
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
  type Ref,
} from './runtime-references.js';

/** The namespace the runtime sources are written in; replaced by the plugin's own. */
export const RUNTIME_SCOPE = 'Ts2wpScope\\';

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

/** A method's lines, cut when it is not reached: its leading comments to its `}`. */
export interface MethodSpan {
  start: number;
  end: number;
}

interface RuntimeMethod extends MethodSpan {
  refs: Ref[];
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
 * The runtime's sources, read once, and its classes, each parsed the first time a build
 * reaches it (parsing all of php-runtime/ costs seconds, most of it tables few plugins reach).
 */
export class RuntimeClasses {
  readonly sources: ReadonlyMap<string, string>;
  /** Class key → path under php-runtime/. */
  private readonly rels = new Map<string, string>();
  private readonly parsed = new Map<string, RuntimeClass>();
  private parser?: Engine;

  constructor(dir: string) {
    this.sources = new Map(listFiles(dir).map((rel) => [rel, fs.readFileSync(path.join(dir, rel), 'utf8')]));
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
    this.parser ??= new Engine({
      parser: { php8: true, version: '8.3', suppressErrors: false, extractDoc: true },
      ast: { withPositions: true },
    });
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

/**
 * What a plugin ships of the runtime: per class key the methods kept (lower-case; all of
 * them when an instance exists), and how each class (`Js`) and method (`Js::str`) was
 * reached: the plugin file or the runtime method that refers to it (the first way found,
 * which depends on the order the roots come in; what is kept does not).
 */
export interface RuntimeReach {
  kept: Map<string, Set<string>>;
  from: Map<string, string>;
}

/** A reached runtime class as it ships: the methods to cut from its source. */
export interface ShippedClass {
  key: string;
  rel: string;
  cut: MethodSpan[];
}

/**
 * The reach of a plugin's files, grown one root file at a time: each `add()` follows the
 * file's references as far as they go (parsing the runtime classes they reach), so the
 * closure is complete after the last root whatever their order.
 */
export class RuntimeReacher {
  readonly reach: RuntimeReach = { kept: new Map(), from: new Map() };
  private readonly queue: { ref: Ref; from: string }[] = [];
  /** `static::` in a class means it or a subclass: each one loaded, now or later. */
  private readonly staticRefs: { ref: Ref; from: string }[] = [];
  /** Objects exist only of the classes something reached constructs. */
  private readonly instantiated = new Set<string>();
  /** On them, the methods some reached code calls by name (any, once a name is computed) and those PHP calls. */
  private readonly called = new Set<string>();
  private readonly literals = new Set<string>();

  constructor(private readonly classes: RuntimeClasses) {}

  /** Adds roots (plugin files' references) and follows them. */
  add(roots: Iterable<readonly [string, readonly Ref[]]>): void {
    for (const [rel, refs] of roots) this.refer(refs, rel);
    this.drain();
  }

  /** The reached classes as they ship, by key. */
  shipped(): ShippedClass[] {
    return [...this.reach.kept]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, kept]) => {
        const { rel, methods } = this.classes.get(key)!;
        const cut = [...methods].filter(([name]) => !kept.has(name)).map(([, { start, end }]) => ({ start, end }));
        return { key, rel, cut };
      });
  }

  private refer(refs: readonly Ref[], from: string): void {
    for (const ref of refs) this.queue.push({ ref, from });
  }

  private loaded(cls: string, from: string): void {
    const { reach, classes } = this;
    if (reach.kept.has(cls)) return;
    reach.kept.set(cls, new Set());
    reach.from.set(cls, from);
    const c = classes.get(cls)!;
    this.refer([...c.load, ...c.parents.map((p) => ({ cls: p, member: '' }))], cls);
    // A declaration that implements JsonSerializable, Countable… without its method is a
    // fatal error when the file loads, even if no instance is ever made (`instanceof JsDate`).
    for (const name of c.methods.keys()) if (ENGINE_METHODS.test(name)) this.keep(cls, name, cls);
    for (const s of this.staticRefs)
      if (descends(cls, s.ref.cls, classes)) this.queue.push({ ref: { cls, member: s.ref.member }, from: s.from });
  }

  private keep(cls: string, method: string, from: string): void {
    this.loaded(cls, from);
    const kept = this.reach.kept.get(cls)!;
    if (kept.has(method)) return;
    kept.add(method);
    this.reach.from.set(`${cls}::${method}`, from);
    this.refer(this.classes.get(cls)!.methods.get(method)!.refs, `${cls}::${method}`);
  }

  private calledAs(name: string): boolean {
    const { called } = this;
    return (
      ENGINE_METHODS.test(name) ||
      (called.has(COMPUTED) && this.literals.has(name)) ||
      [...called].some((c) => c === name || (c.endsWith('*') && name.startsWith(c.slice(0, -1))))
    );
  }

  private instantiate(cls: string, from: string): void {
    if (this.instantiated.has(cls)) return;
    this.instantiated.add(cls);
    this.loaded(cls, from);
    this.reach.from.set(`new ${cls}`, from);
    const c = this.classes.get(cls)!;
    for (const name of c.methods.keys()) if (this.calledAs(name)) this.keep(cls, name, `new ${cls}`);
    for (const parent of c.parents) if (this.classes.has(parent)) this.instantiate(parent, `new ${cls}`);
  }

  private drain(): void {
    const { queue, classes, reach } = this;
    while (queue.length) {
      const { ref, from } = queue.pop()!;
      const { member } = ref;
      if (ref.cls === LITERAL || ref.cls === ANY) {
        const seen = ref.cls === ANY ? this.called : this.literals;
        if (seen.has(member)) continue;
        seen.add(member);
        for (const cls of this.instantiated)
          for (const name of classes.get(cls)!.methods.keys()) if (this.calledAs(name)) this.keep(cls, name, from);
        continue;
      }
      let targets = [ref.cls];
      if (ref.via === 'parent') targets = classes.get(ref.cls)?.parents ?? [];
      if (ref.via === 'static') {
        this.staticRefs.push({ ref, from });
        targets = [...reach.kept.keys()].filter((cls) => descends(cls, ref.cls, classes));
      }
      for (const cls of targets) {
        const c = classes.get(cls);
        if (!c) continue;
        this.loaded(cls, from);
        if (member === NEW) this.instantiate(cls, from);
        else if (member === '*') {
          this.instantiate(cls, from);
          for (const name of c.methods.keys()) this.keep(cls, name, from);
        } else if (member.endsWith('*')) {
          for (const name of c.methods.keys()) if (name.startsWith(member.slice(0, -1))) this.keep(cls, name, from);
        } else if (member) {
          // The class that declares the method: this one or the nearest parent that does.
          const owner = declaring(cls, member, classes);
          if (owner) this.keep(owner, member, from);
          else this.refer([{ cls, member: '*' }], from);
        }
      }
    }
  }
}

/** Whether `cls` is `ancestor` or builds on it. */
function descends(cls: string, ancestor: string, classes: RuntimeClasses): boolean {
  return cls === ancestor || (classes.get(cls)?.parents ?? []).some((p) => descends(p, ancestor, classes));
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
