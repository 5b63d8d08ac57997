// The hand-written part of `ts2wp/wordpress`: what `ts2wp stubs` cannot read from PHPDoc —
// WordPress's database global `$wpdb` with the types of its results, the output constants
// its methods take, dbDelta() (wp-admin/includes/upgrade.php), and the plugin's own file,
// folder and URL. The compiler translates each of them (builtins/wpdb.ts, docs/wordpress-api.md);
// in Node, as for the generated functions, using them throws.
import { onlyInWordPress } from './wordpress-runtime.js';

declare const prepared: unique symbol;

/**
 * SQL that `wpdb.prepare()` returned: the only SQL built at run time that `query()` and the
 * `get_*()` methods accept (the compiler checks every other SQL text is constant).
 */
export type PreparedSql = string & { readonly [prepared]: true };

/** A value `wpdb.prepare()` puts in place of a placeholder. */
export type SqlValue = string | number;

/** A column value `insert()`, `update()`, `replace()` and `delete()` write or match. */
export type ColumnValue = string | number | boolean | null;

/** A row as MySQL returns it: every column a string, or null for SQL NULL. */
export type DatabaseRow = Record<string, string | null>;

/** Rows as objects keyed by column name (`ARRAY_A`: PHP arrays; `OBJECT`: PHP objects; the handler sees the same). */
export type RowOutput = 'ARRAY_A' | 'OBJECT';

/** WordPress's `ARRAY_A`: rows as associative arrays. */
export const ARRAY_A = 'ARRAY_A';
/** WordPress's `OBJECT`: rows as objects (the default). */
export const OBJECT = 'OBJECT';

/**
 * WordPress's database access object (`global $wpdb;`). Rows keep MySQL's strings unless the
 * row type says otherwise: `wpdb.get_results<{ id: number; title: string }>(sql, ARRAY_A)`
 * turns `id` into a number (and a `boolean` column's '0'/'1' into a boolean) as the rows
 * cross into the handler.
 */
export interface wpdb {
  /** The table prefix of this site (`wp_`, or `wp_2_` on a multisite's second site). */
  readonly prefix: string;
  /** The network's table prefix (the same as `prefix` on a single site). */
  readonly base_prefix: string;
  readonly posts: string;
  readonly postmeta: string;
  readonly users: string;
  readonly usermeta: string;
  readonly options: string;
  readonly terms: string;
  readonly termmeta: string;
  readonly term_taxonomy: string;
  readonly term_relationships: string;
  readonly comments: string;
  readonly commentmeta: string;
  readonly links: string;
  /** The AUTO_INCREMENT id of the last insert(). */
  readonly insert_id: number;
  /** The last query's MySQL error, or ''. */
  readonly last_error: string;
  /** Rows the last INSERT, UPDATE, REPLACE or DELETE changed. */
  readonly rows_affected: number;
  /** Rows the last SELECT returned. */
  readonly num_rows: number;

  /**
   * The query with each placeholder (`%s`, `%d`, `%f`, `%i` for an identifier on WordPress
   * 6.2+, or numbered `%1$s`) replaced by its value, quoted and escaped. Write `%%` for a
   * literal `%`; a LIKE pattern is `'%' + wpdb.esc_like(text) + '%'` passed as a value.
   */
  prepare(query: string, ...args: SqlValue[]): PreparedSql;
  /** `text` with LIKE's wildcards (`%`, `_`) escaped: still to be passed through prepare(). */
  esc_like(text: string): string;
  /** `DEFAULT CHARACTER SET … COLLATE …` for CREATE TABLE (dbDelta). */
  get_charset_collate(): string;

  /** Every row of a SELECT (an empty array when there is none, or on an error: see `last_error`). */
  get_results<Row extends object = DatabaseRow>(query: string, output?: RowOutput): Row[];
  /** The row `y` (default 0) of a SELECT, or null when there is none. */
  get_row<Row extends object = DatabaseRow>(query: string, output?: RowOutput, y?: number): Row | null;
  /** One value (column `x`, row `y`, default 0, 0) of a SELECT: MySQL's string, or null (no row, or SQL NULL). */
  get_var(query: string, x?: number, y?: number): string | null;
  /** One column (`x`, default 0) of every row of a SELECT. */
  get_col(query: string, x?: number): (string | null)[];
  /** Runs any statement: rows affected or selected, true for CREATE/ALTER/DROP…, false on an error. */
  query(query: string): number | boolean;

  /** INSERT of one row: 1, or false on an error; the new id is `insert_id`. */
  insert(table: string, data: Record<string, ColumnValue>, format?: string | string[]): number | false;
  /** REPLACE of one row: rows affected, or false on an error. */
  replace(table: string, data: Record<string, ColumnValue>, format?: string | string[]): number | false;
  /** UPDATE … SET data WHERE where (every key equal): rows changed, or false on an error. */
  update(
    table: string,
    data: Record<string, ColumnValue>,
    where: Record<string, ColumnValue>,
    format?: string | string[],
    where_format?: string | string[],
  ): number | false;
  /** DELETE … WHERE where (every key equal): rows deleted, or false on an error. */
  delete(table: string, where: Record<string, ColumnValue>, where_format?: string | string[]): number | false;
}

/**
 * An object whose every member throws in Node, as the generated functions do. Symbols and
 * `then` read as undefined, so printing it or resolving it as a promise's value does not.
 */
function onlyInWordPressObject<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get: (_target, key): unknown =>
      typeof key === 'symbol' || key === 'then' ? undefined : (onlyInWordPress(`${name}.${key}`) as unknown),
  });
}

/** WordPress's `$wpdb`: `global $wpdb;` in the PHP function that uses it. */
export const wpdb: wpdb = onlyInWordPressObject('wpdb');

/**
 * Creates or updates tables to match CREATE TABLE statements (wp-admin/includes/upgrade.php,
 * which the compiler loads first). Follow its format: one column per line, two spaces after
 * PRIMARY KEY, KEY rather than INDEX. Returns a message per change, keyed by table or column.
 */
export function dbDelta(queries: string | string[], execute?: boolean): Record<string, string> {
  return onlyInWordPress('dbDelta', [queries, execute]) as Record<string, string>;
}

/**
 * The plugin's own paths, for what WordPress asks of a plugin file (`plugins_url('x.js',
 * plugin.file)`, `load_plugin_textdomain(slug, false, dirname(plugin.basename) + '/languages')`).
 * `file` and `dir` are constants the generated main file defines, named after the slug
 * (`ACME_SHOP_FILE`, `ACME_SHOP_DIR`); `url` and `basename` are computed from the file when read.
 */
export interface PluginPaths {
  /** The main plugin file (`__FILE__` of `<slug>.php`). */
  readonly file: string;
  /** The plugin's folder, with a trailing slash (`plugin_dir_path()`). */
  readonly dir: string;
  /** The plugin folder's URL, with a trailing slash (`plugin_dir_url()`, when read: its filters and the request's scheme apply). */
  readonly url: string;
  /** `<slug>/<slug>.php` (`plugin_basename()`), as activation and the plugins screen name it. */
  readonly basename: string;
}

export const plugin: PluginPaths = onlyInWordPressObject('plugin');
