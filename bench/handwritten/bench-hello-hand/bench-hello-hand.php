<?php
/**
 * Plugin Name: Bench Hello (hand-written)
 * Description: The floor for ts2wp's request benchmark: the same route and body as the ts2wp-built bench-hello plugin, written by hand with register_rest_route().
 * Version:     1.0.0
 * License:     GPL-2.0-or-later
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'bench/v1',
			'/hello/(?P<name>[^/]+)/(?P<age>[^/]+)',
			array(
				'methods'             => 'GET',
				'callback'            => 'bench_hello_hand',
				'permission_callback' => '__return_true',
				'args'                => array(
					'name' => array(
						'type'     => 'string',
						'required' => true,
					),
					'age'  => array(
						'type'              => 'number',
						'required'          => true,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'rest_sanitize_request_arg',
					),
				),
			)
		);
	}
);

/**
 * GET /bench/v1/hello/<name>/<age>
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response
 */
function bench_hello_hand( $request ) {
	$age = $request['age'];
	if ( is_float( $age ) && floor( $age ) === $age ) {
		$age = (int) $age;
	}
	return rest_ensure_response( array( 'message' => 'Hello ' . $request['name'] . ', you are ' . $age ) );
}
