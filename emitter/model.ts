// The plain, serialisable route model between analysis and output (tsoa's metadata).
// Nothing here holds a TypeScript node: the model can be written to JSON and read back.
// analyze/ fills it in, transform/, render/ and openapi/ read it; it imports none of them.

/** The plugin settings from `ts2wp.config.json` or package.json's `"ts2wp"` field. */
export interface PluginConfig {
  name: string;
  slug: string;
  phpNamespace: string;
  version: string;
  requiresWp: string;
  requiresPhp: string;
  testedUpTo: string;
  description: string;
  author: string;
  license: string;
  /** readme.txt's `License URI`; known licences get theirs, others may leave it empty. */
  licenseUri: string;
  /** wordpress.org user names for readme.txt's `Contributors`. */
  contributors: string[];
  /** readme.txt's `Tags` (wordpress.org shows the first five). */
  tags: string[];
}

/** PHP namespaces of a plugin, derived from its `phpNamespace` (namespaces match folders). */
export function pluginNamespaces(phpNamespace: string) {
  return {
    framework: `${phpNamespace}\\Framework`,
    controllers: `${phpNamespace}\\App\\Controllers`,
  };
}

/** The prefix of the constants the plugin file defines: the slug in capitals, `-` as `_` (a leading digit gets `PLUGIN_`). */
export function pluginConstantPrefix(slug: string): string {
  const upper = slug.replace(/-/g, '_').toUpperCase();
  return /^[0-9]/.test(upper) ? `PLUGIN_${upper}` : upper;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type ParamType = 'string' | 'number' | 'boolean' | 'array' | 'object';

export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
export const PARAM_TYPES: readonly ParamType[] = ['string', 'number', 'boolean', 'array', 'object'];
/** Methods whose routes are also served at the bare path, params taken from the body. */
export const BODY_METHODS: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH'];
/** Methods that change something: a route with one of them and no `permission` gets a warning. */
export const WRITE_METHODS: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** A capability checked on a path value: `current_user_can( capability, $request[ of ] )` (meta capabilities). */
export interface ObjectPermission {
  capability: string;
  /** The path param whose value is the object's id. */
  of: string;
}

/** `@Api`'s `permission`, normalised: a capability written alone is a list of one. */
export type Permission = boolean | string[] | ObjectPermission;

/** A source position, 1-based, with the file relative to the project. */
export interface SourcePos {
  file: string;
  line: number;
  col: number;
  /** Character offset and length in the file, for code frames. */
  start: number;
  length: number;
}

/**
 * The subset of JSON Schema WordPress's rest_validate_value_from_schema() and
 * rest_sanitize_value_from_schema() enforce, derived from a handler's parameter type.
 */
export interface RequestSchema {
  type: RequestSchemaType | RequestSchemaType[];
  /** From the member's JSDoc comment: shown by OPTIONS and the index, as core's args are. */
  description?: string;
  /** A JSDoc `@default` or a destructuring default: WordPress fills it in when the field is absent. */
  default?: unknown;
  /** tsoa's validator tags (`@minimum 1`…): WordPress's rest_validate_value_from_schema() enforces them. */
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  enum?: (string | number | boolean | null)[];
  items?: RequestSchema;
  properties?: Record<string, RequestSchema>;
  required?: string[];
  /** false: no other members; a schema: every other member's value (a `Record<string, T>`). */
  additionalProperties?: boolean | RequestSchema;
}
export type RequestSchemaType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

export interface RouteParam {
  name: string;
  type: ParamType;
  /** The handler's type for it when narrower than `type` (`string[]` for 'array', a shape, a literal union). */
  schema?: RequestSchema;
  /** `patterns`: the segment's regex in the route (`\\d+`), so other values are 404 `rest_no_route`. */
  pattern?: string;
}

/** A member of the handler's params type that is not a path param: a query (GET, DELETE) or body field. */
export interface RequestField {
  name: string;
  schema: RequestSchema;
  /** False when the member is optional (`?`, `| undefined`) or the handler gives it a default. */
  required: boolean;
}

export interface RouteModel {
  namespace: string;
  endpoint: string;
  name: string | null;
  methods: HttpMethod[];
  params: RouteParam[];
  /** Declared request fields besides the path params, from the handler's parameter type. */
  fields?: RequestField[];
  /** Members typed `unknown`: read in WordPress's parameter order like fields, never validated. */
  unchecked?: string[];
  /**
   * The params type takes any key (a string index signature, `unknown`, no type): the
   * query string's other parameters reach the handler too. Otherwise it gets only the
   * members its type declares (SPEC §3).
   */
  open?: boolean;
  /** false: anyone; true: a logged-in user; capabilities: the caller needs every one (current_user_can). */
  permission: Permission;
  /** The batch API (POST /batch/v1) may run the route (`allow_batch`). */
  batch?: boolean;
  /** `barePath: false`: a POST/PUT/PATCH route with params is served at its full path only. */
  noBarePath?: boolean;
  /**
   * What the handler answers (its return type as JSON Schema): the route's `schema` callback,
   * shown by OPTIONS and the namespace index as a core controller's item schema is.
   */
  response?: Record<string, unknown>;
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
  /** The sections of the project's own readme.txt (analyze/readme.ts); none without one. */
  readme?: ReadmeSection[];
}

/** A `== Title ==` section of readme.txt, its body as written. */
export interface ReadmeSection {
  title: string;
  body: string;
}

/** The URL pattern a route registers relative to its namespace; `bare` drops the param segments. */
export function routePath(route: Pick<RouteModel, 'endpoint' | 'params'>, bare = false): string {
  const base = route.endpoint === '/' ? '' : route.endpoint;
  if (bare) return base === '' ? '/' : base;
  return base + route.params.map((p) => `/(?P<${p.name}>${p.pattern ?? '[^/]+'})`).join('');
}

/** The methods also served at the route's bare path, params from the body (decisions: *Bare body path*). */
export function bareMethods(route: Pick<RouteModel, 'params' | 'methods' | 'noBarePath'>): HttpMethod[] {
  if (!route.params.length || route.noBarePath) return [];
  return route.methods.filter((m) => BODY_METHODS.includes(m));
}

/** The capabilities a route requires (none for `false` and `true`). */
export function capabilitiesOf(route: Pick<RouteModel, 'permission'>): string[] {
  if (typeof route.permission === 'boolean') return [];
  return Array.isArray(route.permission) ? route.permission : [route.permission.capability];
}

/** How docs name a route's capabilities: "the capability `x`", "the capabilities `a` and `b`"; '' for none. */
export function capabilitiesPhrase(route: Pick<RouteModel, 'permission'>): string {
  const caps = capabilitiesOf(route).map((c) => `\`${c}\``);
  if (!caps.length) return '';
  const { permission } = route;
  if (typeof permission === 'object' && !Array.isArray(permission))
    return `the capability ${caps[0]} on the \`${permission.of}\` path value`;
  return caps.length > 1 ? `the capabilities ${caps.join(' and ')}` : `the capability ${caps[0]}`;
}

/** The permission as the route table and the #[Api] attribute write it: one capability as a string. */
export function permissionValue(permission: Permission): boolean | string | string[] | ObjectPermission {
  return Array.isArray(permission) && permission.length === 1 ? permission[0] : permission;
}

/** The route's name as passed to the route filter: its `name`, else `Controller::method`. */
export function routeFilterName(route: Pick<RouteModel, 'name' | 'controller' | 'handler'>): string {
  return route.name ?? `${route.controller}::${route.handler}`;
}

// Hooks and lifecycle (app/Hooks/, analyze/hooks.ts).

export type HookKind = 'action' | 'filter' | 'activate' | 'deactivate' | 'uninstall' | 'cron';
export type CronSchedule = 'hourly' | 'twicedaily' | 'daily' | 'weekly';
export const CRON_SCHEDULES: readonly CronSchedule[] = ['hourly', 'twicedaily', 'daily', 'weekly'];

/** One registration: plain data, like RouteModel. */
export interface HookModel {
  kind: HookKind;
  /** The WordPress hook (action, filter or cron event); '' for activation, deactivation, uninstall. */
  hook: string;
  priority: number;
  /** WordPress's accepted_args: the method's parameter count. */
  acceptedArgs: number;
  schedule?: CronSchedule;
  /** The TypeScript class and method. */
  className: string;
  method: string;
  isStatic: boolean;
  pos: SourcePos;
}

/** A hook and the PHP class (fully qualified, no leading `\`) its method is translated into. */
export type EmittedHook = HookModel & { phpClass: string };
