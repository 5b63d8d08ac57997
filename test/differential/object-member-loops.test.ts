// Issue 33, compute5 step: a `reduce`/`filter`/`map`/… with a literal arrow in a member of an
// object literal, after members that call functions, runs as a loop placed before the
// statement; the members before it are held in temps first, in their order
// (analysis/operand-hoist.ts, lastLoopMember()). Evaluation order with logging calls, a
// callback that changes what an earlier member read, a `let` written by the callback, nested
// literals, array members, spreads and computed keys (which keep the closures), empty lists,
// NaN, -0 and huge numbers. Each case runs in Node and in PHP 7.4 / 8.3 / 8.5; the last test
// checks that the loops are really emitted.
import { describe, expect, it } from 'vitest';
import { c, differentialSuite, emittedController, type DiffCase } from '../helpers/differential.js';

const MODULE = `
function round(x: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
interface Reading {
  city: string;
  temp: number;
}
function readings(n: number): Reading[] {
  const out: Reading[] = [];
  for (let i = 0; i < n; i++) out.push({ city: i % 3 ? 'Łódź' : 'Zürich', temp: ((i * 37) % 23) - 5.5 });
  return out;
}
`;

const CASES: DiffCase[] = [
  c(
    'a summary whose later members reduce and filter after rounding calls',
    'const rs = readings(params.n);\nconst temps = rs.map((r) => r.temp);\nconst mean = temps.reduce((a, b) => a + b, 0) / (temps.length || 1);\nreturn {\n  count: rs.length,\n  mean: round(mean, 3),\n  max: Math.max(...temps),\n  spread: round(Math.max(...temps) - Math.min(...temps)),\n  absDev: round(temps.reduce((acc, t) => acc + Math.abs(t - mean), 0) / (temps.length || 1), 4),\n  frost: temps.filter((t) => t < 0).length,\n  cities: rs.map((r) => r.city).filter((c, i, all) => all.indexOf(c) === i),\n};',
    { n: 40 },
  ),
  c(
    'empty lists: the seeds, NaN from 0 / 0 and Infinity from Math.max()',
    'const temps: number[] = [];\nreturn {\n  n: temps.length,\n  first: round(temps[0] ?? 0),\n  mean: temps.reduce((a, b) => a + b, 0) / temps.length,\n  peak: Math.max(...temps),\n  sum: temps.reduce((a, b) => a + b, 0),\n  kept: temps.filter((t) => t > 0),\n  any: temps.some((t) => t > 0),\n}.mean;',
  ),
  c(
    'the order of calls: members before the loop run first, members after it run after',
    "const log: string[] = [];\nconst note = (s: string, v: number): number => {\n  log.push(s);\n  return v;\n};\nconst xs = [3, 1, 4, 1, 5];\nconst out = {\n  a: note('a', 1),\n  b: [note('b1', 2), note('b2', 3)],\n  c: { inner: note('c', 4) },\n  d: xs.reduce((acc, x) => acc + note('d' + x, x), note('seed', 0)),\n  e: note('e', 5),\n  f: xs.filter((x) => note('f' + x, x) > 2).length,\n  g: note('g', 6),\n};\nreturn [out, log];",
  ),
  c(
    'a callback that changes what earlier members read: they keep the values they had',
    'const xs = [1, 2, 3];\nlet calls = 0;\nconst bump = (): number => ++calls;\nconst out = {\n  length: xs.length,\n  first: bump(),\n  calls,\n  doubled: xs.map((x) => {\n    calls += 10;\n    if (x === 1) xs.push(4);\n    return x * 2;\n  }),\n  after: calls,\n  lengthAfter: xs.length,\n};\nreturn out;',
  ),
  c(
    '-0, NaN and huge numbers through held members and loops',
    'const xs = [-0, 0, NaN, 9007199254740991, 1e308, -1e308];\nconst id = (v: number): number => v;\nconst out = {\n  negZero: 1 / id(-0),\n  big: id(9007199254740991) + 2,\n  sum: xs.filter((x) => !Number.isNaN(x)).reduce((a, b) => a + b, 0),\n  product: xs.slice(0, 2).reduce((a, b) => a * b, -1),\n  hasNaN: xs.some((x) => Number.isNaN(x)),\n  overflow: xs.map((x) => x * 10).filter((x) => !Number.isFinite(x)).length,\n};\nreturn [out, 1 / out.product, out.product === 0];',
  ),
  c(
    'shorthand members, spreads and computed keys before the callback',
    "const base = { kind: 'report' };\nlet label = 'start';\nconst xs = [2, 4, 6];\nconst key = 'k' + xs.length;\nconst a = {\n  label,\n  total: xs.reduce((s, x) => {\n    label = 'changed';\n    return s + x;\n  }, 0),\n  label2: label,\n};\nlabel = 'again';\nconst b = { ...base, n: Math.min(...xs), evens: xs.filter((x) => x % 4 === 0) };\nconst c = { [key]: xs.length, odd: xs.some((x) => x % 2 === 1) };\nreturn [a, b, c, label];",
  ),
  c(
    'members in a nested literal and in a returned literal, non-ASCII text',
    "const words = ['été', 'Ärger', 'naïve', '日本', 'ok'];\nconst upper = (w: string): string => w.toUpperCase();\nreturn {\n  first: upper(words[0]),\n  stats: {\n    longest: words.reduce((a, w) => (w.length > a.length ? w : a), ''),\n    shout: upper(words[1]),\n    short: words.filter((w) => w.length <= 2),\n  },\n  total: words.map((w) => w.length).reduce((a, b) => a + b, 0),\n};",
  ),
];

describe('object member loops', () => {
  differentialSuite('object-member-loops', CASES, { module: MODULE });

  it('emits loops, not closures, for callbacks after calls in an object literal', () => {
    const php = emittedController(CASES.slice(0, 1), { module: MODULE });
    expect(php).not.toMatch(/->(map|filter|reduce)\(/);
    expect(php).not.toMatch(/function \(/);
  });
});
