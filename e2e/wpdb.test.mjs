// $wpdb live: samples/reading-list (built by the real CLI) in a real WordPress on MariaDB
// behind nginx + php-fpm (e2e/native.mjs). Activation goes through WordPress's own
// activate_plugin() and must create the table with dbDelta(); the routes write and read it
// over HTTP (an application password for the write routes); uninstall_plugin(), what
// Plugins → Delete runs, must drop it. The database is read directly with the mysql client
// to check what the routes say, and a search that tries to rewrite the SQL must match nothing.
// Run: npx vitest run e2e/wpdb.test.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWithCli, call, REPO, removeDir, runCli, since, tempDir } from './helpers.mjs';
import { ensureSystemPackages, startWordPress } from './native.mjs';

const SLUG = 'typescript-reading-list';
const PLUGIN = `${SLUG}/${SLUG}.php`;
const TABLE = 'wp_reading_list';

/** WordPress's own plugin API from PHP on the command line, one command per process. */
const WP_CLI_SCRIPT = `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$plugin = $argv[3] ?? '${PLUGIN}';
$out = array();
switch ( $argv[2] ) {
	case 'deactivate':
		deactivate_plugins( $plugin );
		break;
	case 'activate':
		$result = activate_plugin( $plugin );
		$out['error'] = is_wp_error( $result ) ? $result->get_error_message() : null;
		break;
	case 'uninstall':
		uninstall_plugin( $plugin );
		break;
	case 'editor':
		$id = wp_insert_user( array( 'user_login' => 'e2e-editor', 'user_pass' => wp_generate_password( 24 ), 'user_email' => 'editor@example.invalid', 'role' => 'editor' ) );
		list( $password ) = WP_Application_Passwords::create_new_application_password( $id, array( 'name' => 'wpdb-e2e' ) );
		$out['auth'] = 'Basic ' . base64_encode( "e2e-editor:$password" );
		break;
}
$uninstallable = get_option( 'uninstall_plugins' );
$out['state'] = array(
	'active'    => is_plugin_active( $plugin ),
	'uninstall' => is_array( $uninstallable ) && isset( $uninstallable[ $plugin ] ),
);
echo "\\n@@" . wp_json_encode( $out );
`;

/**
 * \`%i\` (an identifier, WordPress 6.2+): a column named by the request. The project requires
 * 6.2, so its plugin header says so and WordPress refuses to activate it on an older core.
 */
const IDENT_SLUG = 'ts2wp-wpdb-ident';
const IDENT_PLUGIN = `${IDENT_SLUG}/${IDENT_SLUG}.php`;
const IDENT_CONTROLLER = `import { Api, Controller } from 'ts2wp';
import { wpdb } from 'ts2wp/wordpress';

export class OptionColumnController extends Controller {
  @Api({ namespace: 'ident/v1', endpoint: '/blogname', params: { column: 'string' } })
  blogname(params: { column: string }) {
    return { value: wpdb.get_var(wpdb.prepare('SELECT %i FROM %i WHERE option_name = %s', params.column, wpdb.options, 'blogname')) };
  }
}
`;
const identProject = (requiresWp) => ({
  'ts2wp.config.json': JSON.stringify({
    name: 'wpdb identifiers',
    slug: IDENT_SLUG,
    phpNamespace: 'Ts2wpE2e\\Ident',
    version: '1.0.0',
    requiresWp,
  }),
  'app/Controllers/OptionColumnController.ts': IDENT_CONTROLLER,
});

/** Application passwords over plain HTTP on 127.0.0.1 (WordPress offers them on HTTPS or a 'local' site). */
const APP_PASSWORDS = `<?php
add_filter( 'wp_is_application_passwords_available', '__return_true' );
`;

