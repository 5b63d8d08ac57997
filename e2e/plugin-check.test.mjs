// wordpress.org's own review: Plugin Check 2.0.0, all its checks and categories (static and
// runtime), run offline by ../shared/plugin-check/run (its README) inside a real WordPress 7.1
// on MariaDB (e2e/native.mjs with no web server; vitest.wp7.config.ts points TS2WP_WP_CORE at
// 7.x). Every sample, and plugins the samples do not resemble (the hostile fixture, the
// short-circuit shop, a plugin that translates its messages), built by the real CLI, must
// get 0 errors and 0 warnings; a plugin that queries WordPress's posts table itself gets
// direct_db_queries' two warnings there, and the build's TS2WP3907 at the same call. Then
// names wordpress.org restricts get Plugin Check's trademarked_term exactly when the build
// warned TS2WP2013 about them.
// Plugin Check is not an npm package: it is looked up at $TS2WP_PLUGIN_CHECK or beside the
// repository (../shared/plugin-check/run); without it this suite fails, saying so.
// Run: npx tsc -p tsconfig.json && npx vitest run --config vitest.wp7.config.ts e2e/plugin-check.test.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, FIXTURES, REPO, removeDir, runCli, since, tempDir } from './helpers.mjs';
import { startWordPress } from './native.mjs';

const RUN = [
  process.env.TS2WP_PLUGIN_CHECK,
  path.resolve(REPO, '../shared/plugin-check/run'),
  '/work/shared/plugin-check/run',
].find((p) => p && existsSync(p));

const SAMPLES = readdirSync(path.join(REPO, 'samples'))
  .filter((s) => existsSync(path.join(REPO, 'samples', s, 'ts2wp.config.json')))
  .map((s) => path.join(REPO, 'samples', s));
const HELD_OUT = [
  path.join(FIXTURES, 'hostile'),
  path.join(REPO, 'test', 'plugin-review', 'short-circuit'),
  path.join(REPO, 'test', 'plugin-review', 'translated'),
];

