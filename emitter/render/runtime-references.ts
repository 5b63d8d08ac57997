// What a piece of PHP needs from the runtime (php-runtime/), read from its php-parser tree:
// the calls, `new`, class constants, callables and class-name strings that name a runtime
// class or method. render/runtime.ts follows these from the plugin's files through the
// runtime; the plugin's own files are read where the validate step parses them anyway
// (output/php-check.ts, on its worker thread), so this file imports neither TypeScript
// nor the rest of the compiler.

export interface PhpNode {
  kind: string;
  loc?: { start: { offset: number }; end: { offset: number } };
  leadingComments?: PhpNode[];
  [key: string]: unknown;
}

/**
 * What a piece of PHP needs from the runtime, by class key (the name under `Framework\`,
 * e.g. `JsString`, `Attributes\Api`): `''` loads the class, `NEW` makes an instance, a
 * lower-case name is one method, `'prefix*'` every method whose name starts so
 * (`array( self::class, 'validate_' . $t )`), `'*'` every method (a name that may be
 * called through, `X::class`). The class `ANY` is a call on an object (`$x->name()`): that
 * method of every class with an instance.
 */
export interface Ref {
  cls: string;
  member: string;
  /** `parent::m()` means the parents' `m`; `static::m()` may be a subclass's. */
  via?: 'parent' | 'static';
}

export const NEW = 'new';
export const ANY = '->';
/** A string literal in a plugin file that could name a method (`'articles'` in the route table). */
export const LITERAL = "''";
/** The member of an `ANY` call whose name is computed in the runtime. */
export const COMPUTED = '$';

/** Resolves class names in one file: its namespace and `use` imports. */
export class Names {
  private namespace = '';
  private readonly uses = new Map<string, string>();
  /** Runtime class keys by lower-case key (the first of the runtime's order wins). */
  private readonly known = new Map<string, string>();
  private readonly prefix: string;
  constructor(
    /** The runtime's namespace as this file spells it (`Ns\Framework`). */
    readonly framework: string,
    known: Iterable<string>,
  ) {
    for (const key of known) if (!this.known.has(key.toLowerCase())) this.known.set(key.toLowerCase(), key);
    this.prefix = `${framework}\\`.toLowerCase();
  }

  enter(namespace: string): void {
    this.namespace = namespace;
    this.uses.clear();
  }

  use(name: string, alias: string | undefined): void {
    const full = name.replace(/^\\/, '');
    this.uses.set((alias ?? full.slice(full.lastIndexOf('\\') + 1)).toLowerCase(), full);
  }

  /** The runtime class key a name as written means, if it names one. */
  resolve(name: string, resolution: string): string | undefined {
    let full: string;
    if (resolution === 'fqn' || name.startsWith('\\')) full = name.replace(/^\\/, '');
    else {
      const [first, ...rest] = name.split('\\');
      const imported = this.uses.get(first.toLowerCase());
      full = imported ? [imported, ...rest].join('\\') : this.namespace ? `${this.namespace}\\${name}` : name;
    }
    return this.key(full);
  }

  /** The runtime class key of a fully qualified name. */
  key(full: string): string | undefined {
    const lower = full.toLowerCase();
    return lower.startsWith(this.prefix) ? this.known.get(lower.slice(this.prefix.length)) : undefined;
  }
}

export interface Scope {
  names: Names;
  /** The runtime class whose code this is (`self`, `static`), if any. */
  self?: string;
  /** In a trait, `self` is the class using it, as `static` is. */
  trait?: boolean;
}

/** Calls `visit` for each top-level statement of a file, namespace and `use` lines applied. */
export function walkFile(ast: PhpNode, names: Names, visit: (node: PhpNode, scope: Scope) => void): void {
  const statements = (node: PhpNode) => {
    for (const child of node.children as PhpNode[]) {
      if (child.kind === 'namespace') {
        names.enter(child.name as string);
        statements(child);
      } else if (child.kind === 'usegroup') {
        // `use function`/`use const` import no classes.
        if (!child.type)
          for (const item of child.items as PhpNode[])
            names.use(
              child.name ? `${child.name as string}\\${item.name as string}` : (item.name as string),
              (item.alias as PhpNode | null)?.name as string | undefined,
            );
      } else visit(child, { names });
    }
  };
  statements(ast);
}

