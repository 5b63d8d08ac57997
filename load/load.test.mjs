// Under load, nothing lost: CLIENTS concurrent clients each send WRITES POSTs to a route
// that stores a post (load/fixture), against a native WordPress (Debian's MariaDB, php-fpm
// with WORKERS workers and nginx on loopback; e2e/native.mjs). Then:
//   - no answer is a 5xx, every write is a 201 with a new id,
//   - the database holds exactly as many notes as there were 2xx answers, with those ids,
//   - a GET of each id returns what was sent.
// Throughput and latency go to stdout and load/results/latest.json (docs/reliability.md).
// Sizes: TS2WP_LOAD_CLIENTS (8), TS2WP_LOAD_WRITES (200 per client), TS2WP_LOAD_WORKERS (4).
// Run: npm run test:load
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summary } from '../bench/stats.mjs';
import { ensureSystemPackages, startWordPress } from '../e2e/native.mjs';
import { buildWithCli, call, REPO, removeDir, since, tempDir } from '../e2e/helpers.mjs';

const CLIENTS = Number(process.env.TS2WP_LOAD_CLIENTS ?? 8);
const WRITES = Number(process.env.TS2WP_LOAD_WRITES ?? 200);
const WORKERS = Number(process.env.TS2WP_LOAD_WORKERS ?? 4);
const SLUG = 'ts2wp-load-notes';
const NOTE_TYPE = 'ts2wp_load_note';

/** The text of one write: non-ASCII and quotes, no markup (kses would rewrite it for a visitor). */
const noteText = (client, seq) => `client ${client} write ${seq}: ünïcødé ✓ 🙂 "quoted" 'single'`;

/** Runs `jobs` with at most `limit` in flight; each job's timing and result are kept. */
async function pool(jobs, limit) {
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      const t = performance.now();
      const res = await jobs[i]().catch((error) => ({ status: 0, error: String(error) }));
      results[i] = { ...res, ms: performance.now() - t };
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

const round = (n) => Math.round(n * 10) / 10;
const latency = (rows) => {
  const s = summary(rows.map((r) => r.ms));
  return { median: round(s.median), p95: round(s.p95), max: round(s.max) };
};

describe(`load: ${CLIENTS} clients × ${WRITES} writes on a native WordPress`, () => {
  const t0 = Date.now();
  let out;
  let wp;

  beforeAll(async () => {
    const log = (s) => console.log(`[load] ${s}`);
    ensureSystemPackages(log);
    out = await tempDir('ts2wp-load-');
    const plugin = await buildWithCli(path.join(REPO, 'load', 'fixture'), out, SLUG);
    wp = await startWordPress({ plugins: [plugin.dir], log, workers: WORKERS });
    log(`ready: ${since(t0)}`);
  });

  afterAll(async () => {
    await wp?.stopAndReport();
    await removeDir(out);
  });

  it('stores every acknowledged write, answers no 5xx, and reads each one back', async () => {
    const notes = `${wp.url}/wp-json/load/v1/notes`;
    const before = Number(wp.query(`SELECT COUNT(*) FROM wp_posts WHERE post_type = '${NOTE_TYPE}'`).trim());
    expect(before).toBe(0);

    // Each client sends its writes one after the other, CLIENTS clients at once.
    const writeStart = performance.now();
    const perClient = await Promise.all(
      Array.from({ length: CLIENTS }, (_, client) =>
        pool(
          Array.from(
            { length: WRITES },
            (_, seq) => () => call(notes, { method: 'POST', json: { client, seq, text: noteText(client, seq) } }),
          ),
          1,
        ).then((rows) => rows.map((row, seq) => ({ ...row, client, seq }))),
      ),
    );
    const writeSeconds = (performance.now() - writeStart) / 1000;
    const writes = perClient.flat();
    const ok = writes.filter((w) => w.status >= 200 && w.status < 300);
    const failed = writes.filter((w) => !(w.status >= 200 && w.status < 300));
    const serverErrors = writes.filter((w) => w.status >= 500 || w.status === 0);

    const stored = wp
      .query(`SELECT ID FROM wp_posts WHERE post_type = '${NOTE_TYPE}' AND post_status = 'publish' ORDER BY ID`)
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
    const acknowledged = ok.map((w) => w.body?.id).sort((a, b) => a - b);

    // Every acknowledged id, read back through the plugin.
    const readStart = performance.now();
    const reads = await pool(
      ok.map((w) => () => call(`${wp.url}/wp-json/load/v1/note/${w.body.id}`)),
      CLIENTS,
    );
    const readSeconds = (performance.now() - readStart) / 1000;
    const mismatched = reads.filter(
      (r, i) =>
        r.status !== 200 ||
        JSON.stringify(r.body) !==
          JSON.stringify({
            id: ok[i].body.id,
            title: `note ${ok[i].client}-${ok[i].seq}`,
            text: noteText(ok[i].client, ok[i].seq),
          }),
    );

    const result = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? '?' },
      server: { wordpress: wp.version, php_fpm_workers: WORKERS, web: 'nginx', database: 'MariaDB' },
      clients: CLIENTS,
      writes_per_client: WRITES,
      writes: {
        sent: writes.length,
        acknowledged_2xx: ok.length,
        other: failed.length,
        server_errors_5xx: serverErrors.length,
        seconds: round(writeSeconds),
        per_second: round(ok.length / writeSeconds),
        latency_ms: latency(writes),
      },
      stored: stored.length,
      lost: acknowledged.filter((id) => !stored.includes(id)).length,
      reads: {
        sent: reads.length,
        matching: reads.length - mismatched.length,
        seconds: round(readSeconds),
        per_second: round(reads.length / readSeconds),
        latency_ms: latency(reads),
      },
    };
    mkdirSync(path.join(REPO, 'load', 'results'), { recursive: true });
    writeFileSync(path.join(REPO, 'load', 'results', 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`[load] ${JSON.stringify(result, null, 2)}`);

    expect(serverErrors.map((w) => `${w.status} ${w.error ?? w.text?.slice(0, 200)}`)).toEqual([]);
    expect(failed.map((w) => `${w.status} ${w.text?.slice(0, 200)}`)).toEqual([]);
    expect(ok.every((w) => w.status === 201 && Number.isInteger(w.body?.id))).toBe(true);
    expect(new Set(acknowledged).size).toBe(ok.length);
    expect(stored).toEqual(acknowledged);
    expect(result.lost).toBe(0);
    expect(mismatched.map((r) => r.text?.slice(0, 200))).toEqual([]);
  });
});
