// What `import ts from '#typescript'` loads when running from dist/ (package.json
// "imports"; for the type checker and vitest, `#typescript` is TypeScript itself).
// TypeScript ships one ~9 MB CommonJS file. Imported from ESM, Node first scans all of it
// to detect its module format and its named exports (cjs-module-lexer); that costs more
// than a second on every run, longer than type-checking a small project. require() skips
// both scans, and the default export is the same object. Our modules import `#typescript`,
// never `typescript` (test/imports.test.ts checks it).
import { createRequire } from 'node:module';

const ts: typeof import('typescript') = createRequire(import.meta.url)('typescript') as typeof import('typescript');
export default ts;
