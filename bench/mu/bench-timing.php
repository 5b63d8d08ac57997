<?php
/**
 * Benchmark only: times rest_api_init and reports it with the peak memory of the
 * request in response headers (sent just before the JSON body).
 *   X-Bench-Register-Us  the plugins' own registration: rest_api_init priorities 9 → 11
 *                        (plugins register at the default 10; core's routes come at 99)
 *   X-Bench-Init-Us      the whole rest_api_init action, core's routes included
 *   X-Bench-Peak-Bytes   memory_get_peak_usage()
 *   X-Bench-Routes       with X-Bench-Debug: 1 only (it costs): routes registered
 */
$GLOBALS['ts2wp_bench_t'] = array();
$ts2wp_bench_mark         = function ( $name ) {
	return function () use ( $name ) {
		$GLOBALS['ts2wp_bench_t'][ $name ] = hrtime( true );
	};
};
add_action( 'rest_api_init', $ts2wp_bench_mark( 'init_start' ), PHP_INT_MIN );
add_action( 'rest_api_init', $ts2wp_bench_mark( 'plugins_start' ), 9 );
add_action( 'rest_api_init', $ts2wp_bench_mark( 'plugins_end' ), 11 );
add_action( 'rest_api_init', $ts2wp_bench_mark( 'init_end' ), PHP_INT_MAX );
add_filter(
	'rest_pre_echo_response',
	function ( $result ) {
		$t = $GLOBALS['ts2wp_bench_t'];
		if ( isset( $t['init_start'], $t['plugins_start'], $t['plugins_end'], $t['init_end'] ) ) {
			header( 'X-Bench-Register-Us: ' . intdiv( $t['plugins_end'] - $t['plugins_start'], 1000 ) );
			header( 'X-Bench-Init-Us: ' . intdiv( $t['init_end'] - $t['init_start'], 1000 ) );
		}
		header( 'X-Bench-Peak-Bytes: ' . memory_get_peak_usage() );
		if ( ! empty( $_SERVER['HTTP_X_BENCH_DEBUG'] ) ) {
			header( 'X-Bench-Routes: ' . count( rest_get_server()->get_routes() ) );
		}
		return $result;
	}
);
