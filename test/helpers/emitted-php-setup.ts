// A setup file of vitest.config.ts: every compileProject() of a test file records the PHP it
// emitted (helpers/emitted-php.ts), for test/emitted-php.test.ts. The result is returned
// unchanged.
import { expect, vi } from 'vitest';
import { recordEmitted } from './emitted-php.js';

vi.mock('../../emitter/compile.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../emitter/compile.js')>();
  return {
    ...original,
    compileProject: (...args: Parameters<typeof original.compileProject>) => {
      const result = original.compileProject(...args);
      recordEmitted(args[0], result, expect.getState().testPath ?? 'unknown');
      return result;
    },
  };
});
