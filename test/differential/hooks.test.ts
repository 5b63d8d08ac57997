// Hook bodies, proven like handlers: a hooks project (app/Hooks with the events sample's
// rules in app/lib) runs in Node (each hook method called as WordPress would: one instance
// per class, the first accepted_args arguments) and on PHP 7.4 and 8.3 (the built plugin
// loaded by a recording fake of WordPress's hook API, each hook fired through the closure
// hooks.php registered), and the JSON results must be equal, call by call.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../../emitter/compile.js';
import { formatDiagnostics } from '../../emitter/diagnostics/diagnostic.js';
import type { HookModel } from '../../emitter/model.js';
import { closePhp, getPhp, DIFFERENTIAL_PHP_VERSIONS, runPhp } from '../helpers/php.js';
import { REPO } from '../helpers/project.js';

const HOOKS = `import { Action, Filter } from 'ts2wp';
import { normalizeDate, readSettings, toClose, withBanner, type EventSettings } from '../lib/events';

interface Saved {
  id: number;
  update: boolean;
  title: string;
}

/** Content and title filters over event markers, and a log of saved posts. */
export class ContentHooks {
  private saved: Saved[] = [];
  private titles = 0;

  /** \`[event 2026-05-01 closed]\` at the start of a post becomes the event's banner. */
  @Filter('the_content', 20)
  banner(content: string): string {
    const match = /^\\[event\\s+([0-9-]+)(\\s+closed)?(?:\\s+(\\d+))?\\]\\s*/.exec(content);
    if (!match) return content;
    const rest = content.slice(match[0].length);
    return withBanner(rest, match[1]!, match[2] !== undefined, Number(match[3] ?? 0));
  }

  @Filter('the_title', 5)
  title(title: string, id: number): string {
    this.titles++;
    const clean = title.trim().replace(/\\s+/g, ' ');
    return id > 0 ? \`\${clean} (#\${id})\` : clean;
  }

  @Filter('body_class')
  bodyClasses(classes: string[], extra: string[]): string[] {
    const all = [...classes, ...extra.map((c) => \`x-\${c.toLowerCase()}\`)];
    return all.filter((c, i) => c !== 'home' && all.indexOf(c) === i).sort();
  }

  @Action('save_post')
  remember(id: number, post: { post_title: string }, update: boolean): void {
    this.saved.push({ id, update, title: post.post_title.toUpperCase() });
  }

  /** What the other hooks saw in this request: one instance serves them all. */
  @Filter('ts2wp_diff_report')
  report(initial: Record<string, unknown>): Record<string, unknown> {
    return { ...initial, saved: this.saved, titles: this.titles };
  }

  @Filter('ts2wp_diff_settings')
  settings(stored: unknown): unknown {
    const s: EventSettings = readSettings(stored);
    return { ...s, label: s.banner ? \`banner, \${s.defaultCapacity} seats\` : 'plain' };
  }
}

export class CronRules {
  @Filter('ts2wp_diff_close', 30)
  static close(ids: number[], events: { id: number; date: string; closed: boolean }[], today: string): number[] {
    return [...ids, ...toClose(events, normalizeDate(today) || today)];
  }

  @Action('ts2wp_diff_nothing')
  static nothing(): void {}
}
`;

/** hook, then the arguments WordPress would pass. */
const CALLS: [string, ...unknown[]][] = [
  ['the_content', '[event 2026-05-01 closed 40] Doors open at 7.'],
  ['the_content', '[event 2026-02-29] Not a real date.'],
  ['the_content', '[event 2024-2-29]   Leap day meetup.'],
  ['the_content', 'No marker here: [event 2026-01-01]'],
  ['the_title', '  Spring   meetup ', 12],
  ['the_title', 'Draft', 0],
  ['body_class', ['home', 'page', 'b-class'], ['Event', 'page']],
  ['save_post', 7, { post_title: 'First' }, false],
  ['save_post', 7, { post_title: 'First, edited' }, true],
  ['ts2wp_diff_report', { request: 1 }],
  ['ts2wp_diff_settings', { defaultCapacity: '25', banner: false }],
  ['ts2wp_diff_settings', 'not an array'],
  ['ts2wp_diff_settings', { defaultCapacity: -3, banner: 'yes' }],
  [
    'ts2wp_diff_close',
    [1],
    [
      { id: 2, date: '2026-01-10', closed: false },
      { id: 3, date: '2026-01-10', closed: true },
      { id: 4, date: '2026-03-01', closed: false },
      { id: 5, date: 'soon', closed: false },
      { id: 6, date: '2026-1-9', closed: false },
    ],
    '2026-01-11',
  ],
  ['ts2wp_diff_nothing'],
];

const CONFIG = { name: 'Hook Diff', slug: 'hook-diff', phpNamespace: 'HookDiff\\Cases', version: '1.0.0' };

