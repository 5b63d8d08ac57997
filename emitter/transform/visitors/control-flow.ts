// Loops, switch, labels, break/continue, try/catch/finally and throw.
//
// PHP counts both loops and `switch` as levels of `break N` / `continue N`, so every
// break and continue is given its level count from the stack of enclosing loops and
// switches (ctx.breakables). A `continue` inside a switch is `continue 2`, as PHP's bare
// `continue` there would only leave the switch.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { binary, bool, call, exprStmt, num, v, type Expr, type Stmt, type SwitchCase } from '../../php/ast.js';
import { hold, isSimple } from '../util/php-expr.js';
import type { Breakable, TransformContext } from '../context.js';
import { assignTo, bindingAssignments } from './destructuring.js';
import { truthy } from '../util/conversions.js';
import { js } from '../util/runtime.js';
import { strictEquality } from './operators.js';
import { commaOperands, skipOuter } from '../util/syntax.js';
import { isArrayType, isMatchArrayType, isStringType } from '../util/types.js';
import { everyMember } from '../util/nullish.js';
import { isAssignmentOperator, isIncrementOrDecrement } from '../util/effects.js';
import { liveWalk, mayChangeCollections, walkCall } from '../builtins/map-set.js';

function loopBody(node: ts.IterationStatement, ctx: TransformContext): Stmt[] {
  const entry: Breakable = { kind: 'loop', labels: ctx.pendingLabels.get(node) ?? [] };
  return ctx.inBreakable(entry, () => ctx.transformStatement(node.statement));
}

function isLoop(node: ts.Statement): boolean {
  return ts.isIterationStatement(node, false);
}

export function labeledStatement(node: ts.LabeledStatement, ctx: TransformContext): Stmt[] {
  const labels = [node.label.text];
  let inner = node.statement;
  while (ts.isLabeledStatement(inner)) {
    labels.push(inner.label.text);
    inner = inner.statement;
  }
  if (!isLoop(inner) && !ts.isSwitchStatement(inner)) {
    ctx.unsupported(node.label, Unsupported.labelNotOnLoop());
    return ctx.transformStatement(inner);
  }
  ctx.pendingLabels.set(inner, labels);
  return ctx.transformStatement(inner);
}

/** `break`, `continue`, `break label`, `continue label` → PHP `break N` / `continue N`. */
export function jumpStatement(node: ts.BreakStatement | ts.ContinueStatement, ctx: TransformContext): Stmt[] {
  const isBreak = ts.isBreakStatement(node);
  const label = node.label?.text;
  const stack = ctx.breakables;
  let levels = 0;
  for (let i = stack.length - 1; i >= 0; i--) {
    const entry = stack[i];
    if (entry.kind === 'finally') {
      ctx.unsupported(node, Unsupported.jumpOutOfFinally(isBreak ? 'break' : 'continue'));
      return [];
    }
    levels++;
    const target = label ? entry.labels.includes(label) : isBreak || entry.kind === 'loop';
    if (target) return [{ kind: isBreak ? 'break' : 'continue', levels }];
  }
  ctx.unsupported(node, Unsupported.jumpWithoutTarget(isBreak ? 'break' : 'continue'));
  return [];
}

// ---------------------------------------------------------------------------------------
// Loops.

export function whileStatement(node: ts.WhileStatement, ctx: TransformContext): Stmt[] {
  const cond = truthy(node.expression, ctx);
  return [{ kind: 'while', cond, body: loopBody(node, ctx) }];
}

export function doStatement(node: ts.DoStatement, ctx: TransformContext): Stmt[] {
  const body = loopBody(node, ctx);
  return [{ kind: 'doWhile', body, cond: truthy(node.expression, ctx) }];
}

function isVarList(node: ts.ForInitializer | undefined): node is ts.VariableDeclarationList {
  return !!node && ts.isVariableDeclarationList(node);
}

