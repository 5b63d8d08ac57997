// The hand-written part of `ts2wp stubs`: which classes to declare, which classes have a
// Node runtime, and a handful of array shapes for the most used `array` parameters.
// Everything else is read from WordPress's PHPDoc. See docs/wordpress-api.md.

/** Classes declared with their public methods and properties. */
export const CLASSES = [
  'WP_Comment',
  'WP_Error',
  'WP_HTTP_Response',
  'WP_Post',
  'WP_Query',
  'WP_REST_Request',
  'WP_REST_Response',
  'WP_Term',
  'WP_User',
] as const;

/**
 * Classes whose value in Node (unit tests of handlers) is a working data class from
 * lib/wordpress-runtime.ts; the others throw when constructed outside WordPress.
 */
export const RUNTIME_CLASSES = new Set(['WP_Error', 'WP_HTTP_Response', 'WP_REST_Response']);

/** Extra files whose functions are declared (relative to the WordPress folder). */
export const EXTRA_FILES = ['wp-admin/includes/file.php'];

/** wp-includes files whose functions are not WordPress API (PHP polyfills) or all deprecated. */
export const SKIPPED_FILES = new Set([
  'wp-includes/compat.php',
  'wp-includes/deprecated.php',
  'wp-includes/ms-deprecated.php',
  'wp-includes/pluggable-deprecated.php',
]);

/** Functions declared although they start with `_`: the translation functions. */
export const UNDERSCORE_FUNCTIONS = new Set(['__', '_x', '_n', '_nx']);

/** A note added to the doc comment of functions from a file WordPress does not load in a REST request. */
export const LOAD_NOTES: Record<string, string> = {
  'wp-admin/includes/file.php':
    "Defined in wp-admin/includes/file.php, which WordPress loads only in wp-admin: outside it, the plugin must `require_once ABSPATH . 'wp-admin/includes/file.php'` first.",
};

/** Array shapes for the overrides below; copied verbatim into the generated file. */
export const SHAPES = `/**
 * Query arguments of \`get_posts()\` and \`new WP_Query()\` (the most used keys of
 * \`WP_Query::parse_query()\`; any other key WordPress accepts is allowed too).
 */
export interface WP_Query_Args {
  post_type?: string | string[];
  post_status?: string | string[];
  posts_per_page?: number;
  numberposts?: number;
  paged?: number;
  offset?: number;
  orderby?: string | Record<string, string>;
  order?: 'ASC' | 'DESC' | 'asc' | 'desc';
  p?: number;
  name?: string;
  page_id?: number;
  pagename?: string;
  post_parent?: number;
  post_parent__in?: number[];
  post__in?: number[];
  post__not_in?: number[];
  include?: number[];
  exclude?: number[];
  author?: number | string;
  author__in?: number[];
  category?: number | string;
  cat?: number | string;
  category_name?: string;
  tag?: string;
  s?: string;
  meta_key?: string;
  meta_value?: string | string[];
  meta_query?: Record<string, unknown>[] | Record<string, unknown>;
  tax_query?: Record<string, unknown>[] | Record<string, unknown>;
  date_query?: Record<string, unknown>[] | Record<string, unknown>;
  fields?: '' | 'all' | 'ids' | 'id=>parent';
  suppress_filters?: boolean;
  ignore_sticky_posts?: boolean;
  no_found_rows?: boolean;
  [key: string]: unknown;
}

/** The \`$postarr\` of \`wp_insert_post()\` and \`wp_update_post()\` (the keys WordPress documents). */
export interface WP_Insert_Post_Args {
  ID?: number;
  post_author?: number;
  post_date?: string;
  post_date_gmt?: string;
  post_content?: string;
  post_content_filtered?: string;
  post_title?: string;
  post_excerpt?: string;
  post_status?: string;
  post_type?: string;
  comment_status?: 'open' | 'closed';
  ping_status?: 'open' | 'closed';
  post_password?: string;
  post_name?: string;
  to_ping?: string;
  pinged?: string;
  post_modified?: string;
  post_modified_gmt?: string;
  post_parent?: number;
  menu_order?: number;
  post_mime_type?: string;
  guid?: string;
  import_id?: number;
  post_category?: number[];
  tags_input?: (string | number)[];
  tax_input?: Record<string, (string | number)[] | string>;
  meta_input?: Record<string, unknown>;
  page_template?: string;
}`;

/**
 * Type overrides: `function#param`, `function#return`, `Class::method#param`,
 * `Class::method#return` or `Class#property` → TypeScript type.
 */
export const TYPE_OVERRIDES: Record<string, string> = {
  'get_posts#args': 'WP_Query_Args | string | null',
  'WP_Query::__construct#query': 'WP_Query_Args | string',
  'WP_Query::query#query': 'WP_Query_Args | string',
  'wp_insert_post#postarr': 'WP_Insert_Post_Args',
  'wp_update_post#postarr': 'WP_Insert_Post_Args | WP_Post',
  // `bool[]` in the PHPDoc, but maps keyed by capability (a JS object in a handler).
  'WP_User#allcaps': 'Record<string, boolean>',
  'WP_User#caps': 'Record<string, boolean>',
  'WP_User::get_role_caps#return': 'Record<string, boolean>',
};
