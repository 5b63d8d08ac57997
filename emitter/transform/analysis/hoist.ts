// Temporaries for the type-directed fast paths (operators.ts, builtins/math.ts). A fast
// path reads its operands more than once (`is_int( $a ) ? $a % 7 : Js::mod( $a, 7 )`),
// so an operand that is not a variable or literal is first stored by a statement of its
// own, placed before the statement being translated:
//
//   $__ts_tmp1 = sqrt( $i );
//   $x = ... $__ts_tmp1 ...;
//
// That moves its evaluation earlier, which keeps JavaScript's answer only when nothing it
// skips over can tell. So a value is hoisted only when
// - it is pure arithmetic on numbers: local variables, number literals, `+ - * / %`, unary
//   minus, the Math functions below and `.length` of a local string or array, with no other
//   call, property read or assignment (for an array's length, nothing before it in the
//   statement may call or assign anything);
// - none of its variables is written in the statement (a top-level `x = …`/`x += …` writes
//   after its right side is evaluated) or by any closure (a call could run one);
// - it is evaluated exactly once whenever the statement runs: not behind `&&`, `||`, `??`,
//   `?:`, `?.`, a default value or inside a function, and the statement is an expression
//   statement, a `const`/`let`, a `return` or an `if`'s condition (not a loop's head).
// Otherwise, when the value is the first thing its statement evaluates and runs once
// (operand-hoist.ts's rule: `Math.floor(random() * 21)` in `const k = … - 10`), it is held
// as a left operand is, whatever it calls; else the runtime helper does the work.
import ts from '#typescript';
import { exprStmt, v, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { isLibGlobal } from '../../libs.js';
import { isArrayType, isNumberType, isStringType } from '../util/types.js';
import { isAssignmentOperator, isEffect } from '../util/effects.js';
import { isSimple } from '../util/php-expr.js';
import { assignmentsOf, valueSymbol, ownerOf } from './locals.js';
import { ARITHMETIC, holdOperand } from './operand-hoist.js';
import { isBranchRoot } from '../util/syntax.js';

/** Math functions without side effects whose arguments and result are numbers. */
const PURE_MATH = new Set([
  ...['abs', 'floor', 'ceil', 'round', 'trunc', 'sign', 'sqrt', 'max', 'min'],
  ...['exp', 'expm1', 'log', 'log1p', 'log10', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'atan2'],
  ...['sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh'],
]);

/** `Math.name(...)` with `name` one of the pure functions. */
export function isPureMathCall(node: ts.Node, ctx: TransformContext): node is ts.CallExpression {
  return (
    ts.isCallExpression(node) &&
    !node.questionDotToken &&
    ts.isPropertyAccessExpression(node.expression) &&
    PURE_MATH.has(node.expression.name.text) &&
    isLibGlobal(node.expression.expression, 'Math', ctx.checker)
  );
}

/** The local variables a pure number expression reads, or undefined when it is not one. */
function pureNumberReads(
  node: ts.Expression,
  ctx: TransformContext,
  reads: ts.Identifier[] = [],
): ts.Identifier[] | undefined {
  if (!isNumberType(ctx.typeOf(node))) return undefined;
  if (ts.isParenthesizedExpression(node)) return pureNumberReads(node.expression, ctx, reads);
  if (ts.isNumericLiteral(node)) return reads;
  if (ts.isIdentifier(node)) {
    if (!ctx.variableFor(node)) return undefined;
    reads.push(node);
    return reads;
  }
  if (ts.isPrefixUnaryExpression(node)) {
    const op = node.operator;
    return op === ts.SyntaxKind.MinusToken || op === ts.SyntaxKind.PlusToken
      ? pureNumberReads(node.operand, ctx, reads)
      : undefined;
  }
  if (ts.isBinaryExpression(node)) {
    if (!ARITHMETIC.has(node.operatorToken.kind)) return undefined;
    return pureNumberReads(node.left, ctx, reads) && pureNumberReads(node.right, ctx, reads);
  }
  // `s.length` of a string or array in a local variable (an array's only when nothing in the
  // statement before it can change the array: noEffectsBefore()).
  if (
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'length' &&
    ts.isIdentifier(node.expression) &&
    ctx.variableFor(node.expression)
  ) {
    const type = ctx.typeOf(node.expression);
    if (!isStringType(type) && !isArrayType(type, ctx.checker)) return undefined;
    reads.push(node.expression);
    return reads;
  }
  if (isPureMathCall(node, ctx)) {
    for (const arg of node.arguments)
      if (ts.isSpreadElement(arg) || !pureNumberReads(arg, ctx, reads)) return undefined;
    return reads;
  }
  return undefined;
}

/** The identifier a statement assigns last, after evaluating everything else: `x = …`, `x += …`. */
function topLevelTarget(statement: ts.Statement | ts.Expression): ts.Node | undefined {
  if (!ts.isExpressionStatement(statement)) return undefined;
  let e = statement.expression;
  while (ts.isParenthesizedExpression(e)) e = e.expression;
  if (ts.isBinaryExpression(e) && isAssignmentOperator(e.operatorToken.kind) && ts.isIdentifier(e.left)) return e.left;
  return undefined;
}

const CONDITIONAL_OPERATORS = new Set([
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
]);

/** True when `node` runs exactly once, unconditionally, each time `statement` runs. */
function runsOnceWith(node: ts.Node, statement: ts.Statement | ts.Expression): boolean {
  // An arrow's expression body is translated as `return body;` (context.ts).
  const arrowBody = ts.isArrowFunction(statement.parent) && statement.parent.body === statement;
  if (
    !arrowBody &&
    !isBranchRoot(statement) &&
    !ts.isExpressionStatement(statement) &&
    !ts.isVariableStatement(statement) &&
    !ts.isReturnStatement(statement) &&
    !ts.isIfStatement(statement)
  )
    return false;
  const top = ts.isExpressionStatement(statement) ? statement.expression : undefined;
  for (let n: ts.Node = node; n !== statement; n = n.parent) {
    const p: ts.Node | undefined = n.parent;
    if (!p || ts.isFunctionLike(p) || ts.isClassLike(p) || ts.isBindingElement(p)) return false;
    if (p !== statement && ts.isStatement(p)) return false;
    if (ts.isIfStatement(p) && n !== p.expression) return false;
    if (ts.isConditionalExpression(p) && n !== p.condition) return false;
    if (ts.isOptionalChain(p)) return false;
    if (ts.isBinaryExpression(p)) {
      const op = p.operatorToken.kind;
      if (n === p.right && CONDITIONAL_OPERATORS.has(op)) return false;
      // An assignment other than the statement's own (a default in a destructuring pattern, `a = b = …`).
      if (isAssignmentOperator(op) && p !== skipParens(top)) return false;
    }
  }
  return true;
}

/** `e` without the parentheses around it. */
export function skipParens(e: ts.Expression | undefined): ts.Expression | undefined {
  while (e && ts.isParenthesizedExpression(e)) e = e.expression;
  return e;
}

/** True when the value of `node` can be computed by a statement before the current one. */
function canHoist(node: ts.Expression, ctx: TransformContext): boolean {
  const prelude = ctx.prelude;
  if (!prelude) return false;
  const statement = prelude.statement;
  if (!runsOnceWith(node, statement)) return false;
  const reads = pureNumberReads(node, ctx);
  if (!reads) return false;
  const target = topLevelTarget(statement);
  if (readsArrayLength(node, ctx) && !noEffectsBefore(node, statement, target, ctx)) return false;
  const inside = (n: ts.Node) => n.pos >= statement.pos && n.end <= statement.end;
  for (const id of reads) {
    const symbol = valueSymbol(id, ctx.checker);
    const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!symbol || !decl || inside(decl)) return false;
    const owner = ownerOf(decl);
    for (const site of assignmentsOf(symbol, ctx)) {
      if (ownerOf(site) !== owner) return false; // a closure writes it
      if (inside(site) && site !== target) return false;
    }
  }
  return true;
}

