// Negative cases for translation: each handler body (plus optional module code and files)
// must fail to compile with a given diagnostic code at the position of a given text.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { compileProject } from '../../emitter/compile.js';
import { codeText, messageOf, positionOf } from '../../emitter/diagnostics/diagnostic.js';
import { makeProject } from './project.js';

export interface UnsupportedCase {
  name: string;
  body: string;
  /** Module-level code of the controller file. */
  module?: string;
  /** Extra project files. */
  files?: Record<string, string>;
  /** Expected code (emitter/diagnostics/catalogue.ts). */
  code: string;
  /** Text the diagnostic starts at: its first occurrence in the file. */
  at: string;
  /** File the diagnostic is in (relative), the controller unless given. */
  file?: string;
}

const CONTROLLER = 'app/Controllers/TestController.ts';

export function unsupportedCases(cases: UnsupportedCase[]): void {
  for (const c of cases) {
    it(`${c.name} → ${c.code}`, () => {
      const source = `import { Api, Controller } from 'ts2wp';\n${c.module ?? ''}\n\nexport class TestController extends Controller {\n  @Api({ namespace: 'a/v1' })\n  h(params: Record<string, any>): unknown {\n${c.body}\n  }\n}\n`;
      const dir = makeProject({ [CONTROLLER]: source, ...c.files });
      const result = compileProject(dir);
      const code = c.code;
      const rel = c.file ?? CONTROLLER;
      const text = fs.readFileSync(path.join(dir, rel), 'utf8');
      const found = result.diagnostics.filter((d) => codeText(d) === code && positionOf(d)?.file.endsWith(rel));
      const listing = result.diagnostics
        .map((d) => `${codeText(d)} ${JSON.stringify(positionOf(d))} ${messageOf(d)}`)
        .join('\n');
      expect(found.length, listing).toBeGreaterThan(0);
      const offset = text.indexOf(c.at);
      expect(offset, `'${c.at}' is not in ${rel}`).toBeGreaterThanOrEqual(0);
      const before = text.slice(0, offset).split('\n');
      const want = { line: before.length, col: before.at(-1)!.length + 1 };
      const d = found.find((x) => positionOf(x)!.line === want.line && positionOf(x)!.col === want.col);
      expect(d, `no ${code} at ${want.line}:${want.col}\n${listing}`).toBeDefined();
      expect(result.files).toBeUndefined();
      fs.rmSync(dir, { recursive: true, force: true });
    });
  }
}
