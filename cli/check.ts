import { compileProject, hasErrors } from '../emitter/compile.js';
import { warningsOf, type Diagnostic } from '../emitter/diagnostics/diagnostic.js';
import { CompileError } from './errors.js';

/** `ts2wp check`: every diagnostic, nothing written. */
export async function check({
  project,
  log,
  warn,
}: {
  project: string;
  log: (line: string) => void;
  /** Prints warnings; they do not fail the check. */
  warn?: (warnings: Diagnostic[]) => void;
}): Promise<void> {
  const result = compileProject(project);
  if (hasErrors(result.diagnostics)) throw new CompileError(result.diagnostics);
  const warnings = warningsOf(result.diagnostics);
  if (warnings.length) warn?.(warnings);
  log(
    `${warnings.length ? `No errors, ${warnings.length} warning(s)` : 'No problems'}: ${result.model?.routes.length ?? 0} route(s) in ${result.model?.controllers.length ?? 0} controller(s)${result.model?.hooks?.length ? `, ${result.model.hooks.length} hook(s)` : ''}.`,
  );
}
