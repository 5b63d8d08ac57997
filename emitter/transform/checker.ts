// The type checker as translation asks it: each node's type and symbol computed once per
// build. Visitors, analyses and builtins each resolve what they look at, so most
// identifiers are asked about two or three times (≈ 100,000 type and 180,000 symbol
// queries for ≈ 55,000 nodes at 1,000 routes), and the checker works each answer out
// anew: flow analysis for a type, a scope walk for a symbol. The program is fully checked
// before translation starts, so an answer cannot change within the build; a watch build
// makes a new one (its nodes may be reused, its answers not). Where the syntax alone gives
// the checker's answer (a comparison is `boolean`), the checker is not asked: its first
// answer for a node costs the flow analysis of every operand under it.
import ts from '#typescript';

/** Operators whose result the checker always types as `boolean` (checkBinaryLikeExpression). */
const BOOLEAN_OPERATORS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.InstanceOfKeyword,
  ts.SyntaxKind.InKeyword,
]);

export function rememberingChecker(checker: ts.TypeChecker): ts.TypeChecker {
  const types = new Map<ts.Node, ts.Type>();
  const symbols = new Map<ts.Node, ts.Symbol | undefined>();
  return Object.assign(Object.create(checker) as ts.TypeChecker, {
    getTypeAtLocation(node: ts.Node): ts.Type {
      let type = types.get(node);
      if (!type) types.set(node, (type = syntacticType(node, checker) ?? checker.getTypeAtLocation(node)));
      return type;
    },
    getSymbolAtLocation(node: ts.Node): ts.Symbol | undefined {
      if (symbols.has(node)) return symbols.get(node);
      const symbol = checker.getSymbolAtLocation(node);
      symbols.set(node, symbol);
      return symbol;
    },
  });
}

/**
 * The checker's answer where the syntax gives it: `boolean` for a comparison; for a number or
 * string literal operand of a binary expression (`score === 0`, `'plain ' + s`), the regular
 * literal type, as checkExpressionWorker makes it (getNumberLiteralType(+text),
 * getStringLiteralType(text); interned, so the same object). 9,400 queries at 1,000 routes.
 */
function syntacticType(node: ts.Node, checker: ts.TypeChecker): ts.Type | undefined {
  if (isComparison(node)) return checker.getBooleanType();
  if (ts.isNumericLiteral(node) && ts.isBinaryExpression(node.parent)) return checker.getNumberLiteralType(+node.text);
  if (ts.isStringLiteral(node) && ts.isBinaryExpression(node.parent)) return checker.getStringLiteralType(node.text);
  return undefined;
}

/** `a === b`, `a < b`, `a instanceof B`, `k in o`, in parentheses or not. */
function isComparison(node: ts.Node): boolean {
  let inner = node;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  return ts.isBinaryExpression(inner) && BOOLEAN_OPERATORS.has(inner.operatorToken.kind);
}
