// `ts2wp client`: one dependency-free TypeScript file with a typed `fetch` client for the
// plugin's routes. Param types come from the route model, response types from the same
// inference as the OpenAPI document; path values are encoded as SPEC §3 reads them.
import { BODY_METHODS, capabilitiesOf, capabilitiesPhrase, type ParamType, type RouteModel } from '../model.js';
import { TS2WP_VERSION } from '../render/render.js';
import { camelIdentifier, missableParams, openApiPath, pascalIdentifier, usesBody } from './naming.js';
import type { ApiProject, ApiRoute } from './project.js';
import { anyOfSchemas, type HandlerError, type JsonSchema } from './schema.js';
import { namedShape, schemaToTs } from './ts-types.js';

const PARAM_TS: Record<ParamType, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  array: 'readonly (string | number | boolean)[]',
  object: 'Record<string, unknown>',
};

/** The client's function name for each route: its `name`, else the handler's, made unique. */
export function clientFunctionNames(routes: readonly ApiRoute[]): string[] {
  // `withResponse` holds the same calls answering { data, status, headers }.
  const taken = new Set<string>(['withResponse']);
  const claim = (candidates: string[]): string => {
    for (const c of candidates) {
      if (!taken.has(c)) {
        taken.add(c);
        return c;
      }
    }
    for (let i = 2; ; i++) {
      const c = `${candidates[candidates.length - 1]}${i}`;
      if (!taken.has(c)) {
        taken.add(c);
        return c;
      }
    }
  };
  // Named routes first: their names are the ones users chose.
  const names = new Map<ApiRoute, string>();
  for (const api of routes.filter((r) => r.route.name)) names.set(api, claim([camelIdentifier(api.route.name!)]));
  for (const api of routes.filter((r) => !r.route.name)) {
    const { controller, handler } = api.route;
    names.set(api, claim([camelIdentifier(handler), camelIdentifier(`${controller}_${handler}`)]));
  }
  return routes.map((r) => names.get(r)!);
}

/** The type names the client declares itself (its runtime part's, `Client` and `ErrorsByCall`): a project type of the same name stays inline. */
function clientTypeNames(): string[] {
  return [...RUNTIME.matchAll(/^(?:export )?(?:type|interface|class) (\w+)/gm)]
    .map((m) => m[1])
    .concat('Client', 'ErrorsByCall');
}

/**
 * The project's shapes (interfaces, type aliases, classes: the schemas' `title`) the client
 * declares once by name: each that is the same shape wherever it appears and whose name no
 * generated type takes.
 */
function sharedShapes(project: ApiProject, taken: ReadonlySet<string>): Map<string, JsonSchema & { title: string }> {
  const found = new Map<string, JsonSchema & { title: string }>();
  const conflicting = new Set<string>();
  const visit = (schema: JsonSchema | boolean | undefined): void => {
    if (!schema || schema === true) return;
    if (schema.title && schema.type === 'object') {
      const seen = found.get(schema.title);
      if (seen && JSON.stringify(seen) !== JSON.stringify(schema)) conflicting.add(schema.title);
      else found.set(schema.title, schema as JsonSchema & { title: string });
    }
    for (const nested of [schema.items, schema.additionalProperties, ...Object.values(schema.properties ?? {})])
      visit(nested);
    for (const nested of [
      ...(schema.prefixItems ?? []),
      ...(schema.oneOf ?? []),
      ...(schema.anyOf ?? []),
      ...(schema.allOf ?? []),
    ])
      visit(nested);
  };
  for (const { route, responses } of project.routes) {
    for (const schema of responses.success.values()) visit(schema);
    for (const p of route.params) visit(p.schema);
    for (const f of route.fields ?? []) visit(f.schema);
  }
  for (const name of [...conflicting, ...taken]) found.delete(name);
  return new Map([...found].sort(([a], [b]) => (a < b ? -1 : 1)));
}

