// The entry point for `ts2wp openapi` and `ts2wp client`: the project must compile (the
// analysis's diagnostics and the translation's, as `ts2wp check` reports them; no PHP is
// printed or parsed, so a ts2wp bug in emitted PHP, TS2WP4xxx, is `ts2wp check`'s alone),
// then each route is paired with what its handler answers,
// read with the checker of the same analysis (one ts.Program; each route carries its
// handler's node).
import { analyzeProject, type ProjectAnalysis } from '../analyze/project.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { hasErrors, translationDiagnostics } from '../emit.js';
import type { PluginConfig, RouteModel } from '../model.js';
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
  const analysis = analyzeProject(projectDir);
  const diagnostics = [...analysis.diagnostics, ...translationDiagnostics(analysis)];
  if (hasErrors(diagnostics) || !analysis.model) return { diagnostics };
  return { diagnostics, project: apiProject(analysis, analysis.model.config) };
}

/** The routes of an analysis with their handlers' responses. */
export function apiProject(analysis: ProjectAnalysis, config: PluginConfig): ApiProject {
  const checker = analysis.program!.getTypeChecker();
  const routes = analysis.routes.map(({ route, handler, phpResponses }) => ({
    route,
    responses: handler ? inferHandlerResponses(checker, handler) : (phpResponses ?? UNKNOWN_RESPONSES),
  }));
  return { config, routes };
}
