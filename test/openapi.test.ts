// `ts2wp openapi`: the OpenAPI 3.1 document, checked with an OpenAPI schema validator, and the
// response schemas the type checker infers from handler return types.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../emitter/compile.js';
import { codeText } from '../emitter/diagnostics/diagnostic.js';
import { buildOpenApiDocument } from '../emitter/openapi/document.js';
import { analyzeApi, type ApiProject } from '../emitter/openapi/project.js';
import type { JsonSchema } from '../emitter/openapi/schema.js';
import { buildProject } from './helpers/build.js';
import { runCli } from './helpers/cli.js';
import { closePhp, getPhp } from './helpers/php.js';
import { PHP_CONTROLLER, TYPES_CONTROLLER } from './helpers/api-fixtures.js';
import { controller, makeProject, REPO } from './helpers/project.js';
import { restRequests, type HarnessRequest } from './helpers/wp.js';

// JSON Schema 2020-12 (OpenAPI 3.1's dialect): the OpenAPI validator checks the document's
// structure but not the schemas inside it, so they are compiled with the Ajv it ships.
const requireFromValidator = createRequire(
  createRequire(import.meta.url).resolve('@seriousme/openapi-schema-validator'),
);
const Ajv2020 = requireFromValidator('ajv/dist/2020').default as new (options: object) => {
  compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown };
};
const ajv = new Ajv2020({ strict: false, allErrors: true });

function analyze(dir: string): ApiProject {
  const { diagnostics, project } = analyzeApi(dir);
  expect(diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).map((d) => d.messageText)).toEqual([]);
  return project!;
}

async function validate(document: object): Promise<void> {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(document) as Record<string, unknown>);
  expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
  expect(result.valid).toBe(true);
  expect(validator.version).toBe('3.1');
}

type Doc = { paths: Record<string, Record<string, any>>; components: Record<string, any>; [key: string]: any };

function body200(doc: Doc, pathKey: string, method = 'get', status = '200'): JsonSchema {
  return doc.paths[pathKey][method]!.responses[status].content['application/json'].schema;
}

/** The response schema for a status (or `default`), with the document's $refs inlined. */
function responseSchema(doc: Doc, pathKey: string, method: string, status: number): object {
  const responses = doc.paths[pathKey][method]!.responses;
  let response = responses[String(status)] ?? responses.default;
  expect(response, `${method} ${pathKey} has no ${status} response`).toBeDefined();
  const inline = (value: any): any => {
    if (Array.isArray(value)) return value.map(inline);
    if (!value || typeof value !== 'object') return value;
    if (typeof value.$ref === 'string') {
      const [, , group, name] = value.$ref.split('/');
      return inline(doc.components[group][name]);
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inline(v)]));
  };
  response = inline(response);
  return response.content['application/json'].schema;
}

let basic: Doc;
let types: Doc;
let typesProject: ApiProject;
let typesDir: string;

afterAll(closePhp);

beforeAll(() => {
  basic = buildOpenApiDocument(analyze(path.join(REPO, 'samples', 'basic'))) as Doc;
  typesDir = makeProject({ ...TYPES_CONTROLLER, ...PHP_CONTROLLER });
  typesProject = analyze(typesDir);
  types = buildOpenApiDocument(typesProject, { server: 'https://shop.example' }) as Doc;
});

