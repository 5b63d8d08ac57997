// Issue 17, second step of type-directed emission: forms proven by value ranges and by
// the shape of the code rather than by the checker's types alone. Each case runs in Node
// and in PHP 7.4 / 8.3.
// - String order by one strcmp(): `x < y ? -1 : x > y ? 1 : 0` compares once, and a string
//   comparison checks one operand (or none, for a literal below U+E000) for the lead bytes
//   where UTF-16 order differs from UTF-8 byte order.
// - Int ranges (emitter/transform/analysis/ranges.ts): `%` and `/` by a proven int at or
//   above 1 and of a proven int at or above 0 have no guard, Math.floor/trunc of such a
//   quotient is intdiv(), Math of a proven int is the int. The cases mix proven values with
//   ones that only look proven (a negative dividend, a product past PHP's ints, a `let`
//   assigned again, a parameter) and values near 2^53.
// - Sure numbers: Math.max/min/sqrt of a local that only ever holds numbers skip the
//   is_int/is_float check; a local that may hold an element read past the end keeps it.
// - Math.floor/ceil/round of floats by (int) casts on the side where truncation is the answer.
// - `const y = xs.map/filter/reduce(arrow)` as a loop before the statement (builtins/
//   array-loops.ts): undefined elements, callbacks that change the array or reassign its variable, index
//   parameters, truthiness of every kind, parameter names that shadow outer ones, and the
//   forms left to the runtime (three parameters, block bodies, calls inside expressions).
import { describe } from 'vitest';
import { c, differentialSuite } from '../helpers/differential.js';

/** Strings whose UTF-16 order differs from their byte order, and `show` that tells -0 from 0. */
const MODULE = `
const STRS: string[] = ['', 'a', 'b', 'ab', 'B', '10', '9', '1e3', 'é', '\\uffff', '\\ue000', '\\uefff', '\\uf8ff', '😀', 'a😀', 'a\\uffff', 'a\\ue000', '𐀀', '\\ud7ff', 'zz'];
function show(x: number): string {
  return x === 0 && 1 / x < 0 ? '-0' : String(x);
}
interface Item {
  name: string;
  score: number;
}
`;

