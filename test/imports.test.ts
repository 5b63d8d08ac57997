// The compiled CLI loads TypeScript with require() (cli/typescript-shim.ts) because our
// modules import it as `#typescript`; one `import ts from 'typescript'` would bring back
// the ≈1 s scan of the CommonJS file on every run (docs/performance.md).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './helpers/project.js';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'templates' ? [] : sources(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

describe('TypeScript imports', () => {
  it("modules import '#typescript', never 'typescript' as a value", () => {
    const files = ['cli', 'compiler', 'devserver', 'lib', 'tools'].flatMap((d) => sources(path.join(REPO, d)));
    const offenders = files.filter((f) => /^import (?!type )[^;]*from 'typescript';/m.test(fs.readFileSync(f, 'utf8')));
    expect(offenders.map((f) => path.relative(REPO, f))).toEqual([]);
    expect(files.filter((f) => fs.readFileSync(f, 'utf8').includes("from '#typescript';")).length).toBeGreaterThan(30);
  });
});
