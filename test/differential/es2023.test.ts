// ES2023+ array and object functions (docs/subset/arrays-objects.md), in a release-log
// helper module: toSorted, toReversed, toSpliced, with, findLast, findLastIndex, at,
// entries, Object.groupBy, Map.groupBy. Each case runs in Node and in PHP 7.4 / 8.3.
//
// Node 20 has no Object.groupBy / Map.groupBy (Node 21+): the spec's algorithm is
// installed below only when they are missing, as the reference the PHP must match.
import { describe } from 'vitest';
import { differentialSuite } from '../helpers/differential.js';

type GroupBy = <T>(items: Iterable<T>, key: (item: T, index: number) => unknown) => unknown;
const globals = { Object, Map } as unknown as { Object: { groupBy?: GroupBy }; Map: { groupBy?: GroupBy } };
if (!globals.Object.groupBy) {
  globals.Object.groupBy = (items, key) => {
    const out: Record<string, unknown[]> = Object.create(null) as Record<string, unknown[]>;
    let i = 0;
    for (const item of items) {
      const k = String(key(item, i++));
      (out[k] ??= []).push(item);
    }
    return out;
  };
}
if (!globals.Map.groupBy) {
  globals.Map.groupBy = (items, key) => {
    const out = new Map<unknown, unknown[]>();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      const group = out.get(k);
      if (group) group.push(item);
      else out.set(k, [item]);
    }
    return out;
  };
}

const RELEASES = `
export interface Release {
  version: string;
  date: string;
  stable: boolean;
  downloads: number;
}

export const RELEASES: Release[] = [
  { version: '1.0.0', date: '2024-01-10', stable: true, downloads: 1200 },
  { version: '1.1.0-beta', date: '2024-02-01', stable: false, downloads: 40 },
  { version: '1.1.0', date: '2024-02-20', stable: true, downloads: 900 },
  { version: '1.2.0-rc', date: '2024-03-15', stable: false, downloads: 75 },
  { version: '1.2.0', date: '2024-04-02', stable: true, downloads: 1500 },
];

export const byDownloads = (a: Release, b: Release): number => b.downloads - a.downloads;

export function latestStable(releases: readonly Release[]): Release | undefined {
  return releases.findLast((r) => r.stable);
}
`;

const MODULE = `import { RELEASES, byDownloads, latestStable, type Release } from '../lib/releases';\n`;

