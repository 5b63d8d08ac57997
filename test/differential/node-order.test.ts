// Orders Node defines that PHP would otherwise silently change (issue 16): static fields and
// static blocks run interleaved in source order; Map and Set iterate live (entries added
// during a loop are visited, deleted ones are not).
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const MODULE = `
class Registry {
  static names: string[] = ['base'];
  static log: string[] = [];
  static {
    Registry.log.push('block sees limit ' + Registry.peek());
    Registry.configure(5);
  }
  static limit = 10;
  static peek(): string {
    return Registry.limit === undefined ? 'unset' : String(Registry.limit);
  }
  static configure(n: number): void {
    Registry.limit = n;
  }
  static label = 'v' + Registry.limit;
  static {
    Registry.names.push('after-' + Registry.label);
  }
  static readonly VERSION = 2;
}

class Defaults {
  static first = Defaults.describe();
  static mode = 'strict';
  static describe(): string {
    return Defaults.mode === undefined ? 'mode unset' : 'mode=' + Defaults.mode;
  }
}

class PlainConstants {
  static readonly A = 1;
  static readonly B = 'two';
  static {
    PlainConstants.mark(PlainConstants.A + PlainConstants.B);
  }
  static seen = '';
  static mark(s: string): void {
    PlainConstants.seen = s;
  }
}
`;

const c = (name: string, body: string) => ({ name, body });

const FIELDS = `
abstract class Widget {
  readonly log: string[] = [];
  constructor(readonly id: string) {
    this.setup();
  }
  protected setup(): void {}
}

class Button extends Widget {
  label = 'OK';
  size = 2;
  tags: string[] = ['ui'];
  protected setup(): void {
    this.log.push('setup sees label ' + (this.label === undefined ? 'unset' : this.label));
    this.label = 'from setup';
    this.size = 5;
  }
}

class IconButton extends Button {
  icon = 'star';
  protected setup(): void {
    super.setup();
    this.log.push('icon ' + (this.icon === undefined ? 'unset' : this.icon));
    this.icon = 'none';
  }
}

class Plain {
  count = 1;
  name = 'plain';
}
class Child extends Plain {
  extra = true;
}
`;

describe('subclass fields are set after super() returns', () => {
  differentialSuite(
    'node-order-fields',
    [
      c(
        'a base constructor calling an overridden method sees literal fields unset, and the fields win',
        "const b = new Button('b1');\nreturn { label: b.label, size: b.size, tags: b.tags, log: b.log, json: JSON.stringify(b) };",
      ),
      c(
        'two levels of subclasses',
        "const i = new IconButton('i1');\nreturn { icon: i.icon, label: i.label, log: i.log, keys: Object.keys(i).sort() };",
      ),
      c(
        'classes whose base has no constructor keep their defaults',
        'const ch = new Child();\nreturn [ch.count, ch.name, ch.extra, JSON.stringify(ch)];',
      ),
    ],
    { module: FIELDS },
  );
});

describe('static fields and static blocks run in source order', () => {
  differentialSuite(
    'node-order-statics',
    [
      c(
        'a static block before a literal field sees it unset, and the field overwrites what the block wrote',
        'return { log: Registry.log, limit: Registry.limit, label: Registry.label, names: Registry.names, version: Registry.VERSION };',
      ),
      c('an initializer calling a method sees a later literal field unset', 'return [Defaults.first, Defaults.mode];'),
      c(
        'literal constants before a block are set; a field after it overwrites',
        'return [PlainConstants.A, PlainConstants.seen];',
      ),
    ],
    { module: MODULE },
  );
});

const LIVE = `
function drain(queue: Set<string>, links: Record<string, string[]>): string[] {
  const seen: string[] = [];
  for (const page of queue) {
    seen.push(page);
    for (const next of links[page] ?? []) queue.add(next);
  }
  return seen;
}
const trail: string[] = [];
function retire(roles: Set<string>, role: string): void {
  if (role === 'editor') roles.delete('author');
  if (role === 'admin') roles.add('super-admin');
}
`;

