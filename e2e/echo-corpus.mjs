// The echo corpus: values a client means to send, how they travel (path segment in each
// URL form, query string, JSON and form bodies), and what a server or WordPress destroys
// before any plugin runs. The live server matrix (e2e/servers.test.mjs, Playground in
// e2e/site/servers.mjs) and the unit harness (test/url-forms.test.ts) send the same cells
// to the echo fixture (e2e/fixtures/echo) and compare what its handlers received.
//
// A segment goes on the wire as encodeURIComponent() writes it (what fetch, the generated
// client and most code send; `'` stays raw), unless an entry gives `wire`: the raw text
// some clients (curl, hand-built URLs) put in a path. Raw entries are path-form only; in a
// query string they would mean something else (`+` is a space there).

/** @typedef {{ value: string, wire?: string }} TextInput */

/** @type {TextInput[]} */
export const STRINGS = [
  { value: 'Ada' },
  { value: 'Ada Lovelace' },
  { value: ' leading and trailing ' },
  { value: 'a+b' },
  { value: 'a+b', wire: 'a+b' },
  { value: "O'Brien" },
  { value: "O'Brien", wire: 'O%27Brien' },
  { value: 'say "hi"' },
  { value: 'say "hi"', wire: 'say%20"hi"' },
  { value: 'back\\slash' },
  { value: 'back\\slash', wire: 'back\\slash' },
  { value: 'ends\\', wire: 'ends\\' },
  { value: "\\'" },
  { value: '\\\\' },
  { value: 'what?' },
  { value: 'a?b=c' },
  { value: '#hash' },
  { value: 'a&b=c' },
  { value: '100%' },
  { value: '%' },
  { value: '%25' },
  { value: '%41' },
  { value: '%2541' },
  { value: '%zz' },
  { value: 'a%2Fb' },
  { value: 'café' },
  { value: 'Émile Zoë' },
  { value: '日本語' },
  { value: '🙂 emoji' },
  { value: '<script>alert(1)</script>' },
  { value: 'a,b' },
  { value: 'a;b=c' },
  { value: '@:$!*()~' },
  { value: '[x]{y}|^`' },
  { value: 'tab\there' },
  { value: 'line\nbreak' },
  { value: 'null' },
  { value: '0' },
  { value: '-1.5' },
  { value: 'true' },
  { value: 'a/b' },
  { value: '..' },
  { value: '.' },
  { value: '€ & ü' },
];

/** @type {{ value: string[], wire?: string }[]} */
export const ARRAYS = [
  { value: ['a', 'b', 'c'] },
  { value: ['one'] },
  { value: ['a', '', 'b'] },
  { value: ['x,y', 'z'] },
  { value: ["O'Brien", 'say "hi"'] },
  { value: ['back\\slash', '100%'] },
  { value: ['café', '🙂'] },
  { value: ['a b', 'c+d'] },
  { value: ['what?', '#x'] },
  { value: ['a/b', 'c'] },
];

/** @type {{ value: Record<string, unknown> }[]} */
export const OBJECTS = [
  { value: {} },
  { value: { name: "O'Brien", quote: 'say "hi"' } },
  { value: { n: 1.5, i: -3, big: 12345678901, yes: true, no: false, nothing: null } },
  { value: { nested: { list: [1, 'two', { three: 3 }] } } },
  { value: { path: 'a/b', query: 'x?y#z' } },
  { value: { text: 'café 🙂 <b>' } },
  { value: { pct: '100% %41', slash: 'back\\slash' } },
  { value: { comma: 'a,b', plus: 'c+d' } },
];

/** URL forms a route can travel in (test/harness/wp-rest.php describes each). */
export const FORMS = ['pretty', 'query', 'post', 'pathinfo'];

const segmentWire = (text) => encodeURIComponent(text);

/**
 * The path cells: { id, kind, url (its URL form), route, expected }. `route` is the REST route as it goes
 * on the wire (percent-encoded), `expected` the JSON the echo route must answer.
 */
export function pathCells() {
  const cells = [];
  const add = (kind, index, input, wire, expected) => {
    for (const url of FORMS) {
      if (input.wire !== undefined && (url === 'query' || url === 'post')) continue;
      cells.push({
        id: `${kind}#${index}${input.wire !== undefined ? ' raw' : ''} ${url}`,
        kind,
        url,
        input,
        route: `/echo/v1/${kind}/${wire}`,
        expected,
      });
    }
  };
  STRINGS.forEach((input, i) => add('s', i, input, input.wire ?? segmentWire(input.value), { s: input.value }));
  ARRAYS.forEach((input, i) =>
    add('a', i, input, input.wire ?? input.value.map(segmentWire).join(','), { a: input.value }),
  );
  OBJECTS.forEach((input, i) => add('o', i, input, segmentWire(JSON.stringify(input.value)), { o: input.value }));
  return cells;
}

