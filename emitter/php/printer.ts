// The single place where PHP text is written (WordPress coding standards layout:
// tabs, spaces inside parentheses, long array syntax).
import { functionImports } from './function-imports.js';
import {
  bool,
  valueToExpr,
  type ArrayItem,
  type Attribute,
  type ClassDecl,
  type Expr,
  type FunctionDecl,
  type MethodDecl,
  type Origin,
  type Param,
  type PhpFile,
  type Stmt,
} from './ast.js';

const TAB = '\t';
const TAB_CODE = TAB.charCodeAt(0);

const LONE_SURROGATE_TEST = /[\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A PHP string literal: single-quoted, or double-quoted when it holds `?>` (written `?\x3E`,
 * so no emitted file contains it) or a carriage return (written `\r`: a raw one is a mixed
 * line ending to PHPCS): one literal, never a concatenation WordPress-Extra would flag.
 * `oneLine`: a line break is written `\n` too.
 */
export function phpString(value: string, oneLine = false): string {
  // A lone surrogate is U+FFFD in the runtime (JsString.php), written here: left to the
  // file writer, an encoder that pairs it with the next code unit swallows the closing quote.
  if (LONE_SURROGATE_TEST.test(value)) value = value.replace(LONE_SURROGATE, '\uFFFD');
  if (!value.includes('?>') && !value.includes('\r') && !(oneLine && value.includes('\n'))) {
    return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  }
  const escaped = value
    .replace(/[\\"$]/g, (c) => `\\${c}`)
    .replace(/\r/g, '\\r')
    .replace(/\n/g, (c) => (oneLine ? '\\n' : c));
  return `"${escaped.replace(/\?>/g, '?\\x3E')}"`;
}

export function phpNumber(value: number): string {
  if (Number.isNaN(value)) return 'NAN';
  if (!Number.isFinite(value)) return value > 0 ? 'INF' : '-INF';
  if (Number.isInteger(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER) {
    return Object.is(value, -0) ? '-0.0' : String(value);
  }
  // A float literal PHP reads back to the same double.
  const text = String(value);
  return /[.eE]/.test(text) ? text.replace('e+', 'e') : `${text}.0`;
}

/** Prints any JSON-like value as a PHP literal (for route tables and attributes). */
export function phpValue(value: unknown, indent = ''): string {
  return text((w) => w.expr(valueToExpr(value), indent));
}

// PHP binding power, high binds tighter. Operands of lower power get parentheses.
const POWER: Record<string, number> = {
  '**': 16,
  '*': 13,
  '/': 13,
  '%': 13,
  '+': 12,
  '-': 12,
  '.': 11,
  '<<': 10,
  '>>': 10,
  '<': 9,
  '<=': 9,
  '>': 9,
  '>=': 9,
  '==': 8,
  '<=>': 8,
  '!=': 8,
  '===': 8,
  '!==': 8,
  '&': 7,
  '^': 6,
  '|': 5,
  '&&': 4,
  '||': 3,
  '??': 2,
};
const BITWISE_OPS = new Set(['&', '^', '|', '<<', '>>']);
/** Operators where `(a op b) op c` may drop its parentheses. */
const LEFT_CHAIN = new Set(['+', '*', '.', '&&', '||', '&', '|', '^']);

/** The least power `e`'s operands may have without parentheses. */
function operandPowers(e: Extract<Expr, { kind: 'binary' }>): [number, number] {
  const p = POWER[e.op];
  // '.' and '+'/'-' share a level on PHP 7 but not on PHP 8: always parenthesize a mix.
  // `&&` and `||` mixed are parenthesized too, though PHP needs it not (WordPress-Extra asks),
  // and any other operator under a bitwise one (`( $a * $b & 4294967295 ^ … )` reads wrongly).
  const mixes = (child: Expr) =>
    child.kind === 'binary' &&
    (((e.op === '.') !== (child.op === '.') && POWER[child.op] >= 11 && POWER[child.op] <= 12) ||
      (LOGICAL.has(e.op) && LOGICAL.has(child.op) && e.op !== child.op) ||
      (BITWISE_OPS.has(e.op) && e.op !== child.op));
  const leftMin = LEFT_CHAIN.has(e.op) ? p : p + 1;
  const right = e.op === '**' || e.op === '??' ? p : p + 1; // right-associative
  return [mixes(e.left) ? Infinity : e.op === '**' ? p + 1 : leftMin, mixes(e.right) ? Infinity : right];
}

function power(e: Expr): number {
  switch (e.kind) {
    case 'binary':
      return POWER[e.op];
    case 'ternary':
      return 1;
    case 'assign':
      return 0;
    case 'unary':
    case 'cast':
    case 'incdec':
      return 14;
    case 'instanceof':
      return 15;
    case 'closure':
      return 0;
    default:
      return 100;
  }
}

/** Whether `e` holds an assignment (outside closures, whose bodies are blocks of their own). */
function hasAssignment(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  if (Array.isArray(e)) return e.some(hasAssignment);
  const kind = (e as { kind?: string }).kind;
  if (kind === 'closure') return false;
  return kind === 'assign' || Object.values(e).some(hasAssignment);
}

/** Whether `e` holds a closure with a parameter default, outside closures' bodies (another level to PHPCS). */
function hasDefaultParam(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  if (Array.isArray(e)) return e.some(hasDefaultParam);
  const closure = (e as { kind?: string }).kind === 'closure' ? (e as Expr & { kind: 'closure' }) : undefined;
  if (closure) return closure.params.some((p) => p.default);
  return Object.values(e).some(hasDefaultParam);
}

/** Items with more than one key: such an array is written one item per line. */
function isKeyedList(items: ArrayItem[]): boolean {
  return items.length > 1 && items.some((it) => it.key && !it.spread);
}

/** An array with several keys anywhere in `e` (values only: arrays, casts and literals). */
function hasKeyedList(e: Expr): boolean {
  if (e.kind === 'cast') return hasKeyedList(e.expr);
  if (e.kind !== 'array') return false;
  return isKeyedList(e.items) || e.items.some((it) => hasKeyedList(it.value));
}

// WordPress.Arrays.MultipleStatementAlignment as WordPress-Core sets it: arrows line up one
// column after the longest key, keys that end past column 58 keep one space; tabs are 4 wide.
const MAX_ARROW_COLUMN = 60;
// Generic.Formatting.MultipleStatementAlignment's maxPadding in WordPress-Core.
const MAX_PADDING = 40;
/** The longest line a statement's value is printed on; a longer ternary spans lines (valueOf()). */
export const MAX_LINE = 160;
const TAB_WIDTH = 4;

/** Characters as PHPCS counts them: code points, not UTF-16 units (`'😀'` is 3). */
const width = (php: string): number => [...php].length;

/** The column (1-based) of a one-line key's last character at `indent`; Infinity for a multi-line key. */
function keyEndColumn(key: string, indent: string): number {
  return key.includes('\n') ? Infinity : indent.length * TAB_WIDTH + width(key);
}

/** The column of the aligned arrows; 0 when no key is short enough to align. */
function arrowColumn(keys: (string | undefined)[], indent: string): number {
  const ends = keys
    .filter((k): k is string => k !== undefined)
    .map((k) => keyEndColumn(k, indent))
    .filter((end) => end + 2 <= MAX_ARROW_COLUMN);
  return ends.length ? Math.max(...ends) + 2 : 0;
}

const EQUALITY = new Set(['==', '!=', '===', '!==']);

/** A literal value: a string, number, bool or null, or a negated number. */
function isLiteral(e: Expr): boolean {
  if (e.kind === 'unary') return e.op === '-' && e.operand.kind === 'number';
  return e.kind === 'string' || e.kind === 'number' || e.kind === 'bool' || e.kind === 'null';
}

/**
 * Whether `left == right` is printed `right == left`: a literal on the right always (also
 * after a constant: the sniff reads back past commas to an earlier variable); a constant
 * (`Module::POST_TYPE`, which may load its class) only when the left side reads variables
 * and nothing else, so no effect can change order.
 */
function yodaSwap(left: Expr, right: Expr): boolean {
  // A cast changes neither answer: WordPress.PHP.YodaConditions reads past it.
  const l = uncast(left);
  const r = uncast(right);
  if (isLiteral(l)) return false;
  if (isLiteral(r)) return true;
  if (l.kind === 'const' || l.kind === 'classConst') return false;
  return (r.kind === 'const' || r.kind === 'classConst') && readsOnly(l);
}

const uncast = (e: Expr): Expr => (e.kind === 'cast' ? uncast(e.expr) : e);

// What WordPress.PHP.YodaConditions reads of a comparison's printed operands: back from the
// operator to the first `)` (fine), variable or `]` (then the right side must start with a
// variable, after one cast), or past the left operand into what precedes it.
const PHP_STRINGS = /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g;
const PHP_CASTS = /\((?:int|float|string|bool|array|object)\)/g;

/** The last of `)`, `]` or a variable in PHP text, outside literals and casts. */
function lastToken(php: string): 'paren' | 'var' | undefined {
  const code = php.replace(PHP_STRINGS, "''").replace(PHP_CASTS, '');
  const last = [...code.matchAll(/\)|\]|\$[A-Za-z_]\w*/g)].at(-1)?.[0];
  return last === undefined ? undefined : last === ')' ? 'paren' : 'var';
}

/** Whether PHP text starts with a variable, after one cast. */
const startsWithVariable = (php: string): boolean => /^(?:\((?:int|float|string|bool|array|object)\) )?\$/.test(php);

/** Reads without effects (no call, assignment or step), so its place in a comparison is free. */
function pure(e: Expr): boolean {
  switch (e.kind) {
    case 'var':
    case 'const':
    case 'classConst':
      return true;
    case 'prop':
      return typeof e.name === 'string' && pure(e.object);
    case 'index':
      return !!e.index && pure(e.index) && pure(e.object);
    case 'cast':
    case 'unary':
      return pure(e.kind === 'cast' ? e.expr : e.operand);
    case 'binary':
      return pure(e.left) && pure(e.right);
    default:
      return isLiteral(e);
  }
}

/** The operands of an equality as printed, PHP text. */
function operandTexts(e: Expr & { kind: 'binary' }): [string, string] {
  const [leftMin, rightMin] = operandPowers(e);
  const operand = (x: Expr, min: number) =>
    power(x) >= min ? text((w) => w.expr(x)) : `( ${text((w) => w.expr(x))} )`;
  return [operand(e.left, leftMin), operand(e.right, rightMin)];
}

/**
 * An equality in the order it is printed: a literal first (yodaSwap()); and a variable
 * compared with an expression, `$i === ( $h * 2 )`, which the sniff reads as a variable
 * against a value, turned round when both sides are pure.
 */
function equalityOrder(e: Expr & { kind: 'binary' }): Expr & { kind: 'binary' } {
  const turned = { ...e, left: e.right, right: e.left };
  if (yodaSwap(e.left, e.right)) return turned;
  if (isLiteral(uncast(e.left)) || !pure(e.left) || !pure(e.right)) return e;
  return !yodaReadsFine(e) && yodaReadsFine(turned) ? turned : e;
}

/** Whether the sniff accepts the equality as printed: its left side does not end in a variable, or its right starts with one. */
function yodaReadsFine(e: Expr & { kind: 'binary' }): boolean {
  const [l, r] = operandTexts(e);
  return lastToken(l) !== 'var' || startsWithVariable(r);
}

/**
 * Whether `e`, printed after a comma (an argument or array item after the first), starts
 * with an equality whose left side the sniff reads past (`'UP' === Dir::UP`, `null === ( … )`):
 * it would read on into the items before and find their variables. Such an item is printed in
 * parentheses.
 */
function yodaAfterComma(e: Expr): boolean {
  if (e.kind === 'ternary') return power(e.cond) >= 2 && yodaAfterComma(e.cond);
  if (e.kind !== 'binary') return false;
  if (!EQUALITY.has(e.op)) return power(e.left) >= operandPowers(e)[0] && yodaAfterComma(e.left);
  const [l, r] = operandTexts(equalityOrder(e));
  return lastToken(l) === undefined && !startsWithVariable(r);
}

/** A variable, or a property or literal index of one. */
function readsOnly(e: Expr): boolean {
  if (e.kind === 'var') return true;
  if (e.kind === 'prop') return typeof e.name === 'string' && readsOnly(e.object);
  if (e.kind === 'index') return !!e.index && isLiteral(e.index) && readsOnly(e.object);
  return false;
}

/**
 * `'a' . 'b'` (and `$x . 'a' . 'b'`) as one literal, which Generic.Strings.UnnecessaryStringConcat
 * asks for: a literal has no effect, so joining it to its neighbour changes nothing.
 */
function joinLiterals(e: Expr & { kind: 'binary' }): Expr | undefined {
  if (e.right.kind !== 'string') return undefined;
  if (e.left.kind === 'string') return { kind: 'string', value: e.left.value + e.right.value };
  if (e.left.kind === 'binary' && e.left.op === '.' && e.left.right.kind === 'string') {
    return { ...e, left: e.left.left, right: { kind: 'string', value: e.left.right.value + e.right.value } };
  }
  return undefined;
}

/**
 * `++` or `--` for `$n = $n + 1`, `$n += 1` (and `- 1`), which Squiz.Operators.IncrementDecrementUsage
 * (WordPress-Core) asks for. Only on a number the translation added with PHP's `+` and a target
 * that only reads variables, where the two are the same: same value, no effect read twice.
 */
export function stepOf(e: Expr & { kind: 'assign' }): '++' | '--' | undefined {
  if (!readsOnly(e.target) || e.byRef) return undefined;
  const one = (x: Expr) => x.kind === 'number' && x.value === 1;
  if ((e.op === '+=' || e.op === '-=') && one(e.value)) return e.op === '+=' ? '++' : '--';
  if (e.op !== '=' || e.value.kind !== 'binary' || (e.value.op !== '+' && e.value.op !== '-') || !one(e.value.right)) {
    return undefined;
  }
  const same =
    text((w) => w.expr(e.value.kind === 'binary' ? e.value.left : e.value, '')) === text((w) => w.expr(e.target, ''));
  return same ? (e.value.op === '+' ? '++' : '--') : undefined;
}

const LOGICAL = new Set(['&&', '||']);

/**
 * An inlined callback can leave an `if` with nothing to decide (`() => true`) or nothing to
 * do (a hole check around an empty body): `if ( true ) { … }` is its body and an empty `if`
 * with a test without effects is nothing (Generic.CodeAnalysis.UnconditionalIfStatement,
 * EmptyStatement.DetectedIf).
 */
function settle(s: Stmt): Stmt[] {
  if (s.kind !== 'if' || s.else?.length) return [s];
  if (s.cond.kind === 'bool' && s.cond.value) return [{ kind: 'block', body: s.then, origin: s.origin }];
  const idle = (x: Stmt): boolean => x.kind === 'comment' || (x.kind === 'block' && x.body.every(idle));
  return s.then.every(idle) && testOnly(s.cond) ? [] : [s];
}

/** A test that only reads: isset(), array_key_exists() and reads joined by `&&` / `||`. */
function testOnly(e: Expr): boolean {
  if (e.kind === 'isset') return e.exprs.every(pure);
  if (e.kind === 'call') return e.callee === 'array_key_exists' && e.args.every(pure);
  if (e.kind === 'binary' && LOGICAL.has(e.op)) return testOnly(e.left) && testOnly(e.right);
  return pure(e);
}

/** Whether a case body's last statement leaves it (what PHPCS looks for before asking for `// no break`). */
function terminates(body: readonly Stmt[]): boolean {
  const last = body.filter((s) => s.kind !== 'comment' && s.kind !== 'sniffs').at(-1);
  if (!last) return false;
  if (last.kind === 'block') return terminates(last.body);
  return last.kind === 'break' || last.kind === 'continue' || last.kind === 'return' || last.kind === 'throw';
}
/** Operators a long value is broken before (valueOf()). */
const CHAINS = new Set(['&&', '||', '.']);

/** Expressions that can be followed by `->`, `[` or `(` without parentheses. */
function dereferencable(e: Expr): boolean {
  return [
    'var',
    'prop',
    'staticProp',
    'index',
    'call',
    'methodCall',
    'staticCall',
    'array',
    'string',
    'classConst',
  ].includes(e.kind);
}

/**
 * Writes PHP text front to back. With line tracking on, it also records the origin of
 * each line it writes (printFileWithOrigins): a statement with an origin starts a line
 * and ends with a newline, so the lines it writes get its origin, nested statements'
 * lines theirs, and the lines a statement writes after its nested ones (`} elseif ( … )`,
 * `} while ( … );`) go back to it. A line's origin is fixed when its first character is
 * written.
 */
class Writer {
  private out = '';
  /** Per line (index 0 is line 1), the origin of the innermost statement around it. */
  readonly origins: (Origin | undefined)[] = [];
  private readonly open: Origin[] = [];
  /** Extra spaces before the operator of an assignment statement lined up with its neighbours. */
  private readonly padding = new Map<Stmt, number>();
  private lineStarted = false;
  /** The width of the line written so far, a tab counted as TAB_WIDTH. */
  private column = 0;
  /** What follows the next argument list on its line (`->push(` after a call as a receiver). */
  private reserve = 0;
  /** Per PHPCS sniff, how many `sniffs` disables around the statement being written are open. */
  private readonly sniffsOff = new Map<string, number>();

  /** `oneLine`: every array on one line (an attribute, which PHP 7.4 reads as a one-line comment). */
  constructor(
    private readonly tracking: boolean,
    private readonly oneLine = false,
    /** Measuring: nothing spans lines for its length (MAX_LINE). */
    private readonly flat = false,
    /**
     * Measures taken so far in this print, by node and indent: a measure is a flat print,
     * which depends on nothing else, and nested values and calls are measured again by
     * each enclosing one (once per nesting level without this).
     */
    private readonly measured = new Map<object, Map<string, string>>(),
  ) {}

  /** What `print` writes of `node` at `indent` with nothing broken for its length (MAX_LINE). */
  private measure(node: object, indent: string, print: (w: Writer) => void): string {
    let byIndent = this.measured.get(node);
    if (!byIndent) this.measured.set(node, (byIndent = new Map<string, string>()));
    let flat = byIndent.get(indent);
    if (flat === undefined) {
      const w = new Writer(false, false, true, this.measured);
      print(w);
      flat = w.toString();
      byIndent.set(indent, flat);
    }
    return flat;
  }

  private write(text: string): void {
    if (!text) return;
    this.out += text;
    // A measure has no use for the column (nothing in it is broken for its length).
    if (!this.flat) {
      const nl = text.lastIndexOf('\n');
      let column = nl < 0 ? this.column : 0;
      for (let i = nl + 1; i < text.length; i++) column += text.charCodeAt(i) === TAB_CODE ? TAB_WIDTH : 1;
      this.column = column;
    }
    if (!this.tracking) return;
    const origin = this.open[this.open.length - 1];
    for (let at = 0; ;) {
      const nl = text.indexOf('\n', at);
      if (!this.lineStarted) this.origins.push(origin);
      if (nl < 0) {
        this.lineStarted = true;
        return;
      }
      this.lineStarted = false;
      at = nl + 1;
      if (at === text.length) return;
    }
  }

  private enter(origin: Origin | undefined): void {
    if (this.tracking && origin) this.open.push(origin);
  }

  private leave(origin: Origin | undefined): void {
    if (this.tracking && origin) this.open.pop();
  }

  toString(): string {
    return this.out;
  }

  private wrap(e: Expr, min: number, indent = ''): void {
    if (power(e) >= min) return this.expr(e, indent);
    this.write('( ');
    this.expr(e, indent);
    this.write(' )');
  }

  /**
   * A statement's value (an assignment's right side, a return's value, an item of an array
   * printed one item a line), `after` the characters that follow it on its line. A
   * ternary that would end past MAX_LINE puts `? then` and `: else` on lines of their own,
   * one tab in, and so on for a ternary in those (the long guards of the number fast paths).
   */
  private valueOf(e: Expr, indent: string, after: number): void {
    // Joined first, as expr() does: a chain broken at `. 'b'` would print the literals apart.
    const joined = e.kind === 'binary' && e.op === '.' && joinLiterals(e);
    if (joined) return this.valueOf(joined, indent, after);
    const swapped = e.kind === 'binary' && EQUALITY.has(e.op) && equalityOrder(e) !== e;
    if ((e.kind !== 'ternary' && e.kind !== 'binary') || swapped || this.flat) return this.expr(e, indent);
    // A closure or a multi-line array in the value: its first line is what may be too long.
    const flat = this.measure(e, indent, (w) => w.expr(e, indent));
    const first = flat.split('\n')[0];
    const fits = this.column + first.length + (first === flat ? after : 0) <= MAX_LINE;
    if (fits) return oneLine(flat) ? this.write(flat) : this.expr(e, indent);
    if (e.kind === 'binary' && CHAINS.has(e.op)) {
      // `a || b`, `a . b`: the operator starts a line of its own, one tab in.
      const [leftMin, rightMin] = operandPowers(e);
      this.wrapValue(e.left, leftMin, indent, 0);
      this.write(`\n${indent}${TAB}${e.op} `);
      return this.wrapValue(e.right, rightMin, indent + TAB, after);
    }
    if (e.kind === 'binary') {
      // The operands are printed as values too: a long ternary in one spans lines.
      const [leftMin, rightMin] = operandPowers(e);
      const right = this.measure(e.right, indent, (w) => w.expr(e.right, indent)).length;
      const rest = ` ${e.op} `.length + right + (power(e.right) >= rightMin ? 0 : '(  )'.length) + after;
      this.wrapValue(e.left, leftMin, indent, rest);
      this.write(` ${e.op} `);
      return this.wrapValue(e.right, rightMin, indent, after);
    }
    const inner = indent + TAB;
    this.wrapValue(e.cond, 2, indent, 0);
    for (const [mark, part] of [
      ['?', e.then],
      [':', e.else],
    ] as const) {
      this.write(`\n${inner}${mark} `);
      this.wrapValue(part, 2, inner, mark === ':' ? after : 0);
    }
  }

  /** valueOf() in parentheses when `e` binds less tightly than `min`. */
  private wrapValue(e: Expr, min: number, indent: string, after: number): void {
    if (power(e) >= min) return this.valueOf(e, indent, after);
    this.write('( ');
    this.valueOf(e, indent, after + 2);
    this.write(' )');
  }

  private args(list: Expr[], indent: string): void {
    if (!list.length) return this.write('()');
    // A call that spans lines has one argument per line and its parentheses alone on
    // theirs (WordPress coding standards); the flat text only decides, so origins are kept.
    // So does a call that would end past MAX_LINE.
    const flat = this.measure(list, indent, (w) => w.list(list, indent));
    const reserve = this.reserve;
    this.reserve = 0;
    // Measuring, the measure is the text: nothing in it depends on the column.
    if (this.flat && !flat.includes('\n')) return this.write(`( ${flat} )`);
    if (flat.includes('\n') || (!this.flat && this.column + flat.length + 4 + reserve > MAX_LINE)) {
      const inner = indent + TAB;
      this.write('(\n');
      list.forEach((x, i) => {
        this.write(inner);
        this.wrapValue(x, i && yodaAfterComma(x) ? Infinity : 0, inner, 1);
        this.write(i < list.length - 1 ? ',\n' : '\n');
      });
      return this.write(`${indent})`);
    }
    if (oneLine(flat)) return this.write(`( ${flat} )`);
    this.write('( ');
    this.list(list, indent);
    this.write(' )');
  }

  private list(list: Expr[], indent: string, separator = ', '): void {
    list.forEach((x, i) => {
      if (i) this.write(separator);
      this.wrap(x, i && yodaAfterComma(x) ? Infinity : 0, indent);
    });
  }

  private target(e: Expr, indent: string): void {
    if (dereferencable(e)) return this.expr(e, indent);
    this.write('( ');
    this.expr(e, indent);
    this.write(' )');
  }

  private arrayItem(it: ArrayItem, indent: string, afterComma = false): void {
    if (it.spread) this.write('...');
    else if (it.key) {
      this.expr(it.key, indent);
      this.write(' => ');
    }
    if (it.byRef) this.write('&');
    this.wrap(it.value, afterComma && !it.key && !it.spread && yodaAfterComma(it.value) ? Infinity : 0, indent);
  }

  expr(e: Expr, indent = ''): void {
    switch (e.kind) {
      case 'string':
        return this.write(phpString(e.value));
      case 'number': {
        const text = phpNumber(e.value);
        return this.write(e.float && /^-?\d+$/.test(text) ? `${text}.0` : text);
      }
      case 'bool':
        return this.write(e.value ? 'true' : 'false');
      case 'null':
        return this.write('null');
      case 'var':
        return this.write(`$${e.name}`);
      case 'const':
        return this.write(e.name);
      case 'array': {
        if (!e.items.length) return this.write('array()');
        // One line when it fits and has no more than one key (WordPress coding standards);
        // a line without a newline holds no statement, so no origin is lost. Several keys
        // span lines whatever the width: no need to print the one-line form first.
        const keyed = isKeyedList(e.items);
        const flat =
          (this.oneLine || !keyed) &&
          text((w) => {
            w.write('array( ');
            e.items.forEach((it, i) => {
              if (i) w.write(', ');
              w.arrayItem(it, indent, i > 0);
            });
            w.write(' )');
          }, this.oneLine);
        if (flat !== false && (this.oneLine || (flat.length <= 100 && !flat.includes('\n') && !keyed))) {
          return this.write(flat);
        }
        const inner = indent + TAB;
        const keys = e.items.map((it) => (it.key && !it.spread ? text((w) => w.expr(it.key!, inner)) : undefined));
        const arrowAt = arrowColumn(keys, inner);
        this.write('array(\n');
        e.items.forEach((it, i) => {
          if (i) this.write('\n');
          this.write(inner);
          const key = keys[i];
          if (key === undefined && !it.spread && !it.byRef) {
            this.wrapValue(it.value, i && yodaAfterComma(it.value) ? Infinity : 0, inner, 1);
          } else if (key === undefined) this.arrayItem(it, inner);
          else {
            // The arrows line up (WordPress.Arrays.MultipleStatementAlignment).
            const end = keyEndColumn(key, inner);
            this.write(`${key}${' '.repeat(arrowAt && end + 2 <= MAX_ARROW_COLUMN ? arrowAt - end - 1 : 1)}=> `);
            if (it.byRef) this.write('&');
            this.valueOf(it.value, inner, 1);
          }
          this.write(',');
        });
        return this.write(`\n${indent})`);
      }
      case 'prop': {
        this.target(e.object, indent);
        this.write('->');
        if (typeof e.name === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(e.name)) return this.write(e.name);
        // A line break written `\n`: a name that spans lines would misplace the `=` of its assignment.
        if (typeof e.name === 'string') return this.write(`{${phpString(e.name, true)}}`);
        // `{ (string) $k }`: WordPress.WhiteSpace.CastStructureSpacing wants a space before a cast.
        const pad = e.name.kind === 'cast' ? ' ' : '';
        this.write(`{${pad}`);
        this.expr(e.name, indent);
        return this.write(`${pad}}`);
      }
      case 'staticProp':
        return this.write(`${e.className}::$${e.name}`);
      case 'classConst':
        return this.write(`${e.className}::${e.name}`);
      case 'index': {
        this.target(e.object, indent);
        if (!e.index) return this.write('[]');
        // WordPress writes a plain string or integer key without spaces: `$a[0]`, `$a['k']`.
        const int = (x: Expr) => x.kind === 'number' && Number.isSafeInteger(x.value) && !Object.is(x.value, -0);
        const bare =
          e.index.kind === 'string' ||
          int(e.index) ||
          (e.index.kind === 'unary' && e.index.op === '-' && int(e.index.operand));
        if (bare) {
          this.write('[');
          this.expr(e.index, indent);
          return this.write(']');
        }
        this.write('[ ');
        this.expr(e.index, indent);
        return this.write(' ]');
      }
      case 'call': {
        // Right before the call, where WordPress.WP.I18n looks for a translators note: on the
        // call's line, or on a line of its own when the call starts a line (an argument of a
        // call spread over lines, where PEAR's call indent would read the comment as the argument).
        if (e.comment) {
          const note = `/* ${e.comment.replace(/\s+/g, ' ').replace(/\*\//g, '* /')} */`;
          const lineSoFar = this.out.slice(this.out.lastIndexOf('\n') + 1);
          this.write(!this.flat && /^\t+$/.test(lineSoFar) ? `${note}\n${lineSoFar}` : `${note} `);
        }
        // `$o->f()` and `C::$f()` would be method calls: a property holding a closure needs parentheses.
        if (typeof e.callee === 'string') this.write(e.callee);
        else if (e.callee.kind === 'prop' || e.callee.kind === 'staticProp') {
          this.write('( ');
          this.expr(e.callee, indent);
          this.write(' )');
        } else this.target(e.callee, indent);
        return this.args(e.args, indent);
      }
      case 'methodCall':
        // A call as the receiver breaks its own arguments when `->name(` would end past MAX_LINE.
        this.reserve = e.name.length + 3;
        this.target(e.object, indent);
        this.reserve = 0;
        this.write(`->${e.name}`);
        return this.args(e.args, indent);
      case 'staticCall':
        this.write(`${e.className}::${e.name}`);
        return this.args(e.args, indent);
      case 'new':
        this.write(`new ${e.className}`);
        return this.args(e.args, indent);
      case 'binary': {
        // Yoda conditions (WordPress coding standards): the literal of an equality goes
        // first. Equality is symmetric and a literal has no side effect, so this is free.
        const ordered = EQUALITY.has(e.op) ? equalityOrder(e) : e;
        if (ordered !== e) return this.expr(ordered, indent);
        const joined = e.op === '.' && joinLiterals(e);
        if (joined) return this.expr(joined, indent);
        const [leftMin, rightMin] = operandPowers(e);
        // An operator on the left of an equality is parenthesized: WordPress.PHP.YodaConditions
        // reads `$a < $m !== ( … )` as a variable compared with a value. So is a variable
        // compared with a call that cannot be turned round without changing what runs first
        // (`( $r->answer ) === Js::get( $params, 'answer' )`): the sniff stops at the `)`.
        const parens = EQUALITY.has(e.op) && (e.left.kind === 'binary' || !yodaReadsFine(e));
        this.wrap(e.left, parens ? Infinity : leftMin, indent);
        this.write(` ${e.op} `);
        return this.wrap(e.right, rightMin, indent);
      }
      case 'unary': {
        // `-( -$x )`, not `--$x` (a decrement); `~( -1 )`, whose `-` WordPress.WhiteSpace.OperatorSpacing reads as binary.
        const operand = text((w) => w.wrap(e.operand, 14, indent));
        if (((e.op === '-' || e.op === '+') && operand.startsWith(e.op)) || (e.op === '~' && /^[-+]/.test(operand))) {
          this.write(`${e.op}( `);
          this.wrap(e.operand, 14, indent);
          return this.write(' )');
        }
        // `! ! $x` is `(bool) $x`; WordPress-Extra forbids the double negation (Universal.CodeAnalysis.NoDoubleNegative).
        if (e.op === '!' && e.operand.kind === 'unary' && e.operand.op === '!')
          return this.expr({ kind: 'cast', type: 'bool', expr: e.operand.operand }, indent);
        this.write(e.op === '!' ? '! ' : e.op);
        return this.wrap(e.operand, 14, indent);
      }
      case 'ternary':
        this.wrap(e.cond, 2, indent);
        this.write(' ? ');
        this.wrap(e.then, 2, indent);
        this.write(' : ');
        return this.wrap(e.else, 2, indent);
      case 'assign': {
        const step = stepOf(e);
        if (step) return this.expr({ kind: 'incdec', op: step, prefix: true, target: e.target }, indent);
        this.expr(e.target, indent);
        this.write(` ${e.op} ${e.byRef ? '&' : ''}`);
        return this.expr(e.value, indent);
      }
      case 'incdec':
        if (e.prefix) this.write(e.op);
        this.expr(e.target, indent);
        if (!e.prefix) this.write(e.op);
        return;
      case 'cast':
        this.write(`(${e.type}) `);
        return this.wrap(e.expr, 14, indent);
      case 'closure': {
        const uses = e.uses.length ? ` use ( ${e.uses.map((u) => `${u.byRef ? '&' : ''}$${u.name}`).join(', ')} )` : '';
        this.write(`${e.isStatic ? 'static ' : ''}function `);
        this.params(e.params);
        this.write(`${uses} {\n`);
        this.block(e.body, indent + TAB);
        return this.write(`${indent}}`);
      }
      case 'isset':
        this.write('isset( ');
        this.list(e.exprs, indent);
        return this.write(' )');
      case 'instanceof':
        this.wrap(e.expr, 15, indent);
        return this.write(` instanceof ${e.className}`);
      case 'spread':
        this.write('...');
        return this.expr(e.expr, indent);
    }
  }

  private params(list: Param[]): void {
    if (!list.length) return this.write('()');
    this.write('( ');
    list.forEach((p, i) => {
      if (i) this.write(', ');
      this.write(`${p.byRef ? '&' : ''}${p.variadic ? '...' : ''}$${p.name}`);
      if (p.default) {
        this.write(' = ');
        this.expr(p.default);
      }
    });
    this.write(' )');
  }

  private block(body: Stmt[], indent: string, aligned = false): void {
    const settled = body.flatMap(settle);
    if (!aligned) this.alignAssignments(settled, indent);
    for (const s of settled) this.stmt(s, indent);
  }

  /**
   * Lines up the operators of consecutive assignment statements, as
   * Generic.Formatting.MultipleStatementAlignment wants it in WordPress-Core: the operators'
   * ends in one column, at most MAX_PADDING spaces before one (a longer run starts a new
   * group); any other statement or a comment ends the run. Statements in a `block` are
   * in the run of the statements around it (PHP prints them in sequence).
   */
  private alignAssignments(body: Stmt[], indent: string): void {
    const leaves: Stmt[] = [];
    const flatten = (list: Stmt[]): void =>
      list.forEach((s) => (s.kind === 'block' ? flatten(s.body) : leaves.push(s)));
    flatten(body);
    let run: { s: Stmt; width: number }[] = [];
    let end = 0;
    const close = () => {
      if (run.length > 1) for (const r of run) this.padding.set(r.s, end - r.width);
      run = [];
      end = 0;
    };
    for (const s of leaves) {
      // `++$n` (stepOf()) is no assignment to the sniff and ends the run.
      const assign = s.kind === 'expr' && s.expr.kind === 'assign' && !stepOf(s.expr) ? s.expr : undefined;
      const target = assign ? text((w) => w.expr(assign.target, indent)) : '';
      if (!assign || !target || target.includes('\n')) {
        close();
        continue;
      }
      // PHPCS ends the group inside a multi-line value that holds an assignment.
      // And at a closure's parameter default (`function ( $a = null )`) on a later line than
      // the statement's `=`: an assignment to PHPCS, in parentheses (one on the same line it skips).
      const lines = () => text((w) => w.expr(assign.value, indent)).split('\n');
      const last =
        (hasAssignment(assign.value) && lines().length > 1) ||
        (hasDefaultParam(assign.value) && !/function \([^)]*\$\w+ = /.test(lines()[0]));
      // The operator's end with one space before it; the others get as much more.
      const upTo = width(target) + 1 + assign.op.length;
      const next = Math.max(end, upTo);
      if ([...run, { s, width: upTo }].some((r) => next - r.width + 1 > MAX_PADDING)) close();
      run.push({ s, width: upTo });
      end = Math.max(end, upTo);
      if (last) close();
    }
    close();
  }

  stmt(s: Stmt, indent: string): void {
    this.enter(s.origin);
    this.stmtText(s, indent);
    this.leave(s.origin);
  }

  /** `head ( expr ) {` + body + `}`: the shape of while, foreach, switch and the rest. */
  private braced(before: string, expr: () => void, after: string, body: () => void, indent: string): void {
    this.write(before);
    expr();
    this.write(after);
    body();
    this.write(`${indent}}\n`);
  }

  private stmtText(s: Stmt, indent: string): void {
    const inner = indent + TAB;
    switch (s.kind) {
      case 'expr': {
        this.write(indent);
        const pad = this.padding.get(s);
        if (s.expr.kind === 'assign' && !stepOf(s.expr)) {
          const e = s.expr;
          this.expr(e.target, indent);
          this.write(`${' '.repeat((pad ?? 0) + 1)}${e.op} ${e.byRef ? '&' : ''}`);
          this.valueOf(e.value, indent, 1);
        } else this.expr(s.expr, indent);
        return this.write(';\n');
      }
      case 'return':
        this.write(`${indent}return`);
        if (s.expr) {
          this.write(' ');
          this.valueOf(s.expr, indent, 1);
        }
        return this.write(';\n');
      case 'if': {
        this.write(`${indent}if ( `);
        // A condition past MAX_LINE breaks before its `||`/`&&`, as a value does.
        this.valueOf(s.cond, indent, ' ) {'.length);
        this.write(' ) {\n');
        this.block(s.then, inner);
        let rest = s.else;
        const elifs: (Origin | undefined)[] = [];
        while (rest && rest.length === 1 && rest[0].kind === 'if') {
          const elif: Extract<Stmt, { kind: 'if' }> = rest[0];
          this.enter(elif.origin);
          elifs.push(elif.origin);
          this.write(`${indent}} elseif ( `);
          this.valueOf(elif.cond, indent, ' ) {'.length);
          this.write(' ) {\n');
          this.block(elif.then, inner);
          rest = elif.else;
        }
        if (rest && rest.length) {
          this.write(`${indent}} else {\n`);
          this.block(rest, inner);
        }
        for (const origin of elifs.reverse()) this.leave(origin);
        return this.write(`${indent}}\n`);
      }
      case 'while':
        return this.braced(
          `${indent}while ( `,
          () => this.valueOf(s.cond, indent, ' ) {'.length),
          ' ) {\n',
          () => this.block(s.body, inner),
          indent,
        );
      case 'doWhile':
        this.write(`${indent}do {\n`);
        this.block(s.body, inner);
        this.write(`${indent}} while ( `);
        this.expr(s.cond, indent);
        return this.write(' );\n');
      case 'for':
        // Nothing before or after each turn: a `while`, as Generic.CodeAnalysis.ForLoopShouldBeWhileLoop asks.
        if (!s.init.length && !s.update.length && s.cond.length <= 1)
          return this.stmt(
            { kind: 'while', cond: s.cond.length ? s.cond[s.cond.length - 1] : bool(true), body: s.body },
            indent,
          );
        return this.braced(
          `${indent}for ( `,
          () => {
            this.list(s.init, indent);
            this.write('; ');
            this.list(s.cond, indent);
            this.write('; ');
            this.list(s.update, indent);
          },
          ' ) {\n',
          () => this.block(s.body, inner),
          indent,
        );
      case 'foreach':
        return this.braced(
          `${indent}foreach ( `,
          () => {
            this.expr(s.subject, indent);
            this.write(' as ');
            if (s.key) {
              this.expr(s.key, indent);
              this.write(' => ');
            }
            if (s.byRef) this.write('&');
            this.expr(s.value, indent);
          },
          ' ) {\n',
          () => this.block(s.body, inner),
          indent,
        );
      case 'switch':
        return this.braced(
          `${indent}switch ( `,
          () => this.expr(s.subject, indent),
          ' ) {\n',
          () => {
            for (const c of s.cases) {
              if (c.test) {
                this.write(`${inner}case `);
                this.expr(c.test, inner);
                this.write(':\n');
              } else {
                this.write(`${inner}default:\n`);
              }
              this.block(c.body, inner + TAB);
              // A case that falls through says so (PSR2.ControlStructures.SwitchDeclaration).
              if (c !== s.cases[s.cases.length - 1] && c.body.length && !terminates(c.body))
                this.write(`${inner + TAB}// no break\n`);
            }
          },
          indent,
        );
      case 'break':
        return this.write(`${indent}break${s.levels && s.levels > 1 ? ` ${s.levels}` : ''};\n`);
      case 'continue':
        return this.write(`${indent}continue${s.levels && s.levels > 1 ? ` ${s.levels}` : ''};\n`);
      case 'throw':
        this.write(`${indent}throw `);
        this.expr(s.expr, indent);
        return this.write(';\n');
      case 'try': {
        this.write(`${indent}try {\n`);
        this.block(s.body, inner);
        for (const c of s.catches) {
          this.write(`${indent}} catch ( ${c.types.join(' | ')} $${c.varName} ) {\n`);
          this.block(c.body, inner);
        }
        if (s.finally) {
          this.write(`${indent}} finally {\n`);
          this.block(s.finally, inner);
        }
        return this.write(`${indent}}\n`);
      }
      case 'block':
        return this.block(s.body, indent, true);
      case 'global':
        return this.write(`${indent}global ${s.names.map((n) => `$${n}`).join(', ')};\n`);
      case 'requireOnce':
        this.write(`${indent}require_once `);
        this.expr(s.path, indent);
        return this.write(';\n');
      case 'comment':
        return this.write(
          s.text
            .split('\n')
            .map((l) => `${indent}// ${l.replace(/\?>/g, '? >')}\n`)
            .join(''),
        );
      case 'sniffs':
        return this.sniffDirective(s.verb, s.sniffs, indent);
    }
  }

  /**
   * Only the outermost disable of a sniff and its matching enable are written: an inner
   * pair would turn the sniff back on before the outer block ends. Two sniffs to a
   * directive, so that no line passes 160 columns (PHPCS reads no continuation line).
   */
  private sniffDirective(verb: 'disable' | 'enable', sniffs: readonly string[], indent: string): void {
    const delta = verb === 'disable' ? 1 : -1;
    const written = sniffs.filter((sniff) => {
      const open = (this.sniffsOff.get(sniff) ?? 0) + delta;
      this.sniffsOff.set(sniff, open);
      return verb === 'disable' ? open === 1 : open === 0;
    });
    for (let i = 0; i < written.length; i += 2)
      this.write(`${indent}// phpcs:${verb} ${written.slice(i, i + 2).join(', ')}\n`);
  }

  /**
   * An attribute on one line: PHP 7.4 reads a `#[` line as a comment, so it cannot span
   * lines; an array in it with several keys is then against WordPress.Arrays.
   * ArrayDeclarationSpacing, ignored on that line only. Values only, so no origins.
   */
  private attribute(a: Attribute, indent: string): void {
    const args = a.args.map((x) => `${x.name ? `${x.name}: ` : ''}${text((w) => w.expr(x.value), true)}`);
    const ignore = a.args.some((x) => hasKeyedList(x.value))
      ? ' // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- PHP 7.4 reads a #[ line as a comment: the attribute stays on one line.'
      : '';
    this.write(`${indent}#[${a.name}( ${args.join(', ')} )]${ignore}\n`);
  }

  private method(m: MethodDecl, indent: string): void {
    if (m.doc) {
      const lines = m.doc.replace(/\*\//g, '* /').split('\n');
      this.write(`${indent}/**\n${lines.map((l) => `${indent} *${l ? ` ${l}` : ''}\n`).join('')}${indent} */\n`);
    }
    for (const a of m.attributes) this.attribute(a, indent);
    this.write(
      `${indent}${m.isAbstract ? 'abstract ' : ''}${m.visibility}${m.isStatic ? ' static' : ''} function ${m.name}`,
    );
    this.params(m.params);
    if (m.isAbstract) return this.write(';\n');
    this.write(' {\n');
    this.block(m.body, indent + TAB);
    this.write(`${indent}}\n`);
  }

  private classDecl(c: ClassDecl, indent: string): void {
    const modifier = c.isAbstract ? 'abstract ' : c.isFinal ? 'final ' : '';
    this.write(`${indent}${modifier}class ${c.name}${c.extends ? ` extends ${c.extends}` : ''} {\n`);
    c.members.forEach((m, i) => {
      if (i) this.write('\n');
      if (m.kind === 'method') return this.method(m, indent + TAB);
      if (m.kind === 'classConst') {
        this.write(`${indent}${TAB}const ${m.name} = `);
        this.expr(m.value, indent + TAB);
        return this.write(';\n');
      }
      this.write(`${indent}${TAB}${m.visibility}${m.isStatic ? ' static' : ''} $${m.name}`);
      if (m.default) {
        this.write(' = ');
        this.expr(m.default, indent + TAB);
      }
      this.write(';\n');
    });
    this.write(`${indent}}\n`);
  }

  private functionDecl(f: FunctionDecl, indent: string): void {
    this.write(`${indent}function ${f.name}`);
    this.params(f.params);
    this.write(' {\n');
    this.block(f.body, indent + TAB);
    this.write(`${indent}}\n`);
  }

  file(file: PhpFile): void {
    this.write('<?php\n');
    if (file.namespace) this.write(`namespace ${file.namespace};\n\n`);
    if (file.abspathGuard) this.write(`defined( 'ABSPATH' ) || exit;\n\n`);
    const uses = [
      ...file.uses.map((u) => `use ${u};\n`),
      ...(file.namespace ? functionImports(file).map((f) => `use function ${f};\n`) : []),
    ];
    if (uses.length) this.write(uses.join('') + '\n');
    file.body.forEach((node, i) => {
      if (i) this.write('\n');
      if (node.kind === 'class') this.classDecl(node, '');
      else if (node.kind === 'function') this.functionDecl(node, '');
      else this.stmt(node, '');
    });
  }
}

/**
 * Whether a measure that fits its line is the text a print would write: on one line nothing
 * depends on the column, and no line starts in it (a call's note moves to a line of its own
 * only at a line's start: `/*` keeps the print).
 */
const oneLine = (flat: string): boolean => !flat.includes('\n') && !flat.includes('/*');

/** The text `print` writes, without line tracking. */
function text(print: (w: Writer) => void, oneLine = false): string {
  const w = new Writer(false, oneLine);
  print(w);
  return w.toString();
}

export const printExpr = (e: Expr, indent = ''): string => text((w) => w.expr(e, indent));
export const printStmt = (s: Stmt, indent: string): string => text((w) => w.stmt(s, indent));
export const printFile = (file: PhpFile): string => text((w) => w.file(file));

/** A printed file and, per line (index 0 is line 1), the origin of the statement that wrote it. */
export interface PrintedFile {
  text: string;
  origins: (Origin | undefined)[];
}

/** printFile(), plus the origin of every line (see Writer). */
export function printFileWithOrigins(file: PhpFile): PrintedFile {
  const w = new Writer(true);
  w.file(file);
  return { text: w.toString(), origins: w.origins };
}
