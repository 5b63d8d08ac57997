// Incremental builds for a watch session (`ts2wp dev --watch`): the same pipeline as
// compileProject(), with hooks (CompileSession) that reuse the previous build's work.
//
//   - Source files: a compiler host that hands back the same ts.SourceFile for a file whose
//     text did not change, so TypeScript reuses the previous program's parse and binding
//     (the old program is passed on as oldProgram, through a semantic-diagnostics
//     BuilderProgram).
//   - Type checking: the BuilderProgram re-checks only the affected files (changed files
//     and the files whose view of them changed); the others keep their diagnostics.
//   - Translation: a controller's PHP text is reused while its file is unaffected, as long
//     as no other project file (a shared module, a constant used in @Api options) changed
//     and the previous build emitted no module files (transform/modules.ts emits only what
//     the translated controllers refer to, so then every controller is translated again).
//   - Validation: php-parser results are cached by content hash.
//
// routes.php, readme.txt and the plugin header are rendered on every build (they are small).
//
//   const compiler = createIncrementalCompiler('my-project');
//   const first = compiler.compile();   // a full build
//   … a file changes …
//   const next = compiler.compile();    // only what the change affects
//   if (!hasErrors(next.diagnostics)) await writePlugin(outDir, next.model!.config.slug, next.files!, false);
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from '#typescript';
import { analyzeTsControllers, type TsAnalysis, type TsController } from './analyze/routes.js';
import { compileProject } from './compile.js';
import type { CompileResult } from './emit.js';
import type { CompileSession, TranslatedController } from './session.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';
import { PhpValidator, type ValidationCache } from './output/validate-pool.js';
import { compilerOptions } from './analyze/program.js';

export interface IncrementalStats {
  /** Project source files parsed again (new or changed text). */
  parsed: number;
  /** Project files type-checked again. */
  checked: number;
  /** Controllers translated again / reused from the previous build. */
  translated: number;
  reused: number;
  /** Milliseconds of the last compile(). */
  ms: number;
}

export interface IncrementalCompiler {
  /** Compiles the project, reusing what the changes since the previous call left valid. */
  compile(): CompileResult;
  /** What the last compile() redid. */
  readonly stats: IncrementalStats;
  /** Forgets all previous results: the next compile() is a full build. */
  reset(): void;
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

interface CachedFile {
  text: string;
  sf: ts.SourceFile;
}

export function createIncrementalCompiler(projectDir: string): IncrementalCompiler {
  const root = path.resolve(projectDir) + path.sep;
  const options = compilerOptions(projectDir);
  let files = new Map<string, CachedFile>();
  let builder: ts.SemanticDiagnosticsBuilderProgram | undefined;
  let translations = new Map<string, TranslatedController & { sf: ts.SourceFile }>();
  let analyses = new Map<string, TsAnalysis & { sf: ts.SourceFile }>();
  let validations: ValidationCache = new Map();
  let moduleFiles = 0;
  const stats: IncrementalStats = { parsed: 0, checked: 0, translated: 0, reused: 0, ms: 0 };

  const isProjectFile = (fileName: string) =>
    path.resolve(fileName).startsWith(root) && !fileName.includes('/node_modules/');

  // Same text → same SourceFile object, which is what lets the program reuse it.
  const host = ts.createCompilerHost(options);
  const readSourceFile = host.getSourceFile.bind(host);
  let parsedThisBuild = new Set<string>();
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreateNewSourceFile) => {
    const text = host.readFile(fileName);
    if (text === undefined) return readSourceFile(fileName, languageVersion, onError, shouldCreateNewSourceFile);
    const cached = files.get(fileName);
    if (cached && cached.text === text && !shouldCreateNewSourceFile) return cached.sf;
    const sf = ts.createSourceFile(fileName, text, languageVersion);
    // The BuilderProgram tells changed files apart by this version.
    (sf as ts.SourceFile & { version: string }).version = createHash('sha1').update(text).digest('base64');
    files.set(fileName, { text, sf });
    parsedThisBuild.add(fileName);
    return sf;
  };

