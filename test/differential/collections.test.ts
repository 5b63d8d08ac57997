// Map and Set (docs/subset/arrays-objects.md): a tag index, a visit counter and a roster
// deduplicated by id, the way plugin code uses them; each case runs in Node and in
// PHP 7.4 / 8.3 and must give the same JSON.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

const TAGS = `
export interface Post {
  id: number;
  title: string;
  tags: string[];
}

export const POSTS: Post[] = [
  { id: 1, title: 'Hello', tags: ['news', 'wp'] },
  { id: 2, title: 'Release', tags: ['wp', 'release', 'news'] },
  { id: 3, title: 'Recipes', tags: ['food'] },
  { id: 4, title: 'Patch', tags: ['release', 'wp'] },
];

/** Tag → ids of the posts that carry it, tags in first-seen order. */
export function tagIndex(posts: Post[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const ids = index.get(tag);
      if (ids) ids.push(post.id);
      else index.set(tag, [post.id]);
    }
  }
  return index;
}

export function allTags(posts: Post[]): Set<string> {
  const tags = new Set<string>();
  posts.forEach((p) => p.tags.forEach((t) => tags.add(t)));
  return tags;
}

export class VisitCounter {
  private counts = new Map<string, number>();
  hit(path: string): number {
    const n = (this.counts.get(path) ?? 0) + 1;
    this.counts.set(path, n);
    return n;
  }
  top(limit: number): [string, number][] {
    return [...this.counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, limit);
  }
  total(): number {
    let sum = 0;
    for (const n of this.counts.values()) sum += n;
    return sum;
  }
}
`;

const CONTROLLER_MODULE = `import { POSTS, tagIndex, allTags, VisitCounter, type Post } from '../lib/tags';

interface User { id: number; name: string }
`;