describe('Map and Set iterate live', () => {
  differentialSuite(
    'node-order-live',
    [
      c(
        'a Set used as a work queue visits what the loop adds, once',
        "const links: Record<string, string[]> = { home: ['about', 'blog'], blog: ['post-1', 'home'], 'post-1': ['about'] };\nreturn drain(new Set(['home']), links);",
      ),
      c(
        'entries added to a Map during for…of are visited, deleted ones are not',
        "const m = new Map<string, number>([['a', 1], ['b', 2], ['c', 3]]);\nconst out: string[] = [];\nfor (const [k, v] of m) {\n  out.push(k + v);\n  if (k === 'a') { m.delete('b'); m.set('d', 4); }\n  if (k === 'd') m.set('a', 10);\n}\nreturn { out, size: m.size, a: m.get('a') };",
      ),
      c(
        'deleting the current entry and re-adding a key moves it to the end and visits it again',
        "const m = new Map([['x', 1], ['y', 2]]);\nconst out: string[] = [];\nlet again = true;\nfor (const k of m.keys()) {\n  out.push(k);\n  if (k === 'x' && again) { again = false; m.delete('x'); m.set('x', 3); }\n}\nreturn { out, order: [...m.keys()] };",
      ),
      c(
        'values() and entries() of a Map are live too',
        'const m = new Map<number, number>([[1, 1]]);\nconst vals: number[] = [];\nfor (const v of m.values()) { vals.push(v); if (v < 4) m.set(v + 1, v + 1); }\nconst pairs: string[] = [];\nfor (const [k, v] of m.entries()) { pairs.push(`${k}:${v}`); if (k === 1) m.delete(3); }\nreturn { vals, pairs };',
      ),
      c(
        'clear() during a loop ends it unless something is added afterwards',
        "const s = new Set([1, 2, 3]);\nconst out: number[] = [];\nfor (const n of s) {\n  out.push(n);\n  if (n === 1) { s.clear(); s.add(7); }\n}\nconst t = new Set(['a', 'b']);\nconst out2: string[] = [];\nfor (const x of t) { out2.push(x); t.clear(); }\nreturn { out, out2, size: s.size };",
      ),
      c(
        'forEach sees additions and skips deletions, for a Map and a Set',
        "const m = new Map([['a', 1], ['b', 2]]);\nconst seen: string[] = [];\nm.forEach((v, k) => { seen.push(k); if (k === 'a') { m.delete('b'); m.set('c', 3); } });\nconst s = new Set([1]);\nconst nums: number[] = [];\ns.forEach((n) => { nums.push(n); if (n < 5) s.add(n * 2); });\nreturn { seen, nums };",
      ),
      c(
        'nested loops over one Set, break and continue, and keys() of a Set',
        "const s = new Set(['a', 'b', 'c']);\nconst pairs: string[] = [];\nfor (const x of s) {\n  if (x === 'b') continue;\n  for (const y of s.keys()) {\n    if (y === x) break;\n    pairs.push(x + y);\n  }\n  if (x === 'a') s.add('d');\n}\nreturn pairs;",
      ),
      c(
        'a spread taken inside the loop is a copy: changing it leaves the Set alone',
        "const s = new Set(['p', 'q']);\nconst copies: string[][] = [];\nfor (const x of s) {\n  const copy = [...s];\n  copy[0] = x + '!';\n  copies.push(copy);\n}\nreturn { copies, after: [...s], entries: [...s.entries()] };",
      ),
      c(
        'deleting most entries during a walk, then walking again (the slots are renumbered after the walk)',
        "const m = new Map<number, string>();\nfor (let i = 0; i < 40; i++) m.set(i, 'v' + i);\nconst first: number[] = [];\nfor (const [k] of m) {\n  first.push(k);\n  if (k % 10 === 0) for (let j = k + 1; j < k + 9; j++) m.delete(j);\n}\nm.set(100, 'late');\nconst second: string[] = [];\nfor (const [k, v] of m) { second.push(k + v); if (k === 100) m.set(101, 'later'); }\nconst rest: number[] = [];\nm.forEach((v, k) => { if (k > 20) m.delete(k); else rest.push(k); });\nreturn { first, second, rest, size: m.size };",
      ),
      c(
        'object keys through [key, value] heads, updated values seen by the walk',
        'const a = { id: 1 };\nconst b = { id: 2 };\nconst score = new Map<{ id: number }, number>([[a, 1], [b, 2]]);\nconst out: number[] = [];\nfor (const [who, n] of score) {\n  out.push(who.id * 10 + n);\n  if (who === a) score.set(b, 5);\n}\nfor (const [, n] of score.entries()) out.push(n);\nreturn out;',
      ),
      c(
        'a helper that changes the Set during the loop (the loop cannot walk a snapshot)',
        "const roles = new Set(['admin', 'editor', 'author']);\nconst visited: string[] = [];\nfor (const role of roles) {\n  visited.push(role.toUpperCase());\n  retire(roles, role);\n}\nreturn visited;",
      ),
      c(
        'a loop that only reads walks the same entries as a live one',
        "const m = new Map([['a', 1], ['b', 2]]);\nlet total = 0;\nconst keys: string[] = [];\nfor (const k of m.keys()) { keys.push(k.toUpperCase()); total += m.get(k) ?? 0; }\nfor (const e of m) total += e[1];\nreturn { keys, total };",
      ),
      c(
        'a module-level list in a shorthand property, filled from a Map walk',
        "const m = new Map<string, string>([['k', 'v']]);\nfor (const [k, v] of m) trail.push(k + '=' + v);\nreturn { trail };",
      ),
    ],
    { module: LIVE },
  );
});

