// Mistakes a front-end developer makes with the blog-api client, one per line below a
// `// @ts-expect-error` (issue 32's trial). A directive tsc does not use is a mistake the
// types let through: those are marked NOT CAUGHT, and trial.test.ts checks that exactly they are.
import { createClient, isApiError, pages, type Client, type UpdateArticleParams } from './client.js';

declare const api: Client;
declare const id: number;

export async function probes(): Promise<void> {
  // 1. misspelt query key in a literal
  // @ts-expect-error per_pgae
  await api.listArticles({ per_pgae: 5 });
  // 2. wrong value type for a query field
  // @ts-expect-error page as a string
  await api.listArticles({ page: '2' });
  // 3. misspelt key in a params object held in a variable (no satisfies). NOT CAUGHT
  const filter = { search: 'wp', perpage: 5 };
  // @ts-expect-error perpage in a variable
  await api.listArticles(filter);
  // 4. misspelt body field in an update, literal
  // @ts-expect-error titel
  await api.updateArticle({ id, titel: 'New' });
  // 5. misspelt update field held in a variable. NOT CAUGHT
  const patch = { id, titel: 'New' };
  // @ts-expect-error titel in a variable
  await api.updateArticle(patch);
  // 6. the same with satisfies (the README's advice)
  // @ts-expect-error titel with satisfies
  const checked = { id, titel: 'New' } satisfies UpdateArticleParams;
  void checked;
  // 7. missing required create field
  // @ts-expect-error no content
  await api.createArticle({ title: 'x' });
  // 8. id as a string
  // @ts-expect-error id '7'
  await api.getArticle({ id: '7' });
  // 9. a body on a GET route
  // @ts-expect-error body on getArticle
  await api.getArticle({ id }, { body: { title: 'x' } });
  // 10. an extra body field on create (reads none besides its params)
  // @ts-expect-error excerpt in create's body
  await api.createArticle({ title: 'x', content: 'y' }, { body: { excerpt: 'z' } });
  // 11. undeclared query key in options.query
  // @ts-expect-error orderby is not declared
  await api.listArticles({}, { query: { orderby: 'title' } });
  // 12. a WordPress parameter the client leaves out on purpose
  // @ts-expect-error _envelope
  await api.listArticles({}, { query: { _envelope: true } });
  // 13. wrong method for the route
  // @ts-expect-error POST on a GET route
  await api.getArticle({ id }, { method: 'POST' });
  // 14. wrong status literal in a comparison
  const created = await api.withResponse.createArticle({ title: 'x', content: 'y' });
  // @ts-expect-error create answers 201, never 200
  if (created.status === 200) return;
  // 15. misspelt header name
  // @ts-expect-error X-WP-Totals
  created.headers.get('X-WP-Totals');
  // 16. a header the route does not send (list headers on create)
  // @ts-expect-error X-WP-Total on create
  created.headers.get('X-WP-Total');
  // 17. misspelt _fields name, in a list
  // @ts-expect-error titel in _fields
  await api.getArticle({ id }, { query: { _fields: ['id', 'titel'] } });
  // 18. misspelt _fields name, first in a string
  // @ts-expect-error titel first in a string
  await api.getArticle({ id }, { query: { _fields: 'titel,id' } });
  // 19. misspelt _fields name, second in a string. NOT CAUGHT
  // @ts-expect-error id,titel (only the first name is checked)
  await api.getArticle({ id }, { query: { _fields: 'id,titel' } });
  // 20. _fields into a list member (WordPress answers it empty)
  // @ts-expect-error items.title
  await api.listArticles({}, { query: { _fields: ['items.title'] } });
  // 21. reading a field not requested by _fields
  const slim = await api.getArticle({ id }, { query: { _fields: ['id', 'title'] } });
  // @ts-expect-error content not requested
  slim.content.toUpperCase();
  // 22. _fields built at run time
  const wanted: string[] = ['id'];
  // @ts-expect-error string[] _fields
  await api.getArticle({ id }, { query: { _fields: wanted } });
  // 23, 24. wrong error codes in a switch (one this route never answers, one misspelt)
  try {
    await api.getArticle({ id });
  } catch (e) {
    if (!isApiError(e, 'getArticle')) throw e;
    switch (e.code) {
      // @ts-expect-error getArticle has no rest_forbidden
      case 'rest_forbidden':
        break;
      // @ts-expect-error misspelt code
      case 'blog_article_notfound':
        break;
    }
  }
  // 25. reading data of an un-narrowed error
  try {
    await api.createArticle({ title: 'x', content: 'y' });
  } catch (e) {
    if (!isApiError(e, 'createArticle')) throw e;
    // @ts-expect-error data.params before narrowing by code
    void e.data.params.title;
  }
  // 26. the error guard of another call
  try {
    await api.updateArticle({ id, title: 'x' });
  } catch (e) {
    if (!isApiError(e, 'createArticle')) throw e;
    // @ts-expect-error blog_forbidden is update's, not create's
    if (e.code === 'blog_forbidden') return;
  }
  // 27. misspelt call name in the guard
  try {
    await api.deleteArticle({ id });
  } catch (e) {
    // @ts-expect-error deleteArticles
    if (isApiError(e, 'deleteArticles')) return;
  }
  // 28. a field of the wrong invalid-param name
  try {
    await api.deleteArticle({ id });
  } catch (e) {
    if (isApiError(e, 'deleteArticle') && e.code === 'rest_invalid_param') {
      // @ts-expect-error title is not a delete param
      void e.data.params.title;
    }
  }
  // 29. status of a narrowed error compared with the wrong number
  try {
    await api.getArticle({ id });
  } catch (e) {
    // @ts-expect-error blog_article_not_found is 404
    if (isApiError(e, 'getArticle') && e.code === 'blog_article_not_found' && e.status === 403) return;
  }
  // 30. the AbortController itself instead of its signal
  const controller = new AbortController();
  // @ts-expect-error controller, not controller.signal
  await api.listArticles({}, { signal: controller });
  // 31. force as the string 'true' (what a query string would hold)
  // @ts-expect-error force 'true'
  await api.deleteArticle({ id, force: 'true' });
  // 32. path param missing on delete
  // @ts-expect-error no id
  await api.deleteArticle({ force: true });
  // 33. pages() over the call that answers the body only
  // @ts-expect-error pages needs withResponse
  for await (const page of pages((page) => api.listArticles({ page }))) void page;
  // 34. createClient with a misspelt option
  // @ts-expect-error applicationPasword
  createClient({ baseUrl: 'https://example.com', applicationPasword: { user: 'a', password: 'b' } });
  // 35. an item field misspelt after a list call
  const list = await api.listArticles();
  // @ts-expect-error titel on an item
  void list.items[0]?.titel;
  // 36. an item read without checking it exists (noUncheckedIndexedAccess)
  // @ts-expect-error items[0] may be undefined
  void list.items[0].title;
  // 37. stats latest used without its null check
  const stats = await api.blogStats();
  // @ts-expect-error latest may be null
  void stats.latest.title;
  // 38. an undeclared query key on the hand-written PHP route. NOT CAUGHT
  // @ts-expect-error stats declares no query fields
  await api.blogStats(undefined, { query: { year: 2024 } });
  // 39. forgetting .data on withResponse
  // @ts-expect-error items is on .data
  void (await api.withResponse.listArticles()).items;
  // 40. a header value used as a number
  const listed = await api.withResponse.listArticles();
  // @ts-expect-error X-WP-Total is a string | null
  const total: number = listed.headers.get('X-WP-Total');
  void total;
  // 41. Location asked of the list route
  // @ts-expect-error the list sends no Location
  listed.headers.get('Location');
  // 42. the wrong method for create
  // @ts-expect-error PUT on createArticle
  await api.createArticle({ title: 'x', content: 'y' }, { method: 'PUT' });
  // 43. an item's member named in _fields of the list (its members are items, total…)
  // @ts-expect-error title is not a member of the list answer
  await api.listArticles({}, { query: { _fields: ['title'] } });
  // 44. rest_invalid_param's params used as a list (it is keyed by field)
  try {
    await api.createArticle({ title: 'x', content: 'y' });
  } catch (e) {
    if (isApiError(e, 'createArticle') && e.code === 'rest_invalid_param') {
      // @ts-expect-error params is an object here
      e.data.params.join();
    }
  }
  // 45. window.fetch passed where apiFetch is expected
  // @ts-expect-error fetch is not apiFetch
  createClient({ apiFetch: fetch });
  // 46. a misspelt inner _fields name on the PHP route
  // @ts-expect-error latest.titel
  await api.blogStats(undefined, { query: { _fields: ['latest.titel'] } });
  // 47. an aborted request compared with an HTTP status
  try {
    await api.listArticles();
  } catch (e) {
    // @ts-expect-error an abort has status 0
    if (isApiError(e, 'listArticles') && e.code === 'aborted' && e.status === 408) return;
  }
}
