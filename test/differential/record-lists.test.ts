// Lists held in object properties, written the way plugin handlers write them: array
// literals as object-literal property values (`{ tags: ['a'] }`) and lists inside objects
// and lists that JSON.parse returns. Each case reads, aliases, copies and mutates such a
// list and answers with what JavaScript's identity rules decide (a shallow copy shares the
// list, a destructured or passed list is the same list, structuredClone() is not), so any
// difference in how the PHP runtime stores or converts these lists shows in the JSON.
import { describe } from 'vitest';
import { c, differentialSuite } from '../helpers/differential.js';

const MODULE = `
interface Product {
  sku: string;
  price: number;
  tags: string[];
}

interface OrderLine {
  sku: string;
  qty: number;
  opts: string[];
}

interface Order {
  id: string;
  lines: OrderLine[];
  notes: string[];
}

interface Settings {
  roles: string[];
  blocked: string[];
  limits: { daily: number[]; hours: number[][] };
}

const STORED_SETTINGS = '{"roles":["editor","author"],"blocked":[],"limits":{"daily":[10,20],"hours":[[9,17],[]]},"extra":{}}';

const CATALOGUE = '[{"sku":"mug","price":8.5,"tags":["kitchen","gift"]},{"sku":"pen","price":1.25,"tags":[]},{"sku":"bag","price":20,"tags":["travel"]}]';

function addTag(list: string[], tag: string): number {
  list.push(tag);
  return list.length;
}

function clearAll(list: unknown[]): void {
  list.length = 0;
}

class Item {
  sku: string;
  tags: string[];
  copy: string[];
  constructor(source: Product) {
    this.sku = source.sku;
    this.tags = source.tags;
    this.copy = [...source.tags];
  }
  tag(t: string): this {
    this.tags.push(t);
    return this;
  }
}

class Post {
  title = '';
  categories: string[] = [];
  meta: Record<string, unknown> = {};
}

interface Feed {
  title: string;
  items: Iterable<string>;
  counts: ArrayLike<number>;
}

class Draft {
  title = '';
  words = 0;
  load(data: Partial<Draft>): this {
    Object.assign(this, data);
    return this;
  }
}
`;

