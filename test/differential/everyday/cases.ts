// Everyday TypeScript (issue 16, the language half): assignment through element access,
// generic helpers, optional calls, String.raw, getters and setters, a shared abstract base
// controller and async handlers, written as a task-board plugin (everyday/project.ts).
// The cases and the suite's options: test/differential/everyday-language.test.ts runs them
// in Node and PHP 7.4 / 8.3, e2e/everyday-live.test.mjs in WordPress behind nginx.
import type { DiffCase, SuiteOptions } from '../../helpers/differential.js';
import { FILES } from './project.js';
import { REPORTS } from './reports.js';

const MODULE = `
import { BaseController } from '../lib/base';
import {
  Box, chunk, countBy, first, groupBy, increment, indexBy, last, mapValues, maxBy, pick, pluck, prop, Registry, Stack,
  sumBy, uniq,
} from '../lib/collections';
import {
  buildOrder, Defaults, describeQuery, exportTasks, highlight, importTasks, ListView, pruneTags, readFilters, roster,
  rotateOverdue, search, Tally, tagLinks,
} from '../lib/reports';
import {
  board, Cart, delayed, Employee, findTask, loadTask, loadTasks, Person, seed, Temperature, totalEstimate, type Task,
} from '../lib/models';

class Counter {
  counts: Record<string, number> = {};
  hit(key: string): number {
    this.counts[key] = (this.counts[key] ?? 0) + 1;
    return this.counts[key];
  }
}

class Slugs {
  static readonly reserved: string[] = [];
  static readonly map: Record<string, string> = {};
  static {
    for (const word of ['admin', 'login', 'wp-json']) Slugs.reserved.push(word);
    const pairs: [string, string][] = [['é', 'e'], ['ß', 'ss']];
    for (const [from, to] of pairs) Slugs.map[from] = to;
  }
  static count = Slugs.reserved.length;
  static slug(title: string): string {
    let s = title.toLowerCase();
    for (const [from, to] of Object.entries(Slugs.map)) s = s.split(from).join(to);
    s = s.replace(/[^a-z0-9]+/g, '-');
    return Slugs.reserved.includes(s) ? s + '-2' : s;
  }
}

class Sequence {
  calls = 0;
  next(): number {
    return this.calls++;
  }
}
`;

