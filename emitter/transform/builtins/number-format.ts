// `new Intl.NumberFormat(locale, options).format(n)` and `n.toLocaleString(locale, options)`
// for the explicit English locales ('en', 'en-US'): JsNumberFormat (php-runtime/
// JsNumberFormat.php) writes what ICU writes for them. The locale and the option names are
// checked here, at build (TS2WP3610), so what runs is always a form the runtime knows;
// numeric option values are checked at run time, as Node does (RangeError).
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import type { Expr } from '../../php/ast.js';
import { isLibGlobal } from '../../libs.js';
import type { TransformContext } from '../context.js';
import { runtimeCall } from '../util/runtime.js';
import { callArgs } from '../util/calls.js';
import type { LibCall } from '../shapes.js';

const LOCALES = new Set(['en', 'en-US']);
const STYLES = new Set(['decimal', 'percent', 'currency']);
const NUMERIC_OPTIONS = new Set(['minimumFractionDigits', 'maximumFractionDigits', 'useGrouping']);

/** `Intl.<name>` (the lib's): the formatters this file and date-time-format.ts translate. */
export function isIntlClass(
  node: ts.Expression,
  name: 'NumberFormat' | 'DateTimeFormat',
  checker: ts.TypeChecker,
): boolean {
  return (
    ts.isPropertyAccessExpression(node) && node.name.text === name && isLibGlobal(node.expression, 'Intl', checker)
  );
}

/** `Intl.NumberFormat` (the lib's). */
export const isIntlNumberFormat = (node: ts.Expression, checker: ts.TypeChecker) =>
  isIntlClass(node, 'NumberFormat', checker);

/** A locale or option written as a literal string, else undefined. */
export const literalText = (node: ts.Expression | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** The first argument or option outside what JsNumberFormat knows, with what it is; undefined when all are known. */
function unsupportedArgument(
  args: readonly ts.Expression[],
  call: ts.Node,
): { node: ts.Node; what: string } | undefined {
  const [locale, options, extra] = args;
  if (!locale || !LOCALES.has(literalText(locale) ?? ''))
    return { node: locale ?? call, what: "A locale other than the literal 'en' or 'en-US'" };
  if (extra) return { node: extra, what: 'A third argument' };
  if (!options) return undefined;
  if (!ts.isObjectLiteralExpression(options)) return { node: options, what: 'Options that are not an object literal' };
  const values = new Map<string, ts.Expression>();
  for (const p of options.properties) {
    if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))
      return { node: p, what: 'An option written other than `name: value`' };
    values.set(p.name.text, p.initializer);
    if (p.name.text === 'style' || p.name.text === 'currency' || NUMERIC_OPTIONS.has(p.name.text)) continue;
    return { node: p, what: `The option ${p.name.text}` };
  }
  const style = values.get('style');
  const styleText = style && literalText(style);
  if (style && !STYLES.has(styleText ?? '')) return { node: style, what: `The style ${style.getText()}` };
  const currency = values.get('currency');
  if (styleText === 'currency' && literalText(currency) !== 'USD')
    return { node: currency ?? options, what: "A currency other than the literal 'USD'" };
  if (currency && styleText !== 'currency') return { node: currency, what: "A currency without `style: 'currency'`" };
  return undefined;
}

/** `new Intl.NumberFormat('en-US', { … })`. */
export function transformNumberFormatNew(node: ts.NewExpression, ctx: TransformContext): Expr {
  const args = node.arguments ?? [];
  if (args.some((a) => ts.isSpreadElement(a))) return ctx.unsupported(node, Unsupported.construct('Intl.NumberFormat'));
  const problem = unsupportedArgument(args, node);
  if (problem) return ctx.unsupported(problem.node, Unsupported.numberFormatOption(problem.what));
  return { kind: 'new', className: ctx.runtimeClass('JsNumberFormat'), args: callArgs(node, ctx) };
}

/** `formatter.format(n)`; undefined for the other methods. */
export function transformNumberFormatMethod({ node, callee, name }: LibCall, ctx: TransformContext): Expr | undefined {
  if (name !== 'format' || node.arguments.length !== 1) return undefined;
  return {
    kind: 'methodCall',
    object: ctx.transformExpression(callee.expression),
    name: 'format',
    args: callArgs(node, ctx),
  };
}

/** `n.toLocaleString('en-US', { … })`: the same formatter, made for one call. */
export function transformNumberToLocaleString(
  node: ts.CallExpression,
  callee: ts.PropertyAccessExpression,
  ctx: TransformContext,
): Expr {
  const problem = unsupportedArgument(node.arguments, node);
  if (problem) return ctx.unsupported(problem.node, Unsupported.numberFormatOption(problem.what));
  return runtimeCall(ctx, 'JsNumberFormat', 'to_locale_string', [
    ctx.transformExpression(callee.expression),
    ...callArgs(node, ctx),
  ]);
}
