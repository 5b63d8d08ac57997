<?php
/**
 * A minimal WordPress for unit tests: WordPress's own hook, error, request-parsing and REST
 * server code (no database), with a few stubs for what a REST request touches beyond that.
 * The env var TS2WP_HARNESS names a JSON file: { core, plugins: [], mu?, debug?, requests: [] };
 * prints a JSON list of { status, data, headers, route }, one per request.
 *
 * Each request goes the way a real one does: the harness writes the superglobals a web
 * server gives PHP (REQUEST_URI raw, PATH_INFO decoded, $_GET/$_POST parsed by PHP), runs
 * WordPress's wp_magic_quotes() (which slashes $_SERVER too, REQUEST_URI included), then
 * the real WP::parse_request() with the REST rewrite rules (rest_api_register_rewrites()),
 * and builds the WP_REST_Request from `rest_route` as WP_REST_Server::serve_request() does.
 * URL forms (`url` in a request; `form` is a form body's fields, `multipart` a multipart
 * body's [ name, value ] parts):
 *   pretty    /wp-json/<route>        Apache (.htaccess) and nginx (try_files … /index.php?$args)
 *   query     /?rest_route=<route>    sites without pretty permalinks (GET)
 *   post      rest_route=<route> as a form field of the body (WordPress reads $_POST first)
 *   pathinfo  /index.php/wp-json/<route> with PATH_INFO set and decoded by the server
 *             (Apache, php -S)
 *   pathinfo-raw  the same with PATH_INFO as sent, still encoded (WordPress Playground)
 * The live server matrix (e2e/servers.test.mjs) checks these against the real servers.
 */
$config = json_decode( file_get_contents( getenv( 'TS2WP_HARNESS' ) ), true );
define( 'ABSPATH', rtrim( $config['core'], '/' ) . '/' );
define( 'WPINC', 'wp-includes' );
define( 'WP_DEBUG', ! empty( $config['debug'] ) );
define( 'WP_DEBUG_DISPLAY', true ); // wp_initial_constants()' default.

$GLOBALS['ts2wp_test_user'] = 0;
$GLOBALS['ts2wp_test_caps'] = null;

function __( $text, $domain = 'default' ) { return $text; }
function _x( $text, $context, $domain = 'default' ) { return $text; }
function _n( $single, $plural, $number, $domain = 'default' ) { return 1 === $number ? $single : $plural; }
function esc_html__( $text, $domain = 'default' ) { return $text; }
function is_user_logged_in() { return $GLOBALS['ts2wp_test_user'] > 0; }
function get_current_user_id() { return $GLOBALS['ts2wp_test_user']; }
// A logged-in user has every capability unless the request lists the user's (`caps`).
function current_user_can( $capability ) { return $GLOBALS['ts2wp_test_user'] > 0 && ( null === $GLOBALS['ts2wp_test_caps'] || in_array( $capability, $GLOBALS['ts2wp_test_caps'], true ) ); }
function wp_get_current_user() { return (object) array( 'ID' => $GLOBALS['ts2wp_test_user'] ); }
// What WP::parse_request() asks of a site with no posts types, taxonomies or home path.
function home_url( $path = '' ) { return 'http://example.org' . $path; }
function get_home_url( $blog_id = null, $path = '' ) { return 'http://example.org/' . ltrim( $path, '/' ); } // rest_url()
function get_post_types( $args = array(), $output = 'names' ) { return array(); }
function get_taxonomies( $args = array(), $output = 'names' ) { return array(); }
function is_post_type_viewable( $post_type ) { return false; }

// As wp-settings.php loads them first: PHP polyfills (str_starts_with(), array_all(), …), which
// WordPress 7.x's own code calls. compat-utf8.php and utf8.php are 6.9+ (UTF-8 scanning that
// formatting.php uses), absent from 6.1.
foreach ( array( 'compat-utf8.php', 'compat.php' ) as $ts2wp_file ) {
	if ( file_exists( ABSPATH . WPINC . '/' . $ts2wp_file ) ) {
		require ABSPATH . WPINC . '/' . $ts2wp_file;
	}
}
require ABSPATH . WPINC . '/load.php';
require ABSPATH . WPINC . '/plugin.php';
require ABSPATH . WPINC . '/class-wp-error.php';
require ABSPATH . WPINC . '/functions.php';
if ( file_exists( ABSPATH . WPINC . '/utf8.php' ) ) {
	require ABSPATH . WPINC . '/utf8.php';
}
require ABSPATH . WPINC . '/formatting.php';
require ABSPATH . WPINC . '/rewrite.php';
require ABSPATH . WPINC . '/class-wp.php';
require ABSPATH . WPINC . '/class-wp-matchesmapregex.php';
require ABSPATH . WPINC . '/class-wp-list-util.php';
require ABSPATH . WPINC . '/class-wp-http-response.php';
require ABSPATH . WPINC . '/http.php'; // The batch endpoint: wp_parse_url(), WP_Http::MULTI_STATUS.
require ABSPATH . WPINC . '/class-wp-http.php';
require ABSPATH . WPINC . '/rest-api.php';
if ( file_exists( ABSPATH . WPINC . '/json-schema.php' ) ) {
	require ABSPATH . WPINC . '/json-schema.php'; // 7.x: the schema keywords OPTIONS and the index list.
}
require ABSPATH . WPINC . '/rest-api/class-wp-rest-server.php';
require ABSPATH . WPINC . '/rest-api/class-wp-rest-response.php';
require ABSPATH . WPINC . '/rest-api/class-wp-rest-request.php';

