#!/usr/bin/env node
// The ts2wp command line: one module per command; this file maps errors to exit codes
// (0 ok, 1 project errors with nothing written, 2 bad usage). Only cli/ touches process.
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { TS2WP_VERSION } from '../emitter/render/render.js';
import { build } from './build.js';
import { check } from './check.js';
import { runCommand } from './run.js';
import { zip } from './zip.js';

const log = (line: string) => process.stdout.write(`${line}\n`);

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
        .positional('project', { type: 'string', default: '.', describe: 'Folder with ts2wp.config.json and app/Controllers/' })
        .option('out', { type: 'string', default: 'build', describe: 'Output folder, relative to the project' })
        .option('zip', { type: 'boolean', default: true, describe: 'Also write build/<slug>.zip (--no-zip skips it)' })
        .example('$0 build samples/basic', 'writes samples/basic/build/ts2wp-basic-demo/ and its zip'),
    (argv) => run(() => build({ project: argv.project, out: argv.out, zip: argv.zip, log })),
  )
  .command(
    'zip [project]',
    'Zip an existing build/<slug>/ into build/<slug>.zip',
    (y) =>
      y
        .positional('project', { type: 'string', default: '.' })
        .option('out', { type: 'string', default: 'build' })
        .example('$0 zip samples/basic', 're-zips samples/basic/build/ts2wp-basic-demo/'),
    (argv) => run(() => zip({ project: argv.project, out: argv.out, log })),
  )
  .command(
    'check [project]',
    'Report every problem in the project; writes nothing',
    (y) => y.positional('project', { type: 'string', default: '.' }).example('$0 check samples/basic', 'prints diagnostics, exit 1 on errors'),
    (argv) => run(() => check({ project: argv.project, log })),
  )
  .demandCommand(1, 'Name a command: build, zip or check.')
  .strict()
  .fail((message, error, y) => {
    if (error) throw error;
    y.showHelp((text) => process.stderr.write(`${text}\n\nts2wp: ${message}\n`));
    process.exit(2);
  })
  .help()
  .parseAsync();
