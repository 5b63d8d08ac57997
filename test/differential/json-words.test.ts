// The JSON and word-count fast paths keep JavaScript's answers. JSON.stringify writes with
// json_encode() after JsJson::plain() (objects only: \stdClass and JsArray) and a search of
// its text for what PHP writes differently (exponent floats, -0, digit-leading keys), so
// these cases put those at every depth and position, and put look-alikes inside strings;
// JSON.parse converts json_decode()'s lists and floats in place. Each case runs in Node and
// in PHP 7.4 / 8.3.
import { describe } from 'vitest';
import { c, differentialSuite } from '../helpers/differential.js';

const MODULE = `
class Point {
  constructor(public x: number, public label?: string) {}
}
class Money {
  constructor(public cents: number) {}
  toJSON() {
    return { amount: this.cents / 100, currency: 'EUR' };
  }
}
`;

describe('json and word-count fast paths', () => {
  differentialSuite(
    'json-words',
    [
      // JSON.stringify: what the text search must find, wherever it is
      c(
        '-0 at every position',
        'return [JSON.stringify([-0]), JSON.stringify([1, -0]), JSON.stringify([-0, 1]), JSON.stringify({ a: -0 }), JSON.stringify({ a: 1, b: -0 }), JSON.stringify([[[-0]]]), JSON.stringify({ a: { b: [0, -0, 1] } }), JSON.stringify([{ a: -0 }]), JSON.stringify([-0.5, -0.25, 0, -1]), JSON.stringify(-0)];',
      ),
      c(
        'exponent floats nested',
        'return [JSON.stringify({ a: { b: [1e21, 1e-7, 1.5e17, 5e-5] } }), JSON.stringify([[1e17]]), JSON.stringify({ x: 2 ** 70, y: [1e-4, 9.99e-5] }), JSON.stringify(1e21), JSON.stringify([{ a: [{ b: 1e300 }] }]), JSON.stringify([123e-20, -1e-7])];',
      ),
      c(
        'digit-leading keys nested',
        "const inner: Record<string, number> = { c: 1 };\ninner['10'] = 2;\ninner['2'] = 3;\ninner['1a'] = 4;\ninner['01'] = 5;\nreturn [JSON.stringify({ a: { b: [inner] } }), JSON.stringify([inner, inner]), JSON.stringify({ z: inner, '3': 'x' }), JSON.stringify({ k: { '0': 0 } })];",
      ),
      c(
        'look-alikes inside strings',
        "return [JSON.stringify(['1e+5', 'x-0', ',\"1\":', '{\"2\":3}', '-0]', 'a\\\\\"1\":', '[-0,', '9e-9']), JSON.stringify({ a: ',\"1\":2', b: ['1', '2x', '3\":'], 'c\"d': '{\"4\":' }), JSON.stringify({ s: '\\\\', t: '\"0\":' })];",
      ),
      c(
        'strings that start with digits in arrays and as values',
        "return [JSON.stringify(['1', '22', '3a', '']), JSON.stringify({ a: '1', b: ['2', '3'], c: { d: '4' } }), JSON.stringify([['0'], { e: ['5'] }])];",
      ),
      c(
        'NaN and Infinity nested',
        'return [JSON.stringify({ a: { b: [NaN, 1] } }), JSON.stringify([{ c: Infinity }, -Infinity]), JSON.stringify({ n: NaN, m: 0.5 })];',
      ),
      c(
        'class instances, dates, maps and functions nested',
        "const f = () => 1;\nreturn [JSON.stringify({ a: [new Money(1250), new Point(1)] }), JSON.stringify([{ p: new Point(2, 'b') }]), JSON.stringify({ d: [new Date(86400000)], m: new Map([['k', 1]]), s: new Set([1]) }), JSON.stringify({ a: { f, g: 1 }, b: [1, f] }), JSON.stringify([[new Money(5)]])];",
      ),
      c(
        // Lone surrogates are left out: PHP's UTF-8 cannot hold them (docs/subset/strings-numbers.md).
        'unicode and control characters nested',
        "return [JSON.stringify({ a: ['\\ud83d\\ude00', 'x\\u00e9y'] }), JSON.stringify([{ b: '\\ud83d\\ude00é\\u2028\\u2029' }]), JSON.stringify({ 'é😀': 1, '\\u2028': [2] }), JSON.stringify(['\\u0000\\u001f\\u007f', { c: '\\b\\f\\n\\r\\t' }])];",
      ),
      c(
        'nesting around the walk limit and cycles',
        "const deep = (n: number): unknown => { let v: unknown = [0.5]; for (let i = 0; i < n; i++) v = i % 3 ? [v] : { k: v }; return v; };\nconst texts = [62, 63, 64, 65, 66, 70, 150].map((n) => JSON.stringify(deep(n)));\nconst o: Record<string, unknown> = { a: 1 };\no.self = { inner: [o] };\nlet error = '';\ntry {\n  JSON.stringify(o);\n} catch (e) {\n  error = (e as Error).message.split('\\n')[0]!;\n}\nreturn [texts.map((t) => t.length), texts[6]!.slice(0, 30), error];",
      ),
      c(
        'cycles through arrays only, and long cyclic values',
        "const first = (f: () => unknown) => {\n  try {\n    f();\n    return 'no error';\n  } catch (e) {\n    return (e as Error).message.split('\\n')[0]!;\n  }\n};\nconst a: unknown[] = [1];\na.push(a);\nconst b: unknown[] = [[], [[]]];\n(b[1] as unknown[][])[0]!.push(b);\nconst long: unknown[] = Array.from({ length: 500 }, (_, i) => ({ i, s: 'x'.repeat(10) }));\nlong.push({ back: long });\nreturn [first(() => JSON.stringify(a)), first(() => JSON.stringify(b)), first(() => JSON.stringify(long)), first(() => JSON.stringify({ k: a }))];",
      ),
      c(
        'keys that are names of Object.prototype',
        'const o = JSON.parse(\'{"__proto__":1,"constructor":2,"toString":3,"a":[{"__proto__":[4]}]}\') as Record<string, unknown>;\nreturn [Object.keys(o), JSON.stringify(o)];',
      ),
      c(
        'a built table with exponent-looking names',
        "const rows: { id: number; name: string; price: number; tags: string[]; meta: { ok: boolean; note: string | null } }[] = [];\nfor (let i = 0; i < 40; i++) rows.push({ id: i, name: `${i}e+${i} \"-0\"`, price: i * 1.25 + 0.1, tags: ['a', `t${i % 7}`], meta: { ok: i % 2 === 0, note: i % 5 === 0 ? null : 'x/y' } });\nrows.push({ id: -0, name: 'z', price: 1e-7, tags: [], meta: { ok: false, note: null } });\nconst text = JSON.stringify(rows);\nreturn [text.length, text.slice(0, 120), text.slice(-160)];",
      ),
      // JSON.parse: lists become arrays, whole floats ints, at any depth
      c(
        'parse converts at every depth',
        'const v = JSON.parse(\'[{"a":[1.0,[2.0,{"b":3.0,"c":[4.5]}]],"d":-0.0,"e":1e2,"f":9007199254740993,"g":[[[]]]},[[1.0]],2.0,{"h":{"i":{"j":[1E1]}}}]\') as any[];\nreturn [JSON.stringify(v), String(v[0].a[0]), String(v[0].a[1][1].b), 1 / v[0].d === -Infinity, Array.isArray(v[0].g[0][0]), v[0].a[1][1].c.length, String(v[3].h.i.j[0]), Number.isInteger(v[2])];',
      ),
      c(
        'parsed arrays are arrays to the handler',
        'const v = JSON.parse(\'{"a":[1,2],"b":[{"c":["x"]}],"d":[]}\') as { a: number[]; b: { c: string[] }[]; d: number[] };\nv.a.push(3);\nv.b[0]!.c.push(\'y\');\nv.d.push(v.a.length);\nreturn [v, v.b[0]!.c.join(\'+\'), v.a.map((x) => x * 2)];',
      ),
      c(
        'parse deep nesting and big numbers in objects',
        'const text = \'[\'.repeat(120) + \'1.0\' + \']\'.repeat(120);\nlet v = JSON.parse(text) as unknown;\nlet depth = 0;\nwhile (Array.isArray(v)) {\n  v = v[0];\n  depth++;\n}\nconst big = JSON.parse(\'{"a":18446744073709551616,"b":{"c":-9007199254740993},"d":[12345678901234567890]}\') as any;\nreturn [depth, v, String(big.a), String(big.b.c), String(big.d[0]), JSON.stringify(big)];',
      ),
      c(
        'parse a large table and walk it',
        'const rows: { id: number; price: number; tags: string[] }[] = [];\nfor (let i = 0; i < 300; i++) rows.push({ id: i, price: i * 0.5, tags: [`t${i}`] });\nconst back = JSON.parse(JSON.stringify(rows)) as typeof rows;\nlet total = 0;\nlet ints = 0;\nfor (const r of back) {\n  total += r.price;\n  if (Number.isInteger(r.price)) ints++;\n}\nreturn [total, ints, back[299], back.length, String(back[4]!.price)];',
      ),
      // word counts: join on string[] is implode(), split, Object.keys of a dictionary
      c(
        'join of string arrays',
        "const xs: string[] = ['a', '', 'é😀', 'b c', '1', ''];\nconst sep = '-';\nconst t: [string, string] = ['x', 'y'];\nconst m = 'a1b2'.match(/(a)(z)?/)!;\nreturn [xs.join(' '), xs.join(''), xs.join(), xs.join(sep), [].join('+'), ([] as string[]).join(), t.join('/'), xs.map((x) => x.toUpperCase()).join(`,`), m.join('|'), xs.join('\\u2028')];",
      ),
      c(
        'join of arrays that are not strings',
        "const ns = [1, 1.5, -0, 1e21, NaN];\nconst mixed: (string | number | boolean | null | undefined)[] = ['a', 2, true, null, undefined, 0.1];\nconst opt: (string | undefined)[] = ['a', undefined, 'b'];\nreturn [ns.join(' '), mixed.join(','), opt.join('-'), [[1, 2], [3]].join(';')];",
      ),
      c(
        'split edges',
        "const s = 'a b  c';\nreturn [s.split(' '), s.split(''), s.split('', 2), s.split(' ', 0), s.split(' ', 2), s.split(' ', -1), s.split('x'), ''.split(' '), ''.split(''), 'éxü'.split(''), 'é😀x'.split('😀'), s.split(/\\s+/), s.split('  '), ' a '.split(' '), s.split(undefined as unknown as string), 'a,b,'.split(',')];",
      ),
      c(
        'word counts with integer-like keys',
        "const text = 'b 10 a 2 b 01 1.5 -1 10 4294967295 4294967294 a é 0 b';\nconst counts: Record<string, number> = {};\nfor (const w of text.split(' ')) {\n  counts[w] = (counts[w] ?? 0) + 1;\n}\nconst keys = Object.keys(counts);\nconst sorted = keys.slice().sort((a, b) => counts[b]! - counts[a]! || (a < b ? -1 : 1));\nreturn [keys, sorted.map((k) => `${k}=${counts[k]}`).join(' '), keys.join(','), JSON.stringify(counts), Object.keys({})];",
      ),
      c(
        'word counts with || and missing words',
        "const counts: Record<string, number> = {};\nfor (const w of 'x y x z x y'.split(' ')) counts[w] = (counts[w] || 0) + 1;\nreturn [Object.keys(counts), counts['x'], counts['q'] ?? -1, Object.keys(counts).length];",
      ),
    ],
    { module: MODULE },
  );
});

