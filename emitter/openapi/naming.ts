// Names shared by the OpenAPI document and the client, so both speak of a route the same way.
import { bareMethods, type HttpMethod, type RouteModel } from '../model.js';

/** The route's operation name: its `name`, else `Controller_method`. */
export function routeBaseName(route: Pick<RouteModel, 'name' | 'controller' | 'handler'>): string {
  return route.name ?? `${route.controller}_${route.handler}`;
}

/** The path a route is served at, in OpenAPI form (`/wp-json/ns/endpoint/{p1}/{p2}`); `bare` drops the params. */
export function openApiPath(route: Pick<RouteModel, 'namespace' | 'endpoint' | 'params'>, bare = false): string {
  const base = route.endpoint === '/' ? '' : route.endpoint;
  const rel = base + (bare ? '' : route.params.map((p) => `/{${p.name}}`).join(''));
  return `/wp-json/${route.namespace}${rel || '/'}`;
}

/** True when this method of the route takes its params from the body at the bare path. */
export function usesBody(route: Pick<RouteModel, 'params' | 'methods' | 'noBarePath'>, method: HttpMethod): boolean {
  return bareMethods(route).includes(method);
}

/** `get-user.v2` → `getUserV2`; a leading digit or an empty result gets a `route` prefix. */
export function camelIdentifier(text: string): string {
  const words = text.split(/[^A-Za-z0-9_$]+/).filter(Boolean);
  const id = words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
  return !id || /^\d/.test(id) ? `route${id[0]?.toUpperCase() ?? ''}${id.slice(1)}` : id;
}

export function pascalIdentifier(text: string): string {
  const id = camelIdentifier(text);
  return id[0].toUpperCase() + id.slice(1);
}

/**
 * The params and fields a request can leave out, which WordPress then answers 400
 * rest_missing_callback_param for: the params when they travel in a body (`bare`: the bare
 * path), the required fields.
 */
export function missableParams(route: Pick<RouteModel, 'params' | 'fields'>, bare: boolean): string[] {
  return [
    ...(bare ? route.params.map((p) => p.name) : []),
    ...(route.fields ?? []).filter((f) => f.required).map((f) => f.name),
  ];
}
