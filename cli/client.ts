import fs from 'node:fs';
import path from 'node:path';
import { hasErrors } from '../emitter/compile.js';
import { generateClient } from '../emitter/openapi/client.js';
import { analyzeApi } from '../emitter/openapi/project.js';
import { CompileError, UsageError } from './errors.js';

export interface ClientCommandOptions {
  project: string;
  /** Output .ts file, relative to the current folder; none prints the client. */
  out?: string;
  log: (line: string) => void;
}

/** `ts2wp client`: a dependency-free, typed fetch client for the project's routes. */
export async function client({ project, out, log }: ClientCommandOptions): Promise<string> {
  if (out && !/\.(m|c)?ts$/.test(out))
    throw new UsageError(`--out ${out}: the client is TypeScript; name a .ts file, e.g. --out client.ts.`);
  const { diagnostics, project: api } = analyzeApi(project);
  if (hasErrors(diagnostics) || !api) throw new CompileError(diagnostics);
  const source = generateClient(api);
  if (!out) {
    log(source.trimEnd());
    return source;
  }
  const file = path.resolve(out);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  log(`Wrote ${path.relative(process.cwd(), file) || file}: ${api.routes.length} route(s)`);
  return source;
}
