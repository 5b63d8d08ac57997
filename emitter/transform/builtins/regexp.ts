// Regular expressions: literals (and `new RegExp('literal', 'flags')`) become JsRegExp
// objects (php-runtime/JsRegExp.php) holding a PCRE pattern translated at compile time
// (regexp/compile.ts), so a pattern PCRE would read differently is a compile error, never
// a silent difference. RegExp#test/exec, String#match/matchAll/search (replace and split
// dispatch at run time in JsString). See docs/subset/strings-numbers.md.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { binary, bool, call, num, str, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { isStringType } from '../util/types.js';
import { isLibType } from '../../libs.js';
import { callArgs } from '../util/calls.js';
import { runtimeCall } from '../util/runtime.js';
import type { LibCall } from '../shapes.js';
import { compileRegExp, RegExpError, type CompiledRegExp } from '../../regexp/compile.js';
import { skipOuter } from '../util/syntax.js';

/**
 * `new JsRegExp( pcre, source, flags, groups, names[, nonempty] )` for a known pattern, or
 * `JsRegExp::literal( … )` (built once per request) when `shared`: only the call it is given
 * to sees it (sharedRegExp()).
 */
function regexpExpr(node: ts.Node, source: string, flags: string, ctx: TransformContext, shared: boolean): Expr {
  let compiled: CompiledRegExp;
  try {
    compiled = compileRegExp(source, flags);
  } catch (error) {
    if (!(error instanceof RegExpError)) throw error;
    return ctx.unsupported(node, Unsupported.regExpPattern(error.message));
  }
  const sorted = [...flags].sort((a, b) => 'dgimsuvy'.indexOf(a) - 'dgimsuvy'.indexOf(b)).join('');
  const args = [
    str(compiled.pcre),
    str(source),
    str(sorted),
    num(compiled.groups),
    { kind: 'array', items: compiled.names.map((n) => ({ value: str(n) })) } satisfies Expr,
    ...(compiled.nonEmpty ? [bool(true)] : []),
  ];
  return shared
    ? runtimeCall(ctx, 'JsRegExp', 'literal', args)
    : { kind: 'new', className: ctx.runtimeClass('JsRegExp'), args };
}

/** String methods that take a RegExp and leave its lastIndex at 0 (JsString/JsRegExp.php). */
const STRING_REGEXP_METHODS = new Set(['split', 'replace', 'replaceAll', 'match', 'matchAll', 'search']);

/**
 * Whether a RegExp built at `node` may be one object shared by every evaluation: it is only
 * the receiver of `.test()`/`.exec()` (without the g flag, so its lastIndex is never read or
 * written) or the pattern of a string method above, so no code can hold it, compare it or
 * read its lastIndex.
 */
function sharedRegExp(node: ts.Expression, flags: string, ctx: TransformContext): boolean {
  let child: ts.Node = node;
  while (ts.isParenthesizedExpression(child.parent)) child = child.parent;
  const parent = child.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.expression === child) {
    const use = parent.parent;
    return (
      ts.isCallExpression(use) &&
      use.expression === parent &&
      (parent.name.text === 'test' || parent.name.text === 'exec') &&
      !flags.includes('g')
    );
  }
  if (!ts.isCallExpression(parent) || parent.arguments[0] !== child) return false;
  const callee = parent.expression;
  return (
    ts.isPropertyAccessExpression(callee) &&
    STRING_REGEXP_METHODS.has(callee.name.text) &&
    isStringType(ctx.typeOf(callee.expression))
  );
}

/** A regular expression literal `/…/flags`. */
export function transformRegExpLiteral(node: ts.RegularExpressionLiteral, ctx: TransformContext): Expr {
  const text = node.text;
  const slash = text.lastIndexOf('/');
  const flags = text.slice(slash + 1);
  return regexpExpr(node, text.slice(1, slash), flags, ctx, sharedRegExp(node, flags, ctx));
}

/** A string literal's text, or undefined when the expression is not one. */
function literalText(node: ts.Expression | undefined): string | undefined {
  if (!node) return undefined;
  const inner = skipOuter(node);
  return ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner) ? inner.text : undefined;
}

/**
 * `new RegExp( 'pattern', 'flags' )` and `RegExp(…)`: literal strings are translated now;
 * a pattern or flags computed at run time (a user's search term) are translated by the
 * runtime (JsRegExpSyntax.php), which throws a SyntaxError for an invalid pattern as
 * JavaScript does.
 */
export function transformRegExpNew(node: ts.NewExpression | ts.CallExpression, ctx: TransformContext): Expr {
  const args = node.arguments ?? [];
  if (args.some((a) => ts.isSpreadElement(a))) return ctx.unsupported(node, Unsupported.computedRegExp());
  const [pattern, flags] = args;
  const source = literalText(pattern);
  const flagText = flags === undefined ? '' : literalText(flags);
  if (source === undefined || flagText === undefined) {
    const out: Expr[] = [pattern ? ctx.transformExpression(pattern) : str('(?:)')];
    if (flags) out.push(ctx.transformExpression(flags));
    return runtimeCall(ctx, 'JsRegExpSyntax', 'create', out);
  }
  const shared = ts.isNewExpression(node) && sharedRegExp(node, flagText, ctx);
  return regexpExpr(node, source === '' ? '(?:)' : sourceText(source), flagText, ctx, shared);
}

