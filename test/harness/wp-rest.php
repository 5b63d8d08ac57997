<?php
/**
 * A minimal WordPress for unit tests: WordPress's own hook, error and REST server code
 * (no database), with a few stubs for what a REST request touches beyond that.
 * The env var TS2WP_HARNESS names a JSON file: { core, plugins: [], mu?, debug?, requests: [] };
 * prints a JSON list of { status, data, headers }, one per request.
 */
$config = json_decode( file_get_contents( getenv( 'TS2WP_HARNESS' ) ), true );
define( 'ABSPATH', rtrim( $config['core'], '/' ) . '/' );
define( 'WPINC', 'wp-includes' );
define( 'WP_DEBUG', ! empty( $config['debug'] ) );

$GLOBALS['ts2wp_test_user'] = 0;

function __( $text, $domain = 'default' ) { return $text; }
function _x( $text, $context, $domain = 'default' ) { return $text; }
function _n( $single, $plural, $number, $domain = 'default' ) { return 1 === $number ? $single : $plural; }
function esc_html__( $text, $domain = 'default' ) { return $text; }
function is_user_logged_in() { return $GLOBALS['ts2wp_test_user'] > 0; }
function get_current_user_id() { return $GLOBALS['ts2wp_test_user']; }
function current_user_can( $capability ) { return $GLOBALS['ts2wp_test_user'] > 0; }
function wp_get_current_user() { return (object) array( 'ID' => $GLOBALS['ts2wp_test_user'] ); }

require ABSPATH . WPINC . '/load.php';
require ABSPATH . WPINC . '/plugin.php';
require ABSPATH . WPINC . '/class-wp-error.php';
require ABSPATH . WPINC . '/functions.php';
require ABSPATH . WPINC . '/formatting.php';
require ABSPATH . WPINC . '/class-wp-list-util.php';
require ABSPATH . WPINC . '/class-wp-http-response.php';
require ABSPATH . WPINC . '/rest-api.php';
require ABSPATH . WPINC . '/rest-api/class-wp-rest-server.php';
require ABSPATH . WPINC . '/rest-api/class-wp-rest-response.php';
require ABSPATH . WPINC . '/rest-api/class-wp-rest-request.php';

foreach ( $config['plugins'] as $plugin ) {
	require $plugin;
}
if ( ! empty( $config['mu'] ) ) {
	require $config['mu'];
}

$out = array();
foreach ( $config['requests'] as $spec ) {
	$GLOBALS['ts2wp_test_user'] = isset( $spec['user'] ) ? $spec['user'] : 0;
	$path    = $spec['path'];
	$query   = array();
	if ( false !== strpos( $path, '?' ) ) {
		list( $path, $qs ) = explode( '?', $path, 2 );
		parse_str( $qs, $query );
	}
	// As under pretty permalinks, WordPress hands the route over still percent-encoded;
	// `viaQuery` plays `?rest_route=`: decoded by PHP, slashed by WordPress's magic quotes.
	unset( $_GET['rest_route'] );
	if ( ! empty( $spec['viaQuery'] ) ) {
		$path               = wp_slash( rawurldecode( $path ) );
		$_GET['rest_route'] = $path;
	}
	$request = new WP_REST_Request( $spec['method'], $path );
	$request->set_query_params( $query );
	if ( isset( $spec['json'] ) ) {
		$request->set_header( 'content-type', 'application/json' );
		$request->set_body( json_encode( $spec['json'] ) );
	}
	if ( isset( $spec['form'] ) ) {
		$request->set_header( 'content-type', 'application/x-www-form-urlencoded' );
		$request->set_body_params( $spec['form'] );
	}
	if ( isset( $spec['files'] ) ) {
		$request->set_file_params( $spec['files'] );
	}
	$response = rest_do_request( $request );
	$server   = rest_get_server();
	$out[]    = array(
		'status'  => $response->get_status(),
		'data'    => $server->response_to_data( $response, false ),
		'headers' => $response->get_headers(),
	);
}
echo wp_json_encode( $out );
