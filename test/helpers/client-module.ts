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
  for (const [rel, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, rel), text);
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
