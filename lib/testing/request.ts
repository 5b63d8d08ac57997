// request(): a unit test's REST request, answered the way the built plugin answers it in
// WordPress: the route matched as WP_REST_Server::match_request_to_handler() does, the
// route's `args` (the same request schema the compiler writes into routes.php, read from
// the project by the compiler's own analysis) checked and sanitized as
// WP_REST_Request::has_valid_params() and sanitize_params() do with the plugin's callbacks
// (php-runtime/Router.php), the permission checked against the fake current user, then the
// handler called with the typed params Router::dispatch() builds, and its result turned
// into { status, data, headers } as WordPress's REST server sends it.
// test/testing/request.test.ts answers a matrix of requests here and through WordPress's
// REST server with the built plugin, and compares.
import path from 'node:path';
import fs from 'node:fs';
import { analyzeProject } from '../../emitter/analyze/project.js';
import { errorsOf, formatDiagnostics, isTs2wpDiagnostic } from '../../emitter/diagnostics/diagnostic.js';
import { bareMethods, routePath, type RequestSchema, type RouteModel } from '../../emitter/model.js';
import { byPrecedence } from '../../emitter/render/render.js';
import { WP_Error, WP_HTTP_Response } from '../wordpress-runtime.js';
import { createUser, currentUserCan, currentUserId, FAKES, type UserSpec } from './fakes.js';
import { isRecord, sanitizeValue, validateValue, type Checked, type SchemaError } from './schema.js';

export interface RequestOptions {
  /** Query-string parameters (beside any `?…` in the route): text as a URL carries it (`{ full: false }` is `?full=false`), lists for `a[]=…`. */
  query?: Record<string, unknown>;
  /** A form body (`application/x-www-form-urlencoded`): field → string (or list of strings). */
  body?: Record<string, unknown>;
  /** A JSON body (`application/json`). */
  json?: unknown;
  /** Request headers, e.g. { 'X-WP-Nonce': '…' }. */
  headers?: Record<string, string>;
  /**
   * Who calls: a user ID from the fakes (`wp_insert_user()`, `createUser()`), 0 for an
   * anonymous caller, or the roles and capabilities of a new user (`{ roles: ['editor'] }`).
   * Left out: the fakes' current user (`wp_set_current_user()`), anonymous by default.
   */
  user?: number | UserSpec;
  /** The project folder (the one holding ts2wp.config.json); by default the nearest one above the working folder. */
  project?: string;
}

/** What WordPress sends back: the status, the JSON body (parsed) and the headers. */
export interface TestResponse {
  status: number;
  // `any`: the JSON a test reads; WordPress's own answers (errors) have a fixed shape, a handler's do not.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  headers: Record<string, string>;
  /** What the handler threw, when it did (WordPress answers 500 ts2wp_handler_error then). */
  thrown?: unknown;
}

type ControllerClass = abstract new () => object;

/** A route's handler at one registered path: the path with its params, or the bare body path. */
interface Endpoint {
  route: RouteModel;
  methods: readonly string[];
}

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Router::WORDPRESS_PARAMS: query parameters WordPress itself reads, never handed to an open params type. */
const WORDPRESS_PARAMS = ['rest_route', '_method', '_wpnonce', '_envelope', '_fields', '_embed', '_jsonp', '_locale'];

/**
 * The routes of each project analysed so far, with the state of its sources then: the
 * analysis builds one TypeScript program, so it runs again only when a file under app/ or the
 * config changed (a watching test runner may keep this module between runs).
 */
const projects = new Map<string, { stamp: string; routes: RouteModel[] }>();

/** Every file under app/ and the config, with its size and modification time. */
function sourcesStamp(project: string): string {
  const parts: string[] = [];
  const visit = (file: string) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) for (const entry of fs.readdirSync(file).sort()) visit(path.join(file, entry));
    else parts.push(`${file}:${stat.size}:${stat.mtimeMs}`);
  };
  for (const name of ['ts2wp.config.json', 'package.json', 'tsconfig.json', 'app']) visit(path.join(project, name));
  return parts.join('\n');
}

