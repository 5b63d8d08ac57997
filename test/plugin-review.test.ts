// wordpress.org's Plugin Check reviews a plugin with PHP_CodeSniffer and its own ruleset
// (plugin-review.xml: WordPress security sniffs, discouraged and forbidden functions…).
// Every sample's build must pass it, the WordPress.Security and WordPress.WP.I18n sniffs
// with the plugin's slug as text domain, and WordPress-Extra as configured by the
// phpcs.xml.dist the build writes beside the plugin, each with no error and no warning; so
// must the whole runtime (every class, shipped or not) under that phpcs.xml.dist. The
// PHPCS bundle is not an npm package: it is looked up beside the repository
// (../shared/phpcs, see its README) or at $TS2WP_PHPCS; without it, these tests are
// skipped and say why.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { codeText, positionOf } from '../emitter/diagnostics/diagnostic.js';
import { runtimeFiles } from '../emitter/render/runtime.js';
import { buildProject } from './helpers/build.js';
import { run } from './helpers/cli.js';

const REPO = path.resolve(import.meta.dirname, '..');
const PHPCS = [process.env.TS2WP_PHPCS, path.resolve(REPO, '../shared/phpcs/phpcs'), '/work/shared/phpcs/phpcs'].find(
  (p): p is string => !!p && fs.existsSync(p),
);
const RULESET = PHPCS && path.join(path.dirname(PHPCS), 'plugin-check/phpcs-rulesets/plugin-review.xml');
const SAMPLES = fs
  .readdirSync(path.join(REPO, 'samples'))
  .filter((s) => fs.existsSync(path.join(REPO, 'samples', s, 'ts2wp.config.json')));

interface PhpcsReport {
  totals: { errors: number; warnings: number; fixable: number };
  files: Record<string, { messages: { message: string; source: string; line: number; type: string }[] }>;
}

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-review-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

/** Each sample is built once for all the rulesets. */
const builds = new Map<string, Promise<string>>();
function build(sample: string, from = path.join(REPO, 'samples', sample)): Promise<string> {
  let plugin = builds.get(sample);
  if (!plugin) {
    const dir = path.join(temp, sample);
    fs.cpSync(from, dir, { recursive: true });
    plugin = buildProject(dir);
    builds.set(sample, plugin);
  }
  return plugin;
}

/** The phpcs.xml.dist the build writes beside a plugin folder (Plugin Check rejects it inside). */
const besideConfig = (plugin: string) => path.join(path.dirname(plugin), 'phpcs.xml.dist');

/**
 * Runs PHPCS on `plugin` and returns its findings, one line each (file:line type source: message).
 * Asynchronous: the whole runtime takes phpcs 20 s and more, longer than a test worker may hold
 * its event loop (helpers/event-loop-setup.ts).
 */
async function phpcs(args: string[], plugin: string): Promise<{ findings: string[]; totals: PhpcsReport['totals'] }> {
  // Exit 1/2 when there are findings: the report is on stdout either way.
  const out = (await run(PHPCS!, [...args, '--extensions=php', '--report=json', plugin])).stdout;
  // A ruleset that includes a deprecated sniff (WordPress-Extra without the build's exclusion) makes PHPCS print a notice first.
  const report = JSON.parse(out.slice(out.indexOf('{'))) as PhpcsReport;
  const findings = Object.entries(report.files).flatMap(([file, f]) =>
    f.messages.map((m) => `${path.relative(plugin, file)}:${m.line} ${m.type} ${m.source}: ${m.message}`),
  );
  return { findings, totals: report.totals };
}

/** The slug a build's folder is named after (its text domain). */
const slugOf = (plugin: string) => path.basename(plugin);

/** WordPress.Security (EscapeOutput included) and WordPress.WP.I18n with one text domain. */
function securityRuleset(slug: string): string {
  const file = path.join(temp, `security-${slug}.xml`);
  fs.writeFileSync(
    file,
    `<?xml version="1.0"?>
<ruleset name="security-i18n">
  <rule ref="WordPress.Security"/>
  <rule ref="WordPress.WP.I18n">
    <properties>
      <property name="text_domain" type="array"><element value="${slug}"/></property>
    </properties>
  </rule>
</ruleset>
`,
  );
  return file;
}