/** `re.source` as JavaScript writes it for a pattern given as a string: `/` outside a class and line terminators escaped. */
function sourceText(pattern: string): string {
  let out = '';
  let inClass = false;
  const lines: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\u2028': '\\u2028', '\u2029': '\\u2029' };
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\' && i + 1 < pattern.length) {
      out += c + pattern[++i];
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    out += c === '/' && !inClass ? '\\/' : (lines[c] ?? c);
  }
  return out;
}

/** `re.test( s )`, `re.exec( s )`, `re.toString()` (a member of the lib's RegExp or Object). */
export function transformRegExpMethod({ node, callee, name }: LibCall, ctx: TransformContext): Expr | undefined {
  if (!isRegExpType(ctx.typeOf(callee.expression))) return undefined;
  const chars = name === 'test' ? asciiClass(callee.expression) : undefined;
  if (chars !== undefined && node.arguments.length === 1 && !ts.isSpreadElement(node.arguments[0])) {
    const text = stringArg(node.arguments[0], ctx.transformExpression(node.arguments[0]), ctx);
    return binary('!==', bool(false), call('strpbrk', [text, str(chars)]));
  }
  const re = ctx.transformExpression(callee.expression);
  const args = callArgs(node, ctx);
  switch (name) {
    case 'test':
    case 'exec':
      return {
        kind: 'methodCall',
        object: re,
        name,
        args: [args[0] ? stringArg(node.arguments[0], args[0], ctx) : str('undefined')],
      };
    case 'toString':
      return { kind: 'cast', type: 'string', expr: re };
  }
  return ctx.unsupported(node, Unsupported.regExpMethod(name));
}

/** What a class escape stands for: a control character, or the punctuation itself. */
const CLASS_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' };

/**
 * The characters of a literal `/[…]/` (no flag but m or s) that lists ASCII characters one by
 * one (`/[",\n]/`, `/[<>&]/`): its test() is strpbrk(), since in UTF-8 an ASCII byte is
 * always that character. Undefined for anything else (ranges, negation, shorthands).
 */
function asciiClass(node: ts.Expression): string | undefined {
  const re = skipOuter(node);
  if (!ts.isRegularExpressionLiteral(re)) return undefined;
  const match = /^\/\[([^]*)\]\/([a-z]*)$/.exec(re.text);
  if (!match || !/^[ms]*$/.test(match[2]) || match[1] === '' || match[1].startsWith('^')) return undefined;
  const body = match[1];
  let chars = '';
  for (let i = 0; i < body.length; i++) {
    let c = body[i];
    if (c === '\\') {
      const next = body[++i] ?? '';
      c = CLASS_ESCAPES[next] ?? (/^[!-/:-@[-`{-~]$/.test(next) ? next : '');
      if (c === '') return undefined;
    } else if (c === ']' || (c === '-' && i > 0 && i < body.length - 1) || c.charCodeAt(0) > 0x7f) {
      return undefined;
    }
    chars += c;
  }
  return chars;
}

function stringArg(node: ts.Expression, value: Expr, ctx: TransformContext): Expr {
  return isStringType(ctx.typeOf(node))
    ? value
    : { kind: 'staticCall', className: ctx.runtime.js, name: 'str', args: [value] };
}

/** `s.match( re )`, `s.matchAll( re )`, `s.search( re )`: the pattern a RegExp or a literal string. */
export function transformStringRegExpCall(
  node: ts.CallExpression,
  name: 'match' | 'matchAll' | 'search',
  ctx: TransformContext,
): Expr {
  const callee = node.expression as ts.PropertyAccessExpression;
  const arg = node.arguments[0];
  const text = ctx.transformExpression(callee.expression);
  let re: Expr;
  const literal = literalText(arg);
  if (literal !== undefined) {
    // A string pattern: a RegExp no code sees but this call.
    re = regexpExpr(arg, literal === '' ? '(?:)' : literal, name === 'matchAll' ? 'g' : '', ctx, true);
  } else if (arg && !ts.isSpreadElement(arg) && isRegExpType(ctx.typeOf(arg))) {
    re = ctx.transformExpression(arg);
  } else {
    return ctx.unsupported(node, Unsupported.matchPattern(name));
  }
  if (name === 'matchAll' && !iteratedOnly(node)) {
    return ctx.unsupported(node, Unsupported.matchAllAsValue());
  }
  return { kind: 'methodCall', object: re, name: name === 'matchAll' ? 'match_all' : name, args: [text] };
}

const isRegExpType = (type: ts.Type) => isLibType(type, 'RegExp');

/** matchAll's iterator used only by for-of or a spread, so an array of the matches behaves the same. */
function iteratedOnly(node: ts.CallExpression): boolean {
  let child: ts.Node = node;
  let parent = node.parent;
  while (ts.isParenthesizedExpression(parent)) {
    child = parent;
    parent = parent.parent;
  }
  return (ts.isForOfStatement(parent) && parent.expression === child) || ts.isSpreadElement(parent);
}

/** `m.index`, `m.input`, `m.groups` of a match() or exec() result. */
export function transformRegExpProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  const name = node.name.text;
  if (name !== 'index' && name !== 'input' && name !== 'groups') {
    return ctx.unsupported(node, Unsupported.matchProperty(name));
  }
  return runtimeCall(ctx, 'JsRegExp', 'detail', [ctx.transformExpression(node.expression), str(name)]);
}
