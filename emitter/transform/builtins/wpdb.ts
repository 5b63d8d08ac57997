// The hand-written part of ts2wp/wordpress (lib/wordpress-globals.ts): `wpdb` is WordPress's
// `$wpdb` (`global $wpdb;` in the PHP function that reads it, as WordPress core and
// WooCommerce write it), its rows cross into the handler as the row type says, dbDelta()
// loads wp-admin/includes/upgrade.php first, `plugin.file`… are the constants the plugin
// file defines. Every SQL text is checked here (sql.ts) before it reaches `$wpdb`.
import ts from '#typescript';
import { Unsupported } from '../../diagnostics/catalogue.js';
import { binary, call, str, type Expr } from '../../php/ast.js';
import type { TransformContext } from '../context.js';
import { runtimeCall } from '../util/runtime.js';
import { isBooleanType, isNumberType } from '../util/types.js';
import { hookDecoratorKind } from '../../analyze/hooks.js';
import { isWordPressName, resolveSymbol, wordPressGlobal } from '../../libs.js';
import {
  constantSqlText,
  isWpdbMember,
  nonConstantParts,
  placeholders,
  preparedForm,
  queriedTables,
  CORE_TABLES,
  sqlLiterals,
  unsafeSqlParts,
} from './sql.js';
import { toPhpArgs } from './wordpress.js';
import { transformArguments } from '../util/calls.js';

/** The sniff that cannot see that SQL in a variable was prepared; ts2wp checked it (sql.ts). */
const PREPARED_SNIFF = 'WordPress.DB.PreparedSQL.NotPrepared';
const PREPARED_REASON = 'ts2wp checked at compile time that this SQL is constant or from $wpdb->prepare().';

/**
 * Plugin Check's direct_db_queries check (WordPress.DB.DirectDatabaseQuery): every query
 * method but prepare() is a direct query, all but insert() uncached unless the function
 * reads and fills WordPress's object cache; DROP/ALTER/CREATE text is a schema change.
 */
const DIRECT_QUERY = 'WordPress.DB.DirectDatabaseQuery.DirectQuery';
const NO_CACHING = 'WordPress.DB.DirectDatabaseQuery.NoCaching';
const SCHEMA_CHANGE = 'WordPress.DB.DirectDatabaseQuery.SchemaChange';
const DIRECT_METHODS = new Set([
  'get_results',
  'get_row',
  'get_var',
  'get_col',
  'query',
  'insert',
  'update',
  'delete',
  'replace',
]);
/** The methods whose cache a `wp_cache_delete()`-like call in the same function clears (the sniff's own list). */
const CLEARED_BY_DELETE = new Set(['query', 'update', 'replace', 'delete']);
const CACHE_GET = new Set([
  'wp_cache_get',
  'wp_cache_get_multiple',
  'wp_cache_get_multiple_salted',
  'wp_cache_get_salted',
]);
const CACHE_SET = new Set([
  'wp_cache_add',
  'wp_cache_add_multiple',
  'wp_cache_set',
  'wp_cache_set_multiple',
  'wp_cache_set_multiple_salted',
  'wp_cache_set_salted',
]);
const CACHE_DELETE = new Set([
  'wp_cache_delete',
  'wp_cache_delete_multiple',
  'wp_cache_flush_group',
  'wp_cache_flush_runtime',
  'clean_attachment_cache',
  'clean_blog_cache',
  'clean_bookmark_cache',
  'clean_category_cache',
  'clean_comment_cache',
  'clean_network_cache',
  'clean_object_term_cache',
  'clean_page_cache',
  'clean_post_cache',
  'clean_term_cache',
  'clean_user_cache',
]);

/** What a plugin reads each core table through, for TS2WP3907's message. */
const CORE_TABLE_API: Record<string, string> = {
  posts: 'WP_Query or get_posts()',
  postmeta: 'get_post_meta() / update_post_meta()',
  options: 'get_option() / update_option()',
  users: 'get_users() or WP_User_Query',
  usermeta: 'get_user_meta() / update_user_meta()',
  terms: 'get_terms() or WP_Term_Query',
  termmeta: 'get_term_meta()',
  term_taxonomy: 'get_terms() or wp_get_object_terms()',
  term_relationships: 'wp_get_object_terms() or wp_set_object_terms()',
  comments: 'get_comments() or WP_Comment_Query',
  commentmeta: 'get_comment_meta()',
  links: 'get_bookmarks()',
  sitemeta: 'get_site_option() / get_network_option()',
  blogs: 'get_sites() or WP_Site_Query',
  blogmeta: 'get_site_meta()',
  site: 'get_networks()',
};

