// The twins matrix (e2e/twins.test.mjs): what WordPress's own clients send to every route of
// every sample. A cell is { name, url, method?, headers?, json?, form?, who?, remember?,
// differs? }: `url` may hold `{key}`, replaced by an id the site's seed or an earlier cell
// remembered (each site its own); `who` is a user logged in with an application password;
// `differs(ours, theirs)` asserts a deliberate difference instead of equality.
import { expect } from 'vitest';
/** The samples, by folder, and their plugin slugs. */
export const SAMPLES = {
  basic: 'typescript-basic-demo',
  'blog-api': 'typescript-blog-api',
  events: 'typescript-events',
  'todo-api': 'typescript-todo-api',
};

export const SUBSCRIBER = 'twin-sub';

/**
 * Run with php on each site after install (argv[1]: the WordPress folder): a subscriber,
 * application passwords for it and the administrator, the first post's dates fixed, and two
 * events (one upcoming, one past). Prints `@@` and JSON { passwords, ids }.
 */
export const SEED_SCRIPT = `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require $argv[1] . '/wp-load.php';
$sub = wp_insert_user( array( 'user_login' => '${SUBSCRIBER}', 'user_pass' => 'twin-sub-pass', 'user_email' => 'sub@example.invalid', 'role' => 'subscriber' ) );
$passwords = array();
foreach ( array( 'admin', '${SUBSCRIBER}' ) as $login ) {
	$created = WP_Application_Passwords::create_new_application_password( get_user_by( 'login', $login )->ID, array( 'name' => 'twins' ) );
	$passwords[ $login ] = $created[0];
}
wp_update_post( array( 'ID' => 1, 'post_date' => '2026-01-02 03:04:05', 'post_date_gmt' => '2026-01-02 03:04:05' ) );
$ids = array();
foreach ( array( 'future' => array( 'Launch', '2099-01-02', 0 ), 'past' => array( 'Retro', '2020-05-06', 120 ) ) as $key => $event ) {
	$ids[ $key ] = wp_insert_post( array( 'post_type' => 'event', 'post_status' => 'publish', 'post_title' => $event[0] ) );
	update_post_meta( $ids[ $key ], 'event_date', $event[1] );
	update_post_meta( $ids[ $key ], 'event_capacity', $event[2] );
}
echo "\\n@@" . wp_json_encode( array( 'passwords' => $passwords, 'ids' => $ids ) );
`;

/** The members a route's response schema describes (of each item, for a list). */
const described = (schema) => Object.keys(schema.properties ?? schema.items?.properties ?? {});

/**
 * Every way a client reads a GET route: `route` (no query), `query` (its own query string),
 * `fields` (a flat `_fields`), `nested` (an `a.b` one, where the data nests), `schema` (false
 * for a route whose answer has no declared type, so no response schema).
 */
