// Error classes the commands throw; cli/index.ts maps each to a message and exit code.
import type { Diagnostic } from '../emitter/diagnostics/diagnostic.js';

/** The project has errors: diagnostics are printed, nothing was written. Exit 1. */
export class CompileError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(`${diagnostics.length} error(s)`);
  }
}

/** The command line itself is wrong. Exit 2. */
export class UsageError extends Error {}
