// `new Intl.DateTimeFormat(locale, options)` (format, formatToParts) and a date's
// toLocaleString / toLocaleDateString / toLocaleTimeString, for the explicit English locales
// ('en', 'en-US'): JsDateTimeFormat (php-runtime/JsDateTimeFormat.php) writes what Node's ICU
// writes, from patterns generated into JsDateTimeFormatTable.php. Everything that picks the
// pattern is checked here, at build (TS2WP3611): the locale, the option names and their
// values as literals, and a time zone, since without one Node formats in the server's zone.
// The zone itself may be any expression; the runtime checks it as Node does (RangeError).
// timeStyle 'full' and 'long' name the zone: outside the literal 'UTC' that is
// JsZonedDateTimeFormat, with ICU's names (JsTimeZoneNameTable.php, scripts/gen-zone-names.mjs).
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { str, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { runtimeCall } from '../util/runtime.js';
import { callArgs } from '../util/calls.js';
import type { LibCall } from '../shapes.js';
import { isIntlClass, literalText } from './number-format.js';

const LOCALES = new Set(['en', 'en-US']);
const NUMERIC = ['numeric', '2-digit'];
const TEXT = ['long', 'short', 'narrow'];
const STYLE = ['full', 'long', 'medium', 'short'];
/** The options whose values pick the pattern, with the values allowed; in ECMA-402's order. */
const VALUES: Record<string, string[]> = {
  hourCycle: ['h11', 'h12', 'h23', 'h24'],
  weekday: TEXT,
  year: NUMERIC,
  month: [...NUMERIC, ...TEXT],
  day: NUMERIC,
  hour: NUMERIC,
  minute: NUMERIC,
  second: NUMERIC,
  dateStyle: STYLE,
  timeStyle: STYLE,
};
const FIELDS = ['weekday', 'year', 'month', 'day', 'hour', 'minute', 'second'];
/** Options any expression may give: a boolean and a zone name. */
const FREE = new Set(['hour12', 'timeZone']);

/** Which date method (or the formatter itself) asks: what it shows, as ECMA-402's ToDateTimeOptions. */
type DateTimeKind = 'any' | 'date' | 'time';

const LOCALE_METHODS = new Map<string, DateTimeKind>([
  ['toLocaleString', 'any'],
  ['toLocaleDateString', 'date'],
  ['toLocaleTimeString', 'time'],
]);

/** `Intl.DateTimeFormat` (the lib's). */
export const isIntlDateTimeFormat = (node: ts.Expression, checker: ts.TypeChecker) =>
  isIntlClass(node, 'DateTimeFormat', checker);

/** The first argument or option outside what JsDateTimeFormat knows, with what it is; undefined when all are known. */
function unsupportedArgument(
  args: readonly ts.Expression[],
  call: ts.Node,
  kind: DateTimeKind,
): { node: ts.Node; what: string } | undefined {
  const [locale, options, extra] = args;
  if (!locale || !LOCALES.has(literalText(locale) ?? ''))
    return { node: locale ?? call, what: "A locale other than the literal 'en' or 'en-US'" };
  if (extra) return { node: extra, what: 'A third argument' };
  if (!options) return { node: call, what: "Formatting without a timeZone option (Node would use the server's zone)" };
  if (!ts.isObjectLiteralExpression(options)) return { node: options, what: 'Options that are not an object literal' };
  const values = new Map<string, ts.Expression>();
  for (const p of options.properties) {
    if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))
      return { node: p, what: 'An option written other than `name: value`' };
    const name = p.name.text;
    values.set(name, p.initializer);
    if (FREE.has(name)) continue;
    const allowed = VALUES[name];
    if (!allowed) return { node: p, what: `The option ${name}` };
    if (!allowed.includes(literalText(p.initializer) ?? ''))
      return { node: p.initializer, what: `The ${name} ${p.initializer.getText()} (not one of ${allowed.join(', ')})` };
  }
  const zone = values.get('timeZone');
  if (!zone) return { node: options, what: "Formatting without a timeZone option (Node would use the server's zone)" };
  const styles = ['dateStyle', 'timeStyle'].filter((s) => values.has(s));
  // What Node throws a TypeError for on every call is reported here instead.
  const field = FIELDS.find((f) => values.has(f));
  if (styles.length && field)
    return { node: values.get(field)!, what: `The option ${field} together with ${styles[0]}` };
  if (kind === 'date' && values.has('timeStyle'))
    return { node: values.get('timeStyle')!, what: 'timeStyle in toLocaleDateString()' };
  if (kind === 'time' && values.has('dateStyle'))
    return { node: values.get('dateStyle')!, what: 'dateStyle in toLocaleTimeString()' };
  return undefined;
}

/**
 * The runtime class for checked options: JsZonedDateTimeFormat where timeStyle 'full' or
 * 'long' names a zone other than the literal 'UTC' (it ships the table of ICU's zone names),
 * JsDateTimeFormat otherwise.
 */
function formatClass(options: ts.Expression | undefined): string {
  const option = (name: string) =>
    options && ts.isObjectLiteralExpression(options)
      ? options.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) &&
            (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
            p.name.text === name,
        )?.initializer
      : undefined;
  const timeStyle = literalText(option('timeStyle'));
  const namesZone = (timeStyle === 'full' || timeStyle === 'long') && literalText(option('timeZone')) !== 'UTC';
  return namesZone ? 'JsZonedDateTimeFormat' : 'JsDateTimeFormat';
}

/** `new Intl.DateTimeFormat('en-US', { … })`. */
export function transformDateTimeFormatNew(node: ts.NewExpression, ctx: TransformContext): Expr {
  const args = node.arguments ?? [];
  if (args.some((a) => ts.isSpreadElement(a)))
    return ctx.unsupported(node, Unsupported.construct('Intl.DateTimeFormat'));
  const problem = unsupportedArgument(args, node, 'any');
  if (problem) return ctx.unsupported(problem.node, Unsupported.dateTimeFormatOption(problem.what));
  return { kind: 'new', className: ctx.runtimeClass(formatClass(args[1])), args: callArgs(node, ctx) };
}

/** `formatter.format(date)`, `formatter.formatToParts(date)`; undefined for the other methods. */
export function transformDateTimeFormatMethod(
  { node, callee, name }: LibCall,
  ctx: TransformContext,
): Expr | undefined {
  const method = name === 'format' ? 'format' : name === 'formatToParts' ? 'format_to_parts' : undefined;
  if (!method || node.arguments.length > 1) return undefined;
  return {
    kind: 'methodCall',
    object: ctx.transformExpression(callee.expression),
    name: method,
    args: callArgs(node, ctx),
  };
}

/** `date.toLocaleString('en-US', { … })` and the Date and Time forms; undefined for other methods. */
export function transformDateToLocale({ node, callee, name }: LibCall, ctx: TransformContext): Expr | undefined {
  const kind = LOCALE_METHODS.get(name);
  if (!kind) return undefined;
  const problem = unsupportedArgument(node.arguments, node, kind);
  if (problem) return ctx.unsupported(problem.node, Unsupported.dateTimeFormatOption(problem.what));
  return runtimeCall(ctx, formatClass(node.arguments[1]), 'to_locale_string', [
    ctx.transformExpression(callee.expression),
    str(kind),
    ...callArgs(node, ctx),
  ]);
}
