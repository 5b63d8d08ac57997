// Hostile strings cannot escape into PHP: property tests of the string escaper, the
// plugin header (read back by WordPress's own get_file_data), the forbidden-construct
// check of the validate step, and the zip's entry names.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import yauzl from 'yauzl';
import { afterAll, describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { codeText } from '../emitter/diagnostics/diagnostic.js';
import { zipDirectory } from '../emitter/output/package.js';
import { validatePhp } from '../emitter/output/validate.js';
import { phpString } from '../emitter/php/printer.js';
import { headerValue } from '../emitter/render/render.js';
import { closePhp, getPhp, lintPhp, mount, PHP_VERSIONS, runPhp, wordpressCore } from './helpers/php.js';
import { controller, DEFAULT_CONFIG, makeProject } from './helpers/project.js';

afterAll(closePhp);

const SEED = 20261122;
/** Strings built from the characters that break naive escaping, mixed with anything else. */
const hostile = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        "'",
        '"',
        '\\',
        '\\\\',
        "\\'",
        '?>',
        '<?php',
        '<?=',
        '*/',
        '/*',
        '${',
        '{$',
        '$x',
        '\0',
        '\n',
        '\r\n',
        '\t',
        '\u202e',
        '\u2028',
        '🌍',
        '👩‍👩‍👧',
        'é',
        '#[',
        '//',
        '#',
        '`',
      ),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

describe('the PHP string escaper', () => {
  it('round-trips any string byte for byte on every PHP version, and never writes ?>', async () => {
    const samples = fc.sample(hostile, { numRuns: 300, seed: SEED });
    const literals = samples.map(phpString);
    for (const lit of literals) expect(lit).not.toContain('?>');
    const code = `<?php\n$out = array(\n${literals.map((l) => `\tbin2hex( ${l} ),`).join('\n')}\n);\necho json_encode( $out );\n`;
    for (const version of PHP_VERSIONS) {
      const php = await getPhp(version);
      expect(await lintPhp(php, code)).toBeNull();
      const result = await runPhp(php, code);
      expect(JSON.parse(result.text)).toEqual(samples.map((s) => Buffer.from(s, 'utf8').toString('hex')));
    }
  });

  it('hostile strings in a handler come back unchanged in the JSON', async () => {
    const samples = fc.sample(
      hostile.filter((s) => !/[\ud800-\udfff]/.test(s.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''))),
      { numRuns: 60, seed: SEED },
    );
    const dir = makeProject(
      controller(
        `  @Api({ namespace: 'sec/v1', endpoint: '/s' })\n  s() {\n    return ${JSON.stringify(samples)};\n  }\n`,
      ),
    );
    const result = compileProject(dir);
    expect(result.diagnostics).toEqual([]);
    const php = await getPhp('8.3');
    const file = result.files!.get('app/Controllers/TestController.php')!;
    const runner = `<?php\ndefine( 'ABSPATH', '/' );\nrequire '/sec/Js.php';\nrequire '/sec/JsArray.php';\nrequire '/sec/Controller.php';\nrequire '/sec/Api.php';\nrequire '/sec/TestController.php';\n$c = new \\Test\\Plugin\\App\\Controllers\\TestController();\necho json_encode( \\Test\\Plugin\\Framework\\Js::to_json( $c->s() ) );`;
    php.mkdir('/sec');
    php.writeFile('/sec/TestController.php', file);
    for (const name of ['Js', 'JsArray', 'Controller'])
      php.writeFile(`/sec/${name}.php`, result.files!.get(`framework/${name}.php`)!);
    php.writeFile('/sec/Api.php', result.files!.get('framework/Attributes/Api.php')!);
    const out = await runPhp(php, runner);
    expect(JSON.parse(out.text)).toEqual(samples);
  });
});