/** The runtime classes, interfaces and traits (`use JsOrder;`) a class declaration builds on. */
export function classParents(node: PhpNode, scope: Scope): string[] {
  const traits = ((node.body as PhpNode[] | null) ?? []).filter((m) => m.kind === 'traituse').flatMap((m) => m.traits);
  const named = [
    node.extends,
    ...((node.implements as PhpNode[] | null) ?? []),
    ...traits,
  ].flat() as (PhpNode | null)[];
  return named
    .filter((n): n is PhpNode => !!n && n.kind === 'name')
    .map((n) => scope.names.resolve(String(n.name), String(n.resolution)))
    .filter((k): k is string => !!k);
}

export function collectAll(nodes: unknown, scope: Scope, out: Ref[]): void {
  if (Array.isArray(nodes)) for (const n of nodes) if (isNode(n)) collect(n, scope, out);
}

const isNode = (value: unknown): value is PhpNode =>
  !!value && typeof value === 'object' && typeof (value as PhpNode).kind === 'string';

/** The class a `X::`, `self::`, `static::`, `parent::` or `new X` names (a runtime one), and how. */
function classOf(what: PhpNode, scope: Scope): Pick<Ref, 'cls' | 'via'> | undefined {
  if (what.kind === 'name') {
    const cls = scope.names.resolve(String(what.name), String(what.resolution));
    return cls ? { cls } : undefined;
  }
  if (!scope.self) return undefined;
  if (what.kind === 'selfreference') return scope.trait ? { cls: scope.self, via: 'static' } : { cls: scope.self };
  if (what.kind === 'staticreference') return { cls: scope.self, via: 'static' };
  if (what.kind === 'parentreference') return { cls: scope.self, via: 'parent' };
  return undefined;
}

/** A string naming a runtime class (`'Ns\Framework\Hooks'`) or one of its methods (`'…\Hooks::weekly'`). */
function stringRef(value: string, scope: Scope): Ref | undefined {
  const m = /^\\?([\w\\]+?)(?:::(\w+))?$/.exec(value);
  const cls = m && scope.names.key(m[1]);
  return cls ? { cls, member: m[2]?.toLowerCase() ?? '*' } : undefined;
}

/**
 * The runtime references in a subtree. `instanceof`, catch types and type declarations
 * are not references: PHP checks them without loading the class, and no object of a class
 * exists unless something reached constructs it (`new`, which counts the whole class).
 */
