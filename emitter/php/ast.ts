// The PHP syntax tree the transformer builds. Only printer.ts turns it into text.

export type BinaryOp =
  | '+'
  | '-'
  | '*'
  | '/'
  | '%'
  | '**'
  | '.'
  | '=='
  | '!='
  | '==='
  | '!=='
  | '<'
  | '<='
  | '>'
  | '>='
  | '<=>'
  | '&&'
  | '||'
  | '??'
  | '&'
  | '|'
  | '^'
  | '<<'
  | '>>';

export type AssignOp =
  '=' | '+=' | '-=' | '*=' | '/=' | '%=' | '**=' | '.=' | '??=' | '&=' | '|=' | '^=' | '<<=' | '>>=';

export interface ArrayItem {
  key?: Expr;
  value: Expr;
  spread?: boolean;
  byRef?: boolean;
}

export interface Param {
  name: string;
  default?: Expr;
  variadic?: boolean;
  byRef?: boolean;
}

export interface ClosureUse {
  name: string;
  byRef: boolean;
}

export type Expr =
  | { kind: 'string'; value: string }
  /** `float`: printed as a float literal (`1.0`) even when whole. */
  | { kind: 'number'; value: number; float?: boolean }
  | { kind: 'bool'; value: boolean }
  | { kind: 'null' }
  | { kind: 'var'; name: string }
  /** A constant or bare name, e.g. `PHP_INT_MAX`, `M_PI`. */
  | { kind: 'const'; name: string }
  | { kind: 'array'; items: ArrayItem[] }
  | { kind: 'prop'; object: Expr; name: string | Expr }
  | { kind: 'staticProp'; className: string; name: string }
  | { kind: 'classConst'; className: string; name: string }
  | { kind: 'index'; object: Expr; index: Expr | null }
  /** `comment`: printed as a block comment just before the call (a gettext call's `translators:` note). */
  | { kind: 'call'; callee: string | Expr; args: Expr[]; comment?: string }
  | { kind: 'methodCall'; object: Expr; name: string; args: Expr[] }
  | { kind: 'staticCall'; className: string; name: string; args: Expr[] }
  | { kind: 'new'; className: string; args: Expr[] }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr }
  | { kind: 'unary'; op: '!' | '-' | '+' | '~'; operand: Expr }
  | { kind: 'ternary'; cond: Expr; then: Expr; else: Expr }
  | { kind: 'assign'; op: AssignOp; target: Expr; value: Expr; byRef?: boolean }
  | { kind: 'incdec'; op: '++' | '--'; prefix: boolean; target: Expr }
  | { kind: 'cast'; type: 'object' | 'array' | 'string' | 'int' | 'float' | 'bool'; expr: Expr }
  | { kind: 'closure'; params: Param[]; uses: ClosureUse[]; body: Stmt[]; isStatic?: boolean }
  | { kind: 'isset'; exprs: Expr[] }
  | { kind: 'instanceof'; expr: Expr; className: string }
  /** `...$x` in a call's arguments. */
  | { kind: 'spread'; expr: Expr };

export interface CatchClause {
  types: string[];
  varName: string;
  body: Stmt[];
}

export interface SwitchCase {
  /** undefined for `default:` */
  test?: Expr;
  body: Stmt[];
}

/**
 * Where a statement came from: a TypeScript file relative to the project, 1-based line
 * and column. The printer turns origins into the plugin's line map (app/sourcemap.php).
 */
export interface Origin {
  file: string;
  line: number;
  col: number;
}

export type Stmt = StmtNode & { origin?: Origin };

type StmtNode =
  | { kind: 'expr'; expr: Expr }
  | { kind: 'return'; expr?: Expr }
  | { kind: 'if'; cond: Expr; then: Stmt[]; else?: Stmt[] }
  | { kind: 'while'; cond: Expr; body: Stmt[] }
  | { kind: 'doWhile'; body: Stmt[]; cond: Expr }
  | { kind: 'for'; init: Expr[]; cond: Expr[]; update: Expr[]; body: Stmt[] }
  | { kind: 'foreach'; subject: Expr; key?: Expr; value: Expr; byRef?: boolean; body: Stmt[] }
  | { kind: 'switch'; subject: Expr; cases: SwitchCase[] }
  | { kind: 'break'; levels?: number }
  | { kind: 'continue'; levels?: number }
  | { kind: 'throw'; expr: Expr }
  | { kind: 'try'; body: Stmt[]; catches: CatchClause[]; finally?: Stmt[] }
  /** Statements printed in sequence (PHP has no block scope). */
  | { kind: 'block'; body: Stmt[] }
  | { kind: 'comment'; text: string }
  /**
   * `// phpcs:disable …` / `// phpcs:enable …` around statements. PHPCS does not count: an
   * inner enable would turn a sniff back on inside an outer disable, so the printer writes
   * only the outermost pair for each sniff.
   */
  | { kind: 'sniffs'; verb: 'disable' | 'enable'; sniffs: string[] }
  /** `global $a, $b;`: WordPress's globals a function reads (`$wpdb`). */
  | { kind: 'global'; names: string[] }
  /** `require_once <path>;`: a WordPress file that declares what the next statements call. */
  | { kind: 'requireOnce'; path: Expr };

