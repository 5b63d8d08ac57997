// What SQL text a handler may hand to `$wpdb` (builtins/wpdb.ts): text the compiler can see
// is constant — literals, `const`s of literals, wpdb's table names, `a ? 'ASC' : 'DESC'` —
// or what wpdb.prepare() returned. A request value written into SQL any other way is an
// injection, so it is a compile error whose fix is the prepare() form of the same query.
import ts from '#typescript';
import { LIB_FILES, resolveSymbol } from '../../libs.js';
import path from 'node:path';
import type { TransformContext } from '../context.js';
import { isNumberType } from '../util/types.js';

/** wpdb's properties that hold table names (or the prefix): constant for the SQL check. */
export const TABLE_NAMES = new Set([
  'prefix',
  'base_prefix',
  'posts',
  'postmeta',
  'users',
  'usermeta',
  'options',
  'terms',
  'termmeta',
  'term_taxonomy',
  'term_relationships',
  'comments',
  'commentmeta',
  'links',
]);

const skip = (e: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e)
    ? skip(e.expression)
    : e;

/** True when `name` is a member of ts2wp/wordpress's `wpdb` interface. */
export function isWpdbMember(name: ts.Node, ctx: TransformContext): boolean {
  const decl = resolveSymbol(name, ctx.checker)?.declarations?.[0];
  if (!decl || path.resolve(decl.getSourceFile().fileName) !== LIB_FILES.wordpressGlobals) return false;
  return ts.isInterfaceDeclaration(decl.parent) && decl.parent.name.text === 'wpdb';
}

/** True when a type is ts2wp/wordpress's `PreparedSql` (what wpdb.prepare() returns). */
export function isPreparedSql(type: ts.Type): boolean {
  const alias = type.aliasSymbol;
  const decl = alias?.declarations?.[0];
  return (
    alias?.name === 'PreparedSql' &&
    !!decl &&
    path.resolve(decl.getSourceFile().fileName) === LIB_FILES.wordpressGlobals
  );
}

/**
 * The parts of `expr` that are not constant SQL text, outermost first; empty when the
 * whole text is constant. `const` declarations are followed to their initializers.
 */
export function nonConstantParts(
  expr: ts.Expression,
  ctx: TransformContext,
  seen = new Set<ts.Node>(),
): ts.Expression[] {
  const e = skip(expr);
  if (ts.isStringLiteralLike(e) || ts.isNumericLiteral(e)) return [];
  if (ts.isTemplateExpression(e)) return e.templateSpans.flatMap((s) => nonConstantParts(s.expression, ctx, seen));
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return [...nonConstantParts(e.left, ctx, seen), ...nonConstantParts(e.right, ctx, seen)];
  // `order === 'asc' ? 'ASC' : 'DESC'`: the condition chooses between constants.
  if (ts.isConditionalExpression(e))
    return [...nonConstantParts(e.whenTrue, ctx, seen), ...nonConstantParts(e.whenFalse, ctx, seen)];
  if (ts.isPropertyAccessExpression(e) && TABLE_NAMES.has(e.name.text) && isWpdbMember(e.name, ctx)) return [];
  if (
    ts.isCallExpression(e) &&
    ts.isPropertyAccessExpression(e.expression) &&
    e.expression.name.text === 'get_charset_collate' &&
    isWpdbMember(e.expression.name, ctx)
  )
    return [];
  const initializer = ts.isIdentifier(e) ? constInitializer(e, ctx, seen) : undefined;
  if (initializer) return nonConstantParts(initializer, ctx, seen).length ? [e] : [];
  return [e];
}

/** Whether `expr` is SQL a query may run: constant text, or a value of type PreparedSql. */
export function unsafeSqlParts(expr: ts.Expression, ctx: TransformContext): ts.Expression[] {
  const parts = nonConstantParts(expr, ctx);
  if (!parts.length || isPreparedSql(ctx.checker.getTypeAtLocation(expr))) return [];
  // A prepared part inside constant text (`prepared + ' LIMIT 10'`) is fine too.
  return parts.filter((p) => !isPreparedSql(ctx.checker.getTypeAtLocation(p)));
}

/**
 * The prepare() form of a query built from values: each value becomes a placeholder (`%d`
 * for a number, `%s` otherwise, the quotes around it dropped) and an argument.
 */
