// Validation of one route's options, shared by TypeScript @Api decorators and
// PHP #[Api(...)] attributes so both report the same codes and messages.
import { Codes, type Code } from '../diagnostics/diagnostic.js';
import {
  HTTP_METHODS,
  PARAM_TYPES,
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
}

type RouteOptions = Omit<RouteModel, 'controller' | 'handler' | 'pos'>;

const KNOWN = ['namespace', 'endpoint', 'name', 'methods', 'params', 'permission'];
const NAMESPACE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/;
const ENDPOINT = /^\/$|^(\/[A-Za-z0-9_.~-]+)+$/;
const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const ROUTE_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

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

  const permission = options.permission ?? false;
  if (typeof permission !== 'boolean') {
    problem(
      'permission',
      Codes.BadPermission,
      `Invalid permission ${JSON.stringify(permission)}: use true (caller must be logged in) or false.`,
    );
  }

  if (problems.length) return { problems };
  return {
    problems,
    route: {
      namespace: ns as string,
      endpoint: endpoint as string,
      name: name as string | null,
      methods: methods!,
      params: params as RouteParam[],
      permission: permission as boolean,
    },
  };
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
