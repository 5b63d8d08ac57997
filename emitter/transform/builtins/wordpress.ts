// WordPress functions and classes imported from `ts2wp/wordpress`: calls to the PHP
// globals of the same name, with values converted at the boundary (JS objects and
// arrays become PHP arrays going in; PHP arrays become JS values coming out).
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import type { Expr } from '../../php/ast.js';
import { isWordPressName, resolveSymbol } from '../../libs.js';
import type { TransformContext } from '../context.js';
import { js } from '../util/runtime.js';
import { isObjectOnlyType, isPrimitiveType } from '../util/types.js';
import { closureOnly } from '../util/calls.js';
import { skipOuter } from '../util/syntax.js';

/**
 * Arguments whose JS objects must stay objects (they end up in a JSON response): the data of
 * `new WP_REST_Response()`, `rest_ensure_response()` and `set_data()`, by class, function or
 * method name. Not WP_Error's `$data`: WordPress reads `$data['status']` from it, so it must
 * be an array.
 */
const JSON_ARGS: Record<string, number[]> = { WP_REST_Response: [0], rest_ensure_response: [0], set_data: [0] };

export function toPhpArgs(args: readonly ts.Expression[], ctx: TransformContext, jsonArgs: number[] = []): Expr[] {
  return args.map((arg, i) => {
    const value = ctx.transformExpression(arg);
    // A callback WordPress will call (`add_filter( $hook, $cb )`): a closure, never a name from data.
    if (ctx.checker.getContextualType(arg)?.getCallSignatures().length) return closureOnly(arg, value, ctx, 'callback');
    if (isPrimitiveType(ctx.typeOf(arg))) return value;
    return js(ctx, jsonArgs.includes(i) ? 'to_json' : 'to_php', [value]);
  });
}

/**
 * Wraps a WordPress result in Js::from() unless its type is primitive; in Js::from_object()
 * when the type says it is a map (`get_params()`, `get_post_meta(id)`), so an empty PHP
 * array arrives as `{}`, not `[]`.
 */
export function fromPhp(call: Expr, node: ts.Expression, ctx: TransformContext): Expr {
  const type = ctx.typeOf(node);
  if (isPrimitiveType(type)) return call;
  return js(ctx, isObjectOnlyType(type, ctx.checker) ? 'from_object' : 'from', [call]);
}

const isWordPressImport = (expr: ts.Expression, ctx: TransformContext) => isWordPressName(expr, ctx.checker);

/**
 * WordPress's translation functions: which arguments are text (read from the source by
 * translation tools) and which is the text domain (WPCS WordPress.WP.I18n's list).
 */
const TRANSLATION_CALLS: Record<string, { text: number[]; domain: number }> = {
  __: { text: [0], domain: 1 },
  esc_html__: { text: [0], domain: 1 },
  esc_html_e: { text: [0], domain: 1 },
  esc_attr__: { text: [0], domain: 1 },
  esc_attr_e: { text: [0], domain: 1 },
  translate: { text: [0], domain: 1 },
  _x: { text: [0, 1], domain: 2 },
  esc_html_x: { text: [0, 1], domain: 2 },
  esc_attr_x: { text: [0, 1], domain: 2 },
  translate_with_gettext_context: { text: [0, 1], domain: 2 },
  _n: { text: [0, 1], domain: 3 },
  _nx: { text: [0, 1, 3], domain: 4 },
  translate_nooped_plural: { text: [], domain: 2 },
};

