#!/usr/bin/env node
// The `ts2wp` binary: runs the command line in cli/index.ts. TypeScript is loaded with
// require() through the `#typescript` package import (package.json "imports", see
// cli/typescript-shim.ts), not through a resolve hook.
import './index.js';
