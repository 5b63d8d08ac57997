// The pipeline in one call: analyzeProject() (analyze/project.ts) → emitPlugin() (emit.ts).
// Pure: it returns the plugin's files in memory (or diagnostics); writing them is the
// package step's job.
import { analyzeProject } from './analyze/project.js';
import { emitPlugin, type CompileResult } from './emit.js';
import type { PhpValidator } from './output/validate-pool.js';
import { runtimeFiles } from './render/runtime.js';
import { fullBuild, type CompileSession } from './session.js';

export { hasErrors, type CompileResult } from './emit.js';
export { fullBuild, type CompileSession, type TranslatedController } from './session.js';

export function compileProject(projectDir: string, session: CompileSession = fullBuild): CompileResult {
  // The PHP checks run beside the compiler (output/validate-pool.ts); the runtime copy is
  // known from the config alone, so it is checked while the TypeScript is type-checked.
  let validator: PhpValidator | undefined;
  try {
    const analysis = analyzeProject(projectDir, {
      session,
      onConfig: (config) => {
        validator = session.validator();
        for (const [rel, content] of runtimeFiles(config.phpNamespace, config.slug))
          validator.submit(rel, content, true);
      },
    });
    return emitPlugin(analysis, { session, validator });
  } finally {
    validator?.dispose();
  }
}
