// A plugin ships only the runtime classes its PHP can reach (render.ts, pruneRuntime):
// the seed's three routes need no case tables, dates, JSON or number formatting. Every
// differential suite runs the pruned builds, so a class missing where it is needed fails
// there as a fatal "class not found"; this file checks what is left out and why.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compiler/compile.js';
import { controller, makeProject, REPO } from './helpers/project.js';

const framework = (files: Map<string, string> | undefined) =>
  [...(files ?? new Map<string, string>()).keys()]
    .filter((rel) => rel.startsWith('framework/'))
    .map((rel) => rel.slice('framework/'.length))
    .sort();

const handler = (body: string) =>
  controller(`  @Api({ namespace: 'ship/v1', endpoint: '/x', params: { s: 'string' } })
  x(params: { s: string }) {
    ${body}
  }`);

describe('the runtime a plugin ships', () => {
  it('samples/basic: the router and the core classes, not the case tables, dates, JSON or numbers', () => {
    const files = framework(compileProject(path.join(REPO, 'samples', 'basic')).files);
    expect(files).toEqual(
      expect.arrayContaining(['Plugin.php', 'Router.php', 'Controller.php', 'Js.php', 'JsString.php']),
    );
    for (const absent of ['JsCaseMap.php', 'JsDate.php', 'JsJson.php', 'JsNumber.php', 'Hooks.php'])
      expect(files).not.toContain(absent);
  });

  it('samples/events, which has hooks, ships the hooks runtime', () => {
    expect(framework(compileProject(path.join(REPO, 'samples', 'events')).files)).toContain('Hooks.php');
  });

  it.each([
    ['return { u: params.s.toUpperCase() };', 'JsCaseMap.php'],
    ['return { l: params.s.toLowerCase() };', 'JsCaseMap.php'],
    ['return { d: new Date(0).toISOString() };', 'JsDate.php'],
    ['return { j: JSON.stringify({ s: params.s }) };', 'JsJson.php'],
    ['return { f: (1.5).toFixed(2) };', 'JsNumber.php'],
  ])('%s ships %s', (body, needed) => {
    const result = compileProject(makeProject(handler(body)));
    expect(result.diagnostics).toEqual([]);
    expect(framework(result.files)).toContain(needed);
  });

  it('a handler that uses none of them ships none of them', () => {
    const files = framework(compileProject(makeProject(handler('return { s: params.s + "!" };'))).files);
    for (const absent of ['JsCaseMap.php', 'JsDate.php', 'JsJson.php', 'JsNumber.php'])
      expect(files).not.toContain(absent);
  });
});
