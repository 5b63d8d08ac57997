// Issue 33, the number side of compute speed, each case run in Node and in PHP 7.4 / 8.3:
// - the index parameter of a literal Array-method callback is an int (ranges.ts), in the
//   written-out loop and in a closure JsArray calls, so `i % 7`, `String(i)`, `Math.sqrt(i)`
//   and `a[i - 1]` lose their guards; a callback that grows the array included;
// - a fast path's operand that calls something is held in a temp when it is the first thing
//   its statement evaluates (hoist.ts → operand-hoist.ts), so `Math.floor(next() * 21)` gets
//   the inline floor, and each edge (NaN, ±Infinity, -0, past 2^53, undefined) still JsMath's;
// - `Math.hypot(a, b)` of two sure numbers is JsMath::hypot_pair(); `Math.sign(a)` compares;
// - `a[k]++` / `a[k]--` on an array is one Js::step_at() call;
// - an equality of two comparisons (printed with parentheses for the Yoda sniff).
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../emitter/compile.js';
import { c, differentialSuite } from '../helpers/differential.js';
import { controller, makeProject } from '../helpers/project.js';

const MODULE = `
const KINDS: number[] = [7, -7, 0, -0, 0.5, -0.5, -0.49999999999999994, 2.5, -2.5, 1e300, -1e300, 2 ** 53, -(2 ** 53) - 2, 4503599627370495.5, NaN, Infinity, -Infinity];
function show(x: number): string {
  return x === 0 && 1 / x < 0 ? '-0' : String(x);
}
/** Each kind of number in turn, round and round (a function result: not a sure number). */
function sequence(): () => number {
  let k = 0;
  return () => KINDS[k++ % KINDS.length];
}
`;

describe('compute numbers: callback indexes, held call operands, hypot', () => {
  differentialSuite(
    'compute-numbers',
    [
      c(
        'index arithmetic in written-out callback loops',
        "const rows = Array.from({ length: 15 }, (_, i) => [i % 7, String(i * 3), `${i}`, show(Math.sqrt(i) * (1 + (i % 5))), i / 4, Math.floor(i / 2)]);\nconst xs = [4, 8, 15, 16, 23, 42];\nconst mapped = xs.map((x, i) => x * i - (i % 4));\nconst kept = xs.filter((x, i) => i % 2 === 0 && x > i);\nconst weighted = xs.reduce((acc, x, i) => acc + x * (i + 1), 0);\nlet trail = '';\nxs.forEach((x, i) => {\n  trail += `${i}:${x - (i > 0 ? xs[i - 1] : 0)} `;\n});\nconst at = xs.findIndex((x, i) => x > 10 * i);\nconst some = xs.some((x, i) => x === i * 8);\nreturn [rows, mapped, kept, weighted, trail, at, some];",
      ),
      c(
        'index arithmetic in callbacks that stay closures, over nulls and a growing array',
        'const xs = [1.5, 2, 3];\nconst early = xs.map((x, i) => {\n  if (i > 1) return i % 2;\n  return i * x - i;\n});\nconst maybe: (number | null)[] = [null, 10, null, 40];\nconst fromMaybe = maybe.map((x, i) => i * 2 + (x ?? -1));\nconst seen: string[] = [];\nconst grow = [1, 2, 3];\ngrow.forEach((x, i) => {\n  if (i < 2) grow.push(x + i);\n  seen.push(String(i * x));\n});\nconst f = (x: number, i: number) => i % 3;\nconst viaVariable = xs.map(f);\nreturn [early.map(show), fromMaybe, seen, grow, viaVariable];',
      ),
      c(
        'floor, ceil, round and trunc of a call result at every edge',
        'const next = sequence();\nconst out: string[] = [];\nfor (let i = 0; i < KINDS.length + 1; i++) {\n  const noise = Math.floor(next() * 21) - 10;\n  const up = Math.ceil(next() * 3);\n  const near = Math.round(next() / 2);\n  const cut = Math.trunc(next() - 1);\n  out.push([noise, up, near, cut].map(show).join(" "));\n}\nreturn out;',
      ),
      c(
        'abs, sqrt, max and min of a call result at every edge',
        'const next = sequence();\nconst out: string[] = [];\nfor (let i = 0; i < KINDS.length; i++) {\n  const a = Math.abs(next() * -1);\n  const r = Math.sqrt(next() * 4);\n  const hi = Math.max(next() * 2, 1);\n  const lo = Math.min(next() - 1, 0);\n  out.push([a, r, hi, lo].map(show).join(" "));\n}\nreturn out;',
      ),
      c(
        'Math.sign of sure numbers, call results and elements read past the end',
        'const next = sequence();\nconst xs = [3, -2];\nconst out: string[] = [];\nfor (let i = 0; i < KINDS.length; i++) {\n  const k = KINDS[i] * 1;\n  out.push([Math.sign(k), Math.sign(next()), Math.sign(k / 3), Math.sign(xs[i])].map(show).join(" "));\n}\nreturn out;',
      ),
      c(
        'Math.hypot of two sure numbers: zeros, -0, NaN beside finite and infinite values, whole results',
        'const out: string[] = [];\nfor (const x of KINDS) for (const y of [0, -0, 3, -4, 1e-300, NaN, Infinity]) {\n  const a = x * 1;\n  const b = y - 0;\n  out.push(show(Math.hypot(a, b)));\n}\nreturn [out, Math.hypot(3 * 1, 4 * 1), Math.hypot(6 / 2, 8 / 2) === 5];',
      ),
      c(
        'counts in an array by a computed index: ++, --, ++ as a value, one past the end',
        'const hums = [31, 45, 58, 72, 99, 12, 40.5, 63, 58];\nconst buckets = new Array<number>(5).fill(0);\nfor (const h of hums) buckets[Math.min(4, Math.max(0, Math.floor((h - 30) / 10)))]++;\nconst down = [3, 3, 3];\nfor (let i = 0; i < 7; i++) down[i % 3]--;\nconst firsts: number[] = [];\nconst seen = [0, 0];\nfor (const k of [1, 0, 1, 1]) firsts.push(++seen[k]);\nconst m = [1, 2.5];\nm[1]++;\nm[m.length]++;\nreturn [buckets, down, firsts, seen, m.map(show)];',
      ),
      c(
        'an equality of two comparisons counts crossings',
        'const xs = [1, 5, 2, 8, 3, 3, 9, NaN, 0];\nconst mean = 4;\nlet crossings = 0;\nfor (let i = 1; i < xs.length; i++) {\n  if ((xs[i - 1] < mean) !== (xs[i] < mean)) crossings++;\n}\nconst same = xs.filter((x, i) => i > 0 && (x >= mean) === (xs[i - 1] >= mean)).length;\nreturn [crossings, same];',
      ),
    ],
    { module: MODULE },
  );
});