describe('lists in records', () => {
  differentialSuite(
    'record-lists',
    [
      // (a) array literals as object-literal property values
      c(
        'product tags: push, index write, then read again',
        "const p = { sku: 'mug', price: 8.5, tags: ['kitchen', 'gift'] };\np.tags.push('sale');\np.tags[0] = 'home';\nconst n = p.tags.length;\np.tags[n] = 'last';\nreturn { tags: p.tags, n, text: JSON.stringify(p), again: p.tags.join('|') };",
      ),
      c(
        'settings lists: sort, splice, length = 0',
        "const s = { roles: ['editor', 'admin', 'author'], blocked: ['b', 'a', 'c'], days: [3, 1, 2] };\ns.roles.sort();\nconst removed = s.blocked.splice(1, 1, 'x', 'y');\nconst sorted = s.days.sort((a, b) => b - a);\nconst same = sorted === s.days;\ns.days.length = 0;\nreturn { s, removed, same, text: JSON.stringify(s), days: s.days.length };",
      ),
      c(
        'an alias of a literal list sees the pushes and the other way round',
        "const post = { title: 'Hello', categories: ['news'] };\nconst cats = post.categories;\ncats.push('tech');\npost.categories.push('wp');\nreturn { cats, categories: post.categories, same: post.categories === post.categories, alias: cats === post.categories, text: JSON.stringify(post) };",
      ),
      c(
        'two reads of the same property are the same list',
        'const o = { a: [1, 2], b: [1, 2] };\nconst x = o.a;\nconst y = o.a;\nx.push(3);\nreturn { xy: x === y, ab: o.a === o.b, y, b: o.b, len: y.length };',
      ),
      c(
        'passing the property to a function that pushes',
        "const order = { id: 'A-1', notes: ['fragile'], lines: [{ sku: 'mug', qty: 1, opts: ['red'] }] };\nconst n = addTag(order.notes, 'gift wrap');\naddTag(order.lines[0]!.opts, 'large');\nclearAll(order.lines[0]!.opts.length > 5 ? order.notes : []);\nreturn { n, order, text: JSON.stringify(order) };",
      ),
      c(
        'the same record stored in two places',
        "const shared = { name: 'sale', skus: ['mug'] };\nconst a = { label: 'a', rule: shared };\nconst b = { label: 'b', rule: shared };\na.rule.skus.push('pen');\nconst list = [shared, shared];\nlist[1]!.skus.push('bag');\nreturn { a, b, same: a.rule.skus === b.rule.skus, viaList: list[0]!.skus, text: JSON.stringify({ a, b }) };",
      ),
      c(
        'destructuring then mutating, nested and with defaults',
        "const product = { sku: 'mug', tags: ['kitchen'], dims: { sizes: [8, 10] } };\nconst { tags } = product;\ntags.push('gift');\nconst { dims: { sizes } } = product;\nsizes.unshift(6);\nconst cfg: { roles?: string[]; extra?: string[] } = { roles: ['editor'] };\nconst { roles = ['none'], extra = ['fallback'] } = cfg;\nroles.push('author');\nextra.push('more');\nreturn { product, tags, sizes, cfg, extra, same: tags === product.tags };",
      ),
      c(
        'spread and Object.assign copies share their lists',
        "const base = { name: 'shirt', sizes: ['S', 'M'], colors: ['red'] };\nconst copy = { ...base };\ncopy.sizes.push('L');\nconst assigned = Object.assign({}, base);\nassigned.colors.push('blue');\ncopy.colors = ['green'];\nreturn { base, copy, assigned, shares: copy.sizes === base.sizes, replaced: copy.colors === base.colors };",
      ),
      c(
        'Object.values and Object.entries hand out the same lists',
        "const menu = { main: ['home', 'shop'], footer: ['privacy'] };\nconst values = Object.values(menu);\nvalues[0]!.push('blog');\nfor (const [k, v] of Object.entries(menu)) v.push(`${k}-end`);\nreturn { menu, values, same: values[1] === menu.footer, text: JSON.stringify(menu) };",
      ),
      c(
        'for…in with dynamic reads and a string key',
        "const groups: Record<string, string[]> = { admins: ['ann'], editors: ['bob', 'cy'] };\nconst counts: Record<string, number> = {};\nfor (const k in groups) {\n  groups[k]!.push('new');\n  counts[k] = groups[k]!.length;\n}\nconst key: string = params.key ?? 'editors';\nconst picked = groups[key]!;\npicked.sort().reverse();\nreturn { groups, counts, picked, same: picked === groups[key], missing: groups['nobody'] === undefined };",
      ),
      c(
        'structuredClone of a record does not share its lists',
        "const draft = { title: 'Draft', tags: ['a'], grid: [[1], [2, 3]] };\nconst clone = structuredClone(draft);\nclone.tags.push('b');\nclone.grid[0]!.push(9);\ndraft.grid[1]!.pop();\nreturn { draft, clone, shares: clone.tags === draft.tags };",
      ),
      c(
        'typeof, Array.isArray and optional chaining on property lists',
        "const o: { tags?: string[]; maybe?: number[]; label: string } = { tags: ['x', 'y'], label: 'l' };\nconst u: unknown = o;\nconst any1: any = o;\nlet fromUnknown: unknown = null;\nif (u !== null && typeof u === 'object') {\n  const t = (u as Record<string, unknown>).tags;\n  if (Array.isArray(t)) {\n    t.push('z');\n    fromUnknown = t.length;\n  }\n}\n(any1.tags as string[]).push('w');\nconst key: string = params.key ?? 'tags';\n(any1[key] as string[]).push('v');\nreturn { kind: typeof o.tags, isArr: Array.isArray(o.tags), len: o.tags?.length, maybe: o.maybe?.[0] ?? 'none', maybeLen: o.maybe?.length ?? -1, first: o.tags?.[0], fromUnknown, tags: o.tags };",
      ),
      c(
        'lists of lists in a literal: push inner, flat, map',
        "const board = { name: 'b', grid: [[1, 2], [3], []] };\nboard.grid[0]!.push(9);\nconst row = board.grid[2]!;\nrow.push(7);\nboard.grid.push([4, 5]);\nconst flat = board.grid.flat();\nflat.push(100);\nreturn { board, flat, sizes: board.grid.map((r) => r.length), same: row === board.grid[2] };",
      ),
      c(
        'for…of over a property list while pushing to another',
        "const cart = { items: ['mug', 'pen', 'bag'], log: [] as string[] };\nfor (const it of cart.items) {\n  cart.log.push(`saw ${it}`);\n  if (it === 'pen') cart.items.length > 2 && cart.log.push('pen!');\n}\nconst withFee = cart.items.filter((x) => x !== 'pen').map((x) => x.toUpperCase());\nreturn { cart, withFee, has: cart.items.includes('bag'), joined: cart.items.join(', '), idx: cart.items.indexOf('pen') };",
      ),
      c(
        'records sorted by the length of a list property',
        "const posts = [{ id: 1, tags: ['a', 'b'] }, { id: 2, tags: [] as string[] }, { id: 3, tags: ['c', 'd', 'e'] }];\nconst sorted = [...posts].sort((x, y) => y.tags.length - x.tags.length);\nsorted[0]!.tags.push('top');\nposts[1]!.tags.push('was empty');\nreturn { order: sorted.map((p) => p.id), posts, sameRecord: sorted[0] === posts[2], sameList: sorted[2]!.tags === posts[1]!.tags };",
      ),
      c(
        'records in Map values and array elements',
        "const byId = new Map<number, { name: string; roles: string[] }>();\nbyId.set(1, { name: 'ann', roles: ['admin'] });\nbyId.set(2, { name: 'bob', roles: [] });\nbyId.get(1)!.roles.push('editor');\nconst bob = byId.get(2)!;\nbob.roles.push('author');\nconst arr = [{ k: 'x', vals: [1] }];\narr[0]!.vals.push(2);\nconst out: unknown[] = [];\nfor (const [id, u] of byId) out.push([id, u.roles.length, u.roles]);\nreturn { out, arr, again: byId.get(2)!.roles, same: bob.roles === byId.get(2)!.roles };",
      ),
      c(
        'class instances built from literal records share or copy tags',
        "const src = { sku: 'mug', price: 8.5, tags: ['kitchen'] };\nconst item = new Item(src).tag('gift');\nitem.copy.push('copy only');\nconst post = new Post();\nconst fields = { title: 'Hi', categories: ['news'] };\npost.title = fields.title;\npost.categories = fields.categories;\npost.categories.push('wp');\nreturn { src, item: { sku: item.sku, tags: item.tags, copy: item.copy }, shared: item.tags === src.tags, post: { title: post.title, categories: post.categories }, fields, sharedPost: post.categories === fields.categories };",
      ),
      c(
        'a list moved to another property, rest destructuring, fromEntries and closures',
        "const o: { a: string[]; b?: string[]; n: number } = { a: ['x'], n: 1 };\no.b = o.a;\no.b.push('y');\nconst { n, ...rest } = o;\nrest.a.push('z');\nconst again = Object.fromEntries(Object.entries(o));\n(again.a as string[]).push('w');\nconst later = () => o.a;\nlater().push('v');\nconst keys = Object.keys(o);\nconst had = 'a' in o;\ndelete o.b;\nreturn { o, n, rest, keys, had, hasB: 'b' in o, same: rest.a === o.a && again.a === o.a, text: JSON.stringify(o) };",
      ),
      c(
        'lists as Set members and Map keys, found again through the property',
        "const lit = { tags: ['a'], other: ['a'] };\nconst parsed = JSON.parse('{\"tags\":[\"a\"],\"rows\":[{\"l\":[1]}]}') as { tags: string[]; rows: { l: number[] }[] };\nconst seen = new Set<unknown>([lit.tags, lit.tags, parsed.tags, parsed.tags, parsed.rows[0]!.l]);\nseen.add(parsed.rows[0]!.l);\nconst owner = new Map<unknown, string>([[lit.tags, 'lit'], [parsed.tags, 'parsed']]);\nconst lists = [lit.tags, parsed.tags, parsed.rows[0]!.l];\nreturn { size: seen.size, has: [seen.has(lit.tags), seen.has(lit.other), seen.has(parsed.rows[0]!.l)], owner: [owner.get(lit.tags) ?? '-', owner.get(parsed.tags) ?? '-', owner.get(lit.other) ?? '-'], index: [lists.indexOf(parsed.tags), lists.indexOf(parsed.rows[0]!.l), lists.includes(lit.other)], rev: lit.tags.reverse() === lit.tags && parsed.tags.sort() === parsed.tags };",
      ),
      c(
        'copies of property lists do not alias: slice, concat, spread, map',
        "const lit = { tags: ['a', 'b'], nums: [3, 1, 2] };\nconst parsed = JSON.parse('{\"tags\":[\"p\"],\"grid\":[[1],[2]]}') as { tags: string[]; grid: number[][] };\nconst s = lit.tags.slice();\ns.push('s');\nconst k = parsed.tags.concat(['k']);\nk.push('k2');\nconst sp = [...lit.nums];\nsp.sort();\nconst rows = parsed.grid.map((r) => r);\nrows[0]!.push(10);\nconst shallow = [...parsed.grid];\nshallow.push([99]);\nlit.tags = [...lit.tags, 'c'];\nconst sorted = lit.nums.toSorted();\nreturn { lit, parsed, s, k, sp, sorted, rowShared: rows[0] === parsed.grid[0], copyShared: sp === lit.nums };",
      ),
      c(
        'the first read of a literal property list is typeof, Object.values, spread, stringify, for…in, destructuring…',
        'const a = { l: [1] };\nconst ta = typeof a.l;\na.l.push(2);\nconst b = { l: [1] };\nconst vb = Object.values(b)[0]!;\nvb.push(2);\nconst c = { l: [1] };\nconst sc = { ...c };\nsc.l.push(2);\nconst d = { l: [1] };\nconst dj = JSON.stringify(d);\nd.l.push(2);\nconst e: Record<string, number[]> = { l: [1] };\nfor (const k in e) e[k]!.push(2);\nconst f = { l: [1] };\nconst fe = Object.entries(f)[0]![1];\nfe.push(2);\nconst g = { l: [1] };\nconst { l: gl } = g;\ngl.push(2);\nconst h = { l: [1] };\nconst pair = [h.l, h.l];\npair[0]!.push(2);\nconst i = { l: [1] };\nconst ia = Array.isArray(i.l);\ni.l.push(2);\nconst j = { l: [1] };\nconst jc = structuredClone(j);\nj.l.push(2);\nconst m = { l: [1] };\nconst ma = Object.assign({}, m);\nma.l.push(2);\nconst n = { l: [1] };\nconst nl = n.l.length;\nn.l.push(2);\nreturn { ta, ia, dj, nl, jc, lists: [a.l, vb, b.l, c.l, d.l, e.l, f.l, g.l, pair[1], h.l, i.l, j.l, m.l, n.l], same: [vb === b.l, sc.l === c.l, fe === f.l, gl === g.l, pair[0] === pair[1] && pair[1] === h.l, ma.l === m.l, jc.l === j.l] };',
      ),
      // (b) lists inside what JSON.parse returns
      c(
        'stored settings option: read, push, sort, splice, length = 0',
        "const s = JSON.parse(STORED_SETTINGS) as Settings;\ns.roles.push('contributor');\ns.roles.sort();\ns.blocked.push('spam');\nconst cut = s.limits.daily.splice(0, 1, 5, 6);\ns.limits.hours[1]!.push(12);\nconst hours = s.limits.hours;\nhours[0]!.length = 0;\nreturn { s, cut, text: JSON.stringify(s), roles: s.roles.length };",
      ),
      c(
        'parsed catalogue: aliases, identity and function pushes',
        "const items = JSON.parse(CATALOGUE) as Product[];\nconst first = items[0]!;\nconst t = first.tags;\nt.push('sale');\naddTag(items[1]!.tags, 'cheap');\nitems[2]!.tags[0] = 'luggage';\nconst a = items[2]!.tags;\nconst b = items[2]!.tags;\nreturn { items, same: a === b, alias: t === items[0]!.tags, sameAcross: items[0] === first, text: JSON.stringify(items) };",
      ),
      c(
        'parsed order from the request body: lines with opts',
        "const order = JSON.parse(params.body as string) as Order;\nfor (const line of order.lines) line.opts.push(`qty:${line.qty}`);\nconst { lines, notes } = order;\nnotes.push('checked');\nconst [firstLine] = lines;\nfirstLine!.opts.sort();\nconst { lines: [, second] } = order;\nreturn { order, notesSame: notes === order.notes, second: second ?? null, opts: order.lines.map((l) => l.opts.join('+')) };",
        {
          body: '{"id":"A-7","lines":[{"sku":"mug","qty":2,"opts":["red","L"]},{"sku":"pen","qty":1,"opts":[]}],"notes":[]}',
        },
      ),
      c(
        'parsed record copies: spread, Object.assign and structuredClone',
        'const orig = JSON.parse(\'{"name":"shirt","sizes":["S"],"stock":{"rows":[[1,2],[3]]}}\') as { name: string; sizes: string[]; stock: { rows: number[][] } };\nconst spread = { ...orig };\nspread.sizes.push(\'M\');\nconst assigned = Object.assign({}, orig);\nassigned.stock.rows[1]!.push(4);\nconst clone = structuredClone(orig);\nclone.sizes.push(\'XL\');\nclone.stock.rows.push([]);\nreturn { orig, spread, clone, shares: spread.sizes === orig.sizes && assigned.stock === orig.stock, cloneShares: clone.sizes === orig.sizes };',
      ),
      c(
        'parsed data: Object.values, entries and for…in reads',
        'const perms = JSON.parse(\'{"admin":["all"],"editor":["edit","publish"],"guest":[]}\') as Record<string, string[]>;\nconst vals = Object.values(perms);\nvals[2]!.push(\'read\');\nfor (const [role, caps] of Object.entries(perms)) caps.push(role.slice(0, 1));\nconst sizes: Record<string, number> = {};\nfor (const k in perms) sizes[k] = perms[k]!.length;\nconst role: string = params.role ?? \'editor\';\nperms[role]!.reverse();\nreturn { perms, sizes, vals, same: vals[1] === perms.editor };',
      ),
      c(
        'parsed unknown narrowed with Array.isArray and typeof',
        'const data: unknown = JSON.parse(\'{"tags":["a"],"meta":{"ids":[1,[2]]},"n":1,"none":null}\');\nconst rec = data as Record<string, unknown>;\nconst out: string[] = [];\nfor (const k of Object.keys(rec)) {\n  const v = rec[k];\n  out.push(`${k}:${Array.isArray(v) ? \'array\' : v === null ? \'null\' : typeof v}`);\n}\nconst tags = rec.tags;\nif (Array.isArray(tags)) tags.push(\'b\');\nconst meta = rec.meta as { ids: unknown[] };\nconst inner = meta.ids[1];\nif (Array.isArray(inner)) inner.push(3);\nconst maybe = rec.missing as number[] | undefined;\nreturn { out, data, again: (rec.tags as string[]).length, maybe: maybe?.[0] ?? \'none\', deep: (rec.meta as { ids: unknown[] }).ids, same: rec.tags === tags };',
      ),
      c(
        'parsed lists of lists and objects inside lists inside objects',
        'const doc = JSON.parse(\'{"grid":[[1,2],[3],[]],"rows":[{"cells":["a"],"sub":[{"v":[1]}]}]}\') as { grid: number[][]; rows: { cells: string[]; sub: { v: number[] }[] }[] };\ndoc.grid[0]!.push(9);\ndoc.grid[2]!.push(0);\nconst flat = doc.grid.flat();\ndoc.rows[0]!.cells.push(\'b\');\ndoc.rows[0]!.sub[0]!.v.push(2);\nconst cell = doc.rows[0]!.sub[0]!;\ncell.v = [...cell.v, 3];\ndoc.rows.push({ cells: [], sub: [] });\nreturn { doc, flat, text: JSON.stringify(doc), count: doc.rows.length };',
      ),
      c(
        'parsed empties returned directly as the REST response',
        'const r = JSON.parse(\'{"items":[],"meta":{},"nested":{"a":[],"b":{"c":[]},"d":[[]],"e":[{}]},"total":0}\') as Record<string, unknown>;\nreturn r;',
      ),
      c(
        'parsed empties: mutate some, stringify untouched and touched',
        'const r = JSON.parse(\'{"items":[],"meta":{},"nested":{"a":[],"d":[[]],"e":[{}]}}\') as { items: number[]; meta: Record<string, unknown>; nested: { a: string[]; d: number[][]; e: Record<string, unknown>[] } };\nconst before = JSON.stringify(r);\nr.items.push(1);\nr.nested.d[0]!.push(2);\nr.nested.e[0]!.k = [];\nr.meta.list = r.items;\nr.items.push(3);\nreturn { before, after: JSON.stringify(r), r, len: r.nested.a.length, kind: Array.isArray(r.nested.a) };',
      ),
      c(
        'class instances from parsed rows, fields copied from a parsed record',
        'const rows = JSON.parse(CATALOGUE) as Product[];\nconst items = rows.map((r) => new Item(r));\nitems[0]!.tag(\'new\');\nitems[1]!.copy.push(\'only copy\');\nconst parsed = JSON.parse(\'{"title":"Hi","categories":["news"],"meta":{"ids":[1]}}\') as Post;\nconst post = new Post();\npost.title = parsed.title;\npost.categories = parsed.categories;\npost.meta = Object.assign({}, parsed.meta);\npost.categories.push(\'wp\');\n(post.meta.ids as number[]).push(2);\nreturn { rows, tags: items.map((i) => i.tags), copies: items.map((i) => i.copy), shared: items[0]!.tags === rows[0]!.tags, post: { title: post.title, categories: post.categories, meta: post.meta }, parsed, metaShared: post.meta.ids === parsed.meta.ids };',
      ),
      c(
        'parsed records in a Map, filtered, sorted by list length',
        "const rows = JSON.parse(CATALOGUE) as Product[];\nconst bySku = new Map<string, Product>();\nfor (const r of rows) bySku.set(r.sku, r);\nbySku.get('pen')!.tags.push('office', 'school', 'desk');\nconst ranked = [...rows].sort((a, b) => b.tags.length - a.tags.length).map((r) => r.sku);\nconst tagged = rows.filter((r) => r.tags.includes('gift')).map((r) => r.sku);\nconst all: string[] = [];\nfor (const r of bySku.values()) for (const t of r.tags) all.push(t);\nreturn { ranked, tagged, all, pen: rows[1], same: bySku.get('mug')!.tags === rows[0]!.tags };",
      ),
      c(
        'parsed option merged into defaults with spread, then mutated',
        'const defaults = { perPage: 10, types: [\'post\'], exclude: [] as number[] };\nconst saved = JSON.parse(\'{"types":["post","page"],"exclude":[4]}\') as Partial<typeof defaults>;\nconst opts = { ...defaults, ...saved };\nopts.types.push(\'product\');\nopts.exclude.push(7);\nconst keep = { ...defaults };\nkeep.types.push(\'attachment\');\nreturn { opts, defaults, saved, fromSaved: opts.types === saved.types, fromDefaults: keep.types === defaults.types };',
      ),
      c(
        'the first read of a parsed property list is typeof, Object.values, spread, stringify, for…in, destructuring…',
        'const a = JSON.parse(\'{"l":[1]}\') as { l: number[] };\nconst ta = typeof a.l;\na.l.push(2);\nconst b = JSON.parse(\'{"l":[1]}\') as { l: number[] };\nconst vb = Object.values(b)[0]!;\nvb.push(2);\nconst c = JSON.parse(\'{"l":[1]}\') as { l: number[] };\nconst sc = { ...c };\nsc.l.push(2);\nconst d = JSON.parse(\'{"l":[1]}\') as { l: number[] };\nconst dj = JSON.stringify(d);\nd.l.push(2);\nconst e: Record<string, number[]> = JSON.parse(\'{"l":[1]}\') as { l: number[] };\nfor (const k in e) e[k]!.push(2);\nconst f = JSON.parse(\'{"l":[1]}\') as { l: number[] };\nconst fe = Object.entries(f)[0]![1];\nfe.push(2);\nconst g = JSON.parse(\'{"l":[1]}\') as { l: number[] };\nconst { l: gl } = g;\ngl.push(2);\nconst h = JSON.parse(\'{"l":[1]}\') as { l: number[] };\nconst pair = [h.l, h.l];\npair[0]!.push(2);\nconst i = JSON.parse(\'{"l":[1]}\') as { l: number[] };\nconst ia = Array.isArray(i.l);\ni.l.push(2);\nconst j = JSON.parse(\'{"l":[1]}\') as { l: number[] };\nconst jc = structuredClone(j);\nj.l.push(2);\nconst m = JSON.parse(\'{"l":[1]}\') as { l: number[] };\nconst ma = Object.assign({}, m);\nma.l.push(2);\nconst n = JSON.parse(\'{"l":[1]}\') as { l: number[] };\nconst nl = n.l.length;\nn.l.push(2);\nreturn { ta, ia, dj, nl, jc, lists: [a.l, vb, b.l, c.l, d.l, e.l, f.l, g.l, pair[1], h.l, i.l, j.l, m.l, n.l], same: [vb === b.l, sc.l === c.l, fe === f.l, gl === g.l, pair[0] === pair[1] && pair[1] === h.l, ma.l === m.l, jc.l === j.l] };',
      ),
      c(
        'Object.assign onto class instances: a literal, parsed JSON and this',
        "const post = new Post();\nObject.assign(post, { title: 'Hi', categories: ['news'] });\npost.categories.push('wp');\nconst parsed = Object.assign(new Post(), JSON.parse('{\"title\":\"P\",\"categories\":[\"a\"]}') as Partial<Post>);\nparsed.categories.push('b');\nconst d = new Draft().load({ title: 'T', words: 3 });\nreturn { post: { title: post.title, categories: post.categories }, parsed: { title: parsed.title, categories: parsed.categories, meta: parsed.meta }, d: { title: d.title, words: d.words }, json: JSON.stringify(post) };",
      ),
      c(
        'lists behind Iterable and ArrayLike property types',
        'const f: Feed = { title: \'news\', items: [\'a\', \'b\'], counts: [3, 4] };\nconst out: string[] = [];\nfor (const x of f.items) out.push(x);\nconst parsed = JSON.parse(\'{"title":"p","items":["q"],"counts":[7]}\') as Feed;\nfor (const x of parsed.items) out.push(x);\nreturn { out, n: f.counts.length, first: f.counts[0], pn: parsed.counts.length, missing: f.counts[5] ?? \'none\', f };',
      ),
    ],
    // structuredClone is declared by the DOM lib (a project with types: ["node"] gets it too).
    { module: MODULE, files: { 'tsconfig.json': JSON.stringify({ compilerOptions: { lib: ['ES2024', 'DOM'] } }) } },
  );
});
