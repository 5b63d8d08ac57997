// The validate step: every emitted PHP file must parse, and must not contain constructs
// a plugin reviewer rejects (eval, variable variables, exit outside the ABSPATH guard…).
import { Engine } from 'php-parser';
import { Codes, diagnosticInFile, type Diagnostic } from '../diagnostics.js';

const parser = new Engine({
  parser: { php8: true, version: '8.3', suppressErrors: false, extractDoc: false },
  ast: { withPositions: true },
});

const FORBIDDEN_CALLS = new Set(['create_function', 'extract', 'var_dump', 'print_r', 'die', 'exit', 'eval', 'assert', 'passthru', 'system', 'shell_exec', 'exec', 'popen', 'proc_open']);

interface PhpNode {
  kind: string;
  loc?: { start: { offset: number }; end: { offset: number } };
  [key: string]: unknown;
}

/** Parses PHP and returns the tree, or a diagnostic at the syntax error. */
export function parsePhp(fileName: string, code: string): { ast?: PhpNode; diagnostic?: Diagnostic } {
  try {
    return { ast: parser.parseCode(code, fileName) as unknown as PhpNode };
  } catch (error) {
    const e = error as { message: string; lineNumber?: number; columnNumber?: number };
    const offset = offsetOf(code, e.lineNumber ?? 1, e.columnNumber ?? 0);
    return { diagnostic: diagnosticInFile(fileName, code, offset, 1, Codes.EmittedPhpInvalid, `${e.message.replace(/ on line \d+$/, '')}.`) };
  }
}

function offsetOf(code: string, line: number, col: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = code.indexOf('\n', offset) + 1;
  return Math.min(code.length, offset + col);
}

/** Checks one emitted file: it must parse, and (when `strict`) use nothing forbidden. */
export function validatePhp(fileName: string, code: string, strict = true): Diagnostic[] {
  const parsed = parsePhp(fileName, code);
  if (!parsed.ast) {
    return [{ ...parsed.diagnostic!, messageText: `ts2wp emitted PHP that does not parse (please report this): ${parsed.diagnostic!.messageText}` }];
  }
  const problems: Diagnostic[] = [];
  if (!strict) return problems;
  const flag = (node: PhpNode, what: string) => {
    const start = node.loc?.start.offset ?? 0;
    problems.push(diagnosticInFile(fileName, code, start, (node.loc?.end.offset ?? start + 1) - start, Codes.EmittedPhpForbidden,
      `Emitted PHP contains ${what}, which plugins must not use.`));
  };
  walk(parsed.ast, undefined, (node, parent) => {
    if (node.kind === 'eval') flag(node, 'eval');
    if (node.kind === 'exit' && !isAbspathGuard(parent)) flag(node, 'exit/die');
    if (node.kind === 'nowdoc' || (node.kind === 'encapsed' && node.type === 'heredoc')) flag(node, 'a heredoc');
    if (node.kind === 'variable' && typeof node.name !== 'string') flag(node, 'a variable variable');
    if (node.kind === 'call') {
      const what = node.what as PhpNode;
      const name = what.kind === 'name' ? String(what.name).replace(/^\\/, '').toLowerCase() : '';
      if (FORBIDDEN_CALLS.has(name)) flag(node, `a call to ${name}()`);
    }
  });
  return problems;
}

/** `defined( 'ABSPATH' ) || exit;` is the one exit WordPress asks for. */
function isAbspathGuard(parent: PhpNode | undefined): boolean {
  if (!parent || parent.kind !== 'bin' || parent.type !== '||') return false;
  const left = parent.left as PhpNode;
  const args = left.arguments as PhpNode[] | undefined;
  return left.kind === 'call' && (left.what as PhpNode).name === 'defined' && args?.[0]?.value === 'ABSPATH';
}

function walk(node: PhpNode, parent: PhpNode | undefined, visit: (node: PhpNode, parent: PhpNode | undefined) => void): void {
  visit(node, parent);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc') continue;
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child === 'object' && typeof (child as PhpNode).kind === 'string') walk(child as PhpNode, node, visit);
    }
  }
}