describe('compute numbers: emission', () => {
  it('drops the index guards, holds a call operand, calls hypot_pair and step_at, compares for sign, parenthesizes an equality of comparisons', () => {
    const dir = makeProject(
      controller(`
  @Api({ namespace: 'x/v1', endpoint: '/a' })
  a(params: { n: number }): unknown {
    const next = (): number => params.n / 7;
    const rows = Array.from({ length: params.n }, (_, i) => ({ x: Math.cos(i) * (1 + (i % 7)), k: String(i) }));
    const noise = Math.floor(next() * 21) - 10;
    let path = 0;
    for (let i = 1; i < rows.length; i++) {
      path += Math.hypot(rows[i].x - rows[i - 1].x, noise * 1);
      if ((rows[i - 1].x < 0) !== (rows[i].x < 0)) path++;
    }
    const counts = [0, 0, 0];
    for (const r of rows) counts[Math.floor(Math.abs(r.x)) % 3]++;
    return { rows, noise, path, counts, s: Math.sign(path) };
  }`),
    );
    const php = compileProject(dir).files!.get('app/Controllers/TestController.php')!;
    // The callback's index is an int: no is_int()/is_float() on it, a plain % and (string).
    expect(php).not.toMatch(/is_(int|float)\( \$i \)/);
    expect(php).toMatch(/cos\( \$i \)/);
    expect(php).toMatch(/1 \+ \$i % 7/);
    expect(php).toContain('(string) $i');
    // The call's product is held in a temp, so the floor is inline (JsMath only as the fallback).
    expect(php).toMatch(/(\$__ts_tmp\d+) += \$next\(\) \* 21;\n\s+\$noise += \( is_int\( \1 \)/);
    expect(php).not.toContain('JsMath::floor( $next');
    expect(php).toContain('JsMath::hypot_pair(');
    expect(php).toContain('0 < $path ? 1 : ( $path < 0 ? -1 : JsMath::sign( $path ) )');
    expect(php).toMatch(/Js::step_at\( \$counts, .+, 1 \);/);
    expect(php).toMatch(/if \( \( \( \$rows->items\[ \$i\w* - 1 \] \?\? null \)->x < 0 \) !== /);
  });
});
