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
import { narrowedToPresent, readsPresence } from '../analysis/presence.js';
import { isArrayType } from '../util/types.js';
import { isAssignmentOperator, isIncrementOrDecrement } from '../util/effects.js';

// ---------------------------------------------------------------------------------------
// Analysis of one source file: which function captures which local, and which locals are
// assigned after their declaration.

type FunctionNode = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration;

export interface FileAnalysis {
  /** local symbol → identifiers that assign it (outside its declaration) */
  assigned: Map<ts.Symbol, ts.Node[]>;
  /** local symbol → nested functions that refer to it from inside (it is declared outside them) */
  capturedBy: Map<ts.Symbol, Set<ts.Node>>;
  /** nested function → the locals it captures, in order of first reference */
  captures: Map<ts.Node, ts.Symbol[]>;
  /** locals read where a presence bit answers (presence.ts readsPresence()) */
  presenceReads: Set<ts.Symbol>;
  /** local symbol → every identifier that refers to it as a value, outside its declaration */
  references: Map<ts.Symbol, ts.Identifier[]>;
}

/** Nodes that own a PHP variable scope. */
export function isScopeOwner(node: ts.Node): boolean {
  return (
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node) ||
    ts.isClassStaticBlockDeclaration(node)
  );
}

function isNestedFunction(node: ts.Node): node is FunctionNode {
  return ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node);
}

/** The function whose PHP scope holds a local declaration; undefined at module level. */
export function ownerOf(decl: ts.Node): ts.Node | undefined {
  for (let n: ts.Node | undefined = decl.parent; n; n = n.parent) {
    if (isScopeOwner(n)) return n;
    if (ts.isSourceFile(n) || ts.isClassLike(n)) return undefined;
  }
  return undefined;
}

/** The declaration of a symbol when it is a function-local variable, parameter or function. */
export function localDeclaration(symbol: ts.Symbol | undefined): ts.Declaration | undefined {
  const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  if (!decl) return undefined;
  const local =
    ts.isVariableDeclaration(decl) ||
    ts.isParameter(decl) ||
    ts.isBindingElement(decl) ||
    ts.isFunctionDeclaration(decl) ||
    (ts.isFunctionExpression(decl) && !!decl.name);
  if (!local) return undefined;
  return ownerOf(decl) ? decl : undefined;
}

/** The symbol an identifier refers to as a value (the variable of a shorthand `{ x }`). */
export function valueSymbol(id: ts.Identifier, checker: ts.TypeChecker): ts.Symbol | undefined {
  if (ts.isShorthandPropertyAssignment(id.parent) && id.parent.name === id) {
    return checker.getShorthandAssignmentValueSymbol(id.parent);
  }
  return checker.getSymbolAtLocation(id);
}

/** Identifiers a destructuring assignment target writes. */
function targetIdentifiers(node: ts.Node, out: ts.Identifier[]): void {
  if (ts.isIdentifier(node)) out.push(node);
  else if (
    ts.isParenthesizedExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node)
  )
    targetIdentifiers(node.expression, out);
  else if (ts.isArrayLiteralExpression(node)) node.elements.forEach((e) => targetIdentifiers(e, out));
  else if (ts.isObjectLiteralExpression(node)) {
    for (const p of node.properties) {
      if (ts.isShorthandPropertyAssignment(p)) out.push(p.name);
      else if (ts.isPropertyAssignment(p)) targetIdentifiers(p.initializer, out);
      else if (ts.isSpreadAssignment(p)) targetIdentifiers(p.expression, out);
    }
  } else if (ts.isSpreadElement(node)) targetIdentifiers(node.expression, out);
  else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken)
    targetIdentifiers(node.left, out);
}

