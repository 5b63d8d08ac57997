// String.prototype methods, `s.length`, String.fromCharCode/fromCodePoint: calls to the
// runtime's JsString (php-runtime/JsString.php), which counts UTF-16 code units like
// JavaScript. match/matchAll/search go to regexp.ts. See docs/subset/strings-numbers.md.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { binary, bool, call, num, str, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { isNumberType, isStringType } from '../util/types.js';
import { libGlobal, libOwner } from '../../libs.js';
import { callArgs } from '../util/calls.js';
import { runtimeCall } from '../util/runtime.js';
import type { LibCall } from '../shapes.js';
import { transformStringRegExpCall } from './regexp.js';
import { trackedLengthRead } from '../analysis/append-length.js';
import { skipOuter } from '../util/syntax.js';

/** JS method → JsString helper; the receiver is the first argument. */
const METHODS = new Map<string, string>(
  Object.entries({
    slice: 'slice',
    substring: 'substring',
    substr: 'substr',
    indexOf: 'index_of',
    lastIndexOf: 'last_index_of',
    includes: 'includes',
    startsWith: 'starts_with',
    endsWith: 'ends_with',
    toUpperCase: 'to_upper_case',
    toLowerCase: 'to_lower_case',
    trim: 'trim',
    trimStart: 'trim_start',
    trimEnd: 'trim_end',
    trimLeft: 'trim_start',
    trimRight: 'trim_end',
    padStart: 'pad_start',
    padEnd: 'pad_end',
    repeat: 'repeat',
    charAt: 'char_at',
    charCodeAt: 'char_code_at',
    codePointAt: 'code_point_at',
    at: 'at',
    concat: 'concat',
    split: 'split',
    replace: 'replace',
    replaceAll: 'replace_all',
    toWellFormed: 'to_well_formed',
  }),
);

/** String.fromCharCode/fromCodePoint. */
export function transformStringStatic({ node, name, owner }: LibCall, ctx: TransformContext): Expr | undefined {
  if (owner !== 'StringConstructor') return undefined;
  if (name === 'fromCharCode') return runtimeCall(ctx, 'JsString', 'from_char_code', callArgs(node, ctx));
  if (name === 'fromCodePoint') return runtimeCall(ctx, 'JsString', 'from_code_point', callArgs(node, ctx));
  return ctx.unsupported(node, Unsupported.stringFunction(name));
}

/** `s.method(...)` on a string (a member of the lib's String). */
export function transformStringMethod({ node, callee, name }: LibCall, ctx: TransformContext): Expr | undefined {
  if (!isStringType(ctx.typeOf(callee.expression))) return undefined;
  if (name === 'toString' || name === 'valueOf') return ctx.transformExpression(callee.expression);
  if (name === 'match' || name === 'matchAll' || name === 'search') return transformStringRegExpCall(node, name, ctx);
  if (name === 'normalize') {
    const receiver = ctx.transformExpression(callee.expression);
    return runtimeCall(ctx, 'JsNormalize', 'normalize', [receiver, ...callArgs(node, ctx)]);
  }
  if (name === 'localeCompare') {
    // The locale and options go to the runtime as they are (see JsCollate.php).
    const receiver = ctx.transformExpression(callee.expression);
    return runtimeCall(ctx, 'JsCollate', 'compare', [receiver, ...callArgs(node, ctx)]);
  }
  // `s.split(' ')`: JsString::split() of a non-empty string is explode(); a literal without
  // surrogates is known to be one (no RegExp, no limit, no conversion).
  const [sep, ...rest] = node.arguments;
  if (
    name === 'split' &&
    sep &&
    !rest.length &&
    (ts.isStringLiteral(sep) || ts.isNoSubstitutionTemplateLiteral(sep)) &&
    sep.text !== '' &&
    !/[\uD800-\uDFFF]/.test(sep.text)
  ) {
    const receiver = ctx.transformExpression(callee.expression);
    return { kind: 'new', className: ctx.runtime.jsArray, args: [call('explode', [str(sep.text), receiver])] };
  }
  const search = literalSearch(name, node);
  if (search !== undefined) return searchCall(name, ctx.transformExpression(callee.expression), search);
  const padded = name === 'padStart' || name === 'padEnd' ? asciiPad(node, callee, ctx) : undefined;
  if (padded) return padded;
  const helper = METHODS.get(name);
  if (!helper) {
    return ctx.unsupported(node, Unsupported.stringMethod(name));
  }
  const receiver = ctx.transformExpression(callee.expression);
  return runtimeCall(ctx, 'JsString', helper, [receiver, ...callArgs(node, ctx)]);
}

/**
 * The literal of `s.includes('x')`, `s.startsWith('x')`, `s.endsWith('x')` (no position, a
 * non-empty literal without surrogates): a yes or no that needs no code unit index, and a
 * UTF-8 match of whole characters is found only at character boundaries.
 */
function literalSearch(name: string, node: ts.CallExpression): string | undefined {
  if (name !== 'includes' && name !== 'startsWith' && name !== 'endsWith') return undefined;
  const [arg, ...rest] = node.arguments;
  if (!arg || rest.length || !(ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))) return undefined;
  return arg.text !== '' && !/[\uD800-\uDFFF]/.test(arg.text) ? arg.text : undefined;
}

/**
 * `s.padStart(9)`, `s.padEnd(4, '0')` of a string known to be ASCII (knownAscii()) to a literal
 * length up to 1,024 with no fill or a one-character ASCII fill: str_pad(), since the string's
 * bytes are its UTF-16 code units; like padStart, it leaves a longer string as it is.
 */
