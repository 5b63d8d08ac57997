// Calls into the plugin's copy of the PHP runtime (php-runtime/): `Js::name( … )` and the
// other runtime classes, which the generated file imports by their short names.
import { staticCall, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';

/** `Js::name( ...args )` on the plugin's runtime class. */
export function js(ctx: TransformContext, name: string, args: Expr[]): Expr {
  return staticCall(ctx.runtime.js, name, args);
}

/** `Class::name( ...args )` on a runtime class the file then imports (`JsString`, `JsMath`…). */
export function runtimeCall(ctx: TransformContext, className: string, name: string, args: Expr[]): Expr {
  return staticCall(ctx.runtimeClass(className), name, args);
}