describe('the plugin header', () => {
  it('stays valid for hostile name, description and author: WordPress still reads Name and Version', async () => {
    const php = await getPhp('8.3');
    await mount(php, wordpressCore(), '/wordpress');
    const configs = fc.sample(
      fc.record({ name: hostile.filter((s) => /[A-Za-z0-9]/.test(s)), description: hostile, author: hostile }),
      { numRuns: 25, seed: SEED },
    );
    const plugins: string[] = [];
    for (const [i, c] of configs.entries()) {
      const dir = makeProject(controller(`  @Api({ namespace: 'sec/v1' })\n  s() {\n    return {};\n  }\n`), {
        ...DEFAULT_CONFIG,
        ...c,
        version: `1.${i}.0`,
      });
      const result = compileProject(dir);
      expect(result.diagnostics.map(codeText)).toEqual([]);
      const main = result.files!.get('test-routes.php')!;
      expect(await lintPhp(php, main)).toBeNull();
      php.writeFile(`/tmp/plugin-${i}.php`, main);
      plugins.push(`/tmp/plugin-${i}.php`);
    }
    const code = `<?php
define( 'ABSPATH', '/wordpress/' );
define( 'WPINC', 'wp-includes' );
define( 'KB_IN_BYTES', 1024 );
require ABSPATH . WPINC . '/load.php';
require ABSPATH . WPINC . '/plugin.php';
require ABSPATH . WPINC . '/functions.php';
$out = array();
foreach ( ${JSON.stringify(plugins).replace(/^\[/, 'array(').replace(/\]$/, ')')} as $file ) {
	$out[] = get_file_data( $file, array( 'Name' => 'Plugin Name', 'Version' => 'Version', 'TextDomain' => 'Text Domain', 'RequiresPHP' => 'Requires PHP' ) );
}
echo json_encode( $out );`;
    const result = await runPhp(php, code);
    expect(result.errors + result.text).toMatch(/^\[/);
    const read = JSON.parse(result.text) as Record<string, string>[];
    read.forEach((h, i) => {
      expect(h.Version).toBe(`1.${i}.0`);
      expect(h.TextDomain).toBe('test-routes');
      expect(h.RequiresPHP).toBe('7.4');
      // WordPress reads back exactly the one-line form of the name we wrote.
      expect(h.Name).toBe(headerValue(configs[i].name));
      expect(h.Name.length).toBeGreaterThan(0);
    });
  });
});

describe('the validate step refuses forbidden constructs', () => {
  const forbidden: [string, string][] = [
    ['eval', "eval( '1;' );"],
    ['exit outside the guard', 'exit;'],
    ['die', "die( 'x' );"],
    ['extract', 'extract( $a );'],
    ['create_function', "create_function( '', '' );"],
    ['var_dump', 'var_dump( 1 );'],
    ['print_r', 'print_r( 1 );'],
    ['a variable variable', '$$name = 1;'],
    ['a heredoc', '$a = <<<EOT\nx\nEOT;'],
    ['a nowdoc', "$a = <<<'EOT'\nx\nEOT;"],
  ];
  for (const [name, code] of forbidden) {
    it(`flags ${name}`, () => {
      const problems = validatePhp('x.php', `<?php\nnamespace A;\n\ndefined( 'ABSPATH' ) || exit;\n\n${code}\n`);
      expect(problems.map(codeText)).toContain('TS2WP4002');
    });
  }

  it('allows the ABSPATH guard and ordinary code', () => {
    expect(
      validatePhp('x.php', "<?php\ndefined( 'ABSPATH' ) || exit;\n$a = array( 1 );\necho wp_json_encode( $a );\n"),
    ).toEqual([]);
  });

  it('reports emitted PHP that does not parse as TS2WP4001', () => {
    expect(validatePhp('x.php', '<?php $a = ;').map(codeText)).toEqual(['TS2WP4001']);
  });
});

describe('the zip', () => {
  const entryName = fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}$/);
  it('never has a backslash, a leading slash, .. or a hidden file, whatever the folder holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.array(entryName, { maxLength: 3 }), entryName), { minLength: 1, maxLength: 8 }),
        async (files) => {
          const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-zip-'));
          const plugin = path.join(dir, 'plugin');
          for (const [folders, name] of files) {
            const full = path.join(plugin, ...folders, name);
            if (fs.existsSync(path.dirname(full)) && !fs.statSync(path.dirname(full)).isDirectory()) continue;
            if (fs.existsSync(full)) continue;
            fs.mkdirSync(path.dirname(full), { recursive: true });
            fs.writeFileSync(full, name);
          }
          fs.mkdirSync(plugin, { recursive: true });
          fs.writeFileSync(path.join(plugin, '.hidden'), 'x');
          await zipDirectory(plugin, 'my-plugin', path.join(dir, 'out.zip'));
          const entries = await new Promise<string[]>((resolve, reject) =>
            yauzl.open(path.join(dir, 'out.zip'), { lazyEntries: true }, (err, zip) => {
              if (err || !zip) return reject(err ?? new Error('yauzl gave no zip'));
              const names: string[] = [];
              zip.on('entry', (e: yauzl.Entry) => {
                names.push(e.fileName);
                zip.readEntry();
              });
              zip.on('end', () => resolve(names));
              zip.readEntry();
            }),
          );
          for (const e of entries) {
            expect(e.startsWith('my-plugin/')).toBe(true);
            expect(e).not.toMatch(/\\|^\/|(^|\/)\.\.?(\/|$)|(^|\/)\./);
          }
          fs.rmSync(dir, { recursive: true, force: true });
        },
      ),
      { numRuns: 40, seed: SEED },
    );
  });
});
