// The PHP half of the validate step, kept free of TypeScript imports so that a worker
// thread can load it in a few milliseconds (output/validate-pool.ts): parse with
// php-parser, then look for constructs a plugin reviewer rejects and, for a plugin file,
// read what it needs from the runtime (the one parse of the file the build makes).
import { Engine } from 'php-parser';
import { fileReferences, type PhpNode, type ReferenceScope, type Ref } from '../render/runtime-references.js';

export const parser = new Engine({
  parser: { php8: true, version: '8.3', suppressErrors: false, extractDoc: false },
  ast: { withPositions: true },
});

/**
 * The check's parser: no positions (a location object per node is ≈ 17% of the parse and
 * much of its garbage). Parse errors carry their line and column either way; a file with
 * a forbidden construct is parsed again with `parser` to say where.
 */
const unplacedParser = new Engine({
  parser: { php8: true, version: '8.3', suppressErrors: false, extractDoc: false },
  ast: { withPositions: false },
});

const FORBIDDEN_CALLS = new Set([
  'create_function',
  'extract',
  'var_dump',
  'print_r',
  'die',
  'exit',
  'eval',
  'assert',
  'passthru',
  'system',
  'shell_exec',
  'exec',
  'popen',
  'proc_open',
]);

export type { PhpNode } from '../render/runtime-references.js';

/**
 * What is wrong with one emitted file, as plain data (no TypeScript objects) so that it
 * can cross a worker boundary and be cached: offsets into the file's text.
 */
export interface PhpProblem {
  start: number;
  length: number;
  kind: 'invalid' | 'forbidden';
  /** The parser's error, or the forbidden construct: the catalogue words the message (validate.ts). */
  detail: string;
}

/** php-parser's error without its ` on line N` (the diagnostic has the position). */
export function parserError(message: string): string {
  return message.replace(/ on line \d+$/, '');
}

export function offsetOf(code: string, line: number, col: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = code.indexOf('\n', offset) + 1;
  return Math.min(code.length, offset + col);
}

/** What the check of one file found: its problems and, when asked, its runtime references. */
export interface PhpCheck {
  problems: PhpProblem[];
  /** With a `scope`: what the file needs from the runtime (none when it does not parse). */
  refs?: Ref[];
}

/**
 * Checks one emitted file: it must parse, and (when `strict`) use nothing forbidden; with a
 * `scope`, also reads its runtime references (render/runtime.ts's roots). Pure.
 */
export function checkPhp(code: string, strict = true, scope?: ReferenceScope): PhpCheck {
  let ast: PhpNode;
  try {
    ast = unplacedParser.parseCode(code, 'emitted.php') as unknown as PhpNode;
  } catch (error) {
    const e = error as { message: string; lineNumber?: number; columnNumber?: number };
    const start = offsetOf(code, e.lineNumber ?? 1, e.columnNumber ?? 0);
    const problem: PhpProblem = { start, length: 1, kind: 'invalid', detail: parserError(e.message) };
    return { problems: [problem], refs: scope && [] };
  }
  let problems = strict ? forbiddenConstructs(ast) : [];
  if (problems.length > 0) problems = forbiddenConstructs(parser.parseCode(code, 'emitted.php') as unknown as PhpNode);
  return { problems, refs: scope && fileReferences(ast, scope) };
}

/** The constructs a plugin reviewer rejects, where they are. */
function forbiddenConstructs(ast: PhpNode): PhpProblem[] {
  const problems: PhpProblem[] = [];
  const flag = (node: PhpNode, what: string) => {
    const start = node.loc?.start.offset ?? 0;
    problems.push({
      start,
      length: (node.loc?.end.offset ?? start + 1) - start,
      kind: 'forbidden',
      detail: what,
    });
  };
  walk(ast, undefined, (node, parent) => {
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

function walk(
  node: PhpNode,
  parent: PhpNode | undefined,
  visit: (node: PhpNode, parent: PhpNode | undefined) => void,
): void {
  visit(node, parent);
  // Own keys only: php-parser's node prototypes have enumerable methods, which made a
  // for…in walk every prototype chain (3 × slower). No per-node entries arrays either.
  const keys = Object.keys(node);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (key === 'loc') continue;
    const value = node[key];
    if (!value || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (const child of value) {
        if (child && typeof child === 'object' && typeof (child as PhpNode).kind === 'string')
          walk(child as PhpNode, node, visit);
      }
    } else if (typeof (value as PhpNode).kind === 'string') {
      walk(value as PhpNode, node, visit);
    }
  }
}
