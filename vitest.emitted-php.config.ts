// `npm run review:emitted`: the unit suites with every compileProject() recording the PHP it
// emitted (test/helpers/emitted-php-setup.ts), into a corpus of this run's own
// (test/helpers/emitted-php-global.ts), then test/emitted-php.test.ts, last, sniffs it with
// wordpress.org's standards. Not a step of `npm test` while it still has findings
// (docs/decisions.md: assignments used as values); narrow it with file arguments, e.g.
// `npm run review:emitted -- test/differential test/fuzz.test.ts test/fuzz-assignment.test.ts
// test/hooks.test.ts test/request/request-edge.test.ts test/emitted-php.test.ts`.
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import base, { EMITTED_PHP_TEST } from './vitest.config.js';

class EmittedPhpLast extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLast = (f: TestSpecification) => f.moduleId.endsWith(EMITTED_PHP_TEST);
    return [...sorted.filter((f) => !isLast(f)), ...sorted.filter(isLast)];
  }
}

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    name: 'emitted-php',
    // The in-process compiles are the unit suites'; the e2e suites build through the CLI.
    include: ['test/**/*.test.ts'],
    exclude: configDefaults.exclude,
    globalSetup: ['test/helpers/emitted-php-global.ts'],
    setupFiles: ['test/helpers/emitted-php-setup.ts'],
    sequence: { sequencer: EmittedPhpLast },
  },
});
