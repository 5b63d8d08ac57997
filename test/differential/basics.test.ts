// The foundation subset: literals, template literals, objects and arrays, params,
// const/let, if/else, ===, and the conversions String/Number/Boolean.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

describe('basics', () => {
  differentialSuite('basics', [
    { name: 'string literal', body: "return 'it\\'s \"quoted\" \\\\ back';" },
    { name: 'string with ?> and <?php', body: "return 'a ?> b <?php c';" },
    { name: 'unicode string', body: "return 'héllo → 🌍';" },
    { name: 'integers and floats', body: 'return [1, -2, 1.5, 0.1, 1e21];' },
    { name: 'booleans and null', body: 'return [true, false, null];' },
    { name: 'undefined in an array is null in JSON', body: 'return [undefined];' },
    { name: 'empty object stays an object', body: 'return {};' },
    { name: 'nested empty object', body: 'return { a: {}, b: [] };' },
    { name: 'numeric keys stay an object', body: "return { 0: 'a', 1: 'b' };" },
    { name: 'object literal', body: "return { message: 'hi', n: 3, ok: true, list: [1, 'two'] };" },
    { name: 'shorthand property', body: "const name = 'x';\nreturn { name };" },
    { name: 'template literal with numbers', body: 'const n = 30;\nreturn `age ${n} / ${1.5} / ${0.1 + 0.2}`;' },
    { name: 'template literal with booleans and null', body: 'return `${true} ${false} ${null}`;' },
    { name: 'template literal with an array', body: 'return `${[1, 2, [3, 4]]}`;' },
    { name: 'template literal with an object', body: 'return `${{}}`;' },
    {
      name: 'params are read',
      body: 'return { greeting: `Hello ${params.name}`, age: params.age };',
      params: { name: 'Ada', age: 36 },
    },
    { name: 'missing param reads as undefined', body: 'return { v: params.nope === undefined };', params: {} },
    { name: 'let and reassignment', body: 'let x = 1;\nx = x + 1;\nreturn x;' },
    { name: 'if / else', body: "const n = 5;\nif (n > 3) {\n  return 'big';\n} else {\n  return 'small';\n}" },
    {
      name: 'else if chain',
      body: "const n = 0;\nif (n > 0) return 'pos';\nelse if (n < 0) return 'neg';\nelse return 'zero';",
    },
    {
      name: 'strict equality of numbers',
      body: 'const a = 1;\nconst b = 1.0;\nreturn [a === b, a !== b, 0.1 + 0.2 === 0.3];',
    },
    { name: 'strict equality of strings', body: "const a: string = 'x';\nreturn [a === 'x', a === 'X', a !== 'y'];" },
    {
      name: 'strict equality across types',
      body: "const a: unknown = 1;\nconst b: unknown = '1';\nreturn [a === b, a === 1, b === '1'];",
    },
    { name: 'string concatenation with +', body: "const n = 2;\nreturn 'n=' + n + '!' + true;" },
    { name: 'number addition', body: 'const a = 2;\nconst b = 3.5;\nreturn a + b;' },
    { name: 'comparison operators', body: 'const a = 2;\nreturn [a < 3, a <= 2, a > 2, a >= 3];' },
    { name: 'string comparison', body: "const a: string = 'apple';\nreturn [a < 'banana', a > 'Apple'];" },
    {
      name: 'an angle-bracket assertion vanishes like as',
      body: "const v: unknown = 'abc';\nconst n: unknown = 2;\nreturn [(<string>v).length, <number>n + 1, !!<boolean>(n === 2), (<string>v).toUpperCase()];",
    },
    { name: 'nullish coalescing', body: "const a: string | null = null;\nreturn a ?? 'default';" },
    { name: 'ternary', body: "const n = 4;\nreturn n % 2 === 0 ? 'even' : 'odd';" },
    { name: 'unary minus and not', body: 'const n = 3;\nconst t = true;\nreturn [-n, !t, !0];' },
    { name: 'division and modulo', body: 'return [7 / 2, 6 / 3, 7 % 3, -7 % 3, 5.5 % 2, 1 / 0, -1 / 0];' },
    {
      name: 'String()',
      body: "return [String(1), String(1.5), String(true), String(null), String('s'), String([1, 2])];",
    },
    {
      name: 'Number()',
      body: "return [Number('42'), Number(' 3.5 '), Number(''), Number(true), Number(null), Number('0x1f'), Number('1e3')];",
    },
    { name: 'Boolean()', body: "return [Boolean('0'), Boolean(''), Boolean(0), Boolean([]), Boolean({})];" },
    {
      name: 'large numbers print like JavaScript',
      body: 'return [String(1e21), String(123456789012345680000), String(1e-7), String(0.000001), String(-1e-7)];',
    },
    {
      name: 'as, satisfies and ! are erased',
      body: 'const v = params.v as string;\nconst w = { a: 1 } satisfies Record<string, number>;\nreturn [v!, w.a];',
      params: { v: 'x' },
    },
  ]);
});
