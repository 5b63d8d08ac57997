// A throw-away copy of WordPress core for `ts2wp dev` and the live e2e tests (offline).
//
// Source order:
//   1. $TS2WP_WP_CORE — a WordPress folder or a .zip (e.g. wordpress-6.x.zip; the root may
//      be one level down, as in the official zip's `wordpress/`)
//   2. /usr/share/wordpress (Debian's `wordpress` package; scripts/setup-system.sh
//      installs it for CI)
// The result is always a fresh temp dir: Playground writes into mounted core
// (wp-config.php, wp-content/database, mu-plugins…), so the source is never mounted.
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export const DEBIAN_CORE = '/usr/share/wordpress';

/** True if `dir` looks like a WordPress root. */
export function isWordPressDir(dir: string): boolean {
  return existsSync(path.join(dir, 'wp-includes', 'version.php')) && existsSync(path.join(dir, 'wp-settings.php'));
}

/** Extracts a zip with `yauzl` (loaded on demand: only a zip given in TS2WP_WP_CORE needs it). */
async function unzip(zipPath: string, dest: string): Promise<void> {
  let yauzl: typeof import('yauzl');
  try {
    yauzl = (await import('yauzl')).default;
  } catch {
    throw new Error(
      `Reading ${zipPath} needs the package yauzl (npm i -D yauzl), or unzip it and point TS2WP_WP_CORE at the folder.`,
    );
  }
  const zip = await new Promise<import('yauzl').ZipFile>((ok, ko) =>
    yauzl.open(zipPath, { lazyEntries: true }, (e, z) => (e || !z ? ko(e ?? new Error('cannot open zip')) : ok(z))),
  );
  try {
    await new Promise<void>((ok, ko) => {
      zip.on('error', ko);
      zip.on('end', ok);
      const extract = async (entry: import('yauzl').Entry) => {
        const out = path.resolve(dest, entry.fileName);
        if (!out.startsWith(path.resolve(dest) + path.sep)) throw new Error(`unsafe zip entry ${entry.fileName}`);
        if (entry.fileName.endsWith('/')) {
          await mkdir(out, { recursive: true });
        } else {
          await mkdir(path.dirname(out), { recursive: true });
          const rs = await new Promise<NodeJS.ReadableStream>((a, b) =>
            zip.openReadStream(entry, (e, s) => (e || !s ? b(e ?? new Error('no read stream')) : a(s))),
          );
          await pipeline(rs, createWriteStream(out));
        }
        zip.readEntry();
      };
      // One entry at a time (lazyEntries): the next is read once this one is written.
      zip.on('entry', (entry: import('yauzl').Entry) => void extract(entry).catch(ko));
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

/** Finds the WordPress root in `dir`: the folder itself or one level down (`wordpress/`). */
async function findRoot(dir: string): Promise<string> {
  if (isWordPressDir(dir)) return dir;
  for (const name of await readdir(dir)) {
    const sub = path.join(dir, name);
    if (statSync(sub).isDirectory() && isWordPressDir(sub)) return sub;
  }
  throw new Error(`No WordPress root (wp-includes/version.php) found in ${dir}.`);
}

/**
 * Copies WordPress core into a fresh temp dir and returns its path; the caller owns it.
 */
export async function prepareWordPressCore({ log = () => {} }: { log?: (line: string) => void } = {}): Promise<string> {
  const dest = await mkdtemp(path.join(tmpdir(), 'ts2wp-wp-core-'));
  try {
    const fromEnv = process.env.TS2WP_WP_CORE;
    if (fromEnv) {
      if (!existsSync(fromEnv)) throw new Error(`TS2WP_WP_CORE=${fromEnv} does not exist.`);
      if (statSync(fromEnv).isDirectory()) {
        log(`WordPress core: copying ${fromEnv} (TS2WP_WP_CORE)`);
        await cp(await findRoot(fromEnv), dest, { recursive: true, dereference: true });
      } else {
        log(`WordPress core: extracting ${fromEnv} (TS2WP_WP_CORE)`);
        const x = await mkdtemp(path.join(tmpdir(), 'ts2wp-wp-zip-'));
        try {
          await unzip(fromEnv, x);
          await cp(await findRoot(x), dest, { recursive: true, dereference: true });
        } finally {
          await rm(x, { recursive: true, force: true });
        }
      }
    } else {
      if (!isWordPressDir(DEBIAN_CORE)) {
        throw new Error(
          'No WordPress core found: set TS2WP_WP_CORE to a WordPress folder or zip (e.g. wordpress-6.8.zip from wordpress.org), ' +
            "or install Debian's package (`apt-get install -y wordpress`, which fills /usr/share/wordpress).",
        );
      }
      log(`WordPress core: copying ${DEBIAN_CORE}`);
      // Debian's tree is full of symlinks into /usr/share/javascript etc.: dereference them.
      await cp(DEBIAN_CORE, dest, { recursive: true, dereference: true });
    }
    // Debian's wp-config.php reads /etc/wordpress/config-<host>.php; Playground must write its own.
    await rm(path.join(dest, 'wp-config.php'), { force: true });
    return dest;
  } catch (err) {
    await rm(dest, { recursive: true, force: true });
    throw err;
  }
}

/** Reads $wp_version from wp-includes/version.php. */
export async function readWpVersion(coreDir: string): Promise<string> {
  const src = await readFile(path.join(coreDir, 'wp-includes', 'version.php'), 'utf8');
  const m = src.match(/\$wp_version\s*=\s*'([^']+)'/);
  if (!m) throw new Error(`Cannot read $wp_version in ${coreDir}.`);
  return m[1];
}