/** True when `node` reads the length of an array. */
function readsArrayLength(node: ts.Node, ctx: TransformContext): boolean {
  if (
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'length' &&
    isArrayType(ctx.typeOf(node.expression), ctx.checker)
  )
    return true;
  return !!ts.forEachChild(node, (child) => readsArrayLength(child, ctx) || undefined);
}

/**
 * True when nothing in `statement` can change an array before `node` is evaluated: every
 * call in it (but pure Math) encloses `node`, so runs after it, and it assigns nothing but
 * its top-level target. A function written in it does not run there.
 */
function noEffectsBefore(
  node: ts.Node,
  statement: ts.Statement | ts.Expression,
  target: ts.Node | undefined,
  ctx: TransformContext,
): boolean {
  const encloses = (n: ts.Node) => n.pos <= node.pos && node.end <= n.end;
  const visit = (n: ts.Node): boolean => {
    if (ts.isFunctionLike(n) || ts.isClassLike(n)) return true;
    // Allowed: the calls the held value sits inside, pure Math, and the statement's own target.
    const call = ts.isCallExpression(n) || ts.isNewExpression(n) || ts.isTaggedTemplateExpression(n);
    const allowed = call ? encloses(n) || isPureMathCall(n, ctx) : ts.isBinaryExpression(n) && n.left === target;
    if (isEffect(n) && !allowed) return false;
    return !ts.forEachChild(n, (child) => (visit(child) ? undefined : true));
  };
  return visit(statement);
}

/**
 * `expr` (the translation of `node`) as something a fast path may read twice: itself when
 * it is a variable or literal, else a temp assigned before the statement; undefined when
 * neither is possible (see the conditions above).
 */
export function holdValue(node: ts.Expression, expr: Expr, ctx: TransformContext): Expr | undefined {
  if (isSimple(expr)) return expr;
  if (!canHoist(node, ctx)) return holdOperand(node, expr, ctx);
  const temp = v(ctx.tempVariable());
  ctx.prelude!.add(exprStmt({ kind: 'assign', op: '=', target: temp, value: expr }));
  return temp;
}

/**
 * True when `node` is a local counter: a `let` that starts at an int literal from 0 to
 * 2^53 − 1 and is only ever changed by `++`, so always a non-negative int in PHP (it would
 * need 2^63 increments to become a float).
 */
export function isCounter(node: ts.Expression, ctx: TransformContext): boolean {
  let n = node;
  while (ts.isParenthesizedExpression(n)) n = n.expression;
  if (!ts.isIdentifier(n) || !ctx.variableFor(n)) return false;
  const symbol = valueSymbol(n, ctx.checker);
  const decl = symbol?.valueDeclaration;
  if (!symbol || !decl || !ts.isVariableDeclaration(decl) || !decl.initializer) return false;
  if (!(decl.parent.flags & ts.NodeFlags.Let)) return false;
  const init = decl.initializer;
  if (!ts.isNumericLiteral(init) || !Number.isSafeInteger(Number(init.text))) return false;
  return assignmentsOf(symbol, ctx).every((site) => {
    const p = site.parent;
    return (
      (ts.isPrefixUnaryExpression(p) || ts.isPostfixUnaryExpression(p)) && p.operator === ts.SyntaxKind.PlusPlusToken
    );
  });
}
