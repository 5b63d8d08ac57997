// Issue 33: where a number may stay a whole float (emitter/transform/analysis/numbers.ts)
// and the C library's Math functions as PHP's own (builtins/math.ts). A quotient, root or
// sin() whose value only reaches comparisons, arithmetic, Math or a *loose* local (one whose
// every read is such a place) is left as PHP computes it; where the value is seen (a
// return, a call argument, a template, `===`, a property) it is an int again. Each case runs
// in Node and in PHP 7.4 / 8.3 / 8.5, over the edge values: -0, NaN, ±Infinity, 2^53, ints
// past PHP_INT_MAX, halves, an undefined the checker calls a number.
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../emitter/compile.js';
import { c, differentialSuite } from '../helpers/differential.js';
import { controller, makeProject } from '../helpers/project.js';

const MODULE = `
const KINDS: number[] = [7, -7, 0, -0, 3, -3, 1, 0.5, -0.5, 2.5, -1.5, 0.49999999999999994, 2 ** 53, -(2 ** 53), 2 ** 53 - 1, 2 ** 62, -(2 ** 63), 1e300, 4, 16, 0.25, NaN, Infinity, -Infinity];
function show(x: number): string {
  return x === 0 && 1 / x < 0 ? '-0' : String(x);
}
`;

describe('whole floats and native Math', () => {
  differentialSuite(
    'whole-floats',
    [
      c(
        'loose quotients through arithmetic, comparisons, Math and % (every pair of kinds)',
        "const out: string[] = [];\nfor (const a of KINDS) {\n  for (const b of KINDS) {\n    const q = (a + 0) / (b * 1);\n    let r = q * 2 + 1;\n    r -= q / 4;\n    const f = Math.floor(q) + Math.round(r) - Math.trunc(q * 3);\n    const m = Math.max(q, r) < 10 ? 'lt' : 'ge';\n    out.push(`${show(f)} ${m} ${show(q % 3)} ${show(Math.abs(r) % 2)} ${q < r ? 1 : 0}`);\n  }\n}\nreturn out.join(' ');",
      ),
      c(
        'a loose local read where it is seen is an int again',
        'const a = 6;\nconst h = a / 3;\nconst t = h * 2;\nconst z = -0 / 5;\nconst w = z * 1;\nconst big = 2 ** 62;\nconst q = (big * 4) / 2;\nconst s = q + q;\nreturn [h, t, show(z), show(w), show(q), show(s), `${h}|${t}`, JSON.stringify({ h, t, w, q }), [h, t].indexOf(2), h === 2, t === 4, String(h), Math.max(h, 1), show(Math.min(z, 0)), Math.max(h, t) === 4];',
      ),
      c(
        'running sums and averages: += of quotients, the total returned or only rounded',
        'let avg = 0;\nlet sum = 0;\nlet seen = 0;\nfor (let i = 0; i < 40; i++) {\n  const v = (i % 8) / 2 - 1;\n  avg += (v - avg) / (i + 1);\n  sum += v / 2;\n  seen = Math.max(seen, v);\n}\nreturn [show(sum), Math.round(avg * 1e6) / 1e6, seen, JSON.stringify({ sum, seen })];',
      ),
      c(
        'a loose quotient as a divisor and in a loop head',
        'const n = 20;\nconst half = n / 2;\nconst third = n / 3;\nconst out: string[] = [];\nfor (let i = 0; i < half; i++) out.push(show(i % half), show(i % third), show(i / half), show(Math.floor(i / third)));\nlet k = 1;\nwhile (k < n / 4) k = k * 1.5;\nreturn [out.join(" "), show(k)];',
      ),
      c(
        'Math.sin, cos, tan, exp, log, atan2 and the rest on every kind (rounded: the C library may differ in the last bit)',
        "const out: string[] = [];\nconst r = (x: number) => show(Math.round(x * 1e9) / 1e9);\nfor (const a of KINDS) {\n  const s = Math.sin(a);\n  const c2 = Math.cos(a) * 2;\n  out.push(r(s), r(c2), r(Math.tan(a)), r(Math.exp(a / 1000)), r(Math.log(a)), r(Math.log10(a)), r(Math.log1p(a)), r(Math.expm1(a / 1000)));\n  out.push(r(Math.atan(a)), r(Math.atan2(a, 2)), r(Math.asin(a / 10)), r(Math.acos(a / 10)), r(Math.sinh(a / 100)), r(Math.cosh(a / 100)), r(Math.tanh(a)), r(Math.asinh(a)), r(Math.acosh(a)), r(Math.atanh(a / 10)));\n}\nreturn out.join(' ');",
      ),
      c(
        'exact whole and signed results of the C library functions, seen and loose',
        'const zero = 0;\nconst nz = -0;\nconst one = 1;\nconst e = [Math.sin(zero), Math.sin(nz), Math.cos(zero), Math.log(one), Math.exp(zero), Math.atan2(zero, -1), Math.atan2(nz, one), Math.atan2(nz, -0), Math.tan(nz), Math.log(zero), Math.log(-1), Math.sinh(nz), Math.atanh(one), Math.acos(one)];\nconst sum = Math.sin(zero) + Math.exp(zero) * 2;\nconst loose = Math.cos(zero) + 1;\nreturn [e.map(show), JSON.stringify(e), show(sum), `${loose}`, loose === 2, Math.sin(zero) === 0];',
      ),
      c(
        'Math of an undefined the checker calls a number, and of values in temps',
        'const xs: number[] = [0.5, 2];\nconst i = 7;\nconst u = xs[i];\nconst v = xs[1]!;\nreturn [show(Math.sin(u)), show(Math.log(u)), show(Math.atan2(u, 1)), show(Math.atan2(1, u)), show(Math.exp(v * 0)), show(Math.cos(xs[0]! - 0.5)), show(Math.sin(xs[i]!) + 1), show(Math.sqrt(v * 8) + 0)];',
      ),
      c(
        'a signal loop: sin/cos, a running average, max/min, crossings',
        'const n = 700;\nlet avg = 0;\nlet peak = -Infinity;\nlet low = Infinity;\nlet crossings = 0;\nlet prev = 0;\nlet energy = 0;\nfor (let i = 0; i < n; i++) {\n  const t = i / 50;\n  const v = Math.sin(t) * 3 + Math.cos(t * 0.7) + Math.sqrt(i % 17) / 4;\n  avg += (v - avg) / (i + 1);\n  peak = Math.max(peak, v);\n  low = Math.min(low, v);\n  if ((prev < 0 && v >= 0) || (prev >= 0 && v < 0)) crossings++;\n  prev = v;\n  energy += Math.abs(v) * Math.floor(t % 3);\n}\nreturn { avg: Math.round(avg * 1e6) / 1e6, peak: Math.round(peak * 1000) / 1000, low: Math.round(low * 1000) / 1000, crossings, energy: Math.round(energy) };',
      ),
    ],
    { module: MODULE },
  );
});

