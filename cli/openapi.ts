import fs from 'node:fs';
import path from 'node:path';
import { hasErrors } from '../emitter/compile.js';
import { buildOpenApiDocument } from '../emitter/openapi/document.js';
import { analyzeApi } from '../emitter/openapi/project.js';
import { CompileError } from './errors.js';

export interface OpenApiCommandOptions {
  project: string;
  /** Output file, relative to the current folder; none prints the document. */
  out?: string;
  /** Default of the document's `{site}` server variable. */
  server?: string;
  log: (line: string) => void;
}

/** `ts2wp openapi`: the OpenAPI 3.1 document of the project's routes. */
export async function openapi({ project, out, server, log }: OpenApiCommandOptions): Promise<Record<string, unknown>> {
  const { diagnostics, project: api } = analyzeApi(project);
  if (hasErrors(diagnostics) || !api) throw new CompileError(diagnostics);
  const document = buildOpenApiDocument(api, { server });
  const text = `${JSON.stringify(document, null, 2)}\n`;
  if (!out) {
    log(text.trimEnd());
    return document;
  }
  const file = path.resolve(out);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  const operations = Object.values(document.paths as Record<string, object>).reduce(
    (n, item) => n + Object.keys(item).length,
    0,
  );
  log(
    `Wrote ${path.relative(process.cwd(), file) || file}: OpenAPI 3.1, ${api.routes.length} route(s), ${operations} operation(s)`,
  );
  return document;
}
