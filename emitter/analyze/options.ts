// Validation of one route's options, shared by TypeScript @Api decorators and
// PHP #[Api(...)] attributes so both report the same codes and messages.
import { Rules, type Problem } from '../diagnostics/catalogue.js';
import {
  bareMethods,
  HTTP_METHODS,
  PARAM_TYPES,
  WRITE_METHODS,
  type Permission,
  type HttpMethod,
  type ObjectPermission,
  type ParamType,
  type RouteModel,
  type RouteParam,
} from '../model.js';
import type { StaticValue } from './evaluate.js';

export interface OptionProblem {
  /** The option the problem is about, or '' for the whole options object. */
  key: string;
  problem: Problem;
  /** A warning: the route is still built (reported at the decorator or attribute). */
  warning?: boolean;
}

type RouteOptions = Omit<RouteModel, 'controller' | 'handler' | 'pos'>;

const KNOWN = ['namespace', 'endpoint', 'name', 'methods', 'params', 'patterns', 'permission', 'batch', 'barePath'];
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
  "use false (anyone), true (caller must be logged in), a capability such as 'edit_posts' or 'manage_options' (letters, digits, \"_\" and \"-\"), a non-empty list of capabilities without repeats (all required), or { capability: 'edit_post', of: 'id' } to check a capability on a path value";
const PATTERN_FIX =
  'write a regular expression for one path segment, e.g. \'\\\\d+\' or \'[a-z0-9-]+\': no "/" or "@", no ^ or $, groups only as (?:…)';

export function validateOptions(options: Record<string, StaticValue>): {
  route?: RouteOptions;
  problems: OptionProblem[];
} {
  const problems: OptionProblem[] = [];
  const problem = (key: string, problem: Problem) => problems.push({ key, problem });

  for (const key of Object.keys(options)) {
    if (!KNOWN.includes(key)) problem(key, Rules.UnknownOption.decorator(key, KNOWN));
  }

  const ns = options.namespace;
  if (typeof ns !== 'string' || !NAMESPACE.test(ns)) {
    problem('namespace', ns === undefined ? Rules.BadNamespace.missing() : Rules.BadNamespace.invalid(ns));
  }

  const endpoint = options.endpoint ?? '/';
  if (typeof endpoint !== 'string' || !ENDPOINT.test(endpoint)) {
    problem('endpoint', Rules.BadEndpoint.invalid(endpoint));
  }

  const name = options.name ?? null;
  if (name !== null && (typeof name !== 'string' || !ROUTE_NAME.test(name))) {
    problem('name', Rules.BadName.invalid(name));
  }

  const methods = readMethods(options.methods ?? 'GET');
  if (!methods) {
    problem('methods', Rules.BadMethod.invalid(options.methods, HTTP_METHODS));
  }

  const params = readParams(options.params ?? {});
  if (typeof params === 'string') problem('params', Rules.BadParams.invalid(params));
  else if (options.patterns !== undefined) {
    const patterns = readPatterns(options.patterns, params);
    if (typeof patterns === 'string') problem('patterns', Rules.BadPattern.invalid(patterns));
  }

  const permission = readPermission(options.permission ?? false, typeof params === 'string' ? [] : params);
  if (typeof permission === 'string') problem('permission', Rules.BadPermission.invalid(permission));
  else if (options.permission === undefined && methods?.some((m) => WRITE_METHODS.includes(m))) {
    const writes = methods.filter((m) => WRITE_METHODS.includes(m)).join(', ');
    problems.push({ key: '', problem: Rules.PublicWriteRoute.public(writes), warning: true });
  }

  const batch = options.batch ?? false;
  if (typeof batch !== 'boolean') problem('batch', Rules.BadBatch.invalid(batch));

  const barePath = options.barePath ?? true;
  if (typeof barePath !== 'boolean') problem('barePath', Rules.BadBarePath.invalid(barePath));
  else if (!barePath && methods && typeof params !== 'string' && !bareMethods({ methods, params }).length)
    problem('barePath', Rules.BadBarePath.needless());

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
      ...(barePath === false ? { noBarePath: true } : {}),
    },
  };
}

