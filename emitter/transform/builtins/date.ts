// Date: `Date.now()`, `Date.UTC()`, `Date.parse()`, `new Date(…)` and the UTC methods of a
// date, on the runtime's JsDate (php-runtime/JsDate.php); toLocale…String() in English with
// a time zone is date-time-format.ts's. Local-time methods and constructors are compile
// errors: WordPress runs PHP in UTC, Node in the server's zone.
// See docs/subset/strings-numbers.md.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import type { Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { callArgs } from '../util/calls.js';
import { runtimeCall } from '../util/runtime.js';
import { transformDateToLocale } from './date-time-format.js';
import type { LibCall } from '../shapes.js';

const METHODS = new Map<string, string>(
  Object.entries({
    getTime: 'get_time',
    valueOf: 'get_time',
    setTime: 'set_time',
    toISOString: 'to_iso_string',
    toJSON: 'to_json',
    toUTCString: 'to_utc_string',
    getUTCFullYear: 'get_utc_full_year',
    getUTCMonth: 'get_utc_month',
    getUTCDate: 'get_utc_date',
    getUTCDay: 'get_utc_day',
    getUTCHours: 'get_utc_hours',
    getUTCMinutes: 'get_utc_minutes',
    getUTCSeconds: 'get_utc_seconds',
    getUTCMilliseconds: 'get_utc_milliseconds',
  }),
);

/** `Date()` without new: the local time as a string. */
export function transformDateCall(node: ts.CallExpression, ctx: TransformContext): Expr {
  return ctx.unsupported(node, Unsupported.dateCall());
}

/** `Date.now()` and the other Date functions. */
export function transformDateStatic({ node, name, owner }: LibCall, ctx: TransformContext): Expr | undefined {
  if (owner === 'DateConstructor') {
    switch (name) {
      case 'now':
        return runtimeCall(ctx, 'JsDate', 'now', []);
      case 'UTC':
        return runtimeCall(ctx, 'JsDate', 'utc', callArgs(node, ctx));
      case 'parse':
        return runtimeCall(ctx, 'JsDate', 'parse', callArgs(node, ctx));
    }
    return ctx.unsupported(node, Unsupported.dateFunction(name));
  }
  return undefined;
}

/** The methods of a date (a member of the lib's Date). */
export function transformDateMethod(call: LibCall, ctx: TransformContext): Expr {
  const { node, callee, name } = call;
  const localized = transformDateToLocale(call, ctx);
  if (localized) return localized;
  const helper = METHODS.get(name);
  if (!helper) {
    const utc = name.replace(/^(get|set)/, '$1UTC');
    return ctx.unsupported(node, Unsupported.dateMethod(name, METHODS.has(utc) ? utc : undefined));
  }
  return {
    kind: 'methodCall',
    object: ctx.transformExpression(callee.expression),
    name: helper,
    args: callArgs(node, ctx),
  };
}

/** `new Date()`, `new Date(ms | isoString | date)`; components are local time, so an error. */
export function transformDateNew(node: ts.NewExpression, ctx: TransformContext): Expr {
  const args = node.arguments ?? [];
  if (args.length > 1 || args.some((a) => ts.isSpreadElement(a))) {
    return ctx.unsupported(node, Unsupported.dateComponents());
  }
  return runtimeCall(ctx, 'JsDate', 'create', callArgs(node, ctx));
}