/** The rewrite rules a site with pretty permalinks has for the REST API (WP_Rewrite without the database). */
final class Ts2wp_Harness_Rewrite {
	public $index                  = 'index.php';
	public $use_verbose_page_rules = false;
	private $rules                 = array();
	public function add_rule( $regex, $query, $after = 'bottom' ) { $this->rules[ $regex ] = $query; }
	public function wp_rewrite_rules() { return $this->rules; }
	// rest_url() (the index's links) asks it.
	public function using_index_permalinks() { return false; }
}
$GLOBALS['wp_rewrite'] = new Ts2wp_Harness_Rewrite();
// The options rest_url() reads, as a site with pretty permalinks has them (no database here).
add_filter( 'pre_option_permalink_structure', function () { return '/%postname%/'; } );
// wp_die() (WP::parse_request()'s "variable mismatch") answers 400 with a page, not JSON.
add_filter( 'wp_die_handler', function () {
	return function ( $message, $title = '', $args = array() ) {
		throw new RuntimeException( is_string( $message ) ? $message : 'wp_die' );
	};
} );
rest_api_register_rewrites();
// From default-filters.php: schema errors list an enum's values with wp_sprintf( '%l' ).
add_filter( 'wp_sprintf', 'wp_sprintf_l', 10, 2 );
// From rest_api_default_filters(): the Allow header lists the methods the caller may use.
add_filter( 'rest_post_dispatch', 'rest_send_allow_header', 10, 3 );

foreach ( $config['plugins'] as $plugin ) {
	require $plugin;
}
if ( ! empty( $config['mu'] ) ) {
	require $config['mu'];
}

$base_server = array(
	'HTTP_HOST'       => 'example.org',
	'SERVER_NAME'     => 'example.org',
	'SCRIPT_NAME'     => '/index.php',
	'SCRIPT_FILENAME' => ABSPATH . 'index.php',
);

/**
 * Sets the superglobals as PHP would for one request, as a client would send it.
 * `path` is the REST route as the client writes it (percent-encoded, with an optional
 * `?query`); the URL form decides where it travels.
 */