const assignments: DiffCase[] = [
  {
    name: 'mark the first task done through an element',
    body: 'const tasks = seed();\ntasks[0].done = true;\nreturn tasks.map((t) => t.done);',
  },
  {
    name: 'a copied array shares its task objects',
    body: "const tasks = seed();\nconst copy = tasks.slice();\ncopy[0]!.title = 'Renamed';\nreturn [tasks[0].title, copy.length, copy === tasks];",
  },
  {
    name: 'assignment through a parenthesised element',
    body: 'const tasks = seed();\n(tasks[1]).estimate = 13;\nreturn tasks[1];',
  },
  {
    name: 'compound assignment through an element',
    body: 'const tasks = seed();\ntasks[0].estimate! += 2;\ntasks[3].estimate! *= 2;\nreturn pluck(tasks, "estimate");',
  },
  {
    name: 'nested path a.b[i].c += string',
    body: "const b = board();\nb.columns[1].tasks[0].title += ' (urgent)';\nreturn b.columns[1].tasks[0].title;",
  },
  {
    name: 'record entry decremented through a nested path',
    body: "const b = board();\nb.stats.byStatus['todo'] -= 1;\nb.stats.byStatus['done'] += 1;\nb.stats.moves++;\nreturn b.stats;",
  },
  {
    name: '??= on an element property',
    body: 'const tasks = seed();\nconst r = (tasks[1].estimate ??= 5);\nconst s = (tasks[0].estimate ??= 99);\nreturn [r, s, tasks[1].estimate, tasks[0].estimate];',
  },
  {
    name: '||= on an empty title',
    body: "const tasks = seed();\nfor (const t of tasks) t.title ||= 'Untitled #' + t.id;\nreturn pluck(tasks, 'title');",
  },
  {
    name: '&&= through an element',
    body: "const tasks = seed();\ntasks[0].title &&= tasks[0].title.toUpperCase();\ntasks[2].title &&= 'never';\nreturn [tasks[0].title, tasks[2].title];",
  },
  {
    name: 'postfix ++ through a non-null element returns the old value',
    body: 'const tasks = seed();\nconst before = tasks[0].assignee!.load++;\nreturn [before, tasks[0].assignee!.load, tasks[3].assignee!.load];',
  },
  {
    name: 'prefix -- through an element',
    body: 'const tasks = seed();\nconst after = --tasks[1].assignee!.load;\nreturn [after, tasks[1].assignee];',
  },
  {
    name: 'assignment through a function result',
    body: 'const tasks = seed();\nfindTask(tasks, 2)!.done = true;\nfindTask(tasks, 4)!.tags.push("late");\nreturn tasks.filter((t) => t.done).map((t) => t.id).concat(tasks[3].tags.length);',
  },
  {
    name: 'writing elements of a 2D grid',
    body: 'const grid: number[][] = [[0, 0, 0], [0, 0, 0]];\ngrid[1][2] = 5;\ngrid[0][1] += 3;\ngrid[1][2]! *= 2;\nreturn grid;',
  },
  {
    name: 'counting tags into a record',
    body: 'const counts: Record<string, number> = {};\nfor (const t of seed()) for (const tag of t.tags) counts[tag] = (counts[tag] ?? 0) + 1;\nreturn counts;',
  },
  {
    name: '??= then ++ on a record entry',
    body: "const counts: Record<string, number> = {};\nfor (const s of ['a', 'b', 'a']) {\n  counts[s] ??= 0;\n  counts[s]++;\n}\nreturn counts;",
  },
  {
    name: 'updating an indexed task through its key',
    body: "const byId = indexBy(seed());\nbyId['2'].title = 'Fixed login';\nbyId[String(4)].done = true;\nreturn [byId['2'].title, byId['4'].done, Object.keys(byId)];",
  },
  {
    name: 'swapping elements by destructuring',
    body: 'const xs = [1, 2, 3];\n[xs[0], xs[2]] = [xs[2], xs[0]];\nreturn xs;',
  },
  {
    name: 'destructuring into element properties',
    body: 'const tasks = seed();\n({ title: tasks[0].title, done: tasks[1].done } = { title: "From form", done: true });\nreturn [tasks[0].title, tasks[1].done];',
  },
  {
    name: 'the value of an assignment through an element',
    body: 'const tasks = seed();\nconst doubled = (tasks[0].estimate = 4) * 2;\nreturn [doubled, tasks[0].estimate];',
  },
  {
    name: 'chained assignment through elements',
    body: 'const tasks = seed();\ntasks[0].estimate = tasks[1].estimate = 7;\nreturn [tasks[0].estimate, tasks[1].estimate];',
  },
  {
    name: 'a class counting into its record field',
    body: "const c = new Counter();\nc.hit('x');\nc.hit('y');\nreturn [c.hit('x'), c.counts];",
  },
  {
    name: 'a computed index is evaluated once',
    body: 'const seq = new Sequence();\nconst stock = [{ qty: 5 }, { qty: 9 }];\nstock[seq.next()].qty -= 1;\nstock[seq.next()]!.qty++;\nreturn [stock, seq.calls];',
  },
  {
    name: 'bit flags through an element',
    body: 'const perms = [{ mask: 3 }];\nperms[0].mask |= 4;\nperms[0].mask &= ~1;\nperms[0].mask ^= 8;\nreturn perms[0].mask;',
  },
  {
    name: 'appending to the last line',
    body: "const log = { lines: ['start', 'working'] };\nlog.lines[log.lines.length - 1] += '...';\nlog.lines[log.lines.length] = 'end';\nreturn log;",
  },
  {
    name: 'increment inside a nested array of objects',
    body: 'const stats = [{ hits: [0, 0, 0] }, { hits: [1, 1, 1] }];\nstats[0].hits[2]++;\nstats[1].hits[0] += 10;\nreturn stats;',
  },
  {
    name: 'moving a task between columns',
    body: "const b = board();\nconst task = b.columns[0].tasks.shift()!;\ntask.status = 'doing';\nb.columns[1].tasks.push(task);\nb.columns[1].tasks[b.columns[1].tasks.length - 1].done = false;\nb.stats.moves += 1;\nreturn b.columns.map((c) => [c.name, c.tasks.map((t) => t.id)]).concat([[b.stats.moves]]);",
  },
  {
    name: 'assignment through an "as" cast element',
    body: 'const rows: unknown[] = [{ n: 1 }];\n(rows[0] as { n: number }).n = 2;\nreturn rows;',
  },
];

