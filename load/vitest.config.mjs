// `npm run test:load`: the load test alone, also the last step of `npm test` (it needs a
// native WordPress: MariaDB, php-fpm and nginx, from the setup command).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['load/**/*.test.mjs'],
    setupFiles: ['test/helpers/event-loop-setup.ts'],
    testTimeout: 1_200_000,
    hookTimeout: 900_000,
  },
});
