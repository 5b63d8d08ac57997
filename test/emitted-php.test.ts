// Every construct, not only every sample: the PHP that the successful compiles of the suites
// that exercise the translation (SOURCES: the differential corpora, the fuzz cases, the hooks
// and request-edge projects) and of the trial plugins emitted, recorded by
// test/helpers/emitted-php-setup.ts and deduplicated, is sniffed in one phpcs run with wordpress.org's own standards: Plugin
// Check 2.0.0's review ruleset (plugin-review.xml), WordPress-Extra as the plugin's
// phpcs.xml.dist configures it, WordPress.Security, WordPress.WP.I18n with each plugin's slug
// as text domain, and WordPress.NamingConventions.PrefixAllGlobals with each slug as prefix.
// 0 errors, 0 warnings. The runtime (framework/) is sniffed class by class in
// plugin-review.test.ts. It runs in `npm test` (vitest.config.ts orders it last, after the files
// whose output it reads, so it costs one phpcs run); alone it has nothing to read and says so;
// `npm run review:emitted` runs it with only the suites it requires. It also builds the plugins
// of people who had not read the compiler (TRIALS). PHPCS is Plugin Check's own copy
// (../shared/plugin-check, or $TS2WP_PLUGIN_CHECK's folder), two processes at a time.
// Not the other suites' compiles: they build the user mistakes the build warns about on purpose
// (an unescaped wp_die(), TS2WP3909; SQL the wpdb suite checks), and plugins for newer
// WordPress (`%i` under requiresWp 6.2) that this one ruleset for 6.1 would misread: a probe
// over 31 of the other suites (2026-11-28) found 8 findings there, all of those kinds.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBesideFiles } from '../emitter/render/render.js';
import { compileProject, hasErrors } from '../emitter/compile.js';
import type { PluginConfig } from '../emitter/model.js';
import { corpusDir, type CorpusEntry } from './helpers/emitted-php.js';
import { run } from './helpers/cli.js';
import { REPO } from './helpers/project.js';

const CORPUS = corpusDir() ?? '';

const PLUGIN_CHECK = [
  process.env.TS2WP_PLUGIN_CHECK && path.dirname(process.env.TS2WP_PLUGIN_CHECK),
  path.resolve(REPO, '../shared/plugin-check'),
  '/work/shared/plugin-check',
].find((p): p is string => !!p && fs.existsSync(path.join(p, 'plugin-check')));

/** The suites whose output must be in the corpus: a run without them has not checked them. */
const SOURCES = [
  'test/differential/',
  'test/fuzz.test.ts',
  'test/fuzz-assignment.test.ts',
  'test/hooks.test.ts',
  'test/request/request-edge.test.ts',
];

/**
 * Plugins written by people who had not read the compiler, built here so they are always in
 * the corpus: the club trial's plugin, and the samples (blog-api is what the client trial's
 * dashboard was written against). compileProject() records what it emits, as in every suite.
 */
const TRIALS = [
  'test/differential/club-trial/plugin',
  'test/review-trial',
  ...fs.readdirSync(path.join(REPO, 'samples')).map((s) => `samples/${s}`),
];

/** This file: the trial plugins it compiles are recorded under its name. */
const SELF = 'test/emitted-php.test.ts';

/** A file naming the corpus files of `entries`, one a line, for phpcs's --file-list. */
function fileList(entries: CorpusEntry[]): string {
  const list = path.join(CORPUS, 'sniffed.txt');
  const files = [...new Set(entries.map((e) => path.join(CORPUS, 'plugin', e.file)))];
  fs.writeFileSync(list, `${files.join('\n')}\n`);
  return list;
}

function readCorpus(): CorpusEntry[] {
  const index = path.join(CORPUS, 'index.jsonl');
  if (!fs.existsSync(index)) return [];
  return fs
    .readFileSync(index, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CorpusEntry);
}

