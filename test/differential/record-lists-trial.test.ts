// A new user's trial of lists held plainly in object properties (decisions.md, "Lists held
// plainly in object properties"): WordPress-plugin-style handlers that reach such lists
// through the paths record-lists.test.ts does not take (generics and keyof, mapped types,
// tuples and readonly lists, `as const`, unions, `??=`, module-level and static state,
// callbacks, parameter destructuring, optional chains, getters, JSON round trips with
// replacers and revivers, identity in Maps, conversions to strings, untouched lists in the
// response). Each case mutates or compares after the read, so a list that was not lifted,
// or was copied instead of shared, shows in the JSON.
import { describe } from 'vitest';
import { c, differentialSuite } from '../helpers/differential.js';

const MODULE = `
import { SHARED, sharedRoles, addRole } from '../lib/shared';
interface Product {
  sku: string;
  price: number;
  tags: string[];
}

interface Settings {
  roles: string[];
  blocked: string[];
  limits: { daily: number[] };
}

function firstTag<T extends { tags: string[] }>(x: T): string {
  x.tags.push('seen');
  return x.tags[0] ?? '';
}

function pluck<T, K extends keyof T>(o: T, k: K): T[K] {
  return o[k];
}

function clearList<T extends { list: unknown[] }>(o: T): number {
  const n = o.list.length;
  o.list.length = 0;
  return n;
}

function tagsOf({ tags }: Product): string[] {
  tags.push('param');
  return tags;
}

function tagsOrDefault({ tags = [] }: { tags?: string[] }): string[] {
  tags.push('dflt');
  return tags;
}

function idsOf({ meta: { ids } }: { meta: { ids: number[] } }): number[] {
  ids.push(ids.length);
  return ids;
}

function withoutSku({ sku, ...rest }: Product): { price: number; tags: string[] } {
  rest.tags.push(sku);
  return rest;
}

let registry = { hooks: ['init'], counts: [0] };

function register(hook: string): number {
  registry.hooks.push(hook);
  registry.counts[0] = (registry.counts[0] ?? 0) + 1;
  return registry.hooks.length;
}

function hooks(): string[] {
  return registry.hooks;
}

const CONFIG = { allowed: ['edit', 'read'], nested: { ids: [1, 2] } };

function allow(cap: string): string[] {
  CONFIG.allowed.push(cap);
  return CONFIG.allowed;
}

const ROLES = { admin: ['manage', 'edit'], editor: ['edit'] } as const;

const PARSED_OPTION = JSON.parse('{"types":["post"],"deep":{"ids":[[1],[2,3]]}}') as { types: string[]; deep: { ids: number[][] } };

class Defaults {
  static opts = { types: ['post'], ids: [1] };
  static add(t: string): string[] {
    Defaults.opts.types.push(t);
    return Defaults.opts.types;
  }
}

class Stored {
  data: { tags: string[]; meta: { ids: number[] } };
  cfg = { flags: ['a'], limits: { max: [10] } };
  constructor(json: string) {
    this.data = JSON.parse(json) as { tags: string[]; meta: { ids: number[] } };
  }
  get labels(): string[] {
    return this.data.tags;
  }
  ids(): number[] {
    return this.data.meta.ids;
  }
  flag(f: string): this {
    this.cfg.flags.push(f);
    return this;
  }
}

class Box<T> {
  constructor(public value: T) {}
  get(): T {
    return this.value;
  }
}

class Envelope {
  status = 'ok';
  body = { items: [1, NaN, -0, Infinity], meta: { pages: [-0, 2.5], sub: [{ l: [NaN] }] } };
  parsed = JSON.parse('{"a":[1,[2,[3]]],"b":{"c":[]}}') as unknown;
}
`;

