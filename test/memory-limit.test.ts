// Strings and arrays sized by request data under PHP's memory_limit (64M here): where the
// result would not fit (Js::check_memory()), the runtime throws JavaScript's RangeError, which
// a handler can catch and the router answers as a JSON 500, instead of PHP's fatal "Allowed
// memory size exhausted" (an HTML page). Sizes that fit still work. Sizes past JavaScript's
// own limits (2^29 - 24 characters, 2^32 - 1 elements) throw the same error in Node too.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { formatDiagnostics } from '../emitter/diagnostics/diagnostic.js';
import { nodeAnswers, runInPhp, writeSuiteProject, type DiffCase, type Outcome } from './helpers/differential.js';
import { closePhp, PHP_VERSIONS } from './helpers/php.js';
import { REPO } from './helpers/project.js';

const LIMIT = "ini_set( 'memory_limit', '64M' );";

/** The body's value, or the error it throws as [instanceof RangeError, name, message]. */
const caught = (expr: string) =>
  `try {\n  return ${expr};\n} catch (e) {\n  return [e instanceof RangeError, (e as Error).name, (e as Error).message];\n}`;

const STRING_ERROR = [true, 'RangeError', 'Invalid string length'];
const ARRAY_ERROR = [true, 'RangeError', 'Invalid array length'];

interface SizeCase extends DiffCase {
  /** What PHP answers under the limit. */
  php: Outcome;
}

const ok = (json: unknown): Outcome => ({ ok: true, json });

/** Too big for 64M (and for the margin left to WordPress), though JavaScript would build them. */
const PHP_ONLY: SizeCase[] = [
  { name: 'repeat', body: caught("'x'.repeat(params.n as number).length"), params: { n: 2e8 }, php: ok(STRING_ERROR) },
  {
    name: 'repeat uncaught: an exception, not a fatal',
    body: "return 'ab'.repeat(params.n as number).length;",
    params: { n: 5e7 },
    php: { ok: false, error: 'Invalid string length' },
  },
  { name: 'padStart', body: caught("'a'.padStart(params.n, '-').length"), params: { n: 1e8 }, php: ok(STRING_ERROR) },
  {
    name: 'padEnd with a non-ASCII fill',
    body: caught("'a'.padEnd(params.n, 'é😀').length"),
    params: { n: 3e7 },
    php: ok(STRING_ERROR),
  },
  {
    name: 'new Array(n).fill()',
    body: caught('new Array(params.n as number).fill(0).length'),
    params: { n: 1e9 },
    php: ok(ARRAY_ERROR),
  },
  {
    name: 'Array(n).fill()',
    body: caught("Array(params.n as number).fill('a').length"),
    params: { n: 5e6 },
    php: ok(ARRAY_ERROR),
  },
  {
    name: 'Array.from({ length: n }, map)',
    body: caught('Array.from({ length: params.n as number }, (_, i) => i).length'),
    params: { n: 1e9 },
    php: ok(ARRAY_ERROR),
  },
  {
    name: 'Array.from({ length: n })',
    body: caught('Array.from({ length: params.n as number }).length'),
    params: { n: 3e6 },
    php: ok(ARRAY_ERROR),
  },
  {
    name: 'spreading a long string into characters',
    body: caught("[...'é'.repeat(params.n as number)].length"),
    params: { n: 3e6 },
    php: ok(ARRAY_ERROR),
  },
  {
    name: "split('') of a long string",
    body: caught("'ab'.repeat(params.n as number).split('').length"),
    params: { n: 2e6 },
    php: ok(ARRAY_ERROR),
  },
  {
    name: 'replaceAll with a long replacement',
    body: caught("'a,'.repeat(params.n as number).replaceAll(',', 'x'.repeat(params.n as number)).length"),
    params: { n: 5000 },
    php: ok(STRING_ERROR),
  },
];

