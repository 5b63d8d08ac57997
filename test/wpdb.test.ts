// `$wpdb`, dbDelta() and the plugin's paths from ts2wp/wordpress (lib/wordpress-globals.ts,
// emitter/transform/builtins/wpdb.ts, sql.ts): the compile-time SQL checks with their
// file:line:col and fixes, the PHP they become (`global $wpdb;`, PHPCS-clean), and
// JsWpdb's conversions run on PHP 7.4 and 8.3 against what Node computes for the same
// MySQL strings. e2e/wpdb.test.mjs runs samples/reading-list on a live WordPress.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { codeText, messageOf, positionOf } from '../emitter/diagnostics/diagnostic.js';
import { placeholders } from '../emitter/transform/builtins/sql.js';
import { closePhp, getPhp, mount, PHP_VERSIONS, runPhp } from './helpers/php.js';
import { controller, DEFAULT_CONFIG, makeProject, REPO } from './helpers/project.js';

const IMPORTS = `import { Api, Controller } from 'ts2wp';
import { ARRAY_A, dbDelta, plugin, plugins_url, wpdb } from 'ts2wp/wordpress';`;

/** A controller whose one route has `body`, with `head` at module level. */
const project = (body: string, head = '', config: object = DEFAULT_CONFIG) =>
  makeProject(
    controller(
      `  @Api({ namespace: 'db/v1', endpoint: '/x' })\n  x(params: { q: string; n: number; asc?: boolean }) {\n${body}\n  }`,
      'TestController',
      `${IMPORTS}\n${head}`,
    ),
    config,
  );

const FILE = 'app/Controllers/TestController.ts';

function diagnosticsOf(dir: string) {
  return compileProject(dir).diagnostics.map((d) => ({ code: codeText(d), message: messageOf(d), pos: positionOf(d) }));
}

interface DiagCase {
  name: string;
  body: string;
  head?: string;
  config?: object;
  code: string;
  /** Where the diagnostic points: the first occurrence of this text in the file. */
  at: string;
  says: string[];
}

