// emitPlugin(): a project analysis (analyze/project.ts) → the plugin's files, in memory:
// translate each TypeScript controller and the module code it uses (transform/), print
// (php/printer.ts), render the plugin around them (render/), check the PHP (output/).
// Writing the files is the package step's job (output/package.ts).
import ts from '#typescript';
import type { ProjectAnalysis } from './analyze/project.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';
import { pluginConstantPrefix, type PluginModel } from './model.js';
import type { PhpValidator } from './output/validate-pool.js';
import type { Origin } from './php/ast.js';
import { printFileWithOrigins } from './php/printer.js';
import { renderBesideFiles, renderPluginFiles, renderRoutes } from './render/render.js';
import { referenceScope, runtimeFiles, shippedRuntime } from './render/runtime.js';
import { fullBuild, type CompileSession } from './session.js';
import { transformController } from './transform/controller.js';
import { ProjectModules } from './transform/modules.js';
import { hookRegistrations } from './transform/hooks.js';
import { rememberingChecker } from './transform/checker.js';

export interface CompileResult {
  diagnostics: Diagnostic[];
  model?: PluginModel;
  /** Plugin files, path relative to the plugin folder → content; only when there is no error. */
  files?: Map<string, string>;
  /** Files for beside the plugin folder (its phpcs.xml.dist), relative to the build folder. */
  beside?: Map<string, string>;
}

export interface EmitOptions {
  session?: CompileSession;
  /** A validator already checking files (compile.ts submits the runtime while TypeScript is checked). */
  validator?: PhpValidator;
}

export function emitPlugin(
  analysis: ProjectAnalysis,
  { session = fullBuild, validator }: EmitOptions = {},
): CompileResult {
  const diagnostics = [...analysis.diagnostics];
  const { model, program } = analysis;
  if (!model || !program) return { diagnostics };
  const check = validator ?? session.validator();
  try {
    return emit(analysis, model, program, diagnostics, session, check);
  } finally {
    if (!validator) check.dispose();
  }
}

function emit(
  analysis: ProjectAnalysis,
  model: PluginModel,
  program: ts.Program,
  diagnostics: Diagnostic[],
  session: CompileSession,
  validator: PhpValidator,
): CompileResult {
  const files = new Map<string, string>();
  const modules = projectModules(analysis, model, program);
  const { phpNamespace, slug } = model.config;
  // Each plugin file is parsed once, by the validator, which also reads what it needs from
  // the runtime (render/runtime-references.ts): the roots of the runtime's pruning below.
  const scope = referenceScope(phpNamespace);
  const submit = (rel: string, text: string, strict = true) => {
    files.set(rel, text);
    if (rel.endsWith('.php')) validator.submit(rel, text, strict, scope);
  };
  // routes.php needs only the model, and is half the PHP of a plugin with many routes: its
  // check starts first, so the validator parses it while the controllers are translated.
  const routes = renderRoutes(model);
  validator.submit('routes.php', routes, true, scope);
  // Per translated file, the TypeScript origin of each PHP line (the plugin's line map).
  const lineOrigins = new Map<string, readonly (Origin | undefined)[]>();
  for (const controller of analysis.tsControllers) {
    const {
      text,
      origins,
      diagnostics: found,
    } = session.controller(controller, () => {
      const { file, diagnostics: translated } = transformController(controller, modules);
      return { ...printFileWithOrigins(file), diagnostics: translated };
    });
    diagnostics.push(...found);
    const rel = `app/Controllers/${controller.className}.php`;
    submit(rel, text);
    lineOrigins.set(rel, origins);
  }
  // Hook classes are module classes: marked needed here, written by modules.emit().
  const hooks = hookRegistrations(analysis.hookClasses, modules);
  // Module-level code and classes the controllers use, each in its own file.
  const emitted = modules.emit();
  diagnostics.push(...emitted.diagnostics);
  for (const [rel, file] of emitted.files) {
    const { text, origins } = printFileWithOrigins(file);
    submit(rel, text);
    lineOrigins.set(rel, origins);
  }
  session.emittedModules?.(emitted.files.size);
  // Hand-written PHP is the user's: it must parse, but its style is not ours to police.
  for (const controller of analysis.phpControllers)
    submit(`app/Controllers/${controller.className}.php`, controller.scope(phpNamespace), false);
  if (hasErrors(diagnostics)) return { diagnostics, model };

  for (const [rel, content] of renderPluginFiles(model, lineOrigins, hooks, routes)) submit(rel, content);
  // The runtime classes and methods the files above reach, and nothing else.
  for (const [rel, content] of runtimeFiles(phpNamespace, slug, validator.reachedRuntime(shippedRuntime))) {
    files.set(rel, content);
    validator.submit(rel, content, true);
  }
  diagnostics.push(...validator.finish());
  if (hasErrors(diagnostics)) return { diagnostics, model };
  return { diagnostics, model, files, beside: renderBesideFiles(model) };
}

/**
 * What translation reports, without printing, rendering or checking PHP: for `ts2wp openapi`
 * and `ts2wp client`, which need the project to compile but write no plugin.
 */
export function translationDiagnostics(analysis: ProjectAnalysis): Diagnostic[] {
  const { model, program } = analysis;
  if (!model || !program) return [];
  const modules = projectModules(analysis, model, program);
  const diagnostics = analysis.tsControllers.flatMap((c) => transformController(c, modules).diagnostics);
  hookRegistrations(analysis.hookClasses, modules); // Marks the hook classes needed, as emit() does.
  diagnostics.push(...modules.emit().diagnostics);
  return diagnostics;
}

function projectModules(analysis: ProjectAnalysis, model: PluginModel, program: ts.Program): ProjectModules {
  return new ProjectModules(
    program,
    rememberingChecker(program.getTypeChecker()),
    analysis.dir,
    model.config.phpNamespace,
    analysis.tsControllers,
    {
      constantPrefix: pluginConstantPrefix(model.config.slug),
      requiresWp: model.config.requiresWp,
      textDomain: model.config.slug,
    },
  );
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error);
}
