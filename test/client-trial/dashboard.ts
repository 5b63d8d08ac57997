// An "Articles" admin screen's data layer, written by a front-end developer against the
// client `ts2wp client samples/blog-api --out client.ts` generates (issue 32's trial). It is
// what a dashboard would do: walk the list, show totals, create, rename, delete, read a few
// fields, turn every error a route answers into a message, and cancel a slow request.
// No casts and no `any`: REPORT.md counts what the first draft needed.
import {
  createClient,
  isApiError,
  pages,
  type ApiFetchLike,
  type Article,
  type Client,
  type UpdateArticleParams,
} from './client.js';

/** Where the screen talks to: a site with an application password, or wp-admin's apiFetch. */
export type Connection =
  | { kind: 'password'; baseUrl: string; user: string; password: string }
  | { kind: 'nonce'; baseUrl: string; nonce: string }
  | { kind: 'admin'; apiFetch: ApiFetchLike };

export function connect(connection: Connection): Client {
  switch (connection.kind) {
    case 'password':
      return createClient({
        baseUrl: connection.baseUrl,
        applicationPassword: { user: connection.user, password: connection.password },
      });
    case 'nonce':
      return createClient({ baseUrl: connection.baseUrl, nonce: connection.nonce });
    case 'admin':
      // In wp-admin with wp-api-fetch enqueued: apiFetch's root, nonce and nonce refresh.
      return createClient({ apiFetch: connection.apiFetch });
  }
}

/** What the screen shows above the table. */
export interface Totals {
  articles: number;
  pages: number;
  perPage: number;
}

/** Totals from WordPress's X-WP-Total / X-WP-TotalPages headers of the first page. */
export async function loadTotals(api: Client, perPage = 10): Promise<Totals> {
  const first = await api.withResponse.listArticles({ per_page: perPage });
  const total = Number(first.headers.get('X-WP-Total') ?? first.data.total);
  const totalPages = Number(first.headers.get('x-wp-totalpages') ?? first.data.pages);
  return { articles: total, pages: totalPages, perPage: first.data.per_page };
}

/** Every article matching a search, page by page (the screen's "export all"). */
export async function loadAll(api: Client, search = '', perPage = 2): Promise<Article[]> {
  const all: Article[] = [];
  for await (const page of pages((page) => api.withResponse.listArticles({ search, page, per_page: perPage }))) {
    all.push(...page.items);
  }
  return all;
}

/** One page of rows for the table, by hand (the pager buttons). */
export async function loadPage(api: Client, page: number): Promise<{ rows: string[]; hasNext: boolean }> {
  const { data } = await api.withResponse.listArticles({ page, per_page: 5 });
  const rows = data.items.map((article) => `#${article.id} ${article.title} (${article.date.slice(0, 10)})`);
  return { rows, hasNext: data.page < data.pages };
}

/** The counters in the header: only total and pages travel (`_fields`). */
export async function countOnly(api: Client): Promise<string> {
  const { total, pages: pageCount } = await api.listArticles({}, { query: { _fields: ['total', 'pages'] } });
  return `${total} articles on ${pageCount} pages`;
}

/** The edit link in a row: id and title only. */
export async function titleOf(api: Client, id: number): Promise<string> {
  const article = await api.getArticle({ id }, { query: { _fields: 'id,title' } });
  return `${article.id}: ${article.title}`;
}

/** The "latest" widget, from the hand-written PHP stats route. */
export async function latestTitle(api: Client): Promise<string | null> {
  const stats = await api.blogStats(undefined, { query: { _fields: ['latest.title', 'published'] } });
  return stats.latest ? `${stats.latest.title} (of ${stats.published})` : null;
}

/** The message a notice shows. `kind` picks the notice's colour. */
export interface Notice {
  kind: 'error' | 'warning' | 'info';
  text: string;
}

/** "Publish" button: create, and check WordPress said 201 Created and where it lives. */
export async function publish(
  api: Client,
  title: string,
  content: string,
): Promise<{ article: Article; location: string | null } | Notice> {
  try {
    const created = await api.withResponse.createArticle({ title, content });
    // Typed 201 already; the client does not check it at run time, so the screen does.
    const status: number = created.status;
    if (status !== 201) return { kind: 'warning', text: `created, but answered ${status}` };
    return { article: created.data, location: created.headers.get('Location') };
  } catch (e) {
    if (!isApiError(e, 'createArticle')) throw e;
    switch (e.code) {
      case 'rest_invalid_param':
        return { kind: 'error', text: Object.values(e.data.params).join(' ') };
      case 'rest_missing_callback_param':
        return { kind: 'error', text: `Fill in: ${e.data.params.join(', ')}` };
      case 'rest_forbidden':
        return e.status === 401
          ? { kind: 'error', text: 'Log in again.' }
          : { kind: 'error', text: 'You may not publish articles.' };
      case 'blog_invalid_article':
        return { kind: 'error', text: e.message };
      case 'aborted':
        return { kind: 'info', text: 'Cancelled.' };
      case 'network_error':
        return { kind: 'warning', text: 'The site cannot be reached; try again.' };
      default:
        return { kind: 'error', text: `${e.code} (${e.wpCode ?? 'no WP_Error'}, ${e.status}): ${e.message}` };
    }
  }
}

