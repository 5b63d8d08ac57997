// Functions inside handlers: arrow functions and function expressions become PHP
// closures, nested function declarations become hoisted closure variables, and calls of
// a closure held in a variable become `$f( … )`.
//
// Capture: a JavaScript closure sees its variables themselves, a PHP closure copies what
// `use ( $x )` lists. A variable is captured by value when that copy cannot be told apart
// from the variable (it is never assigned after its declaration, and the closure is
// created after it); otherwise by reference, `use ( &$x )`. A by-reference variable
// declared inside a loop body gets a fresh PHP variable on each pass (`unset( $x )` at
// the start of its block), which is what JavaScript's per-iteration bindings are.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { binary, exprStmt, nul, v, type ClosureUse, type Expr, type Param, type Stmt } from '../../php/ast.js';
import { isAsyncCallback } from './async.js';
import type { TransformContext } from '../context.js';
import { bindingAssignments } from './destructuring.js';
import { declareTrackedLength } from '../analysis/append-length.js';
import { closureOnly, transformArguments } from '../util/calls.js';
import { skipOuter } from '../util/syntax.js';
import { branchedValue } from './statements.js';
import { isConstComparator, signedComparator } from '../builtins/array.js';
import {
  analyze,
  capturedByReference,
  declarationOf,
  FunctionNode,
  isCaptured,
  localDeclaration,
  ownerOf,
  valueSymbol,
} from '../analysis/locals.js';

/** The loop whose body (not head) contains `node`, stopping at the function that owns it. */
function enclosingLoopBody(node: ts.Node, owner: ts.Node | undefined): ts.IterationStatement | undefined {
  for (let n: ts.Node = node; n.parent && n.parent !== owner; n = n.parent) {
    const p = n.parent;
    if (ts.isIterationStatement(p, false) && p.statement === n) return p;
  }
  return undefined;
}

