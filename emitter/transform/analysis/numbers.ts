// Where a number may stay a whole float. JavaScript has one number type; PHP has int and
// float, and the runtime keeps whole results as ints (`6 / 3` is 2, not 2.0) because the
// fast paths downstream test `is_int` (`%`, array indexes, `String(n)`, `===` of ints) and
// json_encode() writes 2.0 as `2.0`. Making a quotient or a Math result an int again costs
// a guard on every operation, which is wasted where nothing downstream can tell 2.0 from 2.
//
// acceptsWholeFloat() answers that for one expression from where its value goes:
// - an operand of `<`, `<=`, `>`, `>=`, `/` or `%` on two numbers (PHP compares and divides
//   an int and a float alike; `%` sends a float to Js::mod(), as it does any fraction);
// - an operand of `+`, `-`, `*` on two numbers whose result itself goes to such a place;
// - an argument of a pure Math function (each takes 2.0 as it takes 2; hoist.ts), for
//   Math.max and Math.min only when their result goes to such a place (they answer an argument);
// - the value of a local whose every read is in such a place (a *loose* local): its
//   initializer, the right side of `=` or of an arithmetic `op=` assigning it.
// Not `===`, unary minus (`-0`), a property, an element, a call
// argument, a return or a template: there the value is seen, so it is made an int as before.
import ts from '#typescript';
import type { TransformContext } from '../context.js';
import { isNumberType } from '../util/types.js';
import { isPureMathCall } from './hoist.js';
import { referencesOf, valueSymbol, localDeclaration } from './locals.js';
import { NUMBER_ASSIGNMENTS } from './ranges.js';

const COMPARISONS = new Set([
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.PercentToken,
]);

const CARRIES = new Set([ts.SyntaxKind.PlusToken, ts.SyntaxKind.MinusToken, ts.SyntaxKind.AsteriskToken]);

/** The expression `node` is part of, past parentheses. */
function position(node: ts.Expression): { node: ts.Expression; parent: ts.Node } {
  let n = node;
  while (ts.isParenthesizedExpression(n.parent)) n = n.parent;
  return { node: n, parent: n.parent };
}

/** True when `node`'s value may be a whole float where JavaScript's is an int, because nothing can tell. */
export function acceptsWholeFloat(node: ts.Expression, ctx: TransformContext, seen = new Set<ts.Symbol>()): boolean {
  const { node: n, parent: p } = position(node);
  if (ts.isBinaryExpression(p)) {
    const op = p.operatorToken.kind;
    const numbers = isNumberType(ctx.typeOf(p.left)) && isNumberType(ctx.typeOf(p.right));
    if (COMPARISONS.has(op)) return numbers;
    if (CARRIES.has(op)) return numbers && acceptsWholeFloat(p, ctx, seen);
    if (p.right !== n || !ts.isIdentifier(p.left)) return false;
    if (op === ts.SyntaxKind.EqualsToken || (NUMBER_ASSIGNMENTS.has(op) && op !== ts.SyntaxKind.PercentEqualsToken))
      return isLooseLocal(p.left, ctx, seen);
    return false;
  }
  if (ts.isVariableDeclaration(p) && p.initializer === n && ts.isIdentifier(p.name))
    return isLooseLocal(p.name, ctx, seen);
  if (!isPureMathCall(p, ctx) || !p.arguments.includes(n)) return false;
  // Math.max and Math.min answer one of their arguments as it is.
  const name = (p.expression as ts.PropertyAccessExpression).name.text;
  return name === 'max' || name === 'min' ? acceptsWholeFloat(p, ctx, seen) : true;
}

/** A write of a local: `x = …`, `x op= …`, `x++`, a destructuring or for…of target (never a read here). */
function isWrite(id: ts.Identifier): boolean {
  const { node: n, parent: p } = position(id);
  if (ts.isBinaryExpression(p)) return p.left === n && p.operatorToken.kind === ts.SyntaxKind.EqualsToken;
  return false;
}

/**
 * A local `let`/`const` number whose every read accepts a whole float (see the top). `x++`,
 * `x += …` read it, and accept one: PHP's `+` of 2.0 is 3.0. A cycle (`a = b; b = a`) adds
 * nothing that is seen.
 */
function isLooseLocal(id: ts.Identifier, ctx: TransformContext, seen: Set<ts.Symbol>): boolean {
  // Not ctx.variableFor(): a declaration's name is asked about before it is declared.
  if (!isNumberType(ctx.typeOf(id))) return false;
  const symbol = valueSymbol(id, ctx.checker);
  const decl = localDeclaration(symbol);
  if (!symbol || !decl || !ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name)) return false;
  if (!(decl.parent.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const))) return false;
  if (ts.isForOfStatement(decl.parent.parent) || ts.isForInStatement(decl.parent.parent)) return false;
  if (seen.has(symbol)) return true;
  seen.add(symbol);
  return referencesOf(symbol, ctx).every((ref) => {
    if (isWrite(ref)) return true;
    const { parent: p } = position(ref);
    if (ts.isPrefixUnaryExpression(p) || ts.isPostfixUnaryExpression(p))
      return p.operator === ts.SyntaxKind.PlusPlusToken || p.operator === ts.SyntaxKind.MinusMinusToken;
    if (ts.isBinaryExpression(p) && p.left === position(ref).node && NUMBER_ASSIGNMENTS.has(p.operatorToken.kind))
      return p.operatorToken.kind !== ts.SyntaxKind.PercentEqualsToken && isNumberType(ctx.typeOf(p.right));
    return acceptsWholeFloat(ref, ctx, seen);
  });
}
