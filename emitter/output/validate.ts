// The validate step: every emitted PHP file must parse, and must not contain constructs
// a plugin reviewer rejects (eval, variable variables, exit outside the ABSPATH guard…).
// The checks themselves are in php-check.ts (no TypeScript import, so a worker can load
// them fast: validate-pool.ts); this file turns their findings into diagnostics.
import { Rules } from '../diagnostics/catalogue.js';
import { diagnosticInFile, type Diagnostic } from '../diagnostics/diagnostic.js';
import { checkPhp, offsetOf, parser, parserError, type PhpNode, type PhpProblem } from './php-check.js';

/** Parses PHP and returns the tree, or a diagnostic at the syntax error. */
export function parsePhp(fileName: string, code: string): { ast?: PhpNode; diagnostic?: Diagnostic } {
  try {
    return { ast: parser.parseCode(code, fileName) as unknown as PhpNode };
  } catch (error) {
    const e = error as { message: string; lineNumber?: number; columnNumber?: number };
    const offset = offsetOf(code, e.lineNumber ?? 1, e.columnNumber ?? 0);
    return {
      diagnostic: diagnosticInFile(fileName, code, offset, 1, Rules.EmittedPhpInvalid.parse(parserError(e.message))),
    };
  }
}

/** Problems found in `code` as diagnostics in `fileName`. */
export function problemDiagnostics(fileName: string, code: string, problems: readonly PhpProblem[]): Diagnostic[] {
  return problems.map((p) =>
    diagnosticInFile(
      fileName,
      code,
      p.start,
      p.length,
      p.kind === 'invalid' ? Rules.EmittedPhpInvalid.emitted(p.detail) : Rules.EmittedPhpForbidden.forbidden(p.detail),
    ),
  );
}

/** Checks one emitted file: it must parse, and (when `strict`) use nothing forbidden. */
export function validatePhp(fileName: string, code: string, strict = true): Diagnostic[] {
  return problemDiagnostics(fileName, code, checkPhp(code, strict).problems);
}
