import fs from 'node:fs';
import path from 'node:path';
import ts from '#typescript';
import { LIB_FILES, PACKAGE_ROOT, TS_LIB_DIR } from '../libs.js';

export const CONTROLLERS_DIR = path.join('app', 'Controllers');

/** What a project without a tsconfig.json (or without these options in it) is checked with. */
export const DEFAULT_LIB = ['lib.es2024.d.ts'];

/**
 * Compiler options: ts2wp's own (strict, no emit, module resolution, the `ts2wp` paths), with
 * the project's `lib`, `target` and `types` from its tsconfig.json when it has them, so
 * what the project's editor accepts (`toSorted`, `structuredClone` from `types: ["node"]`)
 * is what the build accepts. What the subset does not translate is then a ts2wp diagnostic.
 */
export function compilerOptions(projectDir?: string): ts.CompilerOptions {
  const project = projectDir ? projectOptions(projectDir) : {};
  return {
    target: project.target ?? ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: project.lib ?? DEFAULT_LIB,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: project.types ?? [],
    ...(project.typeRoots ? { typeRoots: project.typeRoots } : {}),
    allowImportingTsExtensions: true,
    paths: { ts2wp: [LIB_FILES.index], 'ts2wp/wordpress': [LIB_FILES.wordpressEntry] },
  };
}

/** `lib`, `target`, `types` and `typeRoots` of the project's tsconfig.json (with its `extends`). */
function projectOptions(projectDir: string): ts.CompilerOptions {
  const file = path.join(projectDir, 'tsconfig.json');
  if (!fs.existsSync(file)) return {};
  const read = ts.readConfigFile(file, (f) => fs.readFileSync(f, 'utf8'));
  if (read.error) return {};
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, projectDir, undefined, file);
  const { lib, target, types, typeRoots } = parsed.options;
  // `types` resolve from the project, not from where ts2wp runs.
  return { lib, target, types, typeRoots: typeRoots ?? (types?.length ? ancestorTypeRoots(projectDir) : undefined) };
}

/**
 * node_modules/@types in the project's folder and in every folder above it, as tsc looks
 * them up: npm workspaces hoist `@types/node` to the workspace root.
 */
function ancestorTypeRoots(projectDir: string): string[] {
  const roots: string[] = [];
  for (let dir = path.resolve(projectDir); ; dir = path.dirname(dir)) {
    roots.push(path.join(dir, 'node_modules', '@types'));
    if (path.dirname(dir) === dir) return roots;
  }
}

/** Controller sources under app/Controllers, sorted so output order is stable. */
export function findControllerFiles(projectDir: string, ext: '.ts' | '.php'): string[] {
  return findSourceFiles(path.join(projectDir, CONTROLLERS_DIR), ext);
}

/** Source files (not declarations, not tests) under `root`, sorted so output order is stable. */
export function findSourceFiles(root: string, ext: '.ts' | '.php'): string[] {
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

export function createProgram(rootFiles: string[], projectDir?: string, oldProgram?: ts.Program): ts.Program {
  const options = compilerOptions(projectDir);
  return ts.createProgram({ rootNames: rootFiles, options, oldProgram, host: compilerHost(options) });
}
