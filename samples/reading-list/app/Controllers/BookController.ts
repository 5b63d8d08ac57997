import { Api, Controller } from 'ts2wp';
import { ARRAY_A, current_time, plugin, plugins_url, WP_Error, WP_REST_Response, wpdb } from 'ts2wp/wordpress';
import { cleanText, COLUMNS, TABLE, type Book } from '../lib/books';

/** The reading list under `/wp-json/reading/v1`: every query goes through $wpdb, values only through prepare(). */
export class BookController extends Controller {
  /** GET /books?search=dune&finished=true: a title or author search (LIKE, escaped), newest first. */
  @Api({ namespace: 'reading/v1', endpoint: '/books', name: 'listBooks' })
  list(params: { search?: string; finished?: boolean }) {
    const like = '%' + wpdb.esc_like(params.search ?? '') + '%';
    const books =
      params.finished === undefined
        ? wpdb.get_results<Book>(
            wpdb.prepare(`SELECT ${COLUMNS} FROM ${wpdb.prefix}${TABLE} WHERE title LIKE %s OR author LIKE %s ORDER BY id DESC`, like, like),
            ARRAY_A,
          )
        : wpdb.get_results<Book>(
            wpdb.prepare(
              `SELECT ${COLUMNS} FROM ${wpdb.prefix}${TABLE} WHERE (title LIKE %s OR author LIKE %s) AND finished = %d ORDER BY id DESC`,
              like,
              like,
              params.finished ? 1 : 0,
            ),
            ARRAY_A,
          );
    return { books };
  }

  @Api({ namespace: 'reading/v1', endpoint: '/books', name: 'getBook', params: { id: 'number' } })
  one(params: { id: number }) {
    const book = wpdb.get_row<Book>(wpdb.prepare(`SELECT ${COLUMNS} FROM ${wpdb.prefix}${TABLE} WHERE id = %d`, params.id), ARRAY_A);
    return book ?? new WP_Error('book_not_found', `No book with id ${params.id}`, { status: 404 });
  }

  /** POST /books { title, author?, pages? }: inserted with insert() (WordPress escapes each value). */
  @Api({ namespace: 'reading/v1', endpoint: '/books', name: 'addBook', methods: 'POST', permission: 'edit_posts' })
  add(params: { title: string; author?: string; pages?: number }) {
    const title = cleanText(params.title);
    if (!title) return new WP_Error('invalid_book', 'title is empty', { status: 422 });
    const pages = Math.max(0, Math.floor(params.pages ?? 0));
    const row = { title, author: cleanText(params.author ?? ''), pages, finished: 0, added: String(current_time('mysql', true)) };
    if (wpdb.insert(`${wpdb.prefix}${TABLE}`, row, ['%s', '%s', '%d', '%d', '%s']) === false)
      return new WP_Error('db_error', wpdb.last_error, { status: 500 });
    return new WP_REST_Response(this.one({ id: wpdb.insert_id }), 201);
  }

  /** POST /books/{id}/finished { finished }: update() with a where array. */
  @Api({ namespace: 'reading/v1', endpoint: '/books/finished', name: 'finishBook', methods: 'POST', params: { id: 'number' }, permission: 'edit_posts' })
  finish(params: { id: number; finished: boolean }) {
    const changed = wpdb.update(`${wpdb.prefix}${TABLE}`, { finished: params.finished ? 1 : 0 }, { id: params.id }, ['%d'], ['%d']);
    if (changed === false) return new WP_Error('db_error', wpdb.last_error, { status: 500 });
    return this.one({ id: params.id });
  }

  @Api({ namespace: 'reading/v1', endpoint: '/books', name: 'removeBook', methods: 'DELETE', params: { id: 'number' }, permission: 'edit_posts' })
  remove(params: { id: number }) {
    const deleted = wpdb.delete(`${wpdb.prefix}${TABLE}`, { id: params.id }, ['%d']);
    if (!deleted) return new WP_Error('book_not_found', `No book with id ${params.id}`, { status: 404 });
    return { deleted: params.id };
  }

  /** GET /stats: the aggregate query (one row, numbers converted from MySQL's strings). */
  @Api({ namespace: 'reading/v1', endpoint: '/stats', name: 'readingStats' })
  stats() {
    const totals = wpdb.get_row<{ books: number; pages: number; finished: number }>(
      `SELECT COUNT(*) AS books, COALESCE(SUM(pages), 0) AS pages, COALESCE(SUM(finished), 0) AS finished FROM ${wpdb.prefix}${TABLE}`,
      ARRAY_A,
    );
    const authors = wpdb.get_col(`SELECT DISTINCT author FROM ${wpdb.prefix}${TABLE} WHERE author <> '' ORDER BY author`);
    const longest = wpdb.get_var(`SELECT title FROM ${wpdb.prefix}${TABLE} ORDER BY pages DESC, id LIMIT 1`);
    return { ...(totals ?? { books: 0, pages: 0, finished: 0 }), authors, longest };
  }

  /** GET /about: the plugin's own URL and the URL of a file in it, without __FILE__. */
  @Api({ namespace: 'reading/v1', endpoint: '/about', name: 'aboutPlugin' })
  about() {
    return { script: plugins_url('assets/reading-list.js', plugin.file), url: plugin.url, basename: plugin.basename };
  }
}
