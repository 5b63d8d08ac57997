// The OpenAPI document as other tools read it: redocly's recommended ruleset finds nothing in
// any sample's document, and openapi-typescript turns each into types that compile under the
// strictest settings. e2e/site/blog-api.mjs types live answers with them.
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../compiler/openapi/document.js';
import { analyzeApi } from '../compiler/openapi/project.js';
import { STRICT_CONSUMER, typeCheck } from './helpers/client-module.js';
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
});
