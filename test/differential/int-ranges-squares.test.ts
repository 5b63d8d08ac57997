// Issue 33's general techniques, each case run in Node and in PHP 7.4 / 8.3:
// - ints known from bitwise results (ranges.ts): `>>>`, `>>`, `|`, `&`, `^`, `<<` and
//   Math.imul are ints whatever their operands, and so is a `let` assigned only by `=` from
//   such values; `a >> n`, `a >>> n` and Math.imul of known ints are PHP's operators;
// - the runtime's int paths for shifts and imul, and its float paths for floor/ceil/round
//   (operands the compiler cannot see: function results, elements of a list);
// - `Math.pow(x, 2)` and `x ** 2` as `x * x` (ints past sqrt(2^53), null, NaN, -0 to JsMath),
//   with temps also in an arrow's expression body;
// - `sort((a, b) => a - b)` (and `b - a`) as PHP's sort()/rsort() of plain numbers, the
//   comparator for NaN, undefined and holes; Math.hypot of two numbers without the loop;
// - toFixed() by sprintf() except on exact halves; padStart/padEnd by str_repeat() for a
//   one-byte ASCII fill; `Array.from({ length: n }, fn)` without reading n missing keys.
// Written as handler code would be: seeded generators, string hashes, statistics.
import { describe } from 'vitest';
import { c, differentialSuite } from '../helpers/differential.js';

const MODULE = `
const KINDS: number[] = [7, -7, 0, -0, 3, -3, 1, 0.5, -0.5, -0.49999999999999994, 2.5, -2.5, 1.5, -1.5, 94906265, 94906266, 2 ** 31, -(2 ** 31), 2 ** 32 - 1, 2 ** 32, 2 ** 53 - 1, -(2 ** 53), 1e300, NaN, Infinity, -Infinity];
function show(x: number): string {
  return x === 0 && 1 / x < 0 ? '-0' : String(x);
}
/** Numerical Recipes' generator, as plugin code seeds sample data. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}
/** FNV-1a over UTF-16 code units, a cache key. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
/** xorshift32: shifts of negative int32s. */
function xorshift(seed: number, rounds: number): number[] {
  let x = seed | 0;
  const out: number[] = [];
  for (let i = 0; i < rounds; i++) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    out.push(x, x >>> 0, x >> 3, x >>> 28, (x & 0xff) >> 1);
  }
  return out;
}
`;