function findProject(start: string): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'ts2wp.config.json'))) return dir;
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && 'ts2wp' in JSON.parse(fs.readFileSync(pkg, 'utf8'))) return dir;
    if (path.dirname(dir) === dir)
      throw new Error(`ts2wp/testing: no ts2wp.config.json above ${start}; pass the project folder as \`project\``);
  }
}

function routesOf(project: string): RouteModel[] {
  const stamp = sourcesStamp(project);
  let routes = projects.get(project)?.stamp === stamp ? projects.get(project)!.routes : undefined;
  if (!routes) {
    const analysis = analyzeProject(project);
    const errors = errorsOf(analysis.diagnostics).filter(isTs2wpDiagnostic);
    if (errors.length || !analysis.model)
      throw new Error(`ts2wp/testing: the project does not compile:\n${formatDiagnostics(errors, project, false)}`);
    routes = byPrecedence(analysis.model.routes);
    projects.set(project, { stamp, routes });
  }
  return routes;
}

/** One `args` entry as Router::args() registers it. */
interface Arg {
  required: boolean;
  /** The handler's schema for it (fields, refined path params). */
  schema?: RequestSchema;
  /** A path param's type in `params`: its text is read as that first. */
  base?: string;
}

function argsOf(route: RouteModel): Map<string, Arg> {
  const args = new Map<string, Arg>();
  for (const p of route.params) args.set(p.name, { required: true, schema: p.schema, base: p.type });
  for (const f of route.fields ?? [])
    args.set(f.name, { required: f.required && !allows(f.schema, 'null'), schema: f.schema });
  return args;
}

const allows = (schema: RequestSchema, type: string) => [schema.type].flat().includes(type as never);

/** parse_str() for the usual forms: `a=1`, `a[]=1&a[]=2`, `a[k]=1`. */
/**
 * The route as WordPress hands it to the REST server on a pretty-permalink URL: each `%XX` as
 * its byte (PHP's rawurldecode(); `+` stays, a `%` not followed by two hex digits stays).
 */
function rawurldecode(text: string): string {
  const bytes: number[] = [];
  const raw = Buffer.from(text, 'utf8');
  for (let i = 0; i < raw.length; i++) {
    const hex = raw[i] === 0x25 ? /^[0-9a-f]{2}$/i.exec(raw.subarray(i + 1, i + 3).toString('latin1')) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(raw[i]);
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseQuery(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const m = /^([^[]+)\[([^\]]*)\]$/.exec(name);
    if (!m) {
      out[name] = value;
      continue;
    }
    const [, base, key] = m;
    if (key === '') {
      const prev = out[base];
      out[base] = Array.isArray(prev) ? [...(prev as unknown[]), value] : [value];
    } else {
      out[base] = { ...(isRecord(out[base]) ? out[base] : {}), [key]: value };
    }
  }
  return out;
}

/**
 * Query and form values as PHP receives them: text (`{ full: false }` is `?full=false`),
 * lists and maps of text; a null or undefined member is not sent.
 */
function asText(values: Record<string, unknown>): Record<string, unknown> {
  const text = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(text) : isRecord(value) ? asText(value) : String(value);
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, text(v)]),
  );
}

/** The request as WordPress holds it: each parameter source, and the headers. */
class Sources {
  url: Record<string, unknown> = {};
  /** set_default_params(): each arg's `default` (a JSDoc `@default` or a destructuring default), read last. */
  defaults: Record<string, unknown> = {};
  constructor(
    readonly method: string,
    readonly query: Record<string, unknown>,
    readonly post: Record<string, unknown>,
    readonly json: Record<string, unknown> | null,
  ) {}

  /** WP_REST_Request::get_parameter_order() with Router::parameter_order(): the URL first, the defaults last. */
  order(): Record<string, unknown>[] {
    const out: Record<string, unknown>[] = [this.url];
    if (this.json) out.push(this.json);
    if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(this.method)) out.push(this.post);
    out.push(this.query, this.defaults);
    return out;
  }

  /** get_params(): every source merged, a name taking its value from the first source that has it. */
  params(): Record<string, unknown> {
    return Object.assign({}, ...[...this.order()].reverse()) as Record<string, unknown>;
  }

  /** get_param(): the first source that holds a value other than null (PHP's isset()). */
  param(name: string): unknown {
    for (const source of this.order())
      if (Object.prototype.hasOwnProperty.call(source, name) && source[name] !== null) return source[name];
    return null;
  }
}

