// PHP for tests, with no system PHP: @php-wasm/node on the versions we promise.
import fs from 'node:fs';
import { createNodeFsMountHandler, loadNodeRuntime } from '@php-wasm/node';
import { PHP } from '@php-wasm/universal';

export const PHP_VERSIONS = ['7.4', '8.3'] as const;
export type PhpVersion = (typeof PHP_VERSIONS)[number];

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

/** WordPress core for the harness: TS2WP_WP_CORE, else Debian's package. */
export function wordpressCore(): string {
  const dir = process.env.TS2WP_WP_CORE ?? '/usr/share/wordpress';
  if (!fs.existsSync(`${dir}/wp-includes/rest-api.php`)) {
    throw new Error(
      `WordPress core not found at ${dir}: run \`apt-get install -y wordpress\` or set TS2WP_WP_CORE to a WordPress folder.`,
    );
  }
  return fs.realpathSync(dir);
}