describe('ts2wp openapi: samples/basic', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    await validate(basic);
    expect(basic.openapi).toBe('3.1.0');
    expect(basic.info).toMatchObject({ title: 'TypeScript Basic Demo', version: '1.0.0' });
  });

  it('has one path per route form, with typed path parameters', () => {
    expect(Object.keys(basic.paths)).toEqual([
      '/wp-json/demo/v1/articles',
      '/wp-json/demo/v1/hello/{name}/{age}',
      '/wp-json/demo/v1/user',
      '/wp-json/demo/v1/user/{id}/{email}/{is_admin}',
    ]);
    const hello = basic.paths['/wp-json/demo/v1/hello/{name}/{age}'].get;
    expect(hello.operationId).toBe('greeting');
    expect(hello.parameters.map((p: any) => [p.name, p.in, p.required, p.schema.type])).toEqual([
      ['name', 'path', true, 'string'],
      ['age', 'path', true, 'number'],
    ]);
    expect(hello.security).toEqual([]); // Public, said explicitly.
  });

  it('names operations by route name and method; body methods use the bare path', () => {
    const ids = Object.values(basic.paths).flatMap((item) =>
      Object.entries(item).map(([m, op]) => `${m} ${op.operationId}`),
    );
    expect(ids.sort()).toEqual([
      'get articles',
      'get greeting',
      'get user',
      'post createArticle',
      'post saveUser_post',
      'post saveUser_post_path',
      'put saveUser_put',
      'put saveUser_put_path',
    ]);
    const post = basic.paths['/wp-json/demo/v1/user'].post;
    expect(post.parameters).toBeUndefined();
    expect(Object.keys(post.requestBody.content)).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    expect(post.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['id', 'email', 'is_admin'],
      properties: { id: { type: 'number' }, email: { type: 'string' }, is_admin: { type: 'boolean' } },
    });
    // A body method without params takes any body at its (only) path.
    expect(basic.paths['/wp-json/demo/v1/articles'].post.requestBody.required).toBe(false);
  });

  it('infers the 200 bodies from the handlers', () => {
    expect(body200(basic, '/wp-json/demo/v1/hello/{name}/{age}')).toEqual({
      type: 'object',
      properties: { message: { type: 'string' } },
      required: ['message'],
    });
    expect(body200(basic, '/wp-json/demo/v1/articles')).toEqual({
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'number' }, title: { type: 'string' } },
        required: ['id', 'title'],
      },
    });
    expect(body200(basic, '/wp-json/demo/v1/articles', 'post')).toEqual({
      type: 'object',
      properties: { created: { type: 'boolean' }, title: { type: 'string' } },
      required: ['created', 'title'],
    });
  });

  it('names the capability of a capability route, with its security, 401 and 403', () => {
    const create = basic.paths['/wp-json/demo/v1/articles'].post;
    expect(create.security).toEqual([{ wpCookie: [], wpNonce: [] }, { applicationPassword: [] }]);
    expect(create.description).toMatch(/Requires a logged-in user with the capability `publish_posts`/);
    expect(create.responses['401']).toEqual({ $ref: '#/components/responses/RestForbidden' });
    expect(create.responses['403']).toEqual({ $ref: '#/components/responses/RestForbiddenCapability' });
    expect(basic.components.responses.RestForbiddenCapability.content['application/json'].example).toEqual({
      code: 'rest_forbidden',
      message: 'Sorry, you are not allowed to do that.',
      data: { status: 403 },
    });
    const save = basic.paths['/wp-json/demo/v1/user'].put;
    expect(save.description).toMatch(/the capabilities `create_users` and `edit_users`/);
    expect(save.responses['403']).toEqual({ $ref: '#/components/responses/RestForbiddenCapability' });
    // Public routes have neither.
    const list = basic.paths['/wp-json/demo/v1/articles'].get;
    expect([list.security, list.responses['401'], list.responses['403']]).toEqual([[], undefined, undefined]);
  });

  it('describes WordPress errors with one shared WP_Error schema', () => {
    expect(basic.components.schemas.WP_Error).toMatchObject({ type: 'object', required: ['code', 'message', 'data'] });
    const responses = basic.paths['/wp-json/demo/v1/hello/{name}/{age}'].get.responses;
    expect(responses['400']).toEqual({ $ref: '#/components/responses/RestInvalidParam' });
    expect(responses['404']).toEqual({ $ref: '#/components/responses/RestNoRoute' });
    expect(responses['500']).toEqual({ $ref: '#/components/responses/ServerError' });
    expect(responses['401']).toBeUndefined();
    expect(basic.components.responses.RestInvalidParam.content['application/json']).toMatchObject({
      schema: { $ref: '#/components/schemas/RestInvalidParam' },
      example: { code: 'rest_invalid_param' },
    });
    // No params, no 400.
    expect(basic.paths['/wp-json/demo/v1/articles'].get.responses['400']).toBeUndefined();
  });
});

