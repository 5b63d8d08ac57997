// Math functions of a `number` that holds JSON's null (a row's NULL column, a null in a
// parsed list): JavaScript counts it as 0 (`Math.max(null, -1)` is 0), where undefined (a
// key that is not there, an element past the end) is NaN. A declared member, an Array
// callback's parameter and a spread list's element hold JSON's null, so their PHP null
// counts as 0 (mathArgument(), JsMath::numbers()), in Math and in `%` and
// `**`; a read that may find nothing keeps NaN. Each case runs in Node and in PHP 7.4 / 8.3 / 8.5.
import { describe } from 'vitest';
import { c, differentialSuite, type DiffCase } from '../helpers/differential.js';

const CASES: DiffCase[] = [
  c(
    'report over rows with NULL columns',
    "interface Row { id: number; rating: number; delta: number }\nconst rows = JSON.parse(params.json) as Row[];\nconst best = rows.reduce((m, r) => Math.max(m, r.rating), -Infinity);\nconst worst = rows.reduce((m, r) => Math.min(m, r.delta), Infinity);\nconst cells = rows.map((r) => [Math.round(r.rating), Math.abs(r.delta), Math.floor(r.delta), Math.ceil(r.rating), Math.trunc(r.delta), Math.sign(r.delta), Math.sqrt(r.rating), Math.max(r.delta, -1), Math.min(r.rating, r.delta), Math.max(r.rating, r.delta, -7), Math.pow(r.delta, 2), Math.hypot(r.rating, 3)].map(String).join(' '));\nreturn { best, worst, cells };",
    { json: '[{"id":1,"rating":-5,"delta":-2.5},{"id":2,"rating":null,"delta":null},{"id":3,"rating":-2,"delta":4}]' },
  ),
  c(
    'a parsed list with nulls, spread and reduced',
    'const xs = JSON.parse(params.json) as number[];\nconst ys = JSON.parse(params.json) as any[];\nreturn [Math.max(...xs), Math.min(...xs), Math.max(...ys), Math.min(-9, ...xs), Math.max(...xs, -9), xs.reduce((a, b) => Math.max(a, b)), Math.max(...([] as number[])), Math.min(...[3, 1].map((n) => n - 5))];',
    { json: '[-3,null,-1,-0.5]' },
  ),
  c(
    'what may not be there stays NaN',
    "const counts: Record<string, number> = JSON.parse('{\"a\": null, \"b\": -4}');\nconst xs = JSON.parse('[-1, null]') as number[];\nconst o: { opt?: number } = JSON.parse('{}');\nconst u = counts.zz;\nreturn [String(Math.max(counts.zz, -1)), String(Math.max(counts.a, -1)), String(Math.max(counts.b, -1)), String(Math.max(xs[5], -1)), String(Math.max(xs[1], -1)), String(Math.abs(o.opt!)), String(Math.max(u, -1)), String(Math.max()), String(Math.min()), String(Math.max(NaN, 1)), String(Math.max(-0, 0)), String(Math.min(0, -0))];",
  ),
  c(
    'remainders and powers of NULL columns',
    'interface Cell { d: number; e: number }\nconst cells = JSON.parse(params.json) as Cell[];\nconst xs: number[] = cells.map((c) => c.d);\nconst out = cells.map((c) => [c.d ** 2, c.d ** 3, 2 ** c.d, c.e % 2, 7 % c.e, Math.pow(c.d, 0.5), -c.d, c.d / 2]);\nconst odd = (n: number) => n % 2 === 1;\nlet acc = 0;\nfor (const c of cells) { c.e %= 5; acc += c.e; }\nreturn [out.map(String), cells.map((c) => odd(c.e)), xs.map((x, i) => x ** i), String(xs[0] ** 2), acc];',
    { json: '[{"d":null,"e":null},{"d":3,"e":-7},{"d":-0.5,"e":12}]' },
  ),
  c(
    'typeof of NULL columns and null elements',
    "interface Row { id: number; title: string; views: number; note?: string }\nconst rows = JSON.parse(params.json) as Row[];\nconst counts: Record<string, number> = JSON.parse('{\"a\": null}');\nconst kinds = rows.map((r) => [typeof r.title, typeof r.views, typeof r.note, typeof r.title === 'object', typeof r.views === 'undefined', typeof r.note === 'undefined'].join(' '));\nconst titles: string[] = rows.map((r) => r.title);\nconst listed = titles.filter((t) => typeof t === 'object').length;\nconst elements = titles.map((t) => typeof t);\nreturn [kinds, listed, elements, typeof counts.zz, typeof titles[9], typeof counts.zz === 'undefined'];",
    { json: '[{"id":1,"title":null,"views":null},{"id":2,"title":"T","views":3,"note":"n"}]' },
  ),
  c(
    'NULL columns compared with negative numbers',
    "interface Row { id: number; delta: number }\nconst rows = JSON.parse(params.json) as Row[];\nconst floor = -1;\nconst rising = rows.filter((r) => r.delta > -1).map((r) => r.id);\nconst falling = rows.filter((r) => r.delta < floor).map((r) => r.id);\nconst table = rows.map((r) => [r.delta > -0.5, r.delta >= -1, r.delta <= -1, -2 < r.delta, r.delta < 0, r.delta > 0, r.delta <= 0, r.delta < 0.5].join(' '));\nconst sorted = [...rows].sort((a, b) => (a.delta < b.delta ? -1 : a.delta > b.delta ? 1 : 0)).map((r) => r.id);\nreturn { rising, falling, table, sorted };",
    { json: '[{"id":1,"delta":null},{"id":2,"delta":-3},{"id":3,"delta":2},{"id":4,"delta":-0.25}]' },
  ),
];

describe('Math of null numbers', () => {
  differentialSuite('null-math-arguments', CASES);
});
