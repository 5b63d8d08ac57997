// The single place where PHP text is written (WordPress coding standards layout:
// tabs, spaces inside parentheses, long array syntax).
import { valueToExpr, type Attribute, type ClassDecl, type Expr, type FunctionDecl, type MethodDecl, type Origin, type Param, type PhpFile, type Stmt } from './ast.js';

const TAB = '\t';

/**
 * Line tracking (printFileWithOrigins): while a file is printed, each statement with an
 * origin is wrapped in markers, `\0<id>\x01` before its first line and `\0\x02` after its
 * last, both at the start of a line (a statement's text starts a line and ends with one).
 * Reading the markers back gives every line the origin of the innermost statement around
 * it; a nested statement's origin wins over its parent's, and lines a statement prints
 * after its nested ones (`} elseif ( … )`, `} while ( … );`) go back to the parent.
 * Markers would be ambiguous only if printed content held a NUL byte: then the file is
 * printed again without them and gets no line map.
 */
interface Tracking {
  origins: Origin[];
  sawNul: boolean;
}
const MARK = '\u0000';
const OPEN_END = '\u0001';
const CLOSE = `${MARK}\u0002`;

/** A PHP single-quoted literal. `?>` is split so no emitted file contains it. */
export function phpString(value: string): string {
  const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (!value.includes('?>')) return quote(value);
  return value.split('?>').map((part, i, all) => quote(i < all.length - 1 ? `${part}?` : part)).join(" . '>' . ").replace(/ \. '' \. /g, ' . ');
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
  return plain.expr(valueToExpr(value), indent);
}

// PHP binding power, high binds tighter. Operands of lower power get parentheses.
const POWER: Record<string, number> = {
  '**': 16, '*': 13, '/': 13, '%': 13, '+': 12, '-': 12, '.': 11, '<<': 10, '>>': 10,
  '<': 9, '<=': 9, '>': 9, '>=': 9, '==': 8, '!=': 8, '===': 8, '!==': 8,
  '&': 7, '^': 6, '|': 5, '&&': 4, '||': 3, '??': 2,
};
/** Operators where `(a op b) op c` may drop its parentheses. */
const LEFT_CHAIN = new Set(['+', '*', '.', '&&', '||', '&', '|', '^']);

function power(e: Expr): number {
  switch (e.kind) {
    case 'binary': return POWER[e.op]!;
    case 'ternary': return 1;
    case 'assign': return 0;
    case 'unary': case 'cast': case 'incdec': return 14;
    case 'instanceof': return 15;
    case 'closure': return 0;
    default: return 100;
  }
}

/** Expressions that can be followed by `->`, `[` or `(` without parentheses. */
function dereferencable(e: Expr): boolean {
  return ['var', 'prop', 'staticProp', 'index', 'call', 'methodCall', 'staticCall', 'array', 'string', 'classConst'].includes(e.kind);
}

/** Writes PHP text; with `tracking`, also the markers printFileWithOrigins() reads back. */
class Printer {
  constructor(private readonly tracking?: Tracking) {}

  private open(origin: Origin | undefined): string {
    if (!this.tracking || !origin) return '';
    this.tracking.origins.push(origin);
    return `${MARK}${this.tracking.origins.length - 1}${OPEN_END}`;
  }

  private close(origin: Origin | undefined): string {
    return this.tracking && origin ? CLOSE : '';
  }

  /** Printed content that is not ours (string literals, comments): a NUL in it disables the markers. */
  private content(text: string): string {
    if (this.tracking && text.includes(MARK)) this.tracking.sawNul = true;
    return text;
  }

  string(value: string): string {
    return phpString(this.content(value));
  }

  private wrap(e: Expr, min: number, indent = ''): string {
    const text = this.expr(e, indent);
    return power(e) < min ? `( ${text} )` : text;
  }

  private args(list: Expr[], indent: string): string {
    return list.length ? `( ${list.map((a) => this.expr(a, indent)).join(', ')} )` : '()';
  }

  private target(e: Expr, indent: string): string {
    return dereferencable(e) ? this.expr(e, indent) : `( ${this.expr(e, indent)} )`;
  }

