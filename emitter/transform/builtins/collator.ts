// `new Intl.Collator(locales, options)` and its `compare`: JsCollate::collator() gives an
// object whose `compare` closure is localeCompare with those locales and options
// (php-runtime/JsCollate.php), so `names.sort(collator.compare)` works as in Node.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import type { Expr } from '../../php/ast.js';
import { isLibGlobal } from '../../libs.js';
import type { TransformContext } from '../context.js';
import { runtimeCall } from '../util/runtime.js';
import { callArgs } from '../util/calls.js';
import type { LibCall } from '../shapes.js';

/** `Intl.Collator` (the lib's). */
export function isIntlCollator(node: ts.Expression, checker: ts.TypeChecker): boolean {
  return (
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'Collator' &&
    isLibGlobal(node.expression, 'Intl', checker)
  );
}

export function transformCollatorNew(node: ts.NewExpression, ctx: TransformContext): Expr {
  const args = node.arguments ?? [];
  if (args.some((a) => ts.isSpreadElement(a))) return ctx.unsupported(node, Unsupported.construct('Intl.Collator'));
  return runtimeCall(ctx, 'JsCollate', 'collator', callArgs(node, ctx));
}

/** `collator.compare(a, b)`: a call of the closure. */
export function transformCollatorCompare({ node, callee }: LibCall, ctx: TransformContext): Expr {
  const compare: Expr = { kind: 'prop', object: ctx.transformExpression(callee.expression), name: 'compare' };
  return { kind: 'call', callee: compare, args: callArgs(node, ctx) };
}
