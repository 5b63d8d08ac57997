// The runtime's native fast paths keep JavaScript's answers: sort on PHP's usort (stable
// on PHP 8; positions break ties on PHP 7.4) and array_multisort, JSON.stringify through
// json_encode() where it writes JavaScript's text (JsJson::native()) and our writer
// elsewhere, JSON.parse's conversion, and the shortcuts in join, includes/indexOf, `/`,
// Math and element access. Each case runs in Node and in PHP 7.4 / 8.3.
import { describe } from 'vitest';
import { c, differentialSuite } from '../helpers/differential.js';

/** Records with many equal keys, for stability across zend_sort's insertion-sort cutoff (16). */
const MODULE = `
function records(n: number): { k: number; i: number; s: string }[] {
  const out: { k: number; i: number; s: string }[] = [];
  for (let i = 0; i < n; i++) out.push({ k: (i * 7) % 3, i, s: ['b', 'a', 'é', '😀', '\\uff21'][i % 5]! });
  return out;
}
class P {
  constructor(public x: number, public y?: string) {}
}
`;

describe('fast paths', () => {
  differentialSuite(
    'fast-paths',
    [
      // sort with a comparator
      c(
        'stable sort at sizes around the insertion-sort cutoff',
        "return [5, 15, 16, 17, 40, 300].map((n) => records(n).sort((a, b) => a.k - b.k).map((r) => r.i).join(','));",
      ),
      c(
        'comparator returning fractions',
        'const xs = [0.3, 0.1, 0.25, 0.2, 0.15, 0.05, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9];\nreturn [xs.slice().sort((a, b) => a - b), xs.slice().sort((a, b) => (b - a) / 100), records(20).sort((a, b) => (a.k - b.k) * 0.001).map((r) => r.i)];',
      ),
      c(
        'comparator returning Infinity, huge numbers and -0',
        'const xs = [3, 1, 2, 5, 4];\nreturn [xs.slice().sort((a, b) => (a < b ? -Infinity : a > b ? Infinity : 0)), xs.slice().sort((a, b) => (b - a) * 1e300), xs.slice().sort((a, b) => (a === b ? -0 : a - b)), records(18).sort((a, b) => (a.k === b.k ? -0 : (a.k - b.k) * 1e20)).map((r) => r.i)];',
      ),
      c(
        'comparator returning NaN keeps the order',
        'return [records(20).sort(() => NaN).map((r) => r.i), records(20).sort((a, b) => (a.k === 1 ? NaN : a.k - b.k)).length];',
      ),
      c(
        'comparator on strings by UTF-16 order',
        "const xs = ['\\uff21', '😀', 'z', 'é', 'e', '\\ue000', '🎉', 'Z', '', 'a😀', 'a\\uffff'];\nreturn [xs.slice().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), xs.slice().sort((a, b) => (a > b ? -1 : 1)).length, xs.map((x) => xs.filter((y) => x < y).length)];",
      ),
      c(
        'comparator with undefined elements',
        'const xs: (number | undefined)[] = [3, undefined, 1, 20, undefined, 2, 10];\nlet calls = 0;\nconst r = xs.sort((a, b) => { calls++; return a! - b!; });\nreturn [r, calls > 0];',
      ),
      c(
        'sort by two keys',
        "const rs = records(60);\nrs.sort((a, b) => a.s < b.s ? -1 : a.s > b.s ? 1 : b.k - a.k);\nreturn rs.map((r) => `${r.s}${r.k}:${r.i}`).join(' ');",
      ),
      c(
        'a throwing comparator',
        "const xs = [3, 1, 2];\ntry {\n  xs.sort((a, b) => { if (a === 2 || b === 2) throw new Error('no 2'); return a - b; });\n  return 'sorted';\n} catch (e) {\n  return (e as Error).message;\n}",
      ),
      // default sort
      c(
        'default sort of mixed values',
        "const xs: unknown[] = [10, 9, -1, 1.5, -0, NaN, Infinity, -Infinity, 'b', 'A', '', true, false, null, [2, 1], [], 1e21, 1e-7, 'null', 'NaN'];\nreturn xs.sort().map((x) => String(x));",
      ),
      c(
        'default sort is stable and by UTF-16 code units',
        'const xs = records(40).map((r) => r.s);\nconst objs = records(40).map((r) => ({ s: r.s, i: r.i }));\nreturn [xs.sort(), objs.sort().map((o) => o.i).join(), [[2], [1, 0], [10], [], [1]].sort()];',
      ),
      c(
        'default sort with undefined and duplicates',
        "const xs: (string | undefined)[] = ['b', undefined, 'a', 'b', undefined, '😀', '\\uffff', 'a'];\nreturn xs.sort();",
      ),
      // string comparison operators
      c(
        '< and > on strings by UTF-16 code units',
        "const xs = ['😀', '\\uff21', '\\ue000', 'é', 'z', '', 'a', 'ab', '🎉x', '🎉'];\nconst out: string[] = [];\nfor (const a of xs) for (const b of xs) out.push(a < b ? '<' : a > b ? '>' : a <= b ? '=' : '?');\nreturn out.join('');",
      ),
      // JSON.stringify
      c(
        'stringify numbers at the edges of plain decimal',
        'return JSON.stringify([-0, 0, 1e21, 1e-7, 0.1 + 0.2, 1e16, 1e17, 9.99e16, 1e-4, 9.99e-5, 0.00012, 123456789.123, 2 ** 53, 2 ** 53 + 2, 2 ** 64, 1e300, -1e-300, 5e-324, 100 / 3, -2.5, 4 / 2, 1e20, 1.5e-5]);',
      ),
      c(
        'stringify floats inside objects',
        'return JSON.stringify({ a: 0.5, b: { c: 1e-7, d: [1e21, 2.5] }, e: -0, f: [{ g: 0.1 + 0.2 }], h: 2 ** 70, i: NaN, j: -Infinity });',
      ),
      c(
        'stringify escapes',
        "return JSON.stringify(['\"', '\\\\', '/', '\\u0000\\u0001\\u001f', '\\b\\f\\n\\r\\t', '\\u007f', '\\u2028\\u2029', 'é😀', '<script>', \"'\"]);",
      ),
      c(
        'stringify keys',
        "const o: Record<string, unknown> = { b: 1, a: 2 };\no[''] = 3;\no['é'] = 4;\no['\\u2028'] = 5;\no['x\"y'] = 6;\nconst n: Record<string, unknown> = { z: 1, 10: 2, 2: 3, '01': 4, '4294967295': 5, '4294967294': 6, '-1': 7 };\nreturn [JSON.stringify(o), JSON.stringify(n), JSON.stringify({ 0: 'a' }), Object.keys(n)];",
      ),
      c(
        'stringify nested empty values',
        'return [JSON.stringify({ a: {}, b: [], c: [[]], d: [{}], e: { f: { g: {} } } }), JSON.stringify([]), JSON.stringify({}), JSON.stringify([[[]]]), JSON.stringify([{}, [], null])];',
      ),
      c(
        'stringify left to the exact writer',
        "const f = () => 1;\nreturn [JSON.stringify({ a: 1, f, b: [f, 2] }), JSON.stringify([new P(1), new P(2, 'b')]), JSON.stringify({ d: new Date(0) }), JSON.stringify([NaN, Infinity, -0])];",
      ),
      c(
        'stringify deep nesting',
        'let v: unknown = 1;\nfor (let i = 0; i < 100; i++) v = i % 2 ? [v] : { k: v, n: i * 0.5 };\nconst text = JSON.stringify(v);\nreturn [text.length, text.slice(0, 40), text.slice(-40)];',
      ),
      c(
        'stringify top-level values',
        "return [JSON.stringify('s/é'), JSON.stringify(1.5), JSON.stringify(1e-7), JSON.stringify(-0), JSON.stringify(true), JSON.stringify(null), JSON.stringify(42)];",
      ),
      c('stringify a param', 'return JSON.stringify(params);', {
        s: 'a/b é 😀 \u2028',
        n: 1.25,
        i: 7,
        // eslint-disable-next-line no-loss-of-precision -- the rounding is what both sides must agree on
        big: 12345678901234567890,
        neg: -1e-9,
        arr: [1, 'x', null, true, { y: [] }],
      }),
      c(
        'stringify a built table',
        'const rows: { id: number; name: string; price: number; tags: string[] }[] = [];\nfor (let i = 0; i < 50; i++) rows.push({ id: i, name: `item "${i}"`, price: i * 1.25 + 0.1, tags: [\'a\', `t${i % 7}`] });\nconst text = JSON.stringify(rows);\nreturn [text.length, text.slice(0, 80), text.slice(-80)];',
      ),
      // JSON.parse
      c(
        'parse numbers',
        "const v = JSON.parse('[1.0, 2.50, 1e2, -0, 9007199254740993, 18446744073709551616, 1e400, -1e-400, 0.1, 1E-7, 12345678901234567890]') as number[];\nreturn [v.map((x) => String(x)), JSON.stringify(v)];",
      ),
      c(
        'parse nested and empty',
        'const v = JSON.parse(\'{"a":{},"b":[],"c":[[],[{}]],"d":{"e":[1,{"f":null}]},"2":"two","1":"one"}\') as Record<string, unknown>;\nreturn [Object.keys(v), JSON.stringify(v), Array.isArray(v.b), Array.isArray((v.c as unknown[])[1])];',
      ),
      c(
        'parse escapes and unicode',
        'const v = JSON.parse(\'["\\\\u00e9\\\\ud83d\\\\ude00", "\\\\/\\\\\\\\\\\\"", "\\\\u2028", "é😀"]\') as string[];\nreturn [v, v.map((s) => s.length)];',
      ),
      c(
        'parse then stringify keeps the text',
        'const texts = [\'{"a":[1,2.5,"x",null,true,{}],"b":{"c":"\\\\u2028/"}}\', \'[{"id":1,"price":0.1},{"id":2,"price":1e-7}]\', \'[[],{},[{}],{"":0}]\'];\nreturn texts.map((t) => JSON.stringify(JSON.parse(t)));',
      ),
      // join, includes, indexOf
      c(
        'join values of every kind',
        "const f = 1 / 3;\nreturn [[1, 'a', null, undefined, true, false, 1.5, -0, NaN, [1, [2, 3]], {}, 2 ** 53, 1e21].join('|'), [f, 2 * f].join(), [].join('-'), [null].join(), ['a', 'b'].join(1 as unknown as string), [1, 2].join(undefined)];",
      ),
      c(
        'includes and indexOf',
        "const o = { a: 1 };\nconst xs: unknown[] = ['a', 1, 2.5, true, null, o, NaN, -0, 'é', 6 / 3];\nreturn [xs.includes('a'), xs.includes('b'), xs.includes(true), xs.includes(false), xs.includes(o), xs.includes({ a: 1 }), xs.includes(NaN), xs.includes(0), xs.includes(2), xs.includes(1.0), xs.includes('é'), xs.indexOf('é'), xs.indexOf(o), xs.indexOf(NaN), xs.indexOf(0), xs.indexOf(2), xs.indexOf(true), xs.indexOf('a', 1), xs.includes('a', 1), xs.indexOf('x')];",
      ),
      c(
        'includes on string arrays',
        "const words = 'the quick brown fox jumps over the lazy dog'.split(' ');\nreturn [words.includes('fox'), words.includes('cat'), words.indexOf('the'), words.lastIndexOf('the'), words.indexOf('the', 1), words.includes('', 0)];",
      ),
      // arithmetic and Math shortcuts
      c(
        'division results',
        'const a = 7;\nconst b = 2;\nconst z = 0;\nreturn [String(6 / 3), String(a / b), String(-6 / 3), String(a / z), String(-a / z), String(z / z), String(2 ** 53 / 1), String((2 ** 53 + 2) / 2), String(1e300 / 1e-10), String(9 / 0.5), String(1 / (-0 / 3)), String(1 / (0.5 / -Infinity)), String(-7.5 / 2.5)];',
      ),
      c(
        'remainder results',
        'const a = -7;\nreturn [a % 3, 7 % -3, 5.5 % 2, -5.5 % 2, String(1 / (-4.5 % 1.5)), String(7 % 0), String(2 ** 60 % 7), String(Infinity % 2), String(5 % Infinity)];',
      ),
      c(
        'Math shortcuts on ints, floats, -0 and non-numbers',
        "const s = '4' as unknown as number;\nconst u = undefined as unknown as number;\nreturn [Math.abs(-5), Math.abs(-5.5), String(1 / Math.abs(-0)), Math.abs(-(2 ** 63)), Math.floor(-0.5), String(1 / Math.floor(-0)), Math.ceil(-0.5), String(1 / Math.ceil(-0.5)), Math.round(-0.5), String(1 / Math.round(-0.2)), Math.round(2.5), Math.sqrt(16), Math.sqrt(2), String(1 / Math.sqrt(-0)), Math.sqrt(s), Math.abs(s), Math.floor(s), Math.max(s, 3), Math.min(u, 1), Math.sqrt(u), String(Math.max(1, NaN)), String(1 / Math.max(-0, 0)), String(1 / Math.min(0, -0)), Math.max(2 ** 60, 3), String(Math.floor(1e300)), String(Math.abs(NaN))];",
      ),
      c(
        'variables through the int fast path of / and % (every kind of number, zero divisors)',
        'const xs = [7, -7, 0, -0, 3, -3, 1, 2 ** 53, -(2 ** 53), 0.5, -2.5, NaN, Infinity, -Infinity];\nconst out: string[] = [];\nfor (const a of xs) {\n  for (const b of xs) {\n    out.push(`${a}/${b}=${String(a / b)};${String(1 / (a / b))} ${a}%${b}=${String(a % b)}`);\n  }\n}\nlet m = 17;\nm %= 5;\nlet d = 9;\nd /= 2;\nlet e = 10;\ne /= 5;\nconst k = 12;\nreturn [out, m, d, e, k % 5, 25 % k, k / 4, 30 / k, k / 0, 0 / k];',
      ),
      c(
        'a numeric loop',
        'let sum = 0;\nlet max = 0;\nfor (let i = 1; i <= 2000; i++) {\n  const x = Math.sqrt(i) / ((i % 7) + 1);\n  sum += x + Math.floor(i / 3);\n  max = Math.max(max, Math.abs(x - Math.round(x)));\n}\nreturn [sum, max, `${Math.round((sum / 2000) * 100) / 100}`];',
      ),
      // element access and template literals
      c(
        'element access on arrays and objects',
        "const xs = [10, 20, null, 40];\nconst o: Record<string, number> = { a: 1, 1: 2 };\nconst i = 3;\nreturn [xs[0], xs[i], xs[2] ?? 'n', xs[4] ?? 'u', xs[-1] ?? 'neg', xs[1.5 as number] ?? 'f', o['a'], o[1], o['1'], o['b'] ?? 'none'];",
      ),
      c(
        'template literals with numbers',
        'const i = 42;\nconst f = 0.1 + 0.2;\nconst z = -0;\nreturn [`${i}`, `${f}`, `${z}`, `${1e21}`, `${1e-7}`, `${2 ** 53}`, `${-1.5}`, `${NaN}/${Infinity}`, `a${i}b${f}c`];',
      ),
    ],
    { module: MODULE },
  );
});
