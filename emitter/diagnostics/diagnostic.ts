import ts from '#typescript';
import type { Problem } from './catalogue.js';

// Every ts2wp diagnostic has a fixed code and its text from a catalogue factory
// (catalogue.ts: a `Problem` is made nowhere else); the number is printed as
// `TS2WP<code>`. 1xxx: @Api options and controllers; 2xxx: project and config; 3xxx:
// handler translation; 4xxx: emitted output. This file places a Problem in a file.

/** An error the user can fix; shaped like ts.Diagnostic so TypeScript formats it. */
export type Diagnostic = ts.Diagnostic;

export function diagnosticAt(node: ts.Node, problem: Problem): Diagnostic {
  const file = node.getSourceFile();
  const start = node.getStart(file);
  return diagnosticInSourceFile(file, start, node.getEnd() - start, problem);
}

/** A diagnostic at a character range of a (possibly non-TS) file, e.g. a config or PHP file. */
export function diagnosticInFile(
  fileName: string,
  text: string,
  start: number,
  length: number,
  problem: Problem,
): Diagnostic {
  return diagnosticInSourceFile(
    ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.Unknown),
    start,
    length,
    problem,
  );
}

/** A diagnostic at a character range of a parsed file (a JSON config's nodes have no parent links). */
export function diagnosticInSourceFile(
  file: ts.SourceFile,
  start: number,
  length: number,
  problem: Problem,
): Diagnostic {
  return {
    file,
    start,
    length: Math.max(1, length),
    category: ts.DiagnosticCategory.Error,
    code: problem.code,
    messageText: problem.message,
    source: 'ts2wp',
  };
}

/** A diagnostic with no position (a missing directory, say). */
export function diagnosticGlobal(problem: Problem): Diagnostic {
  return {
    file: undefined,
    start: undefined,
    length: undefined,
    category: ts.DiagnosticCategory.Error,
    code: problem.code,
    messageText: problem.message,
    source: 'ts2wp',
  };
}

/** The same diagnostic as a warning: printed with `- warning TS2WPnnnn:`, the build goes on. */
export function asWarning(d: Diagnostic): Diagnostic {
  return { ...d, category: ts.DiagnosticCategory.Warning };
}

/** Errors only: what stops a build. */
export function errorsOf(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
}

/** Warnings only: printed, the build still writes the plugin. */
export function warningsOf(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Warning);
}

export function isTs2wpDiagnostic(d: Diagnostic): boolean {
  return d.source === 'ts2wp';
}

/** `file:line:col` (1-based) of a diagnostic, or undefined when it has no position. */
export function positionOf(d: Diagnostic): { file: string; line: number; col: number } | undefined {
  if (!d.file || d.start === undefined) return undefined;
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
  return { file: d.file.fileName, line: line + 1, col: character + 1 };
}

/** A diagnostic's message as one string (a TypeScript message chain joined by newlines). */
export function messageOf(d: Diagnostic): string {
  return ts.flattenDiagnosticMessageText(d.messageText, '\n');
}

/** Text of a diagnostic's code as printed: `TS2WP1001` or `TS2322`. */
export function codeText(d: Diagnostic): string {
  return isTs2wpDiagnostic(d) ? `TS2WP${d.code}` : `TS${d.code}`;
}

/** TypeScript's own formatter (file:line:col and a code frame), with ts2wp codes relabelled. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], cwd: string, color: boolean): string {
  const host: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => cwd,
    getNewLine: () => '\n',
  };
  // TypeScript prints every code as `TS<n>`; ours are `TS2WP<n>`, so format one at a time.
  return diagnostics
    .map((d) => {
      let text = ts.formatDiagnosticsWithColorAndContext([d], host);
      if (!color) text = text.replace(/\x1b\[[0-9;]*m/g, '');
      return isTs2wpDiagnostic(d) ? text.replace(`TS${d.code}:`, `TS2WP${d.code}:`) : text;
    })
    .join('');
}
