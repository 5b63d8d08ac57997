// The compute benchmark's answers (`npm run bench:compute -- --check`): both sets of
// bench/compute (the main handlers and the held-out ones) built with the real CLI, every case
// answering the same from Node, the generated PHP and the hand-written PHP twin (system php).
// Nothing is timed here: the timings are measurements, never assertions.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO } from './helpers.mjs';

const SAME = 'Node = generated PHP = hand-written PHP';

it('every case of both sets answers the same three ways at n = 100 and 1,000', () => {
  const r = spawnSync(
    process.execPath,
    [path.join(REPO, 'bench', 'compute', 'run.mjs'), '--check', '--sizes', '100,1000'],
    { encoding: 'utf8' },
  );
  expect(r.status, r.stderr).toBe(0);
  const checked = r.stdout.split('\n').filter((line) => line.includes(SAME));
  // Six main cases (string building twice) and five held-out ones, at two sizes.
  expect(checked).toHaveLength(2 * (6 + 5));
  for (const handler of ['sales by region', 'word frequencies', 'sensor statistics', 'catalog JSON', 'invoice CSV'])
    expect(checked.filter((line) => line.startsWith(`held-out: ${handler}`))).toHaveLength(2);
});
