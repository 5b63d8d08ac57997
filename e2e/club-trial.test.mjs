// Issue 30's club trial (test/differential/club-trial/) on a real WordPress: the built
// plugin on MariaDB behind nginx, Apache and `php -S` with e2e/php-s-router.php, each
// asked the trial's requests over HTTP (pretty URLs, and `?rest_route=` for the encoded
// path segments); every answer must be the one Node gives (ts2wp/testing's request(), or
// the handler itself for a decoded segment). Plain `php -S` is left out: it cuts `a%3Fb`
// at the `?` and answers a last segment with a dot itself (REPORT.md, docs/decisions.md
// "Hosting").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeAnswers, PLUGIN } from '../test/differential/club-trial/node-answers.ts';
import { REQUESTS, SEGMENT_CASES } from '../test/differential/club-trial/requests.ts';
import { buildWithCli, removeDir, tempDir } from './helpers.mjs';
import { startWordPress } from './native.mjs';

const SERVERS = ['nginx', 'apache', 'php-s-router'];

/** A request's URL on a site: the route in the path, or in `rest_route` for the 'query' form. */
function urlOf(base, r) {
  if (r.url !== 'query') return `${base}/wp-json${r.path}`;
  const [route, query] = r.path.split('?');
  return `${base}/?rest_route=${route}${query ? `&${query}` : ''}`;
}

async function send(base, r) {
  const res = await fetch(urlOf(base, r), {
    method: r.method,
    headers: r.json ? { 'Content-Type': 'application/json' } : {},
    body: r.json ? JSON.stringify(r.json) : undefined,
  });
  const text = await res.text();
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    data = text.slice(0, 300);
  }
  return { status: res.status, data };
}

describe('the club trial on a live WordPress (nginx, Apache, php -S with a router)', () => {
  let out;
  let wp;
  let node;

  beforeAll(async () => {
    out = await tempDir('ts2wp-club-');
    const built = await buildWithCli(PLUGIN, out, 'riverside-club');
    node = await nodeAnswers(PLUGIN);
    wp = await startWordPress({ plugins: [built.dir], servers: SERVERS, log: (s) => console.log(`[club] ${s}`) });
  }, 240_000);

  afterAll(async () => {
    await wp?.stop();
    await removeDir(out);
  }, 60_000);

  it.each(SERVERS)('%s answers every request as Node does', async (server) => {
    await wp.query("DELETE FROM wp_options WHERE option_name = 'club_last_booking'");
    const base = wp.urls[server];
    const got = [];
    for (const r of REQUESTS) got.push({ name: r.name, ...(await send(base, r)) });
    for (const c of SEGMENT_CASES) got.push({ name: c.request.name, ...(await send(base, c.request)) });
    const want = [...REQUESTS.map((r) => r.name), ...SEGMENT_CASES.map((c) => c.request.name)].map((name, i) => ({
      name,
      ...[...node.requests, ...node.segments][i],
    }));
    expect(got).toEqual(want);
  });
});
