// Generated clients in tests: type-check consumer files against them with the TypeScript
// compiler, and load them as JavaScript (transpiled) to call routes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** The strictest settings a consumer may use; the generated client must compile under them. */
export const STRICT_CONSUMER: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2022.d.ts'],
  types: [],
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noPropertyAccessFromIndexSignature: true,
  noImplicitOverride: true,
  noImplicitReturns: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  noEmit: true,
  skipLibCheck: false,
};

export interface TypeError {
  file: string;
  line: number;
  code: number;
  message: string;
}

/** Writes the files (relative path → text) to a temp folder and type-checks them; returns every error. */
export function typeCheck(files: Record<string, string>, options: ts.CompilerOptions = STRICT_CONSUMER): TypeError[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-client-'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  const program = ts.createProgram({ rootNames: Object.keys(files).map((rel) => path.join(dir, rel)), options });
  return ts.getPreEmitDiagnostics(program).map((d) => ({
    file: d.file ? path.basename(d.file.fileName) : '',
    line: d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0,
    code: d.code,
    message: ts.flattenDiagnosticMessageText(d.messageText, ' '),
  }));
}

/** Transpiles the client to JavaScript and imports it. */
export async function importClient(source: string): Promise<any> {
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-client-')), 'client.mjs');
  fs.writeFileSync(file, js);
  return import(pathToFileURL(file).href);
}

/** A recorded fetch call. */
export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** A fake fetch answering `answer(call)` ({ status, body, headers? }) and recording each call. */
export function fakeFetch(
  answer: (call: FetchCall) => { status: number; body: string; headers?: Record<string, string> } = () => ({
    status: 200,
    body: '{}',
  }),
) {
  const calls: FetchCall[] = [];
  const fetch = async (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
    const call: FetchCall = {
      url,
      method: init.method,
      headers: init.headers,
      ...(init.body !== undefined ? { body: init.body } : {}),
    };
    calls.push(call);
    const { status, body, headers } = answer(call);
    return { status, ok: status >= 200 && status < 300, headers: new Headers(headers), text: async () => body };
  };
  return { fetch, calls };
}

/**
 * What a third-party fetch client compiles under: `strict` with the DOM's fetch, Request and
 * Headers types (@hey-api/openapi-ts's bundled runtime does not pass exactOptionalPropertyTypes).
 */
export const STRICT_DOM_CONSUMER: ts.CompilerOptions = {
  ...STRICT_CONSUMER,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  exactOptionalPropertyTypes: false,
};

/** The files a generator wrote under `dir`, by path relative to it. */
export function readGenerated(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = fs.readFileSync(file, 'utf8');
  }
  return out;
}

/**
 * A client from an OpenAPI document by a third-party generator, as its files: orval's fetch
 * client (one file, api.ts; `baseUrl` is written into its URLs) or @hey-api/openapi-ts's
 * fetch client, types and SDK (index.ts and the files it imports).
 */
export async function thirdPartyClient(
  tool: 'orval' | 'hey-api',
  document: object,
  baseUrl?: string,
): Promise<Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ts2wp-${tool}-`));
  try {
    const input = path.join(dir, 'openapi.json');
    fs.writeFileSync(input, JSON.stringify(document));
    const out = path.join(dir, 'client');
    if (tool === 'orval') {
      const { generate } = await import('orval');
      await generate({
        input: { target: input },
        output: { target: path.join(out, 'api.ts'), client: 'fetch', mode: 'single', ...(baseUrl ? { baseUrl } : {}) },
      });
    } else {
      const { createClient } = await import('@hey-api/openapi-ts');
      await createClient({
        input,
        output: out,
        plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
        logs: { level: 'silent' },
      });
    }
    return readGenerated(out);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
