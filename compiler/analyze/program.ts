import fs from 'node:fs';
import path from 'node:path';
import ts from '#typescript';
import { LIB_FILES, PACKAGE_ROOT, TS_LIB_DIR } from '../libs.js';

export const CONTROLLERS_DIR = path.join('app', 'Controllers');

/** Fixed compiler options: the handlers are checked the same way in every project. */
export function compilerOptions(): ts.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // ES2023's array methods and ES2024's Object.groupby / Map.groupBy are translated (issue 16).
    lib: ['lib.es2022.d.ts', 'lib.es2023.array.d.ts', 'lib.es2024.object.d.ts', 'lib.es2024.collection.d.ts'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    allowImportingTsExtensions: true,
    paths: { ts2wp: [LIB_FILES.index], 'ts2wp/wordpress': [LIB_FILES.wordpress] },
  };
}

/** Controller sources under app/Controllers, sorted so output order is stable. */
export function findControllerFiles(projectDir: string, ext: '.ts' | '.php'): string[] {
  const root = path.join(projectDir, CONTROLLERS_DIR);
  if (!fs.existsSync(root)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(ext) && !entry.name.endsWith('.d.ts') && !/\.(test|spec)\.ts$/.test(entry.name))
        found.push(full);
    }
  };
  walk(root);
  return found.sort();
}

/**
 * Parsed files that are the same in every project (ts2wp's lib/, TypeScript's lib.*.d.ts),
 * kept across compiles: lib/wordpress.generated.ts alone is close to 1 MB of declarations.
 * Keyed by path, size and mtime, so an edited file is read again.
 */
const sharedSourceFiles = new Map<string, { stamp: string; file: ts.SourceFile }>();
const LIB_DIR = path.join(PACKAGE_ROOT, 'lib') + path.sep;

function compilerHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const full = path.resolve(fileName);
    if (!full.startsWith(LIB_DIR) && !full.startsWith(TS_LIB_DIR))
      return getSourceFile(fileName, languageVersion, onError, shouldCreate);
    let stamp: string;
    try {
      const stat = fs.statSync(full);
      stamp = `${stat.size}:${stat.mtimeMs}:${JSON.stringify(languageVersion)}`;
    } catch {
      return getSourceFile(fileName, languageVersion, onError, shouldCreate);
    }
    const cached = sharedSourceFiles.get(full);
    if (cached?.stamp === stamp) return cached.file;
    const file = getSourceFile(fileName, languageVersion, onError, shouldCreate);
    if (file) sharedSourceFiles.set(full, { stamp, file });
    return file;
  };
  return host;
}

export function createProgram(rootFiles: string[], oldProgram?: ts.Program): ts.Program {
  const options = compilerOptions();
  return ts.createProgram({ rootNames: rootFiles, options, oldProgram, host: compilerHost(options) });
}
