#!/usr/bin/env node
// The `ts2wp` binary. It only installs the resolve hook that loads TypeScript with
// require() (see cli/typescript-shim.ts: saves over a second per run), then runs the
// command line in cli/index.ts. Static imports are resolved before any code runs, so the
// hook must be registered here, before index.js is imported.
import { register } from 'node:module';

register('./typescript-hook.js', import.meta.url);
await import('./index.js');
