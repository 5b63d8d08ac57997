// The pipeline in one call: analyzeProject() (analyze/project.ts) → emitPlugin() (emit.ts).
// Pure: it returns the plugin's files in memory (or diagnostics); writing them is the
// package step's job.
import { analyzeProject } from './analyze/project.js';
import { emitPlugin, type CompileResult } from './emit.js';
import type { PhpValidator } from './output/validate-pool.js';
import { fullBuild, type CompileSession } from './session.js';

export { hasErrors, type CompileResult } from './emit.js';
export { fullBuild, type CompileSession, type TranslatedController } from './session.js';

export function compileProject(projectDir: string, session: CompileSession = fullBuild): CompileResult {
  // The PHP checks run beside the compiler (output/validate-pool.ts), started while the
  // TypeScript is type-checked. The runtime copy is checked as it ships, cut down to what
  // the plugin reaches (render/runtime.ts), so only once the plugin's files are known.
  let validator: PhpValidator | undefined;
  try {
    const analysis = analyzeProject(projectDir, {
      session,
      onConfig: () => {
        validator = session.validator();
      },
    });
    return emitPlugin(analysis, { session, validator });
  } finally {
    validator?.dispose();
  }
}
