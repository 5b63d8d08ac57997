import { configDefaults, defineConfig } from 'vitest/config';

/** Suites that run only on WordPress 7.x (vitest.wp7.config.ts): Plugin Check 2.0.0 needs a recent core. */
export const WP7_ONLY = ['e2e/plugin-check.test.mjs', 'test/review-trial/review.test.ts'];

/**
 * Sniffs the PHP a whole run emitted; `npm run review:emitted` (vitest.emitted-php.config.ts)
 * runs it, outside `npm test` until it passes (docs/decisions.md).
 */
export const EMITTED_PHP_TEST = 'test/emitted-php.test.ts';

export default defineConfig({
  // Sources import TypeScript as `#typescript` (package.json "imports" sends the compiled
  // files to cli/typescript-shim.ts); here it is TypeScript itself.
  resolve: { alias: { '#typescript': 'typescript' } },
  test: {
    include: ['test/**/*.test.ts', 'e2e/**/*.test.{ts,mjs}'],
    exclude: [...configDefaults.exclude, ...WP7_ONLY, EMITTED_PHP_TEST],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // One file at a time: with two forks on this 2-core machine, the live-site file (Playground
    // and its echo corpus) beside a PHP-heavy suite twice left a worker's RPC to the main
    // process unanswered for 60 s ("Timeout calling onTaskUpdate"), failing a run whose tests
    // all passed (stop 23 and stop 24 CI logs).
    poolOptions: { forks: { maxForks: 1, minForks: 1 } },
  },
});