describe('a replacer or reviver returning undefined drops the key, whatever its value', () => {
  differentialSuite('node-order-json', [
    c(
      'a replacer drops null-valued keys it returns undefined for, and keeps the nulls it passes on',
      "const row = { id: 7, deletedAt: null, note: null, secret: 'x' };\nreturn JSON.stringify(row, (key, value) => (key === 'deletedAt' || key === 'secret' ? undefined : value));",
    ),
    c(
      'a block-bodied replacer with return undefined, nested objects and arrays',
      "const data = { user: { name: 'Ann', token: null, tags: [null, 'a'] }, cache: null };\nconst json = JSON.stringify(\n  data,\n  function (key: string, value: unknown) {\n    if (key === 'token' || key === 'cache') return undefined;\n    if (key === '0') return undefined;\n    return value;\n  },\n  2,\n);\nreturn json;",
    ),
    c(
      'a reviver returning undefined deletes keys whose value is null',
      'const text = \'{"a":null,"b":1,"c":{"d":null,"e":[null,2]}}\';\nconst parsed = JSON.parse(text, (key, value) => (value === null && key !== \'0\' ? undefined : value));\nreturn { parsed, keys: Object.keys(parsed), inner: Object.keys(parsed.c) };',
    ),
    c(
      'a bare return; in a replacer leaves the key out, null-valued or not',
      "const settings = { apiKey: null, theme: 'dark', cache: null as string | null, debug: false };\nreturn JSON.stringify(settings, function (key: string, value: unknown) {\n  if (key === 'apiKey' || key === 'debug') return;\n  return value;\n});",
    ),
    c(
      'undefined on the right of ?? and ||, and undefined that is not returned',
      "const o = { a: 1, b: null as number | null, c: '', d: 'x' };\nreturn JSON.stringify(o, (k, v) => {\n  const fallback = k === 'zzz' ? undefined : 'unused';\n  if (k === 'b') return v ?? undefined;\n  if (k === 'c') return v || undefined;\n  return fallback === undefined ? null : v;\n});",
    ),
  ]);
});