export function generateClient(project: ApiProject): string {
  const { config } = project;
  const names = clientFunctionNames(project.routes);
  const generated = names.flatMap((fn) => {
    const type = pascalIdentifier(fn);
    return [`${type}Params`, `${type}Response`, `${type}Error`, `${type}Query`, `${type}Body`, `${type}Header`];
  });
  const shapes = sharedShapes(project, new Set([...clientTypeNames(), ...generated]));
  const named = new Set(shapes.keys());
  const types: string[] = [
    ...[...shapes.values()].map(
      (shape) => `/** ${shape.title}, as the handlers answer it. */\n${namedShape(shape, named)}`,
    ),
  ];
  const methods: string[] = [];
  const full: string[] = [];
  project.routes.forEach((api, i) => {
    const fn = names[i];
    const type = pascalIdentifier(fn);
    const { route, responses } = api;
    const paramsType = `${type}Params`;
    const responseType = `${type}Response`;
    const inPath = route.methods.filter((m) => !usesBody(route, m));
    const inBody = route.methods.filter((m) => usesBody(route, m));
    const where = [
      inPath.length && route.params.length ? `path segments in this order (${inPath.join(', ')})` : '',
      inBody.length ? `JSON body fields (${inBody.join(', ')})` : '',
    ]
      .filter(Boolean)
      .join(' or ');
    const fields = route.fields ?? [];
    const members = [
      ...route.params.map(
        (p) => `  ${p.name}: ${p.schema ? schemaToTs(p.schema as JsonSchema, '  ', named) : PARAM_TS[p.type]};`,
      ),
      // The handler's other declared members: query fields of GET and DELETE, body fields otherwise.
      // Their JSDoc (the arg's description) goes with them, so an editor shows it at the call.
      ...fields.map((f) => {
        const { description } = f.schema as JsonSchema;
        const doc =
          typeof description === 'string'
            ? `  /** ${description.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */\n`
            : '';
        return `${doc}  ${JSON.stringify(f.name)}${f.required ? '' : '?'}: ${schemaToTs(f.schema, '  ', named)};`;
      }),
    ];
    const fieldsDoc = fields.length ? `; declared fields in the query (GET, DELETE) or the JSON body` : '';
    types.push(
      members.length
        ? `/** Params of ${fn}, sent as ${where || 'fields'}${fieldsDoc}. */\nexport interface ${paramsType} {\n${members.join('\n')}\n}`
        : `/** ${fn} declares no params. */\nexport type ${paramsType} = Record<string, never>;`,
    );
    const success = anyOfSchemas([...responses.success.values()]);
    types.push(
      `/** What ${route.controller}.${route.handler} answers${route.raw ? (responses.from ? ` (hand-written PHP: from ${responses.from})` : ' (hand-written PHP: not described)') : ''}. */\nexport type ${responseType} = ${schemaToTs(success, '', named)};`,
    );

    const errorType = `${type}Error`;
    const errors = routeErrors(api, named);
    types.push(
      `/**\n * What ${fn} may throw, by \`code\`: what WordPress and the handler answer for it, WordPress's answers on\n * every route (\`SiteError\`), a WP_Error this route is not known to answer (\`UnexpectedError\`), and\n * the client's own (\`ClientError\`).\n */\nexport type ${errorType} =\n${[...errors.map((e) => e.type), 'SiteError', 'UnexpectedError', 'ClientError'].map((t) => `  | ${t}`).join('\n')};`,
    );
    const queryType = `${type}Query`;
    const bodyType = `${type}Body`;
    const open = route.open === true || route.raw === true;
    const hasBody = route.methods.some((m) => BODY_METHODS.includes(m));
    // Name and type of each member sent in options: the declared fields, and those typed `unknown` (read unchecked).
    const sent = [
      ...fields.map((f): [string, string] => [f.name, schemaToTs(f.schema, '  ', named)]),
      ...(route.unchecked ?? []).map((name): [string, string] => [name, 'unknown']),
    ];
    const optional = (list: readonly [string, string][]) =>
      `{ ${list.map(([name, ts]) => `${JSON.stringify(name)}?: ${ts};`).join(' ')} }`;
    const queryFields = route.methods.some((m) => !BODY_METHODS.includes(m)) ? sent : [];
    const bodyFields = hasBody ? sent : [];
    types.push(
      `/** \`options.query\` of ${fn}: ${open ? 'any key (the handler reads every query parameter), and ' : ''}WordPress's own${queryFields.length ? ' and the declared fields' : ''}; Field, the _fields names. */\nexport type ${queryType}<Field extends string = FieldList<${responseType}>> = ${[
        'WpQuery',
        'FieldsQuery<Field>',
        ...(open ? ['Record<string, QueryValue>'] : []),
        ...(queryFields.length ? [optional(queryFields)] : []),
      ].join(' & ')};`,
      `/** \`options.body\` of ${fn}: ${!hasBody ? 'none (it takes no body)' : open ? 'any field (the handler reads the whole body)' : bodyFields.length ? 'its declared fields' : 'none besides its params'}. */\nexport type ${bodyType} = ${!hasBody ? 'never' : open ? 'Record<string, unknown>' : bodyFields.length ? optional(bodyFields) : 'NoBodyFields'};`,
    );
    // The success statuses and headers the OpenAPI document lists for the route; any status for undescribed PHP.
    const statusType = route.raw && !responses.from ? 'number' : [...responses.success.keys()].join(' | ');
    const headerType = `${type}Header`;
    const headers = [...new Set([...(responses.headers?.values() ?? [])].flat())].sort();
    types.push(
      `/** The headers ${fn} answers with: ${headers.length ? `the handler's (${headers.join(', ')}) and ` : ''}WordPress's on every route. */\nexport type ${headerType} = ${[...headers.map((h) => JSON.stringify(h)), 'WordPressHeader'].join(' | ')};`,
    );
    const methodUnion = route.methods.map((m) => `'${m}'`).join(' | ');
    const notes = errors.map((e) => e.note).filter(Boolean);
    const doc = [
      `${route.methods.map((m) => `${m} ${openApiPath(route, usesBody(route, m))}`).join(', ')}`,
      `${route.controller}.${route.handler}${clientPermissionNote(route)}.`,
      `@throws {${errorType}}${notes.length ? ` e.g. ${notes.join(', ')}` : ''}`,
    ];
    const codes = [...new Set(errors.map((e) => e.code))];
    const spec = `{ call: ${JSON.stringify(fn)}, path: ${JSON.stringify(`/${route.namespace}${route.endpoint === '/' ? '' : route.endpoint}`)}, methods: [${route.methods.map((m) => `'${m}'`).join(', ')}], params: [${route.params.map((p) => `[${JSON.stringify(p.name)}, '${p.type}']`).join(', ')}]${route.noBarePath ? ', bare: false' : ''}${fields.length ? `, fields: ${JSON.stringify(fields.map((f) => f.name))}` : ''}, codes: ${JSON.stringify(codes)} }`;
    const signature = `params${route.params.length || fields.some((f) => f.required) ? '' : '?'}: ${paramsType}, options?: RequestOptions<${methodUnion}, ${queryType}<Field>, ${bodyType}>`;
    // Field: the _fields names given, which narrow the answer; none (never) leaves it whole.
    const generic = `<Field extends FieldList<${responseType}> = never>`;
    const answer = `Picked<${responseType}, Field>`;
    const docComment = `    /**\n${doc.map((l) => `     * ${l}`).join('\n')}\n     */`;
    full.push(
      [
        docComment,
        `    ${fn}${generic}(${signature}): Promise<ApiResponse<${answer}, ${statusType}, ${headerType}>> {`,
        `      return send<${answer}, ${statusType}, ${headerType}>(${spec}, params, options);`,
        '    },',
      ].join('\n'),
    );
    methods.push(
      [
        docComment,
        `    ${fn}${generic}(${signature}): Promise<${answer}> {`,
        `      return withResponse.${fn}(params, options).then(dataOf);`,
        '    },',
      ].join('\n'),
    );
  });
  const errorsByCall = names.map((fn) => `  ${fn}: ${pascalIdentifier(fn)}Error;`);

  return `${header(`${config.name} (${config.slug} ${config.version})`)}${RUNTIME}
// ---- Routes ----------------------------------------------------------------

${types.join('\n\n')}

/** Each call's error type, by the call's name. */
export interface ErrorsByCall {
${errorsByCall.join('\n')}
}

/**
 * Whether a caught value is an error the named call threw, typed as that call's error union:
 * "catch (e) { if (isApiError(e, 'createArticle')) switch (e.code) … }". It checks the call
 * the WpApiError records, so another call's error is not taken for this one's.
 */
export function isApiError<Call extends keyof ErrorsByCall>(error: unknown, call: Call): error is ErrorsByCall[Call] {
  return error instanceof WpApiError && error.call === call;
}

/**
 * A client for the plugin's routes: \`const api = createClient({ baseUrl: 'https://example.com' })\`,
 * or \`createClient({ apiFetch: wp.apiFetch })\` in wp-admin and on pages that enqueue wp-api-fetch.
 * Each call answers the parsed body; \`api.withResponse.<call>\` answers \`{ data, status, headers }\`.
 */
export function createClient(options: ClientOptions) {
  const send = createSender(options);
  const withResponse = {
${full.join('\n')}
  };
  return {
    withResponse,
${methods.join('\n')}
  };
}

export type Client = ReturnType<typeof createClient>;
`;
}

/** One member of a route's error union: the code the runtime lists for it, its type, and how the doc comment names it. */
interface RouteError {
  code: string;
  type: string;
  note: string;
}

/**
 * The errors a route answers, each with the data WordPress or the handler sends: its params'
 * rest_invalid_param and rest_missing_callback_param (as WP_REST_Request::has_valid_params()
 * and sanitize_params() write them), the permission's rest_forbidden, the handler's WP_Errors
 * whose code is a literal, and the ts2wp runtime's ts2wp_handler_error.
 */
function routeErrors(api: ApiRoute, named: ReadonlySet<string>): RouteError[] {
  const { route, responses } = api;
  const out: RouteError[] = [];
  const names = (list: readonly string[]) => list.map((n) => JSON.stringify(n)).join(' | ');
  const declared = [...route.params.map((p) => p.name), ...(route.fields ?? []).map((f) => f.name)];
  if (declared.length)
    out.push({
      code: 'rest_invalid_param',
      type: `WpApiError<"rest_invalid_param", InvalidParamData<${names(declared)}>, 400>`,
      note: 'rest_invalid_param (400)',
    });
  const missable = missableParams(
    route,
    route.methods.some((m) => usesBody(route, m)),
  );
  if (missable.length)
    out.push({
      code: 'rest_missing_callback_param',
      type: `WpApiError<"rest_missing_callback_param", MissingParamData<${names(missable)}>, 400>`,
      note: 'rest_missing_callback_param (400)',
    });
  if (route.permission) {
    // rest_authorization_required_code(): 401 to an anonymous caller, 403 to a logged-in one without the capability.
    const statuses = capabilitiesOf(route).length ? [401, 403] : [401];
    for (const status of statuses)
      out.push({
        code: 'rest_forbidden',
        type: `WpApiError<"rest_forbidden", { status: ${status} }, ${status}>`,
        note: `rest_forbidden (${status})`,
      });
  }
  const seen = new Set<string>();
  for (const e of responses.errors) {
    if (e.code === null) continue; // a code built at run time: UnexpectedError
    const type = `WpApiError<${JSON.stringify(e.code)}, ${handlerErrorData(e, named)}, ${e.status ?? 'number'}>`;
    if (seen.has(type)) continue;
    seen.add(type);
    out.push({ code: e.code, type, note: `${e.code}${e.status ? ` (${e.status})` : ''}` });
  }
  if (!route.raw)
    out.push({
      code: 'ts2wp_handler_error',
      type: 'WpApiError<"ts2wp_handler_error", HandlerErrorData, 500>',
      note: '', // any handler may throw one: not worth naming in each call's doc
    });
  return out;
}

/** The type of a handler WP_Error's data: its argument's, with the status read from it; null without one. */
function handlerErrorData(e: HandlerError, named: ReadonlySet<string>): string {
  if (!e.data) return 'null';
  const status = e.data.properties?.status;
  const data: JsonSchema =
    e.status !== null && e.data.type === 'object' && status
      ? { ...e.data, properties: { ...e.data.properties, status: { const: e.status } } }
      : e.data;
  // One line: it is a type argument.
  return schemaToTs(data, '', named).replace(/\n\s*/g, ' ');
}

function header(plugin: string): string {
  return `// A typed fetch client for ${plugin.replace(/[\r\n]/g, ' ')}.
// Generated by ts2wp ${TS2WP_VERSION} (\`ts2wp client\`); do not edit, generate it again.
// No dependencies: it needs only a global \`fetch\` (browsers, Node 18+) or one passed in.
/* eslint-disable */
`;
}

// The part of the client that does not depend on the routes.
const RUNTIME = String.raw`
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A WordPress error as the REST API writes it (a WP_Error). */
export interface WpErrorBody {
  code: string | number;
  message: string;
  data: unknown;
  additional_errors?: { code: string | number; message: string; data: unknown }[];
}

/**
 * Thrown for every answer that is not a 2xx JSON body. Each call's error type (GetArticleError…)
 * is a union of these, one per code with its status and data, so narrowing by code types the
 * data; isApiError(e, 'getArticle') narrows a caught value to it, checking which call threw it:
 * "catch (e) { if (isApiError(e, 'getArticle')) switch (e.code) … }".
 */
export class WpApiError<Code extends string = string, Data = unknown, Status extends number = number> extends Error {
  /**
   * The WP_Error's code (e.g. rest_invalid_param) when the route is known to answer it;
   * 'unexpected_error' for another WP_Error (its code is in wpCode); else the client's own:
   * http_<status>, invalid_json, network_error or aborted.
   */
  readonly code: Code;
  /** The HTTP status (0 when the request never got an answer). */
  readonly status: Status;
  /** The WP_Error's data (WordPress puts the status and, for rest_invalid_param, params and details in it). */
  readonly data: Data;
  /** The code of the WP_Error as WordPress sent it; null when the body is not one. */
  readonly wpCode: string | null;
  /** The whole parsed body, or the raw text when it is not JSON. */
  readonly body: unknown;
  /** The client call that threw it (getArticle…): what isApiError checks. */
  readonly call: string | null;

  constructor(status: number, code: string, message: string, data: unknown, body: unknown, wpCode: string | null = null, call: string | null = null) {
    super(message);
    this.name = 'WpApiError';
    this.status = status as Status;
    this.code = code as Code;
    this.data = data as Data;
    this.wpCode = wpCode;
    this.body = body;
    this.call = call;
  }
}

/** One param's error under rest_invalid_param's details: the WP_Error WordPress's schema check returned. */
export interface WpErrorDetail {
  code: string;
  message: string;
  data: unknown;
  additional_errors?: { code: string; message: string; data: unknown }[];
}

/** rest_invalid_param's data: each invalid param's message and error, in the order WordPress checked them. */
export interface InvalidParamData<Name extends string> {
  status: 400;
  params: { [K in Name]?: string };
  details: { [K in Name]?: WpErrorDetail };
}

/** rest_missing_callback_param's data: the required params the request left out. */
export interface MissingParamData<Name extends string> {
  status: 400;
  params: Name[];
}

/** ts2wp_handler_error's data: the handler threw. With WP_DEBUG on (and shown to the caller), where it failed. */
export interface HandlerErrorData {
  status: 500;
  exception?: { class: string; message: string; file: string; line: number };
  /** The TypeScript statement that failed, file:line:col. */
  ts_position?: string;
  ts_stack?: string[];
}

/**
 * What WordPress answers on any route before it runs: no route there (the plugin is not active
 * on that site, a method the route does not serve, a path segment outside its patterns); the
 * login cookie's nonce refused (403). A refused application password is not among them: WordPress
 * then answers as to an anonymous caller (rest_forbidden 401 on a guarded route).
 */
export type SiteError =
  | WpApiError<'rest_no_route', { status: 404 }, 404>
  | WpApiError<'rest_cookie_invalid_nonce', { status: 403 }, 403>;

/**
 * A WP_Error the route is not known to answer: a plugin's rest_authentication_errors or
 * rest_pre_dispatch filter, a PHP fatal error (internal_server_error, 500), a WP_Error whose
 * code the handler builds at run time. wpCode holds its code.
 */
export type UnexpectedError = WpApiError<'unexpected_error', unknown, number>;

/** The client's own failures: no answer (status 0), an answer that is not JSON, JSON that is not a WP_Error. */
export type ClientError =
  | WpApiError<'network_error' | 'aborted', undefined, 0>
  | WpApiError<'invalid_json' | ${'`'}http_${'$'}{number}${'`'}, undefined, number>;

/** The codes every route may answer (SiteError's). */
const SITE_CODES: readonly string[] = ['rest_no_route', 'rest_cookie_invalid_nonce'];

/** A response's headers (the global fetch's Headers fits). */
export interface ResponseHeaders {
  get(name: string): string | null;
}

/**
 * The headers WordPress's REST server sends with every answer: the API root's Link, the
 * route's methods in Allow, and its own Content-Type, X-Robots-Tag, X-Content-Type-Options and
 * CORS headers.
 */
export type WordPressHeader =
  | 'Allow'
  | 'Link'
  | 'Content-Type'
  | 'X-Robots-Tag'
  | 'X-Content-Type-Options'
  | 'Access-Control-Expose-Headers'
  | 'Access-Control-Allow-Headers';

/** A 2xx answer's headers: get() takes those the route sends (a misspelt name does not compile), getAny() any other. */
export interface RouteHeaders<Known extends string = string> {
  /** A header WordPress or the handler sends on this route, in any letter case; null when this answer lacks it. */
  get(name: Known | Lowercase<Known>): string | null;
  /** Any header by name: one a plugin, the server or a proxy adds. */
  getAny(name: string): string | null;
}

/**
 * A 2xx answer with its status (the route's success statuses: 201 for a create that answers 201)
 * and its headers (X-WP-Total, X-WP-TotalPages, Location, … where the route sets them).
 */
export interface ApiResponse<T, Status extends number = number, Header extends string = string> {
  data: T;
  status: Status;
  headers: RouteHeaders<Header>;
}

/** What the client needs from a fetch implementation (the global fetch fits). */
export type FetchLike = (url: string, init: {
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** An AbortSignal. */
  signal?: any;
}) => Promise<FetchedResponse>;

/** What the client reads of a fetch answer. */
export interface FetchedResponse {
  status: number;
  ok: boolean;
  headers?: ResponseHeaders;
  text(): Promise<string>;
}

/**
 * WordPress's apiFetch: "wp.apiFetch" (the wp-api-fetch script, which WordPress sets up with
 * the site's REST root, a wp_rest nonce and the nonce endpoint) or "@wordpress/api-fetch".
 */
export interface ApiFetchLike {
  (options: { path: string; method: string; headers: Record<string, string>; body?: string; signal?: any; parse: false }): Promise<unknown>;
  nonceEndpoint?: string;
  nonceMiddleware?: { nonce: string };
}

export interface FetchClientOptions {
  /** The site URL, e.g. https://example.com (routes are under <baseUrl>/wp-json/). */
  baseUrl: string;
  /** Cookie authentication: the wp_rest nonce (wp_create_nonce('wp_rest')), sent as X-WP-Nonce with the browser's login cookie. */
  nonce?: string;
  /** An application password, sent over HTTP Basic. */
  applicationPassword?: { user: string; password: string };
  /** Defaults to the global fetch. */
  fetch?: FetchLike;
  /** 'pretty' (default): <baseUrl>/wp-json/…; 'query': <baseUrl>/?rest_route=/… for sites without pretty permalinks. */
  restRoute?: 'pretty' | 'query';
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

export interface ApiFetchClientOptions {
  /**
   * Send through WordPress's apiFetch: its root URL, nonce and preloading middlewares apply,
   * and an expired nonce is refreshed from apiFetch.nonceEndpoint and the request sent again.
   */
  apiFetch: ApiFetchLike;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

export type ClientOptions = FetchClientOptions | ApiFetchClientOptions;

declare const noBodyField: unique symbol;

/**
 * options.body of a route that reads no body fields besides its params (send those as params):
 * any field is an error naming this type.
 */
export interface NoBodyFields {
  readonly [noBodyField]?: never;
}

/** A query parameter's value: PHP reads a list as name[]=a&name[]=b. */
export type QueryValue = string | number | boolean | readonly (string | number | boolean)[];

/**
 * The query parameters WordPress's REST server reads on every route; a route's own fields are
 * its params. Left out on purpose: _envelope and _jsonp (the answer would not be the typed
 * JSON), _method (use the method option), _wpnonce (use nonce).
 */
export interface WpQuery {
  /** Embed the resources the answer links (true, or the link relations). */
  _embed?: true | string | readonly string[];
  /** "user": WordPress's messages in the logged-in user's language, as apiFetch asks. */
  _locale?: 'user';
  /** Pretty-printed JSON. */
  _pretty?: true;
}

/**
 * The _fields names an answer of type T has: a member, or "member.inner" inside an object member
 * (not inside a list member: WordPress then empties the list). A list answer's are its items'.
 */
export type FieldPath<T> = unknown extends T ? string : T extends readonly (infer Item)[] ? MemberPath<Item, []> : MemberPath<T, []>;

/**
 * What _fields takes: a FieldPath, or a comma-separated list of them (only its first name is
 * checked; a list, ['id', 'title'], is checked name by name).
 */
export type FieldList<T> = FieldPath<T> | ${'`'}${'$'}{FieldPath<T>},${'$'}{string}${'`'};

/** Depth counts the levels walked, so a shape that holds itself ends. */
type MemberPath<T, Depth extends unknown[]> = Depth['length'] extends 4 ? never
  : T extends readonly unknown[] ? never
  : T extends object ? { [K in keyof T & string]-?: K | (NonNullable<T[K]> extends readonly unknown[] ? never : NonNullable<T[K]> extends object ? ${'`'}${'$'}{K}.${'$'}{MemberPath<NonNullable<T[K]>, [...Depth, unknown]>}${'`'} : never) }[keyof T & string]
  : never;

/**
 * The answer with only the members _fields names, as WordPress filters it (a list answer's
 * items each); T itself without _fields.
 */
export type Picked<T, Field extends string> = [Field] extends [never] ? T
  : unknown extends T ? T
  : T extends readonly (infer Item)[] ? PickedMembers<Item, FieldNames<Field>>[]
  : PickedMembers<T, FieldNames<Field>>;

/** The names in a comma-separated _fields, as wp_parse_list() splits it. */
type FieldNames<Field extends string> = Field extends ${'`'}${'$'}{infer Name},${'$'}{infer Rest}${'`'} ? Trimmed<Name> | FieldNames<Rest> : Trimmed<Field>;
type Trimmed<S extends string> = S extends ${'`'} ${'$'}{infer Rest}${'`'} ? Trimmed<Rest> : S extends ${'`'}${'$'}{infer Rest} ${'`'} ? Trimmed<Rest> : S;

type FieldHead<Field extends string> = Field extends ${'`'}${'$'}{infer Head}.${'$'}{string}${'`'} ? Head : Field;
type FieldTail<Field extends string, K extends string> = Field extends ${'`'}${'$'}{K}.${'$'}{infer Tail}${'`'} ? Tail : never;

type PickedMembers<T, Field extends string> = T extends object
  ? { [K in keyof T as K extends FieldHead<Field> ? K : never]: K extends Field ? T[K] : PickedMembers<T[K], FieldTail<Field, K & string>> }
  : T;

/** _fields: the members of the answer to send back (FieldList). */
export interface FieldsQuery<Field extends string> {
  /**
   * Only these members of the answer: ['id', 'title'] or 'id,title', or inside an object member
   * 'author.name' (not inside a list member: WordPress empties the list). Literal names narrow
   * the answer's type to them.
   */
  _fields?: Field | readonly Field[];
}

/** A call's options: Query and Body are the route's (its <Call>Query and <Call>Body types). */
export interface RequestOptions<M extends HttpMethod = HttpMethod, Query = WpQuery & FieldsQuery<string> & Record<string, QueryValue>, Body = Record<string, unknown>> {
  /** Defaults to the route's first method. */
  method?: M;
  /** Query-string values besides the params: WordPress's own (_fields, _embed…), and the route's other fields. */
  query?: Query;
  /** JSON body fields besides the params (POST/PUT/PATCH add the params to them). */
  body?: Body;
  headers?: Record<string, string>;
  /** An AbortController's signal: aborting it rejects the call with WpApiError code 'aborted'. */
  signal?: AbortSignalLike;
}

/**
 * What the client reads of an AbortSignal: DOM's and Node's both fit, with or without their
 * lib in the tsconfig; an AbortController itself does not (pass its .signal).
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
}

type ParamType = 'string' | 'number' | 'boolean' | 'array' | 'object';

interface RouteSpec {
  /** /<namespace><endpoint>, without the param segments. */
  path: string;
  methods: readonly HttpMethod[];
  params: readonly (readonly [string, ParamType])[];
  /** false: the route says barePath: false, so params go in the path for every method. */
  bare?: false;
  /** The handler's declared fields: the query of GET and DELETE, the JSON body otherwise. */
  fields?: readonly string[];
  /** The WP_Error codes the route is known to answer besides SITE_CODES: any other is 'unexpected_error'. */
  codes: readonly string[];
  /** The client call's name, recorded on the WpApiError it throws. */
  call: string;
}

const BODY_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH'];

/** A number as the route accepts it: digits, sign and decimal point, never an exponent. */
function numberText(value: number): string {
  const text = String(value);
  return /e/i.test(text) ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : text;
}

/**
 * A path segment's text, escaped as little as works: WordPress hands segments over still
 * percent-encoded and the ts2wp runtime decodes them once, so characters legal in a path
 * (@ : $ ; = ,) stay as they are; & + ' / ? # % and the rest are escaped.
 */
function encodeSegmentText(text: string): string {
  return encodeURIComponent(text)
    .replace(/%(40|3A|24|3B|3D|2C)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/'/g, '%27');
}

/**
 * One path segment, as SPEC §3 reads it back: text, digits, true/false, a comma-separated
 * list (a comma inside an item is escaped), URL-encoded JSON.
 */
function encodeSegment(name: string, type: ParamType, value: unknown): string {
  switch (type) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(name + ' must be a finite number');
      return numberText(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'array':
      if (!Array.isArray(value)) throw new TypeError(name + ' must be an array');
      return value.map((item) => encodeSegmentText(typeof item === 'number' ? numberText(item) : String(item)).replace(/,/g, '%2C')).join(',');
    case 'object':
      return encodeSegmentText(JSON.stringify(value));
    default:
      return encodeSegmentText(String(value));
  }
}

/**
 * Why a segment cannot travel in this URL form (docs/decisions.md, Hosting), or null. A
 * '.' or '..' segment is removed by fetch itself (URL dot segments), so it goes through
 * ?rest_route=; there WordPress decodes the whole route once, so an escaped / would split
 * the segment and an escaped , would split an array item.
 */
function unsendable(name: string, segment: string, viaQuery: boolean): string | null {
  if (viaQuery && /%2F/i.test(segment)) return name + ' holds a "/", which ?rest_route= cannot carry in a path segment';
  if (viaQuery && /%2C/i.test(segment)) return name + ' has an array item with a ",", which ?rest_route= cannot carry';
  return null;
}

function isWpError(body: unknown): body is WpErrorBody {
  return typeof body === 'object' && body !== null && 'code' in body && 'message' in body
    && (typeof (body as WpErrorBody).code === 'string' || typeof (body as WpErrorBody).code === 'number');
}

/** UTF-8 text → base64 (btoa takes Latin-1 only). */
function base64(text: string): string {
  const bytes = unescape(encodeURIComponent(text));
  const g = globalThis as unknown as { btoa?: (s: string) => string };
  if (g.btoa) return g.btoa(bytes);
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes.charCodeAt(i) << 16) | ((bytes.charCodeAt(i + 1) || 0) << 8) | (bytes.charCodeAt(i + 2) || 0);
    out += chars[(n >> 18) & 63]! + chars[(n >> 12) & 63]! + (i + 1 < bytes.length ? chars[(n >> 6) & 63]! : '=') + (i + 2 < bytes.length ? chars[n & 63]! : '=');
  }
  return out;
}

/** A query field as PHP parses it: "tags[]=a&tags[]=b", "stay[from]=x"; null cannot be sent in a query. */
function queryPairs(name: string, value: unknown, out: string[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => queryPairs(name + (item !== null && typeof item === 'object' ? '[' + i + ']' : '[]'), item, out));
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) queryPairs(name + '[' + k + ']', v, out);
  } else {
    out.push(encodeURIComponent(name) + '=' + encodeURIComponent(typeof value === 'number' ? numberText(value) : String(value)));
  }
}

/** A call's body. */
function dataOf<T>(response: ApiResponse<T>): T {
  return response.data;
}

/**
 * Every page of a list route, asking for page 1, 2, … up to WordPress's X-WP-TotalPages
 * header (one page when the route sends none):
 * "for await (const items of pages((page) => api.withResponse.listArticles({ page }))) …"
 */
export async function* pages<T>(fetchPage: (page: number) => Promise<ApiResponse<T>>): AsyncGenerator<T, void, undefined> {
  for (let page = 1; ; page++) {
    const response = await fetchPage(page);
    yield response.data;
    const total = Number(response.headers.get('X-WP-TotalPages'));
    if (!Number.isInteger(total) || page >= total) return;
  }
}

const NO_HEADERS: ResponseHeaders = { get: () => null };

/** The answer's headers as RouteHeaders: one lookup under both names. */
function routeHeaders(headers: ResponseHeaders): RouteHeaders {
  const get = (name: string) => headers.get(name);
  return { get, getAny: get };
}

function isFetchedResponse(value: unknown): value is FetchedResponse {
  return typeof value === 'object' && value !== null && typeof (value as FetchedResponse).status === 'number'
    && typeof (value as FetchedResponse).text === 'function';
}

/**
 * A FetchLike over apiFetch, for a path under the REST root. With parse: false apiFetch
 * rejects with the Response itself for a non-2xx answer, and it refreshes an expired nonce
 * only when it parses the body itself: so both are done here.
 */
function apiFetchTransport(apiFetch: ApiFetchLike): FetchLike {
  const once = async (path: string, init: Parameters<FetchLike>[1]): Promise<FetchedResponse> => {
    try {
      const answer = await apiFetch({ ...init, path, parse: false });
      if (isFetchedResponse(answer)) return answer;
      throw new TypeError('apiFetch answered something that is not a Response');
    } catch (failure) {
      if (isFetchedResponse(failure)) return failure;
      if (failure instanceof Error) throw failure;
      const message = typeof failure === 'object' && failure !== null && 'message' in failure ? String((failure as { message: unknown }).message) : String(failure);
      throw new Error(message);
    }
  };
  return async (path, init) => {
    const first = await once(path, init);
    if (first.status !== 403 || !apiFetch.nonceEndpoint || !apiFetch.nonceMiddleware) return first;
    const text = await first.text();
    const again = { status: first.status, ok: first.ok, headers: first.headers ?? NO_HEADERS, text: async () => text };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return again;
    }
    if (!isWpError(body) || body.code !== 'rest_cookie_invalid_nonce') return again;
    const fresh = await (globalThis as unknown as { fetch: FetchLike }).fetch(apiFetch.nonceEndpoint, { method: 'GET', headers: {} });
    if (!fresh.ok) return again;
    apiFetch.nonceMiddleware.nonce = await fresh.text();
    // The old nonce header would win over the middleware's: send without it.
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(init.headers)) if (name.toLowerCase() !== 'x-wp-nonce') headers[name] = value;
    return once(path, { ...init, headers });
  };
}

function createSender(client: ClientOptions) {
  const viaApiFetch = 'apiFetch' in client;
  const site: FetchClientOptions | undefined = 'apiFetch' in client ? undefined : client;
  const root = site ? site.baseUrl.replace(/\/+$/, '') : '';
  return async function send<T, Status extends number, Header extends string>(route: RouteSpec, params: object | undefined, options: RequestOptions<HttpMethod, object, object> = {}): Promise<ApiResponse<T, Status, Header>> {
    const method = options.method ?? route.methods[0] ?? 'GET';
    const values = (params ?? {}) as Record<string, unknown>;
    const fromBody = route.bare !== false && BODY_METHODS.includes(method) && route.params.length > 0;
    let path = route.path;
    let body = options.body as Record<string, unknown> | undefined;
    if (fromBody) {
      body = { ...options.body };
      for (const [name] of route.params) body[name] = values[name];
    }
    const fieldQuery: string[] = [];
    for (const name of route.fields ?? []) {
      if (values[name] === undefined) continue;
      if (BODY_METHODS.includes(method)) {
        body = { ...body, [name]: values[name] };
      } else {
        queryPairs(name, values[name], fieldQuery);
      }
    }
    const segments: [string, string][] = [];
    if (!fromBody) {
      for (const [name, type] of route.params) {
        if (!(name in values)) throw new TypeError('Missing param ' + name);
        segments.push([name, encodeSegment(name, type, values[name])]);
      }
    }
    const viaQuery = site?.restRoute === 'query' || segments.some(([, segment]) => segment === '.' || segment === '..');
    for (const [name, segment] of segments) {
      const reason = unsendable(name, segment, viaQuery);
      if (reason) throw new TypeError(reason + ': send it in a body, or use pretty permalinks');
      path += '/' + segment;
    }
    const extraQuery: string[] = [];
    for (const [name, value] of Object.entries(options.query ?? {})) queryPairs(name, value, extraQuery);
    const query = extraQuery.concat(fieldQuery).join('&');
    // apiFetch takes the path under the REST root and adds the root itself.
    const url = viaApiFetch
      ? path + (query ? '?' + query : '')
      : viaQuery
        ? root + '/?rest_route=' + path + (query ? '&' + query : '')
        : root + '/wp-json' + path + (query ? '?' + query : '');

    const headers: Record<string, string> = { Accept: 'application/json', ...client.headers };
    if (site?.nonce) headers['X-WP-Nonce'] = site.nonce;
    if (site?.applicationPassword) {
      headers['Authorization'] = 'Basic ' + base64(site.applicationPassword.user + ':' + site.applicationPassword.password);
    }
    Object.assign(headers, options.headers);
    const init: Parameters<FetchLike>[1] = { method, headers };
    if (body !== undefined && method !== 'GET') {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    if (options.signal !== undefined) init.signal = options.signal;

    const doFetch = 'apiFetch' in client ? apiFetchTransport(client.apiFetch) : (client.fetch ?? (globalThis as unknown as { fetch?: FetchLike }).fetch);
    if (!doFetch) throw new TypeError('No fetch: pass createClient({ fetch })');
    let response: FetchedResponse;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // An abort is the caller's doing, not an unreachable site.
      const aborted = (error instanceof Error && error.name === 'AbortError') || options.signal?.aborted === true;
      throw new WpApiError(0, aborted ? 'aborted' : 'network_error', message, undefined, undefined, null, route.call);
    }
    const text = await response.text();
    let data: unknown = null;
    let json = true;
    if (text !== '') {
      try {
        data = JSON.parse(text);
      } catch {
        json = false;
        data = text;
      }
    }
    if (!response.ok || !json) {
      if (isWpError(data)) {
        const wpCode = String(data.code);
        const known = SITE_CODES.includes(wpCode) || route.codes.includes(wpCode);
        throw new WpApiError(response.status, known ? wpCode : 'unexpected_error', data.message, data.data, data, wpCode, route.call);
      }
      const code = json ? 'http_' + response.status : 'invalid_json';
      throw new WpApiError(response.status, code, method + ' ' + url + ' answered ' + response.status + (json ? '' : ' with a body that is not JSON'), undefined, data, null, route.call);
    }
    // The status is one the route answers: the document's success statuses, read from the handler.
    return { data: data as T, status: response.status as Status, headers: routeHeaders(response.headers ?? NO_HEADERS) as RouteHeaders<Header> };
  };
}
`;

/** `; needs a logged-in user …` for a method's doc comment: who may call the route. */
function clientPermissionNote(route: Pick<RouteModel, 'permission'>): string {
  if (!route.permission) return '';
  const caps = capabilitiesPhrase(route);
  return `; needs a logged-in user${caps ? ` with ${caps}` : ''} (nonce or application password)`;
}