function checkLetOrConst(list: ts.VariableDeclarationList, ctx: TransformContext): boolean {
  if (list.flags & (ts.NodeFlags.Const | ts.NodeFlags.Let)) return true;
  ctx.unsupported(list, Unsupported.varDeclaration());
  return false;
}

export function forStatement(node: ts.ForStatement, ctx: TransformContext): Stmt[] {
  const init: Expr[] = [];
  const init0 = node.initializer;
  if (isVarList(init0)) {
    if (checkLetOrConst(init0, ctx)) {
      for (const decl of init0.declarations) {
        const value = decl.initializer ? ctx.transformExpression(decl.initializer) : { kind: 'null' as const };
        if (ts.isIdentifier(decl.name))
          init.push({ kind: 'assign', op: '=', target: v(ctx.declareVariable(decl.name)), value });
        else init.push(...bindingAssignments(decl.name, value, ctx));
      }
    }
  } else if (init0) {
    init.push(...commaOperands(init0).map((e) => ctx.transformExpression(e)));
  }
  const cond = node.condition ? [truthy(node.condition, ctx)] : [];
  const body = loopBody(node, ctx);
  const update = node.incrementor ? commaOperands(node.incrementor).map((e) => ctx.transformExpression(e)) : [];
  // `i < a.length`: the length is read into a temp after the init and after each update,
  // the moments the test would read it, so no count() is in the test (WordPress coding standards).
  for (const [i, test] of cond.entries()) {
    if (!isPure(test, ctx)) continue;
    cond[i] = hoistLengths(test, ctx, (read) => {
      const temp = v(ctx.tempVariable());
      const assign: Expr = { kind: 'assign', op: '=', target: temp, value: read };
      init.push(assign);
      update.push(assign);
      return temp;
    });
  }
  return [{ kind: 'for', init, cond, update, body }];
}

/** A length read of a variable or property: `count( $a->items )`, `JsString::length( $s )`. */
function isLengthRead(e: Expr, ctx: TransformContext): boolean {
  if (e.kind === 'call') return e.callee === 'count' && e.args.length === 1 && isPure(e.args[0], ctx);
  if (e.kind !== 'staticCall' || e.className !== ctx.runtimeClass('JsString') || e.name !== 'length') return false;
  return e.args.length === 1 && isPure(e.args[0], ctx);
}

/** No effect and no call but length reads: hoisting a length out of it moves no effect. */
function isPure(e: Expr, ctx: TransformContext): boolean {
  switch (e.kind) {
    case 'var':
    case 'number':
    case 'string':
    case 'bool':
    case 'null':
    case 'const':
    case 'classConst':
      return true;
    case 'prop':
      return typeof e.name === 'string' && isPure(e.object, ctx);
    case 'binary':
      return isPure(e.left, ctx) && isPure(e.right, ctx);
    case 'unary':
    case 'cast':
      return isPure(e.kind === 'unary' ? e.operand : e.expr, ctx);
    case 'call':
    case 'staticCall':
      return isLengthRead(e, ctx);
    default:
      return false;
  }
}

/** `e` with each length read it always evaluates (not behind &&, || or ??) replaced by `hoist`'s temp. */
function hoistLengths(e: Expr, ctx: TransformContext, hoist: (read: Expr) => Expr): Expr {
  if (isLengthRead(e, ctx)) return hoist(e);
  if (e.kind === 'binary') {
    const left = hoistLengths(e.left, ctx, hoist);
    const right = ['&&', '||', '??'].includes(e.op) ? e.right : hoistLengths(e.right, ctx, hoist);
    return { ...e, left, right };
  }
  if (e.kind === 'unary') return { ...e, operand: hoistLengths(e.operand, ctx, hoist) };
  if (e.kind === 'cast') return { ...e, expr: hoistLengths(e.expr, ctx, hoist) };
  return e;
}

