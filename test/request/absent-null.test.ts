// Absent vs JSON null inside handlers, and typed multipart/form-data fields, through
// WordPress's REST server (test/harness/wp-rest.php) on PHP 7.4 and 8.3: each request gets
// the answer the same handler gives in Node for the params a Node unit test would pass, or
// a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePhp, getPhp, PHP_VERSIONS } from '../helpers/php.js';
import { restRequests, type HarnessRequest } from '../helpers/wp.js';
import { NOTES } from './notes.js';
import { answersOf, edgeProject, invalidParam, type EdgeCase, type EdgeProject } from './project.js';

const create = (
  name: string,
  req: Omit<HarnessRequest, 'method' | 'path'>,
  params?: Record<string, unknown>,
): EdgeCase => ({
  name,
  req: { method: 'POST', path: '/notes/v1/notes', ...req },
  node: params && { handler: 'create', params },
});
const multipart = (parts: [string, string][]) => ({ multipart: parts });

const CASES: EdgeCase[] = [
  // JSON: absent, null, a string, an empty string.
  create('JSON: note absent', { json: { title: 'a' } }, { title: 'a' }),
  create('JSON: note null', { json: { title: 'a', note: null } }, { title: 'a', note: null }),
  create('JSON: note a string', { json: { title: 'a', note: 'x' } }, { title: 'a', note: 'x' }),
  create('JSON: note empty', { json: { title: 'a', note: '' } }, { title: 'a', note: '' }),
  // A nested member, read through an optional chain.
  create('JSON: nested due absent', { json: { title: 'a', meta: {} } }, { title: 'a', meta: {} }),
  create('JSON: nested due null', { json: { title: 'a', meta: { due: null } } }, { title: 'a', meta: { due: null } }),
  create('JSON: nested due set', { json: { title: 'a', meta: { due: 'x' } } }, { title: 'a', meta: { due: 'x' } }),
  // A destructured handler parameter, captured by a closure; a default that applies only when absent.
  {
    name: 'PATCH: nothing to change',
    req: { method: 'PATCH', path: '/notes/v1/notes/7', json: {} },
    node: { handler: 'update', params: { id: 7 } },
  },
  {
    name: 'PATCH: clear the note',
    req: { method: 'PATCH', path: '/notes/v1/notes/7', json: { note: null } },
    node: { handler: 'update', params: { id: 7, note: null } },
  },
  {
    name: 'PATCH: write the note and the title',
    req: { method: 'PATCH', path: '/notes/v1/notes/7', json: { note: 'x', title: 't' } },
    node: { handler: 'update', params: { id: 7, note: 'x', title: 't' } },
  },
  {
    name: 'PATCH: null for a title that does not allow it',
    req: { method: 'PATCH', path: '/notes/v1/notes/7', json: { title: null } },
    error: invalidParam('title'),
  },
  // Query fields: a query cannot carry null; absent and the empty string differ.
  { name: 'GET: no filter', req: { method: 'GET', path: '/notes/v1/notes' }, node: { handler: 'list', params: {} } },
  {
    name: 'GET: a filter and an empty label',
    req: { method: 'GET', path: '/notes/v1/notes?note=x&label=' },
    node: { handler: 'list', params: { note: 'x', label: '' } },
  },
  // Urlencoded and multipart forms: text fields typed by the schema.
  create('form: note empty', { form: { title: 'a', note: '' } }, { title: 'a', note: '' }),
  create(
    'multipart: number, "1" boolean, tags[] array',
    multipart([
      ['title', 'a'],
      ['count', '3'],
      ['urgent', '1'],
      ['tags[]', 'x'],
      ['tags[]', 'y'],
    ]),
    { title: 'a', count: 3, urgent: true, tags: ['x', 'y'] },
  ),
  create(
    'multipart: "0" boolean, comma list, empty note',
    multipart([
      ['title', 'a'],
      ['urgent', '0'],
      ['tags', 'p,q'],
      ['note', ''],
    ]),
    { title: 'a', note: '', urgent: false, tags: ['p', 'q'] },
  ),
  create(
    'multipart: "false" boolean',
    multipart([
      ['title', 'a'],
      ['urgent', 'false'],
    ]),
    { title: 'a', urgent: false },
  ),
  create(
    'multipart: unicode text',
    multipart([
      ['title', 'naïve 🌊'],
      ['note', '日本'],
    ]),
    {
      title: 'naïve 🌊',
      note: '日本',
    },
  ),
  {
    ...create(
      'multipart: bad number',
      multipart([
        ['title', 'a'],
        ['count', 'abc'],
      ]),
    ),
    error: invalidParam('count'),
  },
  {
    ...create(
      'multipart: bad boolean',
      multipart([
        ['title', 'a'],
        ['urgent', 'maybe'],
      ]),
    ),
    error: invalidParam('urgent'),
  },
  {
    ...create('multipart: missing title', multipart([['count', '1']])),
    error: { status: 400, code: 'rest_missing_callback_param', field: 'title' },
  },
];

let project: EdgeProject;

beforeAll(async () => {
  project = await edgeProject('absent-null', 'NotesController', NOTES);
});
afterAll(closePhp);

describe.each(PHP_VERSIONS)('absent, null and multipart through WordPress on PHP %s', (version) => {
  it(`answers ${CASES.length} requests as Node does, or 400 naming the field`, async () => {
    const responses = await restRequests(
      await getPhp(version),
      [project.plugin],
      CASES.map((c) => c.req),
    );
    const { got, want } = answersOf(CASES, responses, project);
    expect(got).toEqual(want);
    // The three JSON notes, and the three nested ones, answer three different ways.
    expect(new Set(got.slice(0, 3).map((g) => JSON.stringify(g.body))).size).toBe(3);
    expect(new Set(got.slice(4, 7).map((g) => (g.body as { due: string }).due)).size).toBe(3);
  });
});
