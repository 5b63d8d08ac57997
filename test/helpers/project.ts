// Throw-away ts2wp projects for tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '..', '..');

// A name and slug wordpress.org accepts ("plugin" is a restricted term: TS2WP2013), and
// contributors (TS2WP2012), so a project that compiles cleanly has no diagnostics at all.
export const DEFAULT_CONFIG = {
  name: 'Test Routes',
  slug: 'test-routes',
  phpNamespace: 'Test\\Plugin',
  version: '1.0.0',
  contributors: ['ts2wp'],
};

/** Writes a project (config + files relative to it) into a new temp folder and returns it. */
export function makeProject(files: Record<string, string>, config: object | null = DEFAULT_CONFIG): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-test-'));
  if (config) fs.writeFileSync(path.join(dir, 'ts2wp.config.json'), JSON.stringify(config, null, 2));
  for (const [rel, content] of Object.entries(files)) {
    const full = path.join(dir, rel);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
  }
  return dir;
}

/** A controller file wrapping one class body. */
export function controller(
  body: string,
  name = 'TestController',
  imports = "import { Api, Controller, type WP_REST_Request } from 'ts2wp';",
): Record<string, string> {
  return { [`app/Controllers/${name}.ts`]: `${imports}\n\nexport class ${name} extends Controller {\n${body}\n}\n` };
}

/** Every file under a folder, relative path → content. */
export function readTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string, prefix: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (e.isDirectory()) walk(path.join(d, e.name), `${prefix}${e.name}/`);
      else out[`${prefix}${e.name}`] = fs.readFileSync(path.join(d, e.name), 'utf8');
    }
  };
  walk(dir, '');
  return out;
}