const DIAGNOSTICS: DiagCase[] = [
  {
    name: 'a request value interpolated into get_results()',
    body: "    return wpdb.get_results(`SELECT * FROM ${wpdb.prefix}books WHERE title = '${params.q}' AND id = ${params.n}`);",
    code: 'TS2WP3901',
    at: 'params.q}',
    says: [
      'wpdb.get_results()',
      'SQL injection',
      'wpdb.prepare(`SELECT * FROM ${wpdb.prefix}books WHERE title = %s AND id = %d`, params.q, params.n)',
    ],
  },
  {
    name: 'a request value concatenated into query()',
    body: `    return wpdb.query('DELETE FROM ' + wpdb.prefix + 'books WHERE title = "' + params.q + '"');`,
    code: 'TS2WP3901',
    at: "params.q + '\"'",
    says: ['wpdb.query()', 'wpdb.prepare(`DELETE FROM ${wpdb.prefix}books WHERE title = %s`, params.q)'],
  },
  {
    name: 'SQL built into a const first',
    body: "    const sql = 'SELECT * FROM books WHERE id = ' + params.n;\n    return wpdb.get_row(sql);",
    code: 'TS2WP3901',
    at: 'sql);',
    says: ['wpdb.get_row()'],
  },
  {
    name: 'a value written into the query of prepare() itself',
    body: "    return wpdb.get_var(wpdb.prepare(`SELECT id FROM books WHERE title = '${params.q}' AND id = %d`, params.n));",
    code: 'TS2WP3901',
    at: 'params.q}',
    says: ['wpdb.prepare()', 'Write a placeholder in the query'],
  },
  {
    name: 'a value in dbDelta()',
    body: '    return dbDelta(`CREATE TABLE ${params.q} (id int)`);',
    code: 'TS2WP3901',
    at: 'params.q}',
    says: ['dbDelta()'],
  },
  {
    name: 'fewer values than placeholders',
    body: "    return wpdb.get_results(wpdb.prepare('SELECT * FROM t WHERE a = %s AND b = %d', params.q));",
    code: 'TS2WP3902',
    at: "'SELECT * FROM t WHERE a = %s",
    says: ['2 placeholders', 'gets 1 value'],
  },
  {
    name: 'prepare() without placeholders',
    body: "    return wpdb.get_results(wpdb.prepare('SELECT * FROM t WHERE a = 1', params.q));",
    code: 'TS2WP3902',
    at: "'SELECT * FROM t WHERE a = 1'",
    says: ['0 placeholders', 'needs no prepare()'],
  },
  {
    name: '%i in a plugin for WordPress 6.1',
    body: "    return wpdb.get_results(wpdb.prepare('SELECT * FROM %i WHERE a = %s', 'wp_books', params.q));",
    code: 'TS2WP3903',
    at: "'SELECT * FROM %i",
    says: ['"requiresWp": "6.1"', 'WordPress 6.2'],
  },
  {
    name: 'wpdb read by a module constant',
    head: 'const TABLE = wpdb.prefix;',
    body: '    return TABLE;',
    code: 'TS2WP3904',
    at: 'wpdb.prefix;',
    says: ['`wpdb` outside a function body'],
  },
  {
    name: 'plugin as a value',
    body: '    const paths = plugin;\n    return paths.file;',
    code: 'TS2WP3905',
    at: 'plugin;',
    says: ['`plugin` as a value', 'plugin.file'],
  },
  {
    name: 'dbDelta() in a parameter default',
    head: "function create(messages = dbDelta('CREATE TABLE t (id int)')) {\n  return messages;\n}",
    body: '    return create();',
    code: 'TS2WP3906',
    at: "dbDelta('CREATE",
    says: ['`dbDelta()` here', '@Activate'],
  },
  {
    name: "a direct query on WordPress's posts table",
    body: "    return wpdb.get_results(`SELECT ID FROM ${wpdb.posts} WHERE post_type = 'page'`);",
    code: 'TS2WP3907',
    at: 'wpdb.get_results(`SELECT ID',
    says: ['`wpdb.get_results()`', "WordPress's own `posts` table", 'WP_Query or get_posts()', 'Plugin Check'],
  },
  {
    name: "a core table named after the prefix, joined to the plugin's own",
    body: '    return wpdb.get_col(`SELECT b.id FROM ${wpdb.prefix}books b JOIN ${wpdb.prefix}postmeta m ON m.post_id = b.id`);',
    code: 'TS2WP3907',
    at: 'wpdb.get_col(',
    says: ["WordPress's own `postmeta` table", 'get_post_meta()'],
  },
  {
    name: 'a core table with the prefix written out',
    body: "    return wpdb.get_var(`SELECT COUNT(*) FROM wp_posts WHERE post_status = 'publish'`);",
    code: 'TS2WP3908',
    at: 'wpdb.get_var(',
    says: ['`wpdb.get_var()`', '`wp_posts`', '$table_prefix', 'Write `${wpdb.posts}`'],
  },
  {
    name: "the plugin's own table with the prefix written out, in a prepared query",
    body: "    return wpdb.get_results(wpdb.prepare('SELECT * FROM `wp_books` WHERE id = %d', params.n));",
    code: 'TS2WP3908',
    at: 'wpdb.get_results(',
    says: ['`wpdb.get_results()`', '`wp_books`', 'Write `${wpdb.prefix}books`'],
  },
  {
    name: "the plugin's own table with the prefix written out, as insert()'s table",
    body: "    return wpdb.insert('wp_books', { title: params.q });",
    code: 'TS2WP3908',
    at: 'wpdb.insert(',
    says: ['`wpdb.insert()`', '`wp_books`'],
  },
  {
    name: 'a core table given to prepare() as an identifier (`%i`)',
    body: "    return wpdb.get_var(wpdb.prepare('SELECT option_value FROM %i WHERE option_name = %s', wpdb.options, params.q));",
    config: { ...DEFAULT_CONFIG, requiresWp: '6.2' },
    code: 'TS2WP3907',
    at: 'wpdb.get_var(',
    says: ["WordPress's own `options` table", 'get_option()'],
  },
];