export interface Attribute {
  name: string;
  args: { name?: string; value: Expr }[];
}

export interface MethodDecl {
  kind: 'method';
  name: string;
  visibility: 'public' | 'protected' | 'private';
  isStatic: boolean;
  /** `abstract`: printed without a body. */
  isAbstract?: boolean;
  params: Param[];
  body: Stmt[];
  attributes: Attribute[];
  /** The doc comment's text (lines without the comment markers), printed as a docblock. */
  doc?: string;
}

export interface PropertyDecl {
  kind: 'property';
  name: string;
  visibility: 'public' | 'protected' | 'private';
  isStatic: boolean;
  default?: Expr;
}

export interface ClassConstDecl {
  kind: 'classConst';
  name: string;
  value: Expr;
}

export interface ClassDecl {
  kind: 'class';
  name: string;
  extends?: string;
  isAbstract?: boolean;
  isFinal?: boolean;
  members: (MethodDecl | PropertyDecl | ClassConstDecl)[];
}

export interface FunctionDecl {
  kind: 'function';
  name: string;
  params: Param[];
  body: Stmt[];
}

export interface PhpFile {
  namespace: string;
  uses: string[];
  /** Adds `defined( 'ABSPATH' ) || exit;` after the namespace. */
  abspathGuard: boolean;
  body: (ClassDecl | FunctionDecl | Stmt)[];
}

// Small constructors keep the transformer readable.
export const str = (value: string): Expr => ({ kind: 'string', value });
export const num = (value: number): Expr => ({ kind: 'number', value });
export const bool = (value: boolean): Expr => ({ kind: 'bool', value });
export const nul: Expr = { kind: 'null' };
export const v = (name: string): Expr => ({ kind: 'var', name });
export const call = (callee: string, args: Expr[]): Expr => ({ kind: 'call', callee, args });
export const staticCall = (className: string, name: string, args: Expr[]): Expr => ({
  kind: 'staticCall',
  className,
  name,
  args,
});
export const binary = (op: BinaryOp, left: Expr, right: Expr): Expr => ({ kind: 'binary', op, left, right });
export const not = (operand: Expr): Expr => ({ kind: 'unary', op: '!', operand });
export const exprStmt = (expr: Expr): Stmt => ({ kind: 'expr', expr });

/** A JavaScript number as a PHP float: a literal is written as one, anything else is cast. */
export function asFloat(e: Expr): Expr {
  if (e.kind === 'number') return { ...e, float: true };
  return e.kind === 'cast' && e.type === 'float' ? e : { kind: 'cast', type: 'float', expr: e };
}

/**
 * JavaScript's `a === b` on two numbers, held as PHP ints or floats, without PHP's loose
 * `==`: both sides as floats, so 1 and 1.0 are identical (one JavaScript number), -0 and 0
 * too, NaN is not identical to itself, and ints past 2^53 are rounded as JavaScript
 * rounds them. `!==` when `negated`.
 */
export const sameNumber = (a: Expr, b: Expr, negated = false): Expr =>
  binary(negated ? '!==' : '===', asFloat(a), asFloat(b));

/**
 * `$q`, a PHP float, is whole or infinite: `floor( $q ) === $q` (false for NaN). Callers
 * send those to the runtime (Js::integral(), JsMath), which tells -0, ±Infinity and floats
 * past 2^53 apart; floor() is one internal call and never warns, unlike an (int) cast of a
 * float past the ints on PHP 8.5.
 */
export const isWholeFloat = (q: Expr): Expr => binary('===', call('floor', [q]), q);

/** Any JSON-like value as a PHP literal expression (objects become associative arrays). */
export function valueToExpr(value: unknown): Expr {
  if (value === null || value === undefined) return { kind: 'null' };
  if (typeof value === 'string') return { kind: 'string', value };
  if (typeof value === 'number') return { kind: 'number', value };
  if (typeof value === 'boolean') return { kind: 'bool', value };
  if (Array.isArray(value)) return { kind: 'array', items: value.map((x) => ({ value: valueToExpr(x) })) };
  return {
    kind: 'array',
    items: Object.entries(value as Record<string, unknown>).map(([k, x]) => ({
      key: { kind: 'string', value: k },
      value: valueToExpr(x),
    })),
  };
}
