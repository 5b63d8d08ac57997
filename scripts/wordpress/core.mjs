// Provides a throw-away copy of WordPress core for offline test environments.
//
// Source order:
//   1. $TS2WP_WP_CORE — a WordPress directory or a .zip (e.g. wordpress-6.x.zip)
//   2. /usr/share/wordpress (Debian's `wordpress` package), installed with
//      `apt-get install -y wordpress` when missing and we are root.
// The result is always a fresh temp dir: Playground writes into mounted core
// (wp-config.php, wp-content/database, mu-plugins...), so never mount the source.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DEBIAN_CORE = '/usr/share/wordpress';

/** True if `dir` looks like a WordPress root. */
function isWordPressDir(dir) {
  return existsSync(join(dir, 'wp-includes', 'version.php')) && existsSync(join(dir, 'wp-settings.php'));
}

/** Extracts a zip with `yauzl` (a project devDependency) into `dest`. */
async function unzip(zipPath, dest) {
  const { default: yauzl } = await import('yauzl');
  const { createWriteStream } = await import('node:fs');
  const { mkdir } = await import('node:fs/promises');
  const { dirname, resolve, sep } = await import('node:path');
  const { pipeline } = await import('node:stream/promises');
  const zip = await new Promise((ok, ko) => yauzl.open(zipPath, { lazyEntries: true }, (e, z) => (e ? ko(e) : ok(z))));
  try {
    await new Promise((ok, ko) => {
      zip.on('error', ko);
      zip.on('end', ok);
      zip.on('entry', async (entry) => {
        try {
          const out = resolve(dest, entry.fileName);
          if (!out.startsWith(resolve(dest) + sep)) throw new Error(`unsafe zip entry ${entry.fileName}`);
          if (entry.fileName.endsWith('/')) {
            await mkdir(out, { recursive: true });
          } else {
            await mkdir(dirname(out), { recursive: true });
            const rs = await new Promise((a, b) => zip.openReadStream(entry, (e, s) => (e ? b(e) : a(s))));
            await pipeline(rs, createWriteStream(out));
          }
          zip.readEntry();
        } catch (err) {
          ko(err);
        }
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

/** Finds the WordPress root inside an extracted zip (root itself or one level down, e.g. `wordpress/`). */
async function findRoot(dir) {
  if (isWordPressDir(dir)) return dir;
  for (const name of await readdir(dir)) {
    const sub = join(dir, name);
    if (statSync(sub).isDirectory() && isWordPressDir(sub)) return sub;
  }
  throw new Error(`no WordPress root (wp-includes/version.php) found in ${dir}`);
}

/**
 * Copies WordPress core into a fresh temp dir and returns its path.
 * The caller owns the directory (remove it when done).
 * @param {{ log?: (s: string) => void }} [opts]
 * @returns {Promise<string>}
 */
export async function prepareWordPressCore({ log = () => {} } = {}) {
  const dest = await mkdtemp(join(tmpdir(), 'ts2wp-wp-core-'));
  try {
    const fromEnv = process.env.TS2WP_WP_CORE;
    if (fromEnv) {
      if (!existsSync(fromEnv)) throw new Error(`TS2WP_WP_CORE=${fromEnv} does not exist`);
      if (statSync(fromEnv).isDirectory()) {
        log(`WordPress core: copying ${fromEnv} (TS2WP_WP_CORE)`);
        await cp(await findRoot(fromEnv), dest, { recursive: true, dereference: true });
      } else {
        log(`WordPress core: extracting ${fromEnv} (TS2WP_WP_CORE)`);
        const x = await mkdtemp(join(tmpdir(), 'ts2wp-wp-zip-'));
        try {
          await unzip(fromEnv, x);
          await cp(await findRoot(x), dest, { recursive: true, dereference: true });
        } finally {
          await rm(x, { recursive: true, force: true });
        }
      }
    } else {
      if (!isWordPressDir(DEBIAN_CORE)) {
        if (process.getuid?.() !== 0) {
          throw new Error(
            `No WordPress core: set TS2WP_WP_CORE to a WordPress dir/zip, or run \`apt-get install -y wordpress\` as root`,
          );
        }
        log('WordPress core: installing Debian package `wordpress` (apt-get)');
        const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
        try {
          execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'wordpress'], { stdio: 'inherit', env });
        } catch {
          execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
          execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'wordpress'], { stdio: 'inherit', env });
        }
      }
      log(`WordPress core: copying ${DEBIAN_CORE}`);
      // Debian's tree is full of symlinks into /usr/share/javascript etc.: dereference them.
      await cp(DEBIAN_CORE, dest, { recursive: true, dereference: true });
    }
    // Debian's wp-config.php reads /etc/wordpress/config-<host>.php; Playground must write its own.
    await rm(join(dest, 'wp-config.php'), { force: true });
    return dest;
  } catch (err) {
    await rm(dest, { recursive: true, force: true });
    throw err;
  }
}
