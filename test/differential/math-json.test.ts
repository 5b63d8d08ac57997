// Math, JSON and Date (see docs/subset/strings-numbers.md).
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';
import { negativeCases } from '../helpers/negative.js';

describe('math, json, date', () => {
  differentialSuite('math-json', [
    // Math
    {
      name: 'floor / ceil / trunc',
      body: 'return [Math.floor(1.7), Math.floor(-1.2), Math.ceil(1.2), Math.ceil(-1.7), Math.trunc(-4.7), Math.trunc(4.7), Math.floor(5), 1 / Math.ceil(-0.5), 1 / Math.trunc(-0.2)];',
    },
    {
      name: 'round halves up',
      body: 'return [Math.round(2.5), Math.round(-2.5), Math.round(0.5), Math.round(-0.5), Math.round(1.4999999999999998), Math.round(0.49999999999999994), Math.round(-3.7), 1 / Math.round(-0.4), Math.round(2 ** 53 + 2)];',
    },
    {
      name: 'abs and sign',
      body: 'return [Math.abs(-3), Math.abs(-3.5), Math.abs(-Infinity), Math.sign(-3), Math.sign(0), Math.sign(2.5), 1 / Math.sign(-0), Math.sign(NaN)];',
    },
    {
      name: 'min / max',
      body: 'return [Math.max(1, 3, 2), Math.min(1, 3, 2), Math.max(), Math.min(), Math.max(1, NaN, 3), Math.min(NaN), 1 / Math.max(-0, 0), 1 / Math.min(0, -0), Math.max(-1.5, -2)];',
    },
    {
      name: 'min / max of a spread array',
      body: 'const xs = [4, 9, -2, 7.5];\nreturn [Math.max(...xs), Math.min(...xs), Math.max(0, ...xs, 10)];',
    },
    {
      name: 'pow and sqrt',
      body: 'return [Math.pow(2, 10), Math.pow(2, 0.5), Math.pow(2, -2), Math.pow(10, -5), Math.pow(1, Infinity), Math.pow(NaN, 0), Math.pow(2, 64), Math.sqrt(16), Math.sqrt(2), Math.sqrt(-1), Math.pow(-8, 1 / 3)];',
    },
    {
      name: 'pow matches V8 to the last bit',
      body: 'const b = 10;\nconst e = -5;\nreturn [b ** e, Math.pow(1.1, 30), Math.pow(123.456, -3.7), 2 ** 0.5, (-8) ** 3, Math.pow(-2, 0.5), 0 ** -1, Math.pow(-0, -3), 7 ** 22, Math.pow(2, -1074), Math.pow(0.5, 1075)];',
    },
    {
      name: 'cbrt and hypot',
      body: 'return [Math.cbrt(27), Math.cbrt(-8), Math.cbrt(2), Math.cbrt(1e-310), Math.hypot(3, 4), Math.hypot(), Math.hypot(1, 1, 1), Math.hypot(NaN, Infinity), Math.hypot(1e200, 1e200)];',
    },
    {
      name: 'exp and log',
      body: 'return [Math.exp(0), Math.exp(1), Math.log(1), Math.log(Math.E), Math.log(0), Math.log(-1), Math.log10(1000), Math.log10(2), Math.log2(8), Math.log2(1024), Math.log2(3), Math.log1p(0), Math.expm1(0)];',
    },
    {
      name: 'trigonometry',
      body: 'return [Math.sin(0), Math.cos(0), Math.sin(Math.PI / 2), Math.cos(Math.PI), Math.tan(0), Math.atan2(1, 1), Math.atan2(0, -1), Math.atan(1), Math.asin(1), Math.acos(1), Math.asin(2)];',
    },
    {
      name: 'hyperbolic',
      body: 'return [Math.sinh(0), Math.cosh(0), Math.tanh(0), Math.tanh(Infinity), Math.asinh(0), Math.acosh(1), Math.atanh(0)];',
    },
    {
      name: 'fround, clz32, imul',
      body: 'return [Math.fround(5.5), Math.fround(5.05), Math.fround(2 ** 128), Math.clz32(1), Math.clz32(0), Math.clz32(-1), Math.imul(3, 4), Math.imul(0xffffffff, 5), Math.imul(123456789, 987654321)];',
    },
    {
      name: 'constants',
      body: 'return [Math.PI, Math.E, Math.LN2, Math.LN10, Math.LOG2E, Math.LOG10E, Math.SQRT2, Math.SQRT1_2];',
    },
    {
      name: 'random in range',
      body: "const xs = [Math.random(), Math.random(), Math.random()];\nreturn xs.every((x) => typeof x === 'number' && x >= 0 && x < 1);",
    },
    {
      name: 'integral results print as integers',
      body: "return [String(Math.floor(3.9)), `${Math.pow(2, 3)}`, String(Math.max(1.0, 2.0)), Math.round(7.0) + '', JSON.stringify(Math.ceil(0.2))];",
    },
    // JSON.stringify
    {
      name: 'stringify primitives',
      body: "return [JSON.stringify(1), JSON.stringify(1.5), JSON.stringify(-0), JSON.stringify(1e21), JSON.stringify(NaN), JSON.stringify(Infinity), JSON.stringify('s'), JSON.stringify(true), JSON.stringify(null)];",
    },
    {
      name: 'stringify objects and arrays',
      body: "return JSON.stringify({ a: 1, b: [1, 'two', null, true], c: {}, d: [], e: { f: { g: 0.1 } } });",
    },
    {
      name: 'stringify string escaping',
      body: "return JSON.stringify('quote \" back \\\\ slash / tab \\t nl \\n cr \\r bs \\b ff \\f nul \\u0000 us \\u001f del \\u007f é 😀 \\u2028');",
    },
    {
      name: 'stringify key order',
      body: "return JSON.stringify({ b: 1, 2: 'two', a: 2, 1: 'one', '-1': 'neg', '01': 'lead' });",
    },
    {
      name: 'stringify keys escaped',
      body: "const o: Record<string, number> = {};\no['a\"b'] = 1;\no['é\\n'] = 2;\nreturn JSON.stringify(o);",
    },
    {
      name: 'stringify indentation',
      body: "const v = { a: 1, b: [1, 2, { c: [] }], d: {} };\nreturn [JSON.stringify(v, null, 2), JSON.stringify(v, null, '\\t'), JSON.stringify([1], null, 20), JSON.stringify(v, null, 0), JSON.stringify(v, null, 'abcdefghijklmnop'), JSON.stringify([], null, 2)];",
    },
    {
      name: 'stringify functions are left out',
      body: 'const f = () => 1;\nreturn [JSON.stringify({ a: 1, f }), JSON.stringify([f])];',
    },
    {
      name: 'stringify numbers like JavaScript',
      body: 'return JSON.stringify([0.1 + 0.2, 1e-7, 123456789012345680000, 2 ** 53, -1.5e300, 5e-324, 100 / 3]);',
    },
    {
      name: 'stringify a param round trip',
      body: 'return JSON.stringify(params);',
      params: { name: 'Zoë', tags: ['a', 'b'], n: 3, nested: { x: null } },
    },
    {
      name: 'stringify circular throws',
      body: 'const o: Record<string, unknown> = {};\no.self = o;\nreturn JSON.stringify(o);',
      throws: true,
    },
    // JSON.parse
    {
      name: 'parse values',
      body: "return [JSON.parse('1'), JSON.parse('1.5'), JSON.parse('\"s\"'), JSON.parse('true'), JSON.parse('null'), JSON.parse('[1,2,[3]]'), JSON.parse('{\"a\":{\"b\":[]}}')];",
    },
    {
      name: 'parse keeps empty objects and arrays',
      body: 'const v = JSON.parse(\'{"o":{},"a":[],"n":[{}]}\');\nreturn [v, Array.isArray(v.a), Array.isArray(v.o)];',
    },
    {
      name: 'parse numbers',
      body: "return JSON.parse('[1.0, 1e2, -0.5, 9007199254740993, 12345678901234567890, 1e400, 0.1]');",
    },
    {
      name: 'parse then read',
      body: 'const v = JSON.parse(params.body as string) as { items: { id: number; name: string }[] };\nreturn v.items.map((i) => `${i.id}:${i.name.toUpperCase()}`);',
      params: { body: '{"items":[{"id":1,"name":"é"},{"id":2,"name":"b"}]}' },
    },
    {
      name: 'parse unicode escapes',
      body: 'return [JSON.parse(\'"\\\\u00e9\\\\ud83d\\\\ude00\\\\n"\'), JSON.parse(\'"\\\\ud83d"\').length];',
    },
    { name: 'parse key order', body: 'return JSON.stringify(JSON.parse(\'{"b":1,"2":2,"a":3,"1":4}\'));' },
    {
      name: 'parse then stringify round trip',
      body: 'const text = \'{"a":[1,2.5,"x",null,true,{}],"b":{"c":"\\\\u2028/"}}\';\nreturn JSON.stringify(JSON.parse(text)) === text;',
    },
    { name: 'parse invalid JSON throws', body: "return JSON.parse('{a:1}');", throws: true },
    { name: 'parse empty string throws', body: "return JSON.parse('');", throws: true },
    { name: 'parse trailing comma throws', body: "return JSON.parse('[1,]');", throws: true },
    {
      name: 'parse error is a SyntaxError',
      body: "try {\n  JSON.parse('nope');\n  return 'parsed';\n} catch (e) {\n  return e instanceof SyntaxError;\n}",
    },
    // Date
    {
      name: 'Date.now is a recent integer',
      body: 'const t = Date.now();\nreturn [Number.isInteger(t), t > 1.7e12, t < 4e12];',
    },
    {
      name: 'new Date().toISOString format',
      body: 'return /^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$/.test(new Date().toISOString());',
    },
    {
      name: 'new Date(ms)',
      body: 'const d = new Date(1704103200123);\nreturn [d.getTime(), d.toISOString(), d.valueOf(), d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()];',
    },
    {
      name: 'new Date(iso string)',
      body: "return ['2024-01-01T10:00:00Z', '2024-01-01T10:00:00.5+02:00', '2024-02-29', '2024', '2024-03', '+002024-01-01T00:00:00Z', '-000001-01-01T00:00:00Z', '2024-02-29T24:00:00Z', '2024-01-01T10:00:00.123456Z', '2024-02-30'].map((s) => new Date(s).getTime());",
    },
    {
      name: 'invalid dates',
      body: "const bad = ['nope', '2024-13-01', '2024-01-01T25:00Z', '-000000-01-01T00:00:00Z', '2024-01-01T10'].map((s) => new Date(s).getTime());\nreturn [bad.map((t) => Number.isNaN(t)), new Date(NaN).toJSON(), new Date(8.64e15 + 1).getTime()];",
    },
    {
      name: 'invalid date toISOString throws',
      body: "return new Date('nope').toISOString();",
      throws: { message: true },
    },
    {
      name: 'Date.UTC and Date.parse',
      body: "return [Date.UTC(2024, 0, 1), Date.UTC(2024, 13, 1), Date.UTC(99, 0), Date.UTC(2024, 1, 29, 23, 59, 59, 999), Date.UTC(2024, 0, 0), Date.parse('2024-01-02T03:04:05Z'), Date.parse('Tue, 02 Jan 2024 10:00:00 GMT')];",
    },
    {
      name: 'dates far from 1970',
      body: 'return [new Date(-62198755200000).toISOString(), new Date(8.64e15).toISOString(), new Date(-1).toISOString(), new Date(Date.UTC(1900, 1, 28)).toUTCString(), new Date(0).toUTCString()];',
    },
    {
      name: 'date in JSON',
      body: 'const d = new Date(Date.UTC(2024, 4, 6, 7, 8, 9));\nreturn [JSON.stringify({ d }), d.toJSON(), JSON.stringify([new Date(NaN)])];',
    },
    {
      name: 'date copy and setTime',
      body: 'const a = new Date(1000);\nconst b = new Date(a);\nb.setTime(5000);\nreturn [a.getTime(), b.getTime()];',
    },
    {
      name: 'dates and regexps in the response',
      body: 'return { d: new Date(Date.UTC(2020, 0, 2)), bad: new Date(NaN), re: /x/g, list: [new Date(0)] };',
    },
    {
      name: 'date arithmetic',
      body: "const start = new Date('2024-01-01T00:00:00Z');\nconst end = new Date(start.getTime() + 36 * 3600 * 1000);\nreturn [end.toISOString(), (end.getTime() - start.getTime()) / 3600000];",
    },
  ]);
});

negativeCases('math, json, date diagnostics', [
  {
    name: 'local-time getter',
    body: '    return new Date().getHours();',
    code: 'TS2WP3813',
    at: 'new Date().getHours()',
  },
  {
    name: 'local-time constructor',
    body: '    return new Date(2024, 0, 1).getTime();',
    code: 'TS2WP3814',
    at: 'new Date(2024, 0, 1)',
  },
  {
    name: 'date toDateString (local time)',
    body: '    return new Date().toDateString();',
    code: 'TS2WP3813',
    at: 'new Date().toDateString()',
  },
]);
