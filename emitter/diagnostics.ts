import ts from '#typescript';

// Every ts2wp diagnostic has a fixed code; the number is printed as `TS2WP<code>`.
// 1xxx: @Api options and controllers; 2xxx: project and config; 3xxx: handler
// translation; 4xxx: emitted output.
export const Codes = {
  OptionNotStatic: 1001,
  UnknownOption: 1002,
  BadNamespace: 1003,
  BadEndpoint: 1004,
  BadMethod: 1005,
  BadParams: 1006,
  BadPermission: 1007,
  BadName: 1008,
  DuplicateName: 1009,
  DuplicateRoute: 1010,
  StaticHandler: 1011,
  PrivateHandler: 1012,
  NotAMethod: 1013,
  NotAController: 1014,
  BadDecoratorCall: 1015,
  BadHandlerSignature: 1016,
  DuplicateController: 1017,

  ProjectNotFound: 2001,
  ConfigMissing: 2002,
  ConfigSyntax: 2003,
  ConfigUnknownKey: 2004,
  ConfigBadValue: 2005,
  NoControllers: 2006,
  PhpSyntax: 2007,
  FileTooLarge: 2008,
  NotUtf8: 2009,
  FileUnreadable: 2010,

  Unsupported: 3001,
  UnsupportedCall: 3002,
  UnsupportedType: 3003,

  EmittedPhpInvalid: 4001,
  EmittedPhpForbidden: 4002,
} as const;

export type Code = (typeof Codes)[keyof typeof Codes];

/** An error the user can fix; shaped like ts.Diagnostic so TypeScript formats it. */
export type Diagnostic = ts.Diagnostic;

export function diagnosticAt(node: ts.Node, code: Code, message: string): Diagnostic {
  const file = node.getSourceFile();
  const start = node.getStart(file);
  return {
    file,
    start,
    length: Math.max(1, node.getEnd() - start),
    category: ts.DiagnosticCategory.Error,
    code,
    messageText: message,
    source: 'ts2wp',
  };
}

/** A diagnostic at a character range of a (possibly non-TS) file, e.g. a config or PHP file. */
export function diagnosticInFile(
  fileName: string,
  text: string,
  start: number,
  length: number,
  code: Code,
  message: string,
): Diagnostic {
  return {
    file: ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.Unknown),
    start,
    length: Math.max(1, length),
    category: ts.DiagnosticCategory.Error,
    code,
    messageText: message,
    source: 'ts2wp',
  };
}

/** A diagnostic with no position (a missing directory, say). */
export function diagnosticGlobal(code: Code, message: string): Diagnostic {
  return {
    file: undefined,
    start: undefined,
    length: undefined,
    category: ts.DiagnosticCategory.Error,
    code,
    messageText: message,
    source: 'ts2wp',
  };
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
      if (!color) text = text.replace(/\u001b\[[0-9;]*m/g, '');
      return isTs2wpDiagnostic(d) ? text.replace(`TS${d.code}:`, `TS2WP${d.code}:`) : text;
    })
    .join('');
}
