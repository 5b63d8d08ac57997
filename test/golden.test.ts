// Golden output for samples/basic (a supplement to the execution tests), and `php -l`
// of every emitted file on each PHP version we promise.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { TS2WP_VERSION } from '../emitter/render/render.js';
import { closePhp, getPhp, lintPhp, PHP_VERSIONS } from './helpers/php.js';
import { readTree, REPO } from './helpers/project.js';

const GOLDEN = path.join(REPO, 'test', 'golden', 'basic');

afterAll(closePhp);

function basicBuild() {
  const result = compileProject(path.join(REPO, 'samples', 'basic'));
  expect(result.diagnostics).toEqual([]);
  return result;
}

const basicFiles = (): Map<string, string> => basicBuild().files!;

describe('samples/basic', () => {
  // The runtime under framework/ is a copy of php-runtime/ (checked below), so the golden
  // files hold only what the compiler generates.
  // What the build writes beside the plugin folder is under beside/.
  it('matches the golden files (UPDATE_GOLDEN=1 rewrites them)', () => {
    const { files: all, beside } = basicBuild();
    const files = new Map([
      ...[...all!].filter(([rel]) => !rel.startsWith('framework/')),
      ...[...beside!].map(([rel, content]): [string, string] => [`beside/${rel}`, content]),
    ]);
    if (process.env.UPDATE_GOLDEN) {
      fs.rmSync(GOLDEN, { recursive: true, force: true });
      for (const [rel, content] of files) {
        fs.mkdirSync(path.dirname(path.join(GOLDEN, rel)), { recursive: true });
        fs.writeFileSync(path.join(GOLDEN, rel), content);
      }
    }
    expect(Object.fromEntries([...files].sort())).toEqual(readTree(GOLDEN));
  });

  // Each shipped runtime file is its php-runtime/ source under the plugin's namespace, with
  // only whole lines (the methods nothing reaches, render/runtime.ts) left out.
  it('copies php-runtime/ into framework/ under the plugin namespace, leaving out whole lines only', () => {
    for (const [rel, content] of basicFiles()) {
      if (!rel.startsWith('framework/')) continue;
      const source = fs
        .readFileSync(path.join(REPO, 'php-runtime', rel.slice('framework/'.length)), 'utf8')
        .split('Ts2wpScope\\')
        .join('Ts2wpDemo\\Basic\\')
        .split('TS2WP_VERSION_STAMP')
        .join(TS2WP_VERSION)
        .split("'ts2wp-text-domain'")
        .join("'typescript-basic-demo'")
        .split('\n');
      let at = 0;
      for (const line of content.split('\n')) {
        while (at < source.length && source[at] !== line) at++;
        expect(at, `${rel}: ${line}`).toBeLessThan(source.length);
        at++;
      }
      expect(content).not.toContain('Ts2wpScope');
      expect(content).not.toContain('ts2wp-text-domain');
    }
  });

  it("carries a handler's JSDoc into the PHP as a docblock above its attribute", () => {
    const result = compileProject(path.join(REPO, 'samples', 'todo-api'));
    expect(result.diagnostics).toEqual([]);
    const php = result.files!.get('app/Controllers/TodoController.php')!;
    expect(php).toContain(
      "\t/**\n\t * POST /todos with { title, priority, tags? } in the body: validated, then echoed as created.\n\t * Creating content needs what WordPress's own POST /wp/v2/posts needs to create one: `edit_posts`.\n\t * Several todos can be created in one `POST /wp-json/batch/v1` (`batch: true`).\n\t */\n\t#[Api( namespace: 'todo/v1', endpoint: '/todos', name: 'createTodo',",
    );
    // A handler without JSDoc gets no docblock.
    expect(php).toMatch(/\t}\n\n\t#\[Api\( namespace: 'todo\/v1', endpoint: '\/todos', name: 'getTodo'/);
  });

  it('carries the JSDoc of module functions and hook class methods too', () => {
    const result = compileProject(path.join(REPO, 'samples', 'events'));
    expect(result.diagnostics).toEqual([]);
    const lib = result.files!.get('app/Lib/Events/Module.php')!;
    expect(lib).toContain(
      '\t/**\n\t * An event is past the day after its date (dates compare as text in `YYYY-MM-DD`).\n\t */\n\tpublic static function isPast(',
    );
    const hooks = result.files!.get('app/Hooks/EventHooks/EventHooks.php')!;
    expect(hooks).toContain(
      "\t/**\n\t * An event's page starts with its date, and says when it is closed.\n\t */\n\tpublic function addBanner(",
    );
  });

  it('is deterministic: two builds are byte-identical', () => {
    expect([...basicFiles()]).toEqual([...basicFiles()]);
  });

  it('has the plugin layout of SPEC §4', () => {
    const names = [...basicFiles().keys()].sort();
    expect(names.filter((n) => !n.startsWith('framework/'))).toEqual([
      'app/Controllers/ArticlesController.php',
      'app/Controllers/GreetingController.php',
      'app/Controllers/UserController.php',
      'app/sourcemap.php',
      'readme.txt',
      'routes.php',
      'typescript-basic-demo.php',
    ]);
    // The runtime: at least the seed's pieces (more helper classes may join them).
    for (const f of [
      'framework/Attributes/Api.php',
      'framework/Controller.php',
      'framework/Plugin.php',
      'framework/Router.php',
    ])
      expect(names).toContain(f);
  });

  it('guards every PHP file with ABSPATH and keeps each attribute on one line', () => {
    for (const [rel, content] of basicFiles()) {
      if (!rel.endsWith('.php')) continue;
      expect(content, rel).toContain("defined( 'ABSPATH' ) || exit;");
      for (const line of content.split('\n').filter((l) => l.trim().startsWith('#[')))
        // A params array with several keys is against one WPCS sniff, ignored on that line only.
        expect(line.trim()).toMatch(
          /^#\[.*\]( \/\/ phpcs:ignore WordPress\.Arrays\.ArrayDeclarationSpacing\.AssociativeArrayFound -- .+)?$/,
        );
    }
    const controller = basicFiles().get('app/Controllers/GreetingController.php')!;
    expect(controller).toContain(
      "#[Api( namespace: 'demo/v1', endpoint: '/hello', name: 'greeting', methods: array( 'GET' ), params: array( 'name' => 'string', 'age' => 'number' ), permission: false )]",
    );
  });

  it('writes the plugin header and readme fields Plugin Check reads', () => {
    const files = basicFiles();
    const main = files.get('typescript-basic-demo.php')!;
    for (const field of [
      'Plugin Name: ',
      'Description: ',
      'Version: ',
      'Requires at least: ',
      'Requires PHP: ',
      'License: ',
      'Text Domain: ',
    ]) {
      expect(main).toMatch(new RegExp(`^ \\* ${field}\\s*\\S`, 'm'));
    }
    expect(main).toMatch(/Text Domain:\s+typescript-basic-demo$/m);
    const readme = files.get('readme.txt')!;
    expect(readme).toMatch(/^Stable tag: 1\.0\.0$/m);
    for (const field of ['Tested up to: ', 'Requires at least: ', 'License: ']) expect(readme).toContain(field);
  });

  for (const version of PHP_VERSIONS) {
    it(`every emitted file passes php -l on PHP ${version}`, async () => {
      const php = await getPhp(version);
      for (const [rel, content] of basicFiles()) {
        if (rel.endsWith('.php')) expect(await lintPhp(php, content), rel).toBeNull();
      }
    });
  }
});
