// Handler bodies that must not compile: the diagnostic code and where it points (the
// shape of test/diagnostics.test.ts, for one handler body per case).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../emitter/compile.js';
import { codeText, messageOf, positionOf } from '../../emitter/diagnostics/diagnostic.js';
import { controller, makeProject } from './project.js';

interface NegativeCase {
  name: string;
  body: string;
  code: string;
  /** The text the diagnostic starts at (its first occurrence in the controller). */
  at: string;
}

/** Asserts each body fails to compile with `code` at the first occurrence of `at`. */
export function negativeCases(title: string, cases: NegativeCase[]): void {
  describe(title, () => {
    for (const c of cases) {
      it(`${c.name} → ${c.code}`, () => {
        const body = `  @Api({ namespace: 'a/v1' })\n  h(params: Record<string, any>): unknown {\n${c.body}\n  }\n`;
        const files = controller(body);
        const source = Object.values(files)[0];
        const dir = makeProject(files);
        const result = compileProject(dir);
        fs.rmSync(dir, { recursive: true, force: true });
        expectFailureAt(result, source, c.code, c.at);
      });
    }
  });
}

/** Asserts a failed compile: diagnostic `code` at the first occurrence of `at` in `source`, nothing emitted. */
export function expectFailureAt(
  result: ReturnType<typeof compileProject>,
  source: string,
  code: string,
  at: string,
): void {
  const d = result.diagnostics.find((x) => codeText(x) === code);
  expect(d, result.diagnostics.map((x) => `${codeText(x)} ${messageOf(x)}`).join('\n')).toBeDefined();
  const offset = source.indexOf(at);
  expect(offset).toBeGreaterThanOrEqual(0);
  const before = source.slice(0, offset).split('\n');
  expect(positionOf(d!)).toMatchObject({ line: before.length, col: before.at(-1)!.length + 1 });
  expect(result.files).toBeUndefined();
}
