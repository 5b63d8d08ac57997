// Issue 33, calls on the compute path, each case run in Node and on every differential PHP version:
// - a const holding what a factory of this program returns (every return a function
//   literal, the body ending in a return) is called directly, without Js::function_value();
//   a factory that may return something else keeps the check (and its TypeError);
// - a callback parameter the body never reads is not read from the array (`(_, i) => …`);
// - a const comparator used only by sort()/toSorted() answers an int of its sign, as a
//   comparator literal does: fractions, NaN, -0 and ties keep JavaScript's order;
// - `a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0` compares the two strings once;
// - toLowerCase()/toUpperCase() of a short non-ASCII text look up its characters one by one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../emitter/compile.js';
import { c, differentialSuite } from '../helpers/differential.js';
import { controller, makeProject } from '../helpers/project.js';

const MODULE = `
function counter(start: number): () => number {
  let n = start;
  return () => n++;
}
function pickStep(kind: string): (x: number) => number {
  if (kind === 'double') return (x) => x * 2;
  if (kind === 'half') {
    return function (x: number) {
      return x / 2;
    };
  }
  return (x) => x - 0.5;
}
const adder = (k: number) => (x: number) => x + k;
function maybe(on: boolean): (() => string) | null {
  if (on) return () => 'on';
  return null;
}
`;

describe('compute calls: factories, unread callback values, held comparators', () => {
  differentialSuite(
    'compute-calls',
    [
      c(
        'closures from factories called in loops, in arrows and after each other',
        "const next = counter(3);\nconst seen: number[] = [];\nfor (let i = 0; i < 4; i++) seen.push(next() * 2);\nconst viaArrow = [1, 2, 3].map((x) => x + next());\nconst steps = ['double', 'half', 'other'].map((k) => pickStep(k)(5));\nconst add = adder(-0.25);\nconst inc = adder(1);\nreturn [seen, viaArrow, steps, add(1), inc(inc(1)), next()];",
      ),
      c(
        'a factory that may give null keeps the TypeError',
        "const on = maybe(true);\nconst off = maybe(false);\nlet message = '';\ntry {\n  message = (off as () => string)();\n} catch (e) {\n  message = e instanceof TypeError ? 'TypeError' : 'other';\n}\nreturn [on ? on() : 'none', message];",
      ),
      c(
        'callbacks that never read their value: Array.from, map over null and undefined, forEach, reduce, filter',
        "const squares = Array.from({ length: 5 }, (_, i) => i * i);\nconst maybe: (number | null)[] = [null, 2, null];\nconst indexes = maybe.map((_, i) => i * 10);\nconst unset: (number | undefined)[] = [undefined, 4, undefined];\nconst holes = unset.map((_, i) => i);\nlet trail = '';\n['a', 'b', 'c'].forEach((_, i) => {\n  trail += i;\n});\nconst total = [5, 6, 7].reduce((acc, _, i) => acc + i, 0.5);\nconst odd = ['x', 'y', 'z', 'w'].filter((_, i) => i % 2 === 1);\nconst none = Array.from({ length: 0 }, (_, i) => i);\nreturn [squares, indexes, holes, trail, total, odd, none];",
      ),
      c(
        'a const comparator used by several sorts: fractions, NaN, -0, ties in order, toSorted',
        "const byWeight = (a: { id: number; w: number }, b: { id: number; w: number }) => a.w - b.w;\nconst rows = [\n  { id: 1, w: 0.5 }, { id: 2, w: 0.25 }, { id: 3, w: 0.75 }, { id: 4, w: 0.25 }, { id: 5, w: -0 }, { id: 6, w: 0 }, { id: 7, w: 1e-9 },\n];\nconst sorted = [...rows].sort(byWeight).map((r) => r.id);\nconst copy = rows.toSorted(byWeight).map((r) => r.id);\nconst asc = (a: number, b: number) => a - b;\nconst nums = [3, -0, 0, 2.5, 1e300, -Infinity, 2.25];\nconst withNaN = [3, NaN, 1, 2];\nreturn [sorted, copy, [...nums].sort(asc).map((x) => (x === 0 && 1 / x < 0 ? '-0' : String(x))), withNaN.sort(asc).map(String)];",
      ),
      c(
        'a const comparator with a block body, by count then name (non-ASCII and astral text)',
        "const counts: [string, number][] = [['b', 2], ['a', 2], ['é', 1], ['😀', 1], ['～', 1], ['Z', 2], ['a', 1]];\nconst byCountThenName = (a: [string, number], b: [string, number]) => {\n  const d = b[1] - a[1];\n  return d || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);\n};\nconst byName = ([a]: [string, number], [b]: [string, number]) => (a < b ? -1 : a > b ? 1 : 0);\nreturn [[...counts].sort(byCountThenName), [...counts].sort(byName), counts.toSorted(byCountThenName).slice(0, 3)];",
      ),
      c(
        'toLowerCase and toUpperCase of short and long non-ASCII text',
        "const short = ['Rücken & Bauch', 'ÄÖÜ straße', 'ΟΔΟΣ ΟΔΟΣ.', 'İstanbul', '𐐀𐐁 Deseret', 'ǅ ǈ ǋ', 'ﬀ ŉ ǰ', 'café ☕ 😀', 'ASCII ONLY'];\nconst long = short.join(' | ').repeat(12);\nreturn [short.map((t) => [t.toLowerCase(), t.toUpperCase()]), long.length, long.toLowerCase(), long.toUpperCase()];",
      ),
      c(
        'a comparator const also called directly answers its own value',
        'const diff = (a: number, b: number) => a - b;\nconst xs = [2.5, 1, 2];\nreturn [xs.sort(diff), diff(1.5, 1), [0.5, 0.25].map((x) => diff(x, 1))];',
      ),
    ],
    { module: MODULE },
  );
});

describe('compute calls: emission', () => {
  it('calls a factory closure directly, reads no unread value, sorts with a signed const comparator', () => {
    const dir = makeProject(
      controller(`
  @Api({ namespace: 'x/v1', endpoint: '/a' })
  a(params: { n: number }): unknown {
    const next = counter(params.n);
    const maybeOn = maybe(params.n > 1);
    const rows = Array.from({ length: params.n }, (_, i) => i + next());
    const byCount = (a: [string, number], b: [string, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
    const pairs: [string, number][] = [['a', 1], ['b', 2]];
    return { rows, top: pairs.sort(byCount), m: maybeOn ? maybeOn() : '' };
  }`),
    );
    const file = path.join(dir, 'app/Controllers/TestController.ts');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8') + MODULE);
    const php = compileProject(dir).files!.get('app/Controllers/TestController.php')!;
    expect(php).toMatch(/\+ \$next\(\)/);
    expect(php).not.toContain("function_value( $next, 'next' )");
    expect(php).toContain("function_value( $maybe_on, 'maybeOn' )");
    expect(php).not.toMatch(/\$_ += /);
    expect(php).toMatch(/->sort\( \$by_count, false, true \)/);
    expect(php).toMatch(
      /return 0 < (\$__ts_tmp\d+) \? 1 : \( \1 < 0 \? -1 : JsArray::compare_strings\( .+ \) <=> 0 \);/,
    );
  });
});
