// Validation of one route's options, shared by TypeScript @Api decorators and
// PHP #[Api(...)] attributes so both report the same codes and messages.
import { Codes, type Code } from '../diagnostics/diagnostic.js';
import {
  HTTP_METHODS,
  PARAM_TYPES,
  WRITE_METHODS,
  type Permission,
  type HttpMethod,
  type ParamType,
  type RouteModel,
  type RouteParam,
} from '../model.js';
import type { StaticValue } from './evaluate.js';

export interface OptionProblem {
  /** The option the problem is about, or '' for the whole options object. */
  key: string;
  code: Code;
  message: string;
  /** A warning: the route is still built (reported at the decorator or attribute). */
  warning?: boolean;
}

type RouteOptions = Omit<RouteModel, 'controller' | 'handler' | 'pos'>;

const KNOWN = ['namespace', 'endpoint', 'name', 'methods', 'params', 'permission', 'batch'];
const NAMESPACE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/;
const ENDPOINT = /^\/$|^(\/[A-Za-z0-9_.~-]+)+$/;
const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const ROUTE_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
/** A capability name: `edit_posts`, `manage_options`, a custom `manage-shop_orders2`. */
const CAPABILITY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/**
 * Core's meta capabilities that need an object id (map_meta_cap()): without one,
 * current_user_can() refuses everyone, so they are checked in the handler instead.
 */
const META_CAPABILITIES: Record<string, string> = {
  edit_post: 'edit_posts',
  read_post: 'read',
  delete_post: 'delete_posts',
  publish_post: 'publish_posts',
  edit_page: 'edit_pages',
  read_page: 'read',
  delete_page: 'delete_pages',
  edit_user: 'edit_users',
  delete_user: 'delete_users',
  remove_user: 'remove_users',
  promote_user: 'promote_users',
  edit_comment: 'moderate_comments',
  edit_term: 'manage_categories',
  delete_term: 'manage_categories',
  assign_term: 'edit_posts',
  edit_post_meta: 'edit_posts',
  add_post_meta: 'edit_posts',
  delete_post_meta: 'edit_posts',
};
const PERMISSION_FIX =
  'use false (anyone), true (caller must be logged in), a capability such as \'edit_posts\' or \'manage_options\' (letters, digits, "_" and "-"), or a non-empty list of capabilities without repeats (all required)';

export function validateOptions(options: Record<string, StaticValue>): {
  route?: RouteOptions;
  problems: OptionProblem[];
} {
  const problems: OptionProblem[] = [];
  const problem = (key: string, code: Code, message: string) => problems.push({ key, code, message });

  for (const key of Object.keys(options)) {
    if (!KNOWN.includes(key))
      problem(key, Codes.UnknownOption, `Unknown @Api option "${key}". Known options: ${KNOWN.join(', ')}.`);
  }

  const ns = options.namespace;
  if (typeof ns !== 'string' || !NAMESPACE.test(ns)) {
    problem(
      'namespace',
      Codes.BadNamespace,
      ns === undefined
        ? "@Api needs a namespace: add `namespace: 'vendor/v1'`."
        : `Invalid namespace ${JSON.stringify(ns)}: write "<vendor>/<version>" such as 'acme/v1', with no leading or trailing slash.`,
    );
  }

  const endpoint = options.endpoint ?? '/';
  if (typeof endpoint !== 'string' || !ENDPOINT.test(endpoint)) {
    problem(
      'endpoint',
      Codes.BadEndpoint,
      `Invalid endpoint ${JSON.stringify(endpoint)}: it starts with "/", has no trailing slash and only letters, digits, "_", "-", "." or "~" in its segments, e.g. '/articles'. Declare path values in \`params\`, not in the endpoint.`,
    );
  }

  const name = options.name ?? null;
  if (name !== null && (typeof name !== 'string' || !ROUTE_NAME.test(name))) {
    problem(
      'name',
      Codes.BadName,
      `Invalid route name ${JSON.stringify(name)}: use an identifier such as 'listArticles'.`,
    );
  }

  const methods = readMethods(options.methods ?? 'GET');
  if (!methods) {
    problem(
      'methods',
      Codes.BadMethod,
      `Invalid methods ${JSON.stringify(options.methods)}: use one of ${HTTP_METHODS.join(', ')} or a non-empty array of them without repeats, in capitals.`,
    );
  }

  const params = readParams(options.params ?? {});
  if (typeof params === 'string') problem('params', Codes.BadParams, params);

  const permission = readPermission(options.permission ?? false);
  if (typeof permission === 'string') problem('permission', Codes.BadPermission, permission);
  else if (options.permission === undefined && methods?.some((m) => WRITE_METHODS.includes(m))) {
    const writes = methods.filter((m) => WRITE_METHODS.includes(m)).join(', ');
    problems.push({
      key: '',
      code: Codes.PublicWriteRoute,
      message: `Anyone can call this ${writes} route: it has no \`permission\`. Add the capability a caller needs (\`permission: 'edit_posts'\`), \`permission: true\` for any logged-in user, or write \`permission: false\` to keep it public on purpose.`,
      warning: true,
    });
  }

  const batch = options.batch ?? false;
  if (typeof batch !== 'boolean')
    problem('batch', Codes.BadBatch, `Invalid batch ${JSON.stringify(batch)}: write true, or leave it out.`);

  if (problems.some((p) => !p.warning)) return { problems };
  return {
    problems,
    route: {
      namespace: ns as string,
      endpoint: endpoint as string,
      name: name as string | null,
      methods: methods!,
      params: params as RouteParam[],
      permission: permission as Permission,
      ...(batch === true ? { batch } : {}),
    },
  };
}

