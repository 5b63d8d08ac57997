import { compileProject, hasErrors } from '../compiler/compile.js';
import { CompileError } from './errors.js';

/** `ts2wp check`: every diagnostic, nothing written. */
export async function check({ project, log }: { project: string; log: (line: string) => void }): Promise<void> {
  const result = compileProject(project);
  if (hasErrors(result.diagnostics)) throw new CompileError(result.diagnostics);
  log(
    `No problems: ${result.model?.routes.length ?? 0} route(s) in ${result.model?.controllers.length ?? 0} controller(s)${result.model?.hooks?.length ? `, ${result.model.hooks.length} hook(s)` : ''}.`,
  );
}