export function collect(node: PhpNode, scope: Scope, out: Ref[]): void {
  switch (node.kind) {
    case 'class': {
      // A class declared in a plugin file (or `new class extends X`): its instances are the parents'.
      for (const cls of classParents(node, scope)) out.push({ cls, member: '*' });
      break;
    }
    case 'attribute': {
      // Reflection's newInstance() constructs an attribute: it ships whole, as documentation too.
      const cls = scope.names.resolve(String(node.name), 'uqn');
      if (cls) out.push({ cls, member: NEW });
      break;
    }
    case 'new': {
      const what = node.what as PhpNode;
      const target = classOf(what, scope);
      if (target) out.push({ ...target, member: NEW });
      else collect(what, scope, out);
      collectAll(node.arguments, scope, out);
      return;
    }
    case 'call': {
      const what = node.what as PhpNode;
      if (what.kind === 'staticlookup') {
        const target = classOf(what.what as PhpNode, scope);
        const offset = what.offset as PhpNode;
        // `X::$name()`: a method named at run time, so any of them.
        if (target) out.push({ ...target, member: methodPattern(offset) });
        // `$object::name()`: a method of whatever class the object has.
        else out.push({ cls: ANY, member: computed(methodPattern(offset), scope) });
        collect(what.what as PhpNode, scope, out);
        collect(offset, scope, out);
        collectAll(node.arguments, scope, out);
        return;
      }
      if (what.kind === 'propertylookup' || what.kind === 'nullsafepropertylookup')
        out.push({ cls: ANY, member: computed(methodPattern(what.offset as PhpNode), scope) });
      break;
    }
    case 'staticlookup': {
      const target = classOf(node.what as PhpNode, scope);
      const offset = node.offset as PhpNode;
      // `X::CONST` and `X::$property` load the class; `X::class` is a name that may be called through.
      if (target) out.push({ ...target, member: offset.kind === 'identifier' && offset.name === 'class' ? '*' : '' });
      collect(node.what as PhpNode, scope, out);
      collect(offset, scope, out);
      return;
    }
    case 'array': {
      // A callable: `array( X::class, 'method' )`, `array( 'Ns\Framework\X', 'method' )` or
      // `array( $this, 'method' )`. A pair of variables is a list: a method named at run time
      // is called through JsCall (DATA_NAMED_CALLS), never through such a pair.
      const items = node.items as PhpNode[];
      const [first, second] = items.map((i) => (i.kind === 'entry' && !i.key ? (i.value as PhpNode) : undefined));
      const target =
        items.length === 2 && first && second
          ? first.kind === 'staticlookup' && (first.offset as PhpNode).name === 'class'
            ? classOf(first.what as PhpNode, scope)
            : first.kind === 'string'
              ? stringRef(String(first.value), scope)
              : first.kind === 'variable' && methodPattern(second) !== '*'
                ? { cls: ANY }
                : undefined
          : undefined;
      if (target) {
        out.push({ cls: target.cls, via: target.via, member: methodPattern(second!) });
        collect(second!, scope, out);
        return;
      }
      break;
    }
    case 'string': {
      const ref = stringRef(String(node.value), scope);
      if (ref) out.push(ref);
      else if (!scope.self && /^\w+$/.test(String(node.value)))
        out.push({ cls: LITERAL, member: String(node.value).toLowerCase() });
      return;
    }
    case 'include': {
      // `require_once __DIR__ . '/framework/Plugin.php'`.
      const text = JSON.stringify(node.target);
      for (const [, rel] of text.matchAll(/framework\/([\w/]+)\.php/g)) {
        const cls = scope.names.key(`${scope.names.framework}\\${rel.replace(/\//g, '\\')}`);
        if (cls) out.push({ cls, member: '' });
      }
      return;
    }
  }
  // Own keys: for…in would also walk the enumerable methods of php-parser's node prototypes.
  const keys = Object.keys(node);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (key === 'loc' || key === 'leadingComments' || key === 'type') continue;
    const value = node[key];
    if (Array.isArray(value)) collectAll(value, scope, out);
    else if (isNode(value)) collect(value, scope, out);
  }
}

/** In the runtime, a computed method name (`'*'`) is one a literal spells (DATA_NAMED_CALLS aside). */
function computed(pattern: string, scope: Scope): string {
  return pattern === '*' && scope.self ? COMPUTED : pattern;
}

/** The method a callable's second item names: a literal, a literal prefix (`'validate_' . $type`), or any. */
function methodPattern(node: PhpNode): string {
  if (node.kind === 'string' || node.kind === 'identifier') return String(node.value ?? node.name).toLowerCase();
  if (node.kind === 'bin' && node.type === '.' && (node.left as PhpNode).kind === 'string')
    return `${String((node.left as PhpNode).value).toLowerCase()}*`;
  return '*';
}

/** Where a plugin file's names lead: the plugin's runtime namespace and the runtime's class keys. */
export interface ReferenceScope {
  framework: string;
  known: readonly string[];
}

/** The runtime references of a parsed plugin file (a root of the runtime reach). */
export function fileReferences(ast: PhpNode, { framework, known }: ReferenceScope): Ref[] {
  const refs: Ref[] = [];
  walkFile(ast, new Names(framework, known), (node, scope) => collect(node, scope, refs));
  return lastOfEach(refs);
}

/**
 * Each reference once, at its last place: routes.php names the same few methods a thousand
 * times (83,500 references at 1,000 routes, 6,900 distinct per file), and each one is sent
 * from the worker and followed. The reach takes a file's references last first, so the
 * last of equal ones is the one followed first; the others changed nothing.
 */
function lastOfEach(refs: Ref[]): Ref[] {
  const seen = new Set<string>();
  const out: Ref[] = [];
  for (let i = refs.length - 1; i >= 0; i--) {
    const ref = refs[i];
    const key = `${ref.cls}\0${ref.member}\0${ref.via ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(ref);
  }
  return out.reverse();
}
