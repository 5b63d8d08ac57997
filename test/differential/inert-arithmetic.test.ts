// Issue 33, compute7 step: arithmetic (`+ - * / %`) of numbers that nothing in the statement can
// change (literals, consts, locals no closure writes) is inert (operand-hoist.ts, isInert()):
// evaluating it has no effect, so an operand after it may still be computed by a statement of
// its own (`i * 7 + Math.floor(random() * 11)` gets floor's int fast path). The edges: NaN, -0,
// ±Infinity, huge numbers, `% 0`; a local a closure writes (`k` below) stays in order, as do
// property reads; a string `+` is not arithmetic. Each case runs in Node and in PHP 7.4 / 8.3 /
// 8.5; the last test checks the emitted form.
import { describe, expect, it } from 'vitest';
import { c, differentialSuite, emittedController, type DiffCase } from '../helpers/differential.js';

const MODULE = `
let seed = 7;
function next(): number {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
}
`;

const CASES: DiffCase[] = [
  c(
    'a counter times a literal plus floor of a call, NaN, -0, Infinity and huge values',
    'seed = 7;\nconst out: number[] = [];\nfor (let i = 0; i < 6; i++) out.push(i * 7 + Math.floor(next() * 11));\nconst odd = [NaN, -0, Infinity, -Infinity, 2 ** 60, -1.5];\nconst more = odd.map((x) => { const y = x; return String(y * 2 + Math.floor(next() - 0.5)); });\nconst n = -0;\nconst z = n * 1 + Math.floor(-next() * 0);\nconst m = 5 % 0 + Math.floor(next() * 2);\nreturn [out, more, String(1 / z), m];',
  ),
  c(
    'a local a closure writes, property reads and string concatenation keep their order',
    "let k = 1;\nconst bump = () => { k = 100; return 0.5; };\nconst r = k * 2 + Math.floor(bump() * 3);\nconst o = { n: 3 };\nconst touch = () => { o.n = 50; return 0.9; };\nconst s = o.n * 2 + Math.floor(touch() * 10);\nconst label = 'x';\nconst t = label + 1 + Math.floor(next() * 3);\nreturn [r, k, s, o.n, t];",
  ),
];

describe('arithmetic of inert numbers is inert', () => {
  differentialSuite('inert-arithmetic', CASES, { module: MODULE });

  it("computes floor's operand first when only inert arithmetic comes before it", () => {
    const php = emittedController(CASES, { module: MODULE });
    expect(php).toMatch(
      /\$__ts_tmp\d+\s+= DiffControllerModule::next\(\) \* 11;\n\s+\$out->items\[\]\s+= \$i \* 7 \+ \( is_int\(/,
    );
    // `k` is written by a closure: its read stays before the call, no temp for floor's operand.
    expect(php).toMatch(/\$r\s+= \$k \* 2 \+ JsMath::floor\( \$bump\(\) \* 3 \);/);
  });
});
