// Issue 32's front-end trial, kept: the dashboard module a front-end developer wrote against
// samples/blog-api's client compiles with no error under the strictest options, and each
// mistake in probes.ts is a type error except those marked NOT CAUGHT (REPORT.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { STRICT_CONSUMER, typeCheck, type TypeError } from '../helpers/client-module.js';
import { REPO } from '../helpers/project.js';

const HERE = path.join(REPO, 'test', 'client-trial');
/** A front-end project has DOM types (AbortController, fetch). */
const FRONT_END = { ...STRICT_CONSUMER, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'] };

const read = (name: string) => fs.readFileSync(path.join(HERE, name), 'utf8');

/** Errors of one type-check of both files against the freshly generated client. */
let errors: TypeError[];

beforeAll(async () => {
  // The client as a user makes it: the built CLI, not the committed copy.
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-trial32-')), 'client.ts');
  const result = await runCli(['client', path.join(REPO, 'samples', 'blog-api'), '--out', out]);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  const client = fs.readFileSync(out, 'utf8');
  // The committed copy (what dashboard.ts imports in an editor and under lint) is the same text.
  expect(read('client.ts')).toBe(client);
  errors = typeCheck(
    { 'client.ts': client, 'dashboard.ts': read('dashboard.ts'), 'probes.ts': read('probes.ts') },
    FRONT_END,
  );
});

/** Each `as`, `<T>x`, `x!` and `any` in a source file, as its text. */
function escapes(source: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isAsExpression(node) ||
      ts.isTypeAssertionExpression(node) ||
      ts.isNonNullExpression(node) ||
      node.kind === ts.SyntaxKind.AnyKeyword
    ) {
      found.push(node.getText(file));
    }
    ts.forEachChild(node, visit);
  };
  const file = ts.createSourceFile('dashboard.ts', source, ts.ScriptTarget.ES2022, true);
  visit(file);
  return found;
}

describe('issue 32 trial: a dashboard written against the blog-api client', () => {
  it('the natural module compiles with no error and no cast', () => {
    const dashboard = read('dashboard.ts');
    expect(errors.filter((e) => e.file !== 'probes.ts')).toEqual([]);
    expect(escapes(dashboard)).toEqual([]);
    expect(escapes('const a = b as any; const c = d!;')).toEqual(['b as any', 'any', 'd!']);
  });

  it('every probed mistake is a type error, except the ones marked NOT CAUGHT', () => {
    const probes = read('probes.ts');
    const lines = probes.split('\n');
    const directives = lines.flatMap((line, i) => (line.includes('// @ts-expect-error') ? [i + 1] : []));
    // The directive after each comment marked NOT CAUGHT is the one tsc leaves unused.
    const notCaught = lines.flatMap((line, i) =>
      /^\s*\/\/ \d+\..*NOT CAUGHT$/.test(line) ? [directives.find((d) => d > i + 1)] : [],
    );
    expect(directives).toHaveLength(48);
    expect(notCaught).toHaveLength(4);
    expect(errors.filter((e) => e.file === 'probes.ts').map((e) => `${e.file}:${e.line} TS${e.code}`)).toEqual(
      notCaught.map((line) => `probes.ts:${line} TS2578`),
    );
  });
});