/** The methods whose first argument is SQL text. */
const SQL_METHODS = new Set(['prepare', 'get_results', 'get_row', 'get_var', 'get_col', 'query']);

/** An identifier naming a hand-written global: `wpdb`, `ARRAY_A`, `OBJECT`; undefined for anything else. */
export function transformWordPressGlobal(node: ts.Identifier, ctx: TransformContext): Expr | undefined {
  const name = wordPressGlobal(node, ctx.checker);
  switch (name) {
    case 'wpdb':
      return ctx.wordPressGlobal(node, 'wpdb');
    case 'ARRAY_A':
    case 'OBJECT':
      return { kind: 'const', name };
    case 'plugin':
      // Its properties are read in transformPluginPath(); the object itself has no PHP value.
      return ctx.unsupported(node, Unsupported.pluginPathsAsValue());
  }
  return undefined;
}

/**
 * `plugin.file` and `plugin.dir` are the constants the plugin file defines
 * (templates/plugin.php.ejs); `plugin.url` and `plugin.basename` are computed from the file
 * when read, as WordPress computes them then (plugins_url filters, the request's scheme).
 */
export function transformPluginPath(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  if (!ts.isIdentifier(node.expression) || wordPressGlobal(node.expression, ctx.checker) !== 'plugin') return undefined;
  const constant = (suffix: string): Expr => ({
    kind: 'const',
    name: `\\${ctx.project.plugin.constantPrefix}_${suffix}`,
  });
  switch (node.name.text) {
    case 'file':
      return constant('FILE');
    case 'dir':
      return constant('DIR');
    case 'url':
      return call('\\plugin_dir_url', [constant('FILE')]);
    case 'basename':
      return call('\\plugin_basename', [constant('FILE')]);
  }
  return undefined;
}

/** A property of `$wpdb` (`wpdb.prefix`, `wpdb.insert_id`): numbers and strings, read as they are. */
export function transformWpdbProperty(node: ts.PropertyAccessExpression, ctx: TransformContext): Expr | undefined {
  const symbol = ctx.checker.getSymbolAtLocation(node.name);
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Property) || !isWpdbMember(node.name, ctx)) return undefined;
  return { kind: 'prop', object: ctx.transformExpression(node.expression), name: node.name.text };
}

/** `dbDelta(sql)` after `require_once ABSPATH . 'wp-admin/includes/upgrade.php';`, which declares it. */
export function transformDbDelta(node: ts.CallExpression, ctx: TransformContext): Expr | undefined {
  if (wordPressGlobal(node.expression, ctx.checker) !== 'dbDelta') return undefined;
  const [sql] = node.arguments;
  if (sql && !ts.isArrayLiteralExpression(sql)) checkSql(sql, 'dbDelta', ctx);
  if (sql && ts.isArrayLiteralExpression(sql)) for (const item of sql.elements) checkSql(item, 'dbDelta', ctx);
  const upgrade = binary('.', { kind: 'const', name: 'ABSPATH' }, str('wp-admin/includes/upgrade.php'));
  // Before the statement (or the arrow function's expression body) that calls it.
  const prelude = ctx.operandPrelude;
  if (prelude) prelude.add({ kind: 'requireOnce', path: upgrade });
  else ctx.report(node, Unsupported.dbDeltaOutsideStatement());
  return runtimeCall(ctx, 'JsWpdb', 'messages', [call('\\dbDelta', toPhpArgs(node.arguments, ctx))]);
}

