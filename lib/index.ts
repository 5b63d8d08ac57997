// The package users import in their controllers: `import { Api, Controller } from 'ts2wp'`.
// At run time everything here is a no-op, so handlers can be unit-tested in Node;
// the compiler reads the decorators statically and never runs this file.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type ParamType = 'string' | 'number' | 'boolean' | 'array' | 'object';

/** The TypeScript type a handler receives for each declared param type. */
export interface ParamTypeMap {
  string: string;
  number: number;
  boolean: boolean;
  array: unknown[];
  object: Record<string, unknown>;
}

export type TypedParams<P extends Record<string, ParamType>> = {
  [K in keyof P]: ParamTypeMap[P[K]];
} & Record<string, unknown>;

/**
 * A WordPress capability (`'edit_posts'`, `'manage_options'`, a custom one of letters, digits,
 * `_` and `-`); a meta capability that needs an object id (`'edit_post'`) is checked on a path
 * value with `{ capability, of }`.
 */
export type Capability = string;

/**
 * `@Api`'s `permission`: `false` (anyone), `true` (logged in), a capability, several (all
 * needed), or a capability on the object a path param names
 * (`{ capability: 'edit_post', of: 'id' }` is `current_user_can( 'edit_post', $request['id'] )`).
 */
export type Permission<Name extends string = string> =
  boolean | Capability | readonly Capability[] | { readonly capability: Capability; readonly of: Name };

export interface ApiOptions<P extends Record<string, ParamType> = Record<string, ParamType>> {
  /** `true`: the batch API (`POST /wp-json/batch/v1`) may run the route (WordPress's `allow_batch`). */
  batch?: boolean;
  /** `<vendor>/<version>`, e.g. `acme/v1`. */
  namespace: string;
  /** Starts with `/`; `'/'` (the default) adds no path segment. */
  endpoint?: string;
  /** Unique in the plugin; passed to the `<slug>_rest_route_args` filter. */
  name?: string;
  methods?: HttpMethod | readonly HttpMethod[];
  /** name → type; insertion order is the order of the path segments. */
  params?: P;
  /**
   * A path param's segment regex, as a hand-written route's `(?P<id>\d+)`: `{ id: '\\d+' }`.
   * A URL whose segment does not match is 404 `rest_no_route`; without one a segment is
   * `[^/]+` and a value of the wrong type is 400 `rest_invalid_param`.
   */
  patterns?: { readonly [K in keyof P]?: string };
  /**
   * `false`: a POST, PUT or PATCH route with params is served at its full path only, not also at
   * its bare endpoint with the params in the body (the default, `true`).
   */
  barePath?: boolean;
  /**
   * Who may call the route (every method of it):
   * - `false` (the default): anyone (`permission_callback => '__return_true'`);
   * - `true`: any logged-in user (`is_user_logged_in`);
   * - a capability such as `'edit_posts'` or `'manage_options'`: checked with `current_user_can()`;
   * - a non-empty list of capabilities: the caller needs all of them;
   * - `{ capability: 'edit_post', of: 'id' }`: `current_user_can( 'edit_post', $request['id'] )`,
   *   a meta capability checked on the object whose id is the path param `id`.
   *
   * An anonymous caller the check refuses gets 401 `rest_forbidden`, a logged-in one 403. A route
   * with POST, PUT, PATCH or DELETE that leaves `permission` out gets a build warning; write
   * `permission: false` to keep such a route public on purpose.
   */
  permission?: Permission<keyof P & string>;
}

/** An uploaded file as PHP describes it in `$_FILES`. */
export interface UploadedFile {
  name: string;
  type: string;
  tmp_name: string;
  error: number;
  size: number;
}

