// The hand-written part of `ts2wp stubs`: which classes and files to declare, which classes
// have a Node runtime, and types the PHPDoc gets wrong. Object shapes and overloads are in
// precise.ts. Everything else is read from WordPress's PHPDoc. See docs/wordpress-api.md.

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
  'WP_Term_Query',
  'WP_User',
  'WP_User_Query',
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

/**
 * The oldest WordPress a plugin supports unless its config says otherwise: the default of
 * `requiresWp` (emitter/analyze/config.ts). Functions added later carry a note.
 */
export { DEFAULT_REQUIRES_WP as OLDEST_WORDPRESS } from '../../emitter/analyze/config.js';

/**
 * Type overrides: `function#param`, `function#return`, `Class::method#param`,
 * `Class::method#return` or `Class#property` → TypeScript type.
 */
export const TYPE_OVERRIDES: Record<string, string> = {
  // Parameters documented as "see that other function" take that function's shape (precise.ts).
  'WP_Query::__construct#query': 'WP_Query_Args | string',
  'WP_Query::query#query': 'WP_Query_Args | string',
  'wp_insert_post#postarr': 'WP_Insert_Post_Args',
  'wp_update_post#postarr': 'WP_Insert_Post_Args | WP_Post',
  'register_post_meta#args': 'Register_Meta_Args',
  'register_term_meta#args': 'Register_Meta_Args',
  // The class's type parameter (precise.ts, CLASS_TYPE_PARAMS): what the constructor's query selected.
  'WP_Query#posts': 'Posts | null',
  // PHP's header() takes any scalar: WordPress stores it and prints it with sprintf( '%s' ).
  'WP_HTTP_Response::header#value': 'string | number | boolean',
  // `bool[]` in the PHPDoc, but maps keyed by capability (a JS object in a handler).
  'WP_User#allcaps': 'Record<string, boolean>',
  'WP_User#caps': 'Record<string, boolean>',
  'WP_User::get_role_caps#return': 'Record<string, boolean>',
};
