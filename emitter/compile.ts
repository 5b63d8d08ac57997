// The pipeline: analyze → transform → render → validate. Pure: it returns the plugin's
// files in memory (or diagnostics); writing them is the package step's job.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { checkRoutes } from './analyze/checks.js';
import { analyzePhpControllers } from './analyze/php-controllers.js';
import { analyzeTsControllers } from './analyze/routes.js';
import { checkSourceBytes, loadConfig, readUtf8 } from './config.js';
import { Codes, diagnosticGlobal, diagnosticInFile, type Diagnostic } from './diagnostics.js';
import type { PluginModel, SourcePos } from './model.js';
import { validatePhp } from './output/validate.js';
import { printFile } from './php/printer.js';
import { CONTROLLERS_DIR, createProgram, findControllerFiles } from './program.js';
import { renderPluginFiles } from './render/render.js';
import { transformController } from './transform/controller.js';

export interface CompileResult {
  diagnostics: Diagnostic[];
  model?: PluginModel;
  /** Plugin files, path relative to the plugin folder → content; only when there is no error. */
  files?: Map<string, string>;
}

export function compileProject(projectDir: string): CompileResult {
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

  const program = createProgram(tsFiles);
  for (const file of tsFiles) {
    const sf = program.getSourceFile(file)!;
    diagnostics.push(...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf));
  }
  const analysis = analyzeTsControllers(program, tsFiles, dir);
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
  for (const controller of analysis.controllers) {
    const { file, diagnostics: found } = transformController(controller, analysis.routes, checker, config.phpNamespace);
    diagnostics.push(...found);
    files.set(`app/Controllers/${controller.className}.php`, printFile(file));
  }
  const handWritten = new Set<string>();
  for (const controller of php.controllers) {
    const rel = `app/Controllers/${controller.className}.php`;
    files.set(rel, controller.scope(config.phpNamespace));
    handWritten.add(rel);
  }
  if (hasErrors(diagnostics)) return { diagnostics, model };

  for (const [rel, content] of renderPluginFiles(model)) files.set(rel, content);
  // Hand-written PHP is the user's: it must parse, but its style is not ours to police.
  for (const [rel, content] of files) {
    if (rel.endsWith('.php')) diagnostics.push(...validatePhp(rel, content, !handWritten.has(rel)));
  }
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
