import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Sources import TypeScript as `#typescript` (package.json "imports" sends the compiled
  // files to cli/typescript-shim.ts); here it is TypeScript itself.
  resolve: { alias: { '#typescript': 'typescript' } },
  test: {
    include: ['test/**/*.test.ts', 'e2e/**/*.test.{ts,mjs}'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
