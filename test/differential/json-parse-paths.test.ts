// JSON.parse's conversion paths (JsJson::parse): json_decode() and then
// - when no number can differ (JsJson::exact_numbers(): no whole-looking float, exponent or 16-digit run),
//   the decoded value itself: a list at the top wrapped, lists inside objects held plainly
//   until a read lifts them (Js::field()), whatever the records' shapes or the `[`s in strings;
// - otherwise the full walk (lists, whole floats, ints beyond 2^53);
// - `-0` outside strings read as -0 (json_decode() reads the int 0).
// probe() shows what JSON.stringify hides: arrays against objects, -0, numbers as JavaScript writes them.
import { describe } from 'vitest';
import { c, differentialSuite } from '../helpers/differential.js';

const MODULE = `
// Set and Map keys tell an int from a whole float in PHP (1 and 1.0 are different keys there).
const WHOLE = new Set<number>([0, 1, 2, 3, 10, 100, 1000, 1500, 9007199254740992]);
const NAMES = new Map<number, string>([[1, 'one'], [1000, 'thousand'], [1500, 'x'], [2, 'two']]);
function probe(v: unknown): unknown {
  if (Array.isArray(v)) {
    const out: unknown[] = ['list'];
    for (const x of v) out.push(probe(x));
    return out;
  }
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) out[k] = probe((v as Record<string, unknown>)[k]);
    return out;
  }
  if (typeof v === 'number') return v === 0 && 1 / v < 0 ? '-0' : \`\${String(v)}:\${Number.isInteger(v)}:\${WHOLE.has(v)}:\${NAMES.get(v) ?? '-'}\`;
  return v;
}
function each(texts: string[]): unknown[] {
  return texts.map((t) => {
    const v = JSON.parse(t) as unknown;
    return [probe(v), JSON.stringify(v)];
  });
}
`;

