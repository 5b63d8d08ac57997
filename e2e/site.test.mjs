// The live site (wp-env --runtime=playground, offline) most e2e checks share, booted once:
//   - samples/basic built by the real CLI (`ts2wp build`), slug typescript-basic-demo, demo/v1
//   - e2e/fixtures/extra, a test-only project: slug ts2wp-e2e-extra, phpNamespace
//     Ts2wpE2e\Extra, namespace e2e/v1 (auth, upload, failing handlers, side effects)
//   - e2e/fixtures/echo, the live server matrix's echo plugin (echo/v1), and beside it
//     e2e/fixtures/echo-raw.php, a plain register_rest_route() mu-plugin (raw/v1)
//   - samples/events (hooks, activation, a cron, a post type), slug typescript-events, events/v1
//   - e2e/fixtures/route-filter.php, a mu-plugin whose ts2wp_e2e_extra_rest_route_args
//     filter makes the extra plugin's `greeting` route require login.
//   - e2e/fixtures/lifecycle-state.php, a mu-plugin that reports a plugin's option, cron
//     and uninstall registration (what activation left).
// The cases live in e2e/site/*.mjs, one module per concern, each given the site handle.
// Requests cost ~1 s each on Playground, so independent ones go out together.
// Run: npx vitest run e2e/site.test.mjs
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import {
  BASIC,
  buildWithCli,
  expectedWordPressVersion,
  FIXTURES,
  removeDir,
  REPO,
  since,
  tempDir,
} from './helpers.mjs';
import { basicCases } from './site/basic.mjs';
import { blogApiCases } from './site/blog-api.mjs';
import { eventsCases } from './site/events.mjs';
import { reliabilityCases } from './site/reliability.mjs';
import { serverCases } from './site/servers.mjs';
import { createSite } from './site/site.mjs';
import { startWordPress } from './wordpress.mjs';

/** [project folder, slug]: each is built with the CLI and activated. */
const PROJECTS = [
  [BASIC, 'typescript-basic-demo'],
  [path.join(FIXTURES, 'extra'), 'ts2wp-e2e-extra'],
  [path.join(REPO, 'samples', 'blog-api'), 'typescript-blog-api'],
  [path.join(FIXTURES, 'echo'), 'ts2wp-e2e-echo'],
  [path.join(REPO, 'samples', 'events'), 'typescript-events'],
];

describe('live WordPress: samples/basic next to test plugins', () => {
  const t0 = Date.now();
  const site = createSite();
  let out;

  beforeAll(async () => {
    out = await tempDir('ts2wp-e2e-site-');
    const built = await Promise.all(
      PROJECTS.map(([project, slug]) => buildWithCli(project, path.join(out, slug), slug)),
    );
    console.log(`[site] built ${built.length} plugins with the CLI: ${since(t0)}`);
    site.wp = await startWordPress({
      plugins: built.map((b) => b.dir),
      muPlugins: [
        path.join(FIXTURES, 'route-filter.php'),
        path.join(FIXTURES, 'echo-raw.php'),
        path.join(FIXTURES, 'lifecycle-state.php'),
      ],
      log: (s) => console.log(`[wp] ${s}`),
    });
    expect(site.wp.wpVersion).toBe(expectedWordPressVersion());
    console.log(`[site] ready: ${since(t0)}`);
    // Five CLI builds and a Playground boot: on a loaded 2-core machine 7.1 took 229 s once and
    // over 240 s once (its core is larger to copy and install), so the limit leaves room.
  }, 420_000);

  afterAll(async () => {
    try {
      await site.wp?.stop();
    } finally {
      await removeDir(out);
      console.log(`[site] total (build + boot + tests + stop): ${since(t0)}`);
    }
  }, 60_000);

  basicCases(site);
  blogApiCases(site);
  eventsCases(site);
  reliabilityCases(site);
  serverCases(site);
});
