// Issue 33, compute5 step: `counts[w] || 0`, `xs[i] || 1` and `o.n || d` on a number that may
// be missing read the property or element again (`$o->{$k} ?? null` is a read, like `$o->k`:
// analysis/operand-hoist.ts, isReadTwice()) instead of calling Js::truthy_or_null(). The
// edges: 0, -0, NaN, Infinity, a missing key, an index past the end, null stored,
// keys with non-ASCII text, and a right side with an effect that must run only when the left
// is falsy. Each case runs in Node and in PHP 7.4 / 8.3 / 8.5; the last test checks the form.
import { describe, expect, it } from 'vitest';
import { c, differentialSuite, emittedController, type DiffCase } from '../helpers/differential.js';

const CASES: DiffCase[] = [
  c(
    'word counts in a plain object: (counts[w] || 0) + 1, non-ASCII words included',
    "const counts: Record<string, number> = {};\nfor (const w of 'a b a ü 日本 a ü  b'.split(' ')) counts[w] = (counts[w] || 0) + 1;\nreturn counts;",
  ),
  c(
    'stored 0, -0, NaN, Infinity, null and missing keys all meet the default as JavaScript has it',
    "const m: Record<string, number> = { zero: 0, neg: -0, nan: NaN, inf: Infinity, minf: -Infinity, one: 1, half: 0.5 };\nconst n = m as Record<string, number | null>;\nn.nul = null;\nconst keys = ['zero', 'neg', 'nan', 'inf', 'minf', 'one', 'half', 'nul', 'missing', 'é'];\nconst out = keys.map((k) => m[k] || 7);\nconst signs = keys.map((k) => 1 / (m[k] || -0));\nreturn [out, signs];",
  ),
  c(
    'array elements past the end, and the right side runs only when needed',
    'const xs: number[] = [3, 0, NaN, -0, 2, Infinity];\nlet calls = 0;\nconst fallback = (): number => {\n  calls++;\n  return -1;\n};\nconst out: number[] = [];\nfor (let i = 0; i < 10; i++) out.push(xs[i] || fallback());\nreturn [out, calls, xs.length];',
  ),
  c(
    'optional number properties of records',
    'interface Row {\n  qty?: number;\n  price: number;\n}\nconst rows: Row[] = [{ qty: 2, price: 3 }, { price: 4 }, { qty: 0, price: 5 }, { qty: NaN, price: 1 }];\nlet total = 0;\nfor (const r of rows) total += (r.qty || 1) * r.price;\nreturn [total, rows.map((r) => r.qty || null)];',
  ),
];

describe('number or default', () => {
  differentialSuite('number-or-default', CASES);

  it('reads the property or element again rather than calling Js::truthy_or_null()', () => {
    const php = emittedController(CASES.slice(0, 3));
    expect(php).not.toMatch(/truthy_or_null/);
  });
});
