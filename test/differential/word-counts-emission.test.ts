// Issue 17, the word-count handler's loops (bench/compute, `words`). Each case runs in Node
// and in PHP 7.4 / 8.3.
// - `%` without `0 <= $a` when the dividend is an int at or above 0 whenever it is an int
//   (ranges.ts isNonNegativeWhenInt(): counters, `+`/`*` of them, consts of those); the
//   cases mix such dividends with negative ones that give -0, floats, NaN and products
//   past PHP's ints (a float in PHP).
// - `a[x % m]` indexes with PHP's `%` inside the guard (access.ts remainderIndex()): -0 and
//   0 read the same element, so only is_int and a zero divisor are checked. The cases use
//   negative, -0, float, NaN and huge dividends, zero-length arrays, zero, negative,
//   fractional and NaN divisors, and indexes past the end.
// - A local const array literal that only has elements and `.length` read has a fixed length
//   (ranges.ts fixedLength()); arrays pushed, written, cut, passed, captured, aliased or
//   destructured into keep count().
// - `s.split('<literal>')` is explode(), iterated directly by a foreach.
// - A sort comparator's string tie-break of its own parameters reads JsArray::$plain_order,
//   set once per sort (nested sorts restore it).
// Left out on purpose, as older differences of `*` and not of these paths: an int product
// that JavaScript makes -0 (`-3 * 0`) and `undefined * 1` (0 in PHP, NaN in JavaScript).
import { describe } from 'vitest';
import { c, differentialSuite } from '../helpers/differential.js';

const MODULE = `
function show(x: number): string {
  return x === 0 && 1 / x < 0 ? '-0' : String(x);
}
function words(n: number) {
  const vocab = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa', 'lambda', 'mu'];
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    parts.push(vocab[(i * i + 3 * i) % vocab.length]! + (i % 50));
  }
  const text = parts.join(' ');
  const counts: Record<string, number> = {};
  for (const word of text.split(' ')) {
    counts[word] = (counts[word] ?? 0) + 1;
  }
  const keys = Object.keys(counts);
  keys.sort((a, b) => counts[b]! - counts[a]! || (a < b ? -1 : 1));
  return { distinct: keys.length, top: keys.slice(0, 5).map((k) => \`\${k}=\${counts[k]}\`) };
}
`;

