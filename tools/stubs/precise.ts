// The hand-written precise part of ts2wp/wordpress, kept apart from the generator so that
// `ts2wp stubs` on a new WordPress keeps it: which hash-notation blocks become object types,
// the few keys WordPress documents too loosely, and overloads where a PHP function's result
// depends on an argument (`fields`, `$single`, a default). Anchored on php-stubs/wordpress-stubs'
// functionMap.php (conditional return types) and phpstan-wordpress; see docs/wordpress-api.md.

/** An object type built from the `@type` keys of one parameter's hash notation. */
export interface DocShape {
  /** The TypeScript interface name. */
  name: string;
  /** Where the keys are documented: `function#param` or `Class::method#param`. */
  source: string;
  summary: string;
  /** A shape whose keys this one adds to (get_posts() takes WP_Query's keys and its own). */
  base?: string;
}

export const DOC_SHAPES: DocShape[] = [
  {
    name: 'WP_Query_Args',
    source: 'WP_Query::parse_query#query',
    summary:
      'Query arguments of `new WP_Query()` and `WP_Query::query()` (the keys `WP_Query::parse_query()` documents).',
  },
  {
    name: 'Get_Posts_Args',
    source: 'get_posts#args',
    base: 'WP_Query_Args',
    summary: "Arguments of `get_posts()`: WP_Query's keys and get_posts()'s own.",
  },
  {
    name: 'WP_Insert_Post_Args',
    source: 'wp_insert_post#postarr',
    summary: 'The `$postarr` of `wp_insert_post()` and `wp_update_post()` (the keys WordPress documents).',
  },
  {
    name: 'Register_Post_Type_Args',
    source: 'register_post_type#args',
    summary: 'Arguments of `register_post_type()`.',
  },
  {
    name: 'Register_Taxonomy_Args',
    source: 'register_taxonomy#args',
    summary: 'Arguments of `register_taxonomy()`.',
  },
  {
    name: 'Register_Meta_Args',
    source: 'register_meta#args',
    summary: 'Arguments of `register_meta()`, `register_post_meta()` and `register_term_meta()`.',
  },
  {
    name: 'WP_Term_Query_Args',
    source: 'WP_Term_Query::__construct#query',
    summary: 'Query arguments of `get_terms()` and `new WP_Term_Query()` (the keys its constructor documents).',
  },
  {
    name: 'WP_User_Query_Args',
    source: 'WP_User_Query::prepare_query#query',
    summary: 'Query arguments of `get_users()` and `new WP_User_Query()` (the keys `prepare_query()` documents).',
  },
  {
    name: 'Register_Rest_Field_Args',
    source: 'register_rest_field#args',
    summary: 'Arguments of `register_rest_field()`.',
  },
];

/**
 * Keys whose documented type is looser than what WordPress accepts or wrong for a handler:
 * `Shape.key` → TypeScript. WordPress writes `string[]` for maps keyed by name (labels).
 */
export const SHAPE_MEMBER_TYPES: Record<string, string> = {
  'WP_Query_Args.fields': "'' | 'all' | 'ids' | 'id=>parent'",
  'WP_Query_Args.order': "'ASC' | 'DESC' | 'asc' | 'desc'",
  'WP_Query_Args.orderby': 'string | Record<string, string>',
  'Register_Post_Type_Args.labels': 'Record<string, string>',
  'Register_Post_Type_Args.capabilities': 'Record<string, string>',
  'Register_Post_Type_Args.supports': '(string | Record<string, unknown>)[] | false',
  'Register_Taxonomy_Args.labels': 'Record<string, string>',
  'Register_Meta_Args.type': "'string' | 'boolean' | 'integer' | 'number' | 'array' | 'object'",
  'WP_Insert_Post_Args.comment_status': "'open' | 'closed'",
  'WP_Insert_Post_Args.ping_status': "'open' | 'closed'",
  'WP_Insert_Post_Args.tax_input': 'Record<string, (string | number)[] | string>',
  'WP_Insert_Post_Args.meta_input': 'Record<string, unknown>',
};

/** Keys WordPress reads but its hash notation leaves out: `Shape.key` → TypeScript. */
export const SHAPE_EXTRA_MEMBERS: Record<string, string> = {
  // WP_Query::get_posts() reads these; parse_query()'s block does not list them.
  'WP_Query_Args.has_password': 'boolean | null',
  'WP_Query_Args.post_password': 'string',
  'WP_Query_Args.meta_value_num': 'number',
};