export function preparedForm(expr: ts.Expression, unsafe: readonly ts.Expression[], ctx: TransformContext): string {
  type Segment = { text: string } | { source: string; placeholder?: string };
  const segments: Segment[] = [];
  const collect = (part: ts.Expression) => {
    const p = skip(part);
    if (ts.isStringLiteralLike(p)) segments.push({ text: p.text });
    else if (ts.isTemplateExpression(p)) {
      segments.push({ text: p.head.text });
      for (const span of p.templateSpans) {
        collect(span.expression);
        segments.push({ text: span.literal.text });
      }
    } else if (ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      collect(p.left);
      collect(p.right);
    } else if (unsafe.includes(p) || unsafe.includes(part))
      segments.push({ source: part.getText(), placeholder: isNumberType(ctx.typeOf(part)) ? '%d' : '%s' });
    else segments.push({ source: part.getText() });
  };
  collect(expr);
  const values = segments
    .filter((g) => 'placeholder' in g && g.placeholder)
    .map((g) => (g as { source: string }).source);
  if (!values.length) return "wpdb.prepare('SELECT … WHERE id = %d AND name = %s', id, name)";
  // `'${name}'` becomes `%s`: prepare() quotes the value itself.
  segments.forEach((g, i) => {
    const before = segments[i - 1];
    const after = segments[i + 1];
    if (!('placeholder' in g) || !g.placeholder || !before || !after || !('text' in before) || !('text' in after))
      return;
    const quote = before.text.at(-1);
    if ((quote === "'" || quote === '"') && after.text.startsWith(quote)) {
      before.text = before.text.slice(0, -1);
      after.text = after.text.slice(1);
    }
  });
  // A literal `%` is `%%` in prepare()'s query.
  const escape = (t: string) => t.replace(/[`\\]|\$\{/g, (m) => `\\${m}`).replace(/%/g, '%%');
  const text = segments.map((g) => ('text' in g ? escape(g.text) : (g.placeholder ?? `\${${g.source}}`))).join('');
  return `wpdb.prepare(\`${text}\`, ${values.join(', ')})`;
}

/** A placeholder of wpdb.prepare(): `%s`, `%d`, `%f`, `%F`, `%i`, optionally numbered (`%1$s`) and formatted. */
const PLACEHOLDER = /%(?:%|((?:[1-9][0-9]*\$)?)[-+0-9]*(?: |0|'.)?[-+0-9]*(?:\.[0-9]+)?([sdfFi]))/g;

/**
 * The constant text of SQL for counting placeholders, with wpdb's table names as `wp_x`;
 * undefined when a part is chosen at run time (a conditional) or not constant.
 */
export function constantSqlText(
  expr: ts.Expression,
  ctx: TransformContext,
  seen = new Set<ts.Node>(),
): string | undefined {
  const e = skip(expr);
  if (ts.isStringLiteralLike(e) || ts.isNumericLiteral(e)) return e.text;
  if (ts.isTemplateExpression(e)) {
    let text = e.head.text;
    for (const span of e.templateSpans) {
      const part = constantSqlText(span.expression, ctx, seen);
      if (part === undefined) return undefined;
      text += part + span.literal.text;
    }
    return text;
  }
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = constantSqlText(e.left, ctx, seen);
    const right = left === undefined ? undefined : constantSqlText(e.right, ctx, seen);
    return right === undefined ? undefined : left! + right;
  }
  if (!nonConstantParts(e, ctx).length && (ts.isPropertyAccessExpression(e) || ts.isCallExpression(e))) return 'wp_x';
  if (ts.isIdentifier(e)) {
    const decl = resolveSymbol(e, ctx.checker)?.valueDeclaration;
    if (
      decl &&
      ts.isVariableDeclaration(decl) &&
      decl.initializer &&
      !seen.has(decl) &&
      !nonConstantParts(e, ctx).length
    ) {
      seen.add(decl);
      return constantSqlText(decl.initializer, ctx, seen);
    }
  }
  return undefined;
}

/** The placeholders of prepare()'s query: how many arguments it takes, and whether it has `%i`. */
export function placeholders(sql: string): { count: number; identifier: boolean } {
  let plain = 0;
  let numbered = 0;
  let identifier = false;
  for (const m of sql.matchAll(PLACEHOLDER)) {
    if (m[0] === '%%') continue;
    if (m[2] === 'i') identifier = true;
    if (m[1]) numbered = Math.max(numbered, parseInt(m[1], 10));
    else plain++;
  }
  return { count: Math.max(plain, numbered), identifier };
}

/** WordPress's own tables as wpdb names them (multisite's included): each has an API a plugin reads it through. */
export const CORE_TABLES = new Set([
  ...[...TABLE_NAMES].filter((name) => name !== 'prefix' && name !== 'base_prefix'),
  'blogs',
  'blogmeta',
  'signups',
  'site',
  'sitemeta',
  'registration_log',
]);

/** SQL text cut where tables are named: literal text, `wpdb.<table>`, `wpdb.prefix`, a choice, or a part not followed. */
type SqlPart =
  | { text: string }
  | { table: string }
  | { prefix: true }
  | { choice: SqlPart[][] }
  | { opaque: true }
  | { unknown: true };

function sqlParts(expr: ts.Expression, ctx: TransformContext, seen: Set<ts.Node>): SqlPart[] {
  const e = skip(expr);
  if (ts.isStringLiteralLike(e) || ts.isNumericLiteral(e)) return [{ text: e.text }];
  if (ts.isTemplateExpression(e))
    return [
      { text: e.head.text },
      ...e.templateSpans.flatMap((s) => [...sqlParts(s.expression, ctx, seen), { text: s.literal.text }]),
    ];
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return [...sqlParts(e.left, ctx, seen), ...sqlParts(e.right, ctx, seen)];
  if (ts.isConditionalExpression(e))
    return [{ choice: [sqlParts(e.whenTrue, ctx, seen), sqlParts(e.whenFalse, ctx, seen)] }];
  if (ts.isPropertyAccessExpression(e) && TABLE_NAMES.has(e.name.text) && isWpdbMember(e.name, ctx))
    return CORE_TABLES.has(e.name.text) ? [{ table: e.name.text }] : [{ prefix: true }];
  if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && isWpdbMember(e.expression.name, ctx)) {
    // The query prepare() fills in names the tables, and so may a `%i` value (`wpdb.options`);
    // get_charset_collate() names none.
    if (e.expression.name.text === 'prepare' && e.arguments[0]) {
      const identifiers = e.arguments
        .slice(1)
        .map((value) => sqlParts(value, ctx, seen))
        .filter((parts) => parts.some((part) => 'table' in part || 'prefix' in part));
      return [sqlParts(e.arguments[0], ctx, seen), ...identifiers].flatMap((parts) => [...parts, { opaque: true }]);
    }
    if (e.expression.name.text === 'get_charset_collate') return [{ opaque: true }];
  }
  const initializer = ts.isIdentifier(e) ? constInitializer(e, ctx, seen) : undefined;
  if (initializer) return sqlParts(initializer, ctx, seen);
  return [{ unknown: true }];
}

/**
 * The tables a query's SQL (or the table argument of insert()/update()/delete()) names:
 * `${wpdb.prefix}books` is the plugin's own `books`; `wpdb.posts`, and `${wpdb.prefix}posts`
 * too, are WordPress's. `unknown` when a part is not followed to its text (a PreparedSql
 * parameter, a `let`), so the query may name a table this cannot see.
 */
export function queriedTables(
  expr: ts.Expression,
  ctx: TransformContext,
): { own: string[]; core: string[]; unknown: boolean } {
  const found = { own: new Set<string>(), core: new Set<string>(), unknown: false };
  const walk = (parts: SqlPart[]) =>
    parts.forEach((part, i) => {
      if ('table' in part) found.core.add(part.table);
      else if ('choice' in part) part.choice.forEach(walk);
      else if ('unknown' in part) found.unknown = true;
      else if ('prefix' in part) {
        // The table's name is the text after the prefix, up to the first character a name cannot hold.
        let after = '';
        for (const next of parts.slice(i + 1)) {
          if (!('text' in next)) break;
          after += next.text;
        }
        const name = /^\w+/.exec(after)?.[0];
        if (!name) found.unknown = true;
        else (CORE_TABLES.has(name) ? found.core : found.own).add(name);
      }
    });
  walk(sqlParts(expr, ctx, new Set()));
  return { own: [...found.own], core: [...found.core], unknown: found.unknown };
}

/** The literal texts written in the SQL expression itself (not in the constants it names): PHPCS reads these. */
export function sqlLiterals(expr: ts.Expression): string[] {
  const e = skip(expr);
  if (ts.isStringLiteralLike(e)) return [e.text];
  if (ts.isTemplateExpression(e))
    return [e.head.text, ...e.templateSpans.flatMap((s) => [...sqlLiterals(s.expression), s.literal.text])];
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return [...sqlLiterals(e.left), ...sqlLiterals(e.right)];
  if (ts.isConditionalExpression(e)) return [...sqlLiterals(e.whenTrue), ...sqlLiterals(e.whenFalse)];
  if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'prepare')
    return e.arguments[0] ? sqlLiterals(e.arguments[0]) : [];
  return [];
}

/** The initializer of the `const` an identifier names, the first time it is followed (`seen`). */
function constInitializer(id: ts.Identifier, ctx: TransformContext, seen: Set<ts.Node>): ts.Expression | undefined {
  const decl = resolveSymbol(id, ctx.checker)?.valueDeclaration;
  if (
    !decl ||
    !ts.isVariableDeclaration(decl) ||
    !decl.initializer ||
    !ts.isVariableDeclarationList(decl.parent) ||
    !(decl.parent.flags & ts.NodeFlags.Const) ||
    seen.has(decl)
  )
    return undefined;
  seen.add(decl);
  return decl.initializer;
}