function ts2wp_harness_superglobals( array $spec, array $base_server ) {
	$form  = isset( $spec['url'] ) ? $spec['url'] : 'pretty';
	$parts = explode( '?', $spec['path'], 2 );
	$route = $parts[0];
	$query = isset( $parts[1] ) ? $parts[1] : '';
	$body  = '';
	$server = $base_server + array(
		'REQUEST_METHOD' => $spec['method'],
		'PHP_SELF'       => '/index.php',
	);
	$join = function ( $a, $b ) {
		return '' === $a ? $b : ( '' === $b ? $a : $a . '&' . $b );
	};
	switch ( $form ) {
		case 'query':
			$query                 = $join( 'rest_route=' . $route, $query );
			$server['REQUEST_URI'] = '/?' . $query;
			break;
		case 'post':
			$body                  = $join( 'rest_route=' . $route, isset( $spec['form'] ) ? http_build_query( $spec['form'] ) : '' );
			$server['REQUEST_URI'] = '/' . ( '' === $query ? '' : '?' . $query );
			break;
		case 'pathinfo':
		case 'pathinfo-raw':
			$server['REQUEST_URI'] = '/index.php/wp-json' . $route . ( '' === $query ? '' : '?' . $query );
			$server['PATH_INFO']   = 'pathinfo' === $form ? rawurldecode( '/wp-json' . $route ) : '/wp-json' . $route;
			$server['PHP_SELF']    = '/index.php' . $server['PATH_INFO'];
			break;
		default:
			$server['REQUEST_URI'] = '/wp-json' . $route . ( '' === $query ? '' : '?' . $query );
	}
	$server['QUERY_STRING'] = $query;
	$_GET                   = array();
	$_POST                  = array();
	$_FILES                 = isset( $spec['files'] ) ? $spec['files'] : array();
	parse_str( $query, $_GET );
	unset( $GLOBALS['HTTP_RAW_POST_DATA'] );
	if ( isset( $spec['jsonText'] ) ) {
		// The body as the client wrote it ({} and [] differ, 1e400 stays as written).
		$server['CONTENT_TYPE']        = 'application/json';
		$GLOBALS['HTTP_RAW_POST_DATA'] = $spec['jsonText'];
	} elseif ( isset( $spec['json'] ) ) {
		$server['CONTENT_TYPE']        = 'application/json';
		$GLOBALS['HTTP_RAW_POST_DATA'] = json_encode( $spec['json'] );
	} elseif ( isset( $spec['form'] ) || 'post' === $form ) {
		if ( '' === $body ) {
			$body = http_build_query( $spec['form'] );
		}
		$server['CONTENT_TYPE']        = 'application/x-www-form-urlencoded';
		$GLOBALS['HTTP_RAW_POST_DATA'] = $body;
		parse_str( $body, $_POST );
	} elseif ( isset( $spec['multipart'] ) ) {
		// A multipart/form-data body: PHP parses it into $_POST itself (only for POST) and
		// leaves php://input empty. Its field names register as a query string's do
		// (`tags[]` makes an array), so parse_str() of the same pairs gives the same $_POST.
		$pairs = array();
		foreach ( $spec['multipart'] as $part ) {
			$pairs[] = rawurlencode( $part[0] ) . '=' . rawurlencode( $part[1] );
		}
		$server['CONTENT_TYPE']        = 'multipart/form-data; boundary=ts2wp';
		$GLOBALS['HTTP_RAW_POST_DATA'] = '';
		if ( 'POST' === $spec['method'] ) {
			parse_str( implode( '&', $pairs ), $_POST );
		}
	} elseif ( isset( $spec['files'] ) ) {
		$server['CONTENT_TYPE']        = 'multipart/form-data; boundary=x';
		$GLOBALS['HTTP_RAW_POST_DATA'] = '';
	} else {
		$GLOBALS['HTTP_RAW_POST_DATA'] = '';
	}
	foreach ( isset( $spec['headers'] ) ? $spec['headers'] : array() as $name => $value ) {
		$server[ 'HTTP_' . strtoupper( str_replace( '-', '_', $name ) ) ] = $value;
	}
	$_SERVER = $server;
}

define( 'REST_REQUEST', true ); // As rest_api_loaded() does before serving.
$out = array();
foreach ( $config['requests'] as $spec ) {
	$GLOBALS['ts2wp_test_user'] = isset( $spec['user'] ) ? $spec['user'] : 0;
	$GLOBALS['ts2wp_test_caps'] = isset( $spec['caps'] ) ? $spec['caps'] : null;
	ts2wp_harness_superglobals( $spec, $base_server );
	wp_magic_quotes();
	$wp = new WP();
	$wp->add_query_var( 'rest_route' ); // What rest_api_init() does.
	$GLOBALS['wp'] = $wp;
	try {
		$wp->parse_request();
	} catch ( RuntimeException $e ) {
		$out[] = array( 'status' => 400, 'data' => $e->getMessage(), 'headers' => array(), 'route' => null );
		continue;
	}
	if ( empty( $wp->query_vars['rest_route'] ) ) {
		// Not a REST request: WordPress would render the theme's 404 page.
		$out[] = array( 'status' => 404, 'data' => null, 'headers' => array(), 'route' => null );
		continue;
	}
	$path = untrailingslashit( $wp->query_vars['rest_route'] );
	$path = '' === $path ? '/' : $path;

	// As WP_REST_Server::serve_request() builds it.
	$server  = rest_get_server();
	$request = new WP_REST_Request( $_SERVER['REQUEST_METHOD'], $path );
	$request->set_query_params( wp_unslash( $_GET ) );
	$request->set_body_params( wp_unslash( $_POST ) );
	$request->set_file_params( $_FILES );
	$request->set_headers( $server->get_headers( wp_unslash( $_SERVER ) ) );
	$request->set_body( WP_REST_Server::get_raw_data() );
	if ( isset( $_GET['_method'] ) ) {
		$request->set_method( $_GET['_method'] );
	} elseif ( isset( $_SERVER['HTTP_X_HTTP_METHOD_OVERRIDE'] ) ) {
		$request->set_method( $_SERVER['HTTP_X_HTTP_METHOD_OVERRIDE'] );
	}
	$response = rest_ensure_response( $server->dispatch( $request ) );
	if ( is_wp_error( $response ) ) {
		$response = $server->error_to_response( $response );
	}
	$response = apply_filters( 'rest_post_dispatch', $response, $server, $request );
	$out[]    = array(
		'status'  => $response->get_status(),
		// As serve_request() does: ?_embed embeds the links marked embeddable.
		'data'    => $server->response_to_data( $response, isset( $_GET['_embed'] ) ? rest_parse_embed_param( $_GET['_embed'] ) : false ),
		'headers' => $response->get_headers(),
		'route'   => $path,
	);
}
echo wp_json_encode( $out );