describe('es2023', () => {
  differentialSuite(
    'es2023',
    [
      {
        name: 'toSorted leaves the original alone',
        body: 'const sorted = RELEASES.toSorted(byDownloads);\nreturn [sorted.map((r) => r.version), RELEASES.map((r) => r.version)];',
      },
      {
        name: 'toSorted default order is String order',
        body: 'const n = [10, 9, 1, 100, 25];\nreturn [n.toSorted(), n, n.toSorted((a, b) => a - b)];',
      },
      {
        name: 'toSorted with undefined last',
        body: "const xs: (string | undefined)[] = ['b', undefined, 'a'];\nreturn xs.toSorted().map((x) => x ?? 'none');",
      },
      {
        name: 'toSorted of strings by UTF-16 order',
        body: "return ['zoe', 'Zed', 'émile', 'adam', 'Émile'].toSorted();",
      },
      {
        name: 'toReversed',
        body: 'const v = RELEASES.map((r) => r.version);\nconst r = v.toReversed();\nr.push("x");\nreturn [r, v.length];',
      },
      {
        name: 'toSpliced removes and inserts on a copy',
        body: "const tags = ['a', 'b', 'c', 'd'];\nreturn [tags.toSpliced(1, 2), tags.toSpliced(1, 0, 'x', 'y'), tags.toSpliced(-1), tags.toSpliced(0, 99), tags];",
      },
      {
        name: 'toSpliced replaces one',
        body: "const steps = ['draft', 'review', 'publish'];\nreturn steps.toSpliced(1, 1, 'edit', 'review');",
      },
      {
        name: 'with replaces one element',
        body: "const row = ['a', 'b', 'c'];\nreturn [row.with(1, 'B'), row.with(-1, 'C'), row.with(1.9, 'x'), row];",
      },
      {
        name: 'with out of range is a RangeError',
        body: "const row = [1, 2, 3];\ntry {\n  row.with(3, 0);\n  return 'no error';\n} catch (e) {\n  return [e instanceof RangeError, (e as Error).message];\n}",
      },
      {
        name: 'with negative out of range',
        body: 'const row = [1];\nreturn row.with(-2, 0);',
        throws: { message: true },
      },
      {
        name: 'with on params',
        body: 'const scores: number[] = params.scores;\nconst i = scores.indexOf(Math.min(...scores));\nreturn scores.with(i, 0);',
        params: { scores: [7, 3, 9, 3] },
      },
      { name: 'findLast in a helper', body: 'return latestStable(RELEASES)?.version;' },
      {
        name: 'findLast with no match',
        body: 'return [latestStable([]) === undefined, RELEASES.findLast((r) => r.downloads > 5000) ?? null];',
      },
      {
        name: 'findLast gets the index',
        body: 'const seen: number[] = [];\nconst hit = [5, 6, 7, 8].findLast((x, i) => {\n  seen.push(i);\n  return x % 2 === 1;\n});\nreturn [hit, seen];',
      },
      {
        name: 'findLastIndex',
        body: 'const v = RELEASES.findLastIndex((r) => !r.stable);\nconst none = RELEASES.findLastIndex((r) => r.downloads < 0);\nreturn [v, none];',
      },
      {
        name: 'at(-1) for the latest',
        body: "const latest = RELEASES.at(-1);\nconst first = RELEASES.at(0);\nreturn [latest?.version, first?.version, RELEASES.at(99) ?? 'none'];",
      },
      {
        name: 'entries in for-of with destructuring',
        body: 'const lines: string[] = [];\nfor (const [i, r] of RELEASES.entries()) {\n  lines.push(`${i + 1}. ${r.version}`);\n}\nreturn lines;',
      },
      {
        name: 'entries spread',
        body: "return [...['x', 'y'].entries()];",
      },
      {
        name: 'Object.groupBy by a boolean',
        body: "const g = Object.groupBy(RELEASES, (r) => (r.stable ? 'stable' : 'preview'));\nreturn { stable: g.stable?.map((r) => r.version), preview: g.preview?.map((r) => r.version) };",
      },
      {
        name: 'Object.groupBy key order and index keys',
        body: "const g = Object.groupBy([3, 12, 7, 25, 1], (n, i) => (n >= 10 ? 'big' : String(i % 2)));\nreturn [Object.keys(g), g];",
      },
      {
        name: 'Object.groupBy by month',
        body: 'const g = Object.groupBy(RELEASES, (r) => r.date.slice(0, 7));\nreturn Object.entries(g).map(([m, rs]) => [m, rs!.length]);',
      },
      {
        name: 'Map.groupBy keeps key types',
        body: 'const g = Map.groupBy(RELEASES, (r) => r.stable);\nreturn [...g].map(([k, rs]) => [k, rs.length]);',
      },
      {
        name: 'Map.groupBy by downloads bucket',
        body: 'const g = Map.groupBy(RELEASES, (r) => Math.floor(r.downloads / 1000));\nreturn [[...g.keys()], g.get(1)?.map((r) => r.version)];',
      },
      {
        name: 'chain of copying methods',
        body: "return RELEASES.filter((r) => r.stable)\n  .toSorted(byDownloads)\n  .toReversed()\n  .with(0, { version: 'x', date: '', stable: true, downloads: 0 })\n  .map((r) => r.version);",
      },
      {
        name: 'toSorted on a readonly array',
        body: "const order: readonly string[] = ['c', 'a', 'b'];\nreturn order.toSorted((a, b) => (a < b ? 1 : -1));",
      },
    ],
    { module: MODULE, files: { 'app/lib/releases.ts': RELEASES } },
  );
});
