// Runs REST requests through WordPress's own REST server code (in php-wasm, no
// database) with built plugins loaded: test/harness/wp-rest.php.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PHP } from '@php-wasm/universal';
import { mount, runPhp, wordpressCore } from './php.js';
import { REPO } from './project.js';

export type UrlForm = 'pretty' | 'query' | 'post' | 'pathinfo' | 'pathinfo-raw';

export interface HarnessRequest {
  method: string;
  path: string;
  json?: unknown;
  /**
   * A JSON body as text, sent as written (`json` goes through PHP's json_decode() on the way
   * in, which makes `{}` and `[]` the same); restRequests() fills it from `json`.
   */
  jsonText?: string;
  form?: Record<string, unknown>;
  /** A multipart/form-data body's text parts, [name, value] in order (`['tags[]', 'a']` for an array). */
  multipart?: [string, string][];
  files?: Record<string, unknown>;
  /** A logged-in user id; 0 or absent is anonymous. */
  user?: number;
  /**
   * The logged-in user's capabilities (what current_user_can() grants); absent: every one.
   * The harness has no database, so no roles: tests list a role's capabilities here, and the
   * live e2e/permission.test.mjs checks the real roles.
   */
  caps?: string[];
  /** Request headers, e.g. { 'X-HTTP-Method-Override': 'GET' }. */
  headers?: Record<string, string>;
  /**
   * Where the URL carries the route (`path`, as the client writes it: percent-encoded, with
   * an optional `?query`): 'pretty' (default) /wp-json/<path>; 'query' /?rest_route=<path>;
   * 'post' a `rest_route` form field; 'pathinfo' /index.php/wp-json/<path> with PATH_INFO
   * decoded (Apache, php -S), 'pathinfo-raw' still encoded (Playground) (test/harness/wp-rest.php).
   */
  url?: UrlForm;
}

export interface HarnessResponse {
  status: number;
  data: any;
  headers: Record<string, string>;
  /** The route WordPress read from the URL (`rest_route`); null when it saw no REST request. */
  route: string | null;
}

const mounted = new WeakMap<PHP, Set<string>>();

/**
 * A digest of a folder's files (names and contents): a plugin's mount path includes it, so
 * two different plugins with the same folder name (the same slug), or a folder rebuilt with
 * other code, never share a mount in one PHP instance.
 */
export function contentKey(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (d: string, rel: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const name = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(path.join(d, e.name), name);
      else if (e.isFile())
        hash
          .update(`${name}\0`)
          .update(fs.readFileSync(path.join(d, e.name)))
          .update('\0');
    }
  };
  walk(dir, '');
  return hash.digest('hex').slice(0, 16);
}

async function ensureMount(php: PHP, host: string, vfs: string): Promise<void> {
  const done = mounted.get(php) ?? new Set<string>();
  mounted.set(php, done);
  if (done.has(vfs)) return;
  await mount(php, host, vfs);
  done.add(vfs);
}

/**
 * An mu-plugin giving `option` a table without a database: WordPress's own get_option() and
 * update_option() (option.php), whose pre_option/pre_update_option filters keep the
 * serialized text, as the table's option_value column does. A missing option reads as the
 * default, or '' (a pre_option filter answering false would send get_option() on to the cache).
 */
export function optionWithoutDatabase(option: string): string {
  const stored = `$GLOBALS['ts2wp_test_options']['${option}']`;
  return `<?php
require_once ABSPATH . WPINC . '/option.php';
$GLOBALS['ts2wp_test_options'] = array();
add_filter( 'pre_option_${option}', function ( $pre, $option, $default_value ) {
	return array_key_exists( '${option}', $GLOBALS['ts2wp_test_options'] ) ? maybe_unserialize( ${stored} ) : ( false === $default_value ? '' : $default_value );
}, 10, 3 );
add_filter( 'pre_update_option_${option}', function ( $value, $old ) {
	${stored} = maybe_serialize( $value );
	return $old; // update_option() then stops before the database.
}, 10, 2 );
`;
}

/** Loads each plugin folder (its `<slug>.php`) and answers the requests in order. */
export async function restRequests(
  php: PHP,
  pluginDirs: string[],
  requests: HarnessRequest[],
  options: { debug?: boolean; muPlugin?: string } = {},
): Promise<HarnessResponse[]> {
  await ensureMount(php, wordpressCore(), '/wordpress');
  const plugins: string[] = [];
  for (const [i, dir] of pluginDirs.entries()) {
    const vfs = `/plugins/p${i}-${contentKey(dir)}/${path.basename(dir)}`;
    await ensureMount(php, dir, vfs);
    plugins.push(`${vfs}/${path.basename(dir)}.php`);
  }
  if (options.muPlugin) php.writeFile('/tmp/mu-plugin.php', options.muPlugin);
  php.writeFile(
    '/tmp/harness.json',
    JSON.stringify({
      core: '/wordpress',
      plugins,
      requests: requests.map((r) =>
        r.json !== undefined && r.jsonText === undefined ? { ...r, jsonText: JSON.stringify(r.json) } : r,
      ),
      debug: !!options.debug,
      mu: options.muPlugin ? '/tmp/mu-plugin.php' : undefined,
    }),
  );
  const harness = fs.readFileSync(path.join(REPO, 'test', 'harness', 'wp-rest.php'), 'utf8');
  const result = await runPhp(php, harness, { TS2WP_HARNESS: '/tmp/harness.json' });
  try {
    return JSON.parse(result.text);
  } catch {
    throw new Error(`harness failed (exit ${result.exitCode}): ${result.text}\n${result.errors}`);
  }
}
