// After `tsc -p tsconfig.json`: the `ts2wp` binary (dist/cli/ts2wp.js) and the validate
// worker it starts, each as one file (esbuild). The CLI then loads two files instead of
// ≈ 100 modules and their links, and calls between our modules are plain calls in one scope
// (docs/performance.md, "Issue 34, build time, fifth step"). TypeScript stays outside
// (cli/typescript-shim.ts require()s it, as before). The rest of dist/ is tsc's output as
// it was: the library entry points, and dist/cli/index.js that the tests run. Running tsc
// again writes the plain dist/cli/ts2wp.js back, which loads the modules as before.
// `node scripts/bundle-cli.mjs DIR` writes DIR/cli/ instead (test/cli-bundle.test.ts); DIR
// must lie inside the package, where the runtime, templates and typescript are found.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const OUT = path.resolve(process.argv[2] ?? DIST, 'cli');
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['typescript'],
  // CommonJS dependencies (ejs, yargs' helpers, php-parser) call require() at run time.
  banner: {
    js: "import { createRequire as __ts2wpRequire } from 'node:module';\nconst require = __ts2wpRequire(import.meta.url);",
  },
  allowOverwrite: true,
  logLevel: 'warning',
};
// From index.js (what the plain ts2wp.js imports), so that bundling twice bundles the modules
// again; its `#!/usr/bin/env node` stays the first line.
await build({ ...common, entryPoints: [path.join(DIST, 'cli', 'index.js')], outfile: path.join(OUT, 'ts2wp.js') });
// validate-pool.ts starts './validate-worker.js' beside the module that holds it: in the
// bundle, that is the bundle's folder.
await build({
  ...common,
  entryPoints: [path.join(DIST, 'emitter', 'output', 'validate-worker.js')],
  outfile: path.join(OUT, 'validate-worker.js'),
});
