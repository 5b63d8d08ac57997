// Type-directed emission (issue 17): `/`, `%` and Math.abs/floor/ceil/round/trunc/
// sqrt/max/min on numbers become PHP's operators and functions behind inline guards, with
// operands that are not variables held in temps assigned before the statement
// (emitter/transform/analysis/hoist.ts). Each case runs in Node and in PHP 7.4 / 8.3.
// The edge values (-0, NaN, ±Infinity, zero divisors, ints past 2^53 and past PHP's int
// range, halves, undefined read as a number) go through expressions that are not simple,
// so through the temps. The ordering cases fail if a temp were computed before a write in
// the same statement or by a closure it calls (checked by breaking hoist.ts on purpose);
// a temp's expression is pure arithmetic, so computing one that JavaScript skips (behind
// `&&`, `?:`, a default) would only waste time, and those cases check the answers. The last
// cases cover the other inline forms: truthiness of numbers and strings, string order by
// strcmp(), push as an append, dictionary and array reads, String(int), int comparators.
import { describe } from 'vitest';
import { c, differentialSuite } from '../helpers/differential.js';

/** Numbers of every kind, and `show` that tells -0 from 0. */
const MODULE = `
const KINDS: number[] = [7, -7, 0, -0, 3, -3, 1, 0.5, -0.5, 2.5, -2.5, 1.5, -1.5, 0.49999999999999994, -0.49999999999999994, 2 ** 53, -(2 ** 53), 2 ** 53 - 1, 2 ** 62, -(2 ** 63), 1e300, 4, 16, 0.25, NaN, Infinity, -Infinity];
function show(x: number): string {
  return x === 0 && 1 / x < 0 ? '-0' : String(x);
}
`;

