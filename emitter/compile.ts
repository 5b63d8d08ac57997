// The pipeline: analyze → transform → render → validate. Pure: it returns the plugin's
// files in memory (or diagnostics); writing them is the package step's job.
import fs from 'node:fs';
import path from 'node:path';
import ts from '#typescript';
import { checkRoutes } from './analyze/checks.js';
import { analyzePhpControllers } from './analyze/php-controllers.js';
import { analyzeTsControllers } from './analyze/routes.js';
import { checkSourceBytes, loadConfig, readUtf8 } from './config.js';
import { Codes, diagnosticGlobal, diagnosticInFile, type Diagnostic } from './diagnostics.js';
import type { PluginModel, SourcePos } from './model.js';
import { PhpValidator } from './output/validate-pool.js';
import type { Origin } from './php/ast.js';
import { printFileWithOrigins } from './php/printer.js';
import { CONTROLLERS_DIR, createProgram, findControllerFiles } from './program.js';
import { renderPluginFiles, runtimeFiles } from './render/render.js';
import type { TsAnalysis, TsController } from './analyze/routes.js';
import { transformController } from './transform/controller.js';
import { ProjectModules } from './transform/modules.js';

export interface CompileResult {
  diagnostics: Diagnostic[];
  model?: PluginModel;
  /** Plugin files, path relative to the plugin folder → content; only when there is no error. */
  files?: Map<string, string>;
}

/**
 * Where a build may reuse earlier work. compileProject() alone does a full build; a watch
 * session passes the hooks of createIncrementalCompiler() (incremental.ts), which keep the
 * previous ts.Program and per-file results.
 */
export interface CompileSession {
  /** The program over the controller files. */
  program(rootFiles: string[]): ts.Program;
  /** The @Api analysis of the controller files (analyze/routes.ts). */
  analyze?(program: ts.Program, tsFiles: string[], projectDir: string): TsAnalysis;
  /** Syntactic and semantic diagnostics of one project file. */
  diagnostics(program: ts.Program, sf: ts.SourceFile): readonly Diagnostic[];
  /** A controller's PHP text and diagnostics: `translate()` or an earlier, still valid result. */
  controller(controller: TsController, translate: () => TranslatedController): TranslatedController;
  /** How many module files (transform/modules.ts) this build emitted. */
  emittedModules?(count: number): void;
  /** Checks the emitted PHP (output/validate-pool.ts). */
  validator(): PhpValidator;
}

export interface TranslatedController {
  text: string;
  /** The TypeScript origin of each line of `text` (printer.ts). */
  origins: readonly (Origin | undefined)[];
  diagnostics: readonly Diagnostic[];
}

/** A full build: nothing is reused. */
export const fullBuild: CompileSession = {
  program: (rootFiles) => createProgram(rootFiles),
  diagnostics: (program, sf) => [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)],
  controller: (_controller, translate) => translate(),
  validator: () => new PhpValidator(),
};

export function compileProject(projectDir: string, session: CompileSession = fullBuild): CompileResult {
  const dir = path.resolve(projectDir);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    return { diagnostics: [diagnosticGlobal(Codes.ProjectNotFound, `Project directory ${projectDir} does not exist. Pass the folder that holds ts2wp.config.json.`)] };
  }
  const { config, diagnostics } = loadConfig(dir);

  const tsFiles = findControllerFiles(dir, '.ts');
  const phpFiles = findControllerFiles(dir, '.php');
  if (!tsFiles.length && !phpFiles.length) {
    diagnostics.push(diagnosticGlobal(Codes.NoControllers,
      `No controllers found under ${path.join(projectDir, CONTROLLERS_DIR)}. Add a class that extends Controller with an @Api method, e.g. app/Controllers/HelloController.ts.`));
    return { diagnostics };
  }

  const unreadable = [...tsFiles, ...phpFiles].map(checkSourceBytes).filter((d): d is Diagnostic => !!d);
  if (unreadable.length) return { diagnostics: [...diagnostics, ...unreadable] };

  // The PHP checks run beside the compiler (output/validate-pool.ts); the runtime copy is
  // known from the config alone, so it is checked while the TypeScript is type-checked.
  const validator = session.validator();
  if (config) for (const [rel, content] of runtimeFiles(config.phpNamespace)) validator.submit(rel, content, true);
  try {
    return compileWith(dir, projectDir, session, validator, config, diagnostics, tsFiles, phpFiles);
  } finally {
    validator.dispose();
  }
}

