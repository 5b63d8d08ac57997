// A `number` that holds null at run time (JSON.parse, a cast, a database row with a NULL
// column): JavaScript's arithmetic counts it as 0, where a read of nothing (undefined) is
// NaN. Reads through the runtime tell the two apart with Js::absent_number() when the read
// finds PHP null (missingElementAt()); an array element whose type names undefined stays NaN,
// since arrays store undefined as null. Each case runs in Node and in PHP 7.4 / 8.3 / 8.5.
import { describe } from 'vitest';
import { c, differentialSuite, type DiffCase } from '../helpers/differential.js';

const CASES: DiffCase[] = [
  c(
    'counters that start as null',
    "const xs = JSON.parse('[null, 1, null, null]') as number[];\nxs[0]++;\n++xs[2];\nxs[3]--;\nconst o = JSON.parse('{\"a\": null, \"b\": null}') as Record<string, number>;\no.a++;\no['b'] += 1;\nconst key = 'b';\no[key] *= 3;\nconst counts: number[] = JSON.parse('[null]');\nconst before = counts[0]++;\nconst t = { n: JSON.parse('null') as number };\nt.n++;\nlet k = JSON.parse('null') as number;\nk++;\nconst missing: Record<string, number> = {};\nmissing.x++;\nconst short: number[] = [1];\nreturn [xs, o, counts, before, t, k, String(missing.x), String(short[1] * 2), String(short.length)];",
  ),
  c(
    'rows with NULL columns in arithmetic',
    "interface Row { id: number; views: number; score?: number }\nconst rows = JSON.parse(params.json) as Row[];\nconst totals: Record<string, number> = JSON.parse('{\"views\": null}');\nconst out: string[] = [];\nfor (const r of rows) {\n  totals.views += r.views;\n  const cells = [r.views, r.score ?? JSON.parse('null')] as number[];\n  out.push(String(r.views * 2), String(r.score! + 1), String(-cells[0]), String(cells[1] / 4), String(Math.max(cells[0], -1)));\n}\nconst byId: Record<string, number> = JSON.parse('{\"1\": null}');\nconst id = '1';\nreturn [out, totals, byId[id] + 5, byId['1'] * 2, String(byId.nope - 1), String(rows[9]?.views ?? -1)];",
    { json: '[{"id":1,"views":null,"score":null},{"id":2,"views":3},{"id":3,"views":0,"score":-0}]' },
  ),
  c(
    'destructured rows with NULL cells',
    "const rows = JSON.parse(params.json) as [number, number][];\nconst out: string[] = [];\nfor (const [id, count] of rows) out.push(String(count * 2 + id));\nconst [a, b] = JSON.parse('[null]') as number[];\nconst pairs: [number, number | undefined][] = [[1, undefined]];\nconst [[p, q]] = pairs;\nreturn [out, String(a - 1), String(b - 1), String(p + q!)];",
    { json: '[[1,null],[2,3],[null,null]]' },
  ),
  c(
    'sold out when stock is 0, not when it is NULL or missing',
    "const stock: Record<string, number> = JSON.parse(params.stock);\nconst rows = JSON.parse('[{\"votes\":null},{\"votes\":0},{\"votes\":-0.0},{\"votes\":0.5}]') as { votes: number }[];\nconst out: string[] = [];\nfor (const sku of ['a', 'b', 'c', 'zz']) {\n  if (stock[sku] === 0) out.push(sku + ' sold out');\n  else if (stock[sku] !== 0) out.push(sku + ' ok');\n}\nconst zeros = rows.filter((r) => r.votes === 0).length;\nconst kinds = rows.map((r) => { switch (r.votes) { case 0: return 'zero'; default: return 'other'; } });\nconst v = JSON.parse('null') as number;\nconst nan = 0 / 0;\nreturn [out, zeros, kinds, v === 0, 0 !== v, stock.zz === 0, [1, 2][5] === 0, nan === 0, -0 === stock.b, stock.b === -0, (stock.b + 1) === 1];",
    { stock: '{"a": 0, "b": 0.0, "c": null}' },
  ),
  c(
    'undefined in an array stays NaN',
    'const slots: (number | undefined)[] = [undefined, 2, undefined];\nslots[0]!++;\nconst first = slots[2]! + 1;\nconst built: number[] = [4];\nreturn [String(slots[0]), String(slots[1]), String(first), String(built[0] * 2), String(built[3] - 1)];',
  ),
];

describe('stored null numbers', () => {
  differentialSuite('stored-null-numbers', CASES);
});