/** The subset of WordPress's `WP_REST_Request` that handlers may call. */
export interface WP_REST_Request {
  get_method(): string;
  get_route(): string;
  get_param(key: string): unknown;
  get_params(): Record<string, unknown>;
  get_url_params(): Record<string, unknown>;
  get_query_params(): Record<string, unknown>;
  get_body_params(): Record<string, unknown>;
  get_json_params(): Record<string, unknown> | null;
  get_file_params(): Record<string, UploadedFile>;
  get_header(key: string): string | null;
  get_body(): string;
}

/**
 * What a handler's first parameter may declare for the path params: each one's base type or
 * a refinement of it (`string[]` for 'array', an object shape for 'object', a literal union
 * for 'string'), optional only to stay compatible with handlers that ignore a param. Other
 * members are request fields the compiler reads from the same type.
 */
export type ParamRefinements<P extends Record<string, ParamType>> = {
  [K in keyof P]?: RefinableTypeMap[P[K]];
};

/** The widest type a handler may declare for each param type (an interface is an `object`). */
interface RefinableTypeMap {
  string: string;
  number: number;
  boolean: boolean;
  array: readonly unknown[];
  object: object;
}

/**
 * Marks a controller method as a REST route. A TypeScript 5 standard decorator:
 * the handler's first parameter is checked against `params` by the type checker (each path
 * param's declared type must be its base type or narrower); the compiler turns the whole
 * parameter type into the request schema WordPress enforces.
 */
// `{}`: the params map of a route that declares none.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function Api<const P extends Record<string, ParamType> = {}>(options: ApiOptions<P>) {
  void options;
  return function <This, A extends ParamRefinements<P>>(
    target: (this: This, params: A, request: WP_REST_Request) => unknown,
    context: ClassMethodDecoratorContext<This, (this: This, params: A, request: WP_REST_Request) => unknown>,
  ): void {
    void target;
    void context;
  };
}

/** Base class of every controller; the PHP side has its own `Controller`. */
export abstract class Controller {}

// ---------------------------------------------------------------------------------------
// Hooks and lifecycle: methods of classes under app/Hooks/. Like @Api, no-ops at run time;
// the compiler reads them and writes hooks.php (add_action/add_filter, activation,
// deactivation, uninstall, cron).

/** WordPress's recurrences, plus `weekly` (core since 5.4; the plugin registers it on older WordPress). */
export type CronSchedule = 'hourly' | 'twicedaily' | 'daily' | 'weekly';

// `any`: ClassMethodDecoratorContext's own constraint; the compiler checks the signature (analyze/hooks.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type HookMethod = <This, M extends (this: This, ...args: any) => any>(
  target: M,
  context: ClassMethodDecoratorContext<This, M>,
) => void;

function noop(target: unknown, context: unknown): void {
  void target;
  void context;
}

/**
 * Runs the method on a WordPress action. The number of arguments WordPress passes
 * (accepted_args) is the method's parameter count; `priority` defaults to 10.
 */
export function Action(hook: string, priority?: number): HookMethod {
  void hook;
  void priority;
  return noop;
}

/**
 * Runs the method on a WordPress filter: it receives the value as its first parameter and
 * returns the new value (of the same type; the compiler checks it).
 */
export function Filter(hook: string, priority?: number): HookMethod {
  void hook;
  void priority;
  return noop;
}

/** Runs once when the plugin is activated (register_activation_hook); one per plugin. */
export function Activate(): HookMethod {
  return noop;
}

/** Runs when the plugin is deactivated (register_deactivation_hook); one per plugin. */
export function Deactivate(): HookMethod {
  return noop;
}

/**
 * Runs when the plugin is deleted (register_uninstall_hook): a `static` method, as
 * WordPress stores the callback in the database; one per plugin.
 */
export function Uninstall(): HookMethod {
  return noop;
}

/**
 * Runs the method on a WP-Cron event scheduled on activation and cleared on deactivation.
 * `hook` names the event; by default `<slug>_<class>_<method>` in lower case.
 */
export function Cron(schedule: CronSchedule, hook?: string): HookMethod {
  void schedule;
  void hook;
  return noop;
}
