// Cross-route checks, run on the plain route model so TS and PHP controllers are
// checked together.
import { Codes, type Code } from '../diagnostics/diagnostic.js';
import { BODY_METHODS, type RouteModel, type SourcePos } from '../model.js';

export interface RouteProblem {
  pos: SourcePos;
  code: Code;
  message: string;
}

const where = (p: SourcePos) => `${p.file}:${p.line}:${p.col}`;

export function checkRoutes(routes: readonly RouteModel[]): RouteProblem[] {
  const problems: RouteProblem[] = [];

  const names = new Map<string, RouteModel>();
  for (const route of routes) {
    if (route.name === null) continue;
    const first = names.get(route.name);
    if (first) {
      problems.push({
        pos: route.pos,
        code: Codes.DuplicateName,
        message: `Route name '${route.name}' is already used at ${where(first.pos)}; route names must be unique in the plugin. Rename one.`,
      });
    } else {
      names.set(route.name, route);
    }
  }

  // Two routes clash when WordPress would match the same URL pattern for the same method:
  // param names do not matter, only the number of segments, and literal segments compare
  // case-insensitively as WordPress matches them. Bare body paths count too. Routes whose
  // literal and param segments differ are ordered instead (render/render.ts byPrecedence()).
  const key = (shape: string) => shape.toLowerCase();
  const claimed = new Map<string, RouteModel>();
  for (const route of routes) {
    const shapes = new Set<string>();
    const segments = route.params.map(() => '/{}').join('');
    for (const method of route.methods) {
      shapes.add(`${method} /${route.namespace}${route.endpoint === '/' ? '' : route.endpoint}${segments}`);
      if (route.params.length && BODY_METHODS.includes(method)) {
        shapes.add(`${method} /${route.namespace}${route.endpoint === '/' ? '' : route.endpoint}`);
      }
    }
    for (const shape of shapes) {
      const first = claimed.get(key(shape));
      if (first && first !== route) {
        problems.push({
          pos: route.pos,
          code: Codes.DuplicateRoute,
          message: `${shape} is already served by ${first.controller}::${first.handler} at ${where(first.pos)}. Change the endpoint, params or methods of one of them.`,
        });
        break;
      }
      claimed.set(key(shape), route);
    }
  }
  return problems;
}