  // Per build: what changed, set by program().
  let affected = new Set<string>();
  let reuseTranslations = false;
  let reuseAnalyses = false;

  const session: CompileSession = {
    program(rootFiles) {
      parsedThisBuild = new Set();
      builder = ts.createSemanticDiagnosticsBuilderProgram(rootFiles, options, host, builder);
      // Check the affected project files now (library files are not checked: skipLibCheck,
      // and compileProject checks only the project's own files, so they are skipped here).
      affected = new Set();
      for (;;) {
        const next = builder.getSemanticDiagnosticsOfNextAffectedFile(undefined, (sf) => !isProjectFile(sf.fileName));
        if (!next) break;
        const unit = next.affected;
        if ((unit as ts.SourceFile).kind === ts.SyntaxKind.SourceFile) affected.add((unit as ts.SourceFile).fileName);
        else for (const sf of (unit as ts.Program).getSourceFiles()) affected.add(sf.fileName);
      }
      for (const fileName of parsedThisBuild) affected.add(fileName);
      stats.parsed = [...parsedThisBuild].filter(isProjectFile).length;
      stats.checked = [...affected].filter(isProjectFile).length;
      const roots = new Set(rootFiles);
      // Analyses and translations of unaffected controllers stay valid only while nothing
      // but controllers changed; translations also need the previous build to have emitted
      // no module files.
      reuseAnalyses = ![...affected].some((f) => isProjectFile(f) && !roots.has(f));
      reuseTranslations = reuseAnalyses && moduleFiles === 0;
      if (!reuseTranslations) translations = new Map();
      return builder.getProgram();
    },
    analyze(program, tsFiles, dir) {
      // Per file, in file order: the same result as analyzing them all at once.
      const out: TsAnalysis = { controllers: [], routes: [], diagnostics: [] };
      const next = new Map<string, TsAnalysis & { sf: ts.SourceFile }>();
      for (const file of tsFiles) {
        const sf = program.getSourceFile(file)!;
        const cached = analyses.get(file);
        const result =
          reuseAnalyses && cached?.sf === sf && !affected.has(file)
            ? cached
            : { ...analyzeTsControllers(program, [file], dir), sf };
        next.set(file, result);
        out.controllers.push(...result.controllers);
        out.routes.push(...result.routes);
        out.diagnostics.push(...result.diagnostics);
      }
      analyses = next;
      return out;
    },
    diagnostics(_program, sf): readonly Diagnostic[] {
      return [...builder!.getSyntacticDiagnostics(sf), ...builder!.getSemanticDiagnostics(sf)];
    },
    controller(controller: TsController, translate) {
      const sf = controller.node.getSourceFile();
      const key = `${controller.file}\0${controller.className}`;
      const cached = translations.get(key);
      if (reuseTranslations && cached && cached.sf === sf && !affected.has(controller.file)) {
        stats.reused++;
        return cached;
      }
      stats.translated++;
      const result = translate();
      translations.set(key, { ...result, sf });
      return result;
    },
    emittedModules(count) {
      moduleFiles = count;
    },
    validator() {
      // After the first build few files change: checking them here beats starting a worker.
      return new PhpValidator({ cache: validations, parallel: validations.size === 0 });
    },
  };

  let lastConfig: string | undefined;
  return {
    stats,
    compile() {
      const started = performance.now();
      stats.translated = 0;
      stats.reused = 0;
      // A new config (another PHP namespace…) changes every translation.
      const config = ['ts2wp.config.json', 'package.json'].map((f) => readOrEmpty(path.join(root, f))).join('\0');
      if (config !== lastConfig) {
        translations = new Map();
        analyses = new Map();
      }
      lastConfig = config;
      const result = compileProject(projectDir, session);
      stats.ms = performance.now() - started;
      return result;
    },
    reset() {
      files = new Map();
      builder = undefined;
      translations = new Map();
      analyses = new Map();
      validations = new Map();
      moduleFiles = 0;
      lastConfig = undefined;
    },
  };
}
