// A ts2wp project for the ts2wp/testing suites, and its controller as Node runs it: the same
// source transpiled, importing the built package (dist/, as a user's test imports `ts2wp`),
// so the fakes `ts2wp/testing` installs are the ones the handler's `ts2wp/wordpress` calls.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { makeProject, REPO } from '../helpers/project.js';

const DIST = path.join(REPO, 'dist', 'lib');
export const dist = (file: string) => pathToFileURL(path.join(DIST, file)).href;

/** Writes a project with one controller and returns its folder. */
export function testingProject(name: string, source: string): string {
  return makeProject({ [`app/Controllers/${name}.ts`]: source });
}

/** The project's controller class, transpiled beside it, its imports of ts2wp sent to dist/. */
export async function loadController<T>(dir: string, name: string): Promise<T> {
  const source = fs.readFileSync(path.join(dir, 'app', 'Controllers', `${name}.ts`), 'utf8');
  const js = ts
    .transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } })
    .outputText.replace(/from 'ts2wp'/g, `from '${dist('index.js')}'`)
    .replace(/from 'ts2wp\/wordpress'/g, `from '${dist('wordpress.js')}'`);
  const file = path.join(dir, `${name}.node.mjs`);
  fs.writeFileSync(file, js);
  return (await import(pathToFileURL(file).href))[name] as T;
}

/** `ts2wp/testing` as a user's test imports it (dist/lib/testing). */
export async function loadTesting(): Promise<typeof import('../../lib/testing/index.js')> {
  return import(dist('testing/index.js'));
}
