// The zip installed as a user would: `ts2wp build samples/basic` into a temp folder, then
// Chromium logs in to wp-admin, Plugins → Add New → Upload Plugin, installs and activates
// the zip, and the plugin's routes answer. Screenshots land in e2e/artifacts/ (gitignored).
// Run: npx vitest run e2e/browser.test.mjs
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  BASIC,
  buildWithCli,
  call,
  expectedWordPressVersion,
  launchChromium,
  removeDir,
  since,
  tempDir,
  wpAdminPage,
} from './helpers.mjs';
import { startWordPress } from './wordpress.mjs';

const SLUG = 'typescript-basic-demo';

describe('wp-admin in a browser (chromium + playwright-core): the built zip', () => {
  const t0 = Date.now();
  let out;
  let plugin;
  let wp;
  let browser;

  beforeAll(async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    out = await tempDir('ts2wp-e2e-zip-');
    // No plugins mounted: the plugin arrives through the upload form.
    const [built, site] = await Promise.allSettled([
      buildWithCli(BASIC, out, SLUG),
      startWordPress({ log: (s) => console.log(`[wp] ${s}`) }),
    ]);
    if (site.status === 'fulfilled') wp = site.value; // assigned first, so afterAll stops it whatever failed
    for (const r of [built, site]) if (r.status === 'rejected') throw r.reason;
    plugin = built.value;
    expect(wp.wpVersion).toBe(expectedWordPressVersion());
    browser = await launchChromium();
    console.log(`[browser] site + build + chromium ready: ${since(t0)}`);
  }, 240_000);

  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      try {
        await wp?.stop();
      } finally {
        await removeDir(out);
        console.log(`[browser] total: ${since(t0)}`);
      }
    }
  }, 60_000);

  it('uploads, installs and activates build/typescript-basic-demo.zip, whose routes then answer', async () => {
    const t1 = Date.now();
    const step = (s) => console.log(`[browser] ${since(t1)} ${s}`);
    // Every WordPress page costs ~1 s of PHP-in-wasm.
    const page = await wpAdminPage(browser, { url: wp.url, user: wp.adminUser, password: wp.adminPassword });
    step('logged in, on Plugins');

    // Plugins → Add New (the directory itself is offline; WP_HTTP_BLOCK_EXTERNAL makes it fail fast) → Upload Plugin.
    await Promise.all([page.waitForURL(/plugin-install\.php/), page.click('.wrap a.page-title-action')]);
    await page.click('.upload-view-toggle');
    await page.setInputFiles('#pluginzip', plugin.zip);
    await Promise.all([page.waitForURL(/update\.php\?action=upload-plugin/), page.click('#install-plugin-submit')]);
    expect(await page.locator('.wrap').innerText()).toContain('Plugin installed successfully.');
    step('uploaded and installed');
    await page.screenshot({ path: path.join(ARTIFACTS, 'plugin-uploaded.png'), fullPage: true });

    // Activate, which lands on the Plugins page.
    await Promise.all([page.waitForURL(/plugins\.php/), page.click('.wrap a:has-text("Activate Plugin")')]);
    expect(await page.locator('#message').innerText()).toContain('Plugin activated.');
    const row = page.locator(`tr[data-plugin="${SLUG}/${SLUG}.php"]`);
    expect(await row.getAttribute('class')).toMatch(/\bactive\b/);
    expect(await row.locator('.plugin-title strong').innerText()).toBe('TypeScript Basic Demo');
    await row.screenshot({ path: path.join(ARTIFACTS, 'plugin-row-active.png') });
    await page.screenshot({ path: path.join(ARTIFACTS, 'plugins-page.png'), fullPage: true });
    step('activated');

    // The uploaded plugin is live over REST.
    const rest = (route, init) => call(`${wp.url}/wp-json${route}`, init);
    const [hello, created, user] = await Promise.all([
      rest('/demo/v1/hello/Ada/36'),
      rest('/demo/v1/articles', { method: 'POST', json: { title: 'Uploaded' } }),
      rest('/demo/v1/user', { method: 'PUT', json: { id: 3, email: 'zip@example.com', is_admin: false } }),
    ]);
    expect([hello.status, hello.body]).toEqual([200, { message: 'Hello Ada, you are 36' }]);
    // The write routes are registered and guarded: WordPress's 401 for this anonymous caller
    // (an unknown route would be 404 rest_no_route).
    expect([created.status, created.body.code]).toEqual([401, 'rest_forbidden']);
    expect([user.status, user.body.code]).toEqual([401, 'rest_forbidden']);
    step('routes answer');
  }, 240_000);
});