function asciiPad(
  node: ts.CallExpression,
  callee: ts.PropertyAccessExpression,
  ctx: TransformContext,
): Expr | undefined {
  const [target, fill, ...rest] = node.arguments;
  if (!target || rest.length || !ts.isNumericLiteral(target)) return undefined;
  const length = Number(target.text);
  if (!Number.isInteger(length) || length > 1024) return undefined;
  const text = fill === undefined ? ' ' : ts.isStringLiteralLike(fill) ? fill.text : '';
  if (text.length !== 1 || !isAscii(text) || !knownAscii(callee.expression, ctx)) return undefined;
  const args = [ctx.transformExpression(callee.expression), num(length)];
  if (callee.name.text === 'padStart')
    return call('str_pad', [...args, str(text), { kind: 'const', name: 'STR_PAD_LEFT' }]);
  return call('str_pad', text === ' ' ? args : [...args, str(text)]); // A space is str_pad()'s own fill.
}

const isAscii = (text: string): boolean => /^[\x00-\x7f]*$/.test(text);

/** Number methods whose text is ASCII ("-1.50", "1e+21", "NaN", "ff"). */
const NUMBER_TEXTS = new Set(['toFixed', 'toPrecision', 'toExponential', 'toString']);

/**
 * Whether a string expression is ASCII by its syntax: an ASCII literal, a number's text
 * (`String(n)`, `n.toFixed(2)`, a template or `+` of ASCII text and numbers), or such a string
 * padded with an ASCII literal. A value typed number is trusted to be one, as the length
 * tracking of appended numbers does (analysis/append-length.ts).
 */
function knownAscii(node: ts.Expression, ctx: TransformContext): boolean {
  const e = skipOuter(node);
  const part = (x: ts.Expression) => isNumberType(ctx.typeOf(x)) || knownAscii(x, ctx);
  if (ts.isStringLiteralLike(e)) return isAscii(e.text);
  if (ts.isTemplateExpression(e))
    return isAscii(e.head.text) && e.templateSpans.every((s) => isAscii(s.literal.text) && part(s.expression));
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return part(e.left) && part(e.right);
  if (!ts.isCallExpression(e)) return false;
  const target = skipOuter(e.expression);
  if (libGlobal(target, ctx.checker) === 'String')
    return e.arguments.length === 1 && isNumberType(ctx.typeOf(e.arguments[0]));
  if (!ts.isPropertyAccessExpression(target)) return false;
  const method = target.name.text;
  if (NUMBER_TEXTS.has(method))
    return libOwner(target.name, ctx.checker) === 'Number' && isNumberType(ctx.typeOf(target.expression));
  if (method !== 'padStart' && method !== 'padEnd') return false;
  const fill = e.arguments[1];
  const fillAscii = !fill || (ts.isStringLiteralLike(fill) && isAscii(fill.text));
  return fillAscii && isStringType(ctx.typeOf(target.expression)) && knownAscii(target.expression, ctx);
}

/** The byte function for literalSearch(): strpos(), strncmp() at the start, substr() at the end. */
function searchCall(name: string, receiver: Expr, search: string): Expr {
  if (name === 'includes') return binary('!==', bool(false), call('strpos', [receiver, str(search)]));
  const bytes = Buffer.byteLength(search, 'utf8');
  if (name === 'startsWith') return binary('===', num(0), call('strncmp', [receiver, str(search), num(bytes)]));
  return binary('===', str(search), call('substr', [receiver, num(-bytes)]));
}

/** `s.length` on a string. */
export function transformStringProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  if (node.name.text !== 'length' || !isStringType(ctx.typeOf(node.expression))) return undefined;
  const tracked = trackedLengthRead(node, ctx); // A string built in a loop (append-length.ts).
  if (tracked) return tracked;
  const receiver = ctx.transformExpression(node.expression);
  if (receiver.kind === 'string') return { kind: 'number', value: receiver.value.length };
  // Only zero or not: the byte count says it without counting code units. The cast keeps
  // length()'s '' for a null the types call a string.
  if (onlyZeroOrNot(node)) return call('strlen', [{ kind: 'cast', type: 'string', expr: receiver }]);
  return runtimeCall(ctx, 'JsString', 'length', [receiver]);
}

const ZERO_COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
]);

/**
 * Whether a length is only compared with 0 (`s.length > 0`, `0 !== s.length`, `!s.length`)
 * or tested as a condition (`if (s.length)`, `s.length ? a : b`): a string has no code units
 * exactly when it has no bytes, and neither count is negative, so every comparison with 0
 * answers the same for both.
 */
function onlyZeroOrNot(node: ts.Expression): boolean {
  let child: ts.Node = node;
  while (ts.isParenthesizedExpression(child.parent)) child = child.parent;
  const parent = child.parent;
  if (ts.isBinaryExpression(parent)) {
    const other = skipOuter(parent.left === child ? parent.right : parent.left);
    return ZERO_COMPARISONS.has(parent.operatorToken.kind) && ts.isNumericLiteral(other) && Number(other.text) === 0;
  }
  if (ts.isPrefixUnaryExpression(parent)) return parent.operator === ts.SyntaxKind.ExclamationToken;
  if (ts.isConditionalExpression(parent)) return parent.condition === child;
  return (ts.isIfStatement(parent) || ts.isWhileStatement(parent)) && parent.expression === child;
}