/** The assignments that give a for…of / for…in head its value for one pass. */
function headAssignments(
  head: ts.ForInitializer,
  value: Expr,
  valueType: () => ts.Type,
  ctx: TransformContext,
): Expr[] {
  if (isVarList(head)) {
    if (!checkLetOrConst(head, ctx)) return [];
    const decl = head.declarations[0];
    if (ts.isIdentifier(decl.name))
      return [{ kind: 'assign', op: '=', target: v(ctx.declareVariable(decl.name)), value }];
    return bindingAssignments(decl.name, value, ctx);
  }
  return assignTo(head, value, valueType(), ctx);
}

/**
 * `for (const x of a)`: a foreach over the array's items when the loop surely leaves arrays
 * alone (mayChangeArrays()), else an index loop that reads the length on every pass, as
 * JavaScript's array iterator does (elements pushed during the loop are visited). A string
 * is walked by code points, a Map or Set live by its walk() generator.
 */
export function forOfStatement(node: ts.ForOfStatement, ctx: TransformContext): Stmt[] {
  if (node.awaitModifier) {
    ctx.unsupported(node.awaitModifier, Unsupported.forAwait());
    return [];
  }
  const subjectType = ctx.typeOf(node.expression);
  const elementType = () =>
    ctx.checker.getIndexInfoOfType(subjectType, ts.IndexKind.Number)?.type ?? ctx.checker.getAnyType();
  // A Map or Set walks live; `[k, v]` heads always (key => value is the fastest loop), others
  // unless the body surely leaves Maps and Sets alone: those walk a snapshot, the faster
  // index loop below.
  const walk = liveWalk(node.expression, ctx);
  const pair = walk?.what === 'entries' ? pairHead(node.initializer, ctx) : undefined;
  if (walk && pair) {
    const object = ctx.transformExpression(walk.object);
    return [{ kind: 'foreach', subject: walkCall(object, walk.what, true), ...pair, body: loopBody(node, ctx) }];
  }
  if (walk && (mayChangeCollections(node.statement, ctx) || mayChangeCollections(node.initializer, ctx))) {
    const object = ctx.transformExpression(walk.object);
    const item = v(ctx.tempVariable());
    const head = headAssignments(node.initializer, item, elementType, ctx);
    const body = loopBody(node, ctx);
    return [
      {
        kind: 'foreach',
        subject: walkCall(object, walk.what, false),
        value: item,
        body: [...head.map(exprStmt), ...body],
      },
    ];
  }
  const subject = ctx.transformExpression(node.expression);
  const before: Stmt[] = [];

  if (isStringType(subjectType)) {
    const item = v(ctx.tempVariable());
    const head = headAssignments(node.initializer, item, elementType, ctx);
    const body = loopBody(node, ctx);
    const codePoints: Expr = {
      kind: 'staticCall',
      className: ctx.runtime.jsArray,
      name: 'code_points',
      args: [subject],
    };
    return [{ kind: 'foreach', subject: codePoints, value: item, body: [...head.map(exprStmt), ...body] }];
  }

  const iterable = isArrayType(subjectType, ctx.checker) ? subject : js(ctx, 'iterable', [subject]);
  if (!mayChangeArrays(node.statement, ctx) && !mayChangeArrays(node.initializer, ctx)) {
    // Nothing in the loop can change the array: a foreach over its items sees what JavaScript would.
    // A JsArray made for the loop (`s.split(' ')`): its PHP array itself.
    const fresh = iterable.kind === 'new' && iterable.className === ctx.runtime.jsArray && iterable.args.length === 1;
    const items: Expr = fresh ? iterable.args[0] : { kind: 'prop', object: iterable, name: 'items' };
    const name = isVarList(node.initializer) ? node.initializer.declarations[0].name : undefined;
    if (name && ts.isIdentifier(name) && checkLetOrConst(node.initializer as ts.VariableDeclarationList, ctx)) {
      const value = v(ctx.declareVariable(name));
      return [{ kind: 'foreach', subject: items, value, body: loopBody(node, ctx) }];
    }
    const item = v(ctx.tempVariable());
    const head = headAssignments(node.initializer, item, elementType, ctx);
    return [{ kind: 'foreach', subject: items, value: item, body: [...head.map(exprStmt), ...loopBody(node, ctx)] }];
  }
  // JavaScript evaluates the subject once: keep it unless it is a const variable.
  let array = iterable;
  if (!(isSimple(iterable) && isConstVariable(node.expression, ctx))) {
    const setup: Expr[] = [];
    array = hold(iterable, setup, ctx);
    if (array === iterable) {
      array = v(ctx.tempVariable());
      setup.push({ kind: 'assign', op: '=', target: array, value: iterable });
    }
    before.push(...setup.map(exprStmt));
  }
  const index = v(ctx.tempVariable());
  const length = v(ctx.tempVariable());
  const items: Expr = { kind: 'prop', object: array, name: 'items' };
  const current: Expr = { kind: 'index', object: items, index };
  const head = headAssignments(node.initializer, current, elementType, ctx);
  const body = loopBody(node, ctx);
  // The length is read again after each pass (the body may add or remove items), outside the loop's test.
  const readLength: Expr = { kind: 'assign', op: '=', target: length, value: call('count', [items]) };
  return [
    ...before,
    {
      kind: 'for',
      init: [{ kind: 'assign', op: '=', target: index, value: num(0) }, readLength],
      cond: [binary('<', index, length)],
      update: [{ kind: 'incdec', op: '++', prefix: true, target: index }, readLength],
      body: [...head.map(exprStmt), ...body],
    },
  ];
}

