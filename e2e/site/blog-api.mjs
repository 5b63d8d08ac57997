// Cases on the shared live site (e2e/site.test.mjs boots it): samples/blog-api, articles
// stored as WordPress posts. Each WordPress call the sample makes is checked against what
// WordPress core's own REST API (/wp/v2/…) reports for the same posts: wp_insert_post and
// get_current_user_id (the post core shows, its author), sanitize_text_field, wp_kses_post
// and wp_slash (the stored title and content), get_post, mysql_to_rfc3339 and get_permalink
// (title, dates, link), WP_Query (search, pagination, totals), wp_update_post, wp_trash_post
// and wp_delete_post (core sees the change), current_user_can (a subscriber is refused by
// both), and the PHP seed controller's wp_count_posts and get_posts (core's totals).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { importClient, STRICT_DOM_CONSUMER, thirdPartyClient, typeCheck } from '../../test/helpers/client-module.ts';
import { JSON_TYPE, REPO, removeDir, runCli, tempDir } from '../helpers.mjs';

/** samples/blog-api's OpenAPI document, written by `ts2wp openapi` into `dir` and read back. */
async function blogApiDocument(dir) {
  const file = path.join(dir, 'openapi.json');
  const { code, stdout, stderr } = await runCli(['openapi', path.join(REPO, 'samples', 'blog-api'), '--out', file]);
  expect(code, stdout + stderr).toBe(0);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** @param {import('./site.mjs').Site} site */
export function blogApiCases(site) {
  const { rest, appPassword } = site;
  // A word only these articles contain, so searches see nothing else on the shared site.
  const marker = `blogmark${Date.now().toString(36)}`;
  /** The three articles created first: [kept, trashed, force-deleted]. */
  let created = [];

  const admin = async () => ({ headers: { authorization: (await appPassword()).authorization } });
  /** Core's view of a post, raw fields included (context=edit needs the admin). */
  const corePost = async (id) => rest(`/wp/v2/posts/${id}?context=edit`, await admin());
  const ids = (items) => items.map((item) => item.id).sort((a, b) => a - b);

  describe('samples/blog-api: articles as WordPress posts', () => {
    it('POST as the admin: 201 with the article and a Location; core shows the same post', async () => {
      const auth = await admin();
      const responses = await Promise.all([
        rest('/blog/v1/articles', {
          ...auth,
          method: 'POST',
          json: { title: `  ${marker} <b>one</b>  `, content: '<p>Saved in C:\\temp</p><script>alert(1)</script>' },
        }),
        rest('/blog/v1/articles', { ...auth, method: 'POST', json: { title: `${marker} two`, content: 'Second.' } }),
        rest('/blog/v1/articles', {
          ...auth,
          method: 'POST',
          form: { title: `${marker} three`, content: 'Third, from a form.' },
        }),
      ]);
      for (const res of responses) {
        expect(res.status, res.text).toBe(201);
        expect(res.headers.get('location')).toMatch(new RegExp(`/blog/v1/articles/${res.body.id}$`));
      }
      created = responses.map((res) => res.body);
      const [first] = created;
      // sanitize_text_field() dropped the tags and the padding; wp_kses_post() the script
      // element; the backslash survived wp_insert_post()'s unslashing.
      expect(first).toMatchObject({
        title: `${marker} one`,
        content: '<p>Saved in C:\\temp</p>alert(1)',
        status: 'publish',
      });

      const [readBack, core, me] = await Promise.all([
        rest(`/blog/v1/articles/${first.id}`),
        corePost(first.id),
        rest('/wp/v2/users/me', auth),
      ]);
      expect([readBack.status, readBack.body]).toEqual([200, first]);
      expect(core.status, core.text).toBe(200);
      expect({
        id: core.body.id,
        title: core.body.title.raw,
        content: core.body.content.raw,
        excerpt: core.body.excerpt.raw,
        status: core.body.status,
        author: core.body.author,
        date: core.body.date,
        modified: core.body.modified,
        link: core.body.link,
      }).toEqual(first);
      expect(first.author).toBe(me.body.id);
    }, 120_000);

    it("GET lists with pagination and search, finding what core's /wp/v2/posts finds", async () => {
      const search = `search=${marker}&per_page=2`;
      const [page1, page2, core1, core2, all, coreAll] = await Promise.all([
        rest(`/blog/v1/articles?${search}&page=1`),
        rest(`/blog/v1/articles?${search}&page=2`),
        rest(`/wp/v2/posts?${search}&page=1`),
        rest(`/wp/v2/posts?${search}&page=2`),
        rest('/blog/v1/articles?per_page=1'),
        rest('/wp/v2/posts?per_page=1'),
      ]);
      expect(page1.status, page1.text).toBe(200);
      expect(page1.body).toMatchObject({ page: 1, per_page: 2, total: 3, pages: 2 });
      expect([page1.body.items.length, page2.body.items.length, page2.body.page]).toEqual([2, 1, 2]);
      expect([page1.headers.get('x-wp-total'), page1.headers.get('x-wp-totalpages')]).toEqual(['3', '2']);
      expect([core1.headers.get('x-wp-total'), core1.headers.get('x-wp-totalpages')]).toEqual(['3', '2']);
      // Same posts on the two pages (posts created in the same second tie on date, and the
      // sample breaks ties by id, so the order within a page may differ from core's).
      const ours = ids([...page1.body.items, ...page2.body.items]);
      expect(ours).toEqual(ids(created));
      expect(ours).toEqual(ids([...core1.body, ...core2.body]));
      // Without a search: every published post, as core counts them.
      expect(all.body.total).toBe(Number(coreAll.headers.get('x-wp-total')));
      expect(all.headers.get('x-wp-total')).toBe(coreAll.headers.get('x-wp-total'));
    }, 120_000);

    it('PUT updates (path or bare body form): 200, visible on our read and in core', async () => {
      const auth = await admin();
      const [kept, other] = created;
      const [byPath, byBody] = await Promise.all([
        rest(`/blog/v1/articles/${kept.id}`, { ...auth, method: 'PUT', json: { title: `${marker} one, edited` } }),
        rest('/blog/v1/articles', { ...auth, method: 'PUT', json: { id: other.id, content: '<em>Rewritten</em>' } }),
      ]);
      expect([byPath.status, byPath.body.title, byPath.body.content]).toEqual([
        200,
        `${marker} one, edited`,
        kept.content,
      ]);
      expect([byBody.status, byBody.body.title, byBody.body.content]).toEqual([200, other.title, '<em>Rewritten</em>']);
      const [readBack, core, coreOther] = await Promise.all([
        rest(`/blog/v1/articles/${kept.id}`),
        corePost(kept.id),
        corePost(other.id),
      ]);
      expect(readBack.body).toEqual(byPath.body);
      expect([core.body.title.raw, core.body.content.raw, core.body.modified]).toEqual([
        byPath.body.title,
        kept.content,
        byPath.body.modified,
      ]);
      expect([coreOther.body.title.raw, coreOther.body.content.raw]).toEqual([other.title, '<em>Rewritten</em>']);
      created[0] = byPath.body;
      created[1] = byBody.body;
    }, 120_000);

    it('anonymous writes are 401; a subscriber (no publish_posts, edit_posts, delete_posts) gets 403, as from core', async () => {
      const auth = await admin();
      const name = `reader${Date.now().toString(36)}`;
      const user = await rest('/wp/v2/users', {
        ...auth,
        method: 'POST',
        json: { username: name, email: `${name}@example.com`, password: `${name}-Pass-1`, roles: ['subscriber'] },
      });
      expect(user.status, user.text).toBe(201);
      const key = await rest(`/wp/v2/users/${user.body.id}/application-passwords`, {
        ...auth,
        method: 'POST',
        json: { name: 'blog-api-e2e' },
      });
      expect(key.status, key.text).toBe(201);
      const subscriber = {
        headers: { authorization: `Basic ${Buffer.from(`${name}:${key.body.password}`).toString('base64')}` },
      };
      const [kept] = created;
      const [anonCreate, anonUpdate, anonDelete, subCreate, subUpdate, subDelete, coreCreate, after] =
        await Promise.all([
          rest('/blog/v1/articles', { method: 'POST', json: { title: 'No', content: 'No' } }),
          rest(`/blog/v1/articles/${kept.id}`, { method: 'PUT', json: { title: 'No' } }),
          rest(`/blog/v1/articles/${kept.id}`, { method: 'DELETE' }),
          rest('/blog/v1/articles', { ...subscriber, method: 'POST', json: { title: 'No', content: 'No' } }),
          rest(`/blog/v1/articles/${kept.id}`, { ...subscriber, method: 'PUT', json: { title: 'No' } }),
          rest(`/blog/v1/articles/${kept.id}?force=true`, { ...subscriber, method: 'DELETE' }),
          rest('/wp/v2/posts', { ...subscriber, method: 'POST', json: { title: 'No', status: 'publish' } }),
          rest(`/blog/v1/articles/${kept.id}`),
        ]);
      for (const res of [anonCreate, anonUpdate, anonDelete])
        expect([res.status, res.body.code]).toEqual([401, 'rest_forbidden']);
      // The routes' capabilities (publish_posts, edit_posts, delete_posts) refuse a subscriber
      // before the handler runs, with WordPress's own answer.
      for (const res of [subCreate, subUpdate, subDelete]) {
        expect([res.status, res.body.code, res.body.data]).toEqual([403, 'rest_forbidden', { status: 403 }]);
        expect(res.type).toMatch(JSON_TYPE);
      }
      expect(subCreate.body.message).toBe('Sorry, you are not allowed to do that.');
      expect([coreCreate.status, coreCreate.body.code]).toEqual([403, 'rest_cannot_create']);
      expect([after.status, after.body]).toEqual([200, kept]);
    }, 120_000);

    it('DELETE trashes (core: status trash) or, with ?force=true, deletes (core: 404); then reads are 404', async () => {
      const auth = await admin();
      const [, trashed, deleted] = created;
      const [trash, force] = await Promise.all([
        rest(`/blog/v1/articles/${trashed.id}`, { ...auth, method: 'DELETE' }),
        rest(`/blog/v1/articles/${deleted.id}?force=true`, { ...auth, method: 'DELETE' }),
      ]);
      expect([trash.status, trash.body]).toEqual([200, { deleted: true, trashed: true, previous: trashed }]);
      expect([force.status, force.body]).toEqual([200, { deleted: true, trashed: false, previous: deleted }]);

      const [readTrashed, readDeleted, coreTrashed, coreDeleted, listed, again] = await Promise.all([
        rest(`/blog/v1/articles/${trashed.id}`),
        rest(`/blog/v1/articles/${deleted.id}`),
        corePost(trashed.id),
        corePost(deleted.id),
        rest(`/blog/v1/articles?search=${marker}`),
        rest(`/blog/v1/articles/${deleted.id}`, { ...auth, method: 'DELETE' }),
      ]);
      for (const [res, id] of [
        [readTrashed, trashed.id],
        [readDeleted, deleted.id],
        [again, deleted.id],
      ]) {
        expect([res.status, res.body]).toEqual([
          404,
          { code: 'blog_article_not_found', message: `No article with id ${id}.`, data: { status: 404 } },
        ]);
      }
      expect([coreTrashed.status, coreTrashed.body.status]).toEqual([200, 'trash']);
      expect([coreDeleted.status, coreDeleted.body.code]).toEqual([404, 'rest_post_invalid_id']);
      expect(ids(listed.body.items)).toEqual([created[0].id]);
    }, 120_000);

    it('the seed-form PHP route /blog/v1/stats counts what core counts', async () => {
      const auth = await admin();
      const [stats, published, drafts, trash] = await Promise.all([
        rest('/blog/v1/stats'),
        rest('/wp/v2/posts?per_page=1'),
        rest('/wp/v2/posts?status=draft&per_page=1', auth),
        rest('/wp/v2/posts?status=trash&per_page=1', auth),
      ]);
      expect(stats.status, stats.text).toBe(200);
      const total = (res) => Number(res.headers.get('x-wp-total'));
      expect(stats.body).toEqual({
        published: total(published),
        drafts: total(drafts),
        trashed: total(trash),
        latest: { id: published.body[0].id, title: published.body[0].title.rendered },
      });
      expect(stats.body.trashed).toBeGreaterThanOrEqual(1);
      expect(stats.body.latest).toEqual({ id: created[0].id, title: created[0].title });
    }, 120_000);
    it("live answers have the types openapi-typescript writes from the plugin's OpenAPI document", async () => {
      const auth = await admin();
      const dir = await tempDir('ts2wp-e2e-openapi-');
      try {
        const types = astToString(await openapiTS(await blogApiDocument(dir)));
        const made = await rest('/blog/v1/articles', {
          ...auth,
          method: 'POST',
          json: { title: `${marker} typed`, content: 'Typed.' },
        });
        const [list, one, missing, invalid, denied, stats] = await Promise.all([
          rest(`/blog/v1/articles?search=${marker}`),
          rest(`/blog/v1/articles/${made.body.id}`),
          rest('/blog/v1/articles/999999999'),
          rest('/blog/v1/articles/abc'),
          rest(`/blog/v1/articles/${made.body.id}`, { method: 'DELETE' }),
          // The hand-written PHP route: typed from its @return docblock.
          rest('/blog/v1/stats'),
        ]);
        /** A live answer as a literal of the generated type for its path, method and status. */
        const typed = (name, pathKey, method, res) =>
          `export const ${name}: paths[${JSON.stringify(pathKey)}][${JSON.stringify(method)}]['responses'][${res.status}]['content']['application/json'] = ${JSON.stringify(res.body)};`;
        const answers = [
          typed('created', '/wp-json/blog/v1/articles', 'post', made),
          typed('list', '/wp-json/blog/v1/articles', 'get', list),
          typed('one', '/wp-json/blog/v1/articles/{id}', 'get', one),
          typed('missing', '/wp-json/blog/v1/articles/{id}', 'get', missing),
          typed('invalid', '/wp-json/blog/v1/articles/{id}', 'get', invalid),
          typed('denied', '/wp-json/blog/v1/articles/{id}', 'delete', denied),
          typed('stats', '/wp-json/blog/v1/stats', 'get', stats),
        ];
        expect([
          made.status,
          list.status,
          one.status,
          missing.status,
          invalid.status,
          denied.status,
          stats.status,
        ]).toEqual([201, 200, 200, 404, 400, 401, 200]);
        const consumer = `import type { paths } from './api.js';\n${answers.join('\n')}\n`;
        expect(typeCheck({ 'api.ts': types, 'answers.ts': consumer })).toEqual([]);
      } finally {
        await removeDir(dir);
      }
    }, 120_000);

    it("orval's fetch client, generated from the plugin's OpenAPI document, calls the live routes and types their answers", async () => {
      const dir = await tempDir('ts2wp-e2e-orval-');
      try {
        const files = await thirdPartyClient('orval', await blogApiDocument(dir), site.wp.url);
        const api = await importClient(files['api.ts']);
        const { authorization } = await appPassword();
        const asAdmin = { headers: { authorization, 'Content-Type': 'application/json' } };
        const made = await api.createArticle({ title: `${marker} orval`, content: 'From orval.' }, asAdmin);
        expect([made.status, made.data.title]).toEqual([201, `${marker} orval`]);
        const [list, one, edited, missing, invalid, anonymous, stats] = await Promise.all([
          api.listArticles({ search: `${marker} orval`, per_page: 5 }),
          api.getArticle(made.data.id),
          api.updateArticle({ id: made.data.id, content: 'Edited by orval.' }, asAdmin),
          api.getArticle(999999999),
          api.listArticles({ per_page: 500 }),
          api.deleteArticle(made.data.id, { force: true }),
          api.blogStats(),
        ]);
        expect([list.status, list.data.items.map((a) => a.id)]).toEqual([200, [made.data.id]]);
        expect([one.status, edited.status, edited.data.content]).toEqual([200, 200, 'Edited by orval.']);
        expect([missing.status, missing.data.code]).toEqual([404, 'blog_article_not_found']);
        expect([invalid.status, invalid.data.code]).toEqual([400, 'rest_invalid_param']);
        expect([anonymous.status, anonymous.data.code]).toEqual([401, 'rest_forbidden']);
        expect(stats.status).toBe(200);
        // Each live answer as a value of orval's type for that call: 201 is createArticle's
        // success, the errors are typed WP_Errors under their status.
        const typed = (name, type, res) =>
          `export const ${name}: Extract<${type}, { status: ${res.status} }> = { data: ${JSON.stringify(res.data)}, status: ${res.status}, headers: new Headers() };`;
        const consumer = [
          "import type { createArticleResponse, createArticleResponseSuccess, listArticlesResponse, getArticleResponse, updateArticleResponse, deleteArticleResponse, blogStatsResponse } from './api.js';",
          typed('made', 'createArticleResponse', made),
          typed('list', 'listArticlesResponse', list),
          typed('one', 'getArticleResponse', one),
          typed('edited', 'updateArticleResponse', edited),
          typed('missing', 'getArticleResponse', missing),
          typed('invalid', 'listArticlesResponse', invalid),
          typed('anonymous', 'deleteArticleResponse', anonymous),
          typed('stats', 'blogStatsResponse', stats),
          'export const success: createArticleResponseSuccess = made;',
          '',
        ].join('\n');
        expect(typeCheck({ ...files, 'answers.ts': consumer }, STRICT_DOM_CONSUMER)).toEqual([]);
      } finally {
        await removeDir(dir);
      }
    }, 180_000);
  });
}
