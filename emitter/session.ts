// Where a build may reuse earlier work. analyzeProject() and emitPlugin() alone do a full
// build (fullBuild); a watch session passes the hooks of createIncrementalCompiler()
// (incremental.ts), which keep the previous ts.Program and per-file results.
import ts from '#typescript';
import { analyzeTsControllers, type TsAnalysis, type TsController } from './analyze/routes.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';
import { PhpValidator } from './output/validate-pool.js';
import type { Origin } from './php/ast.js';
import { createProgram } from './analyze/program.js';

export interface CompileSession {
  /** The program over the controller files. */
  program(rootFiles: string[], projectDir: string): ts.Program;
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
  program: (rootFiles, projectDir) => createProgram(rootFiles, projectDir),
  analyze: analyzeTsControllers,
  diagnostics: (program, sf) => [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)],
  controller: (_controller, translate) => translate(),
  validator: () => new PhpValidator(),
};
