// The plain, serialisable route model between analysis and output (tsoa's metadata).
// Nothing here holds a TypeScript node: the model can be written to JSON and read back.
import type { PluginConfig } from './analyze/config.js';
import type { HookModel } from './analyze/hooks.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type ParamType = 'string' | 'number' | 'boolean' | 'array' | 'object';

export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
export const PARAM_TYPES: readonly ParamType[] = ['string', 'number', 'boolean', 'array', 'object'];
/** Methods whose routes are also served at the bare path, params taken from the body. */
export const BODY_METHODS: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH'];

/** A source position, 1-based, with the file relative to the project. */
export interface SourcePos {
  file: string;
  line: number;
  col: number;
  /** Character offset and length in the file, for code frames. */
  start: number;
  length: number;
}

export interface RouteParam {
  name: string;
  type: ParamType;
}

export interface RouteModel {
  namespace: string;
  endpoint: string;
  name: string | null;
  methods: HttpMethod[];
  params: RouteParam[];
  permission: boolean;
  /** Controller class (PHP short name) and method that handle the route. */
  controller: string;
  handler: string;
  /** Hand-written PHP handler: receives a plain PHP array and returns plain PHP data. */
  raw?: boolean;
  pos: SourcePos;
}

export interface ControllerModel {
  /** PHP class short name, also the file name under app/Controllers/. */
  className: string;
  /** 'ts' when translated from TypeScript, 'php' when a seed-form PHP controller. */
  source: 'ts' | 'php';
  file: string;
}

export interface PluginModel {
  config: PluginConfig;
  controllers: ControllerModel[];
  routes: RouteModel[];
  /** Actions, filters, lifecycle and cron (analyze/hooks.ts); none when the project has no app/Hooks. */
  hooks?: HookModel[];
}

/** The URL pattern a route registers relative to its namespace; `bare` drops the param segments. */
export function routePath(route: Pick<RouteModel, 'endpoint' | 'params'>, bare = false): string {
  const base = route.endpoint === '/' ? '' : route.endpoint;
  if (bare) return base === '' ? '/' : base;
  return base + route.params.map((p) => `/(?P<${p.name}>[^/]+)`).join('');
}

/** The route's name as passed to the route filter: its `name`, else `Controller::method`. */
export function routeFilterName(route: Pick<RouteModel, 'name' | 'controller' | 'handler'>): string {
  return route.name ?? `${route.controller}::${route.handler}`;
}
