// Hooks and lifecycle live: samples/events (built by the real CLI) in a real WordPress on
// MariaDB behind nginx + php-fpm (e2e/native.mjs). Activation and deactivation go through
// WordPress's own code from PHP on the command line (activate_plugin(), deactivate_plugins()),
// the cron event runs as wp-cron.php runs it (do_action_ref_array on the scheduled hook),
// and the plugin is deleted as a user deletes it: Chromium in wp-admin, Plugins → Delete
// (WordPress's AJAX delete-plugin, which runs the uninstall callback). Everything is
// observed over HTTP or in the database.
// Run: npx vitest run e2e/hooks.test.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  buildWithCli,
  call,
  launchChromium,
  REPO,
  removeDir,
  since,
  tempDir,
  wpAdminPage,
} from './helpers.mjs';
import { ensureSystemPackages, startWordPress } from './native.mjs';

const SLUG = 'typescript-events';
const PLUGIN = `${SLUG}/${SLUG}.php`;
const OPTION = 'typescript_events_settings';
const CRON = 'typescript_events_close_past';

/** WordPress's own plugin and cron API, one command per PHP process (like separate admin requests). */
const WP_CLI_SCRIPT = `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
$plugin = '${PLUGIN}';
wp_set_current_user( 1 );
$out = array();
switch ( $argv[2] ) {
	case 'deactivate':
		deactivate_plugins( $plugin );
		break;
	case 'activate':
		$result = activate_plugin( $plugin );
		$out['error'] = is_wp_error( $result ) ? $result->get_error_message() : null;
		break;
	case 'seed':
		foreach ( array( 'past' => '2020-01-15', 'future' => '2099-06-01' ) as $name => $date ) {
			$id = wp_insert_post( array( 'post_type' => 'event', 'post_status' => 'publish', 'post_title' => "Event $name", 'post_content' => "About the $name event." ) );
			update_post_meta( $id, 'event_date', $date );
			$out[ $name ] = $id;
		}
		break;
	case 'cron':
		// What wp-cron.php does for each due event, for our hook only.
		foreach ( _get_cron_array() as $timestamp => $hooks ) {
			foreach ( $hooks as $hook => $events ) {
				if ( '${CRON}' !== $hook ) { continue; }
				foreach ( $events as $event ) {
					do_action_ref_array( $hook, $event['args'] );
					$out['ran'][] = array( $hook, $event['schedule'] );
				}
			}
		}
		break;
}
$uninstallable = get_option( 'uninstall_plugins' );
$out['state'] = array(
	'active'    => is_plugin_active( $plugin ),
	'option'    => get_option( '${OPTION}' ),
	'next'      => wp_next_scheduled( '${CRON}' ),
	'schedule'  => wp_get_schedule( '${CRON}' ),
	'uninstall' => is_array( $uninstallable ) && isset( $uninstallable[ $plugin ] ) ? $uninstallable[ $plugin ] : null,
	'events'    => (int) $GLOBALS['wpdb']->get_var( "SELECT COUNT(*) FROM {$GLOBALS['wpdb']->posts} WHERE post_type = 'event'" ),
	'eventMeta' => (int) $GLOBALS['wpdb']->get_var( "SELECT COUNT(*) FROM {$GLOBALS['wpdb']->postmeta} WHERE meta_key LIKE 'event\\\\_%'" ),
	'files'     => file_exists( WP_PLUGIN_DIR . '/${PLUGIN}' ),
);
echo "\\n@@" . wp_json_encode( $out );
`;

