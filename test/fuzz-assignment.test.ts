// Seeded fuzzing of the assignment-target grammar (issue 16): random paths through objects,
// arrays and records (element access, parentheses, `!`, `as`, calls) × every assignment
// operator. Each generated statement runs in Node and in PHP 7.4 / 8.3 and must give the
// same JSON: the result of the expression, the mutated data and how often each part of
// the path was evaluated. A build that emits PHP which does not parse (TS2WP4001) fails
// the suite.
import fc from 'fast-check';
import { describe } from 'vitest';
import { differentialSuite, type DiffCase } from './helpers/differential.js';

const SEED = 1616;

const MODULE = `
interface Leaf { n: number; s: string; on: boolean; opt: number | null; list: number[] }
interface Tree { leaf: Leaf; leaves: Leaf[]; byKey: Record<string, Leaf>; grid: Leaf[][]; counts: Record<string, number> }
const leaf = (n: number, s: string): Leaf => ({ n, s, on: n > 1, opt: n > 2 ? n : null, list: [n, n + 1] });
function fresh(): Tree {
  return {
    leaf: leaf(1, 'a'),
    leaves: [leaf(2, 'b'), leaf(3, 'c')],
    byKey: { x: leaf(4, 'd'), y: leaf(0, '') },
    grid: [[leaf(5, 'e')], [leaf(6, 'f'), leaf(7, '')]],
    counts: { a: 1, b: 0 },
  };
}
class Log { calls: string[] = []; at(i: number, what: string): number { this.calls.push(what + i); return i; } }
`;

/** A path to a Leaf, from `t` (a Tree), `log` counting evaluations of computed keys. */
const leafPath = fc.constantFrom(
  't.leaf',
  't.leaves[0]',
  't.leaves[1]!',
  '(t.leaves[1])',
  "t['leaf']",
  't.leaves[log.at(0, "i")]',
  "t.byKey['x']",
  't.byKey[key]',
  't.grid[1][0]',
  't.grid[log.at(1, "r")]![log.at(1, "c")]!',
  '(t.grid[0]![0] as Leaf)',
  'pick(t)',
  '(pick(t))!',
  'copy[0]!',
  '(t.leaves[5] ?? t.leaf)',
  "(key === 'x' ? t.byKey.x : t.leaves[0])",
  '[t.leaf, t.leaves[1]][1]',
);

const wrap = fc.constantFrom(
  (p: string) => p,
  (p: string) => `(${p})`,
  (p: string) => `${p}!`,
);

type Field = { path: string; kind: 'number' | 'string' | 'boolean' | 'nullable' };
const numberField = fc.constantFrom<Field['path']>('.n', "['n']", '.list[0]', '.list[log.at(1, "k")]', '.list[1]!');
const field = fc.oneof(
  numberField.map((path): Field => ({ path, kind: 'number' })),
  fc.constantFrom<Field>(
    { path: '.s', kind: 'string' },
    { path: "['s']", kind: 'string' },
    { path: '.on', kind: 'boolean' },
    { path: '.opt', kind: 'nullable' },
  ),
);

const OPS: Record<Field['kind'], string[]> = {
  number: [
    '= 9',
    '+= 2',
    '-= 3',
    '*= 4',
    '/= 4',
    '%= 2',
    '**= 2',
    '|= 8',
    '&= 6',
    '^= 5',
    '<<= 1',
    '>>= 1',
    '??= 7',
    '||= 7',
    '&&= 7',
    '++',
    '--',
    'pre++',
    'pre--',
  ],
  string: ["= 'z'", "+= '!'", '+= 1', "||= 'empty'", "&&= 'full'", "??= 'none'"],
  boolean: ['= false', '||= true', '&&= false', '??= true'],
  nullable: ['= 1', '??= 11', '||= 12', '&&= 13'],
};

const statement = fc
  .tuple(leafPath, wrap, field, fc.nat(), fc.constantFrom('x', 'y'), fc.boolean())
  .map(([path, w, f, opIndex, key, alias]) => {
    const ops = OPS[f.kind];
    const op = ops[opIndex % ops.length];
    const target = w(`${path}${f.path}`);
    const expr =
      op === 'pre++' || op === 'pre--'
        ? `${op.slice(3)}${target}`
        : op === '++' || op === '--'
          ? `${target}${op}`
          : `${target} ${op}`;
    const lines = [
      'const t = fresh();',
      'const log = new Log();',
      `const key: string = '${key}';`,
      'const copy = t.leaves.slice();',
      'const pick = (tree: Tree): Leaf => { log.calls.push("pick"); return tree.grid[1]![1]!; };',
      alias ? `const before = ${path};` : 'const before = null;',
      `const r = ${expr};`,
      `${expr};`,
      'return { r, t, calls: log.calls, before, copy };',
    ];
    return lines.join('\n');
  });

describe('fuzzing assignment targets', () => {
  const bodies = [...new Set(fc.sample(statement, { numRuns: 120, seed: SEED }))];
  const cases: DiffCase[] = bodies.map((body, i) => ({ name: `#${i} ${body.split('\n')[6]}`, body }));
  differentialSuite('assignment-fuzz', cases, { module: MODULE });
});
