// wordpress.org's Plugin Check reviews a plugin with PHP_CodeSniffer and its own ruleset
// (plugin-review.xml: WordPress security sniffs, discouraged and forbidden functions…).
// Every sample's build must pass it with no error and no warning. The PHPCS bundle is not
// an npm package: it is looked up beside the repository (../shared/phpcs, see its README)
// or at $TS2WP_PHPCS; without it, this file's test is skipped and says why.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProject } from './helpers/build.js';

const REPO = path.resolve(import.meta.dirname, '..');
const PHPCS = [process.env.TS2WP_PHPCS, path.resolve(REPO, '../shared/phpcs/phpcs'), '/work/shared/phpcs/phpcs'].find(
  (p): p is string => !!p && fs.existsSync(p),
);
const RULESET = PHPCS && path.join(path.dirname(PHPCS), 'plugin-check/phpcs-rulesets/plugin-review.xml');
const SAMPLES = fs
  .readdirSync(path.join(REPO, 'samples'))
  .filter((s) => fs.existsSync(path.join(REPO, 'samples', s, 'ts2wp.config.json')));

interface PhpcsReport {
  totals: { errors: number; warnings: number };
  files: Record<string, { messages: { message: string; source: string; line: number; type: string }[] }>;
}

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-review-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

describe('Plugin Check review ruleset', () => {
  if (!PHPCS) {
    console.warn('plugin-review.test.ts: no PHPCS bundle (../shared/phpcs/phpcs or $TS2WP_PHPCS); not checked.');
  }
  it.skipIf(!PHPCS).each(SAMPLES)(
    'samples/%s builds a plugin with no error and no warning',
    async (sample) => {
      const dir = path.join(temp, sample);
      fs.cpSync(path.join(REPO, 'samples', sample), dir, { recursive: true });
      const plugin = await buildProject(dir);
      let out: string;
      try {
        out = execFileSync(PHPCS!, [`--standard=${RULESET}`, '--extensions=php', '--report=json', plugin], {
          encoding: 'utf8',
          maxBuffer: 64 << 20,
        });
      } catch (error) {
        out = String((error as { stdout?: string }).stdout ?? ''); // exit 1/2 when there are findings
      }
      const report = JSON.parse(out) as PhpcsReport;
      const findings = Object.entries(report.files).flatMap(([file, f]) =>
        f.messages.map((m) => `${path.relative(plugin, file)}:${m.line} ${m.type} ${m.source}: ${m.message}`),
      );
      expect(findings).toEqual([]);
      expect(report.totals).toEqual({ errors: 0, warnings: 0, fixable: 0 });
    },
    120_000,
  );
});