/** The permission, a capability read as a list of one; a string is what is wrong with it. */
function readPermission(value: StaticValue, params: readonly RouteParam[]): Permission | string {
  if (typeof value === 'boolean') return value;
  const shown = JSON.stringify(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) return readObjectPermission(value, params, shown);
  const list = Array.isArray(value) ? value : [value];
  if (typeof value !== 'string' && !Array.isArray(value)) return `Invalid permission ${shown}: ${PERMISSION_FIX}.`;
  if (list.length === 0) return `Invalid permission []: an empty list would require nothing; ${PERMISSION_FIX}.`;
  for (const cap of list) {
    if (typeof cap !== 'string' || !CAPABILITY.test(cap))
      return `Invalid permission ${shown}: ${JSON.stringify(cap)} is not a capability name; ${PERMISSION_FIX}.`;
    if (cap === 'true' || cap === 'false')
      return `Invalid permission ${shown}: write ${cap} without quotes; ${PERMISSION_FIX}.`;
    const primitive = META_CAPABILITIES[cap];
    if (primitive)
      return `Invalid permission ${shown}: '${cap}' needs the object's id; name the path param that holds it, e.g. { capability: '${cap}', of: 'id' }, or require '${primitive}' here and check current_user_can('${cap}', id) in the handler.`;
  }
  if (new Set(list).size !== list.length)
    return `Invalid permission ${shown}: a capability is listed twice; ${PERMISSION_FIX}.`;
  return list as string[];
}

/** `{ capability, of }`: `of` names a path param, whose value WordPress has validated before the check runs. */
function readObjectPermission(
  value: { [key: string]: StaticValue },
  params: readonly RouteParam[],
  shown: string,
): ObjectPermission | string {
  const { capability, of } = value;
  const extra = Object.keys(value).filter((k) => k !== 'capability' && k !== 'of');
  if (extra.length) return `Invalid permission ${shown}: unknown key "${extra[0]}"; ${PERMISSION_FIX}.`;
  if (typeof capability !== 'string' || !CAPABILITY.test(capability))
    return `Invalid permission ${shown}: capability must be a capability name such as 'edit_post'; ${PERMISSION_FIX}.`;
  const names = params.map((p) => `'${p.name}'`).join(', ');
  if (typeof of !== 'string' || !params.some((p) => p.name === of))
    return `Invalid permission ${shown}: of must name a path param declared in \`params\`${names ? ` (${names})` : ', and this route declares none'}.`;
  return { capability, of };
}

/** Each pattern is checked here; routePath() writes it into the segment `(?P<name>…)`. */
function readPatterns(value: StaticValue, params: readonly RouteParam[]): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return `Invalid patterns ${JSON.stringify(value)}: map a param to its segment regex, e.g. patterns: { id: '\\\\d+' }.`;
  for (const [name, pattern] of Object.entries(value)) {
    const param = params.find((p) => p.name === name);
    if (!param) return `patterns names "${name}", which is not a param of this route; declare it in \`params\`.`;
    const why = patternProblem(pattern);
    if (why) return `Invalid pattern ${JSON.stringify(pattern)} for "${name}": ${why}; ${PATTERN_FIX}.`;
    param.pattern = pattern as string;
  }
  return undefined;
}

/** Why a segment regex cannot go inside WordPress's `@^…$@i` route match, or '' when it can. */
function patternProblem(pattern: StaticValue): string {
  if (typeof pattern !== 'string' || pattern === '') return 'it is not a non-empty string';
  // Escapes are single characters here: `\(` is a literal bracket, `\/` still a slash.
  const plain = pattern.replace(/\\([^/@])/g, '_');
  if (plain.includes('@')) return 'WordPress delimits its route regex with "@"';
  // Only a negated class (`[^/.]`) may name "/": anything else could let a segment span two.
  if (plain.replace(/\[\^[^\]]*\]/g, '').includes('/')) return 'a segment holds no "/"';
  if (/\\[1-9k]/.test(pattern)) return 'back-references are not supported';
  if (/\((?!\?:)/.test(plain)) return 'a group would shift the named groups WordPress reads; write (?:…)';
  let compiled: RegExp;
  try {
    compiled = new RegExp(`^(?:${pattern})$`);
  } catch (e) {
    return `it is not a regular expression (${(e as Error).message})`;
  }
  if (/[\^$]/.test(plain.replace(/\[[^\]]*\]/g, ''))) return 'anchors are added by WordPress';
  if (compiled.test('')) return 'it matches an empty segment';
  return '';
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
