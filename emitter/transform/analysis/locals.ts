// Analysis of one source file, once per build: which function captures which local, which
// locals are assigned after their declaration, and where each local is referenced.
import ts from '#typescript';
import type { TransformContext } from '../context.js';
import type { BuildTable } from '../shapes.js';
import { isAssignmentOperator, isIncrementOrDecrement } from '../util/effects.js';
import { nullishKind } from '../util/nullish.js';

/** Per build: a watch build reuses the nodes of unchanged files, not their analyses. */
const CAPTURES: BuildTable<ts.SourceFile, FileAnalysis> = { name: 'capture analyses' };

interface FileAnalysis {
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

export type FunctionNode = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration;
/** One set lookup, not eight tests: ownerOf() asks at every level up from each local (≈ 180 ms at 1,000 routes). */
const SCOPE_OWNERS = new Set([
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.Constructor,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
  ts.SyntaxKind.ClassStaticBlockDeclaration,
]);
/** Nodes that own a PHP variable scope. */
export function isScopeOwner(node: ts.Node): boolean {
  return SCOPE_OWNERS.has(node.kind);
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

/** `o.name`, `{ name: v }`: a property's name never refers to a local (15,000 symbol queries saved at 1,000 routes). */
function isPropertyName(id: ts.Identifier): boolean {
  const parent = id.parent;
  return (ts.isPropertyAccessExpression(parent) || ts.isPropertyAssignment(parent)) && parent.name === id;
}

/** The capture analysis of a file, once per build (ctx.project). */
export function analyze(sf: ts.SourceFile, ctx: TransformContext): FileAnalysis {
  const analyses = ctx.project.table(CAPTURES);
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
  // A symbol's local declaration and its owner, worked out once per symbol rather than once per
  // reference (a walk up from the declaration to its function: 180 ms of isScopeOwner at 1,000 routes).
  const locals = new Map<ts.Symbol, { decl: ts.Declaration; owner: ts.Node } | null>();
  const localOf = (symbol: ts.Symbol | undefined) => {
    if (!symbol) return undefined;
    let local = locals.get(symbol);
    if (local === undefined) {
      const decl = localDeclaration(symbol);
      locals.set(symbol, (local = decl ? { decl, owner: ownerOf(decl)! } : null));
    }
    return local ?? undefined;
  };
  const assign = (id: ts.Identifier) => {
    const symbol = valueSymbol(id, checker);
    if (symbol && localOf(symbol)) push(result.assigned, symbol, id);
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
    } else if (ts.isIdentifier(node) && !isPropertyName(node)) {
      const symbol = valueSymbol(node, checker);
      const local = localOf(symbol);
      if (symbol && local && (local.decl as { name?: ts.Node }).name !== node) {
        const { decl, owner } = local;
        push(result.references, symbol, node);
        if (readsPresence(node) && !narrowedToPresent(node, symbol, checker)) result.presenceReads.add(symbol);
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

export function declarationOf(symbol: ts.Symbol): ts.Declaration {
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
export function within(node: ts.Node, outer: ts.Node | undefined): boolean {
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

/** `id` narrowed there to a type without null or undefined (`typeof raw === 'string' && Number(raw)`). */
export function narrowedToPresent(id: ts.Identifier, symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  const type = checker.getTypeAtLocation(id);
  return nullishKind(type) === 'none' && type !== checker.getTypeOfSymbol(symbol);
}

/**
 * Whether `id` is read where a presence bit answers: `Number(id)`, `String(id)`, `${id}`,
 * `id === undefined` / `null`, `typeof id`, `'a' + id`, `{ id }`. Syntax only (over-approximating costs
 * one variable).
 */
export function readsPresence(id: ts.Identifier): boolean {
  let node: ts.Node = id;
  while (ts.isParenthesizedExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  if (ts.isTemplateSpan(parent)) return true;
  // Stored in an object literal's property (undefined-store.ts): undefined is left out of its JSON.
  if (ts.isShorthandPropertyAssignment(parent) || (ts.isPropertyAssignment(parent) && parent.initializer === node))
    return true;
  if (ts.isTypeOfExpression(parent)) {
    // `typeof v === 'string'` is the same for a missing key and a null; 'undefined' and 'object' are not.
    let compare: ts.Node = parent;
    while (ts.isParenthesizedExpression(compare.parent)) compare = compare.parent;
    const test = compare.parent;
    if (!ts.isBinaryExpression(test)) return true;
    const literal = test.left === compare ? test.right : test.left;
    return !ts.isStringLiteral(literal) || literal.text === 'undefined' || literal.text === 'object';
  }
  if (ts.isCallExpression(parent))
    return (
      parent.arguments[0] === node &&
      ts.isIdentifier(parent.expression) &&
      (parent.expression.text === 'Number' || parent.expression.text === 'String')
    );
  if (!ts.isBinaryExpression(parent)) return false;
  const op = parent.operatorToken.kind;
  if (op === ts.SyntaxKind.PlusToken || op === ts.SyntaxKind.PlusEqualsToken) return true;
  if (op !== ts.SyntaxKind.EqualsEqualsEqualsToken && op !== ts.SyntaxKind.ExclamationEqualsEqualsToken) return false;
  let other = parent.left === node ? parent.right : parent.left;
  while (ts.isParenthesizedExpression(other)) other = other.expression;
  return other.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(other) && other.text === 'undefined');
}