  expr(e: Expr, indent = ''): string {
    switch (e.kind) {
      case 'string': return this.string(e.value);
      case 'number': return phpNumber(e.value);
      case 'bool': return e.value ? 'true' : 'false';
      case 'null': return 'null';
      case 'var': return `$${e.name}`;
      case 'const': return e.name;
      case 'array': {
        if (!e.items.length) return 'array()';
        const item = (it: (typeof e.items)[number], at: string) => {
          const value = `${it.byRef ? '&' : ''}${this.expr(it.value, at)}`;
          if (it.spread) return `...${value}`;
          return it.key ? `${this.expr(it.key, at)} => ${value}` : value;
        };
        const flat = `array( ${e.items.map((it) => item(it, indent)).join(', ')} )`;
        if (flat.length <= 100 && !flat.includes('\n')) return flat;
        const inner = indent + TAB;
        return `array(\n${e.items.map((it) => `${inner}${item(it, inner)},`).join('\n')}\n${indent})`;
      }
      case 'prop': {
        const name = typeof e.name === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(e.name)
          ? e.name
          : `{${typeof e.name === 'string' ? this.string(e.name) : this.expr(e.name, indent)}}`;
        return `${this.target(e.object, indent)}->${name}`;
      }
      case 'staticProp': return `${e.className}::$${e.name}`;
      case 'classConst': return `${e.className}::${e.name}`;
      case 'index': return `${this.target(e.object, indent)}[${e.index ? ` ${this.expr(e.index, indent)} ` : ''}]`.replace('[  ]', '[]');
      case 'call': {
        // `$o->f()` and `C::$f()` would be method calls: a property holding a closure needs parentheses.
        const callee = typeof e.callee === 'string' ? e.callee
          : e.callee.kind === 'prop' || e.callee.kind === 'staticProp' ? `( ${this.expr(e.callee, indent)} )` : this.target(e.callee, indent);
        return `${callee}${this.args(e.args, indent)}`;
      }
      case 'methodCall': return `${this.target(e.object, indent)}->${e.name}${this.args(e.args, indent)}`;
      case 'staticCall': return `${e.className}::${e.name}${this.args(e.args, indent)}`;
      case 'new': return `new ${e.className}${this.args(e.args, indent)}`;
      case 'binary': {
        const p = POWER[e.op]!;
        // '.' and '+'/'-' share a level on PHP 7 but not on PHP 8: always parenthesize a mix.
        const mixes = (child: Expr) => child.kind === 'binary' && ((e.op === '.') !== (child.op === '.')) && (POWER[child.op]! >= 11 && POWER[child.op]! <= 12);
        const leftMin = LEFT_CHAIN.has(e.op) ? p : p + 1;
        const right = e.op === '**' || e.op === '??' ? p : p + 1; // right-associative
        const l = mixes(e.left) ? `( ${this.expr(e.left, indent)} )` : this.wrap(e.left, e.op === '**' ? p + 1 : leftMin, indent);
        const r = mixes(e.right) ? `( ${this.expr(e.right, indent)} )` : this.wrap(e.right, right, indent);
        return `${l} ${e.op} ${r}`;
      }
      case 'unary': {
        const operand = this.wrap(e.operand, 14, indent);
        // `-( -$x )`, not `--$x` (a decrement).
        if ((e.op === '-' || e.op === '+') && operand.startsWith(e.op)) return `${e.op}( ${operand} )`;
        return `${e.op === '!' ? '! ' : e.op}${operand}`;
      }
      case 'ternary': return `${this.wrap(e.cond, 2, indent)} ? ${this.wrap(e.then, 2, indent)} : ${this.wrap(e.else, 2, indent)}`;
      case 'assign': return `${this.expr(e.target, indent)} ${e.op} ${e.byRef ? '&' : ''}${this.expr(e.value, indent)}`;
      case 'incdec': return e.prefix ? `${e.op}${this.expr(e.target, indent)}` : `${this.expr(e.target, indent)}${e.op}`;
      case 'cast': return `(${e.type}) ${this.wrap(e.expr, 14, indent)}`;
      case 'closure': {
        const uses = e.uses.length ? ` use ( ${e.uses.map((u) => `${u.byRef ? '&' : ''}$${u.name}`).join(', ')} )` : '';
        return `${e.isStatic ? 'static ' : ''}function ${this.params(e.params)}${uses} {\n${this.block(e.body, indent + TAB)}${indent}}`;
      }
      case 'isset': return `isset( ${e.exprs.map((x) => this.expr(x, indent)).join(', ')} )`;
      case 'instanceof': return `${this.wrap(e.expr, 15, indent)} instanceof ${e.className}`;
      case 'spread': return `...${this.expr(e.expr, indent)}`;
    }
  }

