// `import ts from 'typescript'` resolves here when the CLI runs (cli/typescript-hook.ts).
// TypeScript ships one ~9 MB CommonJS file. Imported from ESM, Node first scans all of it
// to detect its module format and its named exports (cjs-module-lexer); that costs more
// than a second on every run, longer than type-checking a small project. require() skips
// both scans, and the default export is the same object.
import { createRequire } from 'node:module';

const ts: typeof import('typescript') = createRequire(import.meta.url)('typescript');
export default ts;
