// `npm run test:wp7`, also a step of `npm test`: the REST-harness suites below and every e2e suite, on 7.x
// (Debian sid's package, its default theme and PHPMailer: scripts/setup-wordpress.sh), with
// TS2WP_WP_CORE pointing at it, and wordpress.org's Plugin Check, which runs only here (2.0.0
// needs a recent core); `vitest run` runs everything else on bookworm's 6.1. The REST-harness
// suites mount that core into PHP WebAssembly; the native e2e suites (e2e/native.mjs: MariaDB
// behind nginx, Apache, `php -S`) copy it; the Playground ones (site, client, browser, dev:
// devserver/wordpress.ts, `wp-env --runtime=playground`, offline) copy it as the core wp-env
// mounts, and `ts2wp dev` in dev.test.mjs inherits the variable. A missing 7.x core fails every
// file here (test/helpers/wp7-setup.ts), it never skips.
import { configDefaults, defineConfig } from 'vitest/config';
import base, { WP7_ONLY } from './vitest.config.js';
import { wordpress7Core } from './test/helpers/php.js';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    name: 'wp7',
    include: [
      'test/routes.test.ts',
      'test/request/*.test.ts',
      'test/testing/request.test.ts',
      'test/differential/club-trial/club-trial.test.ts',
      'test/testing/wordpress-classes.test.ts',
      'test/native-data.test.ts',
      'test/native-routes.test.ts',
      'test/url-forms.test.ts',
      'e2e/servers.test.mjs',
      'e2e/club-trial.test.mjs',
      'e2e/fakes.test.mjs',
      'e2e/permission.test.mjs',
      'e2e/twins.test.mjs',
      'e2e/wpdb.test.mjs',
      'e2e/wordpress-api.test.mjs',
      'e2e/request-edge.test.mjs',
      'e2e/everyday-live.test.mjs',
      'e2e/hooks.test.mjs',
      'e2e/hostile.test.mjs',
      'e2e/browser.test.mjs',
      'e2e/dev.test.mjs',
      ...WP7_ONLY,
    ],
    exclude: configDefaults.exclude,
    env: { TS2WP_WP_CORE: wordpress7Core() },
    setupFiles: ['test/helpers/event-loop-setup.ts', 'test/helpers/wp7-setup.ts'],
    // The emitted-PHP corpus is the unit run's (vitest.config.ts).
    globalSetup: [],
    sequence: {},
  },
});
