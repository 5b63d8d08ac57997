// Hand-written PHP handlers' answers in the OpenAPI document and the client: read from the
// method's `@return` docblock (PHPStan/Psalm types) or its declared return type.
// e2e/site/blog-api.mjs types samples/blog-api's live /stats answer with them.
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { phpHandlerResponses } from '../emitter/analyze/php-return-type.js';
import { generateClient } from '../emitter/openapi/client.js';
import { buildOpenApiDocument } from '../emitter/openapi/document.js';
import { analyzeApi } from '../emitter/openapi/project.js';
import { typeCheck } from './helpers/client-module.js';
import { makeProject, REPO } from './helpers/project.js';

const doc = (type: string) =>
  `/**\n * Something.\n *\n * @param array $params The params.\n * @return ${type} What it answers.\n */`;
const success = (type: string) => phpHandlerResponses(doc(type), undefined)?.success.get(200);

describe('PHP handler return types', () => {
  it.each([
    ['int', { type: 'integer' }],
    ['float', { type: 'number' }],
    ['?string', { anyOf: [{ type: 'string' }, { type: 'null' }] }],
    ['bool|null', { anyOf: [{ type: 'boolean' }, { type: 'null' }] }],
    ['string[]', { type: 'array', items: { type: 'string' } }],
    ['list<int>', { type: 'array', items: { type: 'integer' } }],
    ['array<int, string>', { type: 'array', items: { type: 'string' } }],
    ['array<string, int>', { type: 'object', additionalProperties: { type: 'integer' } }],
    [
      "array{id: int, 'title'?: string, tags: list<string>}",
      {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          title: { type: 'string' },
          tags: { type: 'array', items: { type: 'string' } },
        },
        required: ['id', 'tags'],
      },
    ],
    [
      'array{int, string}',
      { type: 'array', prefixItems: [{ type: 'integer' }, { type: 'string' }], minItems: 2, items: false },
    ],
    [
      "'draft'|'publish'",
      {
        anyOf: [
          { type: 'string', const: 'draft' },
          { type: 'string', const: 'publish' },
        ],
      },
    ],
    ['array', {}],
    ['mixed', {}],
    ['\\WP_REST_Response', {}],
  ])('@return %s', (type, schema) => {
    expect(success(type)).toEqual(schema);
  });

  it('a shape written over several lines, a WP_Error member, and the declared type when there is no @return', () => {
    const multi = phpHandlerResponses(
      '/**\n * @return array{\n *   id: int,\n *   title: string\n * }|\\WP_Error The post.\n */',
      undefined,
    );
    expect(multi).toEqual({
      success: new Map([
        [
          200,
          {
            type: 'object',
            properties: { id: { type: 'integer' }, title: { type: 'string' } },
            required: ['id', 'title'],
          },
        ],
      ]),
      errors: [{ status: null, code: null }],
      from: 'its @return docblock',
    });
    expect(phpHandlerResponses('/** Counts. */', '?array')).toMatchObject({
      success: new Map([[200, {}]]),
      from: 'its declared return type',
    });
    expect(phpHandlerResponses(undefined, 'int')?.success.get(200)).toEqual({ type: 'integer' });
    expect(phpHandlerResponses('/** No type here. */', undefined)).toBeUndefined();
    // Not a type this reader knows: the body stays undescribed rather than guessed.
    expect(phpHandlerResponses(doc('array{id: int'), undefined)).toBeUndefined();
  });

  it("samples/blog-api's /stats: the OpenAPI response and the client's BlogStatsResponse come from its @return", () => {
    const { diagnostics, project } = analyzeApi(path.join(REPO, 'samples', 'blog-api'));
    expect(diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error)).toEqual([]);
    const document = buildOpenApiDocument(project!, { server: 'https://example.com' }) as Record<string, any>;
    const stats = document.paths['/wp-json/blog/v1/stats'].get;
    expect(stats.description).toMatch(/read from its @return docblock/);
    expect(stats.responses['200'].content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['published', 'drafts', 'trashed', 'latest'],
    });
    const client = generateClient(project!);
    const consumer = `import type { BlogStatsResponse } from './client.js';
export function total(stats: BlogStatsResponse): string {
  return String(stats.published + stats.drafts + stats.trashed) + (stats.latest ? stats.latest.title : '');
}
`;
    expect(typeCheck({ 'client.ts': client, 'consumer.ts': consumer })).toEqual([]);
    // A property the type does not have is an error, so the type is not `unknown` or any JSON.
    const wrong = consumer.replace('stats.trashed', 'stats.trash');
    expect(typeCheck({ 'client.ts': client, 'consumer.ts': wrong }).map((e) => e.message)).toEqual([
      expect.stringMatching(/Property 'trash' does not exist/),
    ]);
  });

  it('a handler without either stays any JSON, as before', () => {
    const dir = makeProject({
      'app/Controllers/PlainController.php': `<?php
namespace App\\Controllers;

use Framework\\Attributes\\Api;
use Framework\\Controller;

class PlainController extends Controller {
	#[Api(namespace: 'plain/v1', endpoint: '/x')]
	public function x( $params, $request ) {
		return array( 'ok' => true );
	}
}
`,
    });
    const { project } = analyzeApi(dir);
    expect(generateClient(project!)).toContain('export type XResponse = unknown;');
  });
});
