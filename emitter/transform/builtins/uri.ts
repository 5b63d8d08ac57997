// encodeURIComponent, encodeURI, decodeURIComponent, decodeURI: the runtime's JsUri
// (php-runtime/JsUri.php), with URIError on a malformed escape as in JavaScript.
import type ts from '#typescript';
import type { Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { runtimeCall } from '../util/runtime.js';
import { callArgs } from '../util/calls.js';

const FUNCTIONS = new Map([
  ['encodeURIComponent', 'encode_component'],
  ['encodeURI', 'encode'],
  ['decodeURIComponent', 'decode_component'],
  ['decodeURI', 'decode'],
]);

/** A call of one of the four URI functions; undefined for other globals. */
export function transformUriGlobal(node: ts.CallExpression, name: string, ctx: TransformContext): Expr | undefined {
  const helper = FUNCTIONS.get(name);
  if (!helper) return undefined;
  const args = callArgs(node, ctx);
  return runtimeCall(ctx, 'JsUri', helper, [args[0] ?? { kind: 'null' }]);
}
