// URLSearchParams (docs/subset/strings-numbers.md): a listing endpoint that reads filters
// from a query string, normalizes them, and writes the "next page" link, in Node and in
// PHP 7.4 and 8.3 (php-runtime/JsUrlSearchParams.php).
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const LINKS = `
export interface Filters {
  search: string;
  tags: string[];
  page: number;
}

/** The filters a listing understands, from its query string. */
export function readFilters(query: string): Filters {
  const q = new URLSearchParams(query);
  return { search: q.get('s') ?? '', tags: q.getAll('tag'), page: Number(q.get('page') ?? '1') };
}

/** The query of the next page: same filters, page + 1, no empty search, sorted keys. */
export function nextPage(query: string): string {
  const q = new URLSearchParams(query);
  const page = Number(q.get('page') ?? '1');
  q.set('page', String(page + 1));
  if (q.get('s') === '') q.delete('s');
  q.sort();
  return '?' + q.toString();
}
`;

const MODULE = `import { nextPage, readFilters } from '../lib/links';\n`;

describe('URLSearchParams', () => {
  differentialSuite(
    'search-params',
    [
      {
        name: 'filters from a query string',
        body: 'return readFilters(params.query as string);',
        params: { query: '?s=caf%C3%A9+cr%C3%A8me&tag=news&tag=a%26b&page=3&utm=x' },
      },
      {
        name: 'next page link',
        body: "return [nextPage(params.query as string), nextPage(''), nextPage('s=&page=9&b=1&a=2&a=1')];",
        params: { query: 's=hello world&tag=x&page=2' },
      },
      {
        name: 'built from a record and from pairs, then encoded',
        body: "const fromRecord = new URLSearchParams({ q: 'a b+c', emoji: '😀', sym: \"*-._~!'()&=/?#\", empty: '' });\nconst fromPairs = new URLSearchParams([['x', '1'], ['x', '2'], ['é', 'ü']]);\nreturn [fromRecord.toString(), String(fromPairs), `${fromPairs}`, fromPairs.size, new URLSearchParams(fromPairs).getAll('x')];",
      },
      {
        name: 'has, append, delete with a value, get of a missing name',
        body: "const q = new URLSearchParams('a=1&b=2&a=3');\nq.append('c', '4');\nconst before = [q.has('a'), q.has('a', '3'), q.has('z'), q.get('z'), q.size];\nq.delete('a', '1');\nconst mid = q.toString();\nq.delete('a');\nreturn [before, mid, q.toString(), q.size];",
      },
      {
        name: 'entries, keys, values, forEach and for…of',
        body: "const q = new URLSearchParams('x=1&y=2&x=3');\nconst seen: string[] = [];\nq.forEach((value, key) => seen.push(key + ':' + value));\nconst walked: string[] = [];\nfor (const [k, v] of q) walked.push(k + v);\nreturn [seen, walked, [...q.keys()], [...q.values()], [...q.entries()], Object.fromEntries(q)];",
      },
      {
        name: 'malformed escapes and plus signs',
        body: "const q = new URLSearchParams('a=%zz&b=%E0%A4%A&c=1+1%2B1&d&=e&&f=%C3%A9');\nreturn [...q];",
      },
      {
        name: 'bytes that are not UTF-8: one U+FFFD per maximal subpart, as the URL standard decodes',
        body: "const q = new URLSearchParams('a=%80%80&b=%ED%A0%80&c=%C0%AF&d=%F0%9F%98&e=%E2%82a&f=%F4%90%80%80');\nreturn [...q].map(([k, v]) => [k, v, v.length]);",
      },
    ],
    {
      module: MODULE,
      // The DOM lib declares URLSearchParams (so do Node's types, which `ts2wp init` brings in).
      files: {
        'app/lib/links.ts': LINKS,
        'tsconfig.json': JSON.stringify({ compilerOptions: { lib: ['ES2024', 'DOM', 'DOM.Iterable'] } }),
      },
    },
  );
});