/** The permission, a capability read as a list of one; a string is what is wrong with it. */
function readPermission(value: StaticValue): Permission | string {
  if (typeof value === 'boolean') return value;
  const list = Array.isArray(value) ? value : [value];
  const shown = JSON.stringify(value);
  if (typeof value !== 'string' && !Array.isArray(value)) return `Invalid permission ${shown}: ${PERMISSION_FIX}.`;
  if (list.length === 0) return `Invalid permission []: an empty list would require nothing; ${PERMISSION_FIX}.`;
  for (const cap of list) {
    if (typeof cap !== 'string' || !CAPABILITY.test(cap))
      return `Invalid permission ${shown}: ${JSON.stringify(cap)} is not a capability name; ${PERMISSION_FIX}.`;
    if (cap === 'true' || cap === 'false')
      return `Invalid permission ${shown}: write ${cap} without quotes; ${PERMISSION_FIX}.`;
    const primitive = META_CAPABILITIES[cap];
    if (primitive)
      return `Invalid permission ${shown}: '${cap}' needs the object's id, which the route cannot know; require '${primitive}' here and check current_user_can('${cap}', id) in the handler.`;
  }
  if (new Set(list).size !== list.length)
    return `Invalid permission ${shown}: a capability is listed twice; ${PERMISSION_FIX}.`;
  return list as string[];
}

function readMethods(value: StaticValue): HttpMethod[] | undefined {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) return undefined;
  if (!list.every((m): m is HttpMethod => typeof m === 'string' && (HTTP_METHODS as string[]).includes(m)))
    return undefined;
  if (new Set(list).size !== list.length) return undefined;
  return list;
}

function readParams(value: StaticValue): RouteParam[] | string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return "params must be an object mapping each name to a type, e.g. `params: { id: 'number' }`.";
  }
  const params: RouteParam[] = [];
  for (const [name, type] of Object.entries(value)) {
    if (!PARAM_NAME.test(name))
      return `Invalid param name "${name}": use letters, digits and "_", not starting with a digit.`;
    if (typeof type !== 'string' || !(PARAM_TYPES as string[]).includes(type)) {
      return `Unknown type ${JSON.stringify(type)} for param "${name}": use one of ${PARAM_TYPES.map((t) => `'${t}'`).join(', ')}.`;
    }
    params.push({ name, type: type as ParamType });
  }
  return params;
}
