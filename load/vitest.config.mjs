// `npm run test:load`: the load test alone (it needs a native WordPress: MariaDB, php-fpm
// and nginx from Debian, installed on first run when root). Not part of `npm test`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['load/**/*.test.mjs'],
    testTimeout: 1_200_000,
    hookTimeout: 900_000,
  },
});
