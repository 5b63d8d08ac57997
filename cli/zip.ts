import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../emitter/analyze/config.js';
import { zipDirectory } from '../emitter/output/package.js';
import { CompileError, UsageError } from './errors.js';

/** `ts2wp zip`: re-zip an existing build/<slug>/ into build/<slug>.zip. */
export async function zip({
  project,
  out,
  log,
}: {
  project: string;
  out?: string;
  log: (line: string) => void;
}): Promise<void> {
  const { config, diagnostics } = loadConfig(path.resolve(project));
  if (!config) throw new CompileError(diagnostics);
  const outDir = path.resolve(project, out ?? 'build');
  const dir = path.join(outDir, config.slug);
  if (!fs.existsSync(dir)) throw new UsageError(`No build at ${dir}; run \`ts2wp build ${project}\` first.`);
  const zipPath = path.join(outDir, `${config.slug}.zip`);
  await zipDirectory(dir, config.slug, zipPath);
  log(`Zipped ${path.relative(process.cwd(), zipPath)}`);
}
