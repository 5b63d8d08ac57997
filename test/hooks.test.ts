// Hooks and lifecycle (app/Hooks): the model read from the decorators, the diagnostics of
// each rule (code and position), and what hooks.php does when WordPress loads the plugin:
// it registers every hook with its priority and accepted args and loads no hook class
// until a hook fires (run on PHP 7.4 and 8.3 with a recording fake of WordPress's hook API).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hookLines } from '../cli/dev.js';
import { compileProject } from '../emitter/compile.js';
import { createIncrementalCompiler } from '../emitter/incremental.js';
import { codeText, messageOf, positionOf } from '../emitter/diagnostics/diagnostic.js';
import { closePhp, getPhp, lintPhp, PHP_VERSIONS, runPhp } from './helpers/php.js';
import { controller, DEFAULT_CONFIG, makeProject, readTree, REPO } from './helpers/project.js';

const EVENTS = path.join(REPO, 'samples', 'events');

describe('samples/events', () => {
  it('compiles with no diagnostics into its routes and hooks', () => {
    const result = compileProject(EVENTS);
    expect(result.diagnostics.map((d) => d.messageText)).toEqual([]);
    expect(result.model!.routes.map((r) => r.name)).toEqual(['listEvents', 'getEvent', 'createEvent']);
    expect(
      result.model!.hooks!.map((h) => [h.kind, h.hook, h.priority, h.acceptedArgs, h.schedule ?? '', h.isStatic]),
    ).toEqual([
      ['action', 'init', 10, 0, '', false],
      ['filter', 'the_content', 20, 1, '', false],
      ['activate', '', 10, 0, '', false],
      ['deactivate', '', 10, 0, '', false],
      ['cron', 'typescript_events_close_past', 10, 0, 'daily', false],
      ['uninstall', '', 10, 0, '', true],
    ]);
    const files = result.files!;
    expect(files.get('typescript-events.php')).toContain("require __DIR__ . '/hooks.php';");
    expect(files.has('app/Hooks/EventHooks/EventHooks.php')).toBe(true);
    expect(files.has('framework/Hooks.php')).toBe(true);
  });

  it('ts2wp dev lists the hooks it registered', () => {
    expect(hookLines(compileProject(EVENTS).model!)).toEqual([
      'action      init (priority 10, 0 args)                                     → EventHooks.registerTypes',
      'filter      the_content (priority 20, 1 arg)                               → EventHooks.addBanner',
      'activate    register_activation_hook                                       → EventHooks.activate',
      'deactivate  register_deactivation_hook                                     → EventHooks.deactivate',
      'cron        typescript_events_close_past (daily, scheduled on activation)  → EventHooks.closePast',
      'uninstall   register_uninstall_hook                                        → EventHooks.uninstall (static)',
    ]);
  });

  it('a watch build after editing a hook file equals a full build', () => {
    const dir = makeProject({});
    fs.cpSync(EVENTS, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}build`) });
    const compiler = createIncrementalCompiler(dir);
    expect(compiler.compile().diagnostics).toEqual([]);
    const file = path.join(dir, 'app', 'Hooks', 'EventHooks.ts');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace("@Filter('the_content', 20)", "@Filter('the_content', 5)"),
    );
    const watched = compiler.compile();
    const full = compileProject(dir);
    expect(watched.diagnostics).toEqual([]);
    expect(watched.files!.get('hooks.php')).toContain("add_filter(\n\t'the_content',");
    expect(watched.files!.get('hooks.php')).toMatch(/'addBanner', false, \$args \);\n\t},\n\t5,\n\t1\n\);/);
    expect(Object.fromEntries([...watched.files!].sort())).toEqual(Object.fromEntries([...full.files!].sort()));
  });

  it('a plugin without app/Hooks gets no hooks.php and its plugin file does not include one', () => {
    const result = compileProject(path.join(REPO, 'samples', 'todo-api'));
    expect(result.files!.has('hooks.php')).toBe(false);
    expect(result.files!.get('typescript-todo-api.php')).not.toContain('hooks.php');
  });
});

/** A fake of WordPress's hook API that records registrations, then fires some hooks. */
function loader(fire: string): string {
  return `<?php
define( 'ABSPATH', '/' );
$GLOBALS['registered'] = array();
function add_action( $hook, $cb, $priority = 10, $args = 1 ) { $GLOBALS['registered'][] = array( $hook, $priority, $args, $cb ); return true; }
function add_filter( $hook, $cb, $priority = 10, $args = 1 ) { return add_action( $hook, $cb, $priority, $args ); }
function plugin_basename( $file ) { return basename( dirname( $file ) ) . '/' . basename( $file ); }
function plugin_dir_path( $file ) { return dirname( $file ) . '/'; }
function register_activation_hook( $file, $cb ) { add_action( 'activate_' . plugin_basename( $file ), $cb ); }
function register_deactivation_hook( $file, $cb ) { add_action( 'deactivate_' . plugin_basename( $file ), $cb ); }
$GLOBALS['calls'] = array();
function register_uninstall_hook( $file, $cb ) { $GLOBALS['calls'][] = array( 'register_uninstall_hook', plugin_basename( $file ), $cb ); }
function wp_next_scheduled( $hook ) { $GLOBALS['calls'][] = array( 'wp_next_scheduled', $hook ); return false; }
function wp_schedule_event( $t, $schedule, $hook ) { $GLOBALS['calls'][] = array( 'wp_schedule_event', $schedule, $hook ); return true; }
function wp_clear_scheduled_hook( $hook ) { $GLOBALS['calls'][] = array( 'wp_clear_scheduled_hook', $hook ); return 0; }
function add_option( $name, $value ) { $GLOBALS['calls'][] = array( 'add_option', $name, $value ); return true; }
function register_post_type( $type, $args ) { $GLOBALS['calls'][] = array( 'register_post_type', $type ); return true; }
function register_post_meta( $type, $key, $args ) { return true; }
function unregister_post_type( $type ) { $GLOBALS['calls'][] = array( 'unregister_post_type', $type ); return true; }
function flush_rewrite_rules() { $GLOBALS['calls'][] = array( 'flush_rewrite_rules' ); }
function fire( $hook, $args ) {
	$out = array();
	foreach ( $GLOBALS['registered'] as $r ) {
		if ( $r[0] === $hook ) { $out[] = call_user_func_array( $r[3], array_slice( $args, 0, $r[2] ) ); }
	}
	return $out;
}
require '/plugin/plugin.php';
$loaded = array_values( array_filter( get_declared_classes(), function ( $c ) { return false !== strpos( $c, '\\\\App\\\\' ); } ) );
$table = array_map( function ( $r ) { return array( $r[0], $r[1], $r[2] ); }, $GLOBALS['registered'] );
${fire}
echo json_encode( array( 'table' => $table, 'loadedAtBoot' => $loaded, 'calls' => $GLOBALS['calls'], 'fired' => isset( $fired ) ? $fired : null ) );
`;
}

async function runPlugin(version: (typeof PHP_VERSIONS)[number], files: Map<string, string>, main: string, fire = '') {
  const php = await getPhp(version);
  const root = `/plugin-${Math.random().toString(36).slice(2)}`;
  for (const [rel, content] of files) {
    php.mkdir(path.posix.dirname(`${root}/${rel}`));
    php.writeFile(`${root}/${rel}`, content);
  }
  const result = await runPhp(php, loader(fire).replace(/\/plugin\/plugin\.php/, `${root}/${main}`));
  try {
    return JSON.parse(result.text);
  } catch {
    throw new Error(`PHP ${version}: ${result.text} ${result.errors}`);
  }
}

describe('samples/events output', () => {
  afterAll(closePhp);
  const GOLDEN = path.join(REPO, 'test', 'golden', 'events');
  const files = () => compileProject(EVENTS).files!;

  // Only the files this feature writes: the route table and translations are covered elsewhere.
  it('writes hooks.php and the plugin file as the golden files say (UPDATE_GOLDEN=1 rewrites them)', () => {
    const mine = Object.fromEntries(
      [...files()].filter(([rel]) => rel === 'hooks.php' || rel === 'typescript-events.php'),
    );
    if (process.env.UPDATE_GOLDEN) {
      fs.rmSync(GOLDEN, { recursive: true, force: true });
      fs.mkdirSync(GOLDEN, { recursive: true });
      for (const [rel, content] of Object.entries(mine)) fs.writeFileSync(path.join(GOLDEN, rel), content);
    }
    expect(mine).toEqual(readTree(GOLDEN));
  });

  it('is deterministic and guards every PHP file with ABSPATH', () => {
    const first = files();
    expect([...first]).toEqual([...files()]);
    for (const [rel, content] of first)
      if (rel.endsWith('.php')) expect(content, rel).toContain("defined( 'ABSPATH' ) || exit;");
  });

  for (const version of PHP_VERSIONS) {
    it(`every emitted file passes php -l on PHP ${version}`, async () => {
      const php = await getPhp(version);
      for (const [rel, content] of files())
        if (rel.endsWith('.php')) expect(await lintPhp(php, content), rel).toBeNull();
    });
  }
});

describe('hooks.php at plugin load', () => {
  afterAll(closePhp);
  const result = compileProject(EVENTS);
  for (const version of PHP_VERSIONS) {
    it(`registers each hook with its priority and accepted args, loading no hook class, on PHP ${version}`, async () => {
      const out = await runPlugin(version, result.files!, 'typescript-events.php');
      expect(out.table.slice(0, 5)).toEqual([
        ['rest_api_init', 10, 1],
        ['rest_request_parameter_order', 10, 2],
        ['init', 10, 0],
        ['the_content', 20, 1],
        ['typescript_events_close_past', 10, 0],
      ]);
      expect(out.table).toHaveLength(7);
      expect(out.table[5][0]).toMatch(/^activate_plugin-[a-z0-9]+\/typescript-events\.php$/);
      expect(out.table[6][0]).toMatch(/^deactivate_plugin-[a-z0-9]+\/typescript-events\.php$/);
      expect(out.loadedAtBoot).toEqual([]);
    });

    it(`activation writes the option, schedules the cron and records a static uninstall callback; deactivation clears the cron, on PHP ${version}`, async () => {
      const out = await runPlugin(
        version,
        result.files!,
        'typescript-events.php',
        `$fired = array( 'activate' => fire( $table[5][0], array( false ) ), 'deactivate' => fire( $table[6][0], array( false ) ) ); $fired['loaded'] = array_values( array_filter( get_declared_classes(), function ( $c ) { return false !== strpos( $c, '\\\\App\\\\' ); } ) );`,
      );
      const uninstall = ['Ts2wpDemo\\Events\\App\\Hooks\\EventHooks\\EventHooks', 'uninstall'];
      expect(out.calls).toEqual([
        ['add_option', 'typescript_events_settings', { defaultCapacity: 50, banner: true }],
        ['register_post_type', 'event'],
        ['flush_rewrite_rules'],
        ['wp_next_scheduled', 'typescript_events_close_past'],
        ['wp_schedule_event', 'daily', 'typescript_events_close_past'],
        ['register_uninstall_hook', expect.stringMatching(/\/typescript-events\.php$/), uninstall],
        ['unregister_post_type', 'event'],
        ['flush_rewrite_rules'],
        ['wp_clear_scheduled_hook', 'typescript_events_close_past'],
      ]);
      // Firing a hook is what loads its class (and the module code it uses).
      expect(out.fired.loaded).toEqual([uninstall[0], 'Ts2wpDemo\\Events\\App\\Lib\\Events\\Module']);
    });
  }
});

interface DiagCase {
  name: string;
  code: string;
  /** Text the diagnostic starts at in app/Hooks/H.ts. */
  at: string;
  body: string;
  file?: string;
  abstract?: boolean;
}

const hooksFile = (body: string, abstract = false) =>
  `import { Action, Activate, Cron, Deactivate, Filter, Uninstall } from 'ts2wp';\n\nexport ${abstract ? 'abstract ' : ''}class H {\n${body}\n}\n`;

const diagCases: DiagCase[] = [
  {
    name: 'a filter that returns another type than its value',
    code: 'TS2WP1104',
    at: 'number {',
    body: `  @Filter('the_content')\n  f(content: string): number { return content.length; }`,
  },
  {
    name: 'a filter with no parameter',
    code: 'TS2WP1104',
    at: 'f()',
    body: `  @Filter('the_title')\n  f(): string { return 'x'; }`,
  },
  {
    name: 'more parameters than the core hook passes',
    code: 'TS2WP1104',
    at: 'extra: string',
    body: `  @Action('save_post')\n  f(id: number, post: unknown, update: boolean, extra: string): void {}`,
  },
  {
    name: 'an action on init with a parameter',
    code: 'TS2WP1104',
    at: 'x: string',
    body: `  @Action('init')\n  f(x: string): void {}`,
  },
  {
    name: 'a rest parameter',
    code: 'TS2WP1104',
    at: '...args',
    body: `  @Action('my_hook')\n  f(...args: unknown[]): void {}`,
  },
  {
    name: 'an unknown schedule',
    code: 'TS2WP1105',
    at: "'monthly'",
    body: `  @Cron('monthly' as any)\n  f(): void {}`,
  },
  {
    name: 'an uninstall callback that is not static',
    code: 'TS2WP1106',
    at: 'cleanUp()',
    body: `  @Uninstall()\n  cleanUp(): void {}`,
  },
  {
    name: 'two activation handlers',
    code: 'TS2WP1107',
    at: '@Activate()\n  second',
    body: `  @Activate()\n  first(): void {}\n  @Activate()\n  second(): void {}`,
  },
  {
    name: 'two uninstall handlers',
    code: 'TS2WP1107',
    at: '@Uninstall()\n  static b',
    body: `  @Uninstall()\n  static a(): void {}\n  @Uninstall()\n  static b(): void {}`,
  },
  {
    name: 'a private hook method',
    code: 'TS2WP1102',
    at: "@Action('init')",
    body: `  @Action('init')\n  private f(): void {}`,
  },
  {
    name: 'a hook name that is not constant',
    code: 'TS2WP1103',
    at: 'name()',
    body: `  @Action(name())\n  f(): void {}\n}\nfunction name(): string { return 'init'; }\nclass Other {`,
  },
  {
    name: 'a priority that is not an integer',
    code: 'TS2WP1103',
    at: '1.5',
    body: `  @Action('init', 1.5)\n  f(): void {}`,
  },
  {
    name: 'instance hooks in a class whose constructor needs an argument',
    code: 'TS2WP1108',
    at: 'private prefix: string',
    body: `  constructor(private prefix: string) {}\n  @Filter('the_title')\n  f(title: string): string { return this.prefix + title; }`,
  },
  {
    name: 'instance hooks in an abstract class',
    code: 'TS2WP1108',
    at: 'H {',
    body: `  @Action('init')\n  f(): void {}`,
    abstract: true,
  },
  {
    name: 'a hook decorator in a controller',
    code: 'TS2WP1101',
    at: "@Action('init')",
    file: 'app/Controllers/TestController.ts',
    body: '',
  },
];

describe('hook diagnostics', () => {
  for (const c of diagCases) {
    it(`${c.name} → ${c.code}`, () => {
      const files: Record<string, string> = c.file
        ? controller(
            `  @Api({ namespace: 'a/v1', endpoint: '/x' })\n  x() { return 1; }\n  @Action('init')\n  f(): void {}`,
            'TestController',
            "import { Action, Api, Controller } from 'ts2wp';",
          )
        : {
            ...controller(`  @Api({ namespace: 'a/v1', endpoint: '/x' })\n  x() { return 1; }`),
            'app/Hooks/H.ts': hooksFile(c.body, c.abstract),
          };
      const dir = makeProject(files, DEFAULT_CONFIG);
      const result = compileProject(dir);
      expect(result.files).toBeUndefined();
      const mine = result.diagnostics.filter((d) => codeText(d) === c.code);
      expect(
        mine.map((d) => d.messageText),
        result.diagnostics.map((d) => `${codeText(d)} ${messageOf(d)}`).join('\n'),
      ).toHaveLength(1);
      const rel = c.file ?? 'app/Hooks/H.ts';
      const source = files[rel];
      const offset = source.indexOf(c.at);
      expect(offset).toBeGreaterThanOrEqual(0);
      const before = source.slice(0, offset).split('\n');
      const pos = positionOf(mine[0])!;
      expect(pos.file).toBe(path.join(dir, rel));
      expect([pos.line, pos.col]).toEqual([before.length, before.at(-1)!.length + 1]);
    });
  }

  it('a plugin of hooks only (no controllers) builds', () => {
    const dir = makeProject({ 'app/Hooks/H.ts': hooksFile(`  @Action('init')\n  f(): void {}`) });
    const result = compileProject(dir);
    expect(result.diagnostics.map((d) => d.messageText)).toEqual([]);
    expect(result.files!.get('hooks.php')).toContain("add_action(\n\t'init',");
  });
});