describe('hooks and lifecycle in a live WordPress (samples/events, nginx)', () => {
  const t0 = Date.now();
  let out;
  let wp;
  let script;
  let ids;

  /** Runs one command of WP_CLI_SCRIPT in its own PHP process. */
  const wpCli = (command) => {
    const text = execFileSync(ensureSystemPackages().php, [script, path.join(wp.dir, 'wordpress'), command], {
      encoding: 'utf8',
      cwd: path.join(wp.dir, 'wordpress'),
    });
    const at = text.lastIndexOf('\n@@');
    if (at < 0) throw new Error(`${command}: ${text.slice(-2000)}`);
    return JSON.parse(text.slice(at + 3));
  };

  beforeAll(async () => {
    out = await tempDir('ts2wp-hooks-');
    const plugin = await buildWithCli(path.join(REPO, 'samples', 'events'), out, SLUG);
    script = path.join(out, 'wp-cli.php');
    fs.writeFileSync(script, WP_CLI_SCRIPT);
    wp = await startWordPress({
      plugins: [plugin.dir],
      servers: ['nginx'],
      log: (s) => console.log(`[hooks] ${s}`),
    });
    console.log(`[hooks] ready: ${since(t0)}`);
  }, 240_000);

  afterAll(async () => {
    await wp?.stopAndReport();
    await removeDir(out);
  }, 60_000);

  it('activation (through activate_plugin) writes the option, schedules the daily cron and records the static uninstall callback', () => {
    // startWordPress() switches plugins on without running activation: deactivate, then activate for real.
    const before = wpCli('deactivate').state;
    expect(before).toMatchObject({ active: false, option: false, next: false, uninstall: null });
    const { error, state } = wpCli('activate');
    expect(error).toBeNull();
    expect(state).toMatchObject({
      active: true,
      option: { defaultCapacity: 50, banner: true },
      schedule: 'daily',
      uninstall: ['Ts2wpDemo\\Events\\App\\Hooks\\EventHooks\\EventHooks', 'uninstall'],
    });
    expect(typeof state.next).toBe('number');
  });

  it('the post type and its meta are registered on init: /wp-json/wp/v2/types lists event', async () => {
    const types = await call(`${wp.url}/wp-json/wp/v2/types`);
    expect(types.status).toBe(200);
    expect(types.body.event).toMatchObject({ slug: 'event', name: 'Events', rest_base: 'event' });
    ids = wpCli('seed');
    const one = await call(`${wp.url}/wp-json/wp/v2/event/${ids.future}`);
    expect(one.status).toBe(200);
    expect(one.body.meta).toEqual({ event_date: '2099-06-01', event_closed: false, event_capacity: 0 });
  });

  it('the_content filter puts the banner on rendered event content (REST and the page), not on other posts', async () => {
    const rest = await call(`${wp.url}/wp-json/wp/v2/event/${ids.future}`);
    expect(rest.body.content.rendered).toContain('<p class="event-when">On 1 Jun 2099 · 50 seats</p>');
    expect(rest.body.content.rendered).toContain('About the future event.');
    // The permalink's path on this server (the site URL follows the Host header, see native.mjs).
    const link = new URL(rest.body.link);
    expect(link.pathname).toMatch(/^\/event\/event-future\/$/);
    const page = await call(`${wp.url}${link.pathname}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<p class="event-when">On 1 Jun 2099 · 50 seats</p>');
    const post = await call(`${wp.url}/wp-json/wp/v2/posts/1`);
    expect(post.body.content.rendered).not.toContain('event-when');
  });

  it('the REST routes serve the events; the daily cron closes the past one', async () => {
    const before = await call(`${wp.url}/wp-json/events/v1/events?all=1`);
    expect(before.status).toBe(200);
    expect(before.body.events.map((e) => [e.id, e.date, e.closed, e.capacity])).toEqual([
      [ids.past, '2020-01-15', false, 50],
      [ids.future, '2099-06-01', false, 50],
    ]);
    const upcoming = await call(`${wp.url}/wp-json/events/v1/events`);
    expect(upcoming.body.events.map((e) => e.id)).toEqual([ids.future]);
    expect(wpCli('cron').ran).toEqual([[CRON, 'daily']]);
    const after = await call(`${wp.url}/wp-json/events/v1/events?all=1`);
    expect(after.body.events.map((e) => [e.id, e.closed])).toEqual([
      [ids.past, true],
      [ids.future, false],
    ]);
    const closed = await call(`${wp.url}/wp-json/wp/v2/event/${ids.past}`);
    expect(closed.body.content.rendered).toContain('<p class="event-when">Closed 15 Jan 2020 · 50 seats</p>');
  });

  it('deactivation unschedules the cron (wp_next_scheduled is false) and keeps the data', () => {
    const { state } = wpCli('deactivate');
    expect(state).toMatchObject({ active: false, next: false, schedule: false, option: { defaultCapacity: 50 } });
    expect(state.events).toBe(2);
  });

  it('deleting the plugin from wp-admin in Chromium runs uninstall: the option, the events and their meta are gone', async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    const browser = await launchChromium();
    try {
      const page = await wpAdminPage(browser, { url: wp.url, user: wp.adminUser, password: wp.adminPassword });
      const row = page.locator(`tr[data-plugin="${PLUGIN}"]`);
      expect(await row.getAttribute('class')).toMatch(/\binactive\b/);
      // wp-admin asks "Are you sure you want to delete TypeScript Events and its data?" first.
      let question = '';
      page.once('dialog', (dialog) => {
        question = dialog.message();
        void dialog.accept();
      });
      await row.locator('a.delete').click();
      const done = page.locator('tr.plugin-deleted-tr');
      await done.waitFor();
      expect(question).toMatch(/delete .*TypeScript Events.* and its data\?/);
      expect(await done.innerText()).toMatch(/TypeScript Events.* was successfully deleted\./);
      await page.screenshot({ path: path.join(ARTIFACTS, 'events-deleted.png'), fullPage: true });
    } finally {
      await browser.close();
    }
    const { state } = wpCli('state');
    expect(state).toMatchObject({ option: false, uninstall: null, events: 0, eventMeta: 0, files: false });
    console.log(`[hooks] done: ${since(t0)}`);
  }, 120_000);
});
