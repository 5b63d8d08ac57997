// Left operands of `||`, `&&`, `?.` (and `||=`, `&&=`) without an assignment inside an
// expression. Such an operand is read twice (for the test and as the result), so one that
// is not a variable had been held in a temp assigned inside the condition,
// `Js::truthy( $__ts_tmp1 = f() ) ? $__ts_tmp1 : 'x'`, which WordPress's coding standards
// reject (AssignmentInTernaryCondition, DisallowMultipleAssignments). Instead, in order:
//
// - a variable or a property read on one is read twice (no side effect, same value);
// - where PHP's own operator decides as JavaScript does, no temp at all: `a || b` on an
//   object-or-null is `a ?? b`, `a && b` on one is `null === a ? null : b`;
// - the operand is computed by a statement of its own placed before the statement
//   (`$__ts_tmp1 = f();`) when that moves nothing across it: it is the first thing the
//   statement evaluates (everything before it is a literal, a const, a local no call can
//   change, or a method's name) and runs exactly once whenever the statement runs (not
//   behind `&&`, `||`, `??`, `?:`, `?.`, in a default or a loop's head). The statement is an
//   expression statement, a declaration, a return, a throw, an if's or switch's head, or
//   an arrow function's expression body (translated as `return …;`);
// - otherwise a runtime helper that returns the operand or null, so PHP's `??` picks the
//   result and still skips the right side: `Js::truthy_or_null( f() ) ?? 'x'`.
//
// An assignment whose value is used (`const r = o.n += 2`, `f(x = 1)`) moves the same way,
// under the same rule, into statements of its own, its value read back from the target
// (hoistAssignment()); elsewhere (behind `&&`, `?:`, in a loop's head) it stays.
import ts from '#typescript';
import { binary, exprStmt, not, nul, num, v, type Expr, type Stmt } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { js } from '../util/runtime.js';
import { everyMember } from '../util/nullish.js';
import { isAssignmentOperator } from '../util/effects.js';
import { isSimple, sequence } from '../util/php-expr.js';
import { isBranchRoot, skipOuter } from '../util/syntax.js';
import { isNumberType } from '../util/types.js';
import { inlineTruthy } from '../util/values.js';
import { assignmentsOf, valueSymbol, ownerOf } from './locals.js';
import { CALLBACK_METHODS } from './ranges.js';

/**
 * A variable, a literal, or a property chain on one with literal names (`Js::get()` of a
 * key that may be missing included, and `?? null` after one or after an element: they only read): read twice,
 * same value, no effect.
 */
export function isReadTwice(e: Expr, ctx: TransformContext): boolean {
  if (isSimple(e)) return true;
  // `$o->{$k} ?? null`, `$xs->items[ $i ] ?? null`: reads of what may be missing, still reads.
  if (e.kind === 'binary' && e.op === '??') {
    const { left } = e;
    const element = left.kind === 'index' && !!left.index && isSimple(left.index) && isReadTwice(left.object, ctx);
    return (element || isReadTwice(left, ctx)) && isReadTwice(e.right, ctx);
  }
  if (e.kind === 'staticCall' && e.className === ctx.runtime.js && e.name === 'get' && e.args.length === 2)
    return e.args[1].kind === 'string' && isReadTwice(e.args[0], ctx);
  return e.kind === 'prop' && (typeof e.name === 'string' || isSimple(e.name)) && isReadTwice(e.object, ctx);
}

/**
 * `expr` (the translation of `node`) as a temp computed by a statement placed before the
 * current one, or undefined when that could change what the program does (see above). A
 * node translated twice in one statement (some visitors try a form first) is held once.
 * `position` is where the value is evaluated first, when that is not `node` itself (the
 * chain whose leftmost part `node` is).
 */
export function holdOperand(
  node: ts.Expression,
  expr: Expr,
  ctx: TransformContext,
  position: ts.Expression = node,
): Expr | undefined {
  const prelude = ctx.operandPrelude;
  if (!prelude || !firstAndOnce(position, prelude.root, ctx)) return undefined;
  const again = prelude.held.get(node);
  if (again) return again;
  const temp = v(ctx.tempVariable());
  prelude.add(exprStmt({ kind: 'assign', op: '=', target: temp, value: expr }));
  prelude.held.set(node, temp);
  return temp;
}

