// A request-edge test project: written under test/.tmp (so `ts2wp` resolves to this
// package in Node), built as `ts2wp build` would, and its controller loaded in Node too.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { compileProject } from '../../emitter/compile.js';
import type { PluginModel } from '../../emitter/model.js';
import { buildProject } from '../helpers/build.js';
import { REPO } from '../helpers/project.js';
import type { HarnessRequest, HarnessResponse } from '../helpers/wp.js';

export interface EdgeProject {
  dir: string;
  plugin: string;
  model: PluginModel;
  /** The controller class, transpiled and loaded in Node. */
  node: Record<string, (params: unknown) => unknown>;
}

export async function edgeProject(name: string, className: string, source: string): Promise<EdgeProject> {
  const root = path.join(REPO, 'test', '.tmp');
  fs.mkdirSync(root, { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, `${name}-`));
  // One slug per project, for clarity (the harness keys a mount by the plugin's contents).
  const config = { name: 'Edge', slug: `edge-${name}`, phpNamespace: 'Edge\\Tests', version: '1.0.0' };
  fs.writeFileSync(path.join(dir, 'ts2wp.config.json'), JSON.stringify(config));
  const file = path.join(dir, 'app', 'Controllers', `${className}.ts`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  const plugin = await buildProject(dir);
  const model = compileProject(dir).model!;
  return { dir, plugin, model, node: await nodeController(file, className, source) };
}

/**
 * The controller class of `source`, transpiled next to `file` (under the repository, so
 * `ts2wp` resolves to this package) and loaded in Node: each method answers the JSON of its result.
 */
export async function nodeController(
  file: string,
  className: string,
  source: string,
): Promise<Record<string, (params: unknown) => unknown>> {
  const js = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  const out = file.replace(/\.ts$/, '.mjs');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, js);
  const mod = await import(pathToFileURL(out).href);
  const instance = new mod[className]();
  return new Proxy(instance, {
    // `then` stays undefined: the proxy is not a promise (it is awaited).
    get: (target, key) =>
      key === 'then' ? undefined : (params: unknown) => JSON.parse(JSON.stringify(target[key](params)) ?? 'null'),
  });
}

/** The error body WordPress answers for a value that fails a schema: 400 rest_invalid_param naming the field. */
export function invalidParam(field: string) {
  return {
    status: 400,
    code: 'rest_invalid_param',
    field,
  };
}

/** Status, code and the named fields of a harness response, to compare with invalidParam(). */
export function verdict(response: { status: number; data: any }) {
  if (response.status === 200) return { status: 200 };
  const params = response.data?.data?.params;
  const fields = Array.isArray(params) ? params : Object.keys(params ?? {});
  return { status: response.status, code: response.data?.code, field: fields.join(',') };
}

/** A request of a request-edge suite and what it must answer. */
export interface EdgeCase {
  name: string;
  req: HarnessRequest;
  /** What a Node unit test passes the handler: its answer is the expected body. */
  node?: { handler: string; params: Record<string, unknown> };
  /** Otherwise the expected error; without a field, the error names none. */
  error?: { status: number; code: string; field?: string };
}

/**
 * What each case answered through WordPress (verdict() and body) and what it must answer:
 * its error (with the body it came with) or a 200 with the body Node's handler answers.
 */
export function answersOf(cases: EdgeCase[], responses: HarnessResponse[], project: EdgeProject) {
  const got = cases.map((c, i) => ({ name: c.name, ...verdict(responses[i]), body: responses[i].data }));
  const want = cases.map((c, i) =>
    c.error
      ? { name: c.name, field: '', ...c.error, body: got[i].body }
      : { name: c.name, status: 200, body: project.node[c.node!.handler](c.node!.params) },
  );
  return { got, want };
}