describe('word-count emission', () => {
  differentialSuite(
    'word-counts-emission',
    [
      c('the word-count handler, n = 0, 1, 2, 37, 600, 2000', 'return [0, 1, 2, 37, 600, 2000].map((n) => words(n));'),
      c(
        'the word-count handler on a number param',
        'const n: number = params.n;\nreturn [words(n), words(n / 2), words(-3)];',
        { n: 301 },
      ),
      c(
        'remainders of non-negative dividends without a sign check, and of others with it',
        "const out: string[] = [];\nconst m: number = params.m;\nfor (let i = 0; i < 40; i++) {\n  const t = i * i + 3 * i;\n  const u = i - 20;\n  let w = i;\n  w = i - 30;\n  out.push([(i * i + 3 * i) % 12, (i * 7919) % 60, t % 7, t % m, (i + 1) * (i + 2) % 5, u % 4, (u - i) % 3, (w * 2) % 4, (u + i) % 9, (i - 39) % 13, (u * 3) % 6, (i * 0.5) % 2, (i * i) % -7, t % 0, t % (m - 7), t % (i - 20)].map(show).join(','));\n}\nreturn out.join(' ');",
        { m: 7 },
      ),
      c(
        'elements at a remainder: negative, -0, fractional, NaN and undefined dividends',
        "const xs = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];\nconst ns: number[] = [1, 2, 3];\nconst out: unknown[] = [];\nfor (let i = 0; i < 30; i++) {\n  const neg = i - 15;\n  const half = i / 2;\n  const nan = i + NaN;\n  const und = ns[i + 5];\n  out.push([xs[(i * i + 3 * i) % xs.length], xs[neg % xs.length], xs[(neg * 7) % xs.length], xs[-i % xs.length], xs[half % xs.length], xs[nan % xs.length], xs[und % xs.length], xs[(neg * i) % xs.length], xs[(i * 3) % 7], xs[neg % 7], xs[half % 3], xs[(i * 5) % 100]].map((v) => v ?? 'u').join(''));\n}\nreturn out;",
      ),
      c(
        'elements at a remainder: zero-length arrays, zero, negative, fractional and NaN divisors',
        "const empty: string[] = [];\nconst xs = ['a', 'b', 'c', 'd', 'e'];\nconst ds = [0, -3, 2.5, NaN, Infinity, -0, 3, 1, -1];\nconst out: string[] = [];\nfor (let i = 0; i < 12; i++) {\n  const neg = i - 6;\n  const row: unknown[] = [empty[i % empty.length], empty[(i * i) % empty.length], empty[neg % empty.length], xs[(i * 2) % 0], xs[i % -3], xs[neg % -3]];\n  for (const d of ds) row.push(xs[(i * i) % d], xs[neg % d], xs[(neg * 1) % d]);\n  out.push(row.map((v) => v ?? 'u').join(''));\n}\nreturn out.join(' ');",
      ),
      c(
        'elements at a remainder of huge values: counters near 2^53, products past 2^63',
        "const xs = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'];\nconst out: unknown[] = [];\nlet j = 9007199254740985;\nfor (let k = 0; k < 7; k++) {\n  out.push(xs[j % xs.length], xs[(j + 0) % xs.length], xs[(j * 1) % 12], show(j % 12), show((j * 1) % xs.length));\n  j++;\n}\nfor (let i = 3037000500; i < 3037000510; i++) {\n  out.push(xs[(i * i + 3 * i) % xs.length] ?? 'u', show((i * i + 3 * i) % 12), show((i * i) % 7), xs[(i * i) % 5] ?? 'u', show((i * 4000000000) % 9));\n}\nfor (let i = 4503599627370496; i < 4503599627370499; i++) out.push(xs[(i + i) % xs.length], show((i + i) % 10));\nreturn out;",
      ),
      c(
        'elements at a remainder whose operands are not held: calls, writes in the statement',
        "const xs = ['a', 'b', 'c', 'd'];\nlet calls = 0;\nconst f = (k: number) => {\n  calls++;\n  return k * 3;\n};\nconst out: unknown[] = [];\nfor (let i = -3; i < 6; i++) {\n  let k = i;\n  out.push(xs[f(i) % xs.length] ?? 'u', xs[(k = k * 2) % 3] ?? 'u', k, xs[(i * 2) % (xs.push('z'), xs.length)] ?? 'u');\n}\nreturn [out, calls, xs.length];",
      ),
      c(
        'lengths of const array literals nothing changes, and of ones something does',
        "const out: unknown[] = [];\nconst grow = (a: string[]) => a.push('g');\nfor (let i = 0; i < 9; i++) {\n  const fixed = ['a', 'b', 'c'];\n  const none: string[] = [];\n  const pushed = ['a', 'b', 'c'];\n  pushed.push('d');\n  const written = ['a', 'b', 'c'];\n  written[written.length] = 'w';\n  const cut = ['a', 'b', 'c'];\n  cut.length = 1;\n  const passed = ['a', 'b', 'c'];\n  grow(passed);\n  const captured = ['a', 'b', 'c'];\n  const add = () => captured.push('k');\n  if (i % 2) add();\n  const aliased = ['a', 'b', 'c'];\n  const alias = aliased;\n  alias.push('x');\n  const destructured = ['a', 'b', 'c'];\n  [destructured[3]] = ['d'];\n  const t = i * i + 3 * i;\n  out.push([fixed[t % fixed.length], none[t % none.length], none[i], pushed[t % pushed.length], written[t % written.length], cut[t % cut.length], passed[t % passed.length], captured[t % captured.length], aliased[t % aliased.length], destructured[t % destructured.length], [0, 1, 2, 3].map((k) => fixed[(k + t) % fixed.length]).join('')].map((v) => v ?? 'u').join(''), fixed.length, none.length, pushed.length, written.length, cut.length, passed.length, captured.length, aliased.length, destructured.length, show(t % none.length), fixed.length - 4, String(fixed.length));\n}\nreturn out;",
      ),
      c(
        'split by a string literal is explode(): empty pieces, multibyte text and separators, for…of and values',
        "const texts = ['', ' ', 'a', '  a  b ', 'a b c', 'é😀 x  é', 'xéyéz', 'a😀b😀', '\\ue000 \\uffff', 'abab', 'tab\\tsep\\n'];\nconst out: unknown[] = [];\nfor (const t of texts) {\n  let seen = '';\n  const counts: Record<string, number> = {};\n  for (const w of t.split(' ')) {\n    seen += `[${w}]`;\n    counts[w] = (counts[w] ?? 0) + 1;\n  }\n  const grown: string[] = [];\n  for (const w of t.split('é')) {\n    grown.push(w);\n    if (grown.length < 2) grown.push('+');\n  }\n  out.push(seen, counts, grown.join('|'), t.split('😀'), t.split('ab'), t.split(`b`).length, t.split(' ', 2), t.split('\\t'), t.split(' ').map((w) => w.length));\n}\nreturn out;",
      ),
      c(
        'string tie-breaks of sort comparators checked once per sort: astral and U+E000 elements, nested sorts, toSorted',
        "const plain = ['b', 'a', 'é', 'ab', 'z', 'é', '', 'B'];\nconst mixed = ['😀', '\\ue000', 'a', '\\uffff', 'a😀', 'a\\ue000', '𐀀', 'b'];\nconst out: unknown[] = [];\nout.push(plain.slice().sort((a, b) => (a < b ? -1 : 1)), mixed.slice().sort((a, b) => (a < b ? -1 : 1)));\nout.push(mixed.toSorted((a, b) => (a > b ? -1 : a < b ? 1 : 0)), plain.toSorted((a, b) => (b < a ? -1 : b > a ? 1 : 0)));\nlet inner = 0;\nconst outer = mixed.slice().sort((a, b) => {\n  inner += plain.slice().sort((x, y) => (x < y ? -1 : 1)).length;\n  return a < b ? -1 : 1;\n});\nconst outer2 = plain.slice().sort((a, b) => {\n  inner += mixed.toSorted((x, y) => (x < y ? -1 : 1)).length;\n  return a < b ? 1 : -1;\n});\nconst rec: Record<string, number> = { '😀': 1, '\\ue000': 1, a: 2, z: 1 };\nconst keys = Object.keys(rec);\nkeys.sort((a, b) => rec[b]! - rec[a]! || (a < b ? -1 : 1));\nconst withDefault = mixed.slice().sort((a = 'x', b) => (a < b ? -1 : 1));\nconst viaOther = mixed.slice().sort((a, b) => {\n  const c = a;\n  return c < b ? -1 : 1;\n});\nreturn [out, outer, outer2, inner > 0, keys, withDefault, viaOther];",
      ),
    ],
    { module: MODULE },
  );
});