describe('JSON.parse conversion paths', () => {
  differentialSuite(
    'json-parse-paths',
    [
      // records: one shape, lists at several depths
      c(
        'records with lists and objects at several depths',
        "const rows: unknown[] = [];\nfor (let i = 0; i < 6; i++) rows.push({ id: i, tags: ['a', `t${i}`], meta: { ok: i % 2 === 0, list: [i, [i + 0.5]] }, kids: [{ x: [i], y: { z: [] } }], name: `n${i}` });\nconst back = JSON.parse(JSON.stringify(rows)) as { tags: string[]; meta: { list: unknown[] }; kids: { x: number[] }[] }[];\nback[0]!.tags.push('pushed');\nback[5]!.kids[0]!.x.push(99);\nback[2]!.meta.list.push('m');\nreturn [probe(back), back.map((r) => r.tags.length + r.kids[0]!.x.length)];",
      ),
      c(
        'records whose later rows hold lists where the first has none',
        'return each([\'[{"a":1,"b":"x"},{"a":[1,2],"b":{"c":[3]}},{"a":2,"d":[[4]]}]\', \'[{"k":{"m":1}},{"k":{"m":[1]}}]\', \'{"a":{"b":1},"c":[{"d":[1]}]}\']);',
      ),
      c(
        'a later row has an object where the first had a list, and the other way',
        'return each([\'[{"a":[1]},{"a":{"b":[2]}},{"a":"s"},{"a":null},{}]\', \'[{"a":{"b":[1]}},{"a":[{"b":[2]}]},{"a":[3]}]\', \'[[1],{"a":[2]},[[3]]]\']);',
      ),
      c(
        'brackets inside strings',
        'return each([\'{"s":"[1,2]","l":[{"t":"]["}]}\', \'[{"a":"[","b":[1]},{"a":"[[","b":[2]}]\', \'{"a":"[x]"}\', \'["[", "]", "[]"]\']);',
      ),
      c(
        'lists of lists, empty and mixed lists',
        "return each(['[[1,[2]],[3,[4,[5]]],[]]', '[[],[[1]],[[[2]]]]', '[1,[2],{\"a\":[3]}]', '[{},[],\"\",0]', '[[{\"a\":[1]}],[{\"a\":[2]}]]', '[]', '{}', '[[]]', '[{}]']);",
      ),
      c(
        'objects without lists, empty and numeric keys',
        'return each([\'{"a":{"b":{"c":1}},"d":"x"}\', \'{"":[1],"a":{"":2}}\', \'[{"1":[1],"b":2},{"1":[3],"b":4}]\', \'[{"":{"":[1]}},{"":{"":[2]}}]\']);',
      ),
      // numbers
      c(
        '-0 outside and inside strings',
        "return each(['-0', '[-0]', '{\"a\":-0}', '[ -0 , 1]', '{\"a\" : -0 }', '\"-0\"', '[\"2024-01-05\", -0]', '{\"d\":\"x -0 y\",\"n\":-0}', '-0.0', '-0e1', '[-0.5,-0.25]', '{\"a\":\"\\\\\"-0\",\"b\":[-0,\"[-0]\"]}', '\\n-0\\t', '[0,-0,0]']);",
      ),
      c(
        'whole floats and exponents',
        "return each(['1.0', '[1.0,2.50,3.000]', '1e3', '1E3', '[1.5e3,1e-3,0.1e1]', '1e21', '[1e400,-1e400]', '{\"a\":[{\"b\":2.0}],\"c\":1e2}', '[0.0, 10.0, 100.00]']);",
      ),
      c(
        'ints beyond 2^53 and long decimals',
        "return each(['9007199254740993', '[-9007199254740993,9007199254740992,9007199254740991]', '12345678901234567890', '[1.0000000000000001,0.99999999999999999]', '[123456789012345.6,4503599627370495.5]', '{\"a\":[18446744073709551616]}', '[1234567890123456]']);",
      ),
      c(
        'digits and e inside strings, beside numbers',
        'return each([\'{"s":"1e5","t":"1.0","u":"12345678901234567","n":1.5,"l":[2]}\', \'[{"id":"5e3","v":[1.25]},{"id":"1.0","v":[2.5]}]\', \'{"when":"2024-01-05T10:00:00.000Z","at":[1.5]}\']);',
      ),
      c(
        'deep nesting on both walks',
        "const open = '[{\"a\":'.repeat(60) + '[1]' + '}]'.repeat(60);\nconst whole = '[{\"a\":'.repeat(60) + '[1.0]' + '}]'.repeat(60);\nconst depth = (v: unknown): number => {\n  let d = 0;\n  while (Array.isArray(v)) {\n    v = (v[0] as { a: unknown }).a ?? v[0];\n    d++;\n  }\n  return d;\n};\nconst a = JSON.parse(open) as unknown;\nconst b = JSON.parse(whole) as unknown;\nreturn [depth(a), depth(b), JSON.stringify(a).length, JSON.stringify(b)];",
      ),
      // large texts (4 KB and more: the stringify proof without a walk) and whole handlers
      c(
        'a large table round trip',
        "const rows: { id: number; name: string; price: number; tags: string[]; meta: { ok: boolean; note: string | null } }[] = [];\nfor (let i = 0; i < 300; i++) rows.push({ id: i, name: `item \"${i}\" 1e${i % 9}`, price: i * 1.25 + 0.1, tags: ['a', `t${i % 7}`], meta: { ok: i % 2 === 0, note: i % 5 === 0 ? null : 'x/y' } });\nconst text = JSON.stringify(rows);\nconst back = JSON.parse(text) as typeof rows;\nlet total = 0;\nfor (const r of back) total += r.price;\nback[299]!.tags.push('z');\nreturn [text.length, total, back[299], JSON.stringify(back).length, probe(back[7])];",
      ),
      c(
        'a large table with whole floats, -0 and big ints',
        'const rows: { id: number; half: number; z: number; big: number; tags: number[] }[] = [];\nfor (let i = 0; i < 300; i++) rows.push({ id: i, half: i * 0.5, z: i % 50 === 0 ? -0 : i, big: 9007199254740000 + i, tags: [i / 4] });\nconst text = JSON.stringify(rows).replace(/"half":(\\d+),/g, \'"half":$1.0,\').replace(/"z":0,/g, \'"z":-0,\');\nconst back = JSON.parse(text) as typeof rows;\nlet ints = 0;\nlet zeros = 0;\nfor (const r of back) {\n  if (Number.isInteger(r.half)) ints++;\n  if (r.z === 0 && 1 / r.z < 0) zeros++;\n}\nreturn [text.length, ints, zeros, JSON.stringify(back).slice(0, 200), probe(back[50]), String(back[299]!.big)];',
      ),
      c(
        'a request body parsed and totalled',
        "const order = JSON.parse(params.body as string) as { id: string; lines: { sku: string; qty: number; price: number; opts: string[] }[]; note: string | null };\nlet total = 0;\nfor (const l of order.lines) total += l.qty * l.price;\norder.lines.push({ sku: 'fee', qty: 1, price: 0.5, opts: [] });\nreturn { id: order.id, total, count: order.lines.length, opts: order.lines.map((l) => l.opts.join('+')), probe: probe(order), text: JSON.stringify(order) };",
        {
          body: '{"id":"A-0017","lines":[{"sku":"x-01","qty":2,"price":9.99,"opts":["red","L"]},{"sku":"y-02","qty":1,"price":100.0,"opts":[]},{"sku":"z","qty":3,"price":-0,"opts":["[gift]"]}],"note":"2024-01-05 -0"}',
        },
      ),
      c(
        'records round trip with the same and with changed shapes',
        'const a = JSON.parse(JSON.stringify([{ p: [1], q: { r: [2] } }, { p: [3], q: { r: [4] } }])) as { p: number[]; q: { r: number[] } }[];\nconst b = JSON.parse(JSON.stringify([{ p: [1] }, { p: [2], q: { r: [3] } }])) as { p: number[]; q?: { r: number[] } }[];\na[1]!.q.r.push(5);\nb[1]!.q!.r.push(6);\nreturn [probe(a), probe(b)];',
      ),
    ],
    { module: MODULE },
  );
});