describe('SQL checks at compile time', () => {
  for (const c of DIAGNOSTICS) {
    it(`${c.name} → ${c.code}`, () => {
      const dir = project(c.body, c.head, c.config);
      const found = diagnosticsOf(dir);
      const mine = found.filter((d) => d.code === c.code);
      expect(mine, JSON.stringify(found, null, 2)).toHaveLength(1);
      for (const text of c.says) expect(mine[0].message).toContain(text);
      const source = controller(
        `  @Api({ namespace: 'db/v1', endpoint: '/x' })\n  x(params: { q: string; n: number; asc?: boolean }) {\n${c.body}\n  }`,
        'TestController',
        `${IMPORTS}\n${c.head ?? ''}`,
      )[FILE];
      const before = source.slice(0, source.indexOf(c.at)).split('\n');
      expect(mine[0].pos).toEqual({ file: path.join(dir, FILE), line: before.length, col: before.at(-1)!.length + 1 });
    });
  }

  it.each([
    [
      'literal SQL and table names',
      "return wpdb.get_results(`SELECT * FROM ${wpdb.prefix}books WHERE kind = 'page'`);",
    ],
    ['a const of literals', 'return wpdb.get_var(`SELECT COUNT(*) FROM ${wpdb.prefix}${TABLE}`);'],
    [
      'a direction chosen between constants',
      "return wpdb.get_col(`SELECT id FROM t ORDER BY id ${params.asc ? 'ASC' : 'DESC'}`);",
    ],
    [
      'a prepared query in a variable',
      "const sql = wpdb.prepare('SELECT * FROM t WHERE a = %s', params.q);\n    return wpdb.get_results(sql, ARRAY_A);",
    ],
    [
      'a prepared query with constant text after it',
      "return wpdb.get_results(wpdb.prepare('SELECT * FROM t WHERE a = %s', params.q) + ' LIMIT 5');",
    ],
    [
      'numbered placeholders and %%',
      'return wpdb.get_var(wpdb.prepare("SELECT \'100%%\' FROM t WHERE a = %1$s OR b = %1$s AND c = %2$d", params.q, params.n));',
    ],
    [
      'values spread from an array',
      "const values = [params.q, params.n];\n    return wpdb.get_results(wpdb.prepare('SELECT * FROM t WHERE a = %s AND b = %d', ...values));",
    ],
    [
      'insert/update/delete with values',
      "return [wpdb.insert('t', { a: params.q, n: params.n }), wpdb.update('t', { a: params.q }, { id: params.n }), wpdb.delete('t', { id: params.n }, ['%d'])];",
    ],
    ['dbDelta in an arrow function', "const create = () => dbDelta('CREATE TABLE t (id int)');\n    return create();"],
    [
      'dbDelta with the charset',
      'return dbDelta(`CREATE TABLE ${wpdb.prefix}t (\n  id int NOT NULL,\n  PRIMARY KEY  (id)\n) ${wpdb.get_charset_collate()};`);',
    ],
  ])('%s compile', (_name, body) => {
    expect(diagnosticsOf(project(`    ${body}`, "const TABLE = 'books';"))).toEqual([]);
  });

  it('%i is accepted when the plugin requires WordPress 6.2', () => {
    const body = "    return wpdb.get_results(wpdb.prepare('SELECT * FROM %i WHERE a = %s', 'wp_books', params.q));";
    expect(diagnosticsOf(project(body, '', { ...DEFAULT_CONFIG, requiresWp: '6.2' }))).toEqual([]);
  });

  it('placeholders() counts as wpdb::prepare() does', () => {
    expect(placeholders('a = %s AND b = %d AND c = %f AND d = %F')).toEqual({ count: 4, identifier: false });
    expect(placeholders("a LIKE '100%%' AND b = %s")).toEqual({ count: 1, identifier: false });
    expect(placeholders('a = %1$s OR b = %1$s OR c = %2$d')).toEqual({ count: 2, identifier: false });
    expect(placeholders('SELECT * FROM %i WHERE a = %5.2f')).toEqual({ count: 2, identifier: true });
  });
});

