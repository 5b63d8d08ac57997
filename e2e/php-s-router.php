<?php
/**
 * A router for PHP's built-in server that serves WordPress the way Apache's .htaccess and
 * nginx's `try_files … /index.php?$args` do:
 *
 *     php -S 127.0.0.1:8080 -t /path/to/wordpress /path/to/php-s-router.php
 *
 * Without a router (or with `wp server`'s), `php -S` hands WordPress the request path in
 * PATH_INFO, already percent-decoded: WordPress then cuts it at a `?` (`%3F`), an encoded
 * slash (`%2F`) splits a segment, and an encoded comma (`%2C`) splits an array item. Here
 * every request that is not a file goes to index.php with no PATH_INFO, so WordPress reads
 * the route from REQUEST_URI, still encoded, as on Apache and nginx. (docs/decisions.md,
 * Hosting.)
 */
$ts2wp_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$ts2wp_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
if ( '/' !== $ts2wp_path && ( is_file( $ts2wp_root . $ts2wp_path ) || is_dir( $ts2wp_root . $ts2wp_path ) ) ) {
	return false; // A file (static, or a PHP script such as wp-login.php) or a folder: served as it is.
}
unset( $_SERVER['PATH_INFO'], $_SERVER['ORIG_PATH_INFO'] );
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $ts2wp_root . '/index.php';
chdir( $ts2wp_root );
require $ts2wp_root . '/index.php';
