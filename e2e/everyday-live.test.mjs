// The everyday-TypeScript corpus (issue 16: test/differential/everyday/cases.ts, a task-board
// plugin with helper modules and an abstract base controller) built by the real CLI and
// served by a real WordPress (Debian's, on MariaDB, behind nginx + php-fpm; e2e/native.mjs):
// every case that takes no params and does not throw answers over HTTP with exactly the
// JSON its TypeScript gives in Node. Run: npx vitest run e2e/everyday-live.test.mjs
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYDAY_CASES, EVERYDAY_OPTIONS } from '../test/differential/everyday/cases.ts';
import { nodeAnswers, writeSuiteProject } from '../test/helpers/differential.ts';
import { buildWithCli, removeDir, since, tempDir } from './helpers.mjs';
import { startWordPress } from './native.mjs';

const SLUG = 'everyday-live';
const CASES = EVERYDAY_CASES.filter((c) => !c.params && !c.throws);

describe('the everyday corpus on WordPress behind nginx', () => {
  const t0 = Date.now();
  let out;
  let wp;
  let node;

  beforeAll(async () => {
    out = await tempDir('ts2wp-everyday-');
    const project = path.join(out, 'project');
    await mkdir(project, { recursive: true });
    const config = { name: 'Everyday', slug: SLUG, phpNamespace: 'Everyday\\Live', version: '1.0.0' };
    const tsFiles = writeSuiteProject(project, CASES, EVERYDAY_OPTIONS, config);
    node = await nodeAnswers(project, CASES, tsFiles);
    const plugin = await buildWithCli(project, path.join(out, 'build'), SLUG);
    wp = await startWordPress({
      plugins: [plugin.dir],
      servers: ['nginx'],
      log: (s) => console.log(`[everyday] ${s}`),
    });
    console.log(`[everyday] ready: ${since(t0)}, ${CASES.length} cases`);
  }, 240_000);

  afterAll(async () => {
    await wp?.stopAndReport();
    await removeDir(out);
  }, 60_000);

  it('answers every case as Node does', async () => {
    expect(CASES.length).toBeGreaterThan(80);
    const mismatches = [];
    for (const [i, c] of CASES.entries()) {
      const response = await fetch(`${wp.urls.nginx}/wp-json/diff/v1/c${i}`);
      const body = await response.json();
      const want = node[i];
      if (!want.ok) {
        mismatches.push(`${c.name}: threw in Node (${want.error})`);
      } else if (response.status !== 200 || JSON.stringify(body) !== JSON.stringify(want.json)) {
        mismatches.push(`${c.name}: HTTP ${response.status} ${JSON.stringify(body)} ≠ ${JSON.stringify(want.json)}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);
});