describe('numeric emission', () => {
  differentialSuite(
    'numeric-emission',
    [
      c(
        'Math functions on sums and products of every kind of number',
        "const out: string[] = [];\nfor (const a of KINDS) {\n  for (const b of [0, -0, 0.5, -0.5]) {\n    const r = [Math.floor(a + b), Math.ceil(a + b), Math.round(a + b), Math.trunc(a + b), Math.abs(a + b), Math.sqrt(a + b), Math.max(a + b, b - 1), Math.min(a + b, b - 1), Math.floor(a / b), Math.round(a / b), Math.max(a - b, a + b), Math.min(a + b, a - b)];\n    out.push(r.map(show).join(' '));\n  }\n  for (const b of [1, 0.5]) {\n    const r = [Math.floor(a * b), Math.ceil(a * b), Math.round(a * b), Math.trunc(a * b), Math.abs(a * b), Math.sqrt(a * b), Math.max(a * b, b), Math.min(a * b, b)];\n    out.push(r.map(show).join(' '));\n  }\n}\nreturn out;",
      ),
      c(
        'division and remainder of expressions (zero divisors, -0, overflow)',
        'const out: string[] = [];\nfor (const a of KINDS) {\n  for (const b of KINDS) {\n    const q = (a + 0) / (b * 1);\n    const m = (a * 1) % (b + 0);\n    out.push(`${show(q)} ${show(m)} ${show((a - b) / (b - a))} ${show(Math.sqrt(a) / (b % 3))}`);\n  }\n}\nreturn out;',
      ),
      c(
        'ints past PHP_INT_MAX become floats as JavaScript has them',
        'const big = 2 ** 62;\nconst x = big * 4;\nconst y = (big + big) * 2 / 3;\nconst z = Math.floor(big * 8 / 7);\nreturn [show(x), show(y), show(z), show(Math.abs(-(big * 2) * 2)), show((big * 3) % 1000), show(Math.round(big * 2.5))];',
      ),
      c(
        'whole results of / and sqrt print as ints',
        'const a = 0.5 * 4;\nconst b = Math.sqrt(a * 8);\nconst c = (a * 3) / 1.5;\nconst d = Math.sqrt(2 ** 60 + 0);\nconst m = new Map<number, string>([[4, "four"], [2, "two"]]);\nreturn [b, c, d, `${b}|${c}|${d}`, JSON.stringify({ b, c, d }), m.get(b), m.get(c), [1, 2, 4].indexOf(b), [1, 2, 4].includes(c)];',
      ),
      c(
        'an undefined element the checker calls a number (Math and %; `+`, `*` and `/` take it as 0, see docs/subset/core.md)',
        'const xs: number[] = [1, 2];\nconst i = 5;\nconst u = xs[i];\nreturn [show(Math.sqrt(u)), show(Math.sqrt(u) / 2), show(Math.max(u, 3)), show(Math.min(1, u)), show(Math.abs(u)), show(Math.floor(u)), show(Math.round(u)), show(Math.ceil(u)), show(Math.trunc(u)), show(u % 2), show(Math.max(xs[i]!, 1))];',
      ),
      c(
        'temps run in statement order: an increment before the expression',
        'let i = 4;\nconst r = [i++, Math.floor(i / 2), i++, Math.sqrt(i * 1), (i += 3), Math.round(i / 2)];\nreturn [r, i];',
      ),
      c(
        'temps see writes by a closure the statement calls',
        'let k = 4;\nconst bump = () => {\n  k += 3;\n  return 1;\n};\nconst r = bump() + Math.floor(k / 2);\nconst s = [bump(), Math.sqrt(k * 1), k % 4];\nreturn [r, s, k];',
      ),
      c(
        'Math and division behind &&, ||, ??, ?:, in callbacks',
        'let y!: number;\nconst flag = false;\nconst n = 4;\nconst a = flag && Math.floor(y / 2) > 1;\nconst b = flag ? Math.sqrt(y * 2) : Math.floor(n / 3);\nconst c = n > 10 || Math.round(n / 3) === 1;\nconst d = (flag ? undefined : n) ?? Math.abs(y * 2);\nconst e = [1, 2, 3].map((v) => Math.floor(v / 2) + Math.sqrt(v * 4));\nreturn [a, b, c, d, e];',
      ),
      c(
        'loop heads re-evaluate their expressions',
        'let n = 1000;\nlet steps = 0;\nwhile (Math.floor(n / 3) > 1) {\n  n = n / 3;\n  steps++;\n}\nconst seen: number[] = [];\nfor (let j = 0; j < 40; j = Math.floor(j * 1.5) + 1) seen.push(j);\nlet k = 10;\ndo {\n  k = k - 3;\n} while (Math.sqrt(k * k) % 7 > 2);\nreturn [n, steps, seen, k];',
      ),
      c(
        'statements of every kind with temps',
        'const out: (number | string)[] = [];\nlet x = 10;\nx = Math.floor(x / 3) + x;\nout.push(x);\nx += Math.sqrt(x * 4) / 2;\nout.push(x);\nlet a = 5,\n  b = Math.floor(a / 2) * a;\nout.push(a, b);\nif (Math.floor(x / 4) === 4) out.push("if");\nelse if (Math.round(x / 4) > 3) out.push("else if");\nswitch (Math.floor(x / 5)) {\n  case 3:\n    out.push("three");\n    break;\n  default:\n    out.push(`other ${Math.floor(x / 5)}`);\n}\nlet m = 0;\n(m = 7), (x = Math.floor(m / 2));\nout.push(m, x);\nconst f = (v: number) => {\n  return Math.round(v / 4) - Math.trunc(-v / 4);\n};\nout.push(f(10), f(-10));\nreturn out;',
      ),
      c(
        'destructuring defaults stay conditional',
        'let y!: number;\nconst n = 9;\nconst [p = Math.floor(y / 2), q = Math.floor(n / 2)] = [1];\nconst { r = Math.sqrt(y * 1) } = { r: 2 };\nlet s: number;\n[s = Math.ceil(n / 2)] = [];\nreturn [p, q, r, s];',
      ),
      c(
        'a numeric loop like the benchmark, at values where rounding matters',
        'let sum = 0;\nlet max = 0;\nlet count = 0;\nconst n = 5000;\nfor (let i = 1; i <= n; i++) {\n  if (i % 3 === 0 || i % 5 === 0) count++;\n  const x = Math.sqrt(i) / ((i % 7) + 1);\n  sum += x + Math.floor(i / 3);\n  max = Math.max(max, Math.abs(x - Math.round(x)));\n}\nreturn { count, sum: Math.round(sum * 1000) / 1000, max, mean: `${Math.round((sum / n) * 100) / 100}`, exact: sum };',
      ),
      c(
        'lengths in temps: a call or assignment before them in the statement runs first',
        "const a: number[] = [1, 2, 3];\nconst s = 'héllo😀';\nconst grow = () => a.push(7);\nconst r1 = [a.push(4), Math.floor(a.length / 2), a.length % 3];\nconst r2 = grow() + Math.floor(a.length / 2);\nconst r3 = [(a.length = 2), Math.sqrt(a.length * 8), a[a.length - 1]];\nconst out: number[] = [];\nout.push(Math.floor(a.length / 2), a.length % 2);\nout.push(Math.floor(s.length / 2), s.length % 4, s[s.length - 1] === undefined ? 1 : 0);\nlet i = 0;\nconst r4 = [a[i++], a[(a.length - 1) % 5], i];\nreturn [r1, r2, r3, out, r4, a];",
      ),
      c(
        'counters (a let from an int, only ++) and variables that only look like one',
        "let a = 0;\na++;\n++a;\nlet b = 0;\nb--;\nlet c = 0;\nc += 0.5;\nc++;\nlet d = 0;\nconst f = () => {\n  d -= 2;\n};\nf();\nd++;\nlet e = 2;\n[e] = [-4];\ne++;\nconst out: string[] = [];\nfor (let i = 0; i < 7; i++) out.push(show(i % 3), show(Math.sqrt(i)), show(i / 2), show(Math.floor(i / 4)));\nreturn [out.join(' '), [a % 2, b % 1, c % 1, d % 1, e % 3, Math.sqrt(a), Math.sqrt(b), a / 2, b / 2].map(show)];",
      ),
      // Other type-directed emission: truthiness, string order, push, reads, String(int), comparators.
      c(
        'truthiness of numbers and strings without Js::truthy',
        "const nums = [0, -0, NaN, 0.5, -1, 2 ** 53, Infinity];\nconst u = ([] as number[])[0];\nconst strs = ['', '0', 'a', ' '];\nconst us = ([] as string[])[0];\nconst out: unknown[] = [];\nfor (const x of nums) out.push(x ? 'y' : 'n', show(x || 7), show(x && 7), !x);\nfor (const t of strs) out.push(t ? 'y' : 'n', t || 'z', t && 'w', !t);\nout.push(u ? 'y' : 'n', u || 7, us ? 'y' : 'n', us || 'z');\nlet k = 3;\nwhile (k) k--;\nreturn [out, k];",
      ),
      c(
        'string order by UTF-16 code units with literals and properties',
        "const xs = ['a', 'B', '', 'é', '\\uffff', '😀', '\\ue000', 'a😀', 'ab', '10', '9', '1e3', '1000'];\nconst o = { s: '😀' };\nconst out: string[] = [];\nfor (const x of xs) {\n  out.push([x < 'm', x > '\\uff00', x <= '😀', x >= 'a', x < o.s, o.s > x].map((b) => (b ? 1 : 0)).join(''));\n  for (const y of xs) out.push(`${x < y ? '<' : x > y ? '>' : '='}`);\n}\nreturn out.join(' ');",
      ),
      c(
        'push as a statement, and its value',
        "const a: (number | string | null | undefined)[] = [];\na.push(1);\na.push('x');\na.push(null);\na.push(undefined);\nconst n = a.push(5);\nconst box = { items: [1] };\nbox.items.push(2);\nfor (let i = 0; i < 3; i++) a.push(i * 2);\nconst b: number[][] = [[]];\nb[0]!.push(9);\nreturn [a, n, a.length, box, b];",
      ),
      c(
        'dictionary reads with string keys',
        "const d: Record<string, number> = { a: 1, '': 2, '1': 3, __proto__x: 4, z: 0 };\nconst keys = ['a', '', '1', '__proto__x', 'z', 'missing', 'length'];\nconst e: { [k: string]: string | null } = { n: null, s: 's' };\nconst out: unknown[] = keys.map((k) => d[k] ?? 'undefined');\nfor (const k of keys) out.push(d[k] ? 'y' : 'n', `${d[k] ?? '-'}`);\nout.push(e['n' + ''] ?? 'x', e['s' + ''], e['q' + ''] ?? 'q');\nconst counts: Record<string, number> = {};\nfor (const w of 'b a b c b a'.split(' ')) counts[w] = (counts[w] ?? 0) + 1;\nreturn [out, counts];",
      ),
      c(
        'array reads with number indexes',
        "const xs = [10, 20, null, 40];\nconst idx = [0, 1, 2, 3, 4, -1, 1.5, NaN, Infinity, 2 ** 53, -0];\nconst out: unknown[] = [];\nfor (const i of idx) out.push(xs[i] ?? 'u');\nconst j = 1;\nout.push(xs[j + 1] ?? 'n', xs[j * 3], xs[xs.length - 1], xs[Math.floor(3 / 2)]);\nreturn out;",
      ),
      c(
        'numbers to strings: templates and concatenation',
        "const xs = [0, -0, 7, -7, 2 ** 53, 2 ** 63, 1e21, 1e-7, 0.1 + 0.2, NaN, -Infinity, 1 / 3];\nconst u = ([] as number[])[0];\nconst out: string[] = [];\n// (String() of an undefined the checker calls a number is 'null': docs/subset/core.md.)\nfor (const x of xs) out.push(`${x}|${x * 2}|${x % 5}`, 'n' + x, 'h' + x / 2, String(x));\nout.push(u ? 'y' : 'n');\nreturn out;",
      ),
      c(
        'comparators answering fractions, NaN, -0, huge and non-int values',
        "const xs = [5, 1, 4, 2, 3, 2.5, -1, 0];\nconst r = (f: (a: number, b: number) => number) => xs.slice().sort(f).join(',');\nreturn [r((a, b) => (a - b) / 1000), r((a, b) => (b - a) * 1e300), r((a, b) => (a === b ? -0 : a < b ? -0.5 : 0.5)), r(() => NaN), r((a, b) => (a - b) * 2 ** 62), r((a, b) => (a > b ? Infinity : -Infinity)), xs.slice().toSorted((a, b) => b - a), r((a, b) => { return a - b; })];",
      ),
    ],
    { module: MODULE },
  );
});
