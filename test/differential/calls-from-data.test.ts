// Values from data are never called as PHP functions (issue 26): PHP calls a string or an
// array that names a function (`'strtoupper'`, `['WP_User', 'get_data_by']`), JavaScript
// throws a TypeError. Each case gets such a value where the types say "function" — through
// JSON.parse, a spread of the request's params, Object.assign() — and calls it every way a
// handler can: a local, a parameter, a member of an interface, of an object literal and of
// a class, a callback of the array methods, a comparator, a replacement, a reviver. Node and
// PHP 7.4 / 8.3 must give the same answer; real closures keep working on the same paths.
import { describe } from 'vitest';
import { c, differentialSuite } from '../helpers/differential.js';

const MODULE = `
export interface Formatting {
  unit: string;
  render: (s: string) => string;
}

export const DEFAULT_FORMAT: Formatting = { unit: 'cm', render: (s: string) => '<' + s + '>' };

/** What a call answered: its value, or the error's name and message. */
export function attempt(run: () => unknown): unknown {
  try {
    return run();
  } catch (e) {
    return (e as Error).name + ': ' + (e as Error).message;
  }
}

/** Only the error's name: the runtime words an interface member's message differently. */
export function kind(run: () => unknown): unknown {
  try {
    return run();
  } catch (e) {
    return (e as Error).name;
  }
}

export function applyTo(f: (s: string) => string, s: string): string {
  return f(s);
}

export class Labeler {
  render = (s: string) => s.toUpperCase();
  label(s: string): string {
    return this.render(s);
  }
}
`;

describe('values from data are never called as PHP functions', () => {
  differentialSuite(
    'calls-from-data',
    [
      c(
        'a spread of the params over a default: a `render` from the request is a string',
        'const f: Formatting = { ...DEFAULT_FORMAT, ...params };\nreturn [kind(() => f.render(String(params.label))), DEFAULT_FORMAT.render("ok")];',
        { label: 'echo hi', render: 'strtoupper' },
      ),
      c(
        'an interface member from JSON.parse: a string and an array callable',
        'const a: Formatting = JSON.parse(\'{"unit":"u","render":"strtoupper"}\');\nconst b: Formatting = JSON.parse(\'{"unit":"u","render":["WP_User","get_data_by"]}\');\nreturn [kind(() => a.render("x")), kind(() => b.render("x")), a.unit];',
      ),
      c(
        'a local holding a value from data, and a parameter',
        'const g: (s: string) => string = JSON.parse(\'{"fn":"strtoupper"}\').fn;\nconst h: (s: string) => string = JSON.parse(\'["WP_User","get_data_by"]\');\nreturn [attempt(() => g("x")), attempt(() => h("x")), attempt(() => applyTo(g, "x")), applyTo((s) => s + "!", "x")];',
      ),
      c(
        'callbacks of the array methods',
        'const cb = JSON.parse(\'"strtoupper"\');\nconst pair = JSON.parse(\'["WP_User","get_data_by"]\');\nconst xs = ["a", "b"];\nreturn [\n  attempt(() => xs.map(cb)),\n  attempt(() => xs.map(pair)),\n  attempt(() => xs.filter(cb)),\n  attempt(() => { xs.forEach(cb); return "ran"; }),\n  attempt(() => xs.some(cb)),\n  attempt(() => xs.find(cb)),\n  attempt(() => xs.reduce(cb, "")),\n  attempt(() => Array.from({ length: 2 }, cb)),\n  xs.map((s) => s.toUpperCase()),\n];',
      ),
      c(
        'a comparator from data: the comparison function must be a function',
        'const cmp = JSON.parse(\'"strcmp"\');\nconst xs = ["b", "a"];\nreturn [attempt(() => xs.sort(cmp)), attempt(() => xs.toSorted(cmp)), xs.sort(), [3, 1, 2].sort((p, q) => p - q)];',
      ),
      c(
        'a replacement from data is text; a reviver or replacer from data is ignored',
        'const r = JSON.parse(\'{"s":"strtoupper","pair":["WP_User","get_data_by"]}\');\nreturn [\n  "abc".replace("b", r.s),\n  "abc".replace(/b/, r.s),\n  "abc".replace("b", r.pair),\n  "abcb".replaceAll("b", r.s),\n  JSON.parse(\'{"a":1}\', r.s),\n  JSON.stringify({ a: 1 }, r.s),\n  "abc".replace("b", (m) => m.toUpperCase()),\n];',
      ),
      c(
        'Object.assign() over an object literal and a class instance',
        'const o = { run: (s: string) => s + "!" };\nconst before = o.run("x");\nObject.assign(o, JSON.parse(\'{"run":"strtoupper"}\'));\nconst l = new Labeler();\nconst fine = l.label("y");\nObject.assign(l, JSON.parse(\'{"render":"strtoupper"}\'));\nreturn [before, attempt(() => o.run("x")), fine, attempt(() => l.render("y")), kind(() => l.label("y"))];',
      ),
      c(
        'a property read after `!` on null throws',
        'const m = JSON.parse(params.o === undefined ? "null" : String(params.o)) as { v: string } | null;\nconst n = JSON.parse(\'{"v":"here"}\') as { v: string } | null;\nreturn [attempt(() => m!.v), n!.v];',
      ),
      c(
        'a property read of null typed with `as` throws (no `!`): direct, typeof, comparison, a callback',
        'const d = JSON.parse("null") as { title: string; admin: boolean; books: unknown[] };\nconst list = JSON.parse("[null]") as { title: string }[];\nconst ok = JSON.parse(\'{"title":"t"}\') as { title: string };\nreturn [\n  attempt(() => d.title),\n  attempt(() => typeof d.title),\n  attempt(() => (d.admin === true ? "admin" : "not admin")),\n  attempt(() => Array.isArray(d.books)),\n  attempt(() => list.filter((b) => typeof b.title === "string").length),\n  ok.title,\n];',
      ),
    ],
    { module: MODULE },
  );
});
