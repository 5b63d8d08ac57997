#!/usr/bin/env node
// A `php` command on @php-wasm/node, for `run.mjs --php wasm:<version>`: checks the answers
// on the PHP versions plugins promise (7.4 … 8.5) where only one PHP is installed.
//
// Usage: node php-wasm.mjs VERSION [-d key=value]… (-r CODE | SCRIPT [ARG…])
// The host's filesystem is seen at the same paths (driver.php, the built plugin and the spec
// are all under bench/compute/). Timings under WebAssembly are not PHP's: use it with
// --check.
import { createNodeFsMountHandler, loadNodeRuntime } from '@php-wasm/node';
import { PHP } from '@php-wasm/universal';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const [version, ...args] = process.argv.slice(2);

const ini = [];
let code = null;
let script = null;
let scriptArgs = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '-d') ini.push(args[++i].split('='));
  else if (args[i] === '-r') code = args[++i];
  else {
    script = args[i];
    scriptArgs = args.slice(i + 1);
    break;
  }
}

const php = new PHP(await loadNodeRuntime(version, { emscriptenOptions: { processId: 1 } }));
php.mkdirTree(HERE);
await php.mount(HERE, createNodeFsMountHandler(HERE));
/** A PHP single-quoted string literal. */
const literal = (text) => `'${text.replace(/[\\']/g, '\\$&')}'`;
const settings = ini.map(([key, value]) => `ini_set(${literal(key)}, ${literal(value)});`).join(' ');
// The script sees its own path and arguments in $argv, as under the php command.
const body = code ?? `$argv = array(${[script, ...scriptArgs].map(literal).join(', ')}); require ${literal(script)};`;
php.writeFile('/tmp/php-wasm-main.php', `<?php ${settings} ${body}`);
let exitCode = 0;
try {
  const response = await php.run({ scriptPath: '/tmp/php-wasm-main.php' });
  process.stdout.write(response.text);
  process.stderr.write(response.errors);
  exitCode = response.exitCode;
} catch (error) {
  process.stderr.write(String(error?.message ?? error));
  exitCode = 255;
} finally {
  php.exit();
}
process.exitCode = exitCode;