/** Sizes that fit, and sizes past JavaScript's own limits (`error`: Node throws the same RangeError). */
const LIKE_NODE: (DiffCase & { error?: unknown[] })[] = [
  // First: the long strings of the cases after it stay remembered by JsString (its index maps).
  {
    name: 'arrays that fit',
    body: caught(
      "[new Array(params.n as number).fill(1).length, Array.from({ length: params.n as number }, (_, i) => i).length, [...'é'.repeat(params.n as number)].length, 'é'.repeat(params.n as number).split('').length]",
    ),
    params: { n: 2e5 },
  },
  { name: 'repeat that fits', body: caught("'xy'.repeat(params.n as number).length"), params: { n: 4e6 } },
  {
    name: 'padStart and padEnd that fit',
    body: caught(
      "['a'.padStart(params.n as number, 'é😀').length, 'a'.padEnd(params.n as number, 'é😀').slice(-3), 'a'.padEnd(params.n as number, 'é😀').length]",
    ),
    params: { n: 3e6 + 1 }, // Whole fills: a lone half of 😀 would be U+FFFD in PHP.
  },
  {
    error: STRING_ERROR,
    name: 'repeat past 2^29 characters',
    body: caught("'x'.repeat(params.n as number).length"),
    params: { n: 1e9 },
  },
  {
    error: STRING_ERROR,
    name: 'padStart past 2^29 characters',
    body: caught("'x'.padStart(params.n as number).length"),
    params: { n: 1e9 },
  },
  {
    error: STRING_ERROR,
    name: 'join with a long separator past 2^29 characters',
    body: caught("new Array(params.n as number).fill(1).join('-'.repeat(params.m as number)).length"),
    params: { n: 1e5, m: 1e4 },
  },
  {
    error: ARRAY_ERROR,
    name: 'Array.from({ length: 2^32 })',
    body: caught('Array.from({ length: params.n as number }).length'),
    params: { n: 2 ** 32 },
  },
  {
    error: ARRAY_ERROR,
    name: 'new Array(2^32)',
    body: caught('new Array(params.n as number).fill(0).length'),
    params: { n: 2 ** 32 },
  },
];

const tmpRoot = path.join(REPO, 'test', '.tmp');

function compile(cases: DiffCase[]): { dir: string; files: Map<string, string>; ts: string[] } {
  fs.mkdirSync(tmpRoot, { recursive: true });
  const dir = fs.mkdtempSync(path.join(tmpRoot, 'memory-limit-'));
  const ts = writeSuiteProject(dir, cases);
  const compiled = compileProject(dir);
  if (!compiled.files) throw new Error(formatDiagnostics(compiled.diagnostics, dir, false));
  return { dir, files: compiled.files, ts };
}

describe('data-sized strings and arrays under memory_limit 64M', () => {
  const php: Record<string, Outcome[]> = {};
  const like: Record<string, Outcome[]> = {};
  let node: Outcome[] = [];

  beforeAll(async () => {
    const a = compile(PHP_ONLY);
    const b = compile(LIKE_NODE);
    node = await nodeAnswers(b.dir, LIKE_NODE, b.ts);
    for (const version of PHP_VERSIONS) {
      php[version] = await runInPhp(version, a.files, PHP_ONLY, 'Diff\\Cases', [], LIMIT);
      like[version] = await runInPhp(version, b.files, LIKE_NODE, 'Diff\\Cases', [], LIMIT);
    }
    fs.rmSync(a.dir, { recursive: true, force: true });
    fs.rmSync(b.dir, { recursive: true, force: true });
  });
  afterAll(closePhp);

  PHP_ONLY.forEach((c, i) => {
    it(c.name, () => {
      for (const version of PHP_VERSIONS) expect(php[version][i], `PHP ${version}`).toEqual(c.php);
    });
  });
  LIKE_NODE.forEach((c, i) => {
    it(`${c.name}: as in Node`, () => {
      if (c.error) expect(node[i]).toEqual(ok(c.error));
      else expect(node[i]).toMatchObject({ ok: true });
      for (const version of PHP_VERSIONS) expect(like[version][i], `PHP ${version}`).toEqual(node[i]);
    });
  });
});