// Lib methods and functions that change an array (or any object) they are given.
const ARRAY_MUTATORS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
  'assign',
  'defineProperty',
  'defineProperties',
  'setPrototypeOf',
  'deleteProperty',
  'set',
  'call',
  'apply',
]);

/**
 * True unless a for…of body (or head) surely leaves every array alone, so a foreach over a
 * copy of the items visits what JavaScript's live iterator would. Conservative: whatever
 * mayChangeCollections() counts (any call into the project or WordPress, accessors,
 * conversions), any lib method that changes its receiver or argument, any write to an
 * element, to a `length` or through a destructuring pattern, `delete`, and `yield` or
 * `await` (other code runs meanwhile).
 */
function mayChangeArrays(body: ts.Node, ctx: TransformContext): boolean {
  if (!ts.isVariableDeclarationList(body) && !ts.isStatement(body)) return true; // `for (a[0] of …)`
  // A record (a plain object type: no array, tuple, any or type parameter can be behind it) is a
  // PHP object, not a JsArray: writing one of its entries leaves arrays alone.
  const isRecord = (node: ts.Expression) =>
    everyMember(
      ctx.typeOf(node),
      (t) =>
        !!(t.flags & ts.TypeFlags.Object) &&
        !ctx.checker.isArrayType(t) &&
        !ctx.checker.isTupleType(t) &&
        !isMatchArrayType(t),
      true,
    );
  const isWrite = (target: ts.Expression): boolean => {
    const t = skipOuter(target);
    if (ts.isIdentifier(t)) return false;
    if (ts.isElementAccessExpression(t)) return !isRecord(t.expression);
    return !ts.isPropertyAccessExpression(t) || t.name.text === 'length';
  };
  const visit = (node: ts.Node): boolean => {
    if (ts.isDeleteExpression(node) || ts.isYieldExpression(node) || ts.isAwaitExpression(node)) return true;
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      if (ARRAY_MUTATORS.has(node.expression.name.text)) return true;
    }
    if (ts.isBinaryExpression(node) && isAssignmentOperator(node.operatorToken.kind) && isWrite(node.left)) return true;
    if (isIncrementOrDecrement(node)) {
      if (isWrite(node.operand)) return true;
    }
    if ((ts.isForOfStatement(node) || ts.isForInStatement(node)) && !ts.isVariableDeclarationList(node.initializer))
      return true;
    return ts.forEachChild(node, visit) ?? false;
  };
  return mayChangeCollections(body, ctx) || visit(body);
}