const generics: DiffCase[] = [
  {
    name: 'groupBy with (acc[key] ??= []).push',
    body: 'return groupBy(seed(), (t) => t.status);',
  },
  {
    name: 'groupBy on strings by first letter',
    body: "return groupBy(['apple', 'avocado', 'banana', 'cherry'], (s) => s[0] ?? '');",
  },
  {
    name: 'groupBy then mapValues counts',
    body: 'return mapValues(groupBy(seed(), (t) => (t.done ? "closed" : "open")), (ts) => ts.length);',
  },
  { name: 'countBy assignee', body: 'return countBy(seed(), (t) => t.assignee?.name ?? "nobody");' },
  { name: 'first and last of a list', body: 'const ids = seed().map((t) => t.id);\nreturn [first(ids), last(ids)];' },
  {
    name: 'first and last of an empty list',
    body: 'const none: string[] = [];\nreturn [first(none) ?? "none", last(none) === undefined];',
  },
  { name: 'pluck titles', body: 'return pluck(seed(), "title");' },
  { name: 'pluck nullable assignees', body: 'return pluck(seed(), "assignee");' },
  { name: 'sumBy estimates', body: 'return sumBy(seed(), (t) => t.estimate ?? 0);' },
  { name: 'uniq tags', body: 'return uniq(seed().flatMap((t) => t.tags));' },
  { name: 'chunk ids', body: 'return chunk([1, 2, 3, 4, 5], 2);' },
  { name: 'mapValues with keys', body: 'return mapValues({ a: 1, b: 2 }, (v, k) => k + "=" + v * 10);' },
  { name: 'pick keys of a task', body: 'return pick(seed()[1], ["id", "tags", "assignee"]);' },
  { name: 'maxBy estimate', body: 'return maxBy(seed(), (t) => t.estimate ?? -1)?.title;' },
  { name: 'maxBy of nothing', body: 'return maxBy([] as number[], (n) => n) ?? "empty";' },
  {
    name: 'prop by a generic key',
    body: 'const t = seed()[0];\nreturn [prop(t, "title"), prop(t, "tags"), prop(t.assignee!, "load")];',
  },
  {
    name: 'increment on a partial record',
    body: "const seen: Partial<Record<'get' | 'post', number>> = {};\nincrement(seen, 'get');\nincrement(seen, 'get', 2);\nincrement(seen, 'post');\nreturn seen;",
  },
  {
    name: 'Box maps through types',
    body: "return new Box(21).map((n) => n * 2).map((n) => 'answer: ' + n).get();",
  },
  {
    name: 'Stack with getters',
    body: 'const s = new Stack<string>().push("a").push("b");\nconst top = s.top;\nconst popped = s.pop();\nreturn [top, popped, s.size, s.isEmpty, s.top];',
  },
  {
    name: 'Registry of handlers',
    body: "const r = new Registry<(n: number) => number>();\nr.register('double', (n) => n * 2);\nr.register('square', (n) => n * n);\nreturn [r.names, r.lookup('square')?.(5), r.lookup('cube')?.(5) ?? 'missing'];",
  },
  {
    name: 'a generic arrow making pairs',
    body: 'const pair = <A, B>(a: A, b: B): [A, B] => [a, b];\nreturn [pair(1, "x"), pair([true], { k: null })];',
  },
  {
    name: 'a local generic with a constraint',
    body: 'function byId<T extends { id: number }>(xs: T[], id: number): T | undefined {\n  return xs.find((x) => x.id === id);\n}\nreturn [byId(seed(), 3)?.status, byId([{ id: 1, n: "a" }], 1)?.n];',
  },
  {
    name: 'a generic accumulating into a record of arrays',
    body: 'function bucket<T>(xs: T[], size: (x: T) => number): Record<string, T[]> {\n  const out: Record<string, T[]> = {};\n  for (const x of xs) {\n    const k = size(x) > 2 ? "big" : "small";\n    (out[k] ??= []).push(x);\n  }\n  return out;\n}\nreturn bucket(["a", "abc", "de", "fghi"], (s) => s.length);',
  },
];

