#!/usr/bin/env node
// The ts2wp command line: one module per command; this file maps errors to exit codes
// (0 ok, 1 project errors with nothing written, 2 bad usage). Only cli/ touches process.
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { formatDiagnostics, type Diagnostic } from '../emitter/diagnostics/diagnostic.js';
import { TS2WP_VERSION } from '../emitter/render/render.js';
import { build } from './build.js';
import { check } from './check.js';
import { client } from './client.js';
import { dev } from './dev.js';
import { UsageError } from './errors.js';
import { init } from './init.js';
import { openapi } from './openapi.js';
import { runCommand } from './run.js';
import { stubs } from './stubs.js';
import { zip } from './zip.js';

const log = (line: string) => process.stdout.write(`${line}\n`);
/** Warnings go to stderr, formatted like errors (`file:line:col - warning TS2WPnnnn: …`); the exit code stays 0. */
const warn = (warnings: Diagnostic[]) =>
  process.stderr.write(formatDiagnostics(warnings, process.cwd(), !!process.stderr.isTTY));

async function run(command: () => Promise<void>): Promise<void> {
  process.exitCode = await runCommand(command, {
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    color: !!process.stderr.isTTY,
    debug: !!process.env.TS2WP_DEBUG,
  });
}

await yargs(hideBin(process.argv))
  .scriptName('ts2wp')
  .version(TS2WP_VERSION)
  .command(
    'build [project]',
    'Compile the project into build/<slug>/ and build/<slug>.zip',
    (y) =>
      y
        .positional('project', {
          type: 'string',
          default: '.',
          describe: 'Folder with ts2wp.config.json and app/Controllers/',
        })
        .option('out', { type: 'string', default: 'build', describe: 'Output folder, relative to the project' })
        .option('zip', { type: 'boolean', default: true, describe: 'Also write build/<slug>.zip (--no-zip skips it)' })
        .example('$0 build samples/basic', 'writes samples/basic/build/typescript-basic-demo/ and its zip'),
    (argv) => run(() => build({ project: argv.project, out: argv.out, zip: argv.zip, log, warn })),
  )
  .command(
    'zip [project]',
    'Zip an existing build/<slug>/ into build/<slug>.zip',
    (y) =>
      y
        .positional('project', { type: 'string', default: '.' })
        .option('out', { type: 'string', default: 'build' })
        .example('$0 zip samples/basic', 're-zips samples/basic/build/typescript-basic-demo/'),
    (argv) => run(() => zip({ project: argv.project, out: argv.out, log })),
  )
  .command(
    'check [project]',
    'Report every problem in the project; writes nothing',
    (y) =>
      y
        .positional('project', { type: 'string', default: '.' })
        .example('$0 check samples/basic', 'prints diagnostics, exit 1 on errors'),
    (argv) => run(() => check({ project: argv.project, log, warn })),
  )
  .command(
    'stubs [wp-dir]',
    'Regenerate the ts2wp/wordpress declarations from a WordPress core folder',
    (y) =>
      y
        .positional('wp-dir', {
          type: 'string',
          describe:
            'WordPress folder (default: $TS2WP_WP_CORE, else the WordPress 7.x scripts/setup-wordpress.sh unpacks into ~/.cache/ts2wp/wordpress-7)',
        })
        .option('out', {
          type: 'string',
          describe: 'Output file (default: the lib/wordpress.generated.ts the compiler reads)',
        })
        .example('$0 stubs path/to/wordpress', 'rewrites lib/wordpress.generated.ts from that WordPress'),
    (argv) => run(() => stubs({ wpDir: argv.wpDir, out: argv.out, log })),
  )
  .command(
    'dev [project]',
    'Build the plugin and serve it from a throw-away local WordPress (offline, no Docker)',
    (y) =>
      y
        .positional('project', {
          type: 'string',
          default: '.',
          describe: 'Folder with ts2wp.config.json and app/Controllers/',
        })
        .option('watch', {
          alias: 'w',
          type: 'boolean',
          default: false,
          describe: 'Rebuild when a file under app/ changes (the site serves the new build at once)',
        })
        .option('port', { alias: 'p', type: 'number', describe: 'HTTP port on 127.0.0.1 (default: a free one)' })
        .option('php', { type: 'string', default: '8.2', describe: 'PHP version WordPress runs on (7.4 to 8.4)' })
        .option('out', { type: 'string', default: 'build', describe: 'Output folder, relative to the project' })
        .example(
          '$0 dev samples/basic --watch --port 8888',
          'serves http://127.0.0.1:8888/wp-json/demo/v1/... and rebuilds on save; Ctrl-C stops it',
        )
        .epilog(
          'WordPress core comes from $TS2WP_WP_CORE (a WordPress folder or zip), else /usr/share/wordpress (Debian: apt-get install wordpress).',
        ),
    (argv) =>
      run(async () => {
        if (argv.port !== undefined && !(Number.isInteger(argv.port) && argv.port > 0 && argv.port < 65536)) {
          throw new UsageError(`--port must be a TCP port number (1-65535), got ${argv.port}`);
        }
        await dev({
          project: argv.project,
          out: argv.out,
          port: argv.port,
          php: argv.php,
          watch: argv.watch,
          log,
          warn,
        });
      }),
  )
  .command(
    'openapi [project]',
    "Write the OpenAPI 3.1 document of the project's routes (printed when no --out)",
    (y) =>
      y
        .positional('project', { type: 'string', default: '.' })
        .option('out', { type: 'string', describe: 'Output file, relative to the current folder' })
        .option('server', {
          type: 'string',
          describe: 'Default site URL in the document (default http://localhost:8888)',
        })
        .example('$0 openapi samples/basic --out openapi.json', 'writes openapi.json describing /wp-json/demo/v1/...'),
    (argv) => run(async () => void (await openapi({ project: argv.project, out: argv.out, server: argv.server, log }))),
  )
  .command(
    'client [project]',
    "Write a dependency-free, typed fetch client for the project's routes (printed when no --out)",
    (y) =>
      y
        .positional('project', { type: 'string', default: '.' })
        .option('out', { type: 'string', describe: 'Output .ts file, relative to the current folder' })
        .example(
          '$0 client samples/basic --out client.ts',
          "then: createClient({ baseUrl }).greeting({ name: 'Ada', age: 36 })",
        ),
    (argv) => run(async () => void (await client({ project: argv.project, out: argv.out, log }))),
  )
  .command(
    'init [dir]',
    'Scaffold a new project (config, a controller, a unit test, package.json, tsconfig, .wp-env.json)',
    (y) =>
      y
        .positional('dir', {
          type: 'string',
          default: '.',
          describe: 'Folder for the project; its name gives the slug and namespaces',
        })
        .option('force', { type: 'boolean', default: false, describe: 'Overwrite files that already exist' })
        .example(
          '$0 init acme-shop-api',
          'creates acme-shop-api/ with slug acme-shop-api and REST namespace acme-shop-api/v1',
        ),
    (argv) => run(async () => void (await init({ dir: argv.dir, force: argv.force, log }))),
  )
  .demandCommand(1, 'Name a command: build, zip, check, stubs, dev, openapi, client or init.')
  .strict()
  .fail((message, error, y) => {
    if (error) throw error;
    y.showHelp((text) => process.stderr.write(`${text}\n\nts2wp: ${message}\n`));
    process.exit(2);
  })
  .help()
  .parseAsync();
