<?php
/**
 * Benchmark only: the request header X-Bench-Plugin names the one plugin
 * (folder/file.php) this request loads, so that every plugin under test is measured in
 * the same site, interleaved request by request, with nothing else active.
 */
if ( isset( $_SERVER['HTTP_X_BENCH_PLUGIN'] ) ) {
	$GLOBALS['ts2wp_bench_plugin'] = preg_replace( '/[^A-Za-z0-9_\/.-]/', '', $_SERVER['HTTP_X_BENCH_PLUGIN'] );
	add_filter(
		'option_active_plugins',
		function () {
			return array( $GLOBALS['ts2wp_bench_plugin'] );
		}
	);
}