const optionalCalls: DiffCase[] = [
  {
    name: 'hooks before and after through optional calls',
    body: "return [\n  this.format('hi', {}),\n  this.format('hi', { before: (s) => s + '!' }),\n  this.format('hi', { before: (s) => s + '!', after: (s) => s.toUpperCase() }),\n];",
  },
  {
    name: 'an optional callback parameter',
    body: 'const run = (n: number, done?: (r: number) => void): number => {\n  done?.(n * 2);\n  return n;\n};\nconst seen: number[] = [];\nrun(1);\nrun(2, (r) => seen.push(r));\nreturn seen;',
  },
  {
    name: 'optional call result with a default',
    body: 'const fmt: ((n: number) => string) | undefined = params.x ? (n) => "#" + n : undefined;\nreturn [fmt?.(1) ?? "plain", params.x];',
  },
  {
    name: 'optional call with a function present',
    body: 'const fmt: ((n: number) => string) | undefined = params.x ? (n) => "#" + n : undefined;\nreturn fmt?.(7) ?? "plain";',
    params: { x: true },
  },
  {
    name: 'optional call continuing the chain',
    body: "const o: { name?: () => string } = { name: () => 'ada' };\nconst p: { name?: () => string } = {};\nreturn [o.name?.().toUpperCase(), p.name?.().toUpperCase() ?? 'none'];",
  },
  {
    name: 'optional member then optional call',
    body: "const cfg: { hooks?: { log?: (s: string) => string } } | undefined = params.on ? { hooks: { log: (s) => '[' + s + ']' } } : undefined;\nreturn cfg?.hooks?.log?.('x') ?? 'off';",
    params: { on: true },
  },
  {
    name: 'optional member then optional call, missing',
    body: "const cfg: { hooks?: { log?: (s: string) => string } } | undefined = params.on ? { hooks: {} } : undefined;\nreturn [cfg?.hooks?.log?.('x') ?? 'off', params.on];",
    params: { on: true },
  },
  {
    name: 'an optional call evaluates its object once',
    body: "let made = 0;\nconst make = () => {\n  made++;\n  return { greet: (n: string) => 'hi ' + n } as { greet?: (n: string) => string };\n};\nreturn [make().greet?.('bo'), made];",
  },
  {
    name: 'optional call skips its arguments',
    body: 'let evaluated = 0;\nconst arg = () => ++evaluated;\nconst f: ((n: number) => number) | null = params.x ? (n) => n : null;\nconst r = f?.(arg());\nreturn [r ?? null, evaluated];',
  },
  {
    name: 'optional call of a found task method',
    body: 'const actions: { id: number; run?: () => string }[] = [{ id: 1, run: () => "ran 1" }, { id: 2 }];\nreturn [1, 2, 3].map((id) => actions.find((a) => a.id === id)?.run?.() ?? "no-op");',
  },
  {
    name: 'optional call on a declared method',
    body: 'const s = new Stack<number>();\nreturn s.push?.(4).size;',
  },
];

const rawTemplates: DiffCase[] = [
  { name: 'String.raw keeps backslashes', body: 'return String.raw`C:\\Users\\ana\\new`;' },
  {
    name: 'String.raw with values',
    body: 'const dir = "logs";\nconst n = 3;\nreturn String.raw`\\\\server\\${dir}\\${n}.txt`;',
  },
  {
    name: 'String.raw keeps \\n as two characters',
    body: 'const s = String.raw`line1\\nline2`;\nreturn [s, s.length];',
  },
  {
    name: 'String.raw split on a backslash',
    body: 'const path = String.raw`wp-content\\uploads\\2024`;\nreturn path.split("\\\\");',
  },
  { name: 'String.raw of a unicode escape', body: 'return String.raw`\\u00e9 is é`;' },
];