/** The loop whose head declares `decl` (`for (let i…)`, `for (const x of …)`). */
function loopHeadOf(decl: ts.Declaration): ts.IterationStatement | undefined {
  let n: ts.Node = decl;
  while (ts.isBindingElement(n) || ts.isObjectBindingPattern(n) || ts.isArrayBindingPattern(n)) n = n.parent;
  const list = n.parent;
  if (list && ts.isVariableDeclarationList(list)) {
    const stmt = list.parent;
    if (
      (ts.isForStatement(stmt) || ts.isForOfStatement(stmt) || ts.isForInStatement(stmt)) &&
      stmt.initializer === list
    )
      return stmt;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------
// Statement lists: hoisting and fresh per-iteration variables.

/**
 * A statement list (block, function body, case clause). Function declarations are
 * translated first (JavaScript hoists them within their block). Inside a loop body, the
 * variables this list declares that closures capture by reference are unset first, so
 * each pass gets its own PHP variable as JavaScript gives each pass its own binding.
 */
export function transformStatementList(nodes: readonly ts.Statement[], ctx: TransformContext): Stmt[] {
  const hoisted = nodes.filter((n) => ts.isFunctionDeclaration(n));
  const rest = nodes.filter((n) => !ts.isFunctionDeclaration(n));
  const fresh: Stmt[] = [];
  const first = nodes[0];
  if (first) {
    const owner = ownerOf(first);
    if (owner && enclosingLoopBody(first, owner)) {
      for (const id of declaredNames(nodes)) {
        const symbol = ctx.checker.getSymbolAtLocation(id);
        if (symbol && isCaptured(symbol, ctx) && capturedByReference(symbol, ctx)) {
          fresh.push(exprStmt({ kind: 'call', callee: 'unset', args: [v(ctx.declareVariable(id))] }));
        }
      }
    }
  }
  return [...fresh, ...[...hoisted, ...rest].flatMap((s) => ctx.transformStatement(s))];
}

/** Names a statement list declares directly (its `let`/`const` and function declarations). */
function declaredNames(nodes: readonly ts.Statement[]): ts.Identifier[] {
  const out: ts.Identifier[] = [];
  const collect = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) out.push(name);
    else for (const el of name.elements) if (!ts.isOmittedExpression(el)) collect(el.name);
  };
  for (const n of nodes) {
    if (ts.isVariableStatement(n)) n.declarationList.declarations.forEach((d) => collect(d.name));
    else if (ts.isFunctionDeclaration(n) && n.name && n.body) out.push(n.name);
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Parameters and bodies.

function typeAcceptsNull(type: ts.Type): boolean {
  if (type.isUnion()) return type.types.some(typeAcceptsNull);
  return (
    (type.flags & (ts.TypeFlags.Null | ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter)) !== 0
  );
}

/** Modifiers and forms no function may have. */
export function checkFunctionForm(node: ts.SignatureDeclaration, ctx: TransformContext): boolean {
  const mods = ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []) : [];
  // `async` runs synchronously (async.ts), except a callback whose promises the callee collects.
  const asyncMod = mods.find((m) => m.kind === ts.SyntaxKind.AsyncKeyword);
  if (asyncMod && (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && isAsyncCallback(node)) {
    ctx.unsupported(asyncMod, Unsupported.asyncFunction());
    return false;
  }
  if (
    (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) &&
    node.asteriskToken
  ) {
    ctx.unsupported(node.asteriskToken, Unsupported.generatorFunction());
    return false;
  }
  return true;
}

/**
 * PHP parameters and body of a function, method or closure (the caller has entered its
 * scope). JavaScript applies a default when the argument is undefined, PHP only when it
 * is missing: parameters from the first optional one on default to null, and a default
 * value is assigned in the body when the parameter is null.
 */
export function functionParts(
  node: ts.SignatureDeclaration & { body?: ts.ConciseBody },
  ctx: TransformContext,
  options: { body?: () => Stmt[] } = {},
): { params: Param[]; body: Stmt[] } {
  const params: Param[] = [];
  const prologue: Stmt[] = [];
  const lengths: Stmt[] = []; // After every default: append-length.ts's tracked parameters.
  let optional = false;
  for (const p of node.parameters) {
    if (ts.isIdentifier(p.name) && p.name.text === 'this') continue; // a `this` type annotation
    // A destructured parameter arrives in a temp and is taken apart after its default.
    const pattern = ts.isIdentifier(p.name) ? undefined : p.name;
    const name = pattern ? ctx.tempVariable() : ctx.declareVariable(p.name as ts.Identifier);
    const destructure = () => {
      if (pattern) prologue.push(...bindingAssignments(pattern, v(name), ctx).map(exprStmt));
    };
    if (p.dotDotDotToken) {
      params.push({ name, variadic: true });
      prologue.push(
        exprStmt({
          kind: 'assign',
          op: '=',
          target: v(name),
          value: { kind: 'new', className: ctx.runtime.jsArray, args: [v(name)] },
        }),
      );
      destructure();
      continue;
    }
    if (p.initializer || p.questionToken) optional = true;
    params.push(optional ? { name, default: nul } : { name });
    if (p.initializer) {
      if (typeAcceptsNull(ctx.checker.getTypeAtLocation(p))) {
        ctx.unsupported(p, Unsupported.nullableParameterDefault());
        continue;
      }
      prologue.push({
        kind: 'if',
        cond: binary('===', nul, v(name)),
        then: [exprStmt({ kind: 'assign', op: '=', target: v(name), value: ctx.transformExpression(p.initializer) })],
      });
    }
    destructure();
    if (!pattern) lengths.push(...declareTrackedLength(p, name, v(name), ctx));
  }
  prologue.push(...lengths);
  const body = node.body;
  let stmts: Stmt[] = [];
  if (options.body) stmts = options.body();
  else if (body && ts.isBlock(body)) stmts = ctx.transformStatements(body.statements);
  else if (body) stmts = expressionBody(body, ctx);
  // After the whole body: it is what says which WordPress globals (`$wpdb`) the function reads.
  return { params, body: [...ctx.globalDeclarations(), ...prologue, ...stmts] };
}

/** An arrow's expression body, `return body;`; `c ? a : b` as statements.ts's returns have it. */
function expressionBody(body: ts.Expression, ctx: TransformContext): Stmt[] {
  let held: ReturnType<typeof branchedValue> | undefined;
  return ctx.transformAsRoot(
    body,
    () => (held = branchedValue(body, ctx)).value,
    (expr) => (held?.branches ? [held.branches((e) => [{ kind: 'return', expr: e }])] : [{ kind: 'return', expr }]),
  );
}

/** Whether `this` appears in a function's own `this` scope (not in nested non-arrow functions). */
export function usesThis(node: ts.Node): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (n.kind === ts.SyntaxKind.ThisKeyword || n.kind === ts.SyntaxKind.SuperKeyword) {
      found = n;
      return;
    }
    if (ts.isFunctionExpression(n) || ts.isFunctionDeclaration(n) || ts.isClassLike(n) || ts.isMethodDeclaration(n))
      return;
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

// ---------------------------------------------------------------------------------------
// Closures.

/** The PHP variable holding a captured local in the enclosing scopes (declared there if not yet). */
function outerName(symbol: ts.Symbol, ctx: TransformContext): string | undefined {
  const found = ctx.lookupSymbol(symbol);
  if (found) return found;
  const decl = declarationOf(symbol);
  const owner = ownerOf(decl);
  return owner ? ctx.declareInOwner(owner, symbol, symbol.name) : undefined;
}

function closureUses(node: FunctionNode, ctx: TransformContext): ClosureUse[] {
  const info = analyze(node.getSourceFile(), ctx);
  const uses: ClosureUse[] = [];
  for (const symbol of info.captures.get(node) ?? []) {
    const name = outerName(symbol, ctx);
    if (!name) continue;
    const byRef = capturedByReference(symbol, ctx);
    const decl = declarationOf(symbol);
    if (byRef && !ts.isFunctionDeclaration(decl) && !ts.isFunctionExpression(decl)) {
      const head = loopHeadOf(decl);
      const owner = ownerOf(decl);
      if (head) {
        ctx.report(node, Unsupported.capturedLoopVariable(symbol.name));
      } else if (ts.isCatchClause(decl.parent) && enclosingLoopBody(decl, owner)) {
        ctx.report(node, Unsupported.capturedCatchVariable(symbol.name));
      }
    }
    uses.push({ name, byRef });
    // A destructured local's presence variable goes with it (presence.ts).
    const present = ctx.presenceOf(symbol);
    if (present) uses.push({ name: present, byRef });
  }
  return uses;
}

/** `(x) => …` and `function (x) { … }` as a PHP closure. */
export function transformClosure(node: ts.ArrowFunction | ts.FunctionExpression, ctx: TransformContext): Expr {
  if (!checkFunctionForm(node, ctx)) return nul;
  if (ts.isFunctionExpression(node)) {
    const self = usesThis(node.body);
    if (self) return ctx.unsupported(self, Unsupported.thisInFunctionExpression());
  }
  const uses = closureUses(node, ctx);
  // A named function expression that calls itself holds itself in a variable.
  let selfName: string | undefined;
  if (ts.isFunctionExpression(node) && node.name) {
    const symbol = ctx.checker.getSymbolAtLocation(node.name);
    const info = analyze(node.getSourceFile(), ctx);
    if (symbol && info.captures.get(node)?.includes(symbol)) {
      selfName = uses.find((u) => u.name === ctx.lookupSymbol(symbol))?.name;
      if (enclosingLoopBody(node, ownerOf(node))) {
        return ctx.unsupported(node.name, Unsupported.recursiveFunctionInLoop());
      }
    }
  }
  const closure = ctx.inFunction(node, (): Expr => {
    ctx.reserveNames(uses.map((u) => u.name));
    const { params, body } = functionParts(node, ctx);
    return { kind: 'closure', params, uses, body };
  });
  if (!selfName && isConstComparator(node, ctx)) {
    // Only usort() calls it: an int of its answer's sign, as for a comparator literal (array.ts).
    return (
      signedComparator(closure) ?? {
        kind: 'staticCall',
        className: ctx.runtime.jsArray,
        name: 'signed',
        args: [closure],
      }
    );
  }
  return selfName ? { kind: 'assign', op: '=', target: v(selfName), value: closure } : closure;
}

/** A function declaration inside a body: `$name = function ( … ) use ( &… ) { … };`, hoisted by its block. */
export function transformFunctionDeclaration(node: ts.FunctionDeclaration, ctx: TransformContext): Stmt[] {
  if (!node.body) return []; // an overload signature
  if (!node.name) {
    ctx.unsupported(node, Unsupported.anonymousFunctionDeclaration());
    return [];
  }
  if (!checkFunctionForm(node, ctx)) return [];
  const self = usesThis(node.body);
  if (self) {
    ctx.unsupported(self, Unsupported.thisInNestedFunction());
    return [];
  }
  const name = ctx.declareVariable(node.name);
  const uses = closureUses(node, ctx);
  const closure = ctx.inFunction(node, (): Expr => {
    ctx.reserveNames(uses.map((u) => u.name));
    const { params, body } = functionParts(node, ctx);
    return { kind: 'closure', params, uses, body };
  });
  return [exprStmt({ kind: 'assign', op: '=', target: v(name), value: closure })];
}

/** Whether a call's callee is a function value: a local variable, a function expression, a call's result. */
export function isFunctionValueCall(node: ts.CallExpression, ctx: TransformContext): boolean {
  const callee = skipOuter(node.expression);
  if (ts.isIdentifier(callee)) {
    const symbol = valueSymbol(callee, ctx.checker);
    return !!symbol && !!localDeclaration(symbol) && !!ctx.lookupSymbol(symbol);
  }
  return (
    ts.isArrowFunction(callee) ||
    ts.isFunctionExpression(callee) ||
    ts.isCallExpression(callee) ||
    ts.isElementAccessExpression(callee)
  );
}

/**
 * Calls of a function value: a local variable (`$f( … )`), an immediately invoked
 * function, or the result of another call. Undefined when the callee is something else.
 */
export function transformFunctionValueCall(node: ts.CallExpression, ctx: TransformContext): Expr | undefined {
  const callee = skipOuter(node.expression);
  if (ts.isIdentifier(callee)) {
    const symbol = valueSymbol(callee, ctx.checker);
    const name = symbol && localDeclaration(symbol) ? ctx.lookupSymbol(symbol) : undefined;
    if (!name) return undefined;
    return { kind: 'call', callee: closureOnly(callee, v(name), ctx), args: transformArguments(node.arguments, ctx) };
  }
  if (
    ts.isArrowFunction(callee) ||
    ts.isFunctionExpression(callee) ||
    ts.isCallExpression(callee) ||
    ts.isElementAccessExpression(callee)
  ) {
    const target = closureOnly(callee, ctx.transformExpression(callee), ctx);
    return { kind: 'call', callee: target, args: transformArguments(node.arguments, ctx) };
  }
  return undefined;
}

/** `arguments` has no PHP counterpart. */
export function argumentsReference(node: ts.Identifier, ctx: TransformContext): Expr | undefined {
  if (node.text !== 'arguments' || ctx.variableFor(node)) return undefined;
  return ctx.unsupported(node, Unsupported.argumentsObject());
}
