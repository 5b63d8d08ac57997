// structuredClone, console.* and crypto.randomUUID from a project whose tsconfig brings in
// the DOM lib (the same holds for @types/node): Node's answers against PHP 7.4 and 8.3.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileProject } from '../../emitter/compile.js';
import { differentialSuite } from '../helpers/differential.js';
import { expectFailureAt } from '../helpers/negative.js';
import { closePhp, getPhp, DIFFERENTIAL_PHP_VERSIONS, runPhp } from '../helpers/php.js';
import { controller, makeProject, REPO } from '../helpers/project.js';

const MODULE = `
interface Draft { title: string; tags: string[]; meta: { views: number; when: Date | null } }
function draft(): Draft {
  return { title: 'Hello', tags: ['a', 'b'], meta: { views: 3, when: new Date(0) } };
}
class Point {
  constructor(public x: number, public y: number) {}
  norm() { return Math.hypot(this.x, this.y); }
}
`;

const c = (name: string, body: string) => ({ name, body });

describe('host globals', () => {
  differentialSuite(
    'host-globals',
    [
      c(
        'structuredClone makes a deep copy of records',
        "const a = draft();\nconst b = structuredClone(a);\nb.title = 'Changed';\nb.tags.push('c');\nb.meta.views++;\nreturn { a, b, same: a === b, tagsShared: a.tags === b.tags };",
      ),
      c(
        'structuredClone keeps shared and circular references',
        'const shared = { n: 1 };\nconst o: { l: typeof shared; r: typeof shared; self?: unknown } = { l: shared, r: shared };\no.self = o;\nconst copy = structuredClone(o);\nreturn [copy.l === copy.r, copy.l === shared, copy.self === copy, copy.l.n];',
      ),
      c(
        'structuredClone of Map, Set, Date and primitives',
        "const m = new Map<string, number[]>([['a', [1]], ['b', [2, 3]]]);\nconst s = new Set([1, 2, 3]);\nconst m2 = structuredClone(m);\nm2.get('a')!.push(9);\nconst d = structuredClone(new Date(86400000));\nreturn [[...m.entries()], [...m2.entries()], [...structuredClone(s)], d.toISOString(), structuredClone(5), structuredClone('x'), structuredClone(null)];",
      ),
      c(
        'structuredClone of a class instance is a plain object; of a function, an error',
        "const p = structuredClone(new Point(3, 4));\nlet error = '';\ntry {\n  structuredClone({ f: () => 1 });\n} catch (e) {\n  error = e instanceof Error ? 'thrown' : 'other';\n}\nreturn [p, p instanceof Point, error];",
      ),
      c(
        'console.* returns undefined and does not change the answer',
        "const r = console.log('note', 1, { a: 1 });\nconsole.info('info');\nconsole.warn(['w']);\nconsole.error('e');\nconsole.debug('d');\nreturn { r: r === undefined };",
      ),
      c(
        'crypto.randomUUID gives a version 4 UUID',
        'const ids = [crypto.randomUUID(), crypto.randomUUID()];\nreturn [ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id)), ids[0] !== ids[1]];',
      ),
    ],
    {
      module: MODULE,
      files: { 'tsconfig.json': JSON.stringify({ compilerOptions: { lib: ['ES2024', 'DOM'] } }) },
    },
  );
});

describe('console.* writes to the debug log only with WP_DEBUG_LOG on', () => {
  const source = fs.readFileSync(path.join(REPO, 'php-runtime', 'JsHost.php'), 'utf8');
  afterAll(closePhp);
  for (const version of DIFFERENTIAL_PHP_VERSIONS) {
    it(`PHP ${version}`, async () => {
      const php = await getPhp(version);
      php.writeFile('/tmp/JsHost.php', source);
      const script = (debugLog: boolean) => `<?php
define( 'ABSPATH', '/' );
${debugLog ? "define( 'WP_DEBUG_LOG', true );" : ''}
@unlink( '/tmp/debug.log' );
ini_set( 'error_log', '/tmp/debug.log' );
require '/tmp/JsHost.php';
var_dump( \\Ts2wpScope\\Framework\\JsHost::console( 'warn', 'low stock:', 'ten' ) );
echo file_exists( '/tmp/debug.log' ) ? file_get_contents( '/tmp/debug.log' ) : 'no log';`;
      const on = await runPhp(php, script(true));
      expect(on.errors).toBe('');
      expect(on.text).toMatch(/^NULL\n.*\[warn\] low stock: ten\n$/s);
      const off = await runPhp(php, script(false));
      expect(off.text).toBe('NULL\nno log');
    });
  }
});

describe('host globals outside the supported calls', () => {
  it('console.table → TS2WP3005 at the call', () => {
    const body = `  @Api({ namespace: 'a/v1' })\n  h(): unknown {\n    console.table([{ a: 1 }]);\n    return 1;\n  }\n`;
    const files: Record<string, string> = {
      ...controller(body),
      'tsconfig.json': JSON.stringify({ compilerOptions: { lib: ['ES2024', 'DOM'] } }),
    };
    const source = files['app/Controllers/TestController.ts'];
    const dir = makeProject(files);
    const result = compileProject(dir);
    fs.rmSync(dir, { recursive: true, force: true });
    expectFailureAt(result, source, 'TS2WP3005', 'console.table(');
  });
});
