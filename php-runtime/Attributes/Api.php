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
	public $batch;
	public $patterns;
	public $bare_path;

	// phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames.namespaceFound, WordPress.NamingConventions.ValidVariableName.VariableNotSnakeCase -- the attribute's named arguments are `namespace:` and `barePath:`, as in the TypeScript @Api({ namespace, barePath }).
	public function __construct( $namespace, $endpoint = '/', $name = null, $methods = 'GET', $params = array(), $permission = false, $batch = false, $patterns = array(), $barePath = true ) {
		$this->namespace  = $namespace;
		$this->endpoint   = $endpoint;
		$this->name       = $name;
		$this->methods    = $methods;
		$this->params     = $params;
		$this->permission = $permission;
		$this->batch      = $batch;
		$this->patterns   = $patterns;
		$this->bare_path  = $barePath; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.VariableNotSnakeCase -- see the constructor.
	}
}
