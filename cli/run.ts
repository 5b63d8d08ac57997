// The one wrapper that maps error classes to messages and exit codes
// (0 ok, 1 project errors with nothing written, 2 bad usage).
import { errorsOf, formatDiagnostics } from '../emitter/diagnostics/diagnostic.js';
import { CompileError, UsageError } from './errors.js';

export interface CliIo {
  stderr: (text: string) => void;
  cwd: string;
  color: boolean;
  /** Print stack traces of unexpected errors (TS2WP_DEBUG). */
  debug: boolean;
}

export async function runCommand(command: () => Promise<void>, io: CliIo): Promise<number> {
  try {
    await command();
    return 0;
  } catch (error) {
    if (error instanceof CompileError) {
      io.stderr(formatDiagnostics(error.diagnostics, io.cwd, io.color));
      const errors = errorsOf(error.diagnostics).length;
      const warnings = error.diagnostics.length - errors;
      io.stderr(`\nFound ${errors} error(s)${warnings ? ` and ${warnings} warning(s)` : ''}; nothing was written.\n`);
      return 1;
    }
    if (error instanceof UsageError) {
      io.stderr(`ts2wp: ${error.message}\n`);
      return 2;
    }
    // A file-system failure (unreadable folder, full disk…) is the user's to fix too: say what failed.
    const e = error as NodeJS.ErrnoException;
    io.stderr(`ts2wp: ${e?.code ? `${e.code}: ` : ''}${e?.message ?? String(error)}\n`);
    if (io.debug) io.stderr(`${e?.stack}\n`);
    return 1;
  }
}