const clean = { findings: [], totals: { errors: 0, warnings: 0, fixable: 0 } };

if (!PHPCS) {
  console.warn('plugin-review.test.ts: no PHPCS bundle (../shared/phpcs/phpcs or $TS2WP_PHPCS); not checked.');
}

describe('Plugin Check review ruleset', () => {
  it.skipIf(!PHPCS).each(SAMPLES)(
    'samples/%s builds a plugin with no error and no warning',
    async (sample) => {
      expect(await phpcs([`--standard=${RULESET}`], await build(sample))).toEqual(clean);
    },
    120_000,
  );
});

describe('WordPress.Security and WordPress.WP.I18n with the plugin slug as text domain', () => {
  it.skipIf(!PHPCS).each(SAMPLES)(
    'samples/%s builds a plugin with no error and no warning',
    async (sample) => {
      const plugin = await build(sample);
      // The runtime's messages carry the slug, not the placeholder of php-runtime/.
      expect(fs.readFileSync(path.join(plugin, 'framework/Router.php'), 'utf8')).toContain(
        `__( 'The request handler failed.', '${slugOf(plugin)}' )`,
      );
      expect(await phpcs([`--standard=${securityRuleset(slugOf(plugin))}`], plugin)).toEqual(clean);
    },
    120_000,
  );
});

describe("WordPress-Extra with the plugin's phpcs.xml.dist", () => {
  it.skipIf(!PHPCS).each(SAMPLES)(
    'samples/%s builds a plugin with no error and no warning',
    async (sample) => {
      const plugin = await build(sample);
      expect(await phpcs([`--standard=${besideConfig(plugin)}`], plugin)).toEqual(clean);
    },
    180_000,
  );

  it.skipIf(!PHPCS)(
    'the phpcs.xml.dist names no deprecated sniff (phpcs prints no notice before its report)',
    async () => {
      const plugin = await build('basic');
      const summary = await run(PHPCS!, [`--standard=${besideConfig(plugin)}`, '--report=summary', plugin]);
      expect(summary.stdout + summary.stderr).not.toMatch(/deprecated/i);
      expect(summary.code).toBe(0);
    },
  );

  it.skipIf(!PHPCS)(
    'e2e/fixtures/shapes (patterns, permission { capability, of }, JSDoc args, a response schema) passes too',
    async () => {
      const plugin = await build('shapes', path.join(REPO, 'e2e', 'fixtures', 'shapes'));
      expect(fs.readFileSync(path.join(plugin, 'routes.php'), 'utf8')).toContain("'of'         => 'id',");
      expect(await phpcs([`--standard=${besideConfig(plugin)}`], plugin)).toEqual(clean);
    },
    180_000,
  );

  // The numeric fast paths' long guards span lines there (php/printer.ts, valueOf()).
  it.skipIf(!PHPCS)(
    'bench/compute/project (long guards and calls printed over several lines) passes too',
    async () => {
      const plugin = await build('compute', path.join(REPO, 'bench', 'compute', 'project'));
      expect(fs.readFileSync(path.join(plugin, 'app/Controllers/ComputeController.php'), 'utf8')).toMatch(/\n\t+\? /);
      expect(await phpcs([`--standard=${besideConfig(plugin)}`], plugin)).toEqual(clean);
    },
    180_000,
  );

  // The held-out compute handlers: code written without the compiler in mind (issue 33).
  it.skipIf(!PHPCS).each(['heldout', 'heldout2'])(
    'bench/compute/%s passes too',
    async (set) => {
      const plugin = await build(set, path.join(REPO, 'bench', 'compute', set));
      expect(await phpcs([`--standard=${besideConfig(plugin)}`], plugin)).toEqual(clean);
    },
    180_000,
  );

  // The twins e2e/twins.test.mjs compares the samples with are written as core would write them.
  it.skipIf(!PHPCS)(
    'the hand-written twins (e2e/fixtures/twins) pass WordPress-Extra too',
    async () => {
      expect(await phpcs(['--standard=WordPress-Extra'], path.join(REPO, 'e2e', 'fixtures', 'twins'))).toEqual(clean);
    },
    180_000,
  );

  // Plugins ship only the runtime classes they reach; every class must pass for any plugin.
  it.skipIf(!PHPCS)(
    'passes on the whole runtime (every class), and each exclusion in the file says why',
    async () => {
      const plugin = await build(SAMPLES[0]);
      const full = path.join(temp, 'full', slugOf(plugin));
      fs.cpSync(plugin, full, { recursive: true });
      fs.copyFileSync(besideConfig(plugin), besideConfig(full));
      const namespace = /^namespace (.+)\\Framework;$/m.exec(
        fs.readFileSync(path.join(plugin, 'framework/Router.php'), 'utf8'),
      )![1];
      for (const [rel, content] of runtimeFiles(namespace, slugOf(plugin))) {
        fs.mkdirSync(path.dirname(path.join(full, rel)), { recursive: true });
        fs.writeFileSync(path.join(full, rel), content);
      }
      expect(fs.existsSync(path.join(full, 'framework/JsCaseMap.php'))).toBe(true);
      expect(await phpcs([`--standard=${besideConfig(full)}`], full)).toEqual(clean);
      // Every <exclude> and exclude-pattern block is preceded by a comment giving the reason.
      const ruleset = fs.readFileSync(besideConfig(full), 'utf8');
      const lines = ruleset.split('\n');
      lines.forEach((line, i) => {
        if (!/<exclude name=/.test(line)) return;
        let j = i - 1;
        while (/<exclude name=/.test(lines[j])) j--;
        expect(lines[j], line).toMatch(/<!-- .+ -->/);
      });
    },
    300_000,
  );
});

