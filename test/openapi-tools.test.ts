// The OpenAPI document as other tools read it: redocly's recommended ruleset finds nothing in
// any sample's document; openapi-typescript turns each into types, and orval and
// @hey-api/openapi-ts into fetch clients, that compile under the strictest settings.
// e2e/site/blog-api.mjs types live answers with openapi-typescript and calls the live site
// with orval's client.
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../emitter/openapi/document.js';
import { analyzeApi } from '../emitter/openapi/project.js';
import { STRICT_CONSUMER, STRICT_DOM_CONSUMER, thirdPartyClient, typeCheck } from './helpers/client-module.js';
import { REPO } from './helpers/project.js';

const SAMPLES = ['basic', 'blog-api', 'events', 'todo-api'];

function documentOf(sample: string): Record<string, any> {
  const { diagnostics, project } = analyzeApi(path.join(REPO, 'samples', sample));
  expect(diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error)).toEqual([]);
  return buildOpenApiDocument(project!, { server: 'https://example.com' }) as Record<string, any>;
}

async function redoclyProblems(document: object): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(document, null, 2),
    absoluteRef: path.join(REPO, 'openapi.json'),
    config,
  });
  return problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
}

describe('the OpenAPI document in other tools', () => {
  it.each(SAMPLES)("samples/%s: redocly's recommended ruleset reports no problem", async (sample) => {
    expect(await redoclyProblems(documentOf(sample))).toEqual([]);
  });

  it('redocly does report a problem the document could have (an operation without security)', async () => {
    const document = documentOf('basic');
    for (const item of Object.values(document.paths as Record<string, Record<string, any>>))
      for (const operation of Object.values(item)) delete operation.security;
    delete document.security;
    expect((await redoclyProblems(document)).join('\n')).toMatch(/security-defined/);
  });

  it.each(SAMPLES)(
    'samples/%s: openapi-typescript writes types that compile under the strictest settings',
    async (sample) => {
      const types = astToString(await openapiTS(documentOf(sample)));
      expect(types).toContain('export interface paths');
      expect(typeCheck({ 'api.ts': types }, STRICT_CONSUMER)).toEqual([]);
    },
  );

  it.each(SAMPLES.flatMap((sample) => [['orval', sample] as const, ['hey-api', sample] as const]))(
    '%s: a fetch client from samples/%s compiles under strict (DOM types), with no warning',
    async (tool, sample) => {
      const warnings: string[] = [];
      const warn = console.warn;
      const log = console.log;
      // orval reports a document its validator refuses on the console and goes on.
      console.warn = console.log = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
      let files: Record<string, string>;
      try {
        files = await thirdPartyClient(tool, documentOf(sample));
      } finally {
        console.warn = warn;
        console.log = log;
      }
      expect(warnings.filter((w) => /fail|invalid|error/i.test(w))).toEqual([]);
      const entry = tool === 'orval' ? 'api.ts' : 'index.ts';
      expect(Object.keys(files)).toContain(entry);
      expect(typeCheck(files, STRICT_DOM_CONSUMER)).toEqual([]);
    },
    60_000,
  );

  it("orval's and hey-api's clients type samples/blog-api's declared fields and answers", async () => {
    const document = documentOf('blog-api');
    const orval = await thirdPartyClient('orval', document);
    const hey = await thirdPartyClient('hey-api', document);
    const use = (files: Record<string, string>, consumer: string) =>
      typeCheck({ ...files, 'consumer.ts': consumer }, STRICT_DOM_CONSUMER).map((e) => `${e.file}: ${e.message}`);
    const orvalGood = `import { listArticles, createArticle, updateArticle, type createArticleResponse } from './api.js';
export async function main(): Promise<string> {
  const list = await listArticles({ search: 'wp', page: 2, per_page: 20 });
  await updateArticle({ id: 1, title: 'New' }, { headers: { 'Content-Type': 'application/json' } });
  const made: createArticleResponse = await createArticle({ title: 'T', content: 'C' });
  // 201 is the success: its data is the article; a 403 is a WP_Error.
  if (made.status === 201) return made.data.title;
  if (made.status === 403) return String(made.data.code);
  return list.status === 200 ? String(list.data.total) : list.data.message;
}
`;
    expect(use(orval, orvalGood)).toEqual([]);
    expect(use(orval, orvalGood.replace('per_page: 20', 'per_pgae: 20'))).toEqual([
      expect.stringMatching(/consumer.ts: .*'per_pgae' does not exist/),
    ]);
    const heyGood = `import { listArticles, createArticle } from './index.js';
export async function main(): Promise<string> {
  const list = await listArticles({ query: { search: 'wp', page: 2, per_page: 20 } });
  const made = await createArticle({ body: { title: 'T', content: 'C' } });
  if (made.data) return made.data.title;
  if (made.error) return String(made.error.code);
  return list.data ? String(list.data.total) : '';
}
`;
    expect(use(hey, heyGood)).toEqual([]);
    expect(use(hey, heyGood.replace('per_page: 20', 'per_pgae: 20'))).toEqual([
      expect.stringMatching(/consumer.ts: .*'per_pgae' does not exist/),
    ]);
  }, 60_000);
});