  private params(list: Param[]): string {
    if (!list.length) return '()';
    return `( ${list.map((p) => `${p.byRef ? '&' : ''}${p.variadic ? '...' : ''}$${p.name}${p.default ? ` = ${this.expr(p.default)}` : ''}`).join(', ')} )`;
  }

  private block(body: Stmt[], indent: string): string {
    return body.map((s) => this.stmt(s, indent)).join('');
  }

  stmt(s: Stmt, indent: string): string {
    if (!this.tracking || !s.origin) return this.stmtText(s, indent);
    return `${this.open(s.origin)}${this.stmtText(s, indent)}${this.close(s.origin)}`;
  }

  private stmtText(s: Stmt, indent: string): string {
    const inner = indent + TAB;
    switch (s.kind) {
      case 'expr': return `${indent}${this.expr(s.expr, indent)};\n`;
      case 'return': return `${indent}return${s.expr ? ` ${this.expr(s.expr, indent)}` : ''};\n`;
      case 'if': {
        let text = `${indent}if ( ${this.expr(s.cond, indent)} ) {\n${this.block(s.then, inner)}`;
        let rest = s.else;
        let closing = '';
        while (rest && rest.length === 1 && rest[0]!.kind === 'if') {
          const elif: Extract<Stmt, { kind: 'if' }> = rest[0];
          text += `${this.open(elif.origin)}${indent}} elseif ( ${this.expr(elif.cond, indent)} ) {\n${this.block(elif.then, inner)}`;
          closing += this.close(elif.origin);
          rest = elif.else;
        }
        if (rest && rest.length) text += `${indent}} else {\n${this.block(rest, inner)}`;
        return `${text}${closing}${indent}}\n`;
      }
      case 'while': return `${indent}while ( ${this.expr(s.cond, indent)} ) {\n${this.block(s.body, inner)}${indent}}\n`;
      case 'doWhile': return `${indent}do {\n${this.block(s.body, inner)}${indent}} while ( ${this.expr(s.cond, indent)} );\n`;
      case 'for': {
        const part = (xs: Expr[]) => xs.map((x) => this.expr(x, indent)).join(', ');
        return `${indent}for ( ${part(s.init)}; ${part(s.cond)}; ${part(s.update)} ) {\n${this.block(s.body, inner)}${indent}}\n`;
      }
      case 'foreach': {
        const key = s.key ? `${this.expr(s.key, indent)} => ` : '';
        return `${indent}foreach ( ${this.expr(s.subject, indent)} as ${key}${s.byRef ? '&' : ''}${this.expr(s.value, indent)} ) {\n${this.block(s.body, inner)}${indent}}\n`;
      }
      case 'switch': {
        const cases = s.cases.map((c) => `${inner}${c.test ? `case ${this.expr(c.test, inner)}:` : 'default:'}\n${this.block(c.body, inner + TAB)}`).join('');
        return `${indent}switch ( ${this.expr(s.subject, indent)} ) {\n${cases}${indent}}\n`;
      }
      case 'break': return `${indent}break${s.levels && s.levels > 1 ? ` ${s.levels}` : ''};\n`;
      case 'continue': return `${indent}continue${s.levels && s.levels > 1 ? ` ${s.levels}` : ''};\n`;
      case 'throw': return `${indent}throw ${this.expr(s.expr, indent)};\n`;
      case 'try': {
        let text = `${indent}try {\n${this.block(s.body, inner)}`;
        for (const c of s.catches) text += `${indent}} catch ( ${c.types.join(' | ')} $${c.varName} ) {\n${this.block(c.body, inner)}`;
        if (s.finally) text += `${indent}} finally {\n${this.block(s.finally, inner)}`;
        return `${text}${indent}}\n`;
      }
      case 'block': return this.block(s.body, indent);
      case 'comment': return this.content(s.text).split('\n').map((l) => `${indent}// ${l.replace(/\?>/g, '? >')}\n`).join('');
    }
  }