/** A method of `$wpdb`: its SQL checked, its result converted as its declared type says. */
export function transformWpdbCall(node: ts.CallExpression, ctx: TransformContext): Expr | undefined {
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee) || !isWpdbMember(callee.name, ctx)) return undefined;
  const name = callee.name.text;
  const [sql, ...rest] = node.arguments;
  if (SQL_METHODS.has(name) && sql) {
    checkSql(sql, name, ctx);
    if (name === 'prepare') checkPlaceholders(sql, rest, ctx);
  }
  const object = ctx.transformExpression(callee.expression);
  // SQL is a string (PreparedSql is one too): it goes in as it is, the rest converted as for any WordPress call.
  // prepare()'s values are strings and numbers, and may be spread from an array (`...$values->items`).
  const values = name === 'prepare' ? transformArguments(rest, ctx) : toPhpArgs(rest, ctx);
  const args =
    SQL_METHODS.has(name) && sql ? [ctx.transformExpression(sql), ...values] : toPhpArgs(node.arguments, ctx);
  if (SQL_METHODS.has(name) && args[0] && !wpcsSeesSafe(args[0])) ctx.disableSniff(PREPARED_SNIFF, PREPARED_REASON);
  if (name === 'prepare' && rest.some(ts.isSpreadElement))
    ctx.disableSniff(
      'WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber',
      'The values are spread from an array; $wpdb->prepare() counts them at run time.',
    );
  if (DIRECT_METHODS.has(name) && node.arguments[0]) markDirectQuery(node, name, node.arguments[0], ctx);
  const result: Expr = { kind: 'methodCall', object, name, args };
  switch (name) {
    case 'get_results':
      return runtimeCall(ctx, 'JsWpdb', 'rows', [result, columnTypes(rowType(ctx.typeOf(node), ctx), ctx)]);
    case 'get_row':
      return runtimeCall(ctx, 'JsWpdb', 'row', [
        result,
        columnTypes(ctx.checker.getNonNullableType(ctx.typeOf(node)), ctx),
      ]);
    case 'get_var':
      return runtimeCall(ctx, 'JsWpdb', 'value', [result]);
    case 'get_col':
      return runtimeCall(ctx, 'JsWpdb', 'column', [result]);
  }
  return result;
}

/**
 * A direct query on the plugin's own table (`${wpdb.prefix}books`) is the author's choice,
 * which wordpress.org accepts marked with its reason, as a careful hand-written plugin marks
 * it; one on WordPress's tables is left for Plugin Check to report and warned about here.
 */
function markDirectQuery(node: ts.CallExpression, method: string, sql: ts.Expression, ctx: TransformContext): void {
  const literals = sqlLiterals(sql);
  for (const table of hardCodedTables(literals)) {
    const name = table.slice('wp_'.length);
    const named = CORE_TABLES.has(name) ? `\${wpdb.${name}}` : `\${wpdb.prefix}${name}`;
    ctx.warn(node, Unsupported.hardCodedTablePrefix(`wpdb.${method}()`, table, named));
  }
  // The sniff lets TRUNCATE through: it has nothing to cache and no API.
  if (literals.some((text) => text.toUpperCase().startsWith('TRUNCATE '))) return;
  const tables = queriedTables(sql, ctx);
  if (tables.core.length || tables.unknown || !tables.own.length) {
    ctx.keepSniffs([DIRECT_QUERY, NO_CACHING, SCHEMA_CHANGE]);
    const [table] = tables.core;
    if (table) ctx.warn(node, Unsupported.directQueryOnCoreTable(`wpdb.${method}()`, table, CORE_TABLE_API[table]));
    return;
  }
  const own = tables.own.map((t) => `{$wpdb->prefix}${t}`).join(', ');
  const reason = `${own} is this plugin's own table: no WordPress API or object cache covers it.`;
  ctx.disableSniff(DIRECT_QUERY, reason);
  if (method !== 'insert' && !cachedInFunction(node, method, ctx)) ctx.disableSniff(NO_CACHING, reason);
  if (literals.some((text) => /\b(?:ALTER|CREATE|DROP)\b/i.test(text))) {
    if (isInstallCode(node, ctx))
      ctx.disableSniff(SCHEMA_CHANGE, `${own} is created and dropped with the plugin (activation, uninstall).`);
    else ctx.keepSniffs([SCHEMA_CHANGE]);
  }
}

/**
 * The tables the SQL's own literals name with WordPress's default prefix (`FROM wp_posts`,
 * an insert()'s `'wp_books'`), which a site with another $table_prefix does not have.
 */
