// A string built in a loop that also measures it (issue 17):
//
//   let s = '';
//   while (s.length < n) s += 'ab';
//
// JsString::length() scans a string that changed since its last call for non-ASCII bytes
// and remembers it, so the next `.=` must copy it: two O(length) steps per pass, a
// quadratic loop. A `let` string or a string parameter that no closure captures and that
// only `s = …;` and `s += …;` statements write keeps its UTF-16 length in a variable of its
// own (a parameter's measured once, on entry), updated at each write from the piece alone,
// and `s.length` reads that variable:
//
//   $s .= 'ab';
//   $s_len += 2;
//
// The length is additive in both languages: JavaScript counts code units, and
// JsString::count_units() counts bytes that start a character (4-byte ones twice), which
// no split of the bytes changes; a lone half of a pair is U+FFFD in PHP, one unit as in
// JavaScript. `s = s + x` is appended the same way, `s = x + s` adds x. Only strings
// whose length is read in a loop that also writes them are tracked: elsewhere the
// emission is unchanged.
import ts from '#typescript';
import { binary, call, exprStmt, num, v, type Expr, type Stmt } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import type { BuildTable } from '../shapes.js';
import { isNumberType, isStringType } from '../util/types.js';
import { runtimeCall } from '../util/runtime.js';
import { skipParens } from './hoist.js';
import { isCaptured, referencesOf, assignmentsOf, valueSymbol, ownerOf } from './locals.js';

/** The `s = …;` or `s += …;` statement an assigned identifier is the target of, if it is one. */
function writeStatement(id: ts.Node): ts.BinaryExpression | undefined {
  const write = id.parent;
  if (!ts.isBinaryExpression(write) || write.left !== id || !ts.isExpressionStatement(write.parent)) return undefined;
  const op = write.operatorToken.kind;
  return op === ts.SyntaxKind.EqualsToken || op === ts.SyntaxKind.PlusEqualsToken ? write : undefined;
}

/** Whether `inner` lies in a loop (below `owner`) that also contains `other`. */
function inSameLoop(inner: ts.Node, other: ts.Node, owner: ts.Node): boolean {
  for (let n: ts.Node = inner; n !== owner; n = n.parent) {
    if (ts.isIterationStatement(n, false) && other.pos >= n.pos && other.end <= n.end) return true;
  }
  return false;
}

/** Which string locals keep their length in a variable, per build. */
const TRACKED: BuildTable<ts.Symbol, boolean> = { name: 'tracked lengths' };

/** Whether the string local `symbol` keeps its length in a variable (see above); once per build. */
export function isTrackedString(symbol: ts.Symbol, ctx: TransformContext): boolean {
  const cache = ctx.project.table(TRACKED);
  let tracked = cache.get(symbol);
  if (tracked === undefined) {
    tracked = trackable(symbol, ctx);
    cache.set(symbol, tracked);
  }
  return tracked;
}

/** A `let s = …` statement's declaration, or a plain parameter (not rest, not destructured). */
function isTrackableDeclaration(
  decl: ts.Declaration | undefined,
): decl is ts.VariableDeclaration | ts.ParameterDeclaration {
  if (decl && ts.isParameter(decl)) return ts.isIdentifier(decl.name) && !decl.dotDotDotToken;
  if (!decl || !ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name) || !decl.initializer) return false;
  return !!(decl.parent.flags & ts.NodeFlags.Let) && ts.isVariableStatement(decl.parent.parent);
}

function trackable(symbol: ts.Symbol, ctx: TransformContext): boolean {
  const decl = symbol.valueDeclaration;
  if (!isTrackableDeclaration(decl)) return false;
  if (!isStringType(ctx.checker.getTypeAtLocation(decl.name)) || isCaptured(symbol, ctx)) return false;
  const owner = ownerOf(decl);
  if (!owner) return false;
  const writes = assignmentsOf(symbol, ctx);
  if (!writes.length || !writes.every((w) => writeStatement(w))) return false;
  return referencesOf(symbol, ctx).some((id) => {
    const read = id.parent;
    return (
      ts.isPropertyAccessExpression(read) &&
      read.expression === id &&
      read.name.text === 'length' &&
      writes.some((w) => inSameLoop(read, w, owner))
    );
  });
}

/** `$s_len` for `s.length` of a tracked string, else undefined. */
export function trackedLengthRead(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  const variable = ts.isIdentifier(node.expression) ? ctx.variableFor(node.expression) : undefined;
  const name = variable && ctx.lengthOf(variable);
  return name ? v(name) : undefined;
}

/**
 * `$s_len = …;`, after `$s = …;` for the declaration `let s = …` of a tracked string, or on
 * entry for a tracked parameter (value: the parameter's variable).
 */
export function declareTrackedLength(
  decl: ts.VariableDeclaration | ts.ParameterDeclaration,
  variable: string,
  value: Expr,
  ctx: TransformContext,
): Stmt[] {
  const symbol = ctx.checker.getSymbolAtLocation(decl.name);
  if (!symbol || !isTrackedString(symbol, ctx)) return [];
  const name = ctx.declareLength(variable);
  return [exprStmt({ kind: 'assign', op: '=', target: v(name), value: lengthOf(value, variable, ctx) })];
}

