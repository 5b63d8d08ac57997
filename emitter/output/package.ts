// The package step: write the plugin folder atomically (a failed build never touches the
// previous output) and zip it deterministically with one top folder `<slug>/`.
import fs from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';

/** Fixed timestamp so the same input gives a byte-identical zip. */
const ZIP_DATE = new Date('2020-01-01T00:00:00Z');

/**
 * Writes build/<slug>/ (and <slug>.zip), and `beside` (the plugin's phpcs.xml.dist) into
 * build/ itself: outside the folder and the zip.
 */
export async function writePlugin(
  outDir: string,
  slug: string,
  files: Map<string, string>,
  zip: boolean,
  beside: ReadonlyMap<string, string> = new Map(),
): Promise<{ dir: string; zip?: string }> {
  fs.mkdirSync(outDir, { recursive: true });
  const target = path.join(outDir, slug);
  const staging = fs.mkdtempSync(path.join(outDir, `.${slug}-staging-`));
  try {
    const stagedDir = path.join(staging, slug);
    for (const [rel, content] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const full = path.join(stagedDir, rel);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, content);
    }
    const stagedZip = path.join(staging, `${slug}.zip`);
    if (zip) await zipDirectory(stagedDir, slug, stagedZip);
    // Swap in the new folder: the old one is moved aside and only removed after the rename.
    const old = path.join(staging, 'previous');
    if (fs.existsSync(target)) fs.renameSync(target, old);
    fs.renameSync(stagedDir, target);
    let zipPath: string | undefined;
    if (zip) {
      zipPath = path.join(outDir, `${slug}.zip`);
      fs.renameSync(stagedZip, zipPath);
    }
    for (const [rel, content] of beside) fs.writeFileSync(path.join(outDir, rel), content);
    return { dir: target, zip: zipPath };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Lists a folder's files (forward slashes, sorted), skipping hidden files and archives. */
export function listPluginFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => !e.name.startsWith('.') && !/\.(zip|tar|gz|tgz|rar|7z)$/i.test(e.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) =>
      e.isDirectory() ? listPluginFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
    );
}

/** Zips `dir` as `<slug>/…` into `zipPath` (written to a temp name first, then renamed). */
export async function zipDirectory(dir: string, slug: string, zipPath: string): Promise<void> {
  const zipfile = new yazl.ZipFile();
  for (const rel of listPluginFiles(dir)) {
    zipfile.addBuffer(fs.readFileSync(path.join(dir, rel)), `${slug}/${rel}`, { mtime: ZIP_DATE, mode: 0o100644 });
  }
  zipfile.end();
  const temp = `${zipPath}.partial`;
  await new Promise<void>((resolve, reject) => {
    const out = fs.createWriteStream(temp);
    zipfile.outputStream.pipe(out).on('close', resolve).on('error', reject);
  });
  fs.renameSync(temp, zipPath);
}