describe('compute emission', () => {
  differentialSuite(
    'compute-emission',
    [
      c(
        'three-way string comparison in every form, as a value',
        "const out: string[] = [];\nconst o = { s: '😀', t: '\\ue000' };\nfor (const x of STRS) {\n  for (const y of STRS) {\n    const r = [x < y ? -1 : x > y ? 1 : 0, x > y ? 1 : x < y ? -1 : 0, x < y ? -1 : y < x ? 1 : 0, (y > x ? -1 : y < x ? 1 : 0) * 10, x < o.s ? -1 : x > o.s ? 1 : 0, o.t < x ? -1 : o.t > x ? 1 : 0];\n    out.push(r.map(show).join(','));\n  }\n}\nreturn out.join(' ');",
      ),
      c(
        'string order against literals with and without characters past U+DFFF',
        "const out: string[] = [];\nfor (const x of STRS) out.push([x < 'm', x > '\\uff00', x <= '😀', x >= 'a', 'é' < x, '\\ue000' > x, x < '\\ud7ff', '😀' <= x].map((b) => (b ? 1 : 0)).join(''));\nreturn out.join(' ');",
      ),
      c(
        'three-way forms that are not one comparison stay as written',
        "const out: unknown[] = [];\nconst z = 'm';\nfor (const x of STRS) {\n  for (const y of ['a', '😀', '\\ue000']) {\n    out.push(x < y ? -1 : x > z ? 1 : 0, x < y ? -1 : x > y ? 2 : 0, x < y ? -1 : x > y ? 1 : -0, x < y ? 1 : x > y ? -1 : 0, x < y ? -1 : x < y ? 1 : 0);\n  }\n}\nreturn out.map((v) => (typeof v === 'number' ? show(v) : v)).join(',');",
      ),
      c(
        'sorting records by a comparator with a string tie-break (astral, U+E000, equal names)',
        "const names = ['b', '😀', '\\ue000', 'a', '😀x', '\\uffff', 'b', '', 'a😀', 'a\\ue000', '10', '9'];\nconst items: Item[] = names.map((name, i) => ({ name, score: i % 3 }));\nconst byName = items.slice().sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));\nconst both = items.slice().sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));\nconst keys = names.slice().sort((a, b) => (a < b ? -1 : 1));\nreturn [byName.map((r) => r.name), both.map((r) => `${r.score}${r.name}`), keys];",
      ),
      c(
        'remainders and quotients of counters and values built from them',
        "const out: string[] = [];\nfor (let i = 0; i < 60; i++) {\n  const d = (i % 7) + 1;\n  const x = Math.sqrt(i) / d;\n  out.push([i % 3, (i * 37) % 101, (i - 10) % 3, (i * 7919) % 60, i / d, (i * 3) / 6, x, Math.floor(i / 3), Math.trunc(i / d), Math.floor(x), Math.round(x), Math.ceil(x), Math.abs(i - 30), Math.floor(i - 30), ((i - 10) % 3) % 2, Math.floor(((i - 10) % 3) / 2), ((i - 10) % 3) / 2, Math.round(i % 4), (i % 4) / 4, Math.sqrt(i % 9)].map(show).join(','), JSON.stringify({ x, q: i / d }));\n}\nreturn out;",
      ),
      c(
        "quotients and floors near 2^53 and past PHP's ints",
        "const big = 9007199254740991;\nconst k = 3037000500;\nconst out: string[] = [];\nfor (const d of [1, 2, 3, 7, 9, 10, 1000003]) {\n  const a = big - d;\n  out.push([Math.floor(big / d), Math.floor(a / d), Math.trunc(a / d), big / d, a / d, big % d, (big - 1) % d].map(show).join(','));\n}\nout.push([(k * k) % 7, (k * k) % 1000, Math.floor((k * k) / 3), (k * k) / 5, Math.floor(k / 3)].map(show).join(','));\nlet j = 4503599627370496;\nj++;\nout.push([Math.floor(j / 3), j % 5, j / 2].map(show).join(','));\nreturn out;",
      ),
      c(
        'values that only look like proven ints keep their guards',
        'const xs: number[] = [1, 2, 3];\nlet d = 3;\nd = 0;\nlet e = 5;\ne = xs[9];\nconst f = (p: number, q: number) => [p % q, Math.max(p, q), Math.min(q, p), Math.sqrt(p)];\nconst g = (p: number, q: number) => [p / q, Math.floor(p / q), Math.round(p / q)];\nconst out: unknown[] = [];\nfor (let i = 0; i < 5; i++) {\n  out.push(show(i / d), show(i % d), show(Math.floor(i / d)), show(i % e), show(Math.sqrt(e)), show(Math.max(e, i)));\n  out.push(f(i, 0).map(show), f(xs[i + 3], 2).map(show), f(i - 3, 3).map(show), g(i, 0).map(show), g(i - 3, 3).map(show), g(i - 2, -2).map(show));\n}\nreturn out;',
      ),
      c(
        'max, min and sqrt of locals that are always numbers, and of ones that may be undefined',
        "const xs: number[] = [4, -1, 9];\nlet m = 0;\nlet lo = Infinity;\nlet s = 2;\nlet u = 1;\nlet a = 0;\nlet b = 1;\nconst out: string[] = [];\nfor (let i = 0; i < 6; i++) {\n  m = Math.max(m, xs[i] ?? -5);\n  lo = Math.min(lo, i - 3);\n  s = s * -1.5;\n  u = xs[i];\n  a = b + 1;\n  b = a * 2;\n  out.push([m, lo, Math.max(s, lo), Math.min(m, s), Math.sqrt(s), Math.sqrt(s * s), Math.max(u, 0), Math.min(u, 0), Math.sqrt(u), Math.max(a, b), Math.sqrt(b)].map(show).join(','));\n}\nreturn out;",
      ),
      c(
        'floor, ceil and round by casts: both sides of zero, halves, near 2^53',
        "const xs = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999999999999994, -0.49999999999999994, 1e-300, -1e-300, 4503599627370495.5, -4503599627370495.5, 9007199254740991, -9007199254740991, 9007199254740992, 1e300, -1, -0.99, 0.99, 123.456, -123.456, NaN, Infinity, -Infinity, 0, -0];\nconst out: string[] = [];\nfor (const x of xs) {\n  const y = x * 1;\n  out.push([Math.floor(y), Math.ceil(y), Math.round(y), Math.trunc(y), Math.floor(y / 2), Math.round(y / 4)].map(show).join(','));\n}\nreturn out;",
      ),
      c(
        'map, filter and reduce loops: undefined elements, index parameters, truthiness',
        "const xs: number[] = [3, 0, -1, 4, NaN, 2.5];\nconst sparse: (number | undefined)[] = [1, undefined, 3, 4];\nconst strs = ['', 'a', '0', ' '];\nconst objs: { v?: number }[] = [{ v: 1 }, {}, { v: 0 }, { v: 2 }];\nconst doubled = xs.map((x) => x * 2);\nconst withIndex = xs.map((x, i) => `${i}:${x}`);\nconst odd = xs.filter((x) => x % 2);\nconst late = xs.filter((x, i) => i > 2 && x);\nconst words = strs.filter((s) => s);\nconst present = objs.filter((o) => o.v);\nconst total = xs.reduce((acc, x) => acc + x, 0);\nconst indexed = xs.reduce((acc, x, i) => acc + x * i, 100);\nconst empty = ([] as number[]).reduce((acc, x) => acc + x, 7);\nconst sparseMap = sparse.map((x) => (x ?? -1) + 1);\nconst sparseFilter = sparse.filter((x) => x !== undefined && x > 0);\nconst sparseSum = sparse.reduce((acc: number, x) => acc + (x ?? 100), 0);\nconst concat = strs.reduce((acc, s) => acc + '[' + s + ']', '');\nreturn [doubled.map(show), withIndex, odd.map(show), late.map(show), words, present, show(total), show(indexed), empty, sparseMap, sparseFilter, sparseSum, concat];",
      ),
      c(
        'callbacks that change the array or its variable, and names that shadow outer ones',
        "let xs: number[] = [1, 2, 3, 4];\nconst seen: number[] = [];\nconst bump = (i: number): number => {\n  if (i === 0) {\n    xs[2] = 30;\n    xs.push(5);\n  }\n  if (i === 1) xs.length = 3;\n  return 0;\n};\nconst mapped = xs.map((x, i) => x + bump(i));\nxs = [1, 2, 3, 4];\nconst kept = xs.filter((x, i) => (i === 0 ? ((xs = [9, 9]), true) : x > 1));\nlet r = 'outer';\nconst ys = [10, 20];\nconst named = ys.map((r) => r + 1);\nconst sum = ys.reduce((sum, r) => sum + r, 0);\nconst again = ys.map((x) => r + x);\nlet after = 1;\nconst shadow = ys.map((after) => after * 2);\nafter += 1;\nfor (const x of mapped) seen.push(x);\nreturn [mapped, seen, kept, xs, named, sum, again, r, shadow, after];",
      ),
      c(
        'callback forms left to the runtime',
        'const xs = [1, 2, 3];\nconst three = xs.map((x, i, a) => x + a.length + i);\nconst block = xs.map((x) => {\n  return x * 3;\n});\nconst inner = [xs.map((x) => x + 1), xs.filter((x) => x > 1).length];\nconst noInit = xs.reduce((a, b) => a + b);\nconst named = xs.map(String);\nlet out: number[] = [];\nout = xs.map((x) => x * 10);\nconst nested = xs.map((x) => [x].map((y) => y + x));\nreturn [three, block, inner, noInit, named, out, nested];',
      ),
      c(
        'String() and templates of proven ints: counters, negative ranges, products, near 2^53',
        "const out: string[] = [];\nconst big = 9007199254740991;\nfor (let i = 0; i < 12; i++) {\n  const d = i - 6;\n  const p = i * 1000003;\n  out.push(`${i}|${i % 5}|${d}|${d * 1}|${i - 11}|${p}|${big - i}|${-big + i}|${(i - 10) % 3}|${i / 4}`, String(i * 37 % 101) + String(d) + (i % 3) + ':' + (big - i));\n}\nlet j = 4503599627370496;\nj++;\nout.push(`${j}|${j + 1}|${j * 2}`);\nreturn out;",
      ),
      c(
        'truthiness of numbers without is_nan(): NaN, -0, ±Infinity, tiny, undefined reads, params',
        "const xs: number[] = [0, -0, NaN, 1, -1, 0.5, -1e-300, Infinity, -Infinity, 2 ** 63, -(2 ** 63)];\nconst n: number = params.n;\nconst m: number = params.m;\nconst out: unknown[] = [n ? 'n' : '-', m ? 'm' : '-', !n, !!m, n || 'nf', m && 'mt'];\nfor (let i = 0; i < xs.length + 2; i++) {\n  const x = xs[i];\n  const y = i < xs.length ? x * 1 : -0.5;\n  out.push([x ? 1 : 0, y ? 1 : 0, !y, y || 'f', y && 't', (y || 0) === 0 ? 'z' : 'nz'].join(','));\n  if (y) out.push(i);\n}\nconst sorted = [3, 1, 2, 1].map((v, i) => ({ v, w: [NaN, 0, -0, 1][i] })).sort((a, b) => a.w - b.w || a.v - b.v);\nreturn [out, sorted.map((r) => r.v)];",
        { n: 0, m: 2.5 },
      ),
      c(
        'truthiness of number params arriving as other numbers',
        'const n: number = params.n;\nconst m: number = params.m;\nreturn [n ? 1 : 0, m ? 1 : 0, n || m, String(n), `${m}`];',
        { n: 2 ** 63, m: -1.5 },
      ),
      c(
        'map, filter and reduce loops over null elements and falsy values',
        "const h: (number | null)[] = [null, 0, null, -0, NaN, 7, 0.5];\nh.push(null);\nconst mapped = h.map((x) => (x === null ? 'null' : x + 1));\nconst kept = h.filter((x) => x === null || x >= 0);\nconst truthy = h.filter((x) => x);\nconst count = h.reduce((acc: number, x) => acc + (x === null ? 100 : 1), 0);\nreturn [mapped, kept, truthy, count];",
      ),
      c(
        'comparators `x - y || <int>` answer the sign directly: fractions, -0, ±Infinity, 2^62',
        "const ws = [0.5, -0.25, -0, 0, Infinity, -Infinity, 2 ** 62, 2 ** 62 + 2048, 1e-300, 0.5, -0.25, 3];\nconst rows = ws.map((w, i) => ({ w, n: String.fromCharCode(97 + ((i * 5) % 12)), v: i % 4 }));\nconst a1 = rows.slice().sort((a, b) => a.w - b.w || (a.n < b.n ? -1 : a.n > b.n ? 1 : 0));\nconst a2 = rows.slice().sort((a, b) => b.w - a.w || (a.n < b.n ? -1 : 1));\nconst a3 = rows.slice().sort((a, b) => a.v - b.v || 0);\nconst a4 = rows.slice().sort((a, b) => (a.n < b.n ? -1 : 1));\nreturn [a1, a2, a3, a4].map((r) => r.map((x) => x.n).join(''));",
      ),
      c(
        'lengths of local strings and arrays as ints: %, String(), indexes, empty and non-ASCII',
        "const arrs: number[][] = [[], [5], [1, 2, 3], [7, 8, 9, 10, 11, 12, 13]];\nconst strs = ['', 'a', 'é😀', 'abcdefg'];\nconst out: unknown[] = [];\nfor (const xs of arrs) {\n  for (const s of strs) {\n    const ks = [0, 1, 7, -7, -1, 2.5, NaN, 2 ** 63, -0];\n    const row: string[] = [];\n    for (const k of ks) row.push(show(k % xs.length), show(k % s.length), show(xs.length % 3), show(s.length % 2));\n    const last = xs[xs.length - 1];\n    const mid = xs[s.length];\n    out.push(`${xs.length}/${s.length}`, String(xs.length * s.length), last ?? 'none', mid ?? 'none', row.join(','));\n  }\n}\nreturn out;",
      ),
    ],
    { module: MODULE },
  );
});