const accessors: DiffCase[] = [
  {
    name: 'cart totals through getters',
    body: "const cart = new Cart().add('tea', 2, 3.5).add('mug', 1, 12).add('tea', 1, 3.5);\nreturn [cart.count, cart.subtotal, cart.total, cart.skus];",
  },
  {
    name: 'cart discount setter',
    body: "const cart = new Cart().add('tea', 4, 5);\ncart.discount = 10;\nreturn [cart.discount, cart.total];",
  },
  {
    name: 'cart discount setter validates',
    body: 'const cart = new Cart();\ncart.discount = 75;\nreturn cart.discount;',
    throws: { message: true },
  },
  {
    name: 'compound assignment through an accessor',
    body: "const cart = new Cart().add('a', 1, 100);\ncart.discount = 5;\ncart.discount += 10;\nreturn [cart.discount, cart.total];",
  },
  {
    name: 'the value of a setter assignment',
    body: 'const cart = new Cart();\nconst v = (cart.discount = 20);\nreturn [v, cart.discount];',
  },
  {
    name: 'temperature conversions both ways',
    body: 'const t = new Temperature(100);\nconst f = t.fahrenheit;\nt.fahrenheit = 32;\nreturn [f, t.celsius, t.fahrenheit];',
  },
  {
    name: 'setter throwing below absolute zero',
    body: 'const t = new Temperature(0);\nt.celsius = -300;\nreturn t.celsius;',
    throws: { message: true },
  },
  {
    name: 'increment through an accessor',
    body: 'const t = new Temperature(20);\nt.celsius++;\nconst old = t.celsius--;\n++t.celsius;\nreturn [old, t.celsius];',
  },
  {
    name: 'a static getter over a private static',
    body: 'const before = Temperature.made;\nnew Temperature(1);\nnew Temperature(2);\nreturn Temperature.made - before;',
  },
  {
    name: 'getters are not in the JSON of an instance',
    body: "const p = new Person('Ada', 'Lovelace');\nreturn [p, p.fullName, p.initials];",
  },
  {
    name: 'a setter splitting a full name',
    body: "const p = new Person('a', 'b');\np.fullName = 'Grace Brewster Hopper';\nreturn [p.first, p.last, p.initials];",
  },
  {
    name: 'an overridden getter calling super',
    body: "const e = new Employee('Alan', 'Turing', 'cryptanalyst');\nreturn [e.fullName, e.initials];",
  },
  {
    name: 'an overridden setter calling the super setter',
    body: "const e = new Employee('x', 'y', 'dev');\ne.fullName = 'Katherine Johnson';\nreturn [e.first, e.last, e.fullName];",
  },
  {
    name: 'a getter on the base controller',
    body: 'return this.label + "/" + this.page("2");',
  },
  {
    name: 'destructuring reads through getters',
    body: "const { count, total, skus } = new Cart().add('x', 2, 5).add('y', 1, 1);\nconst { fullName, first: given } = new Employee('Ada', 'Byron', 'countess');\nreturn [count, total, skus, fullName, given];",
  },
  {
    name: 'getters read inside template literals',
    body: "const cart = new Cart().add('x', 3, 2);\nreturn `${cart.count} items, ${cart.total} total`;",
  },
];

const staticBlocks: DiffCase[] = [
  {
    name: 'a static block filling static fields',
    body: 'return [Slugs.reserved, Slugs.map, Slugs.count];',
  },
  {
    name: 'static helpers using what a static block set',
    body: "return ['Café Straße', 'Admin', 'Hello World'].map((t) => Slugs.slug(t));",
  },
];

const baseController: DiffCase[] = [
  { name: 'ok envelope from the base', body: 'return this.ok(seed().length);' },
  { name: 'fail envelope from the base', body: "return this.fail('not_found', 'No task 9');" },
  { name: 'page from a string param', body: 'return this.page(params.page);', params: { page: '3' } },
  {
    name: 'page from a bad param',
    body: 'return [this.page(params.page), this.page(params.page, 5)];',
    params: { page: 'x' },
  },
  { name: 'page from a number param', body: 'return this.page(params.page);', params: { page: 2.9 } },
  { name: 'page from a missing param', body: 'return this.page(params.page);' },
  {
    name: 'paginate tasks',
    body: 'const page = this.page(params.page);\nreturn this.ok(this.paginate(seed().map((t) => t.id), page, 3));',
    params: { page: '2' },
  },
  { name: 'paginate past the end', body: 'return this.paginate(seed(), 9, 2);' },
  {
    name: 'a controller helper updating tasks through elements',
    body: "const tasks = seed();\nfor (let i = 0; i < tasks.length; i++) if (tasks[i].tags.includes('docs')) tasks[i].estimate = (tasks[i].estimate ?? 0) + 1;\nreturn this.ok(pluck(tasks, 'estimate'));",
  },
  {
    name: 'a base helper result narrowed',
    body: "const r = params.id === 1 ? this.ok(findTask(seed(), 1)!) : this.fail('bad', 'bad id');\nreturn r.ok ? r.data.title : r.error.code;",
    params: { id: 1 },
  },
];