async function runInNode(dir: string, hooks: HookModel[]): Promise<unknown[]> {
  for (const rel of ['app/Hooks/ContentHooks.ts', 'app/lib/events.ts']) {
    const file = path.join(dir, rel);
    const out = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
      fileName: file,
    });
    fs.writeFileSync(
      file.replace(/\.ts$/, '.mjs'),
      out.outputText.replace(/from '(\.{1,2}\/[^']+?)(\.ts)?'/g, "from '$1.mjs'"),
    );
  }
  const mod = await import(pathToFileURL(path.join(dir, 'app/Hooks/ContentHooks.mjs')).href);
  const instances = new Map<string, any>();
  return CALLS.map(([hook, ...args]) =>
    hooks
      .filter((h) => h.hook === hook)
      .map((h) => {
        const cls = mod[h.className];
        let target = cls;
        if (!h.isStatic) {
          if (!instances.has(h.className)) instances.set(h.className, new cls());
          target = instances.get(h.className);
        }
        const result = target[h.method](...structuredClone(args).slice(0, h.acceptedArgs));
        return JSON.parse(JSON.stringify(result) ?? 'null');
      }),
  );
}

function phpRunner(main: string): string {
  return `<?php
define( 'ABSPATH', '/' );
$GLOBALS['hooks'] = array();
function add_action( $hook, $cb, $priority = 10, $args = 1 ) { $GLOBALS['hooks'][ $hook ][] = array( $cb, $args ); return true; }
function add_filter( $hook, $cb, $priority = 10, $args = 1 ) { return add_action( $hook, $cb, $priority, $args ); }
// The plugin file defines <SLUG>_DIR from its own path (plugin.dir in TypeScript).
function plugin_dir_path( $file ) { return dirname( $file ) . '/'; }
require '${main}';
$out = array();
foreach ( json_decode( file_get_contents( '/hookdiff/calls.json' ), true ) as $call ) {
	$hook = array_shift( $call );
	$results = array();
	foreach ( $GLOBALS['hooks'][ $hook ] as $registered ) {
		$results[] = call_user_func_array( $registered[0], array_slice( $call, 0, $registered[1] ) );
	}
	$out[] = $results;
}
echo json_encode( $out );
`;
}

describe('hook bodies: Node and PHP agree', () => {
  let hooks: HookModel[] = [];
  let node: unknown[] = [];
  const php: Record<string, unknown[]> = {};

  beforeAll(async () => {
    const tmp = path.join(REPO, 'test', '.tmp');
    fs.mkdirSync(tmp, { recursive: true });
    const dir = fs.mkdtempSync(path.join(tmp, 'hooks-'));
    fs.writeFileSync(path.join(dir, 'ts2wp.config.json'), JSON.stringify(CONFIG));
    fs.mkdirSync(path.join(dir, 'app', 'Hooks'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'app', 'lib'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'app', 'Hooks', 'ContentHooks.ts'), HOOKS);
    fs.copyFileSync(
      path.join(REPO, 'samples', 'events', 'app', 'lib', 'events.ts'),
      path.join(dir, 'app', 'lib', 'events.ts'),
    );
    const compiled = compileProject(dir);
    if (!compiled.files) throw new Error(formatDiagnostics(compiled.diagnostics, dir, false));
    hooks = compiled.model!.hooks!;
    node = await runInNode(dir, hooks);
    for (const version of DIFFERENTIAL_PHP_VERSIONS) {
      const runtime = await getPhp(version);
      for (const [rel, content] of compiled.files) {
        runtime.mkdir(path.posix.dirname(`/hookdiff/${rel}`));
        runtime.writeFile(`/hookdiff/${rel}`, content);
      }
      runtime.writeFile('/hookdiff/calls.json', JSON.stringify(CALLS));
      const result = await runPhp(runtime, phpRunner('/hookdiff/hook-diff.php'));
      try {
        php[version] = JSON.parse(result.text);
      } catch {
        throw new Error(`PHP ${version}: ${result.text} ${result.errors}`);
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
  afterAll(closePhp);

  it('registers accepted args from the parameters', () => {
    expect(hooks.map((h) => [h.hook, h.priority, h.acceptedArgs, h.isStatic])).toEqual([
      ['the_content', 20, 1, false],
      ['the_title', 5, 2, false],
      ['body_class', 10, 2, false],
      ['save_post', 10, 3, false],
      ['ts2wp_diff_report', 10, 1, false],
      ['ts2wp_diff_settings', 10, 1, false],
      ['ts2wp_diff_close', 30, 3, true],
      ['ts2wp_diff_nothing', 10, 0, true],
    ]);
  });

  CALLS.forEach(([hook, ...args], i) => {
    it(`${i}: ${hook}(${JSON.stringify(args).slice(1, 60)})`, () => {
      expect(node[i], 'the hook did not run in Node').toBeDefined();
      for (const version of DIFFERENTIAL_PHP_VERSIONS) expect(php[version][i], `PHP ${version}`).toEqual(node[i]);
    });
  });

  it('gives the expected answers (the comparison is not vacuous)', () => {
    expect(node[0]).toEqual(['<p class="event-when">Closed 1 May 2026 · 40 seats</p>\nDoors open at 7.']);
    expect(node[9]).toEqual([
      {
        request: 1,
        saved: [
          { id: 7, update: false, title: 'FIRST' },
          { id: 7, update: true, title: 'FIRST, EDITED' },
        ],
        titles: 2,
      },
    ]);
    expect(node[13]).toEqual([[1, 2, 6]]);
  });
});
