// `ts2wp dev --watch`'s inner loop, measured: createIncrementalCompiler() on a project, one
// full build, then `changes` edits of one controller, each followed by compile() and
// writePlugin() (no zip), as a watch session does. The edit changes a handler's body (a
// number in it), so the controller is re-checked and re-translated; the file is restored
// at the end. Prints JSON.
//
// Usage: node bench/incremental.mjs <project> [changes=5]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { createIncrementalCompiler } = await import(path.join(REPO, 'dist', 'emitter', 'incremental.js'));
const { hasErrors } = await import(path.join(REPO, 'dist', 'emitter', 'compile.js'));
const { writePlugin } = await import(path.join(REPO, 'dist', 'emitter', 'output', 'package.js'));

const [project, changesArg] = process.argv.slice(2);
const changes = Number(changesArg ?? 5);
const controllers = fs
  .readdirSync(path.join(project, 'app', 'Controllers'))
  .filter((f) => f.endsWith('.ts'))
  .sort();
const target = path.join(project, 'app', 'Controllers', controllers[Math.floor(controllers.length / 2)]);
const original = fs.readFileSync(target, 'utf8');
const outDir = path.join(project, 'build-incremental');

async function step(compiler) {
  const started = performance.now();
  const result = compiler.compile();
  if (hasErrors(result.diagnostics))
    throw new Error(`compile failed: ${result.diagnostics.map((d) => d.messageText).join('\n')}`);
  await writePlugin(outDir, result.model.config.slug, result.files, false);
  return { ms: performance.now() - started, compileMs: compiler.stats.ms, stats: { ...compiler.stats } };
}

const compiler = createIncrementalCompiler(project);
try {
  const full = await step(compiler);
  const edits = [];
  for (let i = 0; i < changes; i++) {
    fs.writeFileSync(target, original.replace('score = score + 10;', `score = score + ${11 + i};`));
    edits.push(await step(compiler));
  }
  process.stdout.write(JSON.stringify({ file: path.relative(project, target), full, edits }));
} finally {
  fs.writeFileSync(target, original);
  fs.rmSync(outDir, { recursive: true, force: true });
}
