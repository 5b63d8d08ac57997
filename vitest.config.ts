import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Suites that run only on WordPress 7.x (vitest.wp7.config.ts): Plugin Check 2.0.0 needs a recent
 * core; the two Playground suites (site, client) spend 12 min of CI on requests to Playground's
 * one PHP, so they run once, on the newest core. 6.1 behind real servers stays covered by the
 * native suites (servers, twins, wpdb…), which run on both cores. docs/reliability.md (Decisions).
 */
export const WP7_ONLY = [
  'e2e/plugin-check.test.mjs',
  'test/review-trial/review.test.ts',
  'e2e/site.test.mjs',
  'e2e/client.test.mjs',
];

/**
 * Sniffs the PHP the whole run emitted (every compileProject() of the unit suites records it:
 * test/helpers/emitted-php-setup.ts), so it runs last; its own cost is one phpcs run.
 */
export const EMITTED_PHP_TEST = 'test/emitted-php.test.ts';

class EmittedPhpLast extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLast = (f: TestSpecification) => f.moduleId.endsWith(EMITTED_PHP_TEST);
    return [...sorted.filter((f) => !isLast(f)), ...sorted.filter(isLast)];
  }
}

export default defineConfig({
  // Sources import TypeScript as `#typescript` (package.json "imports" sends the compiled
  // files to cli/typescript-shim.ts); here it is TypeScript itself.
  resolve: { alias: { '#typescript': 'typescript' } },
  test: {
    include: ['test/**/*.test.ts', 'e2e/**/*.test.{ts,mjs}'],
    exclude: [...configDefaults.exclude, ...WP7_ONLY],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // One file at a time: with two forks on this 2-core machine, the live-site file (Playground
    // and its echo corpus) beside a PHP-heavy suite twice left a worker's RPC to the main
    // process unanswered for 60 s ("Timeout calling onTaskUpdate"), failing a run whose tests
    // all passed (stop 23 and stop 24 CI logs).
    poolOptions: { forks: { maxForks: 1, minForks: 1 } },
    // The corpus of emitted PHP: one folder per run, each compile's PHP recorded into it.
    globalSetup: ['test/helpers/emitted-php-global.ts'],
    setupFiles: ['test/helpers/event-loop-setup.ts', 'test/helpers/emitted-php-setup.ts'],
    sequence: { sequencer: EmittedPhpLast },
  },
});
