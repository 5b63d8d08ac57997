// analyzeProject(): everything known about a project before any PHP is written: its config,
// one ts.Program over the controllers, every diagnostic of the TypeScript and of the @Api
// analysis, and the route model with each route's handler. emitPlugin() (emit.ts)
// translates it; `ts2wp openapi` and `ts2wp client` read the same analysis (the handlers'
// return types come from this program's checker).
import fs from 'node:fs';
import path from 'node:path';
import type ts from '#typescript';
import { checkSourceBytes, loadConfig, readUtf8 } from './config.js';
import { loadReadmeSections } from './readme.js';
import { Rules, type Problem } from '../diagnostics/catalogue.js';
import { diagnosticGlobal, diagnosticInFile, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { PluginConfig, PluginModel, RouteModel, SourcePos } from '../model.js';
import { CONTROLLERS_DIR, findControllerFiles } from './program.js';
import { isProjectFile } from '../libs.js';
import { fullBuild, type CompileSession } from '../session.js';
import { checkRoutes } from './checks.js';
import { checkWordPressVersions } from './wordpress-versions.js';
import { analyzePhpControllers, type PhpController } from './php-controllers.js';
import type { HandlerResponses } from '../openapi/schema.js';
import type { TsController } from './routes.js';
import { analyzeHooks, findHookFiles, type TsHookClass } from './hooks.js';

/** A route and, when it is TypeScript, the method that handles it. */
export interface AnalyzedRoute {
  route: RouteModel;
  /** None for a hand-written PHP handler. */
  handler?: ts.MethodDeclaration;
  /** A hand-written PHP handler's answers, from its `@return` docblock or declared return type. */
  phpResponses?: HandlerResponses;
}

export interface ProjectAnalysis {
  /** The project folder, absolute. */
  dir: string;
  config?: PluginConfig;
  diagnostics: Diagnostic[];
  /** The program over the controllers; none when the project has no readable sources. */
  program?: ts.Program;
  tsControllers: TsController[];
  phpControllers: PhpController[];
  /** Every route, TypeScript ones first, each in file order. */
  routes: AnalyzedRoute[];
  /** Classes under app/Hooks with hook decorators (analyze/hooks.ts). */
  hookClasses: TsHookClass[];
  /** The route model; only with a valid config. */
  model?: PluginModel;
}

export interface AnalyzeOptions {
  session?: CompileSession;
  /** Called once the config is known, before type checking (compile.ts starts the PHP checks there). */
  onConfig?: (config: PluginConfig) => void;
}

export function analyzeProject(
  projectDir: string,
  { session = fullBuild, onConfig }: AnalyzeOptions = {},
): ProjectAnalysis {
  const dir = path.resolve(projectDir);
  const empty: ProjectAnalysis = {
    dir,
    diagnostics: [],
    tsControllers: [],
    phpControllers: [],
    routes: [],
    hookClasses: [],
  };
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    return {
      ...empty,
      diagnostics: [diagnosticGlobal(Rules.ProjectNotFound.missing(projectDir))],
    };
  }
  const { config, diagnostics } = loadConfig(dir);
  const found = { ...empty, config, diagnostics };

  const tsFiles = findControllerFiles(dir, '.ts');
  const phpFiles = findControllerFiles(dir, '.php');
  const hookFiles = findHookFiles(dir);
  if (!tsFiles.length && !phpFiles.length && !hookFiles.length) {
    diagnostics.push(diagnosticGlobal(Rules.NoControllers.none(path.join(projectDir, CONTROLLERS_DIR))));
    return found;
  }
  const unreadable = [...tsFiles, ...phpFiles, ...hookFiles].map(checkSourceBytes).filter((d): d is Diagnostic => !!d);
  if (unreadable.length) return { ...found, diagnostics: [...diagnostics, ...unreadable] };
  if (config) onConfig?.(config);

  const program = session.program([...tsFiles, ...hookFiles], dir);
  for (const file of [...tsFiles, ...hookFiles])
    diagnostics.push(...session.diagnostics(program, program.getSourceFile(file)!));
  const typescript = (session.analyze ?? fullBuild.analyze!)(program, tsFiles, dir);
  const php = analyzePhpControllers(phpFiles, dir);
  const hooks = analyzeHooks(program, hookFiles, dir, config?.slug ?? path.basename(dir));
  diagnostics.push(...typescript.diagnostics, ...php.diagnostics, ...hooks.diagnostics);
  diagnostics.push(...duplicateControllers([...typescript.controllers, ...php.controllers], dir));
  const handlers = new Map(typescript.controllers.flatMap((c) => c.routes.map((r) => [r.model, r.handler] as const)));
  const routes: AnalyzedRoute[] = [
    ...typescript.routes.map((route) => ({ route, handler: handlers.get(route) })),
    ...php.routes.map((route) => ({ route, phpResponses: php.responses.get(route) })),
  ];
  for (const problem of checkRoutes(routes.map((r) => r.route)))
    diagnostics.push(atPos(dir, problem.pos, problem.problem));
  const analysis: ProjectAnalysis = {
    ...found,
    program,
    tsControllers: typescript.controllers,
    phpControllers: php.controllers,
    routes,
    hookClasses: hooks.classes,
  };
  if (!config) return analysis;

  // Project files the controllers import are type-checked too.
  for (const sf of program.getSourceFiles()) {
    if (tsFiles.includes(sf.fileName) || hookFiles.includes(sf.fileName) || !isProjectFile(dir, sf.fileName)) continue;
    diagnostics.push(...session.diagnostics(program, sf));
  }
  const projectFiles = program.getSourceFiles().filter((sf) => isProjectFile(dir, sf.fileName));
  diagnostics.push(...checkWordPressVersions(projectFiles, program.getTypeChecker(), config.requiresWp));
  const readme = loadReadmeSections(dir);
  diagnostics.push(...readme.diagnostics);
  analysis.model = {
    ...(readme.sections && { readme: readme.sections }),
    config,
    routes: routes.map((r) => r.route),
    hooks: hooks.hooks,
    controllers: [
      ...typescript.controllers.map((c) => ({
        className: c.className,
        source: 'ts' as const,
        file: path.relative(dir, c.file),
      })),
      ...php.controllers.map((c) => ({
        className: c.className,
        source: 'php' as const,
        file: path.relative(dir, c.file),
      })),
    ],
  };
  return analysis;
}

/** Each controller becomes app/Controllers/<Class>.php: class names must be unique (case-insensitively, as in PHP). */
function duplicateControllers(controllers: { className: string; file: string }[], projectDir: string): Diagnostic[] {
  const seen = new Map<string, string>();
  const out: Diagnostic[] = [];
  for (const c of controllers) {
    const key = c.className.toLowerCase();
    const first = seen.get(key);
    if (first) {
      out.push(
        diagnosticInFile(
          c.file,
          readUtf8(c.file),
          0,
          1,
          Rules.DuplicateController.declared(c.className, path.relative(projectDir, first)),
        ),
      );
    } else {
      seen.set(key, c.file);
    }
  }
  return out;
}

/** A diagnostic at a route-model position (the model keeps no TypeScript nodes). */
function atPos(projectDir: string, pos: SourcePos, problem: Problem): Diagnostic {
  const file = path.join(projectDir, pos.file);
  return diagnosticInFile(file, readUtf8(file), pos.start, pos.length, problem);
}