/** A printf placeholder as WordPress.WP.I18n counts them (`%s`, `%1$d`, `%05.2f`; not `%%`). */
const PLACEHOLDER = /(?<!%)%(?:\d+\$)?[+-]?(?:0|'.)?-?\d*(?:\.\d+)?[bcdeEfFgGosuxX]/;

/**
 * A translation call must name the plugin's slug as its text domain and give its text as
 * literals, or the plugin would ship strings no translation reaches (and fail review).
 * Returns the `translators:` note written before it in the TypeScript, for the PHP.
 */
function checkTranslationCall(node: ts.CallExpression, name: string, ctx: TransformContext): string | undefined {
  const call = TRANSLATION_CALLS[name];
  if (!call) return undefined;
  const args = node.arguments;
  const slug = ctx.project.plugin.textDomain;
  let placeholders = false;
  for (const i of call.text) {
    if (!args[i]) continue;
    if (!ts.isStringLiteralLike(args[i])) ctx.report(args[i], Unsupported.translatedText(name));
    else placeholders ||= PLACEHOLDER.test(args[i].text);
  }
  const note = translatorsNote(node);
  if (placeholders && !note) ctx.report(node, Unsupported.translatorsComment(name));
  const domain = args[call.domain];
  const found = !domain
    ? 'has no text domain'
    : !ts.isStringLiteralLike(domain)
      ? 'takes its text domain as a value, not a string literal'
      : domain.text !== slug
        ? `names the text domain '${domain.text}'`
        : undefined;
  if (found) ctx.report(domain ?? node, Unsupported.textDomain(name, found, slug));
  return note;
}

/**
 * The last `translators:` comment before `node`, up to its statement: written before the
 * call, or before the property or statement that holds it. Its text without comment markers.
 */
function translatorsNote(node: ts.Node): string | undefined {
  const text = node.getSourceFile().text;
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    // A comment on the line before is leading trivia; one on the same line (`x: /* … */ __(`) trailing.
    const pos = at.getFullStart();
    const comments = [
      ...(ts.getTrailingCommentRanges(text, pos) ?? []),
      ...(ts.getLeadingCommentRanges(text, pos) ?? []),
    ];
    const note = comments
      .map((c) =>
        text
          .slice(c.pos, c.end)
          .replace(/^\/\/|^\/\*+|\*+\/$/g, '')
          .replace(/^\s*\*/gm, '')
          .trim(),
      )
      .filter((c) => /^translators:/i.test(c))
      .at(-1);
    if (note) return note;
    if (ts.isStatement(at) || ts.isClassElement(at)) return undefined;
  }
  return undefined;
}

/** WordPress functions that print their arguments into HTML: the arguments WPCS's EscapeOutput reads. */
const PRINTING_CALLS: Record<string, { args: number[]; names: string[] }> = {
  wp_die: { args: [0, 1], names: ['message', 'title'] },
};

/** WordPress's escaping functions as WPCS's EscapeOutput accepts them (those ts2wp/wordpress exports). */
const ESCAPING_CALLS = new Set([
  'absint',
  'esc_attr',
  'esc_attr__',
  'esc_attr_x',
  'esc_html',
  'esc_html__',
  'esc_html_x',
  'esc_js',
  'esc_textarea',
  'esc_url',
  'esc_url_raw',
  'esc_xml',
  'sanitize_hex_color',
  'sanitize_hex_color_no_hash',
  'sanitize_html_class',
  'sanitize_key',
  'sanitize_locale_name',
  'sanitize_user_field',
  'wp_json_encode',
  'wp_kses',
  'wp_kses_data',
  'wp_kses_one_attr',
  'wp_kses_post',
]);

/** Printed as it is without review findings: a literal, an escaping call, or a choice between such. */
function escapedForOutput(arg: ts.Expression, ctx: TransformContext): boolean {
  const node = skipOuter(arg);
  if (ts.isStringLiteralLike(node) || ts.isNumericLiteral(node)) return true;
  if (ts.isConditionalExpression(node))
    return escapedForOutput(node.whenTrue, ctx) && escapedForOutput(node.whenFalse, ctx);
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || !isWordPressImport(node.expression, ctx))
    return false;
  return ESCAPING_CALLS.has(resolveSymbol(node.expression, ctx.checker)?.name ?? node.expression.text);
}

/** A warning at each argument a printing call would print unescaped (Plugin Check reports them at the PHP). */
function checkPrintingCall(node: ts.CallExpression, name: string, ctx: TransformContext): void {
  const call = PRINTING_CALLS[name];
  call?.args.forEach((i, k) => {
    const arg = node.arguments[i];
    if (arg && !escapedForOutput(arg, ctx)) ctx.warn(arg, Unsupported.unescapedOutput(name, call.names[k]));
  });
}

/** WordPress functions that load a script or style from their `src` (what Plugin Check's EnqueuedResourceOffloading reads). */
const ENQUEUE_CALLS: Record<string, string> = {
  wp_enqueue_script: 'script',
  wp_register_script: 'script',
  wp_enqueue_style: 'style',
  wp_register_style: 'style',
};

/** The text an expression surely starts with: a literal's, a template's head, a concatenation's first part. */
function leadingText(expr: ts.Expression): string | undefined {
  const node = skipOuter(expr);
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) return leadingText(node.left);
  return undefined;
}

