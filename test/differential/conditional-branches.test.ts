// Issue 33, compute7 step. (1) `const x = c ? a : b` and `return c ? a : b` whose branch places
// statements before itself (a callback written as a loop, a held operand) are an if/else,
// each branch's statements in its block, so they run only when that branch does
// (visitors/statements.ts, branchedValue()); nested conditionals nest. (2) `Array.from({ length:
// n }, fn)` of that literal is JsArray::from_length( n ), no object built (builtins/array.ts).
// The edges: the branch not taken has effects (counters, a throw), empty lists, holes, -0,
// NaN, missing keys; lengths 0, 2.7, -1, NaN, undefined, -0, 1e-9, 2^32 and Infinity (RangeError),
// `{ length }` shorthand, a quoted key, a literal with more keys, a named map function. Each
// case runs in Node and in PHP 7.4 / 8.3 / 8.5; the last test checks the emitted forms.
import { describe, expect, it } from 'vitest';
import { c, differentialSuite, emittedController, type DiffCase } from '../helpers/differential.js';

const MODULE = `
let calls = 0;
function tick(x: number): number {
  calls++;
  return x;
}
function pick(xs: number[], wide: boolean): number[] {
  return wide ? xs.map((x) => tick(x) * 2) : xs.filter((x) => tick(x) > 1);
}
function half(v: unknown, i: number): number {
  return v === undefined ? i / 2 : -1;
}
`;

const CASES: DiffCase[] = [
  c(
    'a declaration whose branches are callback loops: only the branch taken runs',
    'calls = 0;\nconst out: unknown[] = [];\nfor (const flag of [true, false]) {\n  const xs = [1, 2, 3, -0, NaN];\n  const r = flag ? xs.map((x) => tick(x) + 1) : xs.reduce((s, x) => s + tick(x), 0);\n  out.push(r, calls);\n}\nconst empty: number[] = [];\nconst e = empty.length ? empty.map((x) => tick(x)) : empty.filter((x) => tick(x) > 0);\nconst z = params.flag ? [0.5].map((x) => -Math.floor(x)) : [1];\nreturn [out, e, calls, z, String(1 / z[0])];',
    { flag: true },
  ),
  c(
    'returns and nested conditionals, each branch with its own loop',
    'calls = 0;\nconst rank = (k: number): unknown => (k < 0 ? [k].map((x) => tick(x) * 10) : k === 0 ? [0, 1].filter((x) => tick(x) > 0) : [k, k + 1].reduce((a, b) => a + tick(b), 0));\nconst out = [-2, 0, 3].map((k) => rank(k));\nconst w = pick([1, 2, 3], true);\nconst n = pick([1, 2, 3], false);\nreturn [out, w, n, calls];',
  ),
  c(
    'a branch that would throw is not run; holes, missing keys and held operands in branches',
    "calls = 0;\nconst data: Record<string, number[] | undefined> = { a: [1, 2], b: [] };\nconst sparse: (number | undefined)[] = [1, undefined, 3];\nconst out: unknown[] = [];\nfor (const key of ['a', 'b', 'zz']) {\n  const list = data[key];\n  const v = list === undefined ? 'missing' : list.length ? list.map((x) => { if (x > 5) throw new Error('never'); return tick(x); }) : (params.fallback || 'none');\n  out.push(v);\n}\nconst s = sparse.length > 2 ? sparse.map((x) => (x ?? -1) * 2) : [];\nconst t = params.off ? [1].map((x) => { throw new Error(`not taken ${x}`); }) : String(params.word || 'default').toUpperCase();\nreturn [out, s, t, calls];",
    { fallback: '', word: 'ünïcode' },
  ),
  c(
    'Array.from({ length }) with lengths 0, 3, 2.7, -1, NaN, undefined, -0, 1e-9, shorthand and quoted keys',
    "const lengths: number[] = [0, 3, 2.7, -1, NaN, params.missing as number, Number('4'), -0, 1e-9];\nconst out = lengths.map((n) => Array.from({ length: n }, (_, i) => i * 2).join(','));\nconst length = 2;\nconst short = Array.from({ length }, (_, i) => `#${i}`);\nconst quoted = Array.from({ 'length': 3 }, (v, i) => [v === undefined, i]);\nconst plain = Array.from({ length: 3 });\nconst more = Array.from({ length: 2, 0: 'a' }, (v) => v ?? 'none');\nconst named = Array.from({ length: 4 }, half);\nconst fn = (v: unknown, i: number) => (v === undefined ? i - 1 : -1);\nconst held = Array.from({ length: 3 }, fn);\nreturn [out, short, quoted, plain, more, named, held, Array.from({ length: 0 }, half)];",
    {},
  ),
  c(
    'Array.from({ length }) in a conditional branch, and lengths past 2^32 - 1',
    "const out: unknown[] = [];\nfor (const i of [0, 1, 2, 3]) {\n  const w = i % 2 ? Array.from({ length: 1 + i }, (_, k) => String.fromCharCode(97 + k)).join('') : `n${i}`;\n  out.push(w);\n}\nconst errors: string[] = [];\nfor (const n of [2 ** 32, Infinity, 2 ** 53]) {\n  try {\n    Array.from({ length: n }, () => 1);\n    errors.push('none');\n  } catch (e) {\n    errors.push((e as Error).name);\n  }\n}\nreturn [out, errors];",
  ),
];

describe('conditional branches as statements, Array.from of a length', () => {
  differentialSuite('conditional-branches', CASES, { module: MODULE });

  it('writes a branch that places statements as an if/else, and `{ length: n }` as from_length()', () => {
    const php = emittedController(CASES, { module: MODULE });
    // The declaration: each branch's loop inside its own block.
    expect(php).toMatch(
      /if \( \$flag \) \{\n\s+\$__ts_tmp\d+ = \$xs;[^]*?\$r = new JsArray\( \$__ts_tmp\d+ \);\n\s+\} else \{/,
    );
    // An arrow's conditional body: returns in an if/elseif/else, each with its loop.
    expect(php).toMatch(
      /\$rank\s+= function \( \$k \) \{\n\s+if \( \$k < 0 \) \{[^]*?return new JsArray\([^]*?\} elseif \( [^\n]*\$k[^\n]* \) \{[^]*?\} else \{[^]*?return \$/,
    );
    expect(php).not.toMatch(/JsArray::from\( \(object\) array\( 'length'/);
    expect(php).toMatch(/JsArray::from_length\( \$length \)/); // `{ length }`
    expect(php).toMatch(/\$plain\s+= JsArray::from_length\( 3 \);/);
    expect(php).toMatch(/JsArray::from_length\( 4, /);
    expect(php).toMatch(/JsArray::from\(\s+\(object\) array\(\s+'length' => 2,/); // `{ length: 2, 0: 'a' }` stays on from().
  });
});
