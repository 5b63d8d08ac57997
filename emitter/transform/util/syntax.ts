// Questions about TypeScript syntax alone (no checker, except to find a `const` local's
// initializer): literal keys, the expression under parentheses and casts, comma operands,
// whether a value is used.
import ts from '#typescript';
import { skipOuter } from '../../syntax.js';

// Shared with analysis (emitter/syntax.ts); visitors and builtins find it here with the other helpers.
export { skipOuter };

/** The property name of a literal key (`o['a']`, `a[0]`), or undefined when it is computed. */
export function literalKey(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return String(Number(node.text));
  return undefined;
}

/** The operands of `a, b, c` in order. */
export function commaOperands(node: ts.Expression): ts.Expression[] {
  const inner = node;
  if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.CommaToken) {
    return [...commaOperands(inner.left), ...commaOperands(inner.right)];
  }
  return [node];
}

/** True unless the expression's value is discarded (an expression statement, a for update). */
export function isValueUsed(node: ts.Expression): boolean {
  let n: ts.Node = node;
  while (ts.isParenthesizedExpression(n.parent)) n = n.parent;
  const parent = n.parent;
  if (ts.isExpressionStatement(parent)) return false;
  if (ts.isForStatement(parent) && (parent.incrementor === n || parent.initializer === n)) return false;
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.CommaToken) {
    return parent.right === n ? isValueUsed(parent) : false;
  }
  return true;
}

/** A literal (string, number, `-number`, boolean, null), through parentheses, `as` and `satisfies`. */
export function isLiteralConstant(expr: ts.Expression): boolean {
  let e = expr;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.MinusToken) e = e.operand;
  return (
    ts.isStringLiteral(e) ||
    ts.isNumericLiteral(e) ||
    ts.isNoSubstitutionTemplateLiteral(e) ||
    e.kind === ts.SyntaxKind.TrueKeyword ||
    e.kind === ts.SyntaxKind.FalseKeyword ||
    e.kind === ts.SyntaxKind.NullKeyword
  );
}

/**
 * Whether the chain `node` may end undefined although its type says it cannot: a `?.` after an
 * index read (`list[0]?.title` is `string` to TypeScript, undefined for an empty list).
 */
export function mayCutAtIndex(node: ts.Expression, checker: ts.TypeChecker): boolean {
  return (
    ts.isOptionalChain(node) &&
    isOptionalChainRoot(node) &&
    questionLinks(node).some((l) => isIndexRead(l.expression, checker))
  );
}

/**
 * `list[i]` or `map[key]` (through parentheses and casts): a read that may find nothing,
 * whatever its type; or a `const` local initialized with one (`const old = cache[slug]`),
 * which the checker types the same way.
 */
export function isIndexRead(node: ts.Expression, checker: ts.TypeChecker): boolean {
  const inner = skipOuter(node);
  if (ts.isElementAccessExpression(inner)) return true;
  if (!ts.isIdentifier(inner)) return false;
  const decl = checker.getSymbolAtLocation(inner)?.valueDeclaration;
  return (
    !!decl &&
    ts.isVariableDeclaration(decl) &&
    ts.isIdentifier(decl.name) &&
    !!decl.initializer &&
    (ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const) !== 0 &&
    ts.isElementAccessExpression(skipOuter(decl.initializer))
  );
}

/** Links of a chain that carry `?.`, innermost first. */
export function questionLinks(root: ts.OptionalChain): ts.OptionalChain[] {
  const links: ts.OptionalChain[] = [];
  for (let n: ts.Expression = root; ts.isOptionalChain(n); n = n.expression) {
    if (!ts.isNonNullExpression(n) && n.questionDotToken) links.unshift(n);
  }
  return links;
}

/** The outermost node of an optional chain (the node whose value the chain produces). */
export function isOptionalChainRoot(node: ts.Node): node is ts.OptionalChain {
  if (!ts.isOptionalChain(node)) return false;
  const parent = node.parent;
  return !(ts.isOptionalChain(parent) && parent.expression === node);
}

/**
 * A branch of `c ? a : b` translated as a statement of its own: statements.ts writes a
 * declaration's or a return's conditional value as `if ( c ) { …; $x = a; } else { … }`, so
 * what a branch places before itself runs only when the branch does.
 */
export function isBranchRoot(node: ts.Node): boolean {
  const p = node.parent;
  return !!p && ts.isConditionalExpression(p) && node !== p.condition;
}