/**
 * Long texts (4096 bytes and more) are proven without a walk while no translated class with
 * toJSON(), optional fields or an Error base is loaded (JsJson::plain_classes()). All cases
 * run in one PHP process, in order: the classes in lib/ (one file each) load when a case first uses them,
 * so the first cases take that path and the later ones the walk.
 */
const PLAIN = `
export class Plain {
  constructor(public x: number, public label: string) {}
}
export class WithArrow {
  constructor(public x: number) {}
  f = () => this.x;
}
`;
const PRICED = `
export class Priced {
  constructor(public cents: number) {}
  toJSON() {
    return { amount: this.cents / 100 };
  }
}
`;
const MAYBE = `
export class Maybe {
  constructor(public a: number, public b?: string) {}
}
`;

const ROWS = `
function rows(n: number): { id: number; name: string; price: number; tags: string[] }[] {
  const out: { id: number; name: string; price: number; tags: string[] }[] = [];
  for (let i = 0; i < n; i++) out.push({ id: i, name: \`item \${i}\`, price: i * 1.25 + 0.1, tags: ['a', \`t\${i % 7}\`] });
  return out;
}
`;

describe('json: long texts and loaded classes', () => {
  differentialSuite(
    'json-long',
    [
      // Typed as JSON data (no function, no undefined, no class): a `{}` in the text is an
      // empty object, so json_encode()'s long text is trusted (JsJson::stringify( $v, null, true )).
      c(
        'a long table typed as data, with empty objects, arrays and records',
        "const stock: Record<string, number>[] = rows(150).map((r) => (r.id % 3 === 0 ? {} : { [`w${r.id % 4}`]: r.id }));\nconst data = { rows: rows(150), stock, none: {} as Record<string, number>, empty: [] as number[][], nested: [[], [{}]] as Record<string, string>[][] };\nconst t = JSON.stringify(data);\nreturn [t.length, t.slice(0, 80), t.slice(-200), JSON.stringify({ a: {} as Record<string, number>, b: [-0, 1e21, 0.1 + 0.2, 1e-7, 5e-324] }), JSON.stringify({ s: 'a/b</script>\\u2028é😀\"\\\\', k: { '2': 1, b: 2, '1': 3 } as Record<string, number> })];",
      ),
      c(
        'a long plain table',
        'const text = JSON.stringify(rows(200));\nreturn [text.length, text.slice(0, 60), text.slice(-60)];',
      ),
      c(
        'long texts with what json_encode() writes differently at the end',
        "const f = () => 1;\nconst ends: unknown[] = [-0, 1e21, 5e-7, { '7': 'x', a: 1 }, f, { g: f }, {}, [[]], new Date(0), new Map([[1, 2]]), new Set([1]), new Plain(1, 'p'), new WithArrow(2), /x/g, null, NaN];\nreturn ends.map((e) => {\n  const t = JSON.stringify([...rows(120), e]);\n  return [t.length, t.slice(-70)];\n});",
      ),
      c(
        'long texts with plain class instances',
        'const xs = rows(100).map((r) => ({ r, p: new Plain(r.id, r.name), w: new WithArrow(r.id) }));\nconst t = JSON.stringify(xs);\nreturn [t.length, t.slice(0, 120), t.slice(-120)];',
      ),
      c(
        'after a class with optional fields is loaded',
        "const xs: unknown[] = [...rows(150), new Maybe(1), new Maybe(2, 'b')];\nconst t = JSON.stringify(xs);\nreturn [t.length, t.slice(-80)];",
      ),
      c(
        'after a class with toJSON is loaded',
        'const xs: unknown[] = [...rows(150), new Priced(1250)];\nconst t = JSON.stringify(xs);\nconst again = JSON.stringify(rows(150));\nreturn [t.length, t.slice(-60), again.length, again.slice(-60)];',
      ),
      c(
        'a value typed as data that is an instance with toJSON',
        'const shaped: { cents: number }[] = [...rows(150).map((r) => ({ cents: r.id })), new Priced(1250)];\nconst t = JSON.stringify(shaped);\nreturn [t.length, t.slice(-60), JSON.stringify(shaped.slice(-2))];',
      ),
    ],
    {
      module: `import { Plain, WithArrow } from '../lib/plain';\nimport { Priced } from '../lib/priced';\nimport { Maybe } from '../lib/maybe';\n${ROWS}`,
      files: { 'app/lib/plain.ts': PLAIN, 'app/lib/priced.ts': PRICED, 'app/lib/maybe.ts': MAYBE },
    },
  );
});
