// The build type-checks with the project's tsconfig.json `lib`, `target` and `types`
// (emitter/analyze/program.ts), and with ES2024 when the project has none.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../emitter/compile.js';
import { codeText } from '../../emitter/diagnostics/diagnostic.js';
import { controller, DEFAULT_CONFIG, makeProject } from '../helpers/project.js';

const USES_ES2023 = controller(
  "  @Api({ namespace: 'a/v1', endpoint: '/x' })\n  h(): unknown {\n    return [3, 1, 2].findLast((n) => n > 1);\n  }\n",
);

function tsCodes(files: Record<string, string>, sub = ''): string[] {
  return compileProject(path.join(makeProject(files, sub ? null : DEFAULT_CONFIG), sub))
    .diagnostics.map(codeText)
    .filter((c) => /^TS\d+$/.test(c));
}

const tsconfig = (options: object) => JSON.stringify({ compilerOptions: options });

describe("the project's tsconfig.json", () => {
  it('an ES2022 lib rejects an ES2023 method (TypeScript TS2550)', () => {
    expect(tsCodes({ ...USES_ES2023, 'tsconfig.json': tsconfig({ lib: ['ES2022'] }) })).toContain('TS2550');
  });

  it('an ES2023 lib accepts it', () => {
    expect(tsCodes({ ...USES_ES2023, 'tsconfig.json': tsconfig({ lib: ['ES2023'] }) })).toEqual([]);
  });

  it('with no tsconfig.json, ES2024 (Object.groupBy) type-checks', () => {
    const files = controller(
      "  @Api({ namespace: 'a/v1', endpoint: '/x' })\n  h(): unknown {\n    return Object.groupBy([1, 2, 3], (n) => (n % 2 ? 'odd' : 'even'));\n  }\n",
    );
    expect(tsCodes(files)).toEqual([]);
  });

  it('extends is followed', () => {
    const files = {
      ...USES_ES2023,
      'tsconfig.base.json': tsconfig({ lib: ['ES2022'] }),
      'tsconfig.json': JSON.stringify({ extends: './tsconfig.base.json' }),
    };
    expect(tsCodes(files)).toContain('TS2550');
  });

  it('types names declaration packages of the project', () => {
    const files = {
      ...controller(
        "  @Api({ namespace: 'a/v1', endpoint: '/x' })\n  h(): unknown {\n    return siteGlobal.answer;\n  }\n",
      ),
      'node_modules/@types/site-globals/index.d.ts': 'declare const siteGlobal: { answer: number };\n',
      'node_modules/@types/site-globals/package.json': '{ "name": "@types/site-globals", "types": "index.d.ts" }',
    };
    expect(tsCodes({ ...files, 'tsconfig.json': tsconfig({ types: [] }) })).toContain('TS2304');
    expect(tsCodes({ ...files, 'tsconfig.json': tsconfig({ types: ['site-globals'] }) })).toEqual([]);
  });

  it("types are found in a parent folder's node_modules too (an npm workspace hoists them)", () => {
    const files = {
      ...Object.fromEntries(
        Object.entries(
          controller(
            "  @Api({ namespace: 'a/v1', endpoint: '/x' })\n  h(): unknown {\n    return siteGlobal.answer;\n  }\n",
          ),
        ).map(([rel, text]) => [`packages/site/${rel}`, text]),
      ),
      'packages/site/ts2wp.config.json': JSON.stringify(DEFAULT_CONFIG),
      'packages/site/tsconfig.json': tsconfig({ types: ['site-globals'] }),
      'node_modules/@types/site-globals/index.d.ts': 'declare const siteGlobal: { answer: number };\n',
      'node_modules/@types/site-globals/package.json': '{ "name": "@types/site-globals", "types": "index.d.ts" }',
    };
    expect(tsCodes(files, 'packages/site')).toEqual([]);
  });
});
