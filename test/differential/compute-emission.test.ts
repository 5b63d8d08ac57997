// Issue 17, second step of type-directed emission: forms proven by value ranges and by
// the shape of the code rather than by the checker's types alone. Each case runs in Node
// and in PHP 7.4 / 8.3.
// - String order by one strcmp(): `x < y ? -1 : x > y ? 1 : 0` compares once, and a string
//   comparison checks one operand (or none, for a literal below U+E000) for the lead bytes
//   where UTF-16 order differs from UTF-8 byte order.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const c = (name: string, body: string, params?: Record<string, unknown>) => ({ name, body, params });

/** Strings whose UTF-16 order differs from their byte order, and `show` that tells -0 from 0. */
const MODULE = `
const STRS: string[] = ['', 'a', 'b', 'ab', 'B', '10', '9', '1e3', 'é', '\\uffff', '\\ue000', '\\uefff', '\\uf8ff', '😀', 'a😀', 'a\\uffff', 'a\\ue000', '𐀀', '\\ud7ff', 'zz'];
function show(x: number): string {
  return x === 0 && 1 / x < 0 ? '-0' : String(x);
}
interface Item {
  name: string;
  score: number;
}
`;

describe('compute emission', () => {
  differentialSuite(
    'compute-emission',
    [
      c(
        'three-way string comparison in every form, as a value',
        "const out: string[] = [];\nconst o = { s: '😀', t: '\\ue000' };\nfor (const x of STRS) {\n  for (const y of STRS) {\n    const r = [x < y ? -1 : x > y ? 1 : 0, x > y ? 1 : x < y ? -1 : 0, x < y ? -1 : y < x ? 1 : 0, (y > x ? -1 : y < x ? 1 : 0) * 10, x < o.s ? -1 : x > o.s ? 1 : 0, o.t < x ? -1 : o.t > x ? 1 : 0];\n    out.push(r.map(show).join(','));\n  }\n}\nreturn out.join(' ');",
      ),
      c(
        'string order against literals with and without characters past U+DFFF',
        "const out: string[] = [];\nfor (const x of STRS) out.push([x < 'm', x > '\\uff00', x <= '😀', x >= 'a', 'é' < x, '\\ue000' > x, x < '\\ud7ff', '😀' <= x].map((b) => (b ? 1 : 0)).join(''));\nreturn out.join(' ');",
      ),
      c(
        'three-way forms that are not one comparison stay as written',
        "const out: unknown[] = [];\nconst z = 'm';\nfor (const x of STRS) {\n  for (const y of ['a', '😀', '\\ue000']) {\n    out.push(x < y ? -1 : x > z ? 1 : 0, x < y ? -1 : x > y ? 2 : 0, x < y ? -1 : x > y ? 1 : -0, x < y ? 1 : x > y ? -1 : 0, x < y ? -1 : x < y ? 1 : 0);\n  }\n}\nreturn out.map((v) => (typeof v === 'number' ? show(v) : v)).join(',');",
      ),
      c(
        'sorting records by a comparator with a string tie-break (astral, U+E000, equal names)',
        "const names = ['b', '😀', '\\ue000', 'a', '😀x', '\\uffff', 'b', '', 'a😀', 'a\\ue000', '10', '9'];\nconst items: Item[] = names.map((name, i) => ({ name, score: i % 3 }));\nconst byName = items.slice().sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));\nconst both = items.slice().sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));\nconst keys = names.slice().sort((a, b) => (a < b ? -1 : 1));\nreturn [byName.map((r) => r.name), both.map((r) => `${r.score}${r.name}`), keys];",
      ),
    ],
    { module: MODULE },
  );
});
