import fs from 'node:fs';
import path from 'node:path';
import { namesFromFolder, scaffoldFiles } from './init/scaffold.js';
import { UsageError } from './errors.js';

export interface InitOptions {
  /** The new project's folder (created when missing); its name gives the slug and namespaces. */
  dir: string;
  /** Overwrite files that already exist. */
  force: boolean;
  log: (line: string) => void;
}

/** `ts2wp init`: scaffold a project; refuses to overwrite anything unless --force. */
export async function init({ dir, force, log }: InitOptions): Promise<string[]> {
  const root = path.resolve(dir);
  if (fs.existsSync(root) && !fs.statSync(root).isDirectory())
    throw new UsageError(`${dir} is a file; name a folder for the new project.`);
  const names = namesFromFolder(path.basename(root));
  const files = scaffoldFiles(names);
  const existing = [...files.keys()].filter((rel) => fs.existsSync(path.join(root, rel)));
  if (existing.length && !force) {
    throw new UsageError(
      `Refusing to overwrite ${existing.join(', ')} in ${dir}. Pass --force to overwrite them, or pick an empty folder.`,
    );
  }
  for (const [rel, content] of files) {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  const shown = path.relative(process.cwd(), root) || '.';
  log(
    `Created ${names.name} (slug ${names.slug}, PHP namespace ${names.phpNamespace}) in ${shown}: ${files.size} files${existing.length ? `, ${existing.length} overwritten` : ''}.`,
  );
  log('Next:');
  if (shown !== '.') log(`  cd ${/[\s'"]/.test(shown) ? JSON.stringify(shown) : shown}`);
  log('  npm install');
  log('  npm test && npm run build');
  return [...files.keys()];
}