describe("ts2wp openapi: WordPress's 400s (samples/blog-api)", () => {
  it('a create route lists rest_missing_callback_param beside rest_invalid_param and its own 400; a path form does not', async () => {
    const blog = buildOpenApiDocument(analyze(path.join(REPO, 'samples', 'blog-api'))) as any;
    await validate(blog);
    const variants = (op: any) => op.responses['400'].content?.['application/json'].schema.oneOf;
    expect(variants(blog.paths['/wp-json/blog/v1/articles'].post)).toEqual([
      { $ref: '#/components/schemas/RestInvalidParam' },
      { $ref: '#/components/schemas/RestMissingCallbackParam' },
      {
        allOf: [{ $ref: '#/components/schemas/WP_Error' }, { properties: { code: { const: 'blog_invalid_article' } } }],
      },
    ]);
    expect(blog.paths['/wp-json/blog/v1/articles'].post.responses['400'].description).toMatch(
      /rest_missing_callback_param`, listing `title`, `content`/,
    );
    // In the path form every param is in the URL: nothing can be missing.
    expect(variants(blog.paths['/wp-json/blog/v1/articles/{title}/{content}'].post)).toEqual([
      { $ref: '#/components/schemas/RestInvalidParam' },
      {
        allOf: [{ $ref: '#/components/schemas/WP_Error' }, { properties: { code: { const: 'blog_invalid_article' } } }],
      },
    ]);
    expect(blog.paths['/wp-json/blog/v1/articles'].get.responses['400']).toEqual({
      $ref: '#/components/responses/RestInvalidParam',
    });
    expect(blog.components.schemas.RestMissingCallbackParam.allOf[1].properties.data).toEqual({
      type: 'object',
      required: ['status', 'params'],
      properties: {
        status: { type: 'integer', description: 'Always 400.' },
        params: { type: 'array', items: { type: 'string' } },
      },
    });
  });
});

describe('ts2wp openapi: path parameters, security and inferred types', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    await validate(types);
    expect(types.servers[0].variables.site.default).toBe('https://shop.example');
  });

  it('encodes arrays as comma-separated simple style and objects as URL-encoded JSON', () => {
    const params = types.paths['/wp-json/types/v1/created/{title}/{tags}/{meta}/{draft}'].get.parameters;
    const [, tags, meta, draft] = params;
    expect(tags).toMatchObject({
      name: 'tags',
      style: 'simple',
      explode: false,
      schema: { type: 'array', items: { type: 'string' } },
    });
    expect(tags.description).toMatch(/comma-separated/);
    expect(meta).toMatchObject({ name: 'meta', content: { 'application/json': { schema: { type: 'object' } } } });
    expect(meta.schema).toBeUndefined();
    expect(meta.description).toMatch(/URL-encoded JSON/);
    expect(draft.schema).toEqual({ type: 'boolean' });
    const form = types.paths['/wp-json/types/v1/created'].post.requestBody.content['application/x-www-form-urlencoded'];
    expect(form.encoding).toEqual({
      tags: { style: 'form', explode: false },
      meta: { contentType: 'application/json' },
    });
  });

  it('puts cookie + nonce or an application password on permission routes, with a 401', () => {
    const op = types.paths['/wp-json/types/v1/opaque'].get;
    expect(op.security).toEqual([{ wpCookie: [], wpNonce: [] }, { applicationPassword: [] }]);
    expect(op.responses['401']).toEqual({ $ref: '#/components/responses/RestForbidden' });
    expect(types.components.securitySchemes).toMatchObject({
      wpCookie: { type: 'apiKey', in: 'cookie' },
      wpNonce: { type: 'apiKey', in: 'header', name: 'X-WP-Nonce' },
      applicationPassword: { type: 'http', scheme: 'basic' },
    });
  });

  it('reads object shapes with required and optional properties, and null; titles them with their type name', () => {
    expect(body200(types, '/wp-json/types/v1/item/{id}')).toEqual({
      type: 'object',
      title: 'Item',
      properties: {
        id: { type: 'number' },
        title: { type: 'string' },
        tags: { type: 'array', items: { type: 'string' } },
        note: { type: ['string', 'null'] },
      },
      required: ['id', 'title', 'note'],
    });
  });

  it('turns WP_Error returns into error responses with their status and code', () => {
    const responses = types.paths['/wp-json/types/v1/item/{id}'].get.responses;
    expect(responses['422'].content['application/json'].schema).toEqual({
      allOf: [{ $ref: '#/components/schemas/WP_Error' }, { properties: { code: { const: 'bad_id' } } }],
    });
    expect(responses['404'].content['application/json'].schema.allOf[1]).toEqual({
      properties: { code: { enum: ['rest_no_route', 'not_found'] } },
    });
    expect(responses['404'].description).toMatch(/`not_found`/);
    // A code only known at run time (no data: status 500); a status only known at run time: `default`.
    const dynamic = types.paths['/wp-json/types/v1/dynamic-error/{code}'].get.responses;
    expect(dynamic['500'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/WP_Error' });
    expect(dynamic['500'].description).toMatch(/another code/);
    expect(dynamic.default.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/WP_Error' });
    expect(dynamic['200'].content['application/json'].schema).toEqual({
      type: 'object',
      properties: { fine: { type: 'boolean' } },
      required: ['fine'],
    });
  });

  it('uses oneOf for discriminated or differently typed members, anyOf when they overlap', () => {
    expect(body200(types, '/wp-json/types/v1/shape/{n}')).toEqual({
      oneOf: [
        { type: 'object', properties: { kind: { const: 'circle' }, r: { type: 'number' } }, required: ['kind', 'r'] },
        {
          type: 'object',
          properties: { kind: { const: 'square' }, side: { type: 'number' } },
          required: ['kind', 'side'],
        },
      ],
    });
    const mixed = body200(types, '/wp-json/types/v1/mixed');
    expect(mixed.anyOf).toHaveLength(3);
    expect(mixed.anyOf).toContainEqual({ type: 'array', items: { type: 'string' } });
    expect(mixed.anyOf).toContainEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'number' } },
      required: ['a'],
    });
  });

  it('maps literals to const/enum, records to additionalProperties, tuples to prefixItems', () => {
    const status = body200(types, '/wp-json/types/v1/status');
    expect(status.properties!.level.enum!.slice().sort()).toEqual([1, 2, 3]);
    expect(status.properties!.flag).toEqual({ const: true });
    expect(status.properties!.map).toEqual({ type: 'object', additionalProperties: { type: 'number' } });
    expect(status.properties!.pair).toEqual({
      type: 'array',
      prefixItems: [{ type: 'number' }, { type: 'string' }],
      items: false,
      minItems: 2,
      maxItems: 2,
    });
    expect(status.properties!.list).toEqual({ type: 'array', items: { type: 'boolean' } });
    expect(body200(types, '/wp-json/types/v1/maybe/{q}')).toEqual({
      oneOf: [{ type: 'null' }, { enum: ['text', 42] }],
    });
  });

  it('reads WP_REST_Response data and status from `new WP_REST_Response(data, status)`; otherwise any JSON', () => {
    const created = types.paths['/wp-json/types/v1/created'].post.responses;
    expect(created['200']).toBeUndefined();
    expect(created['201'].content['application/json'].schema).toEqual({
      type: 'object',
      properties: { id: { type: 'number' }, title: { type: 'string' } },
      required: ['id', 'title'],
    });
    // A response held in a local is read through it.
    expect(body200(types, '/wp-json/types/v1/opaque')).toEqual({
      type: 'object',
      properties: { ok: { type: 'boolean' } },
      required: ['ok'],
    });
  });

  it("follows responses and errors through locals, set_status(), header() and the project's helper functions", async () => {
    const dir = makeProject({
      'app/lib/replies.ts': `import { WP_Error, WP_REST_Response } from 'ts2wp/wordpress';

export interface Note { id: number; text: string }

export function notFound(id: number): WP_Error {
  return new WP_Error('notes_not_found', \`No note \${id}.\`, { status: 404 });
}

export const forbidden = (): WP_Error => new WP_Error('notes_forbidden', 'Not yours.', { status: 403 });

export function created(note: Note): WP_REST_Response {
  const response = new WP_REST_Response(note);
  response.set_status(201);
  response.header('Location', \`/notes/\${note.id}\`);
  return response;
}
`,
      ...controller(
        `  @Api({ namespace: 'notes/v1', endpoint: '/notes', name: 'listNotes' })
  list() {
    const notes: Note[] = [{ id: 1, text: 'a' }];
    const response = new WP_REST_Response(notes);
    response.header('X-WP-Total', String(notes.length));
    response.header('X-WP-TotalPages', '1');
    return response;
  }

  @Api({ namespace: 'notes/v1', endpoint: '/notes', name: 'getNote', params: { id: 'number' } })
  get(params: { id: number }) {
    if (params.id === 0) return forbidden();
    return params.id === 1 ? ({ id: 1, text: 'a' } as Note) : notFound(params.id);
  }

  @Api({ namespace: 'notes/v1', endpoint: '/notes', name: 'createNote', methods: 'POST', permission: 'edit_posts', params: { text: 'string' } })
  create(params: { text: string }) {
    return created({ id: 2, text: params.text });
  }

  @Api({ namespace: 'notes/v1', endpoint: '/notes/any' })
  any(params: { flag?: string }) {
    let response = new WP_REST_Response({ a: 1 });
    if (params.flag) response = new WP_REST_Response('text');
    return response;
  }`,
        'NoteController',
        "import { Api, Controller } from 'ts2wp';\nimport { WP_REST_Response } from 'ts2wp/wordpress';\nimport { created, forbidden, notFound, type Note } from '../lib/replies';",
      ),
    });
    const doc = buildOpenApiDocument(analyze(dir)) as Doc;
    await validate(doc);
    const note = {
      type: 'object',
      title: 'Note',
      properties: { id: { type: 'number' }, text: { type: 'string' } },
      required: ['id', 'text'],
    };
    const list = doc.paths['/wp-json/notes/v1/notes'].get.responses['200'];
    expect(list.content['application/json'].schema).toEqual({ type: 'array', items: note });
    expect(Object.keys(list.headers)).toEqual(['X-WP-Total', 'X-WP-TotalPages']);
    const create = doc.paths['/wp-json/notes/v1/notes'].post.responses;
    expect(create['200']).toBeUndefined();
    expect(create['201'].content['application/json'].schema).toEqual(note);
    expect(Object.keys(create['201'].headers)).toEqual(['Location']);
    const get = doc.paths['/wp-json/notes/v1/notes/{id}'].get.responses;
    expect(get['200'].content['application/json'].schema).toEqual(note);
    expect(JSON.stringify(get['404'])).toContain('notes_not_found');
    expect(JSON.stringify(get['403'])).toContain('notes_forbidden');
    // A local that is assigned again is not followed: any JSON.
    expect(body200(doc, '/wp-json/notes/v1/notes/any')).toEqual({});
  });

  it('describes unknown, index-signature, recursive and hand-written PHP results loosely', () => {
    expect(body200(types, '/wp-json/types/v1/unknown')).toEqual({});
    expect(body200(types, '/wp-json/types/v1/anything')).toEqual({ type: 'object', additionalProperties: {} });
    expect(body200(types, '/wp-json/types/v1/tree')).toEqual({
      type: 'object',
      title: 'TreeNode',
      properties: {
        name: { type: 'string' },
        children: { type: 'array', items: { description: 'A recursive type (not expanded).' } },
      },
      required: ['name', 'children'],
    });
    const php = types.paths['/wp-json/types/v1/php/{id}'].get;
    expect(php.operationId).toBe('seedItem');
    expect(php.responses['200'].content['application/json'].schema).toEqual({});
    expect(php.description).toMatch(/Hand-written PHP/);
  });

  it('names unnamed routes Controller_method', () => {
    expect(types.paths['/wp-json/types/v1/shape/{n}'].get.operationId).toBe('TypesController_shape');
    expect(types.paths['/wp-json/types/v1/created'].post.operationId).toBe('TypesController_created_post');
    expect(types.paths['/wp-json/types/v1/created/{title}/{tags}/{meta}/{draft}'].post.operationId).toBe(
      'TypesController_created_post_path',
    );
  });
});

describe('ts2wp openapi: what WordPress answers matches the schemas', () => {
  it('every schema in both documents is valid JSON Schema 2020-12', () => {
    for (const doc of [basic, types]) {
      for (const [pathKey, item] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(item)) {
          for (const status of Object.keys(op.responses)) {
            expect(
              () => ajv.compile(responseSchema(doc, pathKey, method, Number(status) || 0)),
              `${method} ${pathKey} ${status}`,
            ).not.toThrow();
          }
        }
      }
    }
    expect(() => ajv.compile({ type: 'obj' })).toThrow();
  });

  /** Sends the requests through WordPress's REST code and checks each body against the document. */
  async function check(doc: Doc, plugin: string, cases: [HarnessRequest, string, number][]): Promise<void> {
    const answers = await restRequests(
      await getPhp('8.3'),
      [plugin],
      cases.map(([request]) => request),
    );
    answers.forEach((answer, i) => {
      const [request, pathKey, status] = cases[i];
      const label = `${request.method} ${request.path} → ${answer.status} ${JSON.stringify(answer.data)}`;
      expect(answer.status, label).toBe(status);
      const validate = ajv.compile(responseSchema(doc, pathKey, request.method.toLowerCase(), status));
      expect(validate(answer.data), `${label}: ${JSON.stringify(validate.errors)}`).toBe(true);
    });
  }

  it('samples/basic', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-basic-'));
    fs.cpSync(path.join(REPO, 'samples', 'basic'), dir, {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}build`),
    });
    await check(basic, await buildProject(dir), [
      [{ method: 'GET', path: '/demo/v1/hello/Ada/36' }, '/wp-json/demo/v1/hello/{name}/{age}', 200],
      [{ method: 'GET', path: '/demo/v1/hello/Ada/old' }, '/wp-json/demo/v1/hello/{name}/{age}', 400],
      [{ method: 'GET', path: '/demo/v1/articles' }, '/wp-json/demo/v1/articles', 200],
      [{ method: 'POST', path: '/demo/v1/articles', json: { title: 'T' } }, '/wp-json/demo/v1/articles', 401],
      [
        { method: 'POST', path: '/demo/v1/articles', json: { title: 'T' }, user: 2, caps: ['read'] },
        '/wp-json/demo/v1/articles',
        403,
      ],
      [{ method: 'POST', path: '/demo/v1/articles', json: { title: 'T' }, user: 1 }, '/wp-json/demo/v1/articles', 200],
      [{ method: 'GET', path: '/demo/v1/user/1/a@b.c/true' }, '/wp-json/demo/v1/user/{id}/{email}/{is_admin}', 200],
      [
        { method: 'PUT', path: '/demo/v1/user', json: { id: 2, email: 'x', is_admin: false }, user: 1 },
        '/wp-json/demo/v1/user',
        200,
      ],
      [{ method: 'GET', path: '/demo/v1/hello/Ada/36/more' }, '/wp-json/demo/v1/hello/{name}/{age}', 404],
    ]);
  });

  it('the inference fixture', async () => {
    const P = '/wp-json/types/v1';
    await check(types, await buildProject(typesDir), [
      [{ method: 'GET', path: '/types/v1/item/5' }, `${P}/item/{id}`, 200],
      [{ method: 'GET', path: '/types/v1/item/-1' }, `${P}/item/{id}`, 422],
      [{ method: 'GET', path: '/types/v1/item/0' }, `${P}/item/{id}`, 404],
      [{ method: 'GET', path: '/types/v1/shape/2' }, `${P}/shape/{n}`, 200],
      [{ method: 'GET', path: '/types/v1/shape/-2' }, `${P}/shape/{n}`, 200],
      [{ method: 'GET', path: '/types/v1/status' }, `${P}/status`, 200],
      [
        { method: 'POST', path: '/types/v1/created', json: { title: 'T', tags: ['a'], meta: { k: 1 }, draft: true } },
        `${P}/created`,
        201,
      ],
      [{ method: 'GET', path: '/types/v1/created/T/a,b/%7B%7D/0' }, `${P}/created/{title}/{tags}/{meta}/{draft}`, 201],
      [{ method: 'GET', path: '/types/v1/opaque' }, `${P}/opaque`, 401],
      [{ method: 'GET', path: '/types/v1/opaque', user: 1 }, `${P}/opaque`, 200],
      [{ method: 'GET', path: '/types/v1/anything?x=1' }, `${P}/anything`, 200],
      [{ method: 'GET', path: '/types/v1/maybe/x' }, `${P}/maybe/{q}`, 200],
      [{ method: 'GET', path: '/types/v1/maybe/y' }, `${P}/maybe/{q}`, 200],
      [{ method: 'GET', path: '/types/v1/maybe/z' }, `${P}/maybe/{q}`, 200],
      [{ method: 'GET', path: '/types/v1/tree' }, `${P}/tree`, 200],
      [{ method: 'GET', path: '/types/v1/mixed' }, `${P}/mixed`, 200],
      [{ method: 'GET', path: '/types/v1/dynamic-error/ok' }, `${P}/dynamic-error/{code}`, 500],
      [{ method: 'GET', path: '/types/v1/dynamic-error/teapot' }, `${P}/dynamic-error/{code}`, 406],
      [{ method: 'GET', path: '/types/v1/php/3' }, `${P}/php/{id}`, 200],
    ]);
  });
});

describe('ts2wp openapi (CLI)', () => {
  it('reports what `ts2wp check` reports about a handler outside the subset, without emitting the plugin', () => {
    const dir = makeProject(
      controller(
        `  @Api({ namespace: 'a/v1', endpoint: '/x' })\n  x() { const w = new WeakMap(); return { n: 1 }; }\n` +
          `  @Api({ namespace: 'a/v1', endpoint: '/y', name: 'bad name' })\n  y() { return 1; }\n`,
      ),
    );
    const api = analyzeApi(dir);
    const check = compileProject(dir);
    const codes = (ds: readonly ts.Diagnostic[]) => ds.map(codeText).sort();
    expect(codes(api.diagnostics)).toEqual(['TS2WP1008', 'TS2WP3003']);
    expect(codes(api.diagnostics)).toEqual(codes(check.diagnostics));
    expect(api.project).toBeUndefined();
  });

  it('writes --out, prints to stdout without it, and exits 1 on project errors', async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-openapi-')), 'api', 'openapi.json');
    const written = await runCli(['openapi', path.join(REPO, 'samples', 'basic'), '--out', out]);
    expect(written.code, written.stderr).toBe(0);
    expect(written.stdout).toMatch(/OpenAPI 3\.1, 5 route\(s\), 8 operation\(s\)/);
    const doc = JSON.parse(fs.readFileSync(out, 'utf8'));
    await validate(doc);
    expect(doc.paths).toEqual(basic.paths);

    const printed = await runCli(['openapi', path.join(REPO, 'samples', 'basic')]);
    expect(printed.code, printed.stderr).toBe(0);
    expect(JSON.parse(printed.stdout)).toEqual(doc);

    const broken = makeProject(controller(`  @Api({ namespace: 'bad' })\n  x() { return 1; }\n`));
    const failed = await runCli(['openapi', broken, '--out', path.join(broken, 'openapi.json')]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/TS2WP\d+/);
    expect(fs.existsSync(path.join(broken, 'openapi.json'))).toBe(false);

    const help = await runCli(['openapi', '--help']);
    expect(help.stdout).toMatch(/Examples:/);
  }, 240_000);
});