/**
 * Helper types, copied verbatim into the generated file before the shapes.
 * `OptionValue`: WordPress stores options as text, so a number or boolean saved with
 * update_option() reads back as a string on the next request; the default's type says what
 * the plugin saved.
 */
export const PRECISE_TYPES = `/**
 * What \`get_posts()\` and \`WP_Query::query()\` return for \`fields: 'id=>parent'\`: the
 * parent's ID by post ID. WordPress 7.x keys it \`'post_parent:<ID>'\` instead when the same
 * query already ran in the request (its query cache hands back its cache keys).
 */
export type WP_Post_Parents = Record<string, number>;

/**
 * What \`get_option(name, default)\` returns, from the default's type: the option as the
 * plugin saved it, or the default. A number or boolean comes back as text once WordPress
 * has stored it (\`5\` → \`'5'\`, \`true\` → \`'1'\`, \`false\` → \`''\`).
 */
export type OptionValue<T> = T extends string
  ? string
  : T extends number
    ? number | string
    : T extends boolean
      ? boolean | string
      : T extends null | undefined
        ? unknown
        : T extends never[]
          ? unknown[]
          : T;

/**
 * What \`WP_Query::$posts\` holds after a query with \`fields: 'id=>parent'\`: one row per post,
 * where \`query()\` returns the same pairs as a map (\`WP_Post_Parents\`).
 */
export type WP_Post_Parent_Row = { ID: number; post_parent: number };

/** What \`WP_Query::$posts\` may hold, by the query's \`fields\`. */
export type WP_Query_Posts = WP_Post[] | number[] | WP_Post_Parent_Row[];

/**
 * What \`get_post_meta(id, key, true)\` and its kin return. Without a type argument \`unknown\`:
 * the text WordPress stored (a number or boolean saved comes back as text, registered meta
 * included), an array or object it stored serialized, or \`''\` for a missing key. With one
 * (\`get_post_meta<string[]>(id, 'shelves', true)\`), the array or object type the plugin
 * stores, or \`''\`; a number or text is not an object, so \`get_post_meta<number>()\` does
 * not compile: read it as text and convert.
 */
export type MetaValue<T> = [T] extends [never] ? unknown : T | '';

/** The fields a single-column \`get_users()\` may select (\`WP_User_Query::prepare_query()\`). */
export type WP_User_Field =
  | 'ID' | 'id' | 'display_name' | 'user_login' | 'user_nicename' | 'user_email' | 'user_url'
  | 'user_registered' | 'user_pass' | 'user_activation_key' | 'user_status' | 'spam' | 'deleted';

/** \`rest_ensure_response()\`'s result: a WP_Error stays one, anything else becomes a WP_REST_Response. */
export type RestEnsured<T> = unknown extends T ? WP_REST_Response | WP_Error : T extends WP_Error ? WP_Error : WP_REST_Response;`;

/**
 * Type parameters of a generated class whose members' types depend on how it was built:
 * class → the parameter list. \`new WP_Query({ fields: 'ids' })\` is a \`WP_Query<number[]>\`, so
 * its \`posts\` are numbers (the constructor's OVERLOADS say which).
 */
export const CLASS_TYPE_PARAMS: Record<string, string> = {
  WP_Query: 'Posts extends WP_Query_Posts = WP_Query_Posts',
};

/**
 * Overloads that replace a generated signature: `function` or `Class::method` → the
 * signatures callers see, most specific first; the last one must take every call the
 * generated signature took. A function keeps its generated signature as the implementation.
 */
