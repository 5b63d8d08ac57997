// The live server matrix: one WordPress (Debian's, on MariaDB) served by nginx + php-fpm,
// Apache + mod_php with WordPress's .htaccess (default, and with AllowEncodedSlashes
// NoDecode), `php -S` (PATH_INFO) and `php -S` with e2e/php-s-router.php, all at once
// (e2e/native.mjs). The echo fixture (e2e/fixtures/echo, built by the real CLI) answers with
// what its handlers received; every cell of the echo corpus (e2e/echo-corpus.mjs: path
// segments in every URL form, query strings, JSON and form bodies) must arrive intact, or be
// destroyed before any plugin runs exactly where the corpus says so. Playground runs the
// same corpus on the shared site (e2e/site/servers.mjs).
// The table of what each server delivered goes to e2e/artifacts/servers.md.
// Run: npx vitest run e2e/servers.test.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCells, FORMS, judge, rawCell, rawDelivered } from './echo-corpus.mjs';
import { sendCells, summarize } from './echo-send.mjs';
import { ARTIFACTS, buildWithCli, FIXTURES, removeDir, since, tempDir } from './helpers.mjs';
import { SERVERS, startWordPress } from './native.mjs';

describe('live server matrix: the echo corpus on nginx, Apache and php -S', () => {
  const t0 = Date.now();
  let out;
  let wp;
  const results = {};

  beforeAll(async () => {
    out = await tempDir('ts2wp-servers-');
    const echo = await buildWithCli(path.join(FIXTURES, 'echo'), out, 'ts2wp-e2e-echo');
    wp = await startWordPress({
      plugins: [echo.dir],
      muPlugins: { 'echo-raw.php': readFileSync(path.join(FIXTURES, 'echo-raw.php'), 'utf8') },
      servers: SERVERS,
      log: (s) => console.log(`[servers] ${s}`),
    });
    console.log(`[servers] ready: ${since(t0)}`);
  }, 240_000);

  afterAll(async () => {
    await wp?.stopAndReport();
    await removeDir(out);
    if (Object.keys(results).length) {
      mkdirSync(ARTIFACTS, { recursive: true });
      writeFileSync(path.join(ARTIFACTS, 'servers.md'), summarize(results));
      console.log(`[servers] ${since(t0)}; table in e2e/artifacts/servers.md`);
    }
  }, 60_000);

  it('a plain register_rest_route() plugin gets the route as docs/decisions.md (Hosting) says, on every server and URL form', async () => {
    const got = {};
    const want = {};
    for (const server of SERVERS) {
      const answers = await sendCells(wp.urls[server], FORMS.map(rawCell));
      FORMS.forEach((url, i) => {
        got[`${server} ${url}`] = answers[i].body?.s ?? answers[i].status;
        want[`${server} ${url}`] = rawDelivered(server, url);
      });
    }
    expect(got).toEqual(want);
  });

  for (const server of SERVERS) {
    it(`${server}: every cell arrives intact or is destroyed where the corpus says`, async () => {
      const cells = allCells();
      const responses = await sendCells(wp.urls[server], cells);
      const verdicts = cells.map((cell, i) => judge(server, cell, responses[i]));
      results[server] = verdicts;
      expect(verdicts.filter((v) => v.verdict === 'wrong')).toEqual([]);
      expect(verdicts.filter((v) => v.verdict === 'intact').length).toBeGreaterThan(cells.length * 0.85);
    });
  }
});
