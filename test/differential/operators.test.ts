// Operators with JavaScript semantics (docs/subset/core.md): arithmetic, `**`, `+` on
// strings and numbers, comparison, strict equality and null/undefined, truthiness,
// `&&`/`||`/`??`, compound assignment, `++`/`--`, typeof, in, instanceof, bitwise,
// comma, delete, element access, spreads and optional chaining.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

describe('operators', () => {
  differentialSuite('operators', [
    // Numbers.
    { name: 'number literals and 2 ** 53', body: 'return [1, -2, 1.5, 0.1, 1e21, 2 ** 53];' },
    {
      name: '** on integers',
      body: 'const two = 2;\nconst ten = 10;\nreturn [two ** 10, two ** -1, (-two) ** 3, ten ** 15, ten ** 16, ten ** 21, two ** 64, 0 ** 0];',
    },
    {
      name: '** on fractions',
      body: 'const b = 4;\nreturn [b ** 0.5, 2 ** 0.5, 1.5 ** 2, (-8) ** (1 / 3), 0.1 ** 2];',
    },
    {
      name: '** with NaN and Infinity',
      body: 'const one = 1;\nreturn [NaN ** 0, one ** Infinity, (-one) ** Infinity, 2 ** Infinity, 0.5 ** Infinity, Infinity ** -1, 0 ** -1, one ** NaN];',
    },
    { name: '**= and right associativity', body: 'let n = 2;\nn **= 3;\nreturn [n, 2 ** 3 ** 2, (2 ** 3) ** 2];' },
    {
      name: 'division',
      body: 'const a = 7;\nconst z = 0;\nreturn [a / 2, 1 / 3, -a / z, z / z, 10 / 4, 6 / 3, -0 / 5];',
    },
    {
      name: 'remainder',
      body: 'const a = 7;\nreturn [a % 3, -a % 3, a % -3, 5.5 % 2, -5.5 % 2, a % 0, 0 % 5, 2 ** 53 % 3, 0.3 % 0.1];',
    },
    {
      name: 'subtraction and multiplication',
      body: 'const a = 0.1;\nconst b = 3;\nreturn [a * b, b - a, b * -1, 1e308 * 10, 2 ** 31 * 2 ** 31];',
    },
    {
      name: 'unary minus and plus',
      body: "const n = -3;\nconst s: string = '42';\nreturn [-n, - -n, -(-n), +s, +'', +'x', +true, +'0x10', -'5'];",
    },
    // + on strings and numbers.
    {
      name: '+ on strings and numbers',
      body: "const n = 1;\nconst s = 'a';\nreturn [s + n, n + s, n + 2 + s, s + n + 2, 1.5 + '', 0.1 + 0.2 + '', s + null, s + true, s + [1, 2]];",
    },
    {
      name: '+ on values of unknown type',
      body: "const a: any = '5';\nconst b: any = 3;\nconst t: any = true;\nconst arr: any = [1, 2];\nreturn [a + b, b + b, a + null, t + 1, arr + 'x', null + b];",
    },
    {
      name: '- * / on values of unknown type',
      body: "const a: any = '6';\nconst e: any = '';\nconst two: any = '2';\nconst x: any = 'x';\nreturn [a - 1, a * two, -a, +a, a / 4, a % 4, e - 1, a - x];",
    },
    {
      name: 'large integer results',
      body: 'const big = 2 ** 53;\nreturn [big + 2, big * 2, big - 1, String(2 ** 60)];',
    },
    // Comparison.
    {
      name: 'comparison of numbers',
      body: 'const a = 2;\nconst b = 2.5;\nreturn [a < b, a <= 2, b > a, b >= 3, -0 < 0, Infinity > 1e308];',
    },
    {
      name: 'comparison of strings',
      body: "const a: string = 'apple';\nconst b: string = 'banana';\nreturn [a < b, a > b, 'Z' < 'a', '10' < '9', 'é' > 'z', a <= 'apple', '' < 'a', '😀' < '\\uE000', '😀' > '\\uD7FF'];",
    },
    {
      name: 'comparison of values of unknown type',
      body: "const a: any = '10';\nconst b: any = 9;\nconst n: any = null;\nreturn [a < b, a > b, a <= '10', n < 1, n >= 0, a < 'x', b < NaN, ([2] as any) > 1, ('😀' as any) < '\\uFFFD'];",
    },
    { name: 'NaN compares false', body: 'const x = NaN;\nreturn [x < 1, x >= 1, x === x, x !== x, x == null];' },
    // Equality.
    {
      name: 'strict equality of numbers and strings',
      body: "const a = 1;\nconst b = 1.0;\nconst s: string = '1';\nreturn [a === b, a !== b, 0.1 + 0.2 === 0.3, s === '1', (a as unknown) === s, -0 === 0];",
    },
    {
      // Ints and floats of one value (2.5 * 2 is a PHP float), -0, NaN, ±Infinity, past 2^53.
      name: 'strict equality over tricky numbers (every pair)',
      body: "const h = 2.5;\nconst big = 2 ** 53;\nconst xs: number[] = [0, -0, h * 0, 5, h * 2, 10 / 2, 0.5, 0.1 + 0.2, 0.3, NaN, Infinity, -Infinity, 1 / 0, big, big + 1, big * 2, 2 ** 60, 1e21, -1, Math.sqrt(25)];\nconst eq: string[] = [];\nfor (let i = 0; i < xs.length; i++) {\n  let row = '';\n  for (let j = 0; j < xs.length; j++) row += xs[i] === xs[j] ? '=' : xs[i] !== xs[j] ? '.' : '?';\n  eq.push(row);\n}\nreturn eq;",
    },
    {
      name: 'equality with int literals, counters and lengths',
      body: "const h = 2.5;\nconst xs = [1, 2, 3];\nconst s = 'héllo';\nconst out: unknown[] = [];\nfor (let i = 0; i < 4; i++) out.push(i === 2, i === xs.length, i === h * 2 - 3, s.length === 5 - i, 0 === i);\nconst f = h * 2;\nout.push(f === 5, 5 === f, f !== 5, xs.length === f - 2, -0 === 0, f === -5);\nreturn out;",
    },
    {
      name: 'switch and truthiness on int and float zeros',
      body: "const h = 2.5;\nconst out: unknown[] = [];\nfor (const x of [0, -0, h * 0, h * 2, 5, NaN, 0.5]) {\n  switch (x) {\n    case 5: out.push('five'); break;\n    case 0: out.push('zero'); break;\n    default: out.push('other');\n  }\n  out.push(x ? 't' : 'f');\n}\nconst e: string = '';\nconst z: string = '0';\nreturn [out, e ? 1 : 2, z ? 1 : 2];",
    },
    {
      name: 'strict equality of unknown values',
      body: "const a: unknown = 1;\nconst b: unknown = 1.0;\nconst c: unknown = '1';\nconst d: unknown = true;\nreturn [a === b, a === c, c === '1', d === true, d === 1, a !== c];",
    },
    {
      name: 'objects and arrays compare by identity',
      body: 'const o = { a: 1 };\nconst p = { a: 1 };\nconst q = o;\nconst a = [1];\nconst a2 = [1];\nreturn [o === p, o === q, a === a2, (a as unknown) === a];',
    },
    {
      name: 'x === null / undefined when the type has only null',
      body: 'const a: string | null = null;\nreturn [a === null, a == null, a != null, a === undefined, a !== undefined];',
    },
    {
      name: 'x === null / undefined when the type has only undefined',
      body: 'const u: string | undefined = undefined;\nreturn [u === undefined, u === null, u == null, u !== null, u != undefined];',
    },
    {
      name: 'null vs undefined compared with each other',
      body: 'const n: number | null = null;\nconst u: number | undefined = undefined;\nreturn [n === u, n == null && u == null, null === undefined, null == undefined];',
    },
    {
      name: 'missing and present params',
      body: "return [params.a === undefined, params.b === undefined, params.b == null, params.c === 'x'];",
      params: { b: 'y', c: 'x' },
    },
    // Truthiness.
    { name: 'truthiness of unknown values', body: "const v: unknown = '0';\nreturn !!v;" },
    {
      name: 'truthiness table',
      body: "const vals: unknown[] = ['0', [], {}, '', 0, null, 'a', 1, NaN, -0, ' ', 0.1, false, true];\nconst out: boolean[] = [];\nfor (const x of vals) out.push(!!x);\nreturn out;",
    },
    {
      name: '! on unknown values',
      body: "const z: unknown[] = ['0', [], {}, '', 0, NaN, null, 'a', undefined];\nreturn [!!z[0], !z[1], !z[2], !z[3], !z[4], !z[5], !z[6], !!z[7], !z[8]];",
    },
    {
      name: '|| and && return the operand',
      body: "const a: unknown = '';\nconst b: unknown = 'fallback';\nconst x: string = 'x';\nreturn [a || b, a && b, 0 || null, x && 'y'];",
    },
    {
      name: '|| and && with booleans and others',
      body: "const t = true;\nconst f = false;\nconst s = 'x';\nconst z = 0;\nreturn [t && s, f && s, t || s, f || s, z || f, s && z, t && f, f || t];",
    },
    {
      name: '&& and || short-circuit',
      body: 'let n = 0;\nconst bump = () => { n++; return n; };\nconst zero: number = 0;\nconst one: number = 1;\nconst nothing = null as number | null;\nconst a = zero && bump();\nconst b = one || bump();\nconst c = one && bump();\nconst d = nothing || bump();\nreturn [a, b, c, d, n];',
    },
    {
      name: '?? keeps 0, empty string and false',
      body: "const z = params.z as number | null;\nconst e = params.e as string | null;\nconst f = params.f as boolean | null;\nconst n = params.n as string | null;\nreturn [z ?? 5, e ?? 'd', f ?? true, n ?? 'd', n ?? z ?? 'last'];",
      params: { z: 0, e: '', f: false, n: null },
    },
    {
      name: 'ternary uses JavaScript truthiness',
      body: "const vals: unknown[] = ['0', [], {}, '', NaN, 'x'];\nreturn vals.map((v) => (v ? 'T' : 'F')).join('');",
    },
    // Compound assignment and ++/--.
    {
      name: 'compound assignment on numbers',
      body: 'let n = 1;\nn += 2;\nn -= 0.5;\nn *= 4;\nn /= 4;\nconst a = n;\nn %= 2;\nreturn [a, n];',
    },
    {
      name: 'compound assignment on strings',
      body: "let s = 'a';\ns += 1;\ns += true;\ns += null;\ns += [1, 2];\nlet t = '';\nt += 'x' + 2;\nreturn [s, t];",
    },
    {
      name: '/= and %= by zero',
      body: 'let a = 1;\na /= 0;\nlet b = 5;\nb %= 0;\nlet c = -1;\nc /= 0;\nreturn [a, b, c];',
    },
    {
      name: '??=, ||=, &&= on variables',
      body: "let a: string | null = null;\na ??= 'x';\nlet a2: string | null = 'kept';\na2 ??= 'no';\nlet b = '';\nb ||= 'y';\nlet c = 'c';\nc &&= 'z';\nlet d = 0;\nd &&= 5;\nreturn [a, a2, b, c, d];",
    },
    {
      name: '??=, ||=, &&= on properties and elements',
      body: "const o: { v?: number; w: string } = { w: '' };\no.v ??= 5;\no.v ??= 6;\no.w ||= 'filled';\nconst arr: (number | null)[] = [null, 0];\narr[0] ??= 1;\narr[1] ||= 2;\nreturn [o, arr];",
    },
    {
      name: 'logical assignment value and short-circuit',
      body: 'let calls = 0;\nconst next = () => ++calls;\nlet a: number | null = 1;\nconst r1 = (a ??= next());\nlet b = 0;\nconst r2 = (b ||= next());\nreturn [r1, r2, calls];',
    },
    {
      name: 'assignment is an expression',
      body: 'let x = 0;\nconst y = (x += 5);\nconst z = (x = 7);\nlet a: number, b: number;\na = b = 3;\nreturn [x, y, z, a, b];',
    },
    {
      name: '++ and -- values',
      body: 'let i = 0;\nconst a = i++;\nconst b = ++i;\nconst c = i--;\nconst d = --i;\nreturn [a, b, c, d, i];',
    },
    {
      name: '++ on properties and elements',
      body: 'const o = { n: 1 };\nconst arr = [5, 6];\nconst a = o.n++;\nconst b = ++arr[1];\narr[0]--;\nconst c = arr[0]++;\nreturn [a, b, c, o, arr];',
    },
    {
      name: '++ on floats and in loops',
      body: 'let f = 0.5;\nf++;\nlet total = 0;\nfor (let i = 0; i < 5; i++) total += i;\nreturn [f, total];',
    },
    {
      name: 'compound assignment evaluates its target once',
      body: "let calls = 0;\nconst arr = [10, 20];\nconst idx = () => { calls++; return 1; };\narr[idx()] += 5;\narr[idx()]++;\nconst o: Record<string, number> = { k: 1 };\nconst key = () => { calls++; return 'k'; };\no[key()] *= 3;\nreturn [arr, o, calls];",
    },
    {
      name: 'compound assignment on index-signature objects',
      body: "const counts: Record<string, number> = {};\nfor (const w of ['a', 'b', 'a']) counts[w] = (counts[w] ?? 0) + 1;\ncounts['a'] += 10;\nreturn counts;",
    },
    // typeof, in, instanceof.
    {
      name: 'typeof',
      body: "const s: unknown = 'x';\nconst n: unknown = 1.5;\nconst b: unknown = false;\nconst o: unknown = {};\nconst a: unknown = [];\nconst f: unknown = () => 1;\nreturn [typeof s, typeof n, typeof b, typeof o, typeof a, typeof f, typeof params.missing];",
    },
    {
      name: 'typeof null and undefined by type',
      body: 'const n: string | null = null;\nconst u: string | undefined = undefined;\nreturn [typeof n, typeof u, typeof null, typeof undefined];',
    },
    {
      name: 'typeof comparisons narrow',
      body: "const vals: unknown[] = ['s', 1, true, {}, [1]];\nreturn vals.map((v) => typeof v === 'string' ? 'S' : typeof v === 'number' ? 'N' : typeof v === 'boolean' ? 'B' : typeof v === 'object' ? 'O' : '?').join('');",
    },
    {
      name: 'in on objects',
      body: "const o: { a: number; b?: number; c?: string } = { a: 1, b: undefined };\nconst k = 'c';\nreturn ['a' in o, 'b' in o, k in o, 'toString' in {}];",
    },
    { name: 'in on arrays', body: "const a = [1, 2];\nreturn [0 in a, 2 in a, '1' in a, 'length' in a, -1 in a];" },
    {
      name: 'instanceof Error, Array and Object',
      body: "const e = new Error('x');\nconst t = new TypeError('t');\nconst a: unknown = [1];\nconst o: unknown = {};\nreturn [e instanceof Error, t instanceof Error, t instanceof TypeError, e instanceof TypeError, a instanceof Array, o instanceof Array, o instanceof Object, a instanceof Object, new RangeError('r') instanceof RangeError];",
    },
    // Bitwise.
    {
      name: 'bitwise operators',
      body: 'const a = 5;\nconst b = 3;\nreturn [a & b, a | b, a ^ b, ~a, ~-1, 1 << 31, -1 >>> 0, -16 >> 2, -16 >>> 28, 1 << 32, 1 << 33, 8 >> 33];',
    },
    {
      name: 'ToInt32 of large and fractional numbers',
      body: 'const big = 2 ** 32;\nreturn [big | 0, (big + 5) | 0, 2 ** 31 | 0, 1.9 | 0, -1.9 | 0, NaN | 0, Infinity | 0, 1e21 | 0, -(2 ** 31) - 1 | 0];',
    },
    {
      name: 'bitwise on values of unknown type',
      body: "const s: any = '12';\nconst n: any = null;\nreturn [s | 0, s & 4, ~s, n | 0, s << 2, s >>> 1];",
    },
    {
      name: 'compound bitwise assignment',
      body: 'let b = 6;\nb &= 3;\nconst x1 = b;\nb |= 8;\nb ^= 1;\nb <<= 2;\nconst x2 = b;\nb >>= 1;\nb >>>= 1;\nlet neg = -8;\nneg >>>= 28;\nreturn [x1, x2, b, neg];',
    },
    // Comma, delete.
    {
      name: 'comma operator',
      body: 'let i = 0;\nconst x = (i++, i++, i);\nlet a = 0, b = 0;\nfor (a = 1, b = 2; a < 3; a++, b++);\nreturn [x, i, a, b];',
    },
    {
      name: 'delete on object properties',
      body: "const o: { a?: number; b: number; c?: string } = { a: 1, b: 2, c: 'x' };\nconst r = delete o.a;\nconst k = 'c';\ndelete o[k];\nreturn [r, o, 'a' in o];",
    },
    // Element access.
    {
      name: 'array element access out of range',
      body: 'const a = [1, 2, 3];\nconst i = params.i as number;\nconst f = 1.5;\nreturn [a[0], a[5], a[-1], a[f], a[i], a[NaN]];',
      params: { i: 2 },
    },
    { name: 'string element access', body: "const s = 'héllo';\nconst i = 1;\nreturn [s[1], s[10], s[0], s[i + 3]];" },
    {
      name: 'object element access',
      body: "const o: Record<string, number> = { a: 1, 2: 5 };\nconst k = 'a';\nconst n = 2;\nreturn [o[k], o['b'], o.a, o[n], o['2'], o[1 + 1]];",
    },
    {
      name: 'element access on values of unknown type',
      body: "const a: any = [1, 2];\nconst o: any = { x: 1, 0: 'zero' };\nconst s: any = 'abc';\nreturn [a[1], a['1'], a.length, o['x'], o[0], s[2], s.length, a[9]];",
    },
    {
      name: 'element assignment',
      body: "const a = [1, 2];\na[2] = 3;\na[0] = 9;\nconst o: Record<string, number> = {};\no['x'] = 1;\no[String(5)] = 2;\nconst n = 7;\no[n] = 3;\no[0.5] = 4;\nreturn [a, o];",
    },
    {
      name: 'element assignment on values of unknown type',
      body: "const a: any = [1];\na[1] = 'b';\nconst o: any = {};\no.k = 1;\no['j'] = 2;\nreturn [a, o];",
    },
    {
      name: 'assignment to properties',
      body: "const o: { a: number; b?: string; nested: { c: number } } = { a: 1, nested: { c: 2 } };\no.a = 5;\no.b = 'set';\no.nested.c += 1;\nreturn o;",
    },
    {
      name: 'reading a property of undefined throws',
      body: 'const o: any = params.o;\nreturn o.a.b;',
      params: {},
      throws: true,
    },
    // Object and array literals.
    {
      name: 'computed keys and JavaScript key order',
      body: "const k = 2;\nconst name = 'b';\nreturn { z: 0, [k]: 'two', [name]: 1, [1 + 0.5]: 'x', 1: 'one', [`k${k}`]: true };",
    },
    {
      name: 'object spread',
      body: 'const o = { a: 1, b: 2 };\nreturn [{ ...o, b: 3, c: 4 }, { z: 0, ...o, a: 9 }, { ...o }, { ...{}, x: 1 }];',
    },
    {
      name: 'object spread of null, arrays and strings',
      body: "const n = params.n as { x: number } | null;\nconst u = params.u as { x: number } | undefined;\nconst hi: any = 'hi';\nreturn [{ ...n, y: 1 }, { ...u }, { ...[1, 2] }, { ...hi }];",
      params: { n: null },
    },
    {
      name: 'object spread copies, later keys win, first position stays',
      body: "const base = { a: 1, b: 2, 10: 'ten' };\nconst copy = { ...base };\ncopy.a = 99;\nconst first = { b: 0 };\nreturn [base, copy, { ...first, ...base, 5: 'five' }];",
    },
    {
      name: 'array spread',
      body: "const a = [1, 2];\nconst b: number[] = [];\nconst c = [...a, 3, ...b, ...a];\nc[0] = 100;\nreturn [a, c, [...'héllo'], [...'a😀b']];",
    },
    {
      name: 'array spread of values of unknown type',
      body: "const x: any = [1, [2]];\nconst s: any = 'ab';\nreturn [...x, ...s];",
    },
    // Optional chaining.
    {
      name: 'optional chaining on properties',
      body: "type T = { a?: { b?: number[] } };\nconst get = (o: T | undefined) => [o?.a?.b?.[0], o?.a, o?.a?.b ?? 'none'];\nreturn [get(undefined), get({}), get({ a: { b: [7] } }), get({ a: {} })];",
    },
    {
      name: 'optional chaining short-circuits the whole chain',
      body: "const o = params.o as { a: { b: number } } | null;\nconst p = params.p as { a: { b: number } } | null;\nreturn [o?.a.b, p?.a.b, o?.['a']];",
      params: { o: null, p: { a: { b: 3 } } },
    },
    {
      name: 'optional chaining evaluates the base once',
      body: 'let n = 0;\nconst f = () => { n++; return { x: 1 }; };\nconst v = f()?.x;\nconst w = f()?.x;\nreturn [v, w, n];',
    },
    {
      name: 'optional chaining with array methods',
      body: 'const arr = params.arr as number[] | undefined;\nconst none = params.none as number[] | undefined;\nreturn [arr?.length, arr?.includes(2), none?.length, none?.includes(2)];',
      params: { arr: [1, 2] },
    },
    {
      name: 'optional element access',
      body: "const m = params.m as Record<string, string> | null;\nconst n = params.n as Record<string, string> | null;\nconst k = 'x';\nreturn [m?.[k], n?.[k], n?.[k]?.[0]];",
      params: { m: { x: 'hey' }, n: null },
    },
  ]);
});