/**
 * `const [k, v]` (or `[k]`, `[, v]`) over a Map's entries: PHP's `foreach ( … as $k => $v )`,
 * without an array per entry. Undefined for any other head.
 */
function pairHead(head: ts.ForInitializer, ctx: TransformContext): { key: Expr; value: Expr } | undefined {
  if (!isVarList(head) || head.declarations.length !== 1) return undefined;
  const pattern = head.declarations[0].name;
  if (!ts.isArrayBindingPattern(pattern) || pattern.elements.length > 2) return undefined;
  const plain = (e: ts.ArrayBindingElement | undefined) =>
    !e || ts.isOmittedExpression(e) || (ts.isIdentifier(e.name) && !e.initializer && !e.dotDotDotToken);
  if (!pattern.elements.every(plain) || !(head.flags & (ts.NodeFlags.Const | ts.NodeFlags.Let))) return undefined;
  const bind = (e: ts.ArrayBindingElement | undefined): Expr =>
    e && ts.isBindingElement(e) ? v(ctx.declareVariable(e.name as ts.Identifier)) : v(ctx.tempVariable());
  return { key: bind(pattern.elements[0]), value: bind(pattern.elements[1]) };
}

function isConstVariable(node: ts.Expression, ctx: TransformContext): boolean {
  if (!ts.isIdentifier(node)) return false;
  const decl = ctx.checker.getSymbolAtLocation(node)?.valueDeclaration;
  return !!decl && ts.isVariableDeclaration(decl) && !!(ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const);
}

/** `for (const k in o)`: own enumerable keys in JavaScript's order (indexes of an array), as strings. */
export function forInStatement(node: ts.ForInStatement, ctx: TransformContext): Stmt[] {
  const keys = js(ctx, 'for_in_keys', [ctx.transformExpression(node.expression)]);
  const init = node.initializer;
  if (isVarList(init) && ts.isIdentifier(init.declarations[0].name) && checkLetOrConst(init, ctx)) {
    const key = v(ctx.declareVariable(init.declarations[0].name));
    return [{ kind: 'foreach', subject: keys, value: key, body: loopBody(node, ctx) }];
  }
  const item = v(ctx.tempVariable());
  const head = headAssignments(init, item, () => ctx.checker.getStringType(), ctx);
  return [{ kind: 'foreach', subject: keys, value: item, body: [...head.map(exprStmt), ...loopBody(node, ctx)] }];
}

// ---------------------------------------------------------------------------------------
// switch: strict matching, so PHP's loose `switch` is not used on the value itself:
//
//   switch ( true ) { case 'a' === $t: … }

export function switchStatement(node: ts.SwitchStatement, ctx: TransformContext): Stmt[] {
  const subject = ctx.transformExpression(node.expression);
  const before: Stmt[] = [];
  const literalCases = node.caseBlock.clauses.every((c) => ts.isDefaultClause(c) || isLiteral(c.expression));
  let held = subject;
  if (!(isSimple(subject) && literalCases)) {
    held = v(ctx.tempVariable());
    before.push(exprStmt({ kind: 'assign', op: '=', target: held, value: subject }));
  }
  const entry: Breakable = { kind: 'switch', labels: ctx.pendingLabels.get(node) ?? [] };
  const cases: SwitchCase[] = node.caseBlock.clauses.map((clause) => {
    const test = ts.isCaseClause(clause)
      ? strictEquality(node.expression, clause.expression, clause.expression, ctx, held)
      : undefined;
    const body = ctx.inBreakable(entry, () => ctx.transformStatements(clause.statements));
    return { test, body };
  });
  return [...before, { kind: 'switch', subject: bool(true), cases }];
}