/** The length of a string the variable `variable` has just been given: a literal's at compile time. */
function lengthOf(value: Expr, variable: string, ctx: TransformContext): Expr {
  return value.kind === 'string' ? num(value.value.length) : runtimeCall(ctx, 'JsString', 'length', [v(variable)]);
}

/** The operands of a `.` chain, left to right. */
function concatParts(e: Expr): Expr[] {
  return e.kind === 'binary' && e.op === '.' ? [...concatParts(e.left), ...concatParts(e.right)] : [e];
}

/** `a . b . c` again. */
function concat(parts: Expr[]): Expr {
  return parts.reduce((left, right) => binary('.', left, right));
}

/**
 * The length of a `.` chain whose parts read the same again after the assignment (a
 * literal, a variable, a variable's cast), from the lengths before it: a literal's at
 * compile time, a tracked string's variable (the assigned string's own old length
 * included), else `measure` of the part. Undefined when a part would run again.
 */
function chainLength(parts: Expr[], measure: (e: Expr) => Expr, ctx: TransformContext): Expr | undefined {
  let units = 0;
  const terms: Expr[] = [];
  for (const p of parts) {
    if (p.kind === 'string') units += p.value.length;
    else if (p.kind === 'var') {
      const known = ctx.lengthOf(p.name);
      terms.push(known ? v(known) : measure(p));
    } else if (p.kind === 'cast' && p.type === 'string' && p.expr.kind === 'var') terms.push(measure(p));
    else return undefined;
  }
  if (units || !terms.length) terms.push(num(units));
  return terms.reduce((left, right) => binary('+', left, right));
}

/**
 * The statements of `s = …;` or `s += …;` on a tracked string, or undefined when `node`
 * is not one. An append (`s += x`, `s = s + x`) adds the piece's length, from its parts
 * (chainLength()) or from a temporary holding it; `s = x + s` and other chains with `s`
 * in them add up their parts likewise; anything else measures the new value.
 */
export function trackedWrite(node: ts.Expression, ctx: TransformContext): Stmt[] | undefined {
  if (!ts.isBinaryExpression(node) || !ts.isIdentifier(node.left) || !writeStatement(node.left)) return undefined;
  const symbol = valueSymbol(node.left, ctx.checker);
  const variable = ctx.variableFor(node.left);
  const name = variable && ctx.lengthOf(variable);
  if (!name || !variable) return undefined;
  const expr = ctx.transformExpression(node);
  const self = (e: Expr) => e.kind === 'var' && e.name === variable;
  const length = v(name);
  const set = (value: Expr): Stmt => exprStmt({ kind: 'assign', op: '=', target: length, value });
  // `++$s_len` for one unit: WPCS (Squiz.Operators.IncrementDecrementUsage) rejects `+= 1`.
  const add = (value: Expr): Stmt =>
    exprStmt(
      value.kind === 'number' && value.value === 1
        ? { kind: 'incdec', op: '++', prefix: true, target: length }
        : { kind: 'assign', op: '+=', target: length, value },
    );
  const runtimeLength = (e: Expr) => runtimeCall(ctx, 'JsString', 'length', [e]);
  if (expr.kind !== 'assign' || !self(expr.target) || (expr.op !== '=' && expr.op !== '.=')) {
    // Not a plain assignment: measure the result (still right, not O(piece)).
    return [exprStmt(expr), set(runtimeLength(v(variable)))];
  }
  const parts = concatParts(expr.value);
  if (expr.op === '=' && !(parts.length > 1 && self(parts[0]))) {
    // `s = ' ' + s` adds the other parts; `s = s.slice(1)` is measured.
    const others = parts.filter((p) => !self(p));
    const sum = parts.length - others.length === 1 ? chainLength(others, runtimeLength, ctx) : undefined;
    if (sum) return [exprStmt(expr), add(sum)];
    return [exprStmt(expr), set(chainLength(parts, runtimeLength, ctx) ?? lengthOf(expr.value, variable, ctx))];
  }
  const piece = expr.op === '.=' ? parts : parts.slice(1); // `s = s + x` appends.
  // A number's string is ASCII ("-1.5e+21", "NaN"): its bytes are its units.
  const right = skipParens(node.right)!;
  const number =
    isNumberType(ctx.typeOf(right)) ||
    (ts.isBinaryExpression(right) &&
      isNumberType(ctx.typeOf(right.right)) &&
      ts.isIdentifier(right.left) &&
      valueSymbol(right.left, ctx.checker) === symbol &&
      right.operatorToken.kind === ts.SyntaxKind.PlusToken);
  const measure = (e: Expr): Expr => (number && piece.length === 1 ? call('strlen', [e]) : runtimeLength(e));
  const append = (value: Expr): Stmt => exprStmt({ kind: 'assign', op: '.=', target: v(variable), value });
  const sum = chainLength(piece, measure, ctx);
  if (sum) return [append(concat(piece)), add(sum)];
  const temp = v(ctx.tempVariable());
  return [exprStmt({ kind: 'assign', op: '=', target: temp, value: concat(piece) }), append(temp), add(measure(temp))];
}
