// Cross-route checks, run on the plain route model so TS and PHP controllers are
// checked together.
import { Rules, type Problem } from '../diagnostics/catalogue.js';
import { bareMethods, type RouteModel, type SourcePos } from '../model.js';

export interface RouteProblem {
  pos: SourcePos;
  problem: Problem;
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
        problem: Rules.DuplicateName.taken(route.name, where(first.pos)),
      });
    } else {
      names.set(route.name, route);
    }
  }

  // Two routes clash when WordPress would match the same URL pattern for the same method:
  // param names do not matter, only the number of segments and their `patterns`, and literal
  // segments compare case-insensitively as WordPress matches them. Bare body paths count too,
  // and the message says so: the bare path is the one URL of the route its author never wrote.
  // Routes whose literal and param segments differ are ordered instead (render/render.ts
  // byPrecedence()); routes whose patterns differ keep source order.
  const key = (shape: string) => shape.toLowerCase();
  const claimed = new Map<string, { route: RouteModel; bare: boolean }>();
  for (const route of routes) {
    const shapes = new Map<string, boolean>();
    const base = `/${route.namespace}${route.endpoint === '/' ? '' : route.endpoint}`;
    const segments = route.params.map((p) => `/{${p.pattern ?? ''}}`).join('');
    const bare = bareMethods(route);
    for (const method of route.methods) {
      shapes.set(`${method} ${base}${segments}`, false);
      if (bare.includes(method) && !shapes.has(`${method} ${base}`)) shapes.set(`${method} ${base}`, true);
    }
    for (const [shape, isBare] of shapes) {
      const first = claimed.get(key(shape));
      if (first && first.route !== route) {
        const bareOf = [first, { route, bare: isBare }]
          .filter((c) => c.bare)
          .map((c) => `${c.route.controller}::${c.route.handler}`);
        problems.push({
          pos: route.pos,
          problem: Rules.DuplicateRoute.taken(
            shape,
            `${first.route.controller}::${first.route.handler}`,
            where(first.route.pos),
            bareOf,
          ),
        });
        break;
      }
      claimed.set(key(shape), { route, bare: isBare });
    }
  }
  return problems;
}
