// The repo's .wp-env.json (for users with Docker: `npx wp-env start` after a build) read by
// wp-env 11's own config parser: it must map the folder `ts2wp build samples/basic` writes.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO } from './helpers/project.js';

it('.wp-env.json maps the built samples/basic plugin, as wp-env parses it', async () => {
  // Not in the package's exports: load the file itself, next to the resolved package.json.
  const require = createRequire(import.meta.url);
  const envDir = path.dirname(require.resolve('@wordpress/env/package.json'));
  const { parseConfig } = require(path.join(envDir, 'lib/config/parse-config.js'));
  // Offline, wp-env needs the "latest WordPress" answer in its cache (devserver/wordpress.ts).
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-wp-env-'));
  fs.writeFileSync(path.join(cache, 'wp-env-cache.json'), JSON.stringify({ latestWordPressVersion: '6.1.9' }));
  try {
    const config = await parseConfig(REPO, cache);
    const { slug } = JSON.parse(fs.readFileSync(path.join(REPO, 'samples/basic/ts2wp.config.json'), 'utf8'));
    expect(config.pluginSources).toEqual([
      { type: 'local', path: path.join(REPO, 'samples/basic/build', slug), basename: slug },
    ]);
  } finally {
    fs.rmSync(cache, { recursive: true, force: true });
  }
});
