// Questions about TypeScript syntax alone that more than one stage asks (analysis for the
// response schema, translation): kept here so that neither imports the other for them.
import ts from '#typescript';

/** `x` without the parentheses, `as`, `<T>`, `!` and `satisfies` around it: all vanish at run time. */
export function skipOuter(node: ts.Expression): ts.Expression {
  let n = node;
  while (
    ts.isParenthesizedExpression(n) ||
    ts.isAsExpression(n) ||
    ts.isTypeAssertionExpression(n) ||
    ts.isNonNullExpression(n) ||
    ts.isSatisfiesExpression(n)
  )
    n = n.expression;
  return n;
}