/** Router::parse(): a path, query or body value read as a `params` type. */
function parseBase(type: string, value: unknown): { ok: true; value: unknown } | { ok: false } {
  switch (type) {
    case 'string':
      return typeof value === 'string' ? { ok: true, value } : { ok: false };
    case 'number':
      if (typeof value === 'number') return Number.isFinite(value) ? { ok: true, value } : { ok: false };
      if (typeof value === 'string' && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(value))
        return { ok: true, value: Number(value) };
      return { ok: false };
    case 'boolean': {
      if (typeof value === 'boolean') return { ok: true, value };
      const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
      if (text === 'true' || text === '1') return { ok: true, value: true };
      if (text === 'false' || text === '0') return { ok: true, value: false };
      return { ok: false };
    }
    case 'array':
      if (Array.isArray(value)) return { ok: true, value };
      if (typeof value === 'string') return { ok: true, value: value === '' ? [] : value.split(',') };
      return { ok: false };
    case 'object':
      if (isRecord(value) || (Array.isArray(value) && value.length === 0))
        return { ok: true, value: isRecord(value) ? value : {} };
      if (typeof value === 'string') {
        try {
          const decoded: unknown = JSON.parse(value);
          if (isRecord(decoded)) return { ok: true, value: decoded };
        } catch {
          // Not JSON: not an object.
        }
      }
      return { ok: false };
  }
  return { ok: false };
}

const invalidType = (param: string, type: string): SchemaError => ({
  code: 'rest_invalid_type',
  message: `${param} is not of type ${type}.`,
  data: { param },
});

/** Router::json_shape(): in a JSON body, arrays and objects are sent as JSON arrays and objects. */
function jsonShape(raw: unknown, schema: RequestSchema): boolean {
  const types = [schema.type].flat();
  if (Array.isArray(raw))
    return types.includes('array') && (!schema.items || raw.every((item) => jsonShape(item, schema.items!)));
  if (isRecord(raw)) {
    if (!types.includes('object')) return false;
    return Object.entries(raw).every(([key, item]) => {
      const member =
        schema.properties?.[key] ?? (isRecord(schema.additionalProperties) ? schema.additionalProperties : null);
      return !member || jsonShape(item, member as RequestSchema);
    });
  }
  return raw === null || types.some((t) => t === 'string' || t === 'number' || t === 'boolean');
}

/** Router::unpadded(): no number text with spaces around it. */
function unpadded(value: unknown, schema: RequestSchema): boolean {
  const types = [schema.type].flat();
  if (typeof value === 'string') return types.includes('string') || !types.includes('number') || value.trim() === value;
  if (!Array.isArray(value) && !isRecord(value)) return true;
  return Object.entries(value).every(([key, item]) => {
    const member =
      schema.items ??
      schema.properties?.[key] ??
      (isRecord(schema.additionalProperties) ? schema.additionalProperties : null);
    return !member || unpadded(item, member as RequestSchema);
  });
}

/** Router::read_schema(): the value to sanitize, or why it is invalid. */
function readSchema(
  arg: Arg,
  value: unknown,
  name: string,
  sources: Sources,
): { ok: true; value: unknown } | { ok: false; error: SchemaError } {
  const schema = arg.schema!;
  const json = sources.json;
  if (
    json &&
    Object.prototype.hasOwnProperty.call(json, name) &&
    !(name in sources.url) &&
    !jsonShape(json[name], schema)
  )
    return { ok: false, error: invalidType(name, [schema.type].flat().join(',')) };
  if (arg.base) {
    const parsed = parseBase(arg.base, value);
    if (!parsed.ok) return { ok: false, error: invalidType(name, arg.base) };
    value = parsed.value;
  }
  if (!unpadded(value, schema))
    return {
      ok: false,
      error: {
        code: 'rest_invalid_type',
        message: `${name} holds a number with spaces around it.`,
        data: { param: name },
      },
    };
  const checked: Checked = validateValue(value, schema, name);
  return checked.ok ? { ok: true, value } : checked;
}

