// An optional chain after a read past an array's end: TypeScript types `rows[9]?.views` as the
// element's member (a `number`), yet the chain short-circuits to undefined, so String(), a
// template, `+` with a string and Number() give 'undefined' and NaN in Node. unlessAbsent()
// converts such a chain in each branch (presence.ts). Each case runs in Node and in PHP
// 7.4 / 8.3 / 8.5.
import { describe } from 'vitest';
import { c, differentialSuite, type DiffCase } from '../helpers/differential.js';

const CASES: DiffCase[] = [
  c(
    'a report line for rows that may not be there',
    "interface Row { views: number; name: string; note: string | null; tags: string[] }\nconst rows = JSON.parse(params.json) as Row[];\nconst lines: string[] = [];\nfor (let i = 0; i < 3; i++) {\n  lines.push(`#${i}: ${rows[i]?.name} (${rows[i]?.views} views, note ${rows[i]?.note}, ${rows[i]?.tags.length} tags)`);\n  lines.push('tags ' + rows[i]?.tags.join('|') + '; ' + String(rows[i]?.note));\n}\nconst r: Row | undefined = rows[3];\nreturn [lines, String(r?.name), Number(rows[5]?.views), Number(rows[0]?.note), String(rows[0]?.views * 2), `${(rows[1]?.views)}`];",
    { json: '[{"views":0,"name":"Ünïcode","note":null,"tags":["a"]},{"views":2.5,"name":"b","note":"n","tags":[]}]' },
  ),
];

describe('optional chains past an array end', () => {
  differentialSuite('chains-past-end', CASES);
});
