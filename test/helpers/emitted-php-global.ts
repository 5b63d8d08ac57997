// globalSetup of vitest.config.ts: each run starts with an empty corpus of emitted PHP
// (helpers/emitted-php.ts), so test/emitted-php.test.ts sniffs what this run built, never a
// previous run's files.
import fs from 'node:fs';
import { CORPUS } from './emitted-php.js';

export default function setup(): void {
  fs.rmSync(CORPUS, { recursive: true, force: true });
  fs.mkdirSync(CORPUS, { recursive: true });
}