function validate(arg: Arg, value: unknown, name: string, sources: Sources): SchemaError | null {
  if (arg.schema) {
    const read = readSchema(arg, value, name, sources);
    return read.ok ? null : read.error;
  }
  return parseBase(arg.base!, value).ok ? null : invalidType(name, arg.base!);
}

function sanitize(arg: Arg, value: unknown, name: string, sources: Sources): unknown {
  if (arg.schema) {
    const read = readSchema(arg, value, name, sources);
    return read.ok ? sanitizeValue(read.value, arg.schema, name) : value;
  }
  const parsed = parseBase(arg.base!, value);
  return parsed.ok ? parsed.value : value;
}

const errorBody = (code: string, message: string, data: unknown) => ({ code, message, data });

/** WP_REST_Server::error_to_response() of a WP_Error. */
function errorResponse(error: WP_Error): { status: number; data: unknown } {
  const first = error.get_error_data();
  const status = isRecord(first) && typeof first.status === 'number' ? first.status : 500;
  const errors: Record<string, unknown>[] = [];
  for (const code of error.get_error_codes()) {
    const all = error.get_all_error_data(code);
    const last = all.pop() ?? null;
    for (const message of error.get_error_messages(code)) {
      const formatted: Record<string, unknown> = { code, message, data: last };
      if (all.length) formatted.additional_data = all;
      errors.push(formatted);
    }
  }
  const data = { ...errors[0] };
  if (errors.length > 1) data.additional_errors = errors.slice(1);
  return { status, data };
}

/** The JSON WordPress sends for a value: what json_encode() of the translated value writes. */
const asJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value) ?? 'null'));

/** Runs `fn` with the caller as the fakes' current user. */
async function asUser<T>(user: RequestOptions['user'], fn: () => Promise<T>): Promise<T> {
  if (user === undefined) return fn();
  const before = currentUserId();
  FAKES.wp_set_current_user(typeof user === 'number' ? user : createUser(user));
  try {
    return await fn();
  } finally {
    FAKES.wp_set_current_user(before);
  }
}

/**
 * Sends a REST request to a controller's routes as WordPress would, and returns
 * `{ status, data, headers }` as WordPress sends them:
 *
 *     const res = await request(ShopController, 'GET /shop/v1/items/12?full=1', { user: { roles: ['editor'] } });
 *
 * `route` is the method and the route below /wp-json (as rest_do_request() takes it).
 */
