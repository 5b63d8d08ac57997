// What a TypeScript node does when it is evaluated, for the visitors that move, hold or
// repeat code (hoist.ts, operand-hoist.ts, order.ts, the loop and closure analyses).
import ts from '#typescript';

/** `=`, `+=`, `??=` and the other assignment operators. */
export const isAssignmentOperator = (kind: ts.SyntaxKind): boolean =>
  kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;

/** `++x`, `x++`, `--x`, `x--`. */
export function isIncrementOrDecrement(node: ts.Node): node is ts.PrefixUnaryExpression | ts.PostfixUnaryExpression {
  return (
    (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
    (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)
  );
}

/**
 * True when `node` itself (not its children) may run code or write: a call, `new`, a tagged
 * template, `delete`, `await`, `yield`, `++`/`--` or an assignment.
 */
export function isEffect(node: ts.Node): boolean {
  return (
    ts.isCallExpression(node) ||
    ts.isNewExpression(node) ||
    ts.isTaggedTemplateExpression(node) ||
    ts.isDeleteExpression(node) ||
    ts.isAwaitExpression(node) ||
    ts.isYieldExpression(node) ||
    isIncrementOrDecrement(node) ||
    (ts.isBinaryExpression(node) && isAssignmentOperator(node.operatorToken.kind))
  );
}