/** Plugin Check's findings on a built plugin folder, one line each, and its totals. */
function pluginCheck(plugin, wp) {
  const r = spawnSync(RUN, [plugin, '--wp', wp, '--format=json'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status === 2 || !r.stdout.trim()) throw new Error(`Plugin Check could not run on ${plugin}:\n${r.stderr}`);
  const report = JSON.parse(r.stdout);
  return {
    checks: report.checks,
    findings: report.results.map((f) => `${f.file}:${f.line}:${f.column} ${f.type} ${f.code}: ${f.message}`),
    errors: report.errors,
    warnings: report.warnings,
  };
}

/** `ts2wp build` (the real CLI) into `out`; the plugin folder and the CLI's stderr (its warnings). */
async function build(project, out) {
  const { code, stdout, stderr } = await runCli(['build', project, '--out', out, '--no-zip']);
  if (code !== 0) throw new Error(`ts2wp build ${project} exited ${code}:\n${stdout}${stderr}`);
  const [slug] = readdirSync(out).filter((f) => existsSync(path.join(out, f, `${f}.php`)));
  return { plugin: path.join(out, slug), stderr };
}

describe('Plugin Check 2.0.0 (all checks) on WordPress 7.1', () => {
  const t0 = Date.now();
  let site;
  let work;
  let wp;

  beforeAll(async () => {
    if (!RUN) {
      throw new Error(
        'Plugin Check was not found: set TS2WP_PLUGIN_CHECK to its `run` script, or put it at ../shared/plugin-check/run beside the repository.',
      );
    }
    work = await tempDir('ts2wp-plugin-check-');
    site = await startWordPress({ plugins: [], servers: [], log: (s) => console.log(`[plugin-check] ${s}`) });
    wp = path.join(site.dir, 'wordpress');
    expect(site.version).toMatch(/^7\.1(\.|$)/);
  }, 240_000);

  afterAll(async () => {
    await site?.stop();
    await removeDir(work);
    console.log(`[plugin-check] ${since(t0)}`);
  }, 60_000);

  for (const project of [...SAMPLES, ...HELD_OUT]) {
    const name = path.relative(REPO, project);
    it(`${name}: 0 errors, 0 warnings, every check run`, async () => {
      const { plugin } = await build(project, path.join(work, name.replace(/\//g, '-')));
      const report = pluginCheck(plugin, wp);
      expect(report.findings).toEqual([]);
      expect([report.errors, report.warnings]).toEqual([0, 0]);
      // All 32 checks, the five runtime ones included (they load the plugin, active, in WordPress).
      expect(report.checks).toHaveLength(32);
      expect(report.checks).toEqual(expect.arrayContaining(['trademarks', 'i18n_usage', 'enqueued_scripts_scope']));
    }, 600_000); // about 4 s a run on an idle machine; a loaded one takes a minute
  }

  // Queries on the plugin's own table are marked for direct_db_queries with their reason (the
  // samples above, reading-list's among them, get no warning); one on WordPress's posts table is
  // left for it to report, and the build warns TS2WP3907 at the TypeScript call first.
  it("a query on WordPress's posts table: the build warns at the TypeScript call, Plugin Check at its PHP", async () => {
    const project = path.join(FIXTURES, 'core-tables');
    const { plugin, stderr } = await build(project, path.join(work, 'core-tables'));
    const source = readFileSync(path.join(project, 'app/Controllers/CountController.ts'), 'utf8');
    const at = source.indexOf('wpdb.get_var(`SELECT COUNT(*) FROM ${wpdb.posts}');
    const line = source.slice(0, at).split('\n').length;
    const col = at - source.lastIndexOf('\n', at - 1);
    expect(
      [...stderr.matchAll(/(CountController\.ts:\d+:\d+) - warning (TS2WP\d+)/g)].map((m) => `${m[1]} ${m[2]}`),
    ).toEqual([`CountController.ts:${line}:${col} TS2WP3907`]);
    const php = readFileSync(path.join(plugin, 'app/Controllers/CountController.php'), 'utf8').split('\n');
    const phpLine = php.findIndex((l) => l.includes('$wpdb->posts')) + 1;
    expect(phpLine).toBeGreaterThan(0);
    // The cached query on the plugin's own table gets neither finding: DirectQuery is marked,
    // NoCaching is not needed (wp_cache_get() then wp_cache_set() in its function).
    const report = pluginCheck(plugin, wp);
    expect(report.findings.map((f) => f.replace(/^([^:]+:\d+):\d+ (\w+) ([\w.]+):.*$/, '$1 $2 $3'))).toEqual([
      `app/Controllers/CountController.php:${phpLine} WARNING WordPress.DB.DirectDatabaseQuery.DirectQuery`,
      `app/Controllers/CountController.php:${phpLine} WARNING WordPress.DB.DirectDatabaseQuery.NoCaching`,
    ]);
    expect([report.errors, report.warnings]).toEqual([0, 2]);
  }, 600_000);

  // Each name and slug: does the build warn TS2WP2013, and does Plugin Check say trademarked_term?
  const names = [
    { name: 'Acme WP Tools', slug: 'acme-tools' },
    { name: 'Acme Tools', slug: 'acme-wp-tools' },
    { name: 'Google Maps Routes', slug: 'maps-for-google' },
    { name: 'Shipping for WooCommerce', slug: 'woopress-shipping' },
    { name: 'Crowd Events', slug: 'crowd-events' },
  ];
  it('the build warns about a restricted name or slug exactly where Plugin Check reports trademarked_term', async () => {
    const base = path.join(FIXTURES, 'hostile');
    const got = [];
    const want = [];
    for (const { name, slug } of names) {
      const project = await copyProject(base);
      const config = JSON.parse(readFileSync(path.join(project, 'ts2wp.config.json'), 'utf8'));
      writeFileSync(path.join(project, 'ts2wp.config.json'), JSON.stringify({ ...config, name, slug }, null, 2));
      const { plugin, stderr } = await build(project, path.join(project, 'build'));
      const warned = [...stderr.matchAll(/warning TS2WP2013: The plugin (name|slug) /g)].map((m) => m[1]).sort();
      const flagged = pluginCheck(plugin, wp)
        .findings.filter((f) => f.includes('trademarked_term'))
        .map((f) => (/The plugin slug includes/.test(f) ? 'slug' : 'name'));
      // Plugin Check reads the name twice (plugin header and readme.txt): once is enough here.
      got.push({ name, slug, warned });
      want.push({ name, slug, warned: [...new Set(flagged)].sort() });
      await removeDir(project);
    }
    expect(got).toEqual(want);
    // The control is not empty: both kinds of finding occur, and some names pass.
    expect(want.some((w) => w.warned.includes('name'))).toBe(true);
    expect(want.some((w) => w.warned.includes('slug'))).toBe(true);
    expect(want.some((w) => w.warned.length === 0)).toBe(true);
  }, 1_200_000);
});
