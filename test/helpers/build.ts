// Compiles a project in-process and writes it, as `ts2wp build` would.
import path from 'node:path';
import { compileProject, hasErrors } from '../../emitter/compile.js';
import { formatDiagnostics } from '../../emitter/diagnostics/diagnostic.js';
import { writePlugin } from '../../emitter/output/package.js';

/** Builds the project into <dir>/build/<slug>/ and returns that folder; throws with diagnostics on error. */
export async function buildProject(dir: string, zip = false): Promise<string> {
  const result = compileProject(dir);
  if (hasErrors(result.diagnostics) || !result.files || !result.model) {
    throw new Error(formatDiagnostics(result.diagnostics, dir, false));
  }
  const written = await writePlugin(
    path.join(dir, 'build'),
    result.model.config.slug,
    result.files,
    zip,
    result.beside,
  );
  return written.dir;
}
