// Object functions, hasOwnProperty and JavaScript's key order (docs/subset/arrays-objects.md):
// each case runs in Node and in PHP 7.4 / 8.3 and must give the same JSON.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';
import { negativeCases } from '../helpers/negative.js';

describe('objects', () => {
  differentialSuite('objects', [
    // Key order in JSON: array-index keys ascending first, then insertion order.
    { name: 'JSON key order puts index keys first', body: "return { b: 1, 2: 'x', a: 2, 1: 'y' };" },
    {
      name: 'JSON key order of string index keys',
      body: "return { z: 0, '10': 'ten', '9': 'nine', '01': 'lead', '-1': 'neg', '1.5': 'frac', 0: 'zero' };",
    },
    {
      name: 'JSON key order at the 2^32 boundary',
      body: "return { x: 1, '4294967295': 'not an index', '4294967294': 'max index', '4294967296': 'big' };",
    },
    {
      name: 'JSON key order in nested objects',
      body: "return { outer: { b: 1, 3: 'c', 1: 'a' }, list: [{ y: 1, 0: 0 }] };",
    },
    {
      name: 'JSON key order of added keys',
      body: 'const o: Record<string, number> = { b: 1 };\nObject.assign(o, { 5: 5, a: 2, 1: 1 });\nreturn o;',
    },
    { name: 'JSON key order of a param object', body: 'return params.o;', params: { o: { b: 1, 2: 'x', a: 2 } } },

    // Object.keys / values / entries
    { name: 'Object.keys', body: 'return Object.keys({ b: 1, a: 2, c: 3 });' },
    { name: 'Object.keys order', body: "return Object.keys({ b: 1, 2: 'x', a: 2, 1: 'y', '01': 0 });" },
    { name: 'Object.keys of empty', body: 'return Object.keys({});' },
    { name: 'Object.keys of an array', body: "return Object.keys(['a', 'b', 'c']);" },
    { name: 'Object.keys of a param', body: 'return Object.keys(params);', params: { x: 1, y: [2] } },
    { name: 'Object.keys are strings', body: "const k = Object.keys({ 1: 'a' });\nreturn [k, typeof k[0]];" },
    {
      name: 'Object.keys includes null and undefined values',
      body: 'return Object.keys({ a: null, b: undefined, c: 0 });',
    },
    {
      name: 'Object.keys of null throws',
      body: 'const o: any = null;\nreturn Object.keys(o);',
      throws: { message: true },
    },
    { name: 'Object.values', body: "return Object.values({ b: 1, 2: 'x', a: [1, 2] });" },
    { name: 'Object.values of an array', body: 'return Object.values([3, 4]);' },
    {
      name: 'Object.values shares objects',
      body: 'const inner = { n: 1 };\nconst v = Object.values({ inner });\nv.at(0)!.n = 2;\nreturn inner;',
    },
    { name: 'Object.entries', body: "return Object.entries({ b: 1, 2: 'x', a: true });" },
    { name: 'Object.entries of an array', body: "return Object.entries(['x', 'y']);" },
    { name: 'Object.entries of empty', body: 'return Object.entries({});' },
    {
      name: 'Object.entries with map',
      body: "const o = { a: 1, b: 2 };\nreturn Object.entries(o).map((e) => `${e[0]}=${e[1]}`).join('&');",
    },
    {
      name: 'Object.entries in for-of',
      body: 'const o = { a: 1, b: 2 };\nconst out: string[] = [];\nfor (const [k, v] of Object.entries(o)) out.push(k + v);\nreturn out;',
    },
    { name: 'Object.keys length', body: 'return Object.keys({ a: 1, b: 2 }).length;' },

    { name: 'Object.values order', body: "return Object.values({ b: 'b', 10: 'ten', 2: 'two', a: 'a' });" },
    {
      name: 'Object.entries of a param',
      body: 'return Object.entries(params.o);',
      params: { o: { z: 1, 3: 'three', a: [1] } },
    },
    // values/entries of a plain object without index keys: one pass in PHP's order (JsObject.php).
    {
      name: 'Object.values and entries of parsed and built records',
      body: "const o = JSON.parse(params.j as string) as Record<string, any>;\nconst v = Object.values(o);\n(v[1] as number[]).push(9);\nconst counts: Record<string, number> = {};\nfor (const w of 'b a c a b a'.split(' ')) counts[w] = (counts[w] ?? 0) + 1;\ndelete counts.b;\ncounts.b = 7;\nconst u: Record<string, number | undefined> = { x: undefined, y: 1 };\nreturn [v, o, Object.entries(o), Object.entries(counts), Object.values(counts), Object.values(u), Object.entries(u), Object.entries({ '1a': 1, z: 2, 5: 3 }), Object.values({ '': 1, '-1': 2, x: 3 })];",
      params: { j: '{"name":"n","list":[1,[2]],"":0,"nested":{"k":[3]}}' },
    },
    { name: 'Object.keys sorted', body: 'return Object.keys({ b: 1, c: 2, a: 3 }).sort();' },
    {
      name: 'Object.keys then map',
      body: 'const o: Record<string, number> = { a: 1, b: 2 };\nreturn Object.keys(o).map((k) => k + o[k]);',
    },
    { name: 'Object.values sum', body: 'return Object.values({ a: 1, b: 2.5, c: 3 }).reduce((s, x) => s + x, 0);' },
    {
      name: 'Object.entries of nested objects shares them',
      body: 'const inner = { n: 1 };\nconst e = Object.entries({ inner });\ninner.n = 2;\nreturn e;',
    },
    // Object.fromEntries
    { name: 'Object.fromEntries', body: "return Object.fromEntries([['a', 1], ['b', 2]]);" },
    {
      name: 'Object.fromEntries order and duplicates',
      body: "return Object.fromEntries([['b', 1], ['2', 'x'], ['a', 2], ['b', 3]] as [string, unknown][]);",
    },
    {
      name: 'Object.fromEntries numeric keys',
      body: "return Object.fromEntries([[2, 'two'], [1.5, 'x']] as [number, string][]);",
    },
    { name: 'Object.fromEntries of empty is an object', body: 'return Object.fromEntries([]);' },
    {
      name: 'Object.fromEntries round trip',
      body: "const o = { a: 1, b: 2 };\nreturn Object.fromEntries(Object.entries(o).map((e) => [e[0] + '2', e[1] * 10]));",
    },
    {
      name: 'Object.fromEntries of a non-entry throws',
      body: 'const e: any = [1];\nreturn Object.fromEntries(e);',
      throws: true,
    },

    // Object.assign
    {
      name: 'Object.assign mutates and returns the target',
      body: 'const t = { a: 1 };\nconst r = Object.assign(t, { b: 2 });\nreturn [r, t, r === t];',
    },
    {
      name: 'Object.assign later sources win',
      body: 'return Object.assign({}, { a: 1, b: 1 }, { b: 2, c: 3 }, { c: 4 });',
    },
    {
      name: 'Object.assign keeps existing key order',
      body: 'const t = { b: 0, a: 0 };\nObject.assign(t, { a: 1, c: 2, b: 3 });\nreturn Object.keys(t);',
    },
    {
      name: 'Object.assign skips null and undefined',
      body: 'const n: any = null;\nconst u: any = undefined;\nreturn Object.assign({ a: 1 }, n, u, { b: 2 });',
    },
    { name: 'Object.assign copies an array as index keys', body: "return Object.assign({}, ['x', 'y']);" },
    {
      name: 'Object.assign is shallow',
      body: 'const inner = { n: 1 };\nconst copy = Object.assign({}, { inner });\ncopy.inner.n = 2;\nreturn inner;',
    },
    {
      name: 'Object.assign visible through an alias',
      body: 'const t: Record<string, number> = {};\nconst alias = t;\nObject.assign(t, { a: 1 });\nreturn alias;',
    },
    { name: 'Object.assign with no sources', body: 'const t = { a: 1 };\nreturn Object.assign(t);' },
    {
      name: 'Object.assign with spread sources',
      body: 'const parts = [{ a: 1 }, { b: 2 }];\nreturn Object.assign({}, ...parts);',
    },
    {
      name: 'Object.assign onto null throws',
      body: 'const t: any = null;\nreturn Object.assign(t, { a: 1 });',
      throws: { message: true },
    },

    { name: 'Object.fromEntries with a map', body: "return Object.fromEntries(['a', 'b'].map((k, i) => [k, i]));" },
    {
      name: 'Object.fromEntries key order',
      body: "return Object.keys(Object.fromEntries([['b', 1], ['1', 2], ['a', 3], ['0', 4]]));",
    },
    // hasOwnProperty / Object.hasOwn
    {
      name: 'hasOwnProperty',
      body: "const o = { a: 1, b: undefined, c: null };\nreturn [o.hasOwnProperty('a'), o.hasOwnProperty('b'), o.hasOwnProperty('c'), o.hasOwnProperty('d'), o.hasOwnProperty('toString')];",
    },
    {
      name: 'Object.hasOwn',
      body: "const o: Record<string, unknown> = { a: 1, 2: 'x' };\nreturn [Object.hasOwn(o, 'a'), Object.hasOwn(o, 'z'), Object.hasOwn(o, 2), Object.hasOwn(o, '2')];",
    },
    {
      name: 'Object.hasOwn on arrays',
      body: "const a = ['x', 'y'];\nreturn [Object.hasOwn(a, 0), Object.hasOwn(a, '1'), Object.hasOwn(a, 2), Object.hasOwn(a, 'length'), Object.hasOwn(a, 'push'), a.hasOwnProperty(1)];",
    },
    {
      name: 'Object.hasOwn on a param',
      body: "return [Object.hasOwn(params, 'q'), Object.hasOwn(params, 'nope')];",
      params: { q: '' },
    },
    {
      name: 'Object.hasOwn after Object.assign',
      body: "const o: Record<string, number> = {};\nObject.assign(o, { k: 1 });\nreturn Object.hasOwn(o, 'k');",
    },
    {
      name: 'hasOwnProperty on a nested param',
      body: "const o: Record<string, unknown> = params.o;\nreturn [o.hasOwnProperty('k'), o.hasOwnProperty('x')];",
      params: { o: { k: null } },
    },
    {
      name: 'Object.hasOwn on index keys',
      body: "const o = { 1: 'a', b: 2 };\nreturn [Object.hasOwn(o, 1), Object.hasOwn(o, '01'), Object.hasOwn(o, 1.0), Object.hasOwn(o, 'b')];",
    },
    {
      name: 'Object.prototype.hasOwnProperty.call',
      body: "const o: Record<string, number> = { a: 1 };\nreturn [Object.prototype.hasOwnProperty.call(o, 'a'), Object.prototype.hasOwnProperty.call(o, 'b'), Object.prototype.hasOwnProperty.call([5], 0)];",
    },
    {
      name: 'Object.hasOwn of null throws',
      body: "const o: any = null;\nreturn Object.hasOwn(o, 'a');",
      throws: { message: true },
    },
  ]);
});

negativeCases('objects: unsupported', [
  {
    name: 'Object.freeze of a value other names hold',
    body: 'const o = { a: 1 };\nconst f = Object.freeze(o);\nreturn f;',
    code: 'TS2WP3717',
    at: 'o);',
  },
  {
    name: 'Object.seal',
    body: 'const o = Object.seal({ a: 1 });\nreturn o;',
    code: 'TS2WP3712',
    at: 'Object.seal(',
  },
  {
    name: 'Object.defineProperty',
    body: "const o = {};\nObject.defineProperty(o, 'a', { value: 1 });\nreturn o;",
    code: 'TS2WP3712',
    at: 'Object.defineProperty(',
  },
  { name: 'Object.keys of a string', body: "return Object.keys('abc');", code: 'TS2WP3713', at: "'abc'" },
  {
    name: 'Object.assign onto an array',
    body: 'return Object.assign([1], { a: 1 });',
    code: 'TS2WP3715',
    at: '[1], {',
  },
  {
    name: 'Object.fromEntries of an iterable',
    body: "const it: Iterable<[string, number]> = [['a', 1]];\nreturn Object.fromEntries(it);",
    code: 'TS2WP3714',
    at: 'it);',
  },
]);
