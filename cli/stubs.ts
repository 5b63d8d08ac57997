import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIB_FILES } from '../emitter/libs.js';
import { generateStubs } from '../tools/stubs/generate.js';
import { UsageError } from './errors.js';

/**
 * WordPress 7.x as scripts/setup-wordpress.sh unpacks it (Debian sid's package, in ts2wp's
 * cache folder): the WordPress lib/wordpress.generated.ts is generated from.
 */
export function wordpress7Dir(): string {
  const cache =
    process.env.TS2WP_CACHE ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'ts2wp');
  return path.join(cache, 'wordpress-7', 'usr', 'share', 'wordpress');
}

/** Where WordPress core is read from when no folder is named. */
export function defaultWordPressDir(): string {
  return process.env.TS2WP_WP_CORE || wordpress7Dir();
}

/**
 * `ts2wp stubs`: regenerates the `ts2wp/wordpress` declarations from a WordPress core
 * folder (default: the file the compiler reads, lib/wordpress.generated.ts).
 */
export async function stubs({
  wpDir,
  out,
  log,
}: {
  wpDir?: string;
  out?: string;
  log: (line: string) => void;
}): Promise<void> {
  const dir = path.resolve(wpDir || defaultWordPressDir());
  if (!fs.existsSync(path.join(dir, 'wp-includes', 'version.php'))) {
    throw new UsageError(
      `${dir} is not a WordPress folder (no wp-includes/version.php). Name one (\`ts2wp stubs path/to/wordpress\`), set TS2WP_WP_CORE, or fetch WordPress 7.x with \`bash scripts/setup-wordpress.sh\`.`,
    );
  }
  const result = generateStubs(dir);
  const target = path.resolve(out ?? LIB_FILES.wordpress);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, result.source);
  const shown = path.relative(process.cwd(), target);
  log(
    `Wrote ${shown && !shown.startsWith('..') ? shown : target}: WordPress ${result.wordpressVersion}, ${result.functions} functions, ${result.classes} classes.`,
  );
}
