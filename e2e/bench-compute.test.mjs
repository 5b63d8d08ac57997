// The compute benchmark's answers (`npm run bench:compute -- --check`): the three sets of
// bench/compute (the main handlers and the two held-out sets) built with the real CLI, every case
// answering the same from Node, the generated PHP and the hand-written PHP twin (system php,
// and PHP 7.4 and 8.5 in WebAssembly).
// Nothing is timed here: the timings are measurements, never assertions.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO } from './helpers.mjs';

const SAME = 'Node = generated PHP = hand-written PHP';

/**
 * `bench/compute/run.mjs --check ARGS`: the lines of cases whose three answers agreed. Not
 * spawnSync: a worker blocked for a minute misses vitest's RPC ("Timeout calling onTaskUpdate").
 */
async function check(args) {
  const { code, stdout, stderr } = await new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(REPO, 'bench', 'compute', 'run.mjs'), '--check', ...args],
      { maxBuffer: 1 << 26 },
      (error, out, err) => resolve({ code: error ? (error.code ?? 1) : 0, stdout: out, stderr: err }),
    );
  });
  expect(code, stderr).toBe(0);
  return stdout.split('\n').filter((line) => line.includes(SAME));
}

it('every case of the three sets answers the same three ways at n = 100 and 1,000', async () => {
  const checked = await check(['--sizes', '100,1000']);
  // Eleven main cases (string building twice) and five in each held-out set, at two sizes.
  expect(checked).toHaveLength(2 * (11 + 5 + 5));
  for (const handler of ['sales by region', 'word frequencies', 'sensor statistics', 'catalog JSON', 'invoice CSV'])
    expect(checked.filter((line) => line.startsWith(`held-out: ${handler}`))).toHaveLength(2);
  for (const handler of ['members by plan', 'search terms', 'share price', 'class schedule JSON', 'attendance'])
    expect(checked.filter((line) => line.startsWith(`held-out 2: ${handler}`))).toHaveLength(2);
});

// The oldest and newest PHP the plugins promise, in WebAssembly (system php is 8.2 here).
// Each boots PHP four times (the version, one run per set): about a minute here.
it.each(['7.4', '8.5'])(
  'the same on PHP %s (php-wasm) at n = 100',
  async (version) => {
    const checked = await check(['--sizes', '100', '--php', `wasm:${version}`]);
    expect(checked).toHaveLength(11 + 5 + 5);
  },
  300_000,
);