describe('whole floats: emission', () => {
  it('guards a quotient or sin() only where its value is seen', () => {
    const dir = makeProject(
      controller(`
  @Api({ namespace: 'x/v1', endpoint: '/a' })
  a(params: { n: number }): unknown {
    const n = params.n;
    let avg = 0;
    let seen = 0;
    for (let i = 0; i < n; i++) {
      const t = i / 50;
      const v = Math.sin(t) * 3 + Math.sqrt(i % 17) / 4;
      avg += (v - avg) / (i + 1);
      seen = v / 2;
    }
    return { avg: Math.round(avg * 100), seen, s: Math.sin(n) };
  }`),
    );
    const php = compileProject(dir).files!.get('app/Controllers/TestController.php')!;
    // Loose: t, v and avg are only read by arithmetic, comparisons and Math.
    expect(php).toMatch(/\$t += \$i \/ 50;/);
    expect(php).toMatch(/\$v += sin\( \$t \) \* 3 \+ sqrt\( \$i % 17 \) \/ 4;/);
    expect(php).toMatch(/\$avg +\+= \( \$v - \$avg \) \/ \( \$i \+ 1 \);/);
    // Only Math.sin(n) keeps JsMath as the fallback: a param may be null at run time.
    expect(php.match(/JsMath::sin/g)).toHaveLength(1);
    expect(php).toContain('is_int( $n ) || is_float( $n ) ? sin( $n ) : JsMath::sin( $n );');
    // Seen: seen is returned, and so is Math.sin(n).
    expect(php).toMatch(
      /\$seen += is_float\( (\$__ts_tmp\d+) \) && floor\( \1 \) === \1 \? Js::integral\( \1 \) : \1;/,
    );
    expect(php).toMatch(/'s'\s+=> is_float\( (\$__ts_tmp\d+) \) && floor\( \1 \) === \1 \? Js::integral\( \1 \) : \1,/);
  });
});