/** A warning at a `src` that names another host (`https://cdn…`, `//cdn…`); the plugin's own URL is built from `plugin.url`. */
function checkEnqueuedSource(node: ts.CallExpression, name: string, ctx: TransformContext): void {
  const kind = ENQUEUE_CALLS[name];
  const src = node.arguments[1];
  const host = src && /^(?:https?:)?\/\/([^/?#]+)/i.exec(leadingText(src) ?? '')?.[1];
  if (kind && host) ctx.warn(src, Unsupported.offloadedAsset(name, kind, host));
}

/** The query arguments WordPress.WP.PostsPerPage reads, and the limit it sets. */
const PAGINATION_KEYS = new Set(['posts_per_page', 'numberposts']);
const PAGINATION_LIMIT = 100;

/**
 * `posts_per_page: 500` in an object literal: a warning where the WordPress coding standards
 * warn at the PHP (a literal above 100, a number or a string of digits; -1 passes, as there).
 */
export function checkPaginationLimit(prop: ts.PropertyAssignment, ctx: TransformContext): void {
  const key = ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name) ? prop.name.text : undefined;
  if (!key || !PAGINATION_KEYS.has(key)) return;
  const written = skipOuter(prop.initializer);
  const value =
    ts.isPrefixUnaryExpression(written) && written.operator === ts.SyntaxKind.PlusToken
      ? skipOuter(written.operand)
      : written;
  const digits = ts.isNumericLiteral(value) || (ts.isStringLiteralLike(value) && /^[0-9]+$/.test(value.text));
  if (digits && Number(value.text) > PAGINATION_LIMIT)
    ctx.warn(prop.initializer, Unsupported.highPaginationLimit(key, value.getText()));
}

export function transformWordPressCall(node: ts.CallExpression, ctx: TransformContext): Expr | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee) && isWordPressImport(callee, ctx)) {
    const target = resolveSymbol(callee, ctx.checker)?.name ?? callee.text;
    const comment = checkTranslationCall(node, target, ctx);
    checkPrintingCall(node, target, ctx);
    checkEnqueuedSource(node, target, ctx);
    return fromPhp(
      {
        kind: 'call',
        callee: `\\${target}`,
        args: toPhpArgs(node.arguments, ctx, JSON_ARGS[target] ?? []),
        ...(comment ? { comment } : {}),
      },
      node,
      ctx,
    );
  }
  // A method of a WordPress class instance (`$error->get_error_code()`).
  if (ts.isPropertyAccessExpression(callee) && isWordPressImport(callee.name, ctx)) {
    return fromPhp(
      {
        kind: 'methodCall',
        object: ctx.transformExpression(callee.expression),
        name: callee.name.text,
        args: toPhpArgs(node.arguments, ctx, JSON_ARGS[callee.name.text] ?? []),
      },
      node,
      ctx,
    );
  }
  return undefined;
}

export function transformWordPressNew(node: ts.NewExpression, ctx: TransformContext): Expr | undefined {
  if (!ts.isIdentifier(node.expression) || !isWordPressImport(node.expression, ctx)) return undefined;
  const name = resolveSymbol(node.expression, ctx.checker)?.name ?? node.expression.text;
  return { kind: 'new', className: `\\${name}`, args: toPhpArgs(node.arguments ?? [], ctx, JSON_ARGS[name] ?? []) };
}

/** `value instanceof WP_Error` (any class from `ts2wp/wordpress`): PHP's instanceof on the global class. */
export function transformWordPressInstanceOf(node: ts.BinaryExpression, ctx: TransformContext): Expr | undefined {
  let right = node.right;
  while (ts.isParenthesizedExpression(right)) right = right.expression;
  if (!ts.isIdentifier(right) || !isWordPressImport(right, ctx)) return undefined;
  const name = resolveSymbol(right, ctx.checker)?.name ?? right.text;
  return { kind: 'instanceof', expr: ctx.transformExpression(node.left), className: `\\${name}` };
}

/**
 * A property of a WordPress object (`query.posts`, `post.ancestors`, `error.errors`): read
 * as PHP stores it, then converted like a call's result, so a PHP array arrives as a JS
 * array or object. Primitive properties (`post.post_title`, `query.found_posts`) are read
 * directly; undefined for anything that is not a declared WordPress class property.
 */
export function transformWordPressProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  const symbol = resolveSymbol(node.name, ctx.checker);
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Property) || !isWordPressImport(node.name, ctx)) return undefined;
  if (isPrimitiveType(ctx.typeOf(node))) return undefined;
  return fromPhp({ kind: 'prop', object: ctx.transformExpression(node.expression), name: node.name.text }, node, ctx);
}
