// `ts2wp/wordpress`: WordPress functions and classes a handler may call. The compiler maps
// each import to the PHP global of the same name. The declarations are generated from
// WordPress core by `ts2wp stubs` (lib/wordpress.generated.ts, docs/wordpress-api.md); in
// Node (unit tests of handlers) the functions throw, so a test notices when a handler
// reaches WordPress without a fake, and WP_Error, WP_HTTP_Response and WP_REST_Response
// are plain data classes (lib/wordpress-runtime.ts). `$wpdb`, dbDelta() and the plugin's own
// paths are declared by hand (lib/wordpress-globals.ts).
export * from './wordpress.generated.js';
export * from './wordpress-globals.js';
