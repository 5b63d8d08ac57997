import { Api, Controller } from 'ts2wp';
import {
  current_user_can,
  get_current_user_id,
  rest_url,
  sanitize_text_field,
  wp_delete_post,
  wp_insert_post,
  wp_kses_post,
  wp_slash,
  wp_trash_post,
  wp_update_post,
  WP_Error,
  WP_Post,
  WP_Query,
  WP_REST_Response,
  type WP_Insert_Post_Args,
} from 'ts2wp/wordpress';
import { findArticle, forbidden, notFound, toArticle, type Article } from '../lib/articles';

/**
 * Articles stored as WordPress posts, under `/wp-json/blog/v1/articles`.
 *
 * | method | path | who | answer |
 * |---|---|---|---|
 * | GET | `/articles?search=&page=1&per_page=10` | anyone | `{ items, page, per_page, total, pages }`, and `X-WP-Total`/`X-WP-TotalPages` headers |
 * | GET | `/articles/<id>` | anyone | the article, or 404 `blog_article_not_found` |
 * | POST | `/articles` with `{ title, content }` | `publish_posts` | 201 and the article, `Location` header |
 * | PUT | `/articles/<id>` with `{ title?, content? }` | `edit_posts`, and `edit_post` on it | the updated article |
 * | DELETE | `/articles/<id>` (`?force=true` skips the trash) | `delete_posts`, and `delete_post` on it | `{ deleted, trashed, previous }` |
 *
 * Write routes name the capability WordPress's own `/wp/v2/posts` routes check first
 * (`publish_posts`, `edit_posts`, `delete_posts`): anonymous callers get WordPress's 401
 * `rest_forbidden`, a logged-in user without it 403 `rest_forbidden`. Editing or deleting
 * one post also needs the meta capability on it (`edit_post`, `delete_post`), which needs
 * the post's id and is checked in the handler: 403 `blog_forbidden`.
 * Titles go through `sanitize_text_field()`, content through `wp_kses_post()`, and both
 * are slashed for `wp_insert_post()`/`wp_update_post()`, which unslash what they store.
 * Only published posts are listed; an unpublished one reads as 404 unless the user may
 * read it.
 */
export class ArticleController extends Controller {
  @Api({ namespace: 'blog/v1', endpoint: '/articles', name: 'listArticles' })
  list({
    search = '',
    page = 1,
    per_page = 10,
  }: {
    /** Limit the list to articles that match this text, as WordPress's search does. */
    search?: string;
    /**
     * The page of the list to answer, from 1.
     * @minimum 1
     */
    page?: number;
    /**
     * How many articles a page holds.
     * @minimum 1
     * @maximum 100
     */
    per_page?: number;
  }) {
    // Whole numbers, as WP_Query counts pages.
    const perPage = Math.floor(per_page);
    const current = Math.floor(page);
    const query = new WP_Query({
      post_type: 'post',
      post_status: 'publish',
      posts_per_page: perPage,
      paged: current,
      s: sanitize_text_field(search),
      orderby: { date: 'DESC', ID: 'DESC' },
      ignore_sticky_posts: true,
    });
    const items: Article[] = [];
    for (const post of query.posts ?? []) {
      if (post instanceof WP_Post) items.push(toArticle(post));
    }
    const total = query.found_posts;
    const pages = Math.ceil(total / perPage);
    const response = new WP_REST_Response({ items, page: current, per_page: perPage, total, pages });
    response.header('X-WP-Total', String(total));
    response.header('X-WP-TotalPages', String(pages));
    return response;
  }

  @Api({ namespace: 'blog/v1', endpoint: '/articles', name: 'getArticle', params: { id: 'number' } })
  read(params: { id: number }) {
    const post = findArticle(params.id);
    return post ? toArticle(post) : notFound(params.id);
  }

  /** POST /articles with `{ "title": "…", "content": "…" }` (JSON, form or multipart). */
  @Api({ namespace: 'blog/v1', endpoint: '/articles', name: 'createArticle', methods: 'POST', permission: 'publish_posts', params: { title: 'string', content: 'string' } })
  create(params: { title: string; content: string }) {
    const title = sanitize_text_field(params.title);
    if (title === '') return new WP_Error('blog_invalid_article', 'An article needs a title.', { status: 400 });
    const id = wp_insert_post(
      {
        post_type: 'post',
        post_status: 'publish',
        post_author: get_current_user_id(),
        post_title: slash(title),
        post_content: slash(wp_kses_post(params.content)),
      },
      true,
    );
    if (typeof id !== 'number') return id; // a WP_Error: WordPress answers 500 with its code
    const post = findArticle(id);
    if (!post) return notFound(id);
    const response = new WP_REST_Response(toArticle(post), 201);
    response.header('Location', rest_url(`blog/v1/articles/${id}`));
    return response;
  }

  /** PUT /articles/<id> with any of `title` and `content` in the body; the others stay. */
  @Api({ namespace: 'blog/v1', endpoint: '/articles', name: 'updateArticle', methods: 'PUT', permission: 'edit_posts', params: { id: 'number' } })
  update(params: {
    id: number;
    /** The new title (HTML tags are stripped). */
    title?: string;
    /** The new content (HTML as a post allows it). */
    content?: string;
  }) {
    const post = findArticle(params.id);
    if (!post) return notFound(params.id);
    if (!current_user_can('edit_post', post.ID)) return forbidden('edit this article');
    const changes: WP_Insert_Post_Args = { ID: post.ID };
    if (params.title !== undefined) changes.post_title = slash(sanitize_text_field(params.title));
    if (params.content !== undefined) changes.post_content = slash(wp_kses_post(params.content));
    const result = wp_update_post(changes, true);
    if (typeof result !== 'number') return result;
    const updated = findArticle(post.ID);
    return updated ? toArticle(updated) : notFound(post.ID);
  }

  /** DELETE /articles/<id> moves the post to the trash; `?force=true` deletes it for good. */
  @Api({ namespace: 'blog/v1', endpoint: '/articles', name: 'deleteArticle', methods: 'DELETE', permission: 'delete_posts', params: { id: 'number' } })
  remove({
    id,
    force = false,
  }: {
    id: number;
    /** Delete the post for good instead of moving it to the trash (`true`, `1`, `false`, `0`). */
    force?: boolean;
  }) {
    const post = findArticle(id);
    if (!post) return notFound(id);
    if (!current_user_can('delete_post', post.ID)) return forbidden('delete this article');
    const previous = toArticle(post);
    const done = force ? wp_delete_post(post.ID, true) : wp_trash_post(post.ID);
    if (!done) return new WP_Error('blog_delete_failed', `Article ${post.ID} could not be deleted.`, { status: 500 });
    return { deleted: true, trashed: !force, previous };
  }
}

/** wp_insert_post() and wp_update_post() unslash their input, as WordPress's own REST API expects. */
function slash(text: string): string {
  const slashed = wp_slash(text);
  return typeof slashed === 'string' ? slashed : text;
}
