// Path, query and body values through every URL form WordPress accepts, in the unit harness
// (test/harness/wp-rest.php: superglobals as a web server sets them, magic quotes, the real
// WP::parse_request()), on PHP 7.4 and 8.3. The same corpus runs on real servers in
// e2e/servers.test.mjs, which is what keeps this model honest.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs module shared with the live tests
import { allCells, destroyed, harnessRequest, judge, pathCells } from '../e2e/echo-corpus.mjs';
import { buildProject } from './helpers/build.js';
import { closePhp, getPhp, PHP_VERSIONS } from './helpers/php.js';
import { makeProject, REPO } from './helpers/project.js';
import { restRequests, type HarnessRequest } from './helpers/wp.js';

let echo: string;

beforeAll(async () => {
  const fixture = path.join(REPO, 'e2e', 'fixtures', 'echo');
  const dir = makeProject({}, null);
  fs.cpSync(fixture, dir, { recursive: true });
  echo = await buildProject(dir);
});
afterAll(closePhp);

interface Verdict {
  id: string;
  verdict: string;
  reason: string | null;
  status: number;
  got: unknown;
  expected: unknown;
}

describe.each(PHP_VERSIONS)('URL forms through WordPress on PHP %s', (version) => {
  it('every cell of the echo corpus reaches the handler as the client meant it, or is destroyed as documented', async () => {
    const cells = allCells();
    const responses = await restRequests(
      await getPhp(version),
      [echo],
      cells.map((c: unknown) => harnessRequest(c) as HarnessRequest),
    );
    const verdicts: Verdict[] = cells.map((cell: unknown, i: number) =>
      judge('harness', cell, { status: responses[i].status, body: responses[i].data }),
    );
    expect(verdicts.filter((v) => v.verdict === 'wrong')).toEqual([]);
    // The model destroys only what the servers do: slashes and ? in PATH_INFO, commas once decoded.
    const lost = verdicts.filter((v) => v.verdict === 'destroyed');
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.length).toBeLessThan(cells.length / 10);
  });

  it('with PATH_INFO passed still encoded (as Playground does), every cell arrives intact but where the route itself is cut', async () => {
    const cells = allCells().filter((c: { url: string }) => c.url === 'pathinfo');
    const responses = await restRequests(
      await getPhp(version),
      [echo],
      cells.map((c: unknown) => ({ ...harnessRequest(c), url: 'pathinfo-raw' })),
    );
    const verdicts: Verdict[] = cells.map((cell: unknown, i: number) =>
      judge('harness-raw', cell, { status: responses[i].status, body: responses[i].data }),
    );
    expect(verdicts.filter((v) => v.verdict === 'wrong')).toEqual([]);
    expect(verdicts.filter((v) => v.verdict === 'destroyed').map((v) => v.id)).toEqual(['s#11 raw pathinfo']);
  });

  it('hands the route over as each form carries it (slashed, encoded or decoded)', async () => {
    const responses = await restRequests(
      await getPhp(version),
      [echo],
      ['pretty', 'query', 'post', 'pathinfo'].map(
        (url) =>
          ({
            method: url === 'post' ? 'POST' : 'GET',
            path: "/echo/v1/s/O'Brien%20%25",
            url,
            headers: url === 'post' ? { 'X-HTTP-Method-Override': 'GET' } : {},
          }) as HarnessRequest,
      ),
    );
    // What WordPress itself gives any plugin, before the runtime turns it back into the client's text.
    expect(responses.map((r) => r.route)).toEqual([
      "/echo/v1/s/O\\'Brien%20%25",
      "/echo/v1/s/O\\'Brien %",
      "/echo/v1/s/O\\'Brien %",
      "/echo/v1/s/O\\'Brien %25",
    ]);
    expect(responses.map((r) => r.data)).toEqual(Array(4).fill({ s: "O'Brien %" }));
  });

  it("keeps rest_route out of the handler's params, whatever the form", async () => {
    const responses = await restRequests(
      await getPhp(version),
      [echo],
      [
        { method: 'GET', path: '/echo/v1/q?v=1', url: 'query' },
        { method: 'POST', path: '/echo/v1/q?v=1', url: 'post', headers: { 'X-HTTP-Method-Override': 'GET' } },
        { method: 'GET', path: '/echo/v1/q?v=1&rest_route_x=2' },
      ],
    );
    expect(responses.map((r) => r.data)).toEqual([{ v: '1' }, { v: '1' }, { v: '1', rest_route_x: '2' }]);
  });

  it('decodes nothing for an internal request (rest_do_request): its values are plain text', async () => {
    const mu = `<?php
add_action( 'rest_api_init', function () {
	register_rest_route( 'inner/v1', '/call', array( 'methods' => 'GET', 'permission_callback' => '__return_true', 'callback' => function () {
		return rest_do_request( new WP_REST_Request( 'GET', '/echo/v1/s/' . "O'Brien%20" ) )->get_data();
	} ) );
}, 20 );`;
    const [inner] = await restRequests(await getPhp(version), [echo], [{ method: 'GET', path: '/inner/v1/call' }], {
      muPlugin: mu,
    });
    expect(inner.data).toEqual({ s: "O'Brien%20" });
  });
});

describe('the corpus', () => {
  it('has at least 40 inputs per kind of path cell and destroys only path cells', () => {
    const kinds = new Map<string, number>();
    for (const cell of pathCells()) kinds.set(cell.kind, (kinds.get(cell.kind) ?? 0) + 1);
    expect(kinds.get('s')!).toBeGreaterThanOrEqual(40 * 3);
    expect(
      allCells()
        .filter((c: { kind: string }) => !['s', 'a', 'o'].includes(c.kind))
        .every((c: unknown) => destroyed('apache', c) === null),
    ).toBe(true);
  });
});