export const OVERLOADS: Record<string, string[]> = {
  get_posts: [
    "(args: Get_Posts_Args & { fields: 'ids' }): number[]",
    "(args: Get_Posts_Args & { fields: 'id=>parent' }): WP_Post_Parents",
    "(args?: (Get_Posts_Args & { fields?: '' | 'all' }) | null): WP_Post[]",
    '(args?: Get_Posts_Args | string | null): WP_Post[] | number[] | WP_Post_Parents',
  ],
  // With no query the object runs none: its posts stay null until query() is called.
  'WP_Query::__construct': [
    "(query: WP_Query_Args & { fields: 'ids' }): WP_Query<number[]>",
    "(query: WP_Query_Args & { fields: 'id=>parent' }): WP_Query<WP_Post_Parent_Row[]>",
    "(query: WP_Query_Args & { fields?: '' | 'all' }): WP_Query<WP_Post[]>",
    '(query?: WP_Query_Args | string): WP_Query',
  ],
  'WP_Query::query': [
    "(query: WP_Query_Args & { fields: 'ids' }): number[]",
    "(query: WP_Query_Args & { fields: 'id=>parent' }): WP_Post_Parents",
    "(query: WP_Query_Args & { fields?: '' | 'all' }): WP_Post[]",
    '(query: WP_Query_Args | string): WP_Post[] | number[] | WP_Post_Parents',
  ],
  get_post_meta: metaOverloads('post_id'),
  get_user_meta: metaOverloads('user_id'),
  get_term_meta: metaOverloads('term_id'),
  get_users: [
    '(args: WP_User_Query_Args & { fields: WP_User_Field }): string[]',
    '(args: WP_User_Query_Args & { fields: WP_User_Field[] }): Record<string, string>[]',
    "(args?: WP_User_Query_Args & { fields?: 'all' }): WP_User[]",
    '(args?: WP_User_Query_Args): WP_User[] | string[] | Record<string, string>[] | Record<string, WP_User>',
  ],
  get_terms: [
    "(args: WP_Term_Query_Args & { fields: 'ids' | 'tt_ids' }): number[] | WP_Error",
    "(args: WP_Term_Query_Args & { fields: 'names' | 'slugs' }): string[] | WP_Error",
    "(args: WP_Term_Query_Args & { fields: 'id=>name' | 'id=>slug' }): Record<string, string> | WP_Error",
    "(args: WP_Term_Query_Args & { fields: 'id=>parent' }): Record<string, number> | WP_Error",
    "(args: WP_Term_Query_Args & { fields: 'count' }): string | number | WP_Error",
    "(args?: WP_Term_Query_Args & { fields?: 'all' | 'all_with_object_id' }): WP_Term[] | WP_Error",
    '(args?: WP_Term_Query_Args | string, deprecated?: PhpArray | string): WP_Term[] | number[] | string[] | Record<string, string | number> | string | number | WP_Error',
  ],
  // The request's parameters are maps by name (lib/index.ts declares the handler's own
  // request the same way); a handler reads them without narrowing a PhpArray first.
  'WP_REST_Request::get_params': ['(): Record<string, unknown>'],
  'WP_REST_Request::get_query_params': ['(): Record<string, unknown>'],
  'WP_REST_Request::get_body_params': ['(): Record<string, unknown>'],
  'WP_REST_Request::get_url_params': ['(): Record<string, unknown>'],
  'WP_REST_Request::get_default_params': ['(): Record<string, unknown>'],
  'WP_REST_Request::get_json_params': ['(): Record<string, unknown> | null'],
  'WP_REST_Request::get_file_params': ['(): Record<string, UploadedFile>'],
  // Header names lower-cased with `_` for `-` (canonicalize_header_name()), each a list of values.
  'WP_REST_Request::get_headers': ['(): Record<string, string[]>'],
  get_option: ['(option: string): unknown', '<T>(option: string, default_value: T): OptionValue<T>'],
  get_post: [
    "(post?: number | WP_Post | null, output?: 'OBJECT', filter?: string): WP_Post | null",
    "(post: number | WP_Post | null, output: 'ARRAY_A', filter?: string): Record<string, unknown> | null",
    "(post: number | WP_Post | null, output: 'ARRAY_N', filter?: string): unknown[] | null",
  ],
  rest_ensure_response: ['<T>(response: T): RestEnsured<T>'],
  // 'timestamp' and 'U' give a Unix time; 'mysql' and every other format, text.
  current_time: ["(type: 'timestamp' | 'U', gmt?: boolean): number", '(type: string, gmt?: boolean): string'],
  // One property per post status (and 'trash', 'auto-draft'), each a count.
  wp_count_posts: ['(type?: string, perm?: string): Record<string, number>'],
};

/**
 * get_{post,user,term}_meta(): with `$single` true the value (the stored text, or what was
 * serialized); with a key and no `$single` the list of values; with no key, every key's list
 * of stored texts, unserialized by nobody. A key of `''` means "no key" in PHP too.
 */
function metaOverloads(id: string): string[] {
  return [
    `<T extends object = never>(${id}: number, key: string, single: true): MetaValue<T>`,
    `(${id}: number, key: string, single?: false): unknown[]`,
    `(${id}: number): Record<string, string[]>`,
    `(${id}: number, key?: string, single?: boolean): unknown`,
  ];
}