const asyncCases: DiffCase[] = [
  { name: 'await a plain value', async: true, body: 'const n = await 41;\nreturn n + 1;' },
  {
    name: 'await Promise.resolve',
    async: true,
    body: "const s = await Promise.resolve('ok');\nreturn s.toUpperCase();",
  },
  {
    name: 'await Promise.resolve of nothing',
    async: true,
    body: 'const v = await Promise.resolve();\nreturn v === undefined;',
  },
  { name: 'await an async loader', async: true, body: 'const tasks = await loadTasks();\nreturn tasks.length;' },
  {
    name: 'await an async loader awaiting another',
    async: true,
    body: 'const t = await loadTask(2);\nreturn t.title;',
  },
  {
    name: 'a rejected await caught',
    async: true,
    body: 'try {\n  await loadTask(99);\n  return "found";\n} catch (e) {\n  return "caught: " + (e as Error).message;\n}',
  },
  {
    name: 'a rejected await thrown',
    async: true,
    body: 'return (await loadTask(42)).title;',
    throws: { message: true },
  },
  {
    name: 'await in a loop',
    async: true,
    body: 'const titles: string[] = [];\nfor (const id of [1, 4]) titles.push((await loadTask(id)).title);\nreturn titles;',
  },
  { name: 'await in a condition', async: true, body: 'return (await totalEstimate()) > 10 ? "big" : "small";' },
  { name: 'an async arrow awaited', async: true, body: 'const v = await delayed({ n: 1 });\nv.n += 1;\nreturn v;' },
  { name: 'an async base method', async: true, body: 'const data = await this.load([1, 2]);\nreturn this.ok(data);' },
  {
    name: 'a local async function returning another call',
    async: true,
    body: 'async function titleOf(id: number): Promise<string> {\n  const t = await loadTask(id);\n  return t.title || "(untitled)";\n}\nreturn [await titleOf(1), await titleOf(3)];',
  },
  {
    name: 'an async function returning a promise unawaited',
    async: true,
    body: 'const again = async (): Promise<number> => totalEstimate();\nreturn await again();',
  },
  {
    name: 'await then assignment through an element',
    async: true,
    body: 'const tasks = await loadTasks();\ntasks[0].done = await Promise.resolve(true);\ntasks[1].estimate ??= await delayed(2);\nreturn [tasks[0].done, tasks[1].estimate];',
  },
];

