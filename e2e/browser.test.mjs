// Browser check: log in to wp-admin, upload the fixture plugin as a zip via
// Plugins → Add New → Upload Plugin, activate it, screenshot the Plugins page.
// Run: npx vitest run e2e/browser.test.mjs   (screenshots land in e2e/artifacts/)
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { startWordPress } from './wordpress.mjs';

const HELLO_PHP = fileURLToPath(new URL('./fixtures/hello-plugin/hello-plugin.php', import.meta.url));
const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));

/** Zips the fixture as hello-plugin/hello-plugin.php (the layout WordPress expects). */
async function zipFixture() {
  const zip = new yazl.ZipFile();
  zip.addBuffer(await readFile(HELLO_PHP), 'hello-plugin/hello-plugin.php');
  zip.end();
  const chunks = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('wp-admin in a browser (chromium + playwright-core)', () => {
  let wp;
  let browser;

  beforeAll(async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    // No plugins mounted: the plugin arrives through the upload form.
    wp = await startWordPress({ log: (s) => console.log(`[wp] ${s}`) });
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await wp?.stop();
  }, 60_000);

  it('uploads, installs and activates a plugin zip through wp-admin', async () => {
    const t0 = Date.now();
    const step = (s) => console.log(`[browser] ${((Date.now() - t0) / 1000).toFixed(1)}s ${s}`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Offline: only the local site may be fetched (e.g. gravatar.com avatars would not).
    await page.route((u) => !u.href.startsWith(`${wp.url}/`), (route) => route.abort('blockedbyclient'));
    page.setDefaultTimeout(60_000); // every WordPress page costs ~1 s of PHP-in-wasm

    // Log in with the real form, landing on Plugins (skips the dashboard's AJAX widgets).
    await page.goto(`${wp.url}/wp-login.php?redirect_to=${encodeURIComponent(`${wp.url}/wp-admin/plugins.php`)}`);
    await page.fill('#user_login', wp.adminUser);
    await page.fill('#user_pass', wp.adminPassword);
    await Promise.all([page.waitForURL(`${wp.url}/wp-admin/plugins.php`), page.click('#wp-submit')]);
    step('logged in, on Plugins');

    // Plugins → Add New (the directory itself is offline; WP_HTTP_BLOCK_EXTERNAL makes it fail fast).
    await Promise.all([page.waitForURL(/plugin-install\.php/), page.click('.wrap a.page-title-action')]);
    // → Upload Plugin
    step('add new page');
    await page.click('.upload-view-toggle');
    await page.setInputFiles('#pluginzip', { name: 'hello-plugin.zip', mimeType: 'application/zip', buffer: await zipFixture() });
    await Promise.all([page.waitForURL(/update\.php\?action=upload-plugin/), page.click('#install-plugin-submit')]);
    expect(await page.locator('.wrap').innerText()).toContain('Plugin installed successfully.');
    step('uploaded');
    await page.screenshot({ path: `${ARTIFACTS}plugin-uploaded.png`, fullPage: true });

    // Activate, which lands on the Plugins page.
    await Promise.all([page.waitForURL(/plugins\.php/), page.click('.wrap a:has-text("Activate Plugin")')]);
    expect(await page.locator('#message').innerText()).toContain('Plugin activated.');
    const row = page.locator('tr[data-plugin="hello-plugin/hello-plugin.php"]');
    expect(await row.getAttribute('class')).toMatch(/\bactive\b/);
    await page.screenshot({ path: `${ARTIFACTS}plugins-page.png`, fullPage: true });
    console.log(`[browser] login + upload + activate: ${((Date.now() - t0) / 1000).toFixed(1)}s`);

    // The uploaded plugin is live over REST.
    const res = await fetch(`${wp.url}/wp-json/hello/v1/ping`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ pong: true });
  }, 180_000);
});