export async function request(
  controller: ControllerClass,
  route: string,
  options: RequestOptions = {},
): Promise<TestResponse> {
  const m = /^\s*([A-Za-z]+)\s+(\/\S*)\s*$/.exec(route);
  if (!m || !HTTP_METHODS.includes(m[1].toUpperCase()))
    throw new Error(`ts2wp/testing: write the route as 'GET /namespace/v1/path', not ${JSON.stringify(route)}`);
  const method = m[1].toUpperCase();
  const [pathPart, queryText = ''] = m[2].split(/\?(.*)/s);
  const decodedPath = rawurldecode(pathPart);
  const routePathText = decodedPath.length > 1 ? decodedPath.replace(/\/+$/, '') : decodedPath;
  const routes = routesOf(options.project ? path.resolve(options.project) : findProject('.'));
  const query = { ...parseQuery(queryText), ...asText(options.query ?? {}) };
  const json = options.json === undefined ? null : asJson(options.json);
  const sources = new Sources(method, query, asText(options.body ?? {}), isRecord(json) ? json : null);

  // WP_REST_Server::match_request_to_handler(): registration order, each path's pattern, then the method.
  const patterns = new Map<string, Endpoint[]>();
  for (const candidate of routes) {
    const paths: [string, readonly string[]][] = [[routePath(candidate), candidate.methods]];
    const bodyMethods = bareMethods(candidate);
    if (bodyMethods.length) paths.push([routePath(candidate, true), bodyMethods]);
    for (const [p, methods] of paths) {
      const pattern = `/${candidate.namespace}${p}`;
      patterns.set(pattern, [...(patterns.get(pattern) ?? []), { route: candidate, methods }]);
    }
  }
  let matched: { route: RouteModel; endpoints: Endpoint[] } | null = null;
  for (const [pattern, endpoints] of patterns) {
    const found = new RegExp(`^${pattern.replace(/\(\?P</g, '(?<')}$`, 'i').exec(routePathText);
    const endpoint = found && endpoints.find((e) => e.methods.includes(method));
    if (!endpoint) continue;
    sources.url = { ...(found.groups ?? {}) };
    matched = { route: endpoint.route, endpoints };
    break;
  }
  if (!matched)
    return {
      status: 404,
      data: errorBody('rest_no_route', 'No route was found matching the URL and request method.', { status: 404 }),
      headers: {},
    };
  const target = matched.route;
  if (target.controller !== controller.name)
    throw new Error(
      `ts2wp/testing: ${method} ${routePathText} is ${target.controller}.${target.handler}(), not a route of ${controller.name}`,
    );

  return asUser(options.user, async () => {
    // $request[ name ] as a permission_callback reads it: the first source in WordPress's order that holds it.
    const values = () => sources.params();
    const answer = (
      status: number,
      data: unknown,
      extra: Record<string, string> = {},
      thrown?: unknown,
    ): TestResponse => ({
      status,
      data,
      // rest_send_allow_header() runs on rest_post_dispatch: on the request as it is by then.
      headers: { ...extra, ...allowHeader(matched.endpoints, values()) },
      ...(thrown === undefined ? {} : { thrown }),
    });
    const args = argsOf(target);
    // WP_REST_Server::match_request_to_handler(): isset( $options['default'] ).
    for (const [name, arg] of args)
      if (arg.schema?.default !== undefined && arg.schema.default !== null)
        sources.defaults[name] = asJson(arg.schema.default);

    // WP_REST_Request::has_valid_params(): required first, then each present value's validate_callback.
    const missing = [...args].filter(([name, arg]) => arg.required && sources.param(name) === null).map(([n]) => n);
    if (missing.length)
      return answer(
        400,
        errorBody('rest_missing_callback_param', `Missing parameter(s): ${missing.join(', ')}`, {
          status: 400,
          params: missing,
        }),
      );
    // Only path params have a validate_callback (Router::schema_arg()): checked in the args' order.
    const invalidParams = (invalid: Record<string, string>, details: Record<string, SchemaError>) =>
      answer(
        400,
        errorBody('rest_invalid_param', `Invalid parameter(s): ${Object.keys(invalid).join(', ')}`, {
          status: 400,
          params: invalid,
          details,
        }),
      );
    const invalid: Record<string, string> = {};
    const details: Record<string, SchemaError> = {};
    for (const [name, arg] of args) {
      const value = sources.param(name);
      if (value === null || arg.base === undefined) continue;
      const error = validate(arg, value, name, sources);
      if (error) {
        invalid[name] = error.message;
        details[name] = error;
      }
    }
    if (Object.keys(invalid).length) return invalidParams(invalid, details);
    // sanitize_params(): every source's value of each arg, in WordPress's order of sources and
    // each source's own order; a field is checked here, as a core controller's args are.
    for (const source of sources.order())
      for (const name of Object.keys(source)) {
        const arg = args.get(name);
        if (!arg) continue;
        const error = arg.base === undefined ? validate(arg, source[name], name, sources) : null;
        if (error) {
          invalid[name] = error.message;
          details[name] = error;
        } else source[name] = sanitize(arg, source[name], name, sources);
      }
    if (Object.keys(invalid).length) return invalidParams(invalid, details);

    // The route's permission_callback (Router::permission_callback()), on the sanitized values.
    if (!permitted(target, values()))
      return answer(
        currentUserId() ? 403 : 401,
        errorBody('rest_forbidden', 'Sorry, you are not allowed to do that.', { status: currentUserId() ? 403 : 401 }),
      );

    const params = handlerParams(target, sources);
    if (params instanceof WP_Error) {
      const { status, data } = errorResponse(params);
      return answer(status, data);
    }
    let result: unknown;
    try {
      const instance = new (controller as unknown as new () => Record<string, (p: unknown, r: unknown) => unknown>)();
      result = await instance[target.handler](params, new TestRequest(method, routePathText, sources, options));
    } catch (thrown) {
      const message = thrown instanceof Error ? thrown.message : 'The request handler failed.';
      return answer(500, errorBody('ts2wp_handler_error', message, { status: 500 }), {}, thrown);
    }
    if (result instanceof WP_Error) {
      const { status, data } = errorResponse(result);
      return answer(status, data);
    }
    if (result instanceof WP_HTTP_Response)
      return answer(result.get_status(), asJson(result.get_data()), result.get_headers());
    return answer(200, asJson(result));
  });
}