/** The same strings in a query string (pretty and ?rest_route= forms): params holds exactly { v }. */
export function queryCells() {
  return STRINGS.filter((input) => input.wire === undefined).flatMap((input, i) =>
    ['pretty', 'query'].map((url) => ({
      id: `q#${i} ${url}`,
      kind: 'q',
      url,
      input,
      route: `/echo/v1/q?v=${encodeURIComponent(input.value)}`,
      expected: { v: input.value },
    })),
  );
}

/** The same values in JSON and form bodies of a POST to the bare path. */
export function bodyCells() {
  return STRINGS.filter((input) => input.wire === undefined).flatMap((input, i) => {
    const expected = { s: input.value, a: [input.value, 'x'], o: { k: input.value } };
    return [
      { id: `json#${i}`, kind: 'json', url: 'pretty', input, route: '/echo/v1/b', json: expected, expected },
      {
        id: `form#${i}`,
        kind: 'form',
        url: 'pretty',
        input,
        route: '/echo/v1/b',
        fields: { s: input.value, 'a[0]': input.value, 'a[1]': 'x', o: JSON.stringify({ k: input.value }) },
        expected,
      },
    ];
  });
}

export const allCells = () => [...pathCells(), ...queryCells(), ...bodyCells()];

/**
 * Playground (`ts2wp dev`, the shared e2e site) answers about one request a second, so it
 * gets the cells that tell its servers apart: every path cell in the pretty form, and the
 * strings through /index.php/wp-json/ (its PATH_INFO is still encoded) and ?rest_route=.
 */
export const playgroundCells = () =>
  pathCells().filter((c) => c.url === 'pretty' || (c.kind === 's' && (c.url === 'pathinfo' || c.url === 'query')));

/** Servers (e2e/native.mjs) that hand WordPress the path in PATH_INFO, decoded, for a form. */
const PATH_INFO = {
  pretty: ['php-s'],
  pathinfo: ['apache', 'apache-nodecode', 'php-s', 'harness'],
};

/**
 * Why no plugin can get the client's value for this cell on this server, or null when it
 * must arrive intact. (docs/decisions.md, Hosting, says the same with the settings that avoid each.)
 */
export function destroyed(server, cell) {
  if (cell.kind !== 's' && cell.kind !== 'a' && cell.kind !== 'o') return null;
  const items =
    cell.kind === 'a' ? cell.input.value : [cell.kind === 's' ? cell.input.value : JSON.stringify(cell.input.value)];
  const any = (test) => items.some(test);
  const pathInfo = PATH_INFO[cell.url]?.includes(server) ?? false;
  const decodedOnce = cell.url === 'query' || cell.url === 'post' || pathInfo;
  const dotSegment = cell.kind === 's' && (cell.input.value === '.' || cell.input.value === '..');
  if (server === 'playground' && cell.url !== 'query' && cell.url !== 'post') {
    if (dotSegment)
      return 'a dot segment: Playground removes it (RFC 3986 5.2.4), as fetch and browsers do before sending';
    if ((cell.input.wire ?? '').includes('\\')) return "Playground's URL parser reads a raw \\ in a path as /";
    if (/%(?![0-9A-F]{2})/i.test(decodeURIComponent(cell.route))) {
      return 'Playground answers 500 when its path, once decoded, holds a % that is not an escape (it decodes twice)';
    }
  }
  if (
    dotSegment &&
    ((server === 'php-s' && cell.url !== 'query' && cell.url !== 'post') ||
      (server.startsWith('apache') && cell.url === 'pathinfo'))
  ) {
    return 'a dot segment: the server removes it (RFC 3986 5.2.4), as fetch and browsers do before sending';
  }
  if (server === 'php-s' && cell.url === 'pretty' && /\.[^/]*$/.test(cell.route)) {
    return 'php -S answers 404 by itself when the last segment has a dot (it looks for that file)';
  }
  const last = items[items.length - 1];
  if (last.endsWith('\\') && (decodedOnce || (cell.input.wire ?? '').endsWith('\\'))) {
    return 'WordPress trims backslashes from the end of the route (untrailingslashit() in rest_api_loaded())';
  }
  if (pathInfo && any((t) => /[\r\n]/.test(t))) return "WordPress's rewrite rule (.*) stops PATH_INFO at a line break";
  if (any((t) => t.includes('/'))) {
    if (server.startsWith('apache') && server !== 'apache-nodecode' && cell.url !== 'query' && cell.url !== 'post') {
      return 'Apache answers 404 to %2F in a path (AllowEncodedSlashes Off)';
    }
    // With NoDecode, Apache's PATH_INFO keeps %2F encoded while decoding the rest: when %2F is
    // the segment's only escape, PATH_INFO equals the raw path and the runtime reads it as such.
    if (server === 'apache-nodecode' && cell.url === 'pathinfo') {
      if (/%/.test(cell.route.split('/').pop().replace(/%2F/gi, '')))
        return 'Apache with NoDecode decodes PATH_INFO but for %2F: a slash and an escaped "%2F" text look the same';
    } else if (decodedOnce) {
      return `${pathInfo ? 'PATH_INFO' : 'the query string'} is decoded before WordPress: %2F becomes a slash that splits the segment`;
    }
  }
  if (pathInfo && any((t) => t.includes('?'))) return 'WordPress cuts PATH_INFO at the first ? (decoded from %3F)';
  if (decodedOnce && cell.kind === 'a' && any((t) => t.includes(','))) {
    return `${pathInfo ? 'PATH_INFO' : 'the query string'} is decoded before WordPress: %2C becomes the comma that separates items`;
  }
  return null;
}