// Handlers that lean on `||`, `&&`, `??`, `?.` and `||=` (test/plugin-review/short-circuit):
// no assignment inside a condition or after the start of a statement (operand-hoist.ts),
// which the phpcs.xml.dist no longer excludes.
describe('short-circuit operators in realistic handlers', () => {
  it.skipIf(!PHPCS)(
    'pass WordPress-Extra, the review ruleset and the security sniffs',
    async () => {
      const plugin = await build('short-circuit', path.join(REPO, 'test/plugin-review/short-circuit'));
      const ruleset = fs.readFileSync(besideConfig(plugin), 'utf8');
      expect(ruleset).not.toContain('AssignmentInTernaryCondition');
      expect(ruleset).not.toContain('DisallowMultipleAssignments');
      const app = fs.readFileSync(path.join(plugin, 'app/Controllers/ShopController.php'), 'utf8');
      // All three forms are there: a temp computed by a statement, a helper, an if for a discarded ||=.
      expect(app).toMatch(/^\t+\$__ts_tmp\d+ = /m);
      expect(app).toContain('Js::truthy_or_null(');
      expect(app).toMatch(/if \( ! Js::truthy\( Js::index\( \$notes, /);
      expect(app).not.toMatch(/(?<!for )\( \$__ts_tmp\d+ = /); // a for loop's init is a statement
      expect(await phpcs([`--standard=${besideConfig(plugin)}`], plugin)).toEqual(clean);
      expect(await phpcs([`--standard=${RULESET}`], plugin)).toEqual(clean);
      expect(await phpcs([`--standard=${securityRuleset(slugOf(plugin))}`], plugin)).toEqual(clean);
    },
    180_000,
  );
});

// A loop whose condition queries the plugin's own table around a statement that queries it
// too (test/plugin-review/batch-cleanup): PHPCS does not count `phpcs:disable`s, so an inner
// `phpcs:enable` would turn DirectQuery back on before the `while` line that needs it off.
describe('phpcs:disable inside phpcs:disable', () => {
  it.skipIf(!PHPCS)(
    'only the outermost pair is written for a sniff, and the DirectDatabaseQuery and PreparedSQL sniffs find nothing',
    async () => {
      const plugin = await build('batch-cleanup', path.join(REPO, 'test/plugin-review/batch-cleanup'));
      const app = fs.readFileSync(path.join(plugin, 'app/Controllers/LogController.php'), 'utf8');
      const lines = app.split('\n').map((l) => l.trim());
      const at = (text: string) => lines.findIndex((l) => l.startsWith(text));
      const direct = 'WordPress.DB.DirectDatabaseQuery.DirectQuery';
      // Disabled once before `do {`, enabled once after `} while`; PreparedSQL nests inside.
      expect(lines.filter((l) => l.includes(`phpcs:disable ${direct}`))).toHaveLength(1);
      expect(lines.filter((l) => l.includes(`phpcs:enable ${direct}`))).toHaveLength(1);
      expect(at(`// phpcs:disable ${direct}`)).toBeLessThan(at('do {'));
      expect(at(`// phpcs:enable ${direct}`)).toBeGreaterThan(at('} while ('));
      expect(at('// phpcs:disable WordPress.DB.PreparedSQL.NotPrepared')).toBeGreaterThan(at('do {'));
      expect(at('// phpcs:enable WordPress.DB.PreparedSQL.NotPrepared')).toBeLessThan(at('} while ('));
      const sniffs =
        '--sniffs=WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL,WordPress.DB.PreparedSQLPlaceholders';
      expect(await phpcs(['--standard=WordPress', sniffs], plugin)).toEqual(clean);
      expect(await phpcs([`--standard=${besideConfig(plugin)}`], plugin)).toEqual(clean);
      expect(await phpcs([`--standard=${RULESET}`], plugin)).toEqual(clean);
    },
    180_000,
  );
});

// What WordPress-Core reports on a faithful translation (emitter/php/statement-sniffs.ts): an
// assignment the TypeScript uses as a value where moving it would change when it runs, and a
// loop test that reads a size or calls a function before every turn. The sniffs are off
// around that statement only, each with its reason; without the directives PHPCS reports them.
describe('sniffs turned off around a statement a faithful translation keeps', () => {
  it.skipIf(!PHPCS)(
    'WordPress-Extra passes with the directives and reports the loop without them',
    async () => {
      const plugin = await build('batch-cleanup', path.join(REPO, 'test/plugin-review/batch-cleanup'));
      const file = path.join(plugin, 'app/Controllers/QueueController.php');
      const app = fs.readFileSync(file, 'utf8');
      expect(app).toContain('// ts2wp keeps this assignment inside its expression');
      expect(app).toContain("// The loop's test is the TypeScript's");
      expect(app).toMatch(/phpcs:disable [^\n]*Generic\.CodeAnalysis\.AssignmentInCondition/);
      expect(await phpcs([`--standard=${besideConfig(plugin)}`], plugin)).toEqual(clean);
      // The same file without its directives, in a copy of the plugin.
      const bare = path.join(temp, 'bare', slugOf(plugin));
      fs.cpSync(plugin, bare, { recursive: true });
      fs.copyFileSync(besideConfig(plugin), besideConfig(bare));
      fs.writeFileSync(
        path.join(bare, 'app/Controllers/QueueController.php'),
        app.replace(/^\t*\/\/ phpcs:(?:disable|enable) .*\n/gm, ''),
      );
      const sources = (await phpcs([`--standard=${besideConfig(bare)}`], bare)).findings.map((f) =>
        f.split(' ')[2].replace(/:$/, ''),
      );
      expect(new Set(sources)).toEqual(
        new Set([
          'Generic.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition',
          'Squiz.PHP.DisallowSizeFunctionsInLoops.Found',
          'Generic.CodeAnalysis.ForLoopWithTestFunctionCall.NotAllowed',
        ]),
      );
    },
    180_000,
  );
});

// wp_die() prints its message and title into an HTML page: an argument that is neither a
// literal nor escaped is an EscapeOutput error under Plugin Check, at PHP the author did not
// write. The build warns at the TypeScript argument (TS2WP3909), exactly where PHPCS reports.
describe('wp_die() with unescaped output', () => {
  it.skipIf(!PHPCS)(
    'the build warns at each unescaped argument, and EscapeOutput reports those and no others',
    async () => {
      const fixture = path.join(REPO, 'test/plugin-review/unsubscribe');
      const result = compileProject(fixture);
      const warned = result.diagnostics.map((d) => [codeText(d), positionOf(d)?.line, positionOf(d)?.col]);
      expect(warned).toEqual([
        ['TS2WP3909', 30, 14],
        ['TS2WP3909', 30, 61],
      ]);
      const plugin = await build('unsubscribe', fixture);
      const found = (await phpcs([`--standard=${securityRuleset(slugOf(plugin))}`], plugin)).findings;
      expect(found.map((f) => f.split(' ').slice(0, 3).join(' '))).toEqual([
        expect.stringMatching(
          /^app\/Controllers\/UnsubscribeController\.php:\d+ ERROR WordPress\.Security\.EscapeOutput\.OutputNotEscaped:$/,
        ),
        expect.stringMatching(
          /^app\/Controllers\/UnsubscribeController\.php:\d+ ERROR WordPress\.Security\.EscapeOutput\.OutputNotEscaped:$/,
        ),
      ]);
    },
    180_000,
  );
});

// A script or style from a CDN is what wordpress.org turns down (Plugin Check's
// EnqueuedResourceOffloading, an error), and `posts_per_page` above 100 is what the WordPress
// coding standards warn about (WordPress.WP.PostsPerPage): both at PHP the author did not
// write. The build warns at the TypeScript (TS2WP3910, TS2WP3911) for exactly those calls and
// keys: the plugin's own URL, a page of 100 and -1 pass both.
describe('scripts from a CDN and queries above 100 posts', () => {
  it.skipIf(!PHPCS)(
    'the build warns where Plugin Check and WordPress.WP.PostsPerPage report, and nowhere else',
    async () => {
      const fixture = path.join(REPO, 'test/plugin-review/charts');
      const warned = compileProject(fixture).diagnostics.map((d) => [
        codeText(d),
        path.basename(d.file?.fileName ?? ''),
        positionOf(d)?.line,
      ]);
      expect(warned).toEqual([
        ['TS2WP3911', 'OrdersController.ts', 8],
        ['TS2WP3911', 'OrdersController.ts', 15],
        ['TS2WP3910', 'ChartAssets.ts', 13],
        ['TS2WP3910', 'ChartAssets.ts', 18],
      ]);
      const plugin = await build('charts', fixture);
      const ruleset = path.join(temp, 'charts.xml');
      fs.writeFileSync(
        ruleset,
        `<?xml version="1.0"?>
<ruleset name="charts">
  <rule ref="PluginCheck.CodeAnalysis.EnqueuedResourceOffloading"/>
  <rule ref="WordPress.WP.PostsPerPage"/>
</ruleset>
`,
      );
      const found = (await phpcs([`--standard=${ruleset}`], plugin)).findings.map(
        (f) => `${f.split(':')[0]} ${f.split(' ')[2].replace(/:$/, '')}`,
      );
      expect(found.sort()).toEqual([
        'app/Controllers/OrdersController.php WordPress.WP.PostsPerPage.posts_per_page_numberposts',
        'app/Controllers/OrdersController.php WordPress.WP.PostsPerPage.posts_per_page_posts_per_page',
        'app/Hooks/ChartAssets/ChartAssets.php PluginCheck.CodeAnalysis.EnqueuedResourceOffloading.OffloadedContent',
        'app/Hooks/ChartAssets/ChartAssets.php PluginCheck.CodeAnalysis.EnqueuedResourceOffloading.OffloadedContent',
      ]);
    },
    180_000,
  );
});
