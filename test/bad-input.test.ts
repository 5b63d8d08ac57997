// The corpus of broken projects under test/bad-input/: each folder holds a project and
// expected.json ({ code, file?, at? }). Every one must fail with that diagnostic at that
// position, exit 1, print no stack trace, and write nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../cli/build.js';
import { runCommand } from '../cli/run.js';
import { runCli } from './helpers/cli.js';
import { REPO } from './helpers/project.js';

const CORPUS = path.join(REPO, 'test', 'bad-input');

interface Expected {
  code: string;
  file?: string;
  at?: string;
}

/** Copies a case to a temp folder, materialising the cases that cannot live in git. */
function prepare(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ts2wp-bad-${name}-`));
  fs.cpSync(path.join(CORPUS, name), dir, { recursive: true });
  fs.rmSync(path.join(dir, 'expected.json'));
  const controller = (body: string) =>
    `import { Api, Controller } from 'ts2wp';\n\nexport class BadController extends Controller {\n  @Api({ namespace: 'bad/v1' })\n  handler() {\n${body}\n  }\n}\n`;
  if (name.endsWith('-project-is-a-file')) return path.join(dir, 'ts2wp.config.json');
  if (name.endsWith('-config-is-a-folder')) fs.mkdirSync(path.join(dir, 'ts2wp.config.json'));
  if (name.endsWith('-controller-is-a-folder')) {
    fs.writeFileSync(
      path.join(dir, 'ts2wp.config.json'),
      JSON.stringify({ name: 'Bad Input', slug: 'bad-input', phpNamespace: 'Bad\\Input', version: '1.0.0' }),
    );
    fs.mkdirSync(path.join(dir, 'app/Controllers/HelloController.ts'), { recursive: true });
  }
  if (name.endsWith('-not-utf8')) {
    const text = controller("    return { s: 'caf?' };");
    const bytes = Buffer.from(text, 'utf8');
    bytes[bytes.indexOf('?')] = 0xe9; // Latin-1 é: not UTF-8.
    fs.mkdirSync(path.join(dir, 'app/Controllers'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'app/Controllers/BadController.ts'), bytes);
  }
  if (name.endsWith('-huge-file')) {
    fs.mkdirSync(path.join(dir, 'app/Controllers'), { recursive: true });
    const filler = `// ${'x'.repeat(1020)}\n`.repeat(20 * 1024);
    fs.writeFileSync(path.join(dir, 'app/Controllers/BadController.ts'), filler + controller('    return {};'));
  }
  return dir;
}

function positionOfText(file: string, at: string): string {
  const text = fs.readFileSync(file, 'utf8');
  const offset = text.indexOf(at);
  if (offset < 0) throw new Error(`"${at}" not found in ${file}`);
  const lines = text.slice(0, offset).split('\n');
  return `${lines.length}:${lines.at(-1)!.length + 1}`;
}

const cases = fs
  .readdirSync(CORPUS)
  .filter((n) => fs.existsSync(path.join(CORPUS, n, 'expected.json')))
  .sort();

describe('bad-input corpus', () => {
  it('has at least 40 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  for (const name of cases) {
    it(name, async () => {
      const expected: Expected = JSON.parse(fs.readFileSync(path.join(CORPUS, name, 'expected.json'), 'utf8'));
      const project = prepare(name);
      const root = fs.statSync(project).isDirectory() ? project : path.dirname(project);
      let stderr = '';
      const code = await runCommand(() => build({ project, zip: true, log: () => {} }), {
        stderr: (t) => (stderr += t),
        cwd: root,
        color: false,
        debug: false,
      });
      expect(code, stderr).toBe(1);
      expect(stderr).toContain(`error ${expected.code}:`);
      if (expected.file && expected.at) {
        expect(stderr).toContain(
          `${expected.file}:${positionOfText(path.join(root, expected.file), expected.at)} - error ${expected.code}`,
        );
      } else if (expected.file) {
        expect(stderr).toMatch(
          new RegExp(`${expected.file.replace(/[.]/g, '\\.')}:\\d+:\\d+ - error ${expected.code}`),
        );
      }
      expect(stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
      expect(stderr.toLowerCase()).not.toContain('internal');
      expect(fs.existsSync(path.join(root, 'build'))).toBe(false);
    });
  }

  it('the real binary exits 1 with the same report (three cases)', async () => {
    for (const name of cases.filter((n) => /-(config-bad-version|ts-syntax-error|route-duplicate)$/.test(n))) {
      const r = await runCli(['build', prepare(name)]);
      expect(r.code, name).toBe(1);
      expect(r.stderr).toMatch(/error TS/);
      expect(r.stderr).not.toMatch(/^\s+at /m);
    }
  });
});