/** The request a cell makes, relative to the site root: { method, path, headers, body }. */
export function wireRequest(cell) {
  const [route, query = ''] = cell.route.split(/\?(.*)/s);
  const withQuery = (path, extra) => [path, [extra, query].filter(Boolean).join('&')].filter(Boolean).join('?');
  if (cell.json !== undefined)
    return {
      method: 'POST',
      path: `/wp-json${route}`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(cell.json),
    };
  if (cell.fields !== undefined)
    return {
      method: 'POST',
      path: `/wp-json${route}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(cell.fields).toString(),
    };
  switch (cell.url) {
    case 'query':
      return { method: 'GET', path: withQuery('/', `rest_route=${route}`), headers: {} };
    case 'post':
      // A GET route reached by a POST form, as a site without pretty permalinks allows.
      return {
        method: 'POST',
        path: withQuery('/', ''),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-http-method-override': 'GET' },
        body: `rest_route=${route}`,
      };
    case 'pathinfo':
      return { method: 'GET', path: withQuery(`/index.php/wp-json${route}`, ''), headers: {} };
    default:
      return { method: 'GET', path: withQuery(`/wp-json${route}`, ''), headers: {} };
  }
}

/** The unit harness's request for a cell (test/helpers/wp.ts). */
export function harnessRequest(cell) {
  if (cell.json !== undefined) return { method: 'POST', path: cell.route, json: cell.json };
  if (cell.fields !== undefined) return { method: 'POST', path: cell.route, form: cell.fields };
  if (cell.url === 'post')
    return { method: 'POST', path: cell.route, url: 'post', headers: { 'X-HTTP-Method-Override': 'GET' } };
  return { method: 'GET', path: cell.route, url: cell.url };
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A cell's verdict on a server: intact (the handler got the client's value), destroyed (as
 * destroyed() says, and indeed not intact), or wrong (anything else: a failure).
 */
export function judge(server, cell, response) {
  const intact = response.status === 200 && same(response.body, cell.expected);
  const reason = destroyed(server, cell);
  const verdict = reason ? (intact ? 'wrong' : 'destroyed') : intact ? 'intact' : 'wrong';
  return { id: cell.id, server, verdict, reason, status: response.status, got: response.body, expected: cell.expected };
}

/** A segment for the plain register_rest_route() plugin (e2e/fixtures/echo-raw.php): the client means "O'Brien %41". */
export const RAW_SAMPLE = "O'Brien%20%2541";

/**
 * What WordPress hands any plugin for RAW_SAMPLE, by server and URL form (the table in
 * docs/decisions.md, Hosting): slashed always; still encoded from REQUEST_URI; decoded with
 * `%` written back as `%25` from a decoded PATH_INFO; encoded twice over from Playground's
 * PATH_INFO; decoded from rest_route.
 */
export function rawDelivered(server, url) {
  if (url === 'query' || url === 'post') return "O\\'Brien %41";
  const pathInfo = PATH_INFO[url]?.includes(server) ?? false;
  if (pathInfo) return "O\\'Brien %2541";
  if (server === 'playground' && url === 'pathinfo') return "O\\'Brien%2520%252541";
  return "O\\'Brien%20%2541";
}

/** The raw plugin's request for a URL form. */
export const rawCell = (url) => ({ id: `raw ${url}`, kind: 'raw', url, route: `/raw/v1/s/${RAW_SAMPLE}` });