/** Whether statements computing `node` may be placed before the current statement (the rule above). */
export function mayHoistBefore(node: ts.Expression, ctx: TransformContext): boolean {
  const prelude = ctx.operandPrelude;
  return !!prelude && firstAndOnce(node, prelude.root, ctx);
}

const SHORT_CIRCUIT = new Set([
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
]);

/** True when `node` is the first thing `root` evaluates and runs once each time `root` runs. */
function firstAndOnce(node: ts.Expression, root: ts.Node, ctx: TransformContext): boolean {
  const isRoot =
    ts.isExpressionStatement(root) ||
    ts.isVariableStatement(root) ||
    ts.isReturnStatement(root) ||
    ts.isThrowStatement(root) ||
    ts.isIfStatement(root) ||
    ts.isSwitchStatement(root) ||
    isBranchRoot(root) ||
    (ts.isExpression(root) && ts.isArrowFunction(root.parent) && root.parent.body === root);
  if (!isRoot || node.pos < root.pos || node.end > root.end) return false;
  return firstWithin(node, root, ctx);
}

/**
 * True when `node` is the first thing `top` (an expression, or a statement firstAndOnce()
 * accepts as a root) evaluates and runs once each time `top` runs.
 */
export function firstWithin(node: ts.Node, top: ts.Node, ctx: TransformContext): boolean {
  if (node.pos < top.pos || node.end > top.end) return false;
  for (let n: ts.Node = node; n !== top; n = n.parent) {
    const p: ts.Node | undefined = n.parent;
    if (!p || ts.isFunctionLike(p) || ts.isClassLike(p) || ts.isBindingElement(p)) return false;
    if (p === top) {
      if ((ts.isIfStatement(p) || ts.isSwitchStatement(p)) && n !== p.expression) return false;
      continue;
    }
    if (ts.isStatement(p) || ts.isCaseOrDefaultClause(p) || ts.isCaseBlock(p)) return false;
    if (ts.isConditionalExpression(p) && n !== p.condition) return false;
    if (ts.isOptionalChain(p) && n !== p.expression) return false;
    if (ts.isBinaryExpression(p)) {
      const op = p.operatorToken.kind;
      if (n === p.left) {
        if (isAssignmentOperator(op)) return false;
        continue; // the left runs first
      }
      if (SHORT_CIRCUIT.has(op)) return false;
      if (isAssignmentOperator(op)) {
        // `x = n` writes x after n; `o.k = n` and `x += n` read before it.
        const target = skipOuter(p.left);
        if (op === ts.SyntaxKind.EqualsToken && (ts.isIdentifier(target) || ts.isObjectLiteralExpression(target)))
          continue;
        if (op === ts.SyntaxKind.EqualsToken && ts.isArrayLiteralExpression(target)) continue;
        if (op === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(target)) {
          if (!isInert(target.expression, node, ctx)) return false;
          continue;
        }
        if (op !== ts.SyntaxKind.EqualsToken && ts.isIdentifier(target) && isInert(target, node, ctx)) continue;
        return false;
      }
      if (!isInert(p.left, node, ctx)) return false;
      continue;
    }
    // Whatever `p` evaluates before `n` must be unaffected by it.
    const before: ts.Node[] = [];
    ts.forEachChild(p, (child) => {
      if (child.end <= n.pos) before.push(child);
    });
    for (const child of before) {
      if (notEvaluatedBefore(child, p)) continue;
      if (
        ts.isCallExpression(p) && child === p.expression
          ? !isInertCallee(child as ts.Expression, node, ctx)
          : !isInert(child, node, ctx)
      )
        return false;
    }
  }
  return true;
}