describe('$wpdb in a live WordPress (samples/reading-list, nginx + MariaDB)', () => {
  const t0 = Date.now();
  let out;
  let wp;
  let script;
  let editor;
  const ids = {};

  const wpCli = (command, plugin = PLUGIN) => {
    const text = execFileSync(ensureSystemPackages().php, [script, path.join(wp.dir, 'wordpress'), command, plugin], {
      encoding: 'utf8',
      cwd: path.join(wp.dir, 'wordpress'),
    });
    const at = text.lastIndexOf('\n@@');
    if (at < 0) throw new Error(`${command}: ${text.slice(-2000)}`);
    return JSON.parse(text.slice(at + 3));
  };
  const rest = (route, { auth, ...options } = {}) =>
    call(`${wp.url}/wp-json/reading/v1${route}`, { ...options, headers: auth ? { authorization: editor } : {} });
  /** The table's rows as MariaDB has them, read without WordPress. */
  const tableExists = () => wp.query(`SHOW TABLES LIKE '${TABLE}'`).trim() === TABLE;

  beforeAll(async () => {
    out = await tempDir('ts2wp-wpdb-');
    const plugin = await buildWithCli(path.join(REPO, 'samples', 'reading-list'), out, SLUG);
    for (const [rel, text] of Object.entries(identProject('6.2'))) {
      fs.mkdirSync(path.dirname(path.join(out, 'ident', rel)), { recursive: true });
      fs.writeFileSync(path.join(out, 'ident', rel), text);
    }
    const ident = await buildWithCli(path.join(out, 'ident'), path.join(out, 'ident-build'), IDENT_SLUG);
    script = path.join(out, 'wp-cli.php');
    fs.writeFileSync(script, WP_CLI_SCRIPT);
    wp = await startWordPress({
      plugins: [plugin.dir, ident.dir],
      muPlugins: { 'app-passwords.php': APP_PASSWORDS },
      servers: ['nginx'],
      log: (s) => console.log(`[wpdb] ${s}`),
    });
    editor = wpCli('editor').auth;
    console.log(`[wpdb] ready: ${since(t0)}`);
  }, 240_000);

  afterAll(async () => {
    await wp?.stopAndReport();
    await removeDir(out);
  }, 60_000);

  it('activation (activate_plugin) creates the table with dbDelta, with the columns and keys of the CREATE TABLE', () => {
    // startWordPress() switches plugins on without running activation: deactivate, then activate for real.
    expect(wpCli('deactivate').state.active).toBe(false);
    expect(tableExists()).toBe(false);
    const { error, state } = wpCli('activate');
    expect(error).toBeNull();
    expect(state).toEqual({ active: true, uninstall: true });
    expect(tableExists()).toBe(true);
    const columns = wp
      .query(`SHOW COLUMNS FROM ${TABLE}`)
      .trim()
      .split('\n')
      .map((line) => line.split('\t').slice(0, 2).join(' '));
    expect(columns).toEqual([
      'id bigint(20) unsigned',
      'title varchar(200)',
      'author varchar(200)',
      'pages int(10) unsigned',
      'finished tinyint(1)',
      'added datetime',
    ]);
    expect(wp.query(`SHOW INDEX FROM ${TABLE}`)).toMatch(/\tfinished\t/);
    // A second activation finds the table as it should be: dbDelta changes nothing.
    wpCli('deactivate');
    expect(wpCli('activate').error).toBeNull();
    expect(wp.query(`SELECT COUNT(*) FROM ${TABLE}`).trim()).toBe('0');
  });

  it('POST /books inserts rows (insert()); the answer is the row read back, numbers and the flag typed', async () => {
    const anonymous = await rest('/books', { method: 'POST', json: { title: 'Dune' } });
    expect(anonymous.status).toBe(401);
    const books = [
      { title: '  Dune  ', author: 'Frank Herbert', pages: 412 },
      { title: "The Hitchhiker's Guide", author: 'Douglas Adams', pages: 193 },
      { title: '100% Pure', author: "O'Brien", pages: 12.7 },
    ];
    const created = [];
    for (const book of books) created.push(await rest('/books', { method: 'POST', json: book, auth: true }));
    expect(created.map((r) => r.status)).toEqual([201, 201, 201]);
    [ids.dune, ids.guide, ids.pure] = created.map((r) => r.body.id);
    expect(created[0].body).toEqual({
      id: ids.dune,
      title: 'Dune',
      author: 'Frank Herbert',
      pages: 412,
      finished: false,
      added: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(created[2].body).toMatchObject({ title: '100% Pure', author: "O'Brien", pages: 12 });
    // What MariaDB holds, read without WordPress.
    expect(wp.query(`SELECT id, title, author, pages, finished FROM ${TABLE} ORDER BY id`).trim().split('\n')).toEqual([
      `${ids.dune}\tDune\tFrank Herbert\t412\t0`,
      `${ids.guide}\tThe Hitchhiker's Guide\tDouglas Adams\t193\t0`,
      `${ids.pure}\t100% Pure\tO'Brien\t12\t0`,
    ]);
  });

  it('GET /books searches with LIKE through prepare(): quotes, % and an injection attempt are only text', async () => {
    const titles = async (search) => {
      const res = await rest(`/books?search=${encodeURIComponent(search)}`);
      expect(res.status).toBe(200);
      return res.body.books.map((b) => b.title);
    };
    expect(await titles('')).toEqual(['100% Pure', "The Hitchhiker's Guide", 'Dune']);
    expect(await titles('dune')).toEqual(['Dune']);
    expect(await titles("O'Brien")).toEqual(['100% Pure']);
    expect(await titles("hiker's")).toEqual(["The Hitchhiker's Guide"]);
    // esc_like(): % and _ are the characters themselves, not wildcards.
    expect(await titles('%')).toEqual(['100% Pure']);
    expect(await titles('_')).toEqual([]);
    // Injection attempts match nothing, and the table is still all there.
    expect(await titles("' OR 1=1 -- ")).toEqual([]);
    expect(await titles("x%' OR '1'='1")).toEqual([]);
    expect(await titles("'; DROP TABLE wp_reading_list; -- ")).toEqual([]);
    expect(wp.query(`SELECT COUNT(*) FROM ${TABLE}`).trim()).toBe('3');
    const row = await rest(`/books/${ids.guide}`);
    expect(row.body).toMatchObject({ id: ids.guide, pages: 193, finished: false });
    const missing = await rest('/books/999999');
    expect([missing.status, missing.body.code]).toEqual([404, 'book_not_found']);
  });

  it('update() with a where array marks a book finished; the finished filter reads it back', async () => {
    const done = await rest(`/books/finished/${ids.dune}`, { method: 'POST', json: { finished: true }, auth: true });
    expect([done.status, done.body.finished, done.body.id]).toEqual([200, true, ids.dune]);
    expect(wp.query(`SELECT finished FROM ${TABLE} WHERE id = ${ids.dune}`).trim()).toBe('1');
    const finished = await rest('/books?finished=true');
    expect(finished.body.books.map((b) => b.id)).toEqual([ids.dune]);
    const open = await rest('/books?finished=false');
    expect(open.body.books.map((b) => b.id)).toEqual([ids.pure, ids.guide]);
  });

  it('GET /stats: the aggregate row as numbers, get_col() and get_var() as MySQL strings, equal to MariaDB', async () => {
    const stats = await rest('/stats');
    expect(stats.status).toBe(200);
    const [books, pages, finished] = wp
      .query(`SELECT COUNT(*), SUM(pages), SUM(finished) FROM ${TABLE}`)
      .trim()
      .split('\t')
      .map(Number);
    expect(stats.body).toEqual({
      books,
      pages,
      finished,
      authors: ['Douglas Adams', 'Frank Herbert', "O'Brien"],
      longest: 'Dune',
    });
    expect([books, pages, finished]).toEqual([3, 412 + 193 + 12, 1]);
  });

  it('DELETE /books/{id} deletes with a where array; a second delete is a 404', async () => {
    const gone = await rest(`/books/${ids.pure}`, { method: 'DELETE', auth: true });
    expect([gone.status, gone.body]).toEqual([200, { deleted: ids.pure }]);
    const again = await rest(`/books/${ids.pure}`, { method: 'DELETE', auth: true });
    expect(again.status).toBe(404);
    expect(wp.query(`SELECT COUNT(*) FROM ${TABLE}`).trim()).toBe('2');
  });

  it("GET /about: plugins_url('assets/reading-list.js', plugin.file) is the file's URL in this site", async () => {
    const about = await rest('/about');
    expect(about.body).toEqual({
      script: `${wp.url}/wp-content/plugins/${SLUG}/assets/reading-list.js`,
      url: `${wp.url}/wp-content/plugins/${SLUG}/`,
      basename: PLUGIN,
    });
  });

  it('%i names a column from the request on WordPress 6.2+ (backticked, never SQL); an older core refuses the plugin', async () => {
    const header = fs.readFileSync(path.join(out, 'ident-build', IDENT_SLUG, `${IDENT_SLUG}.php`), 'utf8');
    expect(header).toMatch(/^ \* Requires at least: 6\.2$/m);
    // startWordPress() switches plugins on without running activation: deactivate, then activate for real.
    expect(wpCli('deactivate', IDENT_PLUGIN).state.active).toBe(false);
    const { error, state } = wpCli('activate', IDENT_PLUGIN);
    if (wp.version.localeCompare('6.2', undefined, { numeric: true }) < 0) {
      // 6.1 would quote %i as a string ('option_value'), and it never gets to run it.
      expect(error).toMatch(/does not meet minimum requirements.*requires WordPress 6\.2/s);
      expect(state.active).toBe(false);
      return;
    }
    expect(error).toBeNull();
    expect(state.active).toBe(true);
    const blogname = wp.query("SELECT option_value FROM wp_options WHERE option_name = 'blogname'").trim();
    const column = (name) => call(`${wp.url}/wp-json/ident/v1/blogname/${encodeURIComponent(name)}`);
    const plain = await column('option_value');
    expect([plain.status, plain.body]).toEqual([200, { value: blogname }]);
    // A name that tries to leave the identifier stays one name (backticks doubled): no such column.
    for (const hostile of [
      'option_value` FROM wp_users -- ',
      'user_pass FROM wp_users WHERE 1=1 OR option_name',
      '*',
    ]) {
      const answer = await column(hostile);
      expect([answer.status, answer.body], hostile).toEqual([200, { value: null }]);
    }
  });

  it('%i in a plugin for WordPress 6.1 does not build (TS2WP3903, naming the version to require)', async () => {
    const project = path.join(out, 'ident-61');
    for (const [rel, text] of Object.entries(identProject('6.1'))) {
      fs.mkdirSync(path.dirname(path.join(project, rel)), { recursive: true });
      fs.writeFileSync(path.join(project, rel), text);
    }
    const { code, stdout, stderr } = await runCli(['build', project, '--out', path.join(out, 'ident-61-build')]);
    expect(code).not.toBe(0);
    expect(stdout + stderr).toMatch(
      /OptionColumnController\.ts:\d+:\d+ - error TS2WP3903: .*exists since WordPress 6\.2.*"requiresWp": "6\.1"/,
    );
  });

  it('uninstall_plugin() (what Plugins → Delete runs) drops the table', () => {
    expect(wpCli('deactivate').state.active).toBe(false);
    expect(tableExists()).toBe(true); // deactivation keeps the data
    wpCli('uninstall');
    expect(tableExists()).toBe(false);
    console.log(`[wpdb] done: ${since(t0)}`);
  });
});
