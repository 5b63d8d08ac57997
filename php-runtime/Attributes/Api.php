<?php
namespace Ts2wpScope\Framework\Attributes;

defined( 'ABSPATH' ) || exit;

/**
 * Marks a controller method as a REST route. Read at build time, never by reflection
 * per request: the build writes routes.php. On PHP 7 the `#[...]` line is a comment.
 */
#[\Attribute( \Attribute::TARGET_METHOD )]
final class Api {
	public $namespace;
	public $endpoint;
	public $name;
	public $methods;
	public $params;
	public $permission;

	// phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames.namespaceFound -- the attribute's named argument is `namespace:`, as in the TypeScript @Api({ namespace }).
	public function __construct( $namespace, $endpoint = '/', $name = null, $methods = 'GET', $params = array(), $permission = false ) {
		$this->namespace  = $namespace;
		$this->endpoint   = $endpoint;
		$this->name       = $name;
		$this->methods    = $methods;
		$this->params     = $params;
		$this->permission = $permission;
	}
}