function readCells({ route, query = '', fields, nested, who, label = '', schema = true }) {
  const q = (...extra) => {
    const s = [query, ...extra].filter(Boolean).join('&');
    return s ? `?${s}` : '';
  };
  const name = (kind) => `GET ${route}${q()}${label} ${kind}`;
  const base = { who };
  // What shows the request did what its kind says, so that two equally broken answers cannot pass.
  const ok = (ours) => ours.status === 200;
  const namespace = route.split('/').slice(1, 3).join('/');
  const cells = [
    { name: name('plain'), url: `/wp-json${route}${q()}` },
    { name: name(`_fields=${fields}`), url: `/wp-json${route}${q(`_fields=${fields}`)}` },
    nested && { name: name(`_fields=${nested} (nested)`), url: `/wp-json${route}${q(`_fields=${nested}`)}` },
    { name: name('_embed'), url: `/wp-json${route}${q('_embed')}` },
    {
      name: name('_envelope'),
      url: `/wp-json${route}${q('_envelope')}`,
      expect: (ours) => expect(Object.keys(ours.body)).toEqual(['body', 'status', 'headers']),
    },
    { name: name('_envelope with _fields'), url: `/wp-json${route}${q('_envelope', `_fields=${fields}`)}` },
    {
      name: name('_jsonp'),
      url: `/wp-json${route}${q('_jsonp=twinsCallback')}`,
      expect: (ours) => expect(ours.text).toMatch(/^\/\*\*\/twinsCallback\(/),
    },
    { name: name('context=edit'), url: `/wp-json${route}${q('context=edit')}` },
    { name: name('context=view'), url: `/wp-json${route}${q('context=view')}` },
    {
      name: name('OPTIONS'),
      url: `/wp-json${route}${q()}`,
      method: 'OPTIONS',
      expect: (ours) => {
        expect(ours.body.namespace).toBe(namespace);
        // The route's schema (a core controller's get_public_item_schema()) names what `_fields` reads.
        if (!schema) {
          expect(ours.body.schema).toBeUndefined();
          return;
        }
        expect(ours.body.schema.$schema).toBe('http://json-schema.org/draft-04/schema#');
        expect(described(ours.body.schema)).toEqual(expect.arrayContaining(fields.split(',')));
      },
    },
    { name: name('HEAD'), url: `/wp-json${route}${q()}`, method: 'HEAD', expect: (ours) => expect(ours.text).toBe('') },
    { name: name('?rest_route='), url: `/?rest_route=${encodeURIComponent(route)}${query ? `&${query}` : ''}` },
    {
      name: name('?rest_route= with _fields'),
      url: `/?rest_route=${encodeURIComponent(route)}&${q(`_fields=${fields}`).slice(1)}`,
    },
    { name: name('trailing slash'), url: `/wp-json${route}/${q()}` },
    { name: name('/index.php/wp-json'), url: `/index.php/wp-json${route}${q()}` },
    { name: name('POST with _method=GET'), url: `/wp-json${route}${q('_method=GET')}`, method: 'POST' },
    {
      name: name('POST with X-HTTP-Method-Override: GET'),
      url: `/wp-json${route}${q()}`,
      method: 'POST',
      headers: { 'x-http-method-override': 'GET' },
    },
    {
      name: name('rest_post_dispatch edits the data as an array'),
      url: `/wp-json${route}${q()}`,
      headers: { 'x-twins-edit': '1' },
      // The probe's filter found an array (it added a key), not an object.
      expect: (ours) => ok(ours) && expect(ours.body.twins_edited).toBeGreaterThan(0),
    },
    {
      name: name('rest_do_request() from PHP'),
      url: internal({ method: 'GET', route, query: Object.fromEntries(new URLSearchParams(query)), user: who }),
      expect: (ours) => expect(ours.body.class).toBe('WP_REST_Response'),
    },
    {
      name: name('rest_do_request() from PHP with _fields and _embed'),
      url: internal({
        method: 'GET',
        route,
        query: { ...Object.fromEntries(new URLSearchParams(query)), _fields: fields },
        embed: true,
        user: who,
      }),
    },
  ];
  return cells.filter(Boolean).map((c) => ({ ...base, ...c }));
}

/** The probe's page that answers what rest_do_request() gives PHP (e2e/fixtures/twins/twins-probe.php). */
const internal = (spec) => `/?twins_internal=${encodeURIComponent(JSON.stringify(spec))}`;

/** A write as an anonymous caller, a subscriber and the administrator (and `extra` kinds as the administrator). */
function writeCells({ route, method, json, remember, label = '' }) {
  const name = (kind) => `${method} ${route}${label} ${kind}`;
  return [
    { name: name('anonymous'), url: `/wp-json${route}`, method, json },
    { name: name('subscriber'), url: `/wp-json${route}`, method, json, who: SUBSCRIBER },
    { name: name('OPTIONS'), url: `/wp-json${route}`, method: 'OPTIONS' },
    { name: name('administrator'), url: `/wp-json${route}`, method, json, who: 'admin', remember },
  ];
}

/** A batch of write requests (as the administrator unless `who` says otherwise). */
const batch = (name, requests, { validation = false, who = 'admin' } = {}) => ({
  name: `POST /batch/v1 ${name}${validation ? ' (validation: require-all-validate)' : ''}`,
  url: '/wp-json/batch/v1',
  method: 'POST',
  json: { ...(validation ? { validation: 'require-all-validate' } : {}), requests },
  who,
});

export const CELLS = [
  // The REST index lists every route with its methods and args: the samples' beside core's.
  { name: 'GET /wp-json/ (the index)', url: '/wp-json/' },
  { name: 'GET /?rest_route=/ with _fields=namespaces', url: '/?rest_route=/&_fields=namespaces' },
  // samples/basic
  { name: 'GET /demo/v1 (namespace index)', url: '/wp-json/demo/v1' },
  ...readCells({ route: '/demo/v1/articles', fields: 'title' }),
  ...readCells({ route: '/demo/v1/hello/Ada/36', fields: 'message' }),
  { name: 'GET /demo/v1/hello/Ada/old (400)', url: '/wp-json/demo/v1/hello/Ada/old' },
  {
    name: 'GET /demo/v1/hello/Ada%20Lovelace/36: ts2wp decodes the path segment, WordPress hands it over encoded',
    url: '/wp-json/demo/v1/hello/Ada%20Lovelace/36',
    differs: (ours, theirs) => {
      expect(ours.body).toEqual({ message: 'Hello Ada Lovelace, you are 36' });
      expect(theirs.body).toEqual({ message: 'Hello Ada%20Lovelace, you are 36' });
      expect({ ...ours, body: undefined }).toEqual({ ...theirs, body: undefined });
    },
  },
  {
    name: 'GET /demo/v1/hello/Ada/36?name=Bob&age=40: on a ts2wp route the URL segment wins over the query string',
    url: '/wp-json/demo/v1/hello/Ada/36?name=Bob&age=40',
    differs: (ours, theirs) => {
      expect(ours.body).toEqual({ message: 'Hello Ada, you are 36' });
      expect(theirs.body).toEqual({ message: 'Hello Bob, you are 40' });
      expect({ ...ours, body: undefined }).toEqual({ ...theirs, body: undefined });
    },
  },
  {
    name: 'GET /demo/v1/hello/Ada/3.6e1: a number in a path has no exponent on a ts2wp route',
    url: '/wp-json/demo/v1/hello/Ada/3.6e1',
    differs: (ours, theirs) => {
      expect([ours.status, ours.body.code, Object.keys(ours.body.data.params)]).toEqual([
        400,
        'rest_invalid_param',
        ['age'],
      ]);
      expect([theirs.status, theirs.body]).toEqual([200, { message: 'Hello Ada, you are 36' }]);
    },
  },
  { name: 'GET /demo/v1/user/3/a@b.c/TRUE (a boolean in any case)', url: '/wp-json/demo/v1/user/3/a@b.c/TRUE' },
  {
    name: 'GET ?rest_route=/demo/v1/hello/Ada%20Lovelace/36: decoded by PHP for both',
    url: `/?rest_route=${encodeURIComponent('/demo/v1/hello/Ada Lovelace/36')}`,
  },
  ...readCells({ route: '/demo/v1/user/3/ada@example.com/true', fields: 'id,is_admin' }),
  ...readCells({
    route: '/demo/v1/user/3/ada@example.com/true',
    fields: 'email',
    who: 'admin',
    label: ' as administrator',
  }),
  ...writeCells({ route: '/demo/v1/articles', method: 'POST', json: { title: 'Twins' } }),
  {
    name: 'POST /demo/v1/articles form body',
    url: '/wp-json/demo/v1/articles',
    method: 'POST',
    form: { title: 'Form' },
    who: 'admin',
  },
  {
    name: 'POST /demo/v1/articles _envelope _fields=title',
    url: '/wp-json/demo/v1/articles?_envelope&_fields=title',
    method: 'POST',
    json: { title: 'Enveloped' },
    who: 'admin',
  },
  ...writeCells({ route: '/demo/v1/user', method: 'PUT', json: { id: 4, email: 'b@example.com', is_admin: false } }),
  {
    name: 'POST /demo/v1/user?_method=PUT',
    url: '/wp-json/demo/v1/user?_method=PUT',
    method: 'POST',
    json: { id: 4, email: 'b@example.com', is_admin: 'false' },
    who: 'admin',
  },
  {
    name: 'POST /demo/v1/user/5/c@example.com/1 X-HTTP-Method-Override: PUT',
    url: '/wp-json/demo/v1/user/5/c@example.com/1',
    method: 'POST',
    headers: { 'x-http-method-override': 'PUT' },
    who: 'admin',
  },
  {
    name: 'POST /demo/v1/user (JSON)',
    url: '/wp-json/demo/v1/user',
    method: 'POST',
    json: { id: 8, email: 'f@example.com', is_admin: 0 },
    who: 'admin',
  },
  {
    name: 'PUT /demo/v1/user missing params (400)',
    url: '/wp-json/demo/v1/user',
    method: 'PUT',
    json: { id: 'x' },
    who: 'admin',
  },
  {
    name: 'rest_do_request() PUT /demo/v1/user as administrator',
    url: internal({
      method: 'PUT',
      route: '/demo/v1/user',
      json: { id: 6, email: 'd@example.com', is_admin: true },
      user: 'admin',
    }),
  },
  batch('POST /demo/v1/articles (not allowed)', [{ path: '/demo/v1/articles', body: { title: 'Batched' } }]),

  // samples/blog-api
  { name: 'GET /blog/v1 (namespace index)', url: '/wp-json/blog/v1' },
  ...readCells({ route: '/blog/v1/articles', fields: 'total,pages', nested: 'items.title,total' }),
  ...readCells({ route: '/blog/v1/articles', fields: 'total', who: 'admin', label: ' as administrator' }),
  {
    name: 'GET /blog/v1/articles?search=nothing&per_page=1',
    url: '/wp-json/blog/v1/articles?search=nothing&per_page=1',
  },
  // The list's declared fields: WordPress checks them against their args (type, minimum, maximum).
  { name: 'GET /blog/v1/articles?page=2&per_page=1', url: '/wp-json/blog/v1/articles?page=2&per_page=1' },
  { name: 'GET /blog/v1/articles?per_page=500 (400)', url: '/wp-json/blog/v1/articles?per_page=500' },
  { name: 'GET /blog/v1/articles?per_page=abc (400)', url: '/wp-json/blog/v1/articles?per_page=abc' },
  // Invalid fields are listed in the order the request sent them, as core lists its args (both sites).
  {
    name: 'GET /blog/v1/articles?per_page=abc&page=0 (400, per_page before page)',
    url: '/wp-json/blog/v1/articles?per_page=abc&page=0',
  },
  {
    name: 'GET /blog/v1/articles?page=0&per_page=abc (400, page before per_page)',
    url: '/wp-json/blog/v1/articles?page=0&per_page=abc',
  },
  ...readCells({ route: '/blog/v1/articles/1', fields: 'id,title' }),
  ...readCells({ route: '/blog/v1/articles/1', fields: 'link', who: 'admin', label: ' as administrator' }),
  { name: 'GET /blog/v1/articles/999 (404)', url: '/wp-json/blog/v1/articles/999' },
  { name: 'GET /blog/v1/articles/999 (404) _envelope', url: '/wp-json/blog/v1/articles/999?_envelope' },
  {
    name: 'GET /blog/v1/articles/999 (404) _fields=code,data.status',
    url: '/wp-json/blog/v1/articles/999?_fields=code,data.status',
  },
  { name: 'GET /blog/v1/articles/999 (404) _jsonp', url: '/wp-json/blog/v1/articles/999?_jsonp=twinsCallback' },
  { name: 'HEAD /blog/v1/articles/999 (404)', url: '/wp-json/blog/v1/articles/999', method: 'HEAD' },
  // A hand-written PHP handler (StatsController.php) has no declared type: no schema on either site.
  ...readCells({ route: '/blog/v1/stats', fields: 'published', nested: 'latest.title', schema: false }),
  ...writeCells({
    route: '/blog/v1/articles',
    method: 'POST',
    json: { title: 'Twin <b>post</b>', content: '<p>Hi</p><script>x</script>' },
    remember: 'article',
  }),
  { name: 'GET /blog/v1/articles/{article} (created)', url: '/wp-json/blog/v1/articles/{article}' },
  {
    name: 'POST /blog/v1/articles/{article}?_method=PUT',
    url: '/wp-json/blog/v1/articles/{article}?_method=PUT',
    method: 'POST',
    json: { title: 'Renamed' },
    who: 'admin',
  },
  {
    name: 'PUT /blog/v1/articles?id={article} (bare path, id from the query string)',
    url: '/wp-json/blog/v1/articles?id={article}',
    method: 'PUT',
    json: { content: 'Bare path' },
    who: 'admin',
  },
  {
    name: 'POST /blog/v1/articles/{article} X-HTTP-Method-Override: PUT (form)',
    url: '/wp-json/blog/v1/articles/{article}',
    method: 'POST',
    headers: { 'x-http-method-override': 'PUT' },
    form: { content: 'Form content' },
    who: 'admin',
  },
  {
    name: 'PUT /blog/v1/articles/{article} a title that is not a string (400)',
    url: '/wp-json/blog/v1/articles/{article}',
    method: 'PUT',
    json: { title: 5 },
    who: 'admin',
  },
  {
    name: 'PUT /blog/v1/articles/{article} {"content": 5, "title": null} (400, content before title)',
    url: '/wp-json/blog/v1/articles/{article}',
    method: 'PUT',
    json: { content: 5, title: null },
    who: 'admin',
  },
  {
    name: 'PUT /blog/v1/articles/{article} subscriber',
    url: '/wp-json/blog/v1/articles/{article}',
    method: 'PUT',
    json: { title: 'No' },
    who: SUBSCRIBER,
  },
  { name: 'OPTIONS /blog/v1/articles/{article}', url: '/wp-json/blog/v1/articles/{article}', method: 'OPTIONS' },
  {
    name: 'GET /blog/v1/articles/{article} as administrator (Allow)',
    url: '/wp-json/blog/v1/articles/{article}',
    who: 'admin',
  },
  {
    name: 'POST /blog/v1/articles/{article}?_method=DELETE (trash)',
    url: '/wp-json/blog/v1/articles/{article}?_method=DELETE',
    method: 'POST',
    who: 'admin',
  },
  {
    name: 'DELETE /blog/v1/articles/{article} again (404)',
    url: '/wp-json/blog/v1/articles/{article}',
    method: 'DELETE',
    who: 'admin',
  },
  {
    name: 'POST /blog/v1/articles/Path-title/Body (path form)',
    url: '/wp-json/blog/v1/articles/Path-title/Body',
    method: 'POST',
    who: 'admin',
    remember: 'pathArticle',
  },
  {
    name: 'DELETE /blog/v1/articles/{pathArticle}?force=yes (400)',
    url: '/wp-json/blog/v1/articles/{pathArticle}?force=yes',
    method: 'DELETE',
    who: 'admin',
  },
  {
    name: 'DELETE /blog/v1/articles/{pathArticle}?force=true',
    url: '/wp-json/blog/v1/articles/{pathArticle}?force=true',
    method: 'DELETE',
    who: 'admin',
  },
  {
    name: 'POST /blog/v1/articles empty title (400)',
    url: '/wp-json/blog/v1/articles',
    method: 'POST',
    json: { title: ' ', content: '' },
    who: 'admin',
  },
  { name: 'GET /blog/v1/stats after the writes', url: '/wp-json/blog/v1/stats' },
  batch('DELETE /blog/v1/articles/999 (not allowed)', [{ method: 'DELETE', path: '/blog/v1/articles/999' }], {
    validation: true,
  }),

  // samples/events
  { name: 'GET /events/v1 (namespace index)', url: '/wp-json/events/v1' },
  ...readCells({ route: '/events/v1/events', fields: 'today', nested: 'events.title,events.date' }),
  ...readCells({ route: '/events/v1/events', query: 'all=1', fields: 'events', nested: 'events.id' }),
  ...readCells({ route: '/events/v1/events/{future}', fields: 'title,capacity' }),
  { name: 'GET /events/v1/events/{past}', url: '/wp-json/events/v1/events/{past}' },
  { name: 'GET /events/v1/events/1 (404: a post, not an event)', url: '/wp-json/events/v1/events/1' },
  ...writeCells({
    route: '/events/v1/events',
    method: 'POST',
    json: { title: 'Twin meetup', date: '2099-3-4' },
    remember: 'event',
  }),
  { name: 'GET /events/v1/events/{event} (created)', url: '/wp-json/events/v1/events/{event}' },
  {
    name: 'POST /events/v1/events bad date (422)',
    url: '/wp-json/events/v1/events',
    method: 'POST',
    json: { title: 'x', date: '2099-02-30' },
    who: 'admin',
  },
  {
    name: 'POST /events/v1/events/Path/2099-12-31 (path form) ?_envelope',
    url: '/wp-json/events/v1/events/Path/2099-12-31?_envelope',
    method: 'POST',
    who: 'admin',
  },
  {
    name: 'POST /?rest_route=/events/v1/events (form)',
    url: '/?rest_route=/events/v1/events',
    method: 'POST',
    form: { title: 'Query form', date: '2099-01-01' },
    who: 'admin',
  },
  batch('POST /events/v1/events (not allowed)', [
    { path: '/events/v1/events', body: { title: 'B', date: '2099-01-01' } },
  ]),

  // samples/todo-api
  { name: 'GET /todo/v1 (namespace index)', url: '/wp-json/todo/v1' },
  ...readCells({ route: '/todo/v1/todos', fields: 'total,page', nested: 'items.title' }),
  ...readCells({
    route: '/todo/v1/todos',
    query: 'status=open&q=php&sort=-priority&per_page=2',
    fields: 'items',
    nested: 'items.id,pages',
  }),
  { name: 'GET /todo/v1/todos?sort=bogus (400)', url: '/wp-json/todo/v1/todos?sort=bogus' },
  { name: 'GET /todo/v1/todos?page=9&per_page=500', url: '/wp-json/todo/v1/todos?page=9&per_page=500' },
  ...readCells({ route: '/todo/v1/todos/2', fields: 'title,tags' }),
  { name: 'GET /todo/v1/todos/99 (404)', url: '/wp-json/todo/v1/todos/99' },
  { name: 'GET /todo/v1/todos/1.5 (404)', url: '/wp-json/todo/v1/todos/1.5' },
  { name: 'GET /todo/v1/todos/two (400)', url: '/wp-json/todo/v1/todos/two' },
  ...readCells({ route: '/todo/v1/stats', fields: 'topTags', nested: 'byStatus.open' }),
  ...writeCells({
    route: '/todo/v1/todos',
    method: 'POST',
    json: { title: '  New   todo ', priority: 2, tags: ['A', 'a', 'B'] },
  }),
  {
    name: 'POST /todo/v1/todos invalid (422)',
    url: '/wp-json/todo/v1/todos',
    method: 'POST',
    json: { title: ' ', priority: 9 },
    who: 'admin',
  },
  {
    name: 'POST /todo/v1/todos priority "x" (400)',
    url: '/wp-json/todo/v1/todos',
    method: 'POST',
    json: { title: 'a', priority: 'x' },
    who: 'admin',
  },
  {
    name: 'POST /todo/v1/todos/Path/3 (path form)',
    url: '/wp-json/todo/v1/todos/Path/3',
    method: 'POST',
    who: 'admin',
  },
  {
    name: 'POST /todo/v1/todos form body',
    url: '/wp-json/todo/v1/todos',
    method: 'POST',
    form: { title: 'Form', priority: '4' },
    who: 'admin',
  },
  {
    name: 'rest_do_request() POST /todo/v1/todos as administrator',
    url: internal({ method: 'POST', route: '/todo/v1/todos', json: { title: 'Inner', priority: 1 }, user: 'admin' }),
  },
  {
    name: 'rest_do_request() POST /todo/v1/todos anonymous',
    url: internal({ method: 'POST', route: '/todo/v1/todos', json: { title: 'Inner', priority: 1 } }),
  },
  batch('POST /todo/v1/todos ×2', [
    { path: '/todo/v1/todos', body: { title: 'B1', priority: 1 } },
    { path: '/todo/v1/todos', body: { title: 'B2', priority: 2 } },
  ]),
  batch(
    'POST /todo/v1/todos, one invalid',
    [
      { path: '/todo/v1/todos', body: { title: 'B1', priority: 1 } },
      { path: '/todo/v1/todos', body: { title: 'B2', priority: 'high' } },
    ],
    { validation: true },
  ),
  batch('POST /todo/v1/todos, one invalid (validation: normal)', [
    { path: '/todo/v1/todos', body: { title: 'B1', priority: 1 } },
    { path: '/todo/v1/todos', body: { title: 'B2', priority: 'high' } },
    { path: '/todo/v1/todos', body: { title: ' ', priority: 1 } },
  ]),
  batch('POST /todo/v1/todos beside POST /events/v1/events (not allowed)', [
    { path: '/todo/v1/todos', body: { title: 'B1', priority: 1 } },
    { path: '/events/v1/events', body: { title: 'B', date: '2099-01-01' } },
  ]),
  batch('POST /todo/v1/todos as a subscriber', [{ path: '/todo/v1/todos', body: { title: 'B1', priority: 1 } }], {
    who: SUBSCRIBER,
  }),
];

/** What the block editor preloads (the probe's block_editor_rest_api_preload_paths), as wp.apiFetch options. */
export const PRELOADED = [
  { path: '/demo/v1/articles?_fields=title' },
  { path: '/todo/v1/todos?_fields=items.title,total&per_page=2' },
  { path: '/blog/v1/stats?_fields=published,latest.title' },
  { path: '/events/v1/events', method: 'OPTIONS' },
];

/** wp.apiFetch options the editor page runs after it has loaded (nothing preloaded). */
export const BROWSER_CALLS = [
  { path: '/demo/v1/hello/Ada/36?_fields=message' },
  { path: '/blog/v1/articles?_fields=items.title,total' },
  { path: '/events/v1/events?all=1&_fields=events.title' },
  { path: '/todo/v1/todos', method: 'POST', data: { title: 'From the editor', priority: 3, tags: ['ui'] } },
  { path: '/demo/v1/user', method: 'PUT', data: { id: 7, email: 'e@example.com', is_admin: true } },
  { path: '/blog/v1/articles/999' },
  { path: '/todo/v1/todos/two' },
];
