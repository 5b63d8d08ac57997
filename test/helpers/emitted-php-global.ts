// globalSetup of vitest.config.ts: each run gets its own empty corpus of emitted PHP
// (helpers/emitted-php.ts), named to the test workers by TS2WP_EMITTED_PHP, so
// test/emitted-php.test.ts sniffs what this run built: never a previous run's files, nor
// those of another run at the same time. Removed when the run ends.
import fs from 'node:fs';
import path from 'node:path';
import { CORPUS_ROOT } from './emitted-php.js';

export default function setup(): () => void {
  fs.mkdirSync(CORPUS_ROOT, { recursive: true });
  const dir = fs.mkdtempSync(path.join(CORPUS_ROOT, 'emitted-php-'));
  process.env.TS2WP_EMITTED_PHP = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