function isLiteral(node: ts.Expression): boolean {
  let n = node;
  while (ts.isParenthesizedExpression(n)) n = n.expression;
  return (
    ts.isStringLiteral(n) ||
    ts.isNumericLiteral(n) ||
    ts.isNoSubstitutionTemplateLiteral(n) ||
    n.kind === ts.SyntaxKind.TrueKeyword ||
    n.kind === ts.SyntaxKind.FalseKeyword ||
    n.kind === ts.SyntaxKind.NullKeyword ||
    (ts.isPrefixUnaryExpression(n) && n.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(n.operand))
  );
}

// ---------------------------------------------------------------------------------------
// Exceptions.

/**
 * `try`/`catch`/`finally`. The catch clause catches every \Throwable (JavaScript catches
 * everything); a catch without a binding still names a PHP variable (PHP 7.4 needs one).
 */
export function tryStatement(node: ts.TryStatement, ctx: TransformContext): Stmt[] {
  const body = ctx.transformStatements(node.tryBlock.statements);
  const catches = [];
  if (node.catchClause) {
    const decl = node.catchClause.variableDeclaration;
    let name: string;
    const prologue: Stmt[] = [];
    if (decl && ts.isIdentifier(decl.name)) name = ctx.declareVariable(decl.name);
    else {
      name = ctx.tempVariable();
      if (decl) ctx.unsupported(decl.name, Unsupported.catchDestructuring());
    }
    catches.push({
      types: ['\\Throwable'],
      varName: name,
      body: [...prologue, ...ctx.transformStatements(node.catchClause.block.statements)],
    });
  }
  const fin = node.finallyBlock
    ? ctx.inBreakable({ kind: 'finally', labels: [] }, () => ctx.transformStatements(node.finallyBlock!.statements))
    : undefined;
  return [{ kind: 'try', body, catches, finally: fin }];
}

/** True when `node` is the variable of a catch clause (it holds what PHP caught, a \Throwable). */
function isCatchVariable(node: ts.Expression, ctx: TransformContext): boolean {
  let inner = node;
  while (ts.isParenthesizedExpression(inner) || ts.isAsExpression(inner) || ts.isNonNullExpression(inner))
    inner = inner.expression;
  if (!ts.isIdentifier(inner)) return false;
  const decl = ctx.checker.getSymbolAtLocation(inner)?.valueDeclaration;
  return !!decl && ts.isVariableDeclaration(decl) && ts.isCatchClause(decl.parent);
}

/** True when the value's type is the lib's Error or a subtype (TypeError, a class extending Error…). */
function isErrorType(node: ts.Expression, ctx: TransformContext): boolean {
  const type = ctx.typeOf(node);
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return false;
  const symbol = ctx.checker.resolveName('Error', node, ts.SymbolFlags.Type, false);
  if (!symbol) return false;
  return ctx.checker.isTypeAssignableTo(type, ctx.checker.getDeclaredTypeOfSymbol(symbol));
}

/** `throw new Error(msg)` (any Error), or rethrowing what a catch clause caught. */
export function throwStatement(node: ts.ThrowStatement, ctx: TransformContext): Stmt[] {
  if (!isErrorType(node.expression, ctx) && !isCatchVariable(node.expression, ctx)) {
    ctx.unsupported(node.expression, Unsupported.throwNonError());
    return [];
  }
  const error = ctx.transformExpression(node.expression);
  // WPCS (EscapeOutput) reads the arguments of a call at a `throw` as unescaped output; a
  // message is JavaScript data (e.message), so an error built from values is thrown by
  // Js::raise() (php-runtime/Js.php, docs/decisions.md). The error is still made here: PHP
  // records the file and line where it is constructed, which the source map reads.
  const literal = (arg: Expr) => arg.kind === 'string' || arg.kind === 'number';
  const plain = error.kind === 'var' || error.kind === 'prop' || (error.kind === 'new' && error.args.every(literal));
  return [plain ? { kind: 'throw', expr: error } : exprStmt(js(ctx, 'raise', [error]))];
}
