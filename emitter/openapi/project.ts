// The entry point for `ts2wp openapi` and `ts2wp client`: the project must compile (the same
// diagnostics as `ts2wp check`), then each route is paired with what its handler answers,
// read with the type checker. compileProject keeps its program to itself, so the controllers
// are loaded once more here with the same analysis functions.
import path from 'node:path';
import { analyzeTsControllers } from '../analyze/routes.js';
import { compileProject, hasErrors } from '../compile.js';
import type { PluginConfig } from '../config.js';
import type { Diagnostic } from '../diagnostics.js';
import type { RouteModel } from '../model.js';
import { createProgram, findControllerFiles } from '../program.js';
import { inferHandlerResponses, UNKNOWN_RESPONSES, type HandlerResponses } from './schema.js';

export interface ApiRoute {
  route: RouteModel;
  responses: HandlerResponses;
}

export interface ApiProject {
  config: PluginConfig;
  routes: ApiRoute[];
}

export interface ApiAnalysis {
  diagnostics: Diagnostic[];
  /** Only when the project compiles without errors. */
  project?: ApiProject;
}

export function analyzeApi(projectDir: string): ApiAnalysis {
  const compiled = compileProject(projectDir);
  if (hasErrors(compiled.diagnostics) || !compiled.model) return { diagnostics: compiled.diagnostics };
  const dir = path.resolve(projectDir);
  const tsFiles = findControllerFiles(dir, '.ts');
  const program = createProgram(tsFiles);
  const checker = program.getTypeChecker();
  const { controllers } = analyzeTsControllers(program, tsFiles, dir);
  const routes = compiled.model.routes.map((route) => {
    const handler = route.raw ? undefined : controllers.find((c) => c.className === route.controller)?.handlers.get(route.handler);
    return { route, responses: handler ? inferHandlerResponses(checker, handler) : UNKNOWN_RESPONSES };
  });
  return { diagnostics: compiled.diagnostics, project: { config: compiled.model.config, routes } };
}
