// Runs REST requests through WordPress's own REST server code (in php-wasm, no
// database) with built plugins loaded: test/harness/wp-rest.php.
import fs from 'node:fs';
import path from 'node:path';
import type { PHP } from '@php-wasm/universal';
import { mount, runPhp, wordpressCore } from './php.js';
import { REPO } from './project.js';

export interface HarnessRequest {
  method: string;
  path: string;
  json?: unknown;
  form?: Record<string, unknown>;
  files?: Record<string, unknown>;
  /** A logged-in user id; 0 or absent is anonymous. */
  user?: number;
  /** Sent as `?rest_route=<path>` (decoded by PHP) instead of a pretty permalink (left encoded). */
  viaQuery?: boolean;
}

export interface HarnessResponse {
  status: number;
  data: any;
  headers: Record<string, string>;
}

const mounted = new WeakMap<PHP, Set<string>>();

async function ensureMount(php: PHP, host: string, vfs: string): Promise<void> {
  const done = mounted.get(php) ?? new Set<string>();
  mounted.set(php, done);
  if (done.has(vfs)) return;
  await mount(php, host, vfs);
  done.add(vfs);
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
    const vfs = `/plugins/p${i}-${path.basename(dir)}`;
    php.mkdir('/plugins');
    await ensureMount(php, dir, vfs);
    plugins.push(`${vfs}/${path.basename(dir)}.php`);
  }
  if (options.muPlugin) php.writeFile('/tmp/mu-plugin.php', options.muPlugin);
  php.writeFile('/tmp/harness.json', JSON.stringify({
    core: '/wordpress', plugins, requests, debug: !!options.debug, mu: options.muPlugin ? '/tmp/mu-plugin.php' : undefined,
  }));
  const harness = fs.readFileSync(path.join(REPO, 'test', 'harness', 'wp-rest.php'), 'utf8');
  const result = await runPhp(php, harness, { TS2WP_HARNESS: '/tmp/harness.json' });
  try {
    return JSON.parse(result.text);
  } catch {
    throw new Error(`harness failed (exit ${result.exitCode}): ${result.text}\n${result.errors}`);
  }
}
