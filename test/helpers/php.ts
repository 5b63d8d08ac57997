// PHP for tests, with no system PHP: @php-wasm/node on the versions we promise.
import fs from 'node:fs';
import path from 'node:path';
import { createNodeFsMountHandler, loadNodeRuntime } from '@php-wasm/node';
import { PHP } from '@php-wasm/universal';
import { wordpress7Dir } from '../../cli/stubs.js';
import { yieldToEventLoop } from './event-loop.js';

export const PHP_VERSIONS = ['7.4', '8.3'] as const;

/**
 * The newest PHP @php-wasm/node offers: the differential suites compare every case on it too,
 * so a change in PHP (8.4's and 8.5's deprecations) shows before hosts upgrade.
 */
export const NEWEST_PHP = '8.5';

/** The versions the differential suites (test/differential/) run each case on. */
export const DIFFERENTIAL_PHP_VERSIONS = [...PHP_VERSIONS, NEWEST_PHP] as const;

export type PhpVersion = (typeof DIFFERENTIAL_PHP_VERSIONS)[number];

/** Extensions a test may load beyond php-wasm's defaults (intl is not loaded by default, as on many hosts). */
export type PhpExtension = 'intl';

const instances = new Map<string, Promise<PHP>>();

/** One PHP per version (and extension set) per test file; closePhp() in afterAll ends them (else Node hangs). */
export function getPhp(version: PhpVersion, extensions: PhpExtension[] = []): Promise<PHP> {
  const key = [version, ...extensions].join('+');
  let php = instances.get(key);
  if (!php) {
    php = loadNodeRuntime(version, { emscriptenOptions: { processId: 1 }, extensions }).then(
      (runtime) => new PHP(runtime),
    );
    instances.set(key, php);
  }
  return php;
}

export async function closePhp(): Promise<void> {
  for (const php of instances.values()) (await php).exit();
  instances.clear();
}

export interface PhpRun {
  text: string;
  errors: string;
  exitCode: number;
}

export async function runPhp(php: PHP, code: string, env: Record<string, string> = {}): Promise<PhpRun> {
  // A suite may run hundreds of scripts in one test; each run is a turn (helpers/event-loop-setup.ts).
  await yieldToEventLoop();
  const script = `/tmp/run-${Math.random().toString(36).slice(2)}.php`;
  php.writeFile(script, code);
  try {
    const response = await php.run({ scriptPath: script, env });
    return { text: response.text, errors: response.errors, exitCode: response.exitCode };
  } catch (error) {
    // php-wasm throws on a fatal error; its message carries PHP's output.
    return { text: '', errors: String((error as Error).message), exitCode: 255 };
  } finally {
    php.unlink(script);
  }
}

/** `php -l`: a full parse with no execution; returns null when the code parses. */
export async function lintPhp(php: PHP, code: string): Promise<string | null> {
  php.writeFile('/tmp/lint-subject.php', code);
  const result = await runPhp(
    php,
    `<?php
try { token_get_all( file_get_contents( '/tmp/lint-subject.php' ), TOKEN_PARSE ); echo 'OK'; }
catch ( \\ParseError $e ) { echo 'Parse error: ' . $e->getMessage() . ' on line ' . $e->getLine(); }`,
  );
  return result.text === 'OK' ? null : result.text + result.errors;
}

/** Mounts a host folder into the PHP filesystem. */
export async function mount(php: PHP, hostPath: string, vfsPath: string): Promise<void> {
  php.mkdir(vfsPath);
  await php.mount(vfsPath, createNodeFsMountHandler(hostPath));
}

/**
 * WordPress 7.x as scripts/setup-wordpress.sh leaves it (Debian sid's `wordpress` package,
 * unpacked into the cache folder): the second core the tests run on (vitest.wp7.config.ts).
 */
export const wordpress7Core = wordpress7Dir;

/** `$wp_version` of a WordPress folder (wp-includes/version.php), or undefined. */
export function wordpressVersion(dir: string): string | undefined {
  const file = path.join(dir, 'wp-includes', 'version.php');
  if (!fs.existsSync(file)) return undefined;
  return /\$wp_version = '([^']+)'/.exec(fs.readFileSync(file, 'utf8'))?.[1];
}

/** WordPress core for the harness: TS2WP_WP_CORE, else Debian's package (6.1). */
export function wordpressCore(): string {
  const dir = process.env.TS2WP_WP_CORE ?? '/usr/share/wordpress';
  if (!fs.existsSync(`${dir}/wp-includes/rest-api.php`)) {
    throw new Error(
      dir === wordpress7Core()
        ? `WordPress 7.x not found at ${dir}: run the setup command (\`npm run setup\`, or \`bash scripts/setup-wordpress.sh\`), which fetches Debian sid's wordpress package into that folder.`
        : `WordPress core not found at ${dir}: run \`apt-get install -y wordpress\` or set TS2WP_WP_CORE to a WordPress folder.`,
    );
  }
  return fs.realpathSync(dir);
}