describe('lists in records: a new user trial', () => {
  differentialSuite(
    'record-lists-trial',
    [
      c(
        'generic functions: T extends { tags }, pluck(o, k) with keyof',
        `const p = { sku: 'mug', price: 1, tags: ['a'] };
const f = firstTag(p);
const t = pluck(p, 'tags');
t.push('b');
const parsed = JSON.parse('{"sku":"pen","price":2,"tags":["x"]}') as Product;
const pt = pluck(parsed, 'tags');
pt.push('y');
const pf = firstTag(parsed);
const cleared = clearList({ list: [1, 2, 3] });
const holder = JSON.parse('{"list":["q"]}') as { list: string[] };
const n = clearList(holder);
holder.list.push('after');
return { f, pf, p, parsed, cleared, n, holder, same: t === p.tags, psame: pt === parsed.tags };`,
      ),
      c(
        'keyof loops and indexed access types',
        `const s: Settings = { roles: ['editor'], blocked: [], limits: { daily: [1] } };
const parsed = JSON.parse('{"roles":["author"],"blocked":["spam"],"limits":{"daily":[]}}') as Settings;
const keys: ('roles' | 'blocked')[] = ['roles', 'blocked'];
for (const k of keys) {
  s[k].push(k);
  parsed[k].push(k.toUpperCase());
}
const daily: Settings['limits']['daily'] = parsed.limits.daily;
daily.push(5);
const lk: keyof Settings = 'limits';
const lim = parsed[lk] as Settings['limits'];
lim.daily.push(6);
return { s, parsed, same: daily === parsed.limits.daily, len: parsed.limits.daily.length };`,
      ),
      c(
        'Pick, Partial, Readonly and Required views of a record',
        `const full = { sku: 'mug', price: 3, tags: ['kitchen'] };
const picked: Pick<Product, 'tags'> = full;
picked.tags.push('pick');
const part: Partial<Product> = JSON.parse('{"tags":["p"]}') as Partial<Product>;
part.tags?.push('partial');
const ro: Readonly<Product> = full;
const req: Required<Partial<Product>> = { sku: 's', price: 0, tags: [] };
req.tags.push('req');
const roLen = ro.tags.length;
ro.tags.push('ro is shallow');
return { full, part, req, roLen, same: picked.tags === full.tags && ro.tags === full.tags, partLen: part.tags?.length ?? -1 };`,
      ),
      c(
        'readonly lists and tuple properties [string, number[]]',
        `const o: { pair: [string, number[]]; ro: readonly string[] } = { pair: ['a', [1, 2]], ro: ['x', 'y'] };
o.pair[1].push(3);
const [label, nums] = o.pair;
nums.push(4);
const parsed = JSON.parse('{"pair":["b",[9]],"ro":["z"]}') as { pair: [string, number[]]; ro: readonly string[] };
const [, pn] = parsed.pair;
pn.push(10);
parsed.pair[1].unshift(8);
return { o, label, nums, parsed, same: nums === o.pair[1] && pn === parsed.pair[1], ro: o.ro.slice(1), roLen: parsed.ro.length, has: o.ro.includes('y'), idx: parsed.ro.indexOf('z') };`,
      ),
      c(
        'as const objects at module level and in a function',
        `const local = { sizes: ['S', 'M'], grid: [[1], [2, 3]] } as const;
const all = [...ROLES.admin, ...ROLES.editor];
const mapped = ROLES.admin.map((r) => r.toUpperCase());
const grid = local.grid.map((row) => row.length);
return { all, mapped, grid, can: ROLES.editor.includes('edit'), n: ROLES.admin.length, joined: local.sizes.join('/'), text: JSON.stringify(ROLES), same: ROLES.admin === ROLES.admin, first: local.grid[1][0] };`,
      ),
      c(
        'union property types: string[] | string and number[] | null',
        `type Field = { tags: string[] | string; ids: number[] | null };
const norm = (f: Field): string[] => (Array.isArray(f.tags) ? f.tags : [f.tags]);
const a: Field = { tags: ['x'], ids: [1] };
const b: Field = { tags: 'single', ids: null };
const c2 = JSON.parse('{"tags":["p","q"],"ids":[]}') as Field;
norm(a).push('y');
norm(b).push('lost');
norm(c2).push('r');
if (a.ids) a.ids.push(2);
if (c2.ids !== null) c2.ids.push(3);
const lens = [a, b, c2].map((f) => (f.ids === null ? -1 : f.ids.length));
return { a, b, c2, lens, kinds: [a, b, c2].map((f) => typeof f.tags) };`,
      ),
      c(
        'optional lists with ??= and ||=',
        `const o: { list?: number[]; other?: string[]; keep?: string[] } = { keep: ['k'] };
(o.list ??= []).push(1);
o.list.push(2);
o.other ||= ['x'];
o.other.push('y');
(o.keep ??= ['never']).push('kept');
const q = JSON.parse('{"list":[5],"other":[]}') as { list?: number[]; other?: string[] };
(q.list ??= []).push(6);
q.other ||= ['was empty but truthy'];
q.other.push('z');
const r: { list: number[] | null } = { list: [7] };
(r.list ??= []).push(8);
const s = JSON.parse('{"list":null}') as { list: number[] | null };
(s.list ??= [0]).push(1);
return { o, q, r, s };`,
      ),
      c(
        'deep reads o.a.b.c with lists at several depths',
        `const site = { menus: { main: { items: [{ label: 'Home', children: [{ label: 'Sub', tags: ['x'] }] }], order: [2, 1] } } };
site.menus.main.items[0]!.children[0]!.tags.push('y');
site.menus.main.items[0]!.children.push({ label: 'New', tags: [] });
site.menus.main.order.sort();
const parsed = JSON.parse('{"menus":{"main":{"items":[{"label":"P","children":[{"label":"C","tags":[]}]}],"order":[3,1,2]}}}') as typeof site;
const kids = parsed.menus.main.items[0]!.children;
kids[0]!.tags.push('deep');
parsed.menus.main.order.reverse();
const labels = parsed.menus.main.items.flatMap((i) => i.children.map((ch) => ch.label + ':' + ch.tags.length));
return { site, parsed, labels, same: kids === parsed.menus.main.items[0]!.children };`,
      ),
      c(
        'module-level let and const records read from several functions',
        `registry = { hooks: ['init'], counts: [0] };
const n1 = register('wp_loaded');
const h = hooks();
h.push('via alias');
const n2 = register('admin_init');
const allowed = allow('publish');
const again = CONFIG.allowed;
CONFIG.nested.ids.push(3);
PARSED_OPTION.types.push('page');
PARSED_OPTION.deep.ids[1]!.push(4);
const r = sharedRoles();
r.push('imported');
addRole('z');
SHARED.meta.ids.push(1);
return { n1, n2, registry, h, same: h === registry.hooks && allowed === again && r === SHARED.roles, CONFIG, PARSED_OPTION, SHARED };`,
      ),
      c(
        'static class fields holding records with lists',
        `const before = Defaults.opts.types.length;
const t = Defaults.add('page');
Defaults.opts.ids.push(2);
const ids = Defaults.opts.ids;
ids.push(3);
return { before, t, opts: Defaults.opts, same: t === Defaults.opts.types && ids === Defaults.opts.ids };`,
      ),
      c(
        'callbacks: map to the lists, reduce into a record of lists',
        `const rows = [{ id: 1, tags: ['a'] }, { id: 2, tags: ['b', 'c'] }];
const lists = rows.map((o) => o.tags);
lists[0]!.push('via map');
const parsed = JSON.parse('[{"id":3,"tags":["p"]},{"id":4,"tags":[]}]') as { id: number; tags: string[] }[];
const acc = [...rows, ...parsed].reduce(
  (a, r) => {
    a.all.push(...r.tags);
    a.counts.push(r.tags.length);
    a.ids.push(r.id);
    return a;
  },
  { all: [] as string[], counts: [] as number[], ids: [] as number[] },
);
acc.all.sort();
const longest = parsed.concat(rows).sort((x, y) => y.tags.length - x.tags.length || x.id - y.id)[0]!;
longest.tags.push('longest');
parsed.forEach((p) => p.tags.push(String(p.id)));
return { rows, parsed, acc, longest: longest.id, same: lists[0] === rows[0]!.tags };`,
      ),
      c(
        'Array.from, new Set, new Map(Object.entries) and Object.fromEntries of list values',
        `const o = { a: ['x', 'y', 'x'], b: [1, 2] };
const copy = Array.from(o.a);
copy.push('copy');
const set = new Set(o.a);
const m = new Map(Object.entries(o));
(m.get('a') as string[]).push('via map');
const back = Object.fromEntries(m);
(back.b as number[]).push(3);
const parsed = JSON.parse('{"a":["p"],"b":[9]}') as { a: string[]; b: number[] };
const pm = new Map(Object.entries(parsed));
const filtered = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, v.length]));
(pm.get('b') as number[]).push(10);
const built = Object.fromEntries([['list', [1]], ['other', []]]) as Record<string, number[]>;
built.list!.push(2);
return { o, copy, size: set.size, back, parsed, filtered, built, same: back.a === o.a && pm.get('a') === parsed.a, copied: copy === o.a };`,
      ),
      c(
        'destructuring parameters: plain, defaults, nested and rest',
        `const p = { sku: 'mug', price: 1, tags: ['a'] };
const t = tagsOf(p);
const d1 = tagsOrDefault({});
const withTags = { tags: ['given'] };
const d2 = tagsOrDefault(withTags);
const m = { meta: { ids: [5] } };
const ids = idsOf(m);
const rest = withoutSku(p);
const parsed = JSON.parse('{"sku":"pen","price":2,"tags":[],"meta":{"ids":[]}}') as Product & { meta: { ids: number[] } };
const pt = tagsOf(parsed);
idsOf(parsed);
const prest = withoutSku(parsed);
const lens = [p, parsed].map(({ tags }) => tags.length);
return { p, t, d1, d2, withTags, m, ids, rest, parsed, prest, lens, same: [t === p.tags, d2 === withTags.tags, ids === m.meta.ids, rest.tags === p.tags, pt === parsed.tags, prest.tags === parsed.tags] };`,
      ),
      c(
        'optional chains and non-null assertions on list properties',
        `type Opt = { meta?: { ids?: number[] }; list?: string[] };
const a: Opt = { meta: { ids: [1, 2] }, list: ['x'] };
const b: Opt = {};
const parsed = JSON.parse('{"meta":{"ids":[7]},"list":[]}') as Opt;
a.list?.push('y');
b.list?.push('never');
parsed.list?.push('p');
a.meta!.ids!.push(3);
parsed.meta?.ids?.push(8);
const find = (o: Opt | null): number | string => o?.meta?.ids?.[0] ?? 'none';
const pick = (): Opt | undefined => parsed;
pick()?.list?.push('from call');
const len = pick()?.meta?.ids?.length;
return { a, b, parsed, firsts: [find(a), find(b), find(parsed), find(null)], len, last: a.list?.at(-1) ?? null };`,
      ),
      c(
        'class getters and methods over parsed data, fields from object literals',
        `const s = new Stored('{"tags":["t"],"meta":{"ids":[1]}}');
const t = s.labels;
t.push('via getter');
s.ids().push(2);
s.flag('b').flag('c');
s.cfg.limits.max.push(20);
const other = new Stored('{"tags":[],"meta":{"ids":[]}}');
other.cfg.flags.push('other');
return { tags: s.labels, ids: s.ids(), data: s.data, cfg: s.cfg, otherCfg: other.cfg, same: t === s.labels && t === s.data.tags && s.ids() === s.data.meta.ids, sharedCfg: s.cfg.flags === other.cfg.flags };`,
      ),
      c(
        'JSON round trips: parse(stringify), replacers, space',
        `const o = { name: 'n', tags: ['a', 'b'], grid: [[1, 2], []], meta: { ids: [3], skip: 'x' } };
const rt = JSON.parse(JSON.stringify(o)) as typeof o;
rt.tags.push('rt');
rt.grid[1]!.push(9);
const withFn = JSON.stringify(o, (k, v: unknown) => (Array.isArray(v) ? v.filter((x) => x !== 'b') : v));
const withKeys = JSON.stringify(o, ['tags', 'meta', 'ids']);
const spaced = JSON.stringify({ tags: o.tags, meta: { ids: [1, [2]] }, empty: [] }, null, 2);
const parsed = JSON.parse('{"tags":["p"],"meta":{"ids":[[]]}}') as { tags: string[]; meta: { ids: number[][] } };
const pFn = JSON.stringify(parsed, (k, v: unknown) => (k === 'tags' ? (v as string[]).length : v), '\\t');
const pKeys = JSON.stringify(parsed, ['meta', 'ids'], 1);
parsed.meta.ids[0]!.push(1);
return { o, rt, withFn, withKeys, spaced, pFn, pKeys, parsed, shared: rt.tags === o.tags };`,
      ),
      c(
        'revivers that touch lists, deep [[[]]], floats, exponents and -0',
        `const revived = JSON.parse('{"tags":["a"],"deep":{"l":[[1],[2]]}}', (k, v: unknown) => (Array.isArray(v) ? [...v, k] : v)) as { tags: string[]; deep: { l: unknown[] } };
revived.tags.push('after');
const deep = JSON.parse('{"a":[[[]]],"b":[{"c":[[]]}]}') as { a: number[][][]; b: { c: number[][] }[] };
deep.a[0]![0]!.push(1);
deep.b[0]!.c[0]!.push(2);
const floats = JSON.parse('{"n":[1.0,1e3,2.5,-0],"o":{"l":[1.0]},"z":-0}') as { n: number[]; o: { l: number[] }; z: number };
floats.n.push(4);
floats.o.l.push(5);
const negs = floats.n.map((x) => 1 / x === -Infinity);
const ints = floats.n.map((x) => Number.isInteger(x));
return { revived, deep, floats, negs, ints, zIsNeg: 1 / floats.z === -Infinity, text: JSON.stringify(floats) };`,
      ),
      c(
        'lists as Map keys and in lists of lists, read through different paths',
        `const o = { tags: ['a'], other: ['a'] };
const parsed = JSON.parse('{"tags":["p"],"rows":[{"l":[1]}]}') as { tags: string[]; rows: { l: number[] }[] };
const m = new Map<unknown, string>();
m.set(o.tags, 'o.tags');
m.set(Object.values(parsed)[0], 'parsed.tags');
const { tags } = o;
const [firstRow] = parsed.rows;
const lists: unknown[] = [Object.entries(o)[1]![1], parsed.rows[0]!.l];
return { got: [m.get(tags) ?? '-', m.get(parsed.tags) ?? '-', m.get(o.other) ?? '-'], idx: [lists.indexOf(o.other), lists.indexOf(firstRow!.l), lists.indexOf(o.tags)], inc: lists.includes(parsed.rows[0]!.l), keys: [...m.values()] };`,
      ),
      c(
        'typeof, isArray, truthiness, templates, String() and + on untouched lists',
        `const lit = { tags: ['a', 'b'], empty: [] as string[], nums: [1, 2.5] };
const parsed = JSON.parse('{"tags":["p","q"],"empty":[],"nums":[3,-0],"nested":[[1,2],[3]]}') as { tags: string[]; empty: string[]; nums: number[]; nested: number[][] };
const out: unknown[] = [];
for (const r of [lit, parsed]) {
  out.push(typeof r.tags, Array.isArray(r.empty), r.empty ? 'truthy' : 'falsy', r.tags && r.tags.length, r.empty.length > 0);
  out.push(\`[\${r.tags}]\`, String(r.nums), r.empty + '', r.tags + '!', \`\${r.empty}\`.length);
}
out.push(String(parsed.nested), parsed.nested + '', \`\${parsed.nested[1]}\`);
parsed.tags.push('later');
lit.empty.push('x');
return { out, tags: parsed.tags, empty: lit.empty };`,
      ),
      c(
        'untouched lists with NaN, -0 and Infinity returned as the response',
        `const parsed = JSON.parse('{"rows":[{"v":[1,-0,2.5]}],"deep":[[[-0]]]}') as Record<string, unknown>;
return { lit: [NaN, -0, Infinity, -Infinity, 0.1 + 0.2], nested: { l: [{ m: [NaN, -0] }], e: [] as number[] }, parsed, mixed: { a: [null, 'x', true, { b: [Infinity] }] } };`,
      ),
      c(
        'a class instance holding untouched lists returned as the response',
        `const e = new Envelope();
return e;`,
      ),
      c(
        'class instance with lists, stringified and inside a response record',
        `const e = new Envelope();
e.body.meta.sub.push({ l: [1] });
return { e, text: JSON.stringify(e), spaced: JSON.stringify(e.body, null, 1), parsedText: JSON.stringify(e.parsed) };`,
      ),
      c(
        'request params: lists in nested records from the request',
        `const items = params.items as { sku: string; tags: string[] }[];
items[0]!.tags.push('req');
const filter = params.filter as { tags: string[]; range: number[] };
filter.tags.push('f');
const t = filter.tags;
const ids = params.ids as number[];
ids.push(99);
return { items, filter, ids, same: t === filter.tags, n: filter.range.length, str: String(filter.range) };`,
        { items: [{ sku: 'mug', tags: ['a'] }], filter: { tags: [], range: [1, 5] }, ids: [1, 2] },
      ),
      c(
        'object literal arrow functions closing over the record',
        `const cart: { items: string[]; add: (x: string) => number } = {
  items: ['mug'],
  add: (x: string): number => {
    cart.items.push(x);
    return cart.items.length;
  },
};
const n = cart.add('pen');
const list = cart.items;
list.push('bag');
return { n, items: cart.items, same: list === cart.items, total: cart.add('cap') };`,
      ),
      c(
        'compound assignments and ++ on elements of property lists',
        `const o = { nums: [1, 2, 3], words: ['a', 'b'], m: { grid: [[1, 2], [3]] } };
o.nums[0]! += 5;
o.nums[1]!++;
--o.nums[2]!;
o.nums[o.nums.length] = 9;
o.words[0] += '!';
o.m.grid[0]![1]! *= 10;
const parsed = JSON.parse('{"nums":[10,20],"words":["x"],"m":{"grid":[[4],[5,6]]}}') as typeof o;
parsed.nums[1]! -= 5;
const post = parsed.nums[0]!++;
parsed.words[0] += '?';
parsed.m.grid[1]![0]! **= 2;
const alias = parsed.m.grid[1]!;
return { o, parsed, post, alias, same: alias === parsed.m.grid[1] };`,
      ),
      c(
        'JSON.stringify of untouched lists with floats, -0, NaN and Infinity',
        `const lit = { l: [1.5 * 2, 1e21, 1e-7, -0, 0.1 + 0.2, NaN, Infinity, -Infinity], m: { n: [[-0], [2 ** 60]] } };
const parsed = JSON.parse('{"l":[1.5,2.25e2,-0.5],"m":{"n":[[0.1],[]]}}') as { l: number[]; m: { n: number[][] } };
const a = JSON.stringify(lit);
const b = JSON.stringify(lit, null, 2);
const c1 = JSON.stringify(parsed);
const d = JSON.stringify([lit, parsed]);
return { a, b, c1, d, lit, parsed };`,
      ),
      c(
        'number-keyed records, "0" keys and Array.from of an array-like record',
        `const byDay: Record<number, number[]> = { 0: [1], 1: [2, 3] };
byDay[0]!.push(4);
const day = 1;
byDay[day]!.push(5);
const parsed = JSON.parse('{"0":["a"],"1":[],"length":2}') as Record<string, unknown>;
(parsed['0'] as string[]).push('b');
const like = { length: 2, 0: ['x'], 1: ['y'] };
const arr = Array.from(like);
arr[0]!.push('pushed');
const fromParsed = Array.from(parsed as { length: number; 0: string[]; 1: string[] });
fromParsed[1]!.push('c');
return { byDay, parsed, like, arr, fromParsed, same: arr[0] === like[0] && fromParsed[0] === parsed['0'] };`,
      ),
      c(
        'destructuring assignments and swaps of property lists',
        `const o = { a: ['a'], b: ['b'], pair: [['p'], ['q']] };
let t: string[] = [];
({ a: t } = o);
t.push('via assign');
[o.a, o.b] = [o.b, o.a];
o.a.push('now a');
let first: string[] = [];
let second: string[] = [];
[first, second] = o.pair;
first.push('f');
const parsed = JSON.parse('{"a":["pa"],"b":["pb"]}') as { a: string[]; b: string[] };
let u: string[] = [];
({ b: u } = parsed);
u.push('pu');
return { o, t, first, second, parsed, same: t === o.b && first === o.pair[0] && u === parsed.b };`,
      ),
      c(
        'replacers and revivers that mutate the list they are given',
        `const o = { tags: ['a'], meta: { ids: [1] } };
const text = JSON.stringify(o, (k, v: unknown) => {
  if (Array.isArray(v)) v.push(k);
  return v;
});
const parsed = JSON.parse('{"tags":["p"],"meta":{"ids":[[2]]}}', (k, v: unknown) => {
  if (Array.isArray(v)) v.push('r:' + k);
  return v;
}) as { tags: string[]; meta: { ids: unknown[] } };
parsed.tags.push('after');
return { text, o, parsed };`,
      ),
      c(
        'Object.values of a record of lists: flat, forEach, some',
        `const menus = { main: ['home'], footer: ['privacy', 'terms'], empty: [] as string[] };
Object.values(menus).forEach((l) => l.push('x'));
const flat = Object.values(menus).flat();
const parsed = JSON.parse('{"a":[1],"b":[2,3]}') as Record<string, number[]>;
const total = Object.values(parsed).reduce((s, l) => s + l.length, 0);
Object.values(parsed).find((l) => l.length > 1)!.push(4);
const any = Object.values(parsed).some((l) => l.includes(4));
return { menus, flat, parsed, total, any };`,
      ),
      {
        ...c(
          'async handler awaiting records with lists',
          `const load = async (): Promise<{ tags: string[] }> => JSON.parse('{"tags":["async"]}') as { tags: string[] };
const o = await Promise.resolve({ tags: ['a'], more: { l: [1] } });
o.tags.push('b');
const loaded = await load();
loaded.tags.push('loaded');
const t = loaded.tags;
o.more.l.push(2);
return { o, loaded, same: t === loaded.tags };`,
        ),
        async: true,
      },
      c(
        'spreads of list properties into calls and literals, for…in and keys of a list',
        `const o = { nums: [3, 9, 1], tags: ['a', 'b'] };
const parsed = JSON.parse('{"nums":[4,2],"tags":["z"]}') as typeof o;
const max = Math.max(...o.nums, ...parsed.nums);
const merged = [...o.tags, ...parsed.tags];
merged.push('m');
o.tags.push(...parsed.tags);
const idx: string[] = [];
for (const i in parsed.nums) idx.push(i);
const keys = Object.keys(o.nums);
const entries = [...parsed.tags.entries()];
parsed.nums.push(max);
return { max, merged, o, parsed, idx, keys, entries };`,
      ),
      c(
        'optional list destructured with presence, generic Box<T>, satisfies and typeof CONST',
        `const o: { list?: string[] | null; n: number } = { list: ['a'], n: 1 };
const { list } = o;
if (list) list.push('b');
const parsed = JSON.parse('{"list":[],"n":2}') as { list?: string[] | null; n: number };
const { list: pl } = parsed;
pl?.push('p');
const none = JSON.parse('{"n":3}') as { list?: string[] | null; n: number };
const { list: nl } = none;
const box = new Box({ tags: ['boxed'] });
box.value.tags.push('v');
box.get().tags.push('g');
const sat = { sizes: ['S'] } satisfies { sizes: readonly string[] };
sat.sizes.push('M');
const cfg: typeof CONFIG = { allowed: [], nested: { ids: [] } };
cfg.nested.ids.push(7);
return { o, parsed, hasNone: nl === undefined, box: box.value, same: !!list && list === o.list! && !!pl && pl === parsed.list!, sat, cfg };`,
      ),
      c(
        'untouched lists holding functions, undefined, Maps and class instances: stringify and response',
        `const d = new Defaults();
const o = { fns: [() => 1, 'kept'], undef: [undefined, 1], maps: [new Map([['k', 1]]), new Set([1])], inst: [d, Defaults.opts] };
const text = JSON.stringify(o);
const spaced = JSON.stringify({ fns: [() => 2], undef: [undefined] }, null, 1);
return { text, spaced, undef: { l: [undefined, null, 2] }, inst: { l: [new Envelope()] } };`,
      ),
      c(
        'lists under unusual keys: empty key, spaces, digits and dashes',
        `const parsed = JSON.parse('{"":[1],"a b":[2],"x-y":[3],"10":[4],"2":[5]}') as Record<string, number[]>;
parsed['']!.push(10);
parsed['a b']!.push(20);
const k: string = 'x-y';
parsed[k]!.push(30);
parsed['10']!.push(40);
const keys = Object.keys(parsed);
const lit: Record<string, number[]> = { '': [1], 'a b': [2], 7: [3] };
lit['']!.push(9);
lit['7']!.push(8);
return { parsed, keys, lit, litKeys: Object.keys(lit), vals: Object.values(lit).map((l) => l.length) };`,
      ),
      c(
        'array literals built from spreads inside records do not alias their sources',
        `const a = { tags: ['a1'] };
const b = JSON.parse('{"tags":["b1"]}') as { tags: string[] };
const merged = { all: [...a.tags, ...b.tags], rows: [{ l: [] as number[] }], both: [a.tags, b.tags] };
merged.all.push('m');
merged.rows[0]!.l.push(1);
merged.both[0]!.push('via both');
const row = merged.rows[0]!;
const n = { ...a, tags: [...a.tags, 'x'], extra: [1] };
n.tags.push('n');
const q = { extra: ['lit'], ...b };
q.tags.push('q');
q.extra.push('e');
return { a, b, merged, n, q, same: row.l === merged.rows[0]!.l && merged.both[1] === b.tags && q.tags === b.tags, aliasAll: merged.all === a.tags || n.tags === a.tags };`,
      ),
      c(
        'a long JSON round trip of built rows (the json benchmark, with mutations)',
        `const rows: { id: number; name: string; price: number; tags: string[]; meta: { ok: boolean; ids: number[] } }[] = [];
for (let i = 0; i < 200; i++) rows.push({ id: i, name: 'item ' + i, price: i * 1.25 + 0.1, tags: ['a', 't' + (i % 7)], meta: { ok: i % 2 === 0, ids: [i, -0, i / 2] } });
const text = JSON.stringify(rows);
const back = JSON.parse(text) as typeof rows;
const ints = JSON.parse(JSON.stringify(rows.map((r) => ({ id: r.id, tags: r.tags, ids: [r.id] })))) as { id: number; tags: string[]; ids: number[] }[];
back[3]!.tags.push('x');
ints[5]!.tags.push('y');
const byTag = new Map<string, number[]>();
for (const r of ints) {
  for (const t of r.tags) {
    const l = byTag.get(t) ?? [];
    l.push(r.id);
    byTag.set(t, l);
  }
}
const again = JSON.stringify(back);
return { len: text.length, again: again.length, last: back[back.length - 1], b3: back[3], i5: ints[5], keys: [...byTag.keys()], t0: byTag.get('t0')!.length, tail: JSON.stringify(ints).slice(-200), spaced: JSON.stringify(ints.slice(0, 2), null, 2) };`,
      ),
      c(
        'records found in arrays, conditional receivers and flatMap',
        `const posts = [{ id: 1, cats: ['news'] }, { id: 2, cats: [] as string[] }];
posts.find((p) => p.id === 2)!.cats.push('found');
const flag: boolean = params.flag ?? true;
(flag ? posts[0]! : posts[1]!).cats.push('cond');
const maybe = posts[5];
(maybe ?? posts[1]!).cats.push('fallback');
const all = posts.flatMap((p) => p.cats);
all.push('flat');
const parsed = JSON.parse('[{"id":3,"cats":["x"]}]') as typeof posts;
const hit = parsed.filter((p) => p.cats.length > 0)[0]!;
hit.cats.push('hit');
return { posts, all, parsed, some: posts.some((p) => p.cats.includes('found')), every: parsed.every((p) => Array.isArray(p.cats)) };`,
      ),
      c(
        'Iterable properties (for…of, spread, Set, Map) and .length through unions and ArrayLike',
        `const o: { items: Iterable<string>; headers: Iterable<[string, string]> } = { items: ['a', 'b'], headers: [['a', '1'], ['b', '2']] };
const out: string[] = [];
for (const x of o.items) out.push(x);
const parsed = JSON.parse('{"items":["c","d"]}') as { items: Iterable<string> };
for (const x of parsed.items) out.push(x);
const spread = [...o.items, ...new Set(parsed.items)];
const headers = new Map(o.headers);
const u: { v: string | string[]; w: string | string[] } = { v: ['a', 'b', 'c'], w: 'hello' };
const count = (x: ArrayLike<unknown>): number => x.length;
const sized = (x: { length: number }): number => x.length;
return { out, spread, headers: [...headers.entries()], v: u.v.length, w: u.w.length, counts: [count(spread), count('abc'), sized(out), sized({ length: 7 })] };`,
      ),
    ],
    {
      module: MODULE,
      files: {
        'app/lib/shared.ts':
          "export const SHARED = { roles: ['a'], meta: { ids: [] as number[] } };\nexport function sharedRoles(): string[] {\n  return SHARED.roles;\n}\nexport function addRole(r: string): void {\n  SHARED.roles.push(r);\n}\n",
      },
    },
  );
});