/** Children of `p` that are not values computed before its later children. */
function notEvaluatedBefore(child: ts.Node, p: ts.Node): boolean {
  if (ts.isTypeNode(child) || ts.isModifier(child)) return true;
  // Operators and punctuation (an identifier is a token too, and is evaluated).
  if (ts.isToken(child) && !ts.isIdentifier(child) && child.kind !== ts.SyntaxKind.SuperKeyword) return true;
  if (ts.isPropertyAccessExpression(p) && child === p.name) return true;
  if (ts.isVariableDeclaration(p) && child === p.name) return true; // bound after the initializer
  if ((ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && child === p.name)
    return !ts.isComputedPropertyName(child);
  return false;
}

/** A callee whose value `node` cannot change: an inert function, or a method of an inert object. */
function isInertCallee(callee: ts.Expression, node: ts.Node, ctx: TransformContext): boolean {
  const inner = skipOuter(callee);
  if (ts.isPropertyAccessExpression(inner) && !inner.questionDotToken) {
    const decls = ctx.checker.getSymbolAtLocation(inner.name)?.declarations ?? [];
    const method = decls.length > 0 && decls.every((d) => ts.isMethodDeclaration(d) || ts.isMethodSignature(d));
    return method && (inner.expression.kind === ts.SyntaxKind.ThisKeyword || isInert(inner.expression, node, ctx));
  }
  return isInert(inner, node, ctx);
}

/**
 * True when the value of `e`, evaluated before `node`, is one `node` cannot change and its
 * evaluation has no effect: a literal, `this`, a const, a function, class or ambient global,
 * a local that no closure writes and `node` does not assign, or a value already held in a temp.
 */
export function isInert(e: ts.Node, node: ts.Node, ctx: TransformContext): boolean {
  if (ts.isParenthesizedExpression(e)) return isInert(e.expression, node, ctx);
  // Already computed by a statement before this one (holdOperand(), array-loops.ts): a temp's read.
  if (ctx.operandPrelude?.held.has(e)) return true;
  if (ts.isVariableDeclaration(e)) return !e.initializer || isInert(e.initializer, node, ctx);
  // An earlier member of an object literal: `{ id, total: 0, rest: f() || 1 }`.
  if (ts.isPropertyAssignment(e)) return !ts.isComputedPropertyName(e.name) && isInert(e.initializer, node, ctx);
  if (ts.isShorthandPropertyAssignment(e)) return !e.objectAssignmentInitializer && isInert(e.name, node, ctx);
  if (ts.isLiteralExpression(e) || ts.isNoSubstitutionTemplateLiteral(e)) return true;
  // `i * 7 + …`: arithmetic of inert numbers has no effect (no valueOf() to call) and, its
  // operands unchanged, the same value.
  if (ts.isBinaryExpression(e) && ARITHMETIC.has(e.operatorToken.kind))
    return isNumberType(ctx.typeOf(e)) && isInertNumber(e.left, node, ctx) && isInertNumber(e.right, node, ctx);
  switch (e.kind) {
    case ts.SyntaxKind.ThisKeyword:
    case ts.SyntaxKind.TrueKeyword:
    case ts.SyntaxKind.FalseKeyword:
    case ts.SyntaxKind.NullKeyword:
      return true;
  }
  if (!ts.isIdentifier(e)) return false;
  if (e.text === 'undefined') return true;
  const symbol = valueSymbol(e, ctx.checker);
  const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  if (!symbol || !decl) return false;
  if (decl.getSourceFile().isDeclarationFile) return true;
  if (
    ts.isFunctionDeclaration(decl) ||
    ts.isClassDeclaration(decl) ||
    ts.isEnumDeclaration(decl) ||
    ts.isImportSpecifier(decl) ||
    ts.isImportClause(decl) ||
    ts.isNamespaceImport(decl)
  )
    return true;
  if (
    (ts.isVariableDeclaration(decl) || ts.isBindingElement(decl)) &&
    ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const
  )
    return true;
  if (!ts.isVariableDeclaration(decl) && !ts.isParameter(decl) && !ts.isBindingElement(decl)) return false;
  const owner = ownerOf(decl);
  if (!owner) return false; // a module-level let: any call may write it
  return assignmentsOf(symbol, ctx).every(
    (site) => ownerOf(site) === owner && !(site.pos >= node.pos && site.end <= node.end),
  );
}

/** `+ - * / %`: arithmetic that changes nothing when its operands are numbers. */
export const ARITHMETIC = new Set([
  ts.SyntaxKind.PlusToken,
  ts.SyntaxKind.MinusToken,
  ts.SyntaxKind.AsteriskToken,
  ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.PercentToken,
]);

const isInertNumber = (e: ts.Expression, node: ts.Node, ctx: TransformContext): boolean =>
  isNumberType(ctx.typeOf(e)) && isInert(e, node, ctx);

/** True when PHP's null test tells truthiness as JavaScript does: every member an object, null or undefined. */
function isObjectOrNullish(type: ts.Type): boolean {
  return everyMember(
    type,
    (t) =>
      (t.flags & (ts.TypeFlags.Object | ts.TypeFlags.NonPrimitive | ts.TypeFlags.Null | ts.TypeFlags.Undefined)) !== 0,
  );
}

/**
 * `left && right` (`and`) or `left || right`: `left` is the translation of `node`, `right`
 * translates the right side (run after the left is placed). `write` is set for `&&=`/`||=`,
 * where the right side is the assignment.
 */
export function shortCircuit(
  and: boolean,
  node: ts.Expression,
  left: Expr,
  right: () => Expr,
  ctx: TransformContext,
): Expr {
  const type = ctx.typeOf(node);
  const choose = (value: Expr): Expr => {
    const cond = inlineTruthy(type, value, value) ?? js(ctx, 'truthy', [value]);
    const other = right();
    return { kind: 'ternary', cond, then: and ? other : value, else: and ? value : other };
  };
  if (isReadTwice(left, ctx)) return choose(left);
  if (isObjectOrNullish(type)) {
    return and
      ? { kind: 'ternary', cond: binary('===', nul, left), then: nul, else: right() }
      : binary('??', left, right());
  }
  const held = holdOperand(node, left, ctx);
  if (held) return choose(held);
  // The helper answers the value that decides, or null for "evaluate the right side".
  if (!and) return binary('??', js(ctx, 'truthy_or_null', [left]), right());
  // A falsy left may be null itself (whatever its type says: `a[9]` past the end), so it comes boxed.
  const boxed = binary('??', js(ctx, 'falsy_box', [left]), { kind: 'array', items: [{ value: right() }] });
  return { kind: 'index', object: boxed, index: num(0) };
}

/**
 * A discarded `&&`, `||`, `??`, `||=`, `&&=`, `??=` or `?:` (an expression statement) as
 * statements: `if ( ! Js::truthy( f() ) ) { g(); }` rather than `Js::truthy_or_null( f() ) ?? g();`,
 * so the assignment in the right side is a statement of its own. Each part is evaluated
 * as before, once. Undefined when `expr` is none of those.
 */
export function discardedStatements(expr: Expr, ctx: TransformContext): Stmt[] | undefined {
  const body = (e: Expr): Stmt[] => (isReadTwice(e, ctx) ? [] : (discardedStatements(e, ctx) ?? [exprStmt(e)]));
  const isJs = (e: Expr, name: string): Expr[] | undefined =>
    e.kind === 'staticCall' && e.className === ctx.runtime.js && e.name === name && e.args.length === 1
      ? e.args
      : undefined;
  if (expr.kind === 'binary' && expr.op === '??') {
    const { left, right } = expr;
    const decided = isJs(left, 'truthy_or_null');
    if (decided) return ifStmt(not(js(ctx, 'truthy', decided)), body(right));
    // `isset()` keeps `??`'s silence about a missing property or key (on a variable's chain:
    // PHP takes no isset() of an arbitrary expression).
    const variable =
      ((left.kind === 'var' || left.kind === 'prop') && isReadTwice(left, ctx)) ||
      (left.kind === 'index' && isReadTwice(left.object, ctx) && !!left.index && isSimple(left.index));
    const missing = variable ? not({ kind: 'isset', exprs: [left] }) : binary('===', nul, left);
    return ifStmt(missing, body(right));
  }
  if (expr.kind === 'index' && expr.object.kind === 'binary' && expr.object.op === '??') {
    const { left, right } = expr.object;
    const boxed = isJs(left, 'falsy_box');
    if (boxed && right.kind === 'array' && right.items.length === 1)
      return ifStmt(js(ctx, 'truthy', boxed), body(right.items[0].value));
    return undefined;
  }
  if (expr.kind === 'ternary') {
    const then = body(expr.then);
    const otherwise = body(expr.else);
    if (!then.length) return otherwise.length ? ifStmt(not(expr.cond), otherwise) : [exprStmt(expr.cond)];
    return [{ kind: 'if', cond: expr.cond, then, else: otherwise.length ? otherwise : undefined }];
  }
  return undefined;
}

const ifStmt = (cond: Expr, then: Stmt[]): Stmt[] => (then.length ? [{ kind: 'if', cond, then }] : [exprStmt(cond)]);

/**
 * An expression computed for its effect as statements: a sequence `array( a, b )[ n ]`
 * (access.ts) is one statement per item, a discarded `&&`/`??`/`?:` an `if`.
 */
export function effectStatements(expr: Expr, ctx: TransformContext): Stmt[] {
  if (expr.kind === 'null') return []; // an inlined forEach (array-loops.ts) leaves nothing to do
  if (expr.kind === 'index' && expr.object.kind === 'array' && expr.index?.kind === 'number') {
    return expr.object.items
      .filter((item) => !isSimple(item.value))
      .flatMap((item) => discardedStatements(item.value, ctx) ?? [exprStmt(item.value)]);
  }
  return discardedStatements(expr, ctx) ?? [exprStmt(expr)];
}

/**
 * An assignment whose value is used, as statements placed before the current one, and the
 * target read back as its value: `$o->n += 2; $r = $o->n;` rather than `$r = $o->n += 2;`
 * (Squiz.PHP.DisallowMultipleAssignments). Only where holdOperand() may move an operand
 * (the first thing the statement evaluates, run once) and the target reads twice with no
 * effect; undefined otherwise, and the assignment stays in its expression.
 */
export function hoistAssignment(
  node: ts.Expression,
  assignment: Expr[],
  read: Expr,
  ctx: TransformContext,
): Expr | undefined {
  const prelude = ctx.operandPrelude;
  if (!isReadTwice(read, ctx) || !prelude || !firstAndOnce(node, prelude.root, ctx)) return undefined;
  const again = prelude.held.get(node);
  if (again) return again;
  for (const stmt of effectStatements(sequence(assignment), ctx)) prelude.add(stmt);
  prelude.held.set(node, read);
  return read;
}

/** A call whose literal arrow callback array-loops.ts may write out as a loop placed before the statement. */
function mayBecomeLoop(node: ts.Node): boolean {
  if (!ts.isCallExpression(node) || node.questionDotToken) return false;
  const callee = skipOuter(node.expression);
  return (
    ts.isPropertyAccessExpression(callee) &&
    CALLBACK_METHODS.has(callee.name.text) &&
    node.arguments.length > 0 &&
    ts.isArrowFunction(node.arguments[0])
  );
}

/**
 * In `{ a: f(), b: xs.reduce(…) }` the loop of `reduce` goes before the statement only when
 * what the literal evaluates before it is inert: the index of the last member holding such a
 * call where it is the first thing the member evaluates, so that the members before it are
 * held in temps first, in their order (holdMember()); -1 when there is none, or the literal
 * itself may not place statements before its own.
 */
export function lastLoopMember(node: ts.ObjectLiteralExpression, ctx: TransformContext): number {
  if (!mayHoistBefore(node, ctx)) return -1;
  let last = -1;
  for (const [i, prop] of node.properties.entries()) {
    const plain =
      ts.isShorthandPropertyAssignment(prop) ||
      (ts.isPropertyAssignment(prop) && !ts.isComputedPropertyName(prop.name));
    if (!plain) break;
    if (!ts.isPropertyAssignment(prop) || i === 0) continue;
    const find = (n: ts.Node): boolean =>
      !ts.isFunctionLike(n) &&
      ((mayBecomeLoop(n) && firstWithin(n, prop, ctx)) || !!ts.forEachChild(n, (c) => find(c) || undefined));
    if (find(prop.initializer)) last = i;
  }
  return last;
}

/** A member's value (`expr`, the translation of `member`) held in a temp placed before the statement, unless inert. */
export function holdMember(member: ts.Expression, expr: Expr, ctx: TransformContext): Expr {
  const prelude = ctx.operandPrelude;
  if (!prelude || isSimple(expr) || isInert(member, member, ctx)) return expr;
  const temp = v(ctx.tempVariable());
  prelude.add(exprStmt({ kind: 'assign', op: '=', target: temp, value: expr }));
  prelude.held.set(member, temp);
  return temp;
}