function compileWith(
  dir: string, projectDir: string, session: CompileSession, validator: PhpValidator, config: PluginModel['config'] | undefined,
  diagnostics: Diagnostic[], tsFiles: string[], phpFiles: string[],
): CompileResult {
  const program = session.program(tsFiles);
  for (const file of tsFiles) {
    diagnostics.push(...session.diagnostics(program, program.getSourceFile(file)!));
  }
  const analysis = (session.analyze ?? analyzeTsControllers)(program, tsFiles, dir);
  const php = analyzePhpControllers(phpFiles, dir);
  diagnostics.push(...analysis.diagnostics, ...php.diagnostics);
  const routes = [...analysis.routes, ...php.routes];
  diagnostics.push(...duplicateControllers([...analysis.controllers, ...php.controllers], dir));
  for (const problem of checkRoutes(routes)) {
    diagnostics.push(atPos(dir, problem.pos, problem.code, problem.message));
  }
  if (!config) return { diagnostics };

  const model: PluginModel = {
    config,
    routes,
    controllers: [
      ...analysis.controllers.map((c) => ({ className: c.className, source: 'ts' as const, file: path.relative(dir, c.file) })),
      ...php.controllers.map((c) => ({ className: c.className, source: 'php' as const, file: path.relative(dir, c.file) })),
    ],
  };
  const files = new Map<string, string>();
  const checker = program.getTypeChecker();
  const modules = new ProjectModules(program, checker, dir, config.phpNamespace, analysis.controllers);
  // Project files the controllers import are type-checked too.
  for (const sf of program.getSourceFiles()) {
    if (tsFiles.includes(sf.fileName) || !modules.isProjectFile(sf.fileName)) continue;
    diagnostics.push(...session.diagnostics(program, sf));
  }
  // Per translated file, the TypeScript origin of each PHP line (the plugin's line map).
  const lineOrigins = new Map<string, readonly (Origin | undefined)[]>();
  for (const controller of analysis.controllers) {
    const { text, origins, diagnostics: found } = session.controller(controller, () => {
      const { file, diagnostics: translated } = transformController(controller, analysis.routes, modules);
      return { ...printFileWithOrigins(file), diagnostics: translated };
    });
    diagnostics.push(...found);
    const rel = `app/Controllers/${controller.className}.php`;
    files.set(rel, text);
    lineOrigins.set(rel, origins);
    validator.submit(rel, text, true);
  }
  // Module-level code and classes the controllers use, each in its own file.
  const emitted = modules.emit();
  diagnostics.push(...emitted.diagnostics);
  for (const [rel, file] of emitted.files) {
    const { text, origins } = printFileWithOrigins(file);
    files.set(rel, text);
    lineOrigins.set(rel, origins);
  }
  session.emittedModules?.(emitted.files.size);
  const handWritten = new Set<string>();
  for (const controller of php.controllers) {
    const rel = `app/Controllers/${controller.className}.php`;
    files.set(rel, controller.scope(config.phpNamespace));
    handWritten.add(rel);
  }
  if (hasErrors(diagnostics)) return { diagnostics, model };

  for (const [rel, content] of renderPluginFiles(model, lineOrigins)) files.set(rel, content);
  // Hand-written PHP is the user's: it must parse, but its style is not ours to police.
  for (const [rel, content] of files) {
    if (rel.endsWith('.php')) validator.submit(rel, content, !handWritten.has(rel));
  }
  diagnostics.push(...validator.finish());
  if (hasErrors(diagnostics)) return { diagnostics, model };
  return { diagnostics, model, files };
}

/** Each controller becomes app/Controllers/<Class>.php: class names must be unique (case-insensitively, as in PHP). */
function duplicateControllers(controllers: { className: string; file: string }[], projectDir: string): Diagnostic[] {
  const seen = new Map<string, string>();
  const out: Diagnostic[] = [];
  for (const c of controllers) {
    const key = c.className.toLowerCase();
    const first = seen.get(key);
    if (first) {
      out.push(diagnosticInFile(c.file, readUtf8(c.file), 0, 1, Codes.DuplicateController,
        `Controller class ${c.className} is already declared in ${path.relative(projectDir, first)}; PHP class names are case-insensitive and one class maps to one file. Rename one.`));
    } else {
      seen.set(key, c.file);
    }
  }
  return out;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error);
}

/** A diagnostic at a route-model position (the model keeps no TypeScript nodes). */
function atPos(projectDir: string, pos: SourcePos, code: Diagnostic['code'], message: string): Diagnostic {
  const file = path.join(projectDir, pos.file);
  return diagnosticInFile(file, readUtf8(file), pos.start, pos.length, code as never, message);
}