  private attribute(a: Attribute): string {
    return `#[${a.name}( ${a.args.map((x) => `${x.name ? `${x.name}: ` : ''}${this.expr(x.value).replace(/\n\s*/g, ' ')}`).join(', ')} )]`;
  }

  private method(m: MethodDecl, indent: string): string {
    // Attributes stay on one line: PHP 7 reads a `#[` line as a comment.
    const attrs = m.attributes.map((a) => `${indent}${this.attribute(a)}\n`).join('');
    const head = `${m.isAbstract ? 'abstract ' : ''}${m.visibility}${m.isStatic ? ' static' : ''} function ${m.name}${this.params(m.params)}`;
    if (m.isAbstract) return `${attrs}${indent}${head};\n`;
    return `${attrs}${indent}${head} {\n${this.block(m.body, indent + TAB)}${indent}}\n`;
  }

  private classDecl(c: ClassDecl, indent: string): string {
    const members = c.members.map((m) => {
      if (m.kind === 'method') return this.method(m, indent + TAB);
      if (m.kind === 'classConst') return `${indent}${TAB}const ${m.name} = ${this.expr(m.value, indent + TAB)};\n`;
      return `${indent}${TAB}${m.visibility}${m.isStatic ? ' static' : ''} $${m.name}${m.default ? ` = ${this.expr(m.default, indent + TAB)}` : ''};\n`;
    });
    const modifier = c.isAbstract ? 'abstract ' : c.isFinal ? 'final ' : '';
    return `${indent}${modifier}class ${c.name}${c.extends ? ` extends ${c.extends}` : ''} {\n${members.join('\n')}${indent}}\n`;
  }

  private functionDecl(f: FunctionDecl, indent: string): string {
    return `${indent}function ${f.name}${this.params(f.params)} {\n${this.block(f.body, indent + TAB)}${indent}}\n`;
  }

  file(file: PhpFile): string {
    let text = `<?php\n`;
    if (file.namespace) text += `namespace ${file.namespace};\n\n`;
    if (file.abspathGuard) text += `defined( 'ABSPATH' ) || exit;\n\n`;
    if (file.uses.length) text += file.uses.map((u) => `use ${u};\n`).join('') + '\n';
    text += file.body
      .map((node) => {
        if (node.kind === 'class') return this.classDecl(node, '');
        if (node.kind === 'function') return this.functionDecl(node, '');
        return this.stmt(node, '');
      })
      .join('\n');
    return text;
  }
}

/** A printer without line tracking. */
const plain = new Printer();

export const printExpr = (e: Expr, indent = ''): string => plain.expr(e, indent);
export const printStmt = (s: Stmt, indent: string): string => plain.stmt(s, indent);
export const printFile = (file: PhpFile): string => plain.file(file);

/** A printed file and, per line (index 0 is line 1), the origin of the statement that wrote it. */
export interface PrintedFile {
  text: string;
  origins: (Origin | undefined)[];
}

/** printFile(), plus the origin of every line (see Tracking above). */
export function printFileWithOrigins(file: PhpFile): PrintedFile {
  const state: Tracking = { origins: [], sawNul: false };
  const marked = new Printer(state).file(file);
  if (state.sawNul) return { text: printFile(file), origins: [] };
  const lines = marked.split('\n');
  const origins: (Origin | undefined)[] = [];
  const stack: Origin[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    let at = 0;
    while (line.startsWith(MARK, at)) {
      if (line[at + 1] === CLOSE[1]) {
        stack.pop();
        at += CLOSE.length;
      } else {
        const end = line.indexOf(OPEN_END, at);
        stack.push(state.origins[Number(line.slice(at + 1, end))]!);
        at = end + 1;
      }
    }
    if (at) lines[i] = line = line.slice(at);
    origins.push(stack[stack.length - 1]);
  }
  // The text after the final newline is not a line.
  if (lines[lines.length - 1] === '') origins.pop();
  return { text: lines.join('\n'), origins };
}