/** The route's permission for the current user; an object capability reads its path value. */
function permitted(route: RouteModel, values: Record<string, unknown>): boolean {
  const { permission } = route;
  if (permission === true) return currentUserId() > 0;
  if (permission === false) return true;
  if (Array.isArray(permission)) return permission.every((capability) => currentUserCan(capability));
  return currentUserCan(permission.capability, values[permission.of]);
}

/** rest_send_allow_header(): the methods of the matched path the caller may use (each permission_callback on this request). */
function allowHeader(endpoints: Endpoint[], values: Record<string, unknown>): Record<string, string> {
  const allowed = endpoints.filter((e) => permitted(e.route, values)).flatMap((e) => e.methods);
  return allowed.length ? { Allow: [...new Set(allowed)].join(', ') } : {};
}

/** Router::dispatch() and read_fields(): the params the handler receives, or a 400. */
function handlerParams(route: RouteModel, sources: Sources): Record<string, unknown> | WP_Error {
  const params: Record<string, unknown> = {};
  if (route.open)
    for (const [key, value] of Object.entries(sources.query)) if (!WORDPRESS_PARAMS.includes(key)) params[key] = value;
  for (const p of route.params) params[p.name] = sources.param(p.name);
  const lookup = (name: string): [boolean, unknown] => {
    for (const source of sources.order())
      if (Object.prototype.hasOwnProperty.call(source, name)) return [true, source[name]];
    return [false, null];
  };
  for (const name of route.unchecked ?? []) {
    const [found, value] = lookup(name);
    delete params[name];
    if (found) params[name] = value;
  }
  const missing: string[] = [];
  for (const field of route.fields ?? []) {
    const [found, value] = lookup(field.name);
    delete params[field.name];
    if (!found) {
      if (field.required) missing.push(field.name);
      continue;
    }
    params[field.name] = value;
  }
  if (missing.length)
    return new WP_Error('rest_missing_callback_param', `Missing parameter(s): ${missing.join(', ')}`, {
      status: 400,
      params: missing,
    });
  return params;
}

/** The WP_REST_Request a handler receives (its methods ts2wp supports). */
class TestRequest {
  constructor(
    private readonly method: string,
    private readonly route: string,
    private readonly sources: Sources,
    private readonly options: RequestOptions,
  ) {}
  get_method() {
    return this.method;
  }
  get_route() {
    return this.route;
  }
  get_param(key: string) {
    return this.sources.param(key);
  }
  get_params(): Record<string, unknown> {
    return this.sources.params();
  }
  get_url_params() {
    return { ...this.sources.url };
  }
  get_query_params() {
    return { ...this.sources.query };
  }
  get_body_params() {
    return { ...this.sources.post };
  }
  get_json_params() {
    return this.sources.json ? { ...this.sources.json } : null;
  }
  get_file_params() {
    return {};
  }
  get_header(key: string) {
    const canonical = (k: string) => k.toLowerCase().replace(/-/g, '_');
    const headers = { ...this.options.headers };
    if (this.options.json !== undefined) headers['Content-Type'] ??= 'application/json';
    else if (this.options.body) headers['Content-Type'] ??= 'application/x-www-form-urlencoded';
    const found = Object.entries(headers).find(([k]) => canonical(k) === canonical(key));
    return found ? found[1] : null;
  }
  get_body() {
    if (this.options.json !== undefined) return JSON.stringify(this.options.json);
    return new URLSearchParams(
      Object.entries(this.options.body ?? {}).flatMap(([k, v]) =>
        Array.isArray(v) ? v.map((item) => [`${k}[]`, String(item)]) : [[k, String(v)]],
      ),
    ).toString();
  }
}
