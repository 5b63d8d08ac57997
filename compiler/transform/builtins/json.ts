// JSON.stringify and JSON.parse: the runtime's JsJson (php-runtime/JsJson.php), which
// writes JavaScript's exact text. See docs/subset/strings-numbers.md.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { nul, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { runtimeCall } from '../util/runtime.js';
import type { LibCall } from './index.js';
import { skipOuter } from '../visitors/operators.js';

function isNullish(node: ts.Expression): boolean {
  const inner = skipOuter(node);
  return inner.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(inner) && inner.text === 'undefined');
}

/** `JSON.stringify(value, null, space)`, `JSON.parse(text)`. */
export function transformJsonStatic({ node, name, owner }: LibCall, ctx: TransformContext): Expr | undefined {
  if (owner !== 'JSON') return undefined;
  const args = node.arguments;
  if (args.some((a) => ts.isSpreadElement(a))) return ctx.unsupported(node, Unsupported.jsonSpread(name));
  switch (name) {
    case 'stringify': {
      if (args[1] && !isNullish(args[1])) {
        return ctx.unsupported(args[1], Unsupported.jsonReplacer());
      }
      const out: Expr[] = [args[0] ? ctx.transformExpression(args[0]) : nul];
      if (args[2]) out.push(ctx.transformExpression(args[2]));
      return runtimeCall(ctx, 'JsJson', 'stringify', out);
    }
    case 'parse':
      if (args[1]) return ctx.unsupported(args[1], Unsupported.jsonReviver());
      return runtimeCall(ctx, 'JsJson', 'parse', [args[0] ? ctx.transformExpression(args[0]) : nul]);
  }
  return ctx.unsupported(node, Unsupported.jsonFunction(name));
}
