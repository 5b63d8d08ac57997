<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * Boots a generated plugin: a class autoloader for the plugin's own namespace, and
 * route registration on rest_api_init from the route table written at build time.
 */
final class Plugin {
	/** The ts2wp version that built this runtime copy (stamped at build time). */
	const TS2WP_VERSION = 'TS2WP_VERSION_STAMP';

	/**
	 * @param string $dir     The plugin folder.
	 * @param array  $filters The plugin's filters as closures (Router::$filters), written in its
	 *                        main file so that each hook name is a literal.
	 */
	public static function boot( $dir, array $filters ) {
		$prefix = substr( __NAMESPACE__, 0, -strlen( 'Framework' ) );
		spl_autoload_register(
			function ( $class_name ) use ( $dir, $prefix ) {
				if ( 0 !== strpos( $class_name, $prefix ) ) {
					return;
				}
				$relative = substr( $class_name, strlen( $prefix ) );
				// Namespaces match folders: Framework\X -> framework/X.php, App\Controllers\X -> app/Controllers/X.php.
				$parts = explode( '\\', $relative );
				if ( 'Framework' === $parts[0] ) {
					$parts[0] = 'framework';
				} elseif ( 'App' === $parts[0] ) {
					$parts[0] = 'app';
				}
				$file = $dir . '/' . implode( '/', $parts ) . '.php';
				if ( is_file( $file ) ) {
					require_once $file;
				}
			}
		);
		add_action(
			'rest_api_init',
			function () use ( $dir, $filters ) {
				Router::boot( require $dir . '/routes.php', $filters );
			}
		);
		add_filter( 'rest_request_parameter_order', array( Router::class, 'parameter_order' ), 10, 2 );
	}
}