/** One ruleset: WordPress-Extra as the build's phpcs.xml.dist has it, and the review sniffs. */
function writeRuleset(entries: CorpusEntry[], pluginCheck: string): string {
  const slugs = [...new Set(entries.map((e) => e.slug))].sort();
  // Each plugin's slug (its hook names) and PHP namespace (its classes), as Plugin Check finds them.
  const prefixes = [...new Set(entries.flatMap((e) => [e.slug.replace(/-/g, '_'), e.phpNamespace]))].sort();
  // The build's own phpcs.xml.dist (its exclusions, each with its reason), for the folder `plugin`.
  const extra = renderBesideFiles({
    config: { slug: 'plugin', requiresWp: '6.1' } as PluginConfig,
    routes: [],
    hooks: [],
    controllers: [],
  }).get('phpcs.xml.dist')!;
  const extraFile = path.join(CORPUS, 'phpcs.xml.dist');
  fs.writeFileSync(extraFile, extra.replace(/\s*<rule ref="WordPress\.WP\.I18n">[\s\S]*?<\/rule>/, ''));
  const elements = (values: string[]) => values.map((v) => `<element value="${v}"/>`).join('');
  const review = path.join(CORPUS, 'review.xml');
  fs.writeFileSync(
    review,
    `<?xml version="1.0"?>
<ruleset name="ts2wp-emitted-php">
  <rule ref="${extraFile}"/>
  <rule ref="${path.join(pluginCheck, 'plugin-check/phpcs-rulesets/plugin-review.xml')}"/>
  <rule ref="WordPress.Security"/>
  <rule ref="WordPress.WP.I18n">
    <properties><property name="text_domain" type="array">${elements(slugs)}</property></properties>
  </rule>
  <rule ref="WordPress.NamingConventions.PrefixAllGlobals">
    <properties><property name="prefixes" type="array">${elements(prefixes)}</property></properties>
  </rule>
  <!-- The corpus holds many plugins in one folder, so one class name may come from several builds. -->
  <rule ref="Generic.Classes.DuplicateClassName"><severity>0</severity></rule>
</ruleset>
`,
  );
  return review;
}

describe('the PHP every compile of this test run emitted', () => {
  it('passes Plugin Check review, WordPress-Extra, the security, i18n and prefix sniffs: 0 errors, 0 warnings', async () => {
    if (!PLUGIN_CHECK) {
      throw new Error(
        'Plugin Check was not found: set TS2WP_PLUGIN_CHECK to its `run` script, or put it at ../shared/plugin-check.',
      );
    }
    if (!CORPUS) {
      throw new Error('No corpus folder: run this file with vitest.config.ts (its globalSetup makes one).');
    }
    for (const trial of TRIALS)
      expect(hasErrors(compileProject(path.join(REPO, trial)).diagnostics), trial).toBe(false);
    const entries = readCorpus().filter((e) => [...SOURCES, SELF].some((s) => e.test.startsWith(s)));
    const missing = SOURCES.filter((s) => !entries.some((e) => e.test.startsWith(s)));
    expect(
      missing,
      'run this file together with the suites it reads, e.g. `npm run review:emitted -- test/differential test/fuzz.test.ts test/fuzz-assignment.test.ts test/hooks.test.ts test/request/request-edge.test.ts test/emitted-php.test.ts`',
    ).toEqual([]);
    const phpcs = path.join(PLUGIN_CHECK, 'plugin-check/vendor/squizlabs/php_codesniffer/bin/phpcs');
    // Asynchronous: phpcs takes 20 s and more, longer than this worker may hold its event loop.
    const r = await run('php', [
      phpcs,
      `--standard=${writeRuleset(entries, PLUGIN_CHECK)}`,
      '--extensions=php',
      '--report=json',
      '--parallel=2',
      '-q',
      `--file-list=${fileList(entries)}`,
    ]);
    const out = r.stdout.slice(r.stdout.indexOf('{'));
    if (!out) throw new Error(`phpcs did not run (exit ${r.code}):\n${r.stderr}${r.stdout}`);
    const report = JSON.parse(out) as {
      totals: { errors: number; warnings: number };
      files: Record<string, { messages: { line: number; type: string; source: string; message: string }[] }>;
    };
    // Findings by sniff first: one printer pattern usually accounts for dozens of them.
    const bySniff: Record<string, number> = {};
    for (const f of Object.values(report.files))
      for (const m of f.messages) bySniff[m.source] = (bySniff[m.source] ?? 0) + 1;
    const byFile = new Map(entries.map((e) => [e.file, e]));
    const findings = Object.entries(report.files).flatMap(([file, f]) => {
      const e = byFile.get(path.basename(file));
      return f.messages.map((m) => `${e?.test} ${e?.rel}:${m.line} ${m.type} ${m.source}: ${m.message}`);
    });
    console.log(
      `[emitted-php] ${new Set(entries.map((e) => e.file)).size} distinct files from ${new Set(entries.map((e) => e.test)).size} test files sniffed`,
    );
    expect(bySniff).toEqual({});
    expect(findings).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(Object.keys(report.files)).toHaveLength(new Set(entries.map((e) => e.file)).size);
  }, 900_000);
});
