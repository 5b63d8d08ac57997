// Runs dashboard.ts's round trip against a live samples/blog-api (issue 32's trial, "Live" in
// REPORT.md), with Node's fetch and an application password made for the admin:
//   node dist/cli/index.js dev samples/blog-api      # prints the site URL
//   node test/client-trial/live.mjs http://127.0.0.1:PORT
// It generates the client afresh, transpiles it and dashboard.ts into a temp folder, and
// prints each step; every answer is also checked against the shape its type promises.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const site = process.argv[2];
if (!site) throw new Error('usage: node test/client-trial/live.mjs <site URL>');
const here = path.dirname(new URL(import.meta.url).pathname);
const repo = path.resolve(here, '..', '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ts2wp-trial32-'));
execFileSync('node', [
  path.join(repo, 'dist/cli/index.js'),
  'client',
  path.join(repo, 'samples/blog-api'),
  '--out',
  path.join(work, 'client.ts'),
]);
fs.writeFileSync(path.join(work, 'package.json'), '{ "type": "module" }\n');
for (const [from, to] of [
  [path.join(work, 'client.ts'), 'client.js'],
  [path.join(here, 'dashboard.ts'), 'dashboard.js'],
]) {
  const js = ts.transpileModule(fs.readFileSync(from, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  fs.writeFileSync(path.join(work, to), js);
}
const dashboard = await import(pathToFileURL(path.join(work, 'dashboard.js')).href);

// An application password for admin, made as wp-admin's profile screen does: log in, take a
// REST nonce, POST /wp/v2/users/me/application-passwords.
const login = await fetch(`${site}/wp-login.php`, {
  method: 'POST',
  redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
  body: 'log=admin&pwd=password&testcookie=1',
});
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const nonce = await (await fetch(`${site}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { cookie } })).text();
const made = await fetch(`${site}/wp-json/wp/v2/users/me/application-passwords`, {
  method: 'POST',
  headers: { cookie, 'x-wp-nonce': nonce, 'content-type': 'application/json' },
  body: JSON.stringify({ name: `trial32c-${Date.now()}` }),
});
const key = await made.json();
if (!made.ok) throw new Error(`application password: ${made.status} ${JSON.stringify(key)}`);

const api = dashboard.connect({ kind: 'password', baseUrl: site, user: 'admin', password: key.password });
await dashboard.roundTrip(api, (line) => console.log(line));

// Each answer against its type: the members, their JSON types, nothing else.
const ARTICLE = {
  id: 'number',
  title: 'string',
  content: 'string',
  excerpt: 'string',
  status: 'string',
  author: 'number',
  date: 'string',
  modified: 'string',
  link: 'string',
};
const mismatches = [];
function expectShape(what, value, shape) {
  const keys = Object.keys(value ?? {})
    .sort()
    .join();
  if (keys !== Object.keys(shape).sort().join()) mismatches.push(`${what}: members ${keys}`);
  for (const [k, type] of Object.entries(shape))
    if (typeof value?.[k] !== type) mismatches.push(`${what}.${k}: ${typeof value?.[k]}, typed ${type}`);
}
const made2 = await api.withResponse.createArticle({ title: 'Shape', content: 'check' });
if (made2.status !== 201) mismatches.push(`create status ${made2.status}`);
expectShape('create', made2.data, ARTICLE);
const listed = await api.withResponse.listArticles({ per_page: 1 });
expectShape('list', listed.data, {
  items: 'object',
  page: 'number',
  per_page: 'number',
  total: 'number',
  pages: 'number',
});
listed.data.items.forEach((item, i) => expectShape(`list.items[${i}]`, item, ARTICLE));
if (listed.headers.get('X-WP-Total') !== String(listed.data.total)) mismatches.push('X-WP-Total differs from total');
expectShape('get', await api.getArticle({ id: made2.data.id }), ARTICLE);
expectShape('get _fields', await api.getArticle({ id: made2.data.id }, { query: { _fields: 'id,title' } }), {
  id: 'number',
  title: 'string',
});
expectShape('list _fields', await api.listArticles({}, { query: { _fields: ['total', 'pages'] } }), {
  total: 'number',
  pages: 'number',
});
const stats = await api.blogStats();
expectShape('stats', stats, { published: 'number', drafts: 'number', trashed: 'number', latest: 'object' });
expectShape('stats.latest', stats.latest, { id: 'number', title: 'string' });
const removed = await api.deleteArticle({ id: made2.data.id, force: true });
expectShape('delete', removed, { deleted: 'boolean', trashed: 'boolean', previous: 'object' });
expectShape('delete.previous', removed.previous, ARTICLE);
console.log(`answers that do not fit their type: ${mismatches.length ? mismatches.join('; ') : 'none'}`);

// Weaker users: an author (publish_posts, but edit_post/delete_post only on their own posts)
// and a subscriber (no publish_posts), each with an application password the admin makes.
async function userClient(role) {
  const admin = {
    authorization: `Basic ${Buffer.from(`admin:${key.password}`).toString('base64')}`,
    'content-type': 'application/json',
  };
  const name = `${role}${Date.now()}`;
  const user = await (
    await fetch(`${site}/wp-json/wp/v2/users`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ username: name, email: `${name}@example.com`, password: `pw-${name}-x1!`, roles: [role] }),
    })
  ).json();
  const made = await (
    await fetch(`${site}/wp-json/wp/v2/users/${user.id}/application-passwords`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ name: 'trial' }),
    })
  ).json();
  return dashboard.connect({ kind: 'password', baseUrl: site, user: name, password: made.password });
}
const adminPost = await dashboard.publish(api, 'Admin only', 'x');
const author = await userClient('author');
const subscriber = await userClient('subscriber');
console.log(`subscriber publish: ${JSON.stringify(await dashboard.publish(subscriber, 'x', 'y'))}`);
console.log(`author rename admin's: ${JSON.stringify(await dashboard.rename(author, adminPost.article.id, 'x'))}`);
console.log(`author delete admin's: ${JSON.stringify(await dashboard.remove(author, adminPost.article.id, false))}`);
const own = await dashboard.publish(author, 'Author own', 'x');
console.log(`author own: created #${own.article.id}, ${(await dashboard.remove(author, own.article.id, false)).text}`);
await dashboard.remove(api, adminPost.article.id, true);

// Anonymous and through apiFetch-less cookie auth: the errors a visitor meets.
const anonymous = dashboard.connect({ kind: 'nonce', baseUrl: site, nonce: 'not-a-nonce' });
console.log(
  `anonymous publish (bad nonce, no cookie): ${JSON.stringify(await dashboard.publish(anonymous, 'x', 'y'))}`,
);
const visitor = dashboard.connect({ kind: 'password', baseUrl: site, user: 'admin', password: 'wrong' });
console.log(`wrong password publish: ${JSON.stringify(await dashboard.publish(visitor, 'x', 'y'))}`);
console.log(`wrong password rename: ${JSON.stringify(await dashboard.rename(visitor, 1, 'x'))}`);
const offline = dashboard.connect({ kind: 'password', baseUrl: 'http://127.0.0.1:9', user: 'a', password: 'b' });
console.log(`offline search: ${JSON.stringify(await dashboard.searcher(offline)('x'))}`);
fs.rmSync(work, { recursive: true, force: true });