describe('collections', () => {
  differentialSuite(
    'collections',
    [
      // Map basics
      {
        name: 'tag index in insertion order',
        body: 'const index = tagIndex(POSTS);\nreturn [...index];',
      },
      { name: 'Object.fromEntries of a Map', body: 'return Object.fromEntries(tagIndex(POSTS));' },
      {
        name: 'size, has, get of a missing key',
        body: "const index = tagIndex(POSTS);\nreturn [index.size, index.has('wp'), index.has('WP'), index.get('nope') === undefined, index.get('wp')];",
      },
      {
        name: 'delete and re-set moves the key last',
        body: "const m = new Map<string, number>([['a', 1], ['b', 2], ['c', 3]]);\nconst gone = m.delete('a');\nconst again = m.delete('a');\nm.set('a', 4);\nm.set('b', 5);\nreturn [gone, again, [...m.keys()], [...m.values()]];",
      },
      {
        name: 'set returns the map (chaining)',
        body: "const m = new Map<string, string>().set('x', '1').set('y', '2');\nreturn Array.from(m.entries());",
      },
      {
        name: 'clear',
        body: "const m = new Map([['a', 1]]);\nconst s = new Set([1, 2]);\nm.clear();\ns.clear();\nreturn [m.size, s.size, m.has('a'), [...m], [...s]];",
      },
      {
        name: 'new Map(Object.entries(o)) and back',
        body: "const settings = { color: 'red', size: 'L', '2': 'two' };\nconst m = new Map(Object.entries(settings));\nm.set('extra', 'yes');\nreturn [[...m.keys()], Object.fromEntries(m)];",
      },
      {
        name: 'number keys: 1 and 1.0 are one key, "1" is another',
        body: "const m = new Map<number | string, string>();\nm.set(1, 'int');\nm.set(1.0, 'float');\nm.set('1', 'string');\nm.set(0.5, 'half');\nreturn [m.size, m.get(1), m.get('1'), m.get(0.5), [...m.keys()]];",
      },
      {
        name: 'NaN is one key, -0 is 0',
        body: "const m = new Map<number, string>();\nm.set(NaN, 'nan');\nm.set(0 / 0, 'nan again');\nm.set(-0, 'zero');\nreturn [m.size, m.get(NaN), m.get(0), m.has(-0), m.get(-0), [...m.keys()]];",
      },
      {
        name: 'boolean and null keys',
        body: "const m = new Map<boolean | null | string, number>();\nm.set(true, 1).set('true', 2).set(null, 3).set(false, 4);\nreturn [m.size, m.get(true), m.get('true'), m.get(null), m.get(false), m.has('null')];",
      },
      {
        name: 'object keys by identity',
        body: "const a: User = { id: 1, name: 'Ann' };\nconst b: User = { id: 1, name: 'Ann' };\nconst seen = new Map<User, string>();\nseen.set(a, 'first');\nseen.set(b, 'second');\nseen.set(a, 'again');\nreturn [seen.size, seen.get(a), seen.get(b), seen.has({ id: 1, name: 'Ann' })];",
      },
      {
        name: 'array keys by identity',
        body: "const key = [1, 2];\nconst m = new Map<number[], string>([[key, 'pair']]);\nreturn [m.get(key), m.get([1, 2]) ?? 'missing'];",
      },
      {
        name: 'forEach passes value, key, map',
        body: "const m = new Map([['a', 1], ['b', 2]]);\nconst out: string[] = [];\nm.forEach((value, key, map) => {\n  out.push(key + '=' + value + '/' + map.size);\n});\nreturn out;",
      },
      {
        name: 'for-of with destructuring',
        body: "const index = tagIndex(POSTS);\nconst lines: string[] = [];\nfor (const [tag, ids] of index) {\n  lines.push(`${tag}: ${ids.join(',')}`);\n}\nreturn lines;",
      },
      {
        name: 'for-of over keys and entries',
        body: "const index = tagIndex(POSTS);\nlet keys = '';\nfor (const k of index.keys()) keys += k[0];\nlet count = 0;\nfor (const [, ids] of index.entries()) count += ids.length;\nreturn [keys, count];",
      },
      {
        name: 'Array.from with a map function',
        body: 'const index = tagIndex(POSTS);\nreturn Array.from(index, ([tag, ids]) => ({ tag, count: ids.length }));',
      },
      {
        name: 'values array through the map (shared)',
        body: "const index = tagIndex(POSTS);\nindex.get('food')!.push(99);\nreturn index.get('food');",
      },
      {
        name: 'JSON.stringify of a Map and a Set is {}',
        body: "const m = new Map([['a', 1]]);\nconst s = new Set([1]);\nreturn [JSON.stringify(m), JSON.stringify(s), JSON.stringify({ m, s, n: 1 })];",
      },
      {
        name: 'a Map returned in an object serialises as {}',
        body: 'return { index: tagIndex(POSTS), count: tagIndex(POSTS).size };',
      },
      {
        name: 'counter class with a private Map',
        body: "const c = new VisitCounter();\nfor (const p of ['/a', '/b', '/a', '/c', '/a', '/b']) c.hit(p);\nreturn [c.top(2), c.total()];",
      },
      {
        name: 'Map from params',
        body: 'const prices = new Map<string, number>(Object.entries(params.prices as Record<string, number>));\nlet total = 0;\nfor (const item of params.cart as string[]) total += prices.get(item) ?? 0;\nreturn [total, prices.size];',
        params: { prices: { apple: 3, pear: 2, plum: 1.5 }, cart: ['apple', 'plum', 'kiwi', 'apple'] },
      },
      {
        name: 'map of maps',
        body: "const nested = new Map<string, Map<string, number>>();\nfor (const [g, k, n] of [['x', 'a', 1], ['y', 'b', 2], ['x', 'c', 3]] as [string, string, number][]) {\n  if (!nested.has(g)) nested.set(g, new Map());\n  nested.get(g)!.set(k, n);\n}\nreturn [...nested].map(([g, inner]) => [g, Object.fromEntries(inner)]);",
      },
      {
        name: 'a Map as a memo cache',
        body: 'const memo = new Map<number, number>();\nconst fib = (n: number): number => {\n  if (n < 2) return n;\n  const hit = memo.get(n);\n  if (hit !== undefined) return hit;\n  const v = fib(n - 1) + fib(n - 2);\n  memo.set(n, v);\n  return v;\n};\nreturn [fib(40), memo.size];',
      },
      {
        name: 'string keys that look like prototype names',
        body: "const m = new Map<string, number>();\nfor (const w of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'constructor']) m.set(w, (m.get(w) ?? 0) + 1);\nreturn [...m];",
      },
      {
        name: 'numeric-looking string keys keep insertion order',
        body: "const m = new Map<string, number>([['10', 1], ['2', 2], ['b', 3], ['1', 4]]);\nreturn [[...m.keys()], Object.keys(Object.fromEntries(m))];",
      },
      {
        name: 'spread of a Map into an array of pairs, then sort',
        body: "const m = new Map([['b', 2], ['a', 1], ['c', 3]]);\nreturn [...m].sort((x, y) => (x[0] < y[0] ? -1 : 1));",
      },
      {
        name: 'String() of a Map and a Set',
        body: 'return [String(new Map()), `${new Set([1])}`];',
      },

      // Set
      { name: 'set of tags in first-seen order', body: 'return [...allTags(POSTS)];' },
      {
        name: 'dedupe with new Set and spread',
        body: "const ids = [3, 1, 3, 2, 1, 3];\nreturn [[...new Set(ids)], Array.from(new Set(['b', 'a', 'b']))];",
      },
      {
        name: 'add, has, delete, size',
        body: "const s = new Set<string>();\ns.add('a').add('b').add('a');\nconst had = s.has('a');\nconst d1 = s.delete('a');\nconst d2 = s.delete('zz');\nreturn [had, d1, d2, s.size, s.has('a'), [...s]];",
      },
      {
        name: 'set of numbers: 1 and 1.0, NaN',
        body: 'const s = new Set<number>([1, 1.0, NaN, NaN, 0, -0, 2.5]);\nreturn [s.size, [...s], s.has(NaN)];',
      },
      {
        name: 'set of objects by identity',
        body: "const u: User = { id: 1, name: 'Ann' };\nconst s = new Set<User>([u, u, { id: 1, name: 'Ann' }]);\nreturn [s.size, s.has(u), [...s].map((x) => x.name)];",
      },
      {
        name: 'new Set of a string',
        body: "return [...new Set('mississippi')].join('');",
      },
      {
        name: 'Set forEach passes the value twice',
        body: "const out: string[] = [];\nnew Set(['x', 'y']).forEach((v, k, set) => out.push(v + k + set.size));\nreturn out;",
      },
      {
        name: 'set entries, keys, values',
        body: "const s = new Set(['a', 'b']);\nreturn [[...s.entries()], [...s.keys()], Array.from(s.values())];",
      },
      {
        name: 'intersection, union, difference by filter',
        body: 'const a = new Set([1, 2, 3, 4]);\nconst b = new Set([3, 4, 5]);\nreturn {\n  union: [...new Set([...a, ...b])],\n  both: [...a].filter((x) => b.has(x)),\n  onlyA: [...a].filter((x) => !b.has(x)),\n};',
      },
      {
        name: 'roster deduplicated by id',
        body: 'const users: User[] = params.users;\nconst seen = new Set<number>();\nconst unique = users.filter((u) => (seen.has(u.id) ? false : (seen.add(u.id), true)));\nreturn unique.map((u) => u.name);',
        params: {
          users: [
            { id: 2, name: 'Bo' },
            { id: 1, name: 'Ann' },
            { id: 2, name: 'Bo again' },
            { id: 3, name: 'Cy' },
          ],
        },
      },
      {
        name: 'allowed values from params',
        body: "const allowed = new Set(['draft', 'publish', 'private']);\nconst wanted: string[] = params.statuses;\nreturn wanted.filter((s) => allowed.has(s));",
        params: { statuses: ['publish', 'trash', 'draft', 'Publish'] },
      },
      {
        name: 'delete while iterating a snapshot',
        body: 'const s = new Set([1, 2, 3, 4]);\nfor (const x of [...s]) if (x % 2 === 0) s.delete(x);\nreturn [...s];',
      },
      {
        name: 'set from map keys',
        body: "const index = tagIndex(POSTS);\nconst tags = new Set(index.keys());\nreturn [tags.size, tags.has('food')];",
      },
      {
        name: 'Map built from a Set and entries back',
        body: "const s = new Set(['x', 'y']);\nconst m = new Map([...s].map((v, i) => [v, i] as [string, number]));\nreturn [...m.entries()];",
      },
      {
        name: 'Map keyed by a union of ids and names',
        body: "const m = new Map<string | number, string>();\nm.set(1, 'one').set('1', 'uno').set(2, 'two');\nreturn [...m].map(([k, v]) => typeof k + ':' + v);",
      },
    ],
    { module: CONTROLLER_MODULE, files: { 'app/lib/tags.ts': TAGS } },
  );
});