/** The capture analysis of a file, once per build (ctx.project). */
function analyze(sf: ts.SourceFile, ctx: TransformContext): FileAnalysis {
  const analyses = ctx.project.captureAnalyses;
  const checker = ctx.checker;
  const cached = analyses.get(sf);
  if (cached) return cached;
  const result: FileAnalysis = {
    assigned: new Map(),
    capturedBy: new Map(),
    captures: new Map(),
    presenceReads: new Set(),
    references: new Map(),
  };
  const push = <K, T>(map: Map<K, T[]>, key: K, value: T) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  const assign = (id: ts.Identifier) => {
    const symbol = valueSymbol(id, checker);
    if (symbol && localDeclaration(symbol)) push(result.assigned, symbol, id);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node) && !ts.isExpressionWithTypeArguments(node)) return;
    if (ts.isBinaryExpression(node) && isAssignmentOperator(node.operatorToken.kind)) {
      const ids: ts.Identifier[] = [];
      if (node.operatorToken.kind === ts.SyntaxKind.EqualsToken) targetIdentifiers(node.left, ids);
      else if (ts.isIdentifier(node.left)) ids.push(node.left);
      ids.forEach(assign);
    } else if (isIncrementOrDecrement(node)) {
      const ids: ts.Identifier[] = [];
      targetIdentifiers(node.operand, ids);
      ids.forEach(assign);
    } else if (
      (ts.isForOfStatement(node) || ts.isForInStatement(node)) &&
      !ts.isVariableDeclarationList(node.initializer)
    ) {
      const ids: ts.Identifier[] = [];
      targetIdentifiers(node.initializer, ids);
      ids.forEach(assign);
    } else if (ts.isIdentifier(node)) {
      const symbol = valueSymbol(node, checker);
      const decl = localDeclaration(symbol);
      if (symbol && decl && (decl as { name?: ts.Node }).name !== node) {
        push(result.references, symbol, node);
        if (readsPresence(node) && !narrowedToPresent(node, symbol, checker)) result.presenceReads.add(symbol);
        const owner = ownerOf(decl)!;
        for (let n: ts.Node | undefined = node.parent; n && n !== owner; n = n.parent) {
          if (!isNestedFunction(n)) continue;
          // A function's own parameters and locals are not captures; its own name is.
          if (decl !== n && decl.pos >= n.pos && decl.end <= n.end) break;
          let set = result.capturedBy.get(symbol);
          if (!set) result.capturedBy.set(symbol, (set = new Set()));
          if (!set.has(n)) {
            set.add(n);
            push(result.captures, n, symbol);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  analyses.set(sf, result);
  return result;
}

function declarationOf(symbol: ts.Symbol): ts.Declaration {
  return symbol.valueDeclaration ?? symbol.declarations![0];
}

/** The `for (let …; …; update)` statement whose head declares `decl`, if any. */
function forStatementOf(decl: ts.Declaration): ts.ForStatement | undefined {
  const list = decl.parent;
  return ts.isVariableDeclarationList(list) && ts.isForStatement(list.parent) && list.parent.initializer === list
    ? list.parent
    : undefined;
}

/** True when `node` lies inside `outer` (positions). */
function within(node: ts.Node, outer: ts.Node | undefined): boolean {
  return !!outer && node.pos >= outer.pos && node.end <= outer.end;
}

/**
 * Whether closures must capture a local by reference: it is a function (hoisted, or
 * referring to itself), it is assigned after its declaration, or a closure that captures
 * it may be created before the declaration is complete (recursion, forward references,
 * hoisted function declarations).
 */
export function capturedByReference(symbol: ts.Symbol, ctx: TransformContext): boolean {
  const decl = declarationOf(symbol);
  if (ts.isFunctionDeclaration(decl) || ts.isFunctionExpression(decl)) return true;
  const info = analyze(decl.getSourceFile(), ctx);
  const loop = forStatementOf(decl);
  // The update of `for (let i …; …; i++)` runs on the next pass's copy of `i`.
  if ((info.assigned.get(symbol) ?? []).some((site) => !within(site, loop?.incrementor))) return true;
  for (const fn of info.capturedBy.get(symbol) ?? []) {
    if (createdBefore(fn, decl)) return true;
  }
  return false;
}

/**
 * Whether a closure may be created before a declaration is complete: a function
 * declaration is created when its block starts (it is hoisted), any other closure where
 * it is written.
 */
function createdBefore(fn: ts.Node, decl: ts.Declaration): boolean {
  const created = ts.isFunctionDeclaration(fn) ? fn.parent.getStart() : fn.getStart();
  return created < decl.end;
}

/** The identifiers that assign a local after its declaration, anywhere in its file. */
export function assignmentsOf(symbol: ts.Symbol, ctx: TransformContext): readonly ts.Node[] {
  return analyze(declarationOf(symbol).getSourceFile(), ctx).assigned.get(symbol) ?? [];
}

/** The identifiers that refer to a local as a value, anywhere in its file (not its declaration's name). */
export function referencesOf(symbol: ts.Symbol, ctx: TransformContext): readonly ts.Identifier[] {
  return analyze(declarationOf(symbol).getSourceFile(), ctx).references.get(symbol) ?? [];
}

/** Whether a local is assigned anywhere after its declaration (`=`, `+=`, `++`, a for…of head). */
export function isReassigned(symbol: ts.Symbol, ctx: TransformContext): boolean {
  return assignmentsOf(symbol, ctx).length > 0;
}

/** Whether a local is read somewhere its presence bit would answer (presence.ts). */
export function readsPresenceOf(symbol: ts.Symbol, ctx: TransformContext): boolean {
  const decl = declarationOf(symbol);
  return analyze(decl.getSourceFile(), ctx).presenceReads.has(symbol);
}

/** Whether a nested function refers to a local. */
export function isCaptured(symbol: ts.Symbol, ctx: TransformContext): boolean {
  const decl = declarationOf(symbol);
  return (analyze(decl.getSourceFile(), ctx).capturedBy.get(symbol)?.size ?? 0) > 0;
}

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
  else if (body) stmts = ctx.transformExpressionBody(body);
  // After the whole body: it is what says which WordPress globals (`$wpdb`) the function reads.
  return { params, body: [...ctx.globalDeclarations(), ...prologue, ...stmts] };
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

// ---------------------------------------------------------------------------------------
// Calls.

/** The arguments of a call or `new` (spreads of arrays included). */
export function callArgs(node: ts.CallExpression | ts.NewExpression, ctx: TransformContext): Expr[] {
  return transformArguments(node.arguments ?? [], ctx);
}

/**
 * Call arguments, with spreads of arrays: `f( ...$a->items )`; a spread before other
 * arguments merges them into one list, since PHP allows no argument after a spread.
 */
export function transformArguments(args: readonly ts.Expression[], ctx: TransformContext): Expr[] {
  const spreadAt = args.findIndex((a) => ts.isSpreadElement(a));
  if (spreadAt < 0) return args.map((a) => ctx.transformExpression(a));
  const items = (a: ts.SpreadElement): Expr => {
    if (!isArrayType(ctx.typeOf(a.expression), ctx.checker)) {
      ctx.unsupported(a, Unsupported.spreadNonArray());
    }
    return { kind: 'prop', object: ctx.transformExpression(a.expression), name: 'items' };
  };
  const onlyTrailing = args.slice(spreadAt).every((a) => ts.isSpreadElement(a)) && args.slice(spreadAt).length === 1;
  if (onlyTrailing) {
    return [
      ...args.slice(0, spreadAt).map((a) => ctx.transformExpression(a)),
      { kind: 'spread', expr: items(args[spreadAt] as ts.SpreadElement) },
    ];
  }
  const parts: Expr[] = [];
  let plain: Expr[] = [];
  const flush = () => {
    if (plain.length) parts.push({ kind: 'array', items: plain.map((value) => ({ value })) });
    plain = [];
  };
  for (const a of args) {
    if (ts.isSpreadElement(a)) {
      flush();
      parts.push(items(a));
    } else {
      plain.push(ctx.transformExpression(a));
    }
  }
  flush();
  return [{ kind: 'spread', expr: { kind: 'call', callee: 'array_merge', args: parts } }];
}

function stripParens(node: ts.Expression): ts.Expression {
  let n = node;
  while (
    ts.isParenthesizedExpression(n) ||
    ts.isNonNullExpression(n) ||
    ts.isAsExpression(n) ||
    ts.isSatisfiesExpression(n)
  )
    n = n.expression;
  return n;
}

/** Whether a call's callee is a function value: a local variable, a function expression, a call's result. */
export function isFunctionValueCall(node: ts.CallExpression, ctx: TransformContext): boolean {
  const callee = stripParens(node.expression);
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
  const callee = stripParens(node.expression);
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

/**
 * A function value the PHP is about to call (or hand to the runtime, which calls it). The
 * translation makes every function a \Closure, but PHP also calls a string or an array that
 * names a function (`'shell_exec'`), and such a value can come from data the types do not
 * see (JSON, a spread, a cast). So, unless the value surely is one of the translation's
 * closures, Js::function_value() lets only a closure through and otherwise throws
 * JavaScript's TypeError, naming a callee by its source text and a callback by its value
 * (as V8 does).
 */
export function closureOnly(
  node: ts.Expression,
  php: Expr,
  ctx: TransformContext,
  role: 'callee' | 'callback' = 'callee',
): Expr {
  if (php.kind === 'closure' || isClosureSource(node, ctx)) return php;
  const label: Expr = role === 'callee' ? { kind: 'string', value: calleeText(node) } : nul;
  return { kind: 'staticCall', className: ctx.runtime.js, name: 'function_value', args: [php, label] };
}

/** Whether `node` always evaluates to a closure: a function literal, a function declaration, or a const holding one. */
function isClosureSource(node: ts.Expression, ctx: TransformContext): boolean {
  const inner = stripParens(node);
  if (ts.isArrowFunction(inner) || ts.isFunctionExpression(inner)) return true;
  if (!ts.isIdentifier(inner)) return false;
  const decl = valueSymbol(inner, ctx.checker)?.valueDeclaration;
  if (!decl) return false;
  if (ts.isFunctionDeclaration(decl)) return true;
  if (!ts.isVariableDeclaration(decl) || !decl.initializer || !(ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const))
    return false;
  const init = stripParens(decl.initializer);
  return ts.isArrowFunction(init) || ts.isFunctionExpression(init);
}

/** How V8 names a callee in "… is not a function": its source text, on one line. */
function calleeText(node: ts.Expression): string {
  const text = stripParens(node).getText().replace(/\s+/g, ' ');
  return text.length > 60 ? '(intermediate value)' : text;
}

/** `arguments` has no PHP counterpart. */
export function argumentsReference(node: ts.Identifier, ctx: TransformContext): Expr | undefined {
  if (node.text !== 'arguments' || ctx.variableFor(node)) return undefined;
  return ctx.unsupported(node, Unsupported.argumentsObject());
}
