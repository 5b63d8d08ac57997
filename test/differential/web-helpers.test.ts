// URL and JSON helpers of a settings-export controller (docs/subset/strings-numbers.md):
// encodeURIComponent / encodeURI / decodeURIComponent / decodeURI with URIError,
// JSON.stringify with a replacer (function or key list) and indent, JSON.parse with a
// reviver, instanceof Map / Set. Each case runs in Node and in PHP 7.4 / 8.3.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const EXPORT = `
export interface Settings {
  siteName: string;
  apiKey: string | null;
  password?: string;
  colors: string[];
  limits: { perPage: number; maxUpload: number | null };
  updated: string;
}

export const SETTINGS: Settings = {
  siteName: 'Café & Co',
  apiKey: 'k-123',
  password: 'hunter2',
  colors: ['#fff', '#000'],
  limits: { perPage: 20, maxUpload: null },
  updated: '2024-05-17T10:00:00.000Z',
};

const SECRET = new Set(['password', 'apiKey']);

/** The settings as JSON without secrets (a replacer that drops keys). */
export function exportSettings(s: Settings, indent?: number): string {
  return JSON.stringify(s, (key, value) => (SECRET.has(key) ? undefined : value), indent);
}

export function buildQuery(params: Record<string, string | number>): string {
  return Object.entries(params)
    .map(([k, v]) => encodeURIComponent(k) + '=' + encodeURIComponent(String(v)))
    .join('&');
}

export function parseQuery(query: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of query.replace(/^\\?/, '').split('&')) {
    if (part === '') continue;
    const [k, v = ''] = part.split('=');
    out[decodeURIComponent(k!.replace(/\\+/g, ' '))] = decodeURIComponent(v.replace(/\\+/g, ' '));
  }
  return out;
}
`;

const MODULE = `import { SETTINGS, exportSettings, buildQuery, parseQuery, type Settings } from '../lib/export';\n`;

describe('web helpers', () => {
  differentialSuite(
    'web-helpers',
    [
      {
        name: 'encodeURIComponent',
        body: "return ['a b&c=d/é😀', \"!*'()~-_.\", '100%', '?#[]@', ''].map((s) => encodeURIComponent(s));",
      },
      {
        name: 'encodeURI keeps the URL structure',
        body: "return [encodeURI('https://example.org/a b/é?q=1&r=x y#top'), encodeURI('[x]%')];",
      },
      {
        name: 'decodeURIComponent and decodeURI',
        body: "return [decodeURIComponent('a%20b%26c%2F%C3%A9%F0%9F%98%80'), decodeURI('a%20b%26c%2F%C3%A9'), decodeURI('%23%3F%40'), decodeURIComponent('plain')];",
      },
      {
        name: 'round trip of a query string',
        body: "const q = buildQuery({ s: 'crème brûlée', page: 2, 'tag[]': 'a&b' });\nreturn [q, parseQuery('?' + q)];",
      },
      {
        name: 'query from params',
        body: 'return parseQuery(params.q as string);',
        params: { q: 'name=J%C3%BCrgen+M&empty=&city=K%C3%B6ln' },
      },
      {
        name: 'malformed escape is a URIError',
        body: 'try {\n  return decodeURIComponent(params.v as string);\n} catch (e) {\n  return [e instanceof URIError, (e as Error).name, (e as Error).message];\n}',
        params: { v: '%E0%A4%A' },
      },
      {
        name: 'malformed escapes throw with the message',
        body: "const bad = ['%', '%zz', '%C3', '%C3%28', '%80', '%ED%A0%80', '%F4%90%80%80'];\nreturn bad.map((b) => {\n  try {\n    return decodeURIComponent(b);\n  } catch (e) {\n    return (e as Error).name + ': ' + (e as Error).message;\n  }\n});",
      },
      {
        name: 'decodeURI of a malformed escape',
        body: "return decodeURI('%E0%A4%A');",
        throws: { message: true },
      },
      { name: 'replacer drops secrets', body: 'return exportSettings(SETTINGS);' },
      { name: 'replacer with indent', body: 'return exportSettings(SETTINGS, 2);' },
      {
        name: 'replacer keeps nulls it is given',
        body: 'return JSON.stringify({ a: null, b: [null, 1], c: 2 }, (_k, v) => v);',
      },
      {
        name: 'replacer transforms values',
        body: "return JSON.stringify({ price: 9.5, qty: 2, name: 'x', nested: { price: 1 } }, (k, v) => (k === 'price' ? `$${(v as number).toFixed(2)}` : v));",
      },
      {
        name: 'replacer sees the root with an empty key',
        body: 'const keys: string[] = [];\nJSON.stringify({ a: [1, { b: 2 }] }, (k, v) => {\n  keys.push(k);\n  return v;\n});\nreturn keys;',
      },
      {
        name: 'replacer returning undefined in an array writes null',
        body: "return JSON.stringify([1, 2, 3, 4], (k, v) => (k !== '' && (v as number) % 2 === 0 ? undefined : v));",
      },
      {
        name: 'replacer that returns null explicitly',
        body: "return JSON.stringify({ a: 1, b: 'x' }, (k, v): string | number | null | object => (k === 'b' ? null : v));",
      },
      {
        name: 'replacer with a Map turned into an object',
        body: "const data = { tags: new Map([['a', 1], ['b', 2]]), list: new Set(['x']) };\nreturn JSON.stringify(data, (_k, v) => (v instanceof Map ? Object.fromEntries(v) : v instanceof Set ? [...v] : v));",
      },
      {
        name: 'array replacer keeps listed keys at every level',
        body: "return JSON.stringify({ id: 1, title: 'T', meta: { id: 9, title: 'inner', x: 1 }, x: 2 }, ['title', 'id', 'meta']);",
      },
      {
        name: 'array replacer with indent string',
        body: "return JSON.stringify(SETTINGS, ['siteName', 'limits', 'perPage'], '--');",
      },
      {
        name: 'reviver turns dates into timestamps',
        body: "const text = JSON.stringify(SETTINGS);\nconst back = JSON.parse(text, (key, value) => (key === 'updated' ? Date.parse(value as string) : value));\nreturn [back.updated, back.siteName];",
      },
      {
        name: 'reviver order and deletion',
        body: 'const seen: string[] = [];\nconst out = JSON.parse(\'{"a":1,"b":{"c":2,"d":3},"e":[4,5]}\', (k, v) => {\n  seen.push(k);\n  return k === \'d\' ? undefined : v;\n});\nreturn [seen, out];',
      },
      {
        name: 'reviver keeps nulls',
        body: 'return JSON.parse(\'{"a":null,"b":[null,2]}\', (_k, v) => v);',
      },
      {
        name: 'reviver doubles numbers',
        body: "return JSON.parse(params.json as string, (_k, v) => (typeof v === 'number' ? v * 2 : v));",
        params: { json: '{"x":1,"y":[2,3],"z":{"w":4.5}}' },
      },
      {
        name: 'instanceof Map and Set',
        body: 'const values: unknown[] = [new Map(), new Set(), {}, []];\nreturn values.map((v) => [v instanceof Map, v instanceof Set]);',
      },
    ],
    { module: MODULE, files: { 'app/lib/export.ts': EXPORT } },
  );
});
