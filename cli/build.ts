import path from 'node:path';
import { compileProject, hasErrors } from '../emitter/compile.js';
import { writePlugin } from '../emitter/output/package.js';
import { CompileError } from './errors.js';

export interface BuildOptions {
  project: string;
  out?: string;
  zip: boolean;
  log: (line: string) => void;
}

/** `ts2wp build`: compile, then write build/<slug>/ and build/<slug>.zip. */
export async function build({ project, out, zip, log }: BuildOptions): Promise<void> {
  const result = compileProject(project);
  if (hasErrors(result.diagnostics) || !result.files || !result.model) throw new CompileError(result.diagnostics);
  const outDir = path.resolve(project, out ?? 'build');
  const written = await writePlugin(outDir, result.model.config.slug, result.files, zip);
  log(`Built ${result.model.routes.length} route(s) into ${path.relative(process.cwd(), written.dir) || '.'}`);
  if (written.zip) log(`Zipped ${path.relative(process.cwd(), written.zip)}`);
}