describe('the PHP of $wpdb', () => {
  const php = (body: string, head = '') => {
    const result = compileProject(project(body, head));
    expect(result.diagnostics.map(messageOf)).toEqual([]);
    return result.files!.get('app/Controllers/TestController.php')!;
  };

  it('one `global $wpdb;` at the top of each PHP function that reads it, closures included', () => {
    const out = php(
      "    const rows = wpdb.get_results<{ id: number }>(wpdb.prepare('SELECT id FROM t WHERE a = %s', params.q), ARRAY_A);\n" +
        "    const lookup = (r: { id: number }) => wpdb.get_var(wpdb.prepare('SELECT b FROM t WHERE id = %d', r.id));\n" +
        '    return rows.map(lookup);',
    );
    expect(out.match(/global \$wpdb;/g)).toHaveLength(2);
    expect(out).toMatch(/public function x\( \$params \) \{\n\t\tglobal \$wpdb;\n/);
    expect(out).toContain("array( 'id' => 'number' )");
    // Both prepare() calls are inline: PHPCS sees them, no sniff is turned off.
    expect(out).not.toContain('phpcs:');
  });

  it('a prepared query held in a variable turns the PreparedSQL sniff off around that statement only', () => {
    const out = php(
      "    const sql = wpdb.prepare('SELECT * FROM t WHERE a = %s', params.q);\n    return wpdb.get_results(sql);",
    );
    expect(out).toContain(
      "\t\t$sql = $wpdb->prepare( 'SELECT * FROM t WHERE a = %s', $params->q );\n" +
        '\t\t// ts2wp checked at compile time that this SQL is constant or from $wpdb->prepare().\n' +
        '\t\t// phpcs:disable WordPress.DB.PreparedSQL.NotPrepared\n' +
        '\t\treturn JsWpdb::rows( $wpdb->get_results( $sql ), array() );\n' +
        '\t\t// phpcs:enable WordPress.DB.PreparedSQL.NotPrepared\n',
    );
  });

  // Plugin Check's direct_db_queries (WordPress.DB.DirectDatabaseQuery) on the plugin's own table.
  const OWN = "{$wpdb->prefix}books is this plugin's own table: no WordPress API or object cache covers it.";
  const DIRECT = 'WordPress.DB.DirectDatabaseQuery.DirectQuery';
  const NO_CACHING = 'WordPress.DB.DirectDatabaseQuery.NoCaching';

  it("a query on the plugin's own table is marked DirectQuery and NoCaching with the table as the reason", () => {
    const out = php(
      '    return wpdb.get_var(`SELECT COUNT(*) FROM ${wpdb.prefix}${TABLE}`);',
      "const TABLE = 'books';",
    );
    expect(out).toContain(
      `\t\t// ts2wp checked at compile time that this SQL is constant or from $wpdb->prepare().\n\t\t// ${OWN}\n` +
        `\t\t// phpcs:disable WordPress.DB.PreparedSQL.NotPrepared, ${DIRECT}\n\t\t// phpcs:disable ${NO_CACHING}\n` +
        "\t\treturn JsWpdb::value( $wpdb->get_var( 'SELECT COUNT(*) FROM ' . $wpdb->prefix . TestControllerModule::TABLE ) );\n" +
        `\t\t// phpcs:enable WordPress.DB.PreparedSQL.NotPrepared, ${DIRECT}\n\t\t// phpcs:enable ${NO_CACHING}\n`,
    );
  });

  it('insert() is never cached, so only DirectQuery is marked; a function that reads and fills the object cache needs no NoCaching', () => {
    const insert = php('    return wpdb.insert(`${wpdb.prefix}books`, { title: params.q });');
    expect(insert).toContain(`// ${OWN}\n\t\t// phpcs:disable ${DIRECT}\n`);
    expect(insert).not.toContain(NO_CACHING);
    const cached = php(
      "    const hit = wp_cache_get('n', 'books');\n    if (typeof hit === 'string') return hit;\n" +
        "    const n = wpdb.get_var(`SELECT COUNT(*) FROM ${wpdb.prefix}books`);\n    wp_cache_set('n', n, 'books');\n    return n;",
      "import { wp_cache_get, wp_cache_set } from 'ts2wp/wordpress';",
    );
    expect(cached).toContain(`// ${OWN}\n\t\t// phpcs:disable ${DIRECT}\n`);
    expect(cached).not.toContain(NO_CACHING);
    // A cache write with no read before it is not what the sniff accepts.
    const written = php(
      "    const n = wpdb.get_var(`SELECT COUNT(*) FROM ${wpdb.prefix}books`);\n    wp_cache_set('n', n, 'books');\n    return n;",
      "import { wp_cache_set } from 'ts2wp/wordpress';",
    );
    expect(written).toContain(NO_CACHING);
  });

  it('a core table, a table the build cannot see, or a schema change outside activation and uninstall stays for the sniff to report', () => {
    const core = compileProject(
      project(
        '    if (wpdb.get_var(`SELECT COUNT(*) FROM ${wpdb.prefix}books`)) {\n' +
          '      return wpdb.get_var(`SELECT COUNT(*) FROM ${wpdb.posts}`);\n    }\n' +
          '    return wpdb.get_var(`SELECT COUNT(*) FROM ${wpdb.prefix}books`);',
      ),
    );
    expect(core.diagnostics.map(codeText)).toEqual(['TS2WP3907']);
    const out = core.files!.get('app/Controllers/TestController.php')!;
    // The `if` whose condition queries the own table holds the core query: it stays unmarked;
    // the last statement, on the own table alone, is marked.
    expect(out).toContain(
      "\t\tglobal $wpdb;\n\t\tif ( Js::truthy( JsWpdb::value( $wpdb->get_var( 'SELECT COUNT(*) FROM ' . $wpdb->prefix . 'books' ) ) ) ) {\n",
    );
    expect(out.match(/DirectDatabaseQuery/g)).toHaveLength(4);
    expect(out).toMatch(/phpcs:disable [^\n]*NoCaching\n\t\treturn JsWpdb::value/);
    expect(php("    return wpdb.query('DELETE FROM books WHERE 1 = 1');")).not.toContain('DirectDatabaseQuery');
    const drop = php('    return wpdb.query(`DROP TABLE IF EXISTS ${wpdb.prefix}books`);');
    expect(drop).toMatch(/phpcs:disable [^\n]*DirectQuery/);
    expect(drop).toMatch(/phpcs:disable [^\n]*NoCaching/);
    expect(drop).not.toContain('SchemaChange');
  });

  it('a local named wpdb in a function without the import keeps out of the global’s way', () => {
    const out = php(
      "    const count = wpdb.get_var('SELECT 1');\n    const f = () => { const wpdb = 2; return wpdb; };\n    return [count, f()];",
    );
    expect(out).toContain('$wpdb_2 = 2;');
  });

  it('dbDelta() loads wp-admin/includes/upgrade.php first; plugin.file/dir are the plugin file’s constants, url/basename computed from it', () => {
    const out = php(
      "    dbDelta(`CREATE TABLE ${wpdb.prefix}t (id int) ${wpdb.get_charset_collate()};`);\n    return plugins_url('a.js', plugin.file) + plugin.dir + plugin.url + plugin.basename;",
    );
    expect(out).toContain(
      "\t\trequire_once ABSPATH . 'wp-admin/includes/upgrade.php';\n\t\tJsWpdb::messages( \\dbDelta(",
    );
    expect(out).toContain(
      "\\plugins_url( 'a.js', \\TEST_ROUTES_FILE ) . \\TEST_ROUTES_DIR . \\plugin_dir_url( \\TEST_ROUTES_FILE ) . \\plugin_basename( \\TEST_ROUTES_FILE )",
    );
    const main = compileProject(project('    return plugin.file;')).files!.get('test-routes.php')!;
    expect(main).toContain(
      "define( 'TEST_ROUTES_FILE', __FILE__ );\ndefine( 'TEST_ROUTES_DIR', plugin_dir_path( __FILE__ ) );",
    );
  });
});

describe('in Node (unit tests of handlers)', () => {
  it('wpdb, dbDelta and plugin throw as the WordPress functions do; the constants are their PHP values', async () => {
    const wp = await import('../lib/wordpress.js');
    expect(() => wp.wpdb.get_results('SELECT 1')).toThrow('wpdb.get_results() is only available inside WordPress');
    expect(() => wp.wpdb.prefix).toThrow('wpdb.prefix() is only available inside WordPress');
    expect(() => wp.dbDelta('CREATE TABLE t (id int)')).toThrow('dbDelta() is only available inside WordPress');
    expect(() => wp.plugin.file).toThrow('plugin.file() is only available inside WordPress');
    expect([wp.ARRAY_A, wp.OBJECT]).toEqual(['ARRAY_A', 'OBJECT']);
    // Printing them, or returning them from an async function, reads no member.
    expect(String(Object.prototype.toString.call(wp.wpdb))).toBe('[object Object]');
    await expect(Promise.resolve(wp.plugin)).resolves.toBe(wp.plugin);
  });
});

describe('JsWpdb: MySQL strings as the row type says', () => {
  afterAll(closePhp);
  const SCRIPT = `<?php
define( 'ABSPATH', '/' );
foreach ( array( 'Js', 'JsArray', 'JsObject', 'JsString', 'JsWpdb' ) as $c ) { require_once "/rt/$c.php"; }
use Ts2wpScope\\Framework\\{ JsWpdb };
$columns = array( 'id' => 'number', 'price' => 'number', 'done' => 'boolean', 'flag' => 'boolean' );
$rows = array(
	array( 'id' => '7', 'price' => '12.50', 'done' => '1', 'flag' => '0', 'name' => 'x', 'note' => null ),
	(object) array( 'id' => '18446744073709551615', 'price' => null, 'done' => '0', 'flag' => '', 'name' => '', 'note' => 'n' ),
);
echo json_encode( array(
	'rows'   => JsWpdb::rows( $rows, $columns ),
	'none'   => JsWpdb::rows( null, $columns ),
	'row'    => JsWpdb::row( null, $columns ),
	'value'  => array( JsWpdb::value( '3' ), JsWpdb::value( null ), JsWpdb::value( 4 ) ),
	'column' => JsWpdb::column( array( '1', null, 'b' ) ),
	'deltas' => array( JsWpdb::messages( array() ), JsWpdb::messages( array( 'wp_t' => 'Created table wp_t' ) ) ),
) );
`;
  // What a handler computes in Node from the same strings: Number(text), and MySQL's 0/1 as a boolean.
  const node = {
    rows: [
      { id: Number('7'), price: Number('12.50'), done: true, flag: false, name: 'x', note: null },
      { id: Number('18446744073709551615'), price: null, done: false, flag: false, name: '', note: 'n' },
    ],
    none: [],
    row: null,
    value: ['3', null, '4'],
    column: ['1', null, 'b'],
    deltas: [{}, { wp_t: 'Created table wp_t' }],
  };
  for (const version of PHP_VERSIONS) {
    it(`PHP ${version}`, async () => {
      const runtime = await getPhp(version);
      await mount(runtime, path.join(REPO, 'php-runtime'), '/rt');
      const result = await runPhp(runtime, SCRIPT);
      expect(JSON.parse(result.text), result.errors).toEqual(node);
    });
  }
});