describe('int ranges, bitwise fast paths and squares', () => {
  differentialSuite(
    'int-ranges-squares',
    [
      c(
        'a seeded generator picks, rounds and floors as Node does',
        "const random = lcg(42);\nconst names = ['ann', 'bob', 'cy', 'dee', 'eve'];\nconst out: (number | string)[] = [];\nfor (let i = 0; i < 200; i++) {\n  const r = random();\n  out.push(names[Math.floor(r * names.length)], Math.floor(r * 100) - 50, Math.ceil(r * 10 - 5), Math.round(r * 20 - 10), Math.round(r * 20000) / 100);\n}\nconst seeds = [0, 1, -1, 2 ** 32 + 5, -(2 ** 31), 0.5, -7.9, NaN, 2 ** 53 - 1].map((s) => lcg(s)());\nreturn [out, seeds];",
      ),
      c(
        'string hashes with imul, xor and >>> 0',
        "const words = ['', 'a', 'WordPress', 'héllo', '😀 emoji', 'x'.repeat(300)];\nreturn words.map((w) => [fnv1a(w), fnv1a(w) % 1000, (fnv1a(w) >> 16) & 0xffff, fnv1a(w).toString(16)]);",
      ),
      c(
        'xorshift: <<, >> and >>> of negative int32s',
        'return [xorshift(2463534242, 20), xorshift(-1, 5), xorshift(2 ** 31, 5), xorshift(1.9, 3)];',
      ),
      c(
        'Math.imul and shifts of every kind of number',
        'const out: string[] = [];\nfor (const a of KINDS) {\n  const p = [Math.imul(a, 3), Math.imul(a, -1664525), a >>> 0, a >> 1, a << 31, (a | 0) >>> 3, a ^ 0x80000000, Math.imul(a | 0, 0x7fffffff)];\n  out.push(p.map(show).join(" "));\n}\nlet h = -5;\nh = h >>> 1;\nconst q = (h >> 4) + Math.imul(h, h);\nreturn [out, h, q, Math.imul(2 ** 31 - 1, 2 ** 31 - 1), Math.imul(-(2 ** 31), -(2 ** 31))];',
      ),
      c(
        'floor, ceil and round of function results at their edges',
        'const values = (): number[] => KINDS.concat([-0.5, 0.5, -1, -0.9999999999999999, 4503599627370495.5, -4503599627370495.5, 2 ** 53, 1e-300]);\nconst get = (i: number): number => values()[i];\nconst out: string[] = [];\nfor (let i = 0; i < values().length; i++) out.push([Math.floor(get(i)), Math.ceil(get(i)), Math.round(get(i)), 10 ** Math.floor(get(i) % 4)].map(show).join(" "));\nreturn out;',
      ),
      c(
        'variance with Math.pow(x, 2) and ** 2 in expression and block callbacks',
        'const temps = [18.2, 21.7, -3.5, 0, 19.25, 22.125, 1e154, -1e-160];\nconst mean = temps.reduce((a, b) => a + b, 0) / temps.length;\nconst v1 = temps.reduce((acc, v) => acc + Math.pow(v - mean, 2), 0);\nconst v2 = temps.reduce((acc, v) => acc + (v - mean) ** 2, 0);\nconst v3 = temps.map((v) => {\n  const d = v - mean;\n  return Math.pow(d, 2) + d ** 2;\n});\nconst sq = (x: number) => x ** 2 + Math.pow(x * 1, 2);\nreturn [v1, v2, v1 === v2, v3, sq(3), sq(0.1), sq(1e200)];',
      ),
      c(
        'squares of every kind of number, of ints past sqrt(2^53), of a missing element',
        'const xs: number[] = [1, 2];\nconst missing = xs[5];\nconst out: string[] = [];\nfor (const a of KINDS) out.push([a ** 2, Math.pow(a, 2), (a + 0) ** 2, Math.pow(a * 1, 2), Math.pow(-a, 2)].map(show).join(" "));\nconst big = 2 ** 27 + 1;\nreturn [out, show(big ** 2), show(Math.pow(big + 0, 2)), show(missing ** 2), show(Math.pow(missing, 2)), show((missing + 1) ** 2), [2 ** 2, (-3) ** 2, 1.5 ** 2]];',
      ),
      c(
        'number sorts by a - b and b - a: ties of -0 and 0, NaN, undefined, toSorted',
        'const temps = [3.5, -0, 2, 0, -1e300, Infinity, 2, -Infinity, 0.1, -0, 7];\nconst asc = temps.slice().sort((a, b) => a - b).map(show);\nconst desc = temps.slice().sort((a, b) => b - a).map(show);\nconst block = temps.toSorted((x, y) => {\n  return y - x;\n}).map(show);\nconst withNaN = [3, NaN, 1, 2].sort((a, b) => a - b).map(show);\nconst maybe: (number | undefined)[] = [4, undefined, 1, 3];\nconst withUndefined = maybe.sort((a, b) => a! - b!);\nconst grown: number[] = [5, 1];\ngrown[2] = -3;\ngrown.sort((a, b) => b - a);\nconst same = [2, 1, 2, 1].sort((a, b) => a - a + b - b);\nreturn [asc, desc, block, temps.map(show), withNaN, withUndefined, grown, same, [10, 9, 1].sort()];',
      ),
      c(
        'path lengths with Math.hypot of two and more numbers',
        'const pts: [number, number][] = [[0, 0], [3, 4], [-3, 4], [1e200, 1e200], [1e-200, 3e-200], [0, -0], [Infinity, NaN], [NaN, 1], [-Infinity, 2], [2 ** 53, 1], [0.1, 0.2]];\nconst two = pts.map(([x, y]) => show(Math.hypot(x, y)));\nlet path = 0;\nfor (let i = 1; i < 6; i++) path += Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]);\nreturn [two, path, Math.hypot(1, 2, 3), Math.hypot(), Math.hypot(-5), Math.hypot(3, 4) === 5];',
      ),
      c(
        'toFixed of prices and measurements: exact halves, -0, large values, every digit count',
        'const xs = [0.125, 1.005, 2.5, -2.5, 0.5, -0.5, 1.45, -1.45, 8.345, 0.045, -0.001, -0, 0, 1e20, 9.999999999999999e20, 1e21, 123.456, 5e-324, 2 ** 52 + 0.5, 7, -7, NaN, Infinity, 1 / 3, 0.1 + 0.2];\nconst out: string[] = [];\nfor (const x of xs) for (const d of [0, 1, 2, 3, 10, 20]) out.push(x.toFixed(d));\nconst lines = [19.99, 5.005, 0.015, 1234.5].map((p, i) => (p * (i + 1)).toFixed(2));\nreturn [out, lines, (2.345).toFixed(), xs.map((x) => Number(x.toFixed(3)))];',
      ),
      c(
        'padStart and padEnd of report columns: non-ASCII, emoji, long and empty fills, small and large widths',
        "const cells = ['Desk Lamp', 'Café Table', 'Größe XL Bed', '😀 emoji', '', 'x'];\nconst out: string[] = [];\nfor (const c of cells) for (const w of [-1, 0, 3, 10, 12]) out.push(`[${c.padStart(w)}|${c.padEnd(w, '.')}|${c.padStart(w, 'ab')}|${c.padEnd(w, 'é')}|${c.padStart(w, '')}]`);\nconst wide = 'total'.padEnd(1024, '-').length + 'total'.padStart(1025).length;\nreturn [out, wide, String(42).padStart(6, '0'), (7).toString().padStart(3)];",
      ),
      c(
        'Array.from({ length }) builds sample rows: fractional, zero and negative lengths, other keys',
        "const rows = Array.from({ length: 4 }, (_, i) => ({ id: i + 1, label: `row ${i}` }));\nconst blanks = Array.from({ length: 3 });\nconst n = 2.7;\nconst cut = Array.from({ length: n }, (v, i) => [v === undefined, i]);\nconst none = Array.from({ length: 0 }, () => 1).concat(Array.from({ length: -2 }, () => 2));\nconst mixed = Array.from({ length: 3, 1: 'b' }, (v) => v ?? '-');\nreturn [rows, blanks.length, blanks.every((b) => b === undefined), cut, none, mixed];",
      ),
    ],
    { module: MODULE },
  );
});