/** Whole workflows over the reports module (everyday/reports.ts): live Map/Set walks, JSON, params, search. */
const workflows: DiffCase[] = [
  {
    name: 'dependency order from a Set work queue that grows while it is walked',
    body: "const deps: Record<string, string[]> = {\n  deploy: ['test', 'build'],\n  test: ['build'],\n  build: ['install', 'lint'],\n  lint: ['install'],\n};\nreturn { deploy: buildOrder(deps, 'deploy'), lint: buildOrder(deps, 'lint'), none: buildOrder({}, 'x') };",
  },
  {
    name: 'overdue tasks move to the end of the board while it is walked',
    body: "const order = new Map<number, string>();\nfor (const t of seed()) order.set(t.id, t.title || 'untitled');\nconst log = rotateOverdue(order, new Set([1, 4]));\nreturn { log, final: [...order.values()], ids: Array.from(order.keys()) };",
  },
  {
    name: 'tag usage pruned during forEach, counts from the seed tasks',
    body: "const usage = new Map<string, number>();\nfor (const t of seed()) for (const tag of t.tags) usage.set(tag, (usage.get(tag) ?? 0) + 1);\nusage.set('archived', 0);\nusage.set('wontfix', 0);\nconst report = pruneTags(usage);\nreturn { ...report, left: [...usage.keys()], size: usage.size };",
  },
  {
    name: 'a board summary: Map of columns walked while a column is split',
    body: "const columns = new Map<string, Task[]>(board().columns.map((c) => [c.name, c.tasks]));\nconst lines: string[] = [];\nfor (const [name, tasks] of columns) {\n  if (tasks.length > 1 && !name.endsWith('+')) {\n    columns.set(name, tasks.slice(0, 1));\n    columns.set(name + '+', tasks.slice(1));\n  }\n  lines.push(`${name}: ${(columns.get(name) ?? []).map((t) => t.id).join(',')}`);\n}\nreturn lines;",
  },
  {
    name: 'the export drops secrets and null assignees, keeps other nulls, with an indent',
    body: "const tasks = seed().slice(1, 3);\nconst json = exportTasks(tasks, 2);\nreturn { json, compact: exportTasks(tasks.slice(1)).length, lines: json.split('\\n').length };",
  },
  {
    name: 'an export read back drops the nulls an old version wrote',
    body: 'const old = \'{"version":1,"tasks":[{"id":1,"title":"A","estimate":null,"assignee":null},{"id":2,"title":"B","estimate":3,"tags":[null,"x"]}]}\';\nconst tasks = importTasks(old);\nreturn tasks.map((t) => ({ keys: Object.keys(t), json: JSON.stringify(t) }));',
  },
  {
    name: 'filters read straight from a query: missing values fall back, zero and junk are handled',
    body: "return [\n  readFilters({}),\n  readFilters({ page: '3', per_page: '200', status: 'done', search: '  docs ' }),\n  readFilters({ page: '0', per_page: 'abc', status: null }),\n  readFilters({ page: '2.5', per_page: '', search: 42 }),\n];",
  },
  {
    name: 'filters from the request params',
    body: 'const f = readFilters(params);\nreturn { f, debug: describeQuery(params) };',
    params: { page: '2', status: 'todo' },
  },
  {
    name: 'a debug line of a query with a stored null and a missing key',
    body: "return [describeQuery({ page: 1, status: null }), describeQuery({ tag: 'x' }), describeQuery({})];",
  },
  {
    name: 'static defaults built by static blocks in source order',
    body: 'return { statuses: Defaults.statuses, perPage: Defaults.perPage, label: Defaults.label, pending: Defaults.pending ?? "reset by the field" };',
  },
  {
    name: 'search with the user term as a run-time RegExp, special characters escaped',
    body: "const tasks = [...seed(), { ...seed()[0], id: 5, title: 'Docs (v2.0) + login?' }];\nreturn [search(tasks, 'docs'), search(tasks, 'log'), search(tasks, '(v2.0)'), search(tasks, 'login?'), search(tasks, '')];",
  },
  {
    name: 'highlighting every match with replace(fn) and matchAll indexes',
    body: "return [highlight('Fix login, then LOGIN again', 'login'), highlight('a.b.c', '.'), highlight('nothing here', 'zzz')];",
  },
  {
    name: 'a roster sorted with localeCompare, accents and case as a reader expects',
    body: "return roster(['zoe', 'Émile', 'emile', 'Zoé', 'Ana', 'éva', 'Eva', 'bob']);",
  },
  {
    name: 'tag archive links with encodeURIComponent, decoded back',
    body: "const links = tagLinks(['C++', 'ça va', 'a&b=c', 'tags/2024'], '/archive');\nreturn { links, back: links.map((l) => decodeURIComponent(l.split('=').slice(1).join('='))) };",
  },
  {
    name: 'a weekly report controller: group, count, sort and format in one handler',
    body: "const tasks = seed();\nconst byStatus = groupBy(tasks, (t) => t.status);\nconst owners = new Map<string, number>();\nfor (const t of tasks) {\n  const who = t.assignee?.name ?? 'nobody';\n  owners.set(who, (owners.get(who) ?? 0) + (t.estimate ?? 1));\n}\nconst top = [...owners].toSorted((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));\nconst lastOpen = tasks.findLast((t) => !t.done);\nreturn {\n  counts: Object.fromEntries(Object.entries(byStatus).map(([k, v]) => [k, v.length])),\n  top,\n  lastOpen: lastOpen?.title,\n  summary: `${tasks.filter((t) => t.done).length}/${tasks.length} done`,\n};",
  },
  {
    name: 'an inbox that de-duplicates by id with a Set while merging pages',
    body: 'const pages = [[1, 2, 3], [3, 4], [4, 5, 1]];\nconst seen = new Set<number>();\nconst merged: number[] = [];\nfor (const page of pages) {\n  for (const id of page) {\n    if (seen.has(id)) continue;\n    seen.add(id);\n    merged.push(id);\n  }\n}\nconst removed: number[] = [];\nfor (const id of seen) if (id % 2 === 0 && seen.delete(id)) removed.push(id);\nreturn { merged, removed, left: [...seen] };',
  },
  {
    name: 'a settings screen: defaults merged with a stored record, numbers validated',
    body: 'const stored: Record<string, unknown> = JSON.parse(\'{"perPage":"25","theme":null,"beta":true}\');\nconst perPage = Number(stored.perPage);\nconst timeout = Number(stored.timeout);\nconst theme = stored.theme === null ? \'default\' : String(stored.theme);\nreturn {\n  perPage: Number.isFinite(perPage) ? perPage : 10,\n  timeout: Number.isNaN(timeout) ? \'use default\' : timeout,\n  theme,\n  beta: Boolean(stored.beta),\n  label: `${stored.label}`,\n};',
  },
  {
    name: 'a job runner: a Map of jobs that schedules follow-ups while it runs',
    body: "const jobs = new Map<string, number>([['import', 2], ['index', 1]]);\nconst ran: string[] = [];\nconst schedule = (name: string, cost: number) => {\n  if (!jobs.has(name)) jobs.set(name, cost);\n};\nfor (const [name, cost] of jobs) {\n  ran.push(`${name}(${cost})`);\n  if (name === 'import') schedule('thumbnails', 3);\n  if (name === 'thumbnails') { schedule('cache', 1); jobs.delete('index'); }\n}\nreturn { ran, pending: jobs.size };",
  },
  {
    name: 'a tally of tags folded into other while it is walked',
    body: "const tally = new Tally();\nfor (const t of seed()) for (const tag of t.tags) tally.add(tag);\ntally.add('misc', 1).add('wp', 3);\nconst before = tally.total;\nreturn { folded: tally.fold(2), before, after: tally.total };",
  },
  {
    name: 'a list view prepared by its base constructor, rendered empty and filled',
    body: "const empty = new ListView('Inbox');\nconst full = new ListView('Done');\nfull.items.push(...seed().filter((t) => t.done).map((t) => t.title || '(untitled)'));\nreturn { empty: empty.render(), full: full.render(), trace: empty.trace, json: JSON.stringify(empty) };",
  },
  {
    name: 'a CSV import: header map, rows keyed by column, missing cells as NaN then defaulted',
    body: "const csv = 'id,title,estimate\\n1,Docs,3\\n2,Login\\n3,Ship,x';\nconst [head, ...lines] = csv.split('\\n');\nconst columns = new Map(head.split(',').map((name, i) => [name, i] as [string, number]));\nconst rows = lines.map((line) => {\n  const cells = line.split(',');\n  const row: Record<string, string> = {};\n  for (const [name, i] of columns) if (i < cells.length) row[name] = cells[i];\n  return row;\n});\nreturn rows.map((r) => {\n  const estimate = Number(r.estimate);\n  return { id: Number(r.id), title: `${r.title}`, estimate: Number.isNaN(estimate) ? null : estimate, raw: String(r.estimate) };\n});",
  },
  {
    name: 'an audit log: entries appended while the log is replayed, secrets redacted in the export',
    body: "const log = new Map<number, { action: string; by: string | null; password?: string }>();\nlog.set(1, { action: 'login', by: 'ana', password: 'x' });\nlog.set(2, { action: 'import', by: null });\nconst replayed: string[] = [];\nfor (const [seq, entry] of log) {\n  replayed.push(`${seq}:${entry.action}`);\n  if (entry.action === 'import') log.set(seq + 1, { action: 'reindex', by: entry.by });\n}\nconst json = JSON.stringify([...log.values()], (k, v) => (k === 'password' || (k === 'by' && v === null) ? undefined : v));\nreturn { replayed, json };",
  },
];

export const EVERYDAY_CASES: DiffCase[] = [
  ...assignments,
  ...generics,
  ...optionalCalls,
  ...rawTemplates,
  ...accessors,
  ...staticBlocks,
  ...baseController,
  ...asyncCases,
  ...workflows,
];

export const EVERYDAY_OPTIONS: SuiteOptions = {
  module: MODULE,
  files: { ...FILES, 'app/lib/reports.ts': REPORTS },
  extends: 'BaseController',
};