/** "Rename" inline edit. */
export async function rename(api: Client, id: number, title: string): Promise<Article | Notice> {
  const patch = { id, title } satisfies UpdateArticleParams;
  try {
    return await api.updateArticle(patch);
  } catch (e) {
    if (!isApiError(e, 'updateArticle')) throw e;
    switch (e.code) {
      case 'blog_article_not_found':
        return { kind: 'warning', text: `Article ${id} is gone (${e.status}).` };
      case 'blog_forbidden':
      case 'rest_forbidden':
        return { kind: 'error', text: `Not allowed (${e.status}): ${e.message}` };
      case 'rest_invalid_param':
        return { kind: 'error', text: e.data.params.title ?? e.data.params.id ?? e.message };
      case 'rest_missing_callback_param':
        return { kind: 'error', text: `Missing: ${e.data.params.join(', ')}` };
      default:
        return { kind: 'error', text: e.message };
    }
  }
}

/** "Trash" and "Delete permanently". */
export async function remove(api: Client, id: number, force: boolean): Promise<Notice> {
  try {
    const result = await api.deleteArticle({ id, force });
    const what = result.trashed ? 'moved to the trash' : 'deleted';
    return { kind: 'info', text: `"${result.previous.title}" ${what}.` };
  } catch (e) {
    if (!isApiError(e, 'deleteArticle')) throw e;
    switch (e.code) {
      case 'blog_article_not_found':
        return { kind: 'warning', text: `Article ${id} was already deleted.` };
      case 'rest_forbidden':
      case 'blog_forbidden':
        return { kind: 'error', text: 'You may not delete this article.' };
      case 'blog_delete_failed':
        return { kind: 'error', text: `WordPress could not delete it (${e.status}).` };
      case 'rest_invalid_param':
        return { kind: 'error', text: e.data.params.force ?? e.data.params.id ?? e.message };
      default:
        return { kind: 'error', text: `${e.code}: ${e.message}` };
    }
  }
}

/** Open an article, telling "not there" from "bad id" from everything else. */
export async function open(api: Client, id: number): Promise<Article | Notice> {
  try {
    return await api.getArticle({ id });
  } catch (e) {
    if (!isApiError(e, 'getArticle')) throw e;
    if (e.code === 'blog_article_not_found') return { kind: 'warning', text: `No article ${id}.` };
    if (e.code === 'rest_invalid_param') return { kind: 'error', text: e.data.params.id ?? e.message };
    if (e.code === 'rest_no_route') return { kind: 'error', text: 'The Blog API plugin is not active.' };
    return { kind: 'error', text: e.message };
  }
}

/**
 * The search box: each keystroke cancels the previous request. Resolves to the items, or to
 * 'cancelled' when a newer search replaced it, or a notice when the site is unreachable.
 */
export function searcher(api: Client): (text: string) => Promise<Article[] | 'cancelled' | Notice> {
  let current: AbortController | null = null;
  return async (text) => {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    try {
      const { items } = await api.listArticles({ search: text }, { signal: controller.signal });
      return items;
    } catch (e) {
      if (!isApiError(e, 'listArticles')) throw e;
      if (e.code === 'aborted') return 'cancelled';
      if (e.code === 'network_error') return { kind: 'warning', text: 'Offline? ' + e.message };
      if (e.code === 'rest_invalid_param') return { kind: 'error', text: Object.values(e.data.params).join(' ') };
      return { kind: 'error', text: e.message };
    }
  };
}

/** The whole screen's round trip, as the live run does it (REPORT.md, "Live"). */
export async function roundTrip(api: Client, log: (line: string) => void): Promise<void> {
  const before = await loadTotals(api, 2);
  log(`totals: ${before.articles} articles, ${before.pages} pages of ${before.perPage}`);

  const created = await publish(api, 'Trial 32c', '<p>Hello from the dashboard.</p>');
  if ('kind' in created) throw new Error(created.text);
  log(`created #${created.article.id} at ${created.location ?? '(no Location)'}`);

  log(`all: ${(await loadAll(api, '', 1)).length} articles by pages of 1`);
  log(`page 1: ${(await loadPage(api, 1)).rows.join(' | ')}`);
  log(`count: ${await countOnly(api)}`);
  log(`title: ${await titleOf(api, created.article.id)}`);
  log(`latest: ${(await latestTitle(api)) ?? 'none'}`);

  const renamed = await rename(api, created.article.id, 'Trial 32c, renamed');
  log(`renamed: ${'kind' in renamed ? renamed.text : renamed.title}`);
  log(`empty title: ${JSON.stringify(await publish(api, '   ', 'x'))}`);
  const tooMany = await loadTotals(api, 500).then(
    (totals) => `${totals.articles} articles`,
    (e: unknown) => (isApiError(e, 'listArticles') ? `${e.code} ${e.status}` : String(e)),
  );
  log(`bad per_page: ${tooMany}`);

  const search = searcher(api);
  const [first, second] = await Promise.all([search('Trial'), search('Trial 32c')]);
  log(
    `search: first ${JSON.stringify(first)}, second ${Array.isArray(second) ? second.length : JSON.stringify(second)}`,
  );

  log(`trash: ${(await remove(api, created.article.id, false)).text}`);
  log(`open trashed: ${JSON.stringify(await open(api, created.article.id))}`);
  log(`delete again: ${(await remove(api, created.article.id, true)).text}`);
  log(`open -1: ${JSON.stringify(await open(api, -1))}`);
}