function hardCodedTables(literals: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of literals) {
    if (/^wp_\w+$/.test(text)) found.add(text);
    const clause = /\b(?:FROM|JOIN|INTO|UPDATE|TABLE(?:\s+IF\s+(?:NOT\s+)?EXISTS)?)\s+`?(wp_\w+)/gi;
    for (const m of text.matchAll(clause)) found.add(m[1]);
  }
  return [...found];
}

/**
 * Whether the function around `node` reads and fills WordPress's object cache as the sniff
 * looks for it (a cache read then a cache write, or a cache delete for a write query), in
 * source order: then NoCaching is not reported and needs no mark.
 */
function cachedInFunction(node: ts.Node, method: string, ctx: TransformContext): boolean {
  let fn: ts.Node | undefined = node.parent;
  while (fn && !ts.isFunctionLike(fn)) fn = fn.parent;
  if (!fn) return false;
  let read = false;
  let cached = false;
  const visit = (n: ts.Node): void => {
    if (cached) return;
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && isWordPressName(n.expression, ctx.checker)) {
      const name = resolveSymbol(n.expression, ctx.checker)?.name ?? n.expression.text;
      if (CACHE_DELETE.has(name) && CLEARED_BY_DELETE.has(method)) cached = true;
      else if (CACHE_GET.has(name)) read = true;
      else if (CACHE_SET.has(name) && read) cached = true;
    }
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(fn, visit);
  return cached;
}

/** Whether `node` is in an @Activate or @Uninstall method, where a plugin creates and drops its tables. */
function isInstallCode(node: ts.Node, ctx: TransformContext): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent)
    if (ts.isMethodDeclaration(at))
      return (ts.getDecorators(at) ?? []).some((d) => {
        const kind = hookDecoratorKind(d, ctx.checker);
        return kind === 'activate' || kind === 'uninstall';
      });
  return false;
}

/** Reports SQL text built from run-time values, with the prepare() form as the fix. */
function checkSql(sql: ts.Expression, method: string, ctx: TransformContext): void {
  // prepare()'s query is the template: it must be constant itself, values go in the arguments.
  const unsafe = method === 'prepare' || method === 'dbDelta' ? nonConstantParts(sql, ctx) : unsafeSqlParts(sql, ctx);
  if (!unsafe.length) return;
  ctx.report(unsafe[0], Unsupported.sqlFromValues(method, preparedForm(sql, unsafe, ctx)));
}

/** prepare()'s placeholders against its arguments, when the query is constant text. */
function checkPlaceholders(sql: ts.Expression, args: readonly ts.Expression[], ctx: TransformContext): void {
  const text = constantSqlText(sql, ctx);
  if (text === undefined) return;
  const found = placeholders(text);
  if (found.identifier && compareVersions(ctx.project.plugin.requiresWp, '6.2') < 0)
    ctx.report(sql, Unsupported.identifierPlaceholder(ctx.project.plugin.requiresWp));
  if (args.some(ts.isSpreadElement)) return;
  if (found.count !== args.length) ctx.report(sql, Unsupported.placeholderCount(found.count, args.length));
}

function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/**
 * Whether WordPress's PreparedSQL sniff can see for itself that PHP SQL is safe: literals and
 * `$wpdb`'s properties joined with `.`, or `$wpdb->prepare()` of such a query. It flags
 * constants (`Module::TABLE`) and variables, which sql.ts has followed to constant text.
 */
function wpcsSeesSafe(e: Expr): boolean {
  switch (e.kind) {
    case 'string':
    case 'number':
      return true;
    case 'prop':
      return e.object.kind === 'var' && e.object.name === 'wpdb';
    case 'methodCall':
      return e.object.kind === 'var' && e.object.name === 'wpdb' && e.name === 'prepare' && wpcsSeesSafe(e.args[0]);
    case 'binary':
      return e.op === '.' && wpcsSeesSafe(e.left) && wpcsSeesSafe(e.right);
  }
  return false;
}

/** The element type of `get_results()`'s `Row[]`. */
function rowType(type: ts.Type, ctx: TransformContext): ts.Type {
  return ctx.checker.getIndexTypeOfType(type, ts.IndexKind.Number) ?? type;
}

/**
 * The row type's columns that are not strings, as `array( 'id' => 'number', 'done' => 'boolean' )`:
 * MySQL returns every column as a string, JsWpdb converts these on the way in.
 */
function columnTypes(row: ts.Type, ctx: TransformContext): Expr {
  const items = [];
  for (const prop of row.getProperties()) {
    const decl = prop.valueDeclaration ?? prop.declarations?.[0];
    const type = decl ? ctx.checker.getNonNullableType(ctx.checker.getTypeOfSymbolAtLocation(prop, decl)) : undefined;
    if (!type || type.flags & ts.TypeFlags.Never) continue;
    const kind = isNumberType(type) ? 'number' : isBooleanType(type) ? 'boolean' : undefined;
    if (kind) items.push({ key: str(prop.name), value: str(kind) });
  }
  return { kind: 'array', items };
}
