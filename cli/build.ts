import path from 'node:path';
import { compileProject, hasErrors, type CompileResult } from '../emitter/compile.js';
import { warningsOf, type Diagnostic } from '../emitter/diagnostics/diagnostic.js';
import { writePlugin } from '../emitter/output/package.js';
import type { PluginModel } from '../emitter/model.js';
import { CompileError } from './errors.js';

export interface BuildOptions {
  project: string;
  out?: string;
  zip: boolean;
  log: (line: string) => void;
  /** Prints warnings (the build goes on); cli/index.ts writes them to stderr. */
  warn?: (warnings: Diagnostic[]) => void;
}

export interface BuildResult {
  model: PluginModel;
  /** The plugin folder written (build/<slug>/) and the zip, if any. */
  dir: string;
  zip?: string;
}

/** `ts2wp build`: compile, then write build/<slug>/ and build/<slug>.zip. */
export async function build(options: BuildOptions): Promise<void> {
  await buildPlugin(options);
}

/**
 * The build step itself; `ts2wp dev` also uses the route model and folder it returns, and
 * passes `compile` to rebuild through its watch session (emitter/incremental.ts).
 */
export async function buildPlugin(
  { project, out, zip, log, warn }: BuildOptions,
  compile = () => compileProject(project),
): Promise<BuildResult> {
  const result: CompileResult = compile();
  if (hasErrors(result.diagnostics) || !result.files || !result.model) throw new CompileError(result.diagnostics);
  const warnings = warningsOf(result.diagnostics);
  if (warnings.length) warn?.(warnings);
  const outDir = path.resolve(project, out ?? 'build');
  const written = await writePlugin(outDir, result.model.config.slug, result.files, zip, result.beside);
  log(`Built ${result.model.routes.length} route(s) into ${path.relative(process.cwd(), written.dir) || '.'}`);
  if (written.zip) log(`Zipped ${path.relative(process.cwd(), written.zip)}`);
  return { model: result.model, dir: written.dir, zip: written.zip };
}
