<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the route table written at build time and calls the handlers.
 * Each declared param gets a schema type, `required`, and validate/sanitize callbacks,
 * so a value of the wrong type answers 400 rest_invalid_param (never a 404) and the
 * handler receives typed values. A route entry may also carry, from the handler's
 * parameter type, 'schemas' (a path param's narrower type) and 'fields' (the other
 * declared members, query or body): JSON Schema that WordPress's own
 * rest_validate_value_from_schema() checks and rest_sanitize_value_from_schema() applies.
 */
final class Router {
	/** @var array The route table (routes.php): 'routes' in source order, 'lookup' by namespace and first segment. */
	private static $table = array(
		'routes' => array(),
		'lookup' => array(),
	);

	/** @var array Positions in the table not registered yet, position => true. */
	private static $pending = array();

	/** @var array The last request whose JSON body json_member() decoded, that body decoded, and as text. */
	private static $json_body = array( null, null, null );

	/** Query parameters that steer WordPress itself (routing, method override, nonce, envelope, fields, embedding). */
	const WORDPRESS_PARAMS = array(
		'rest_route' => true,
		'_method'    => true,
		'_wpnonce'   => true,
		'_envelope'  => true,
		'_fields'    => true,
		'_embed'     => true,
		'_jsonp'     => true,
		'_locale'    => true,
	);

	/**
	 * @var array The plugin's filters as closures from its main file, where each hook name is
	 * a literal: 'route_args' ( $args, $name, $path ) and 'lazy_rest_routes' ().
	 */
	private static $filters = array();

	/** @var array|null The line map (app/sourcemap.php), loaded on the first error report. */
	private static $source_map = null;

	/**
	 * Registers the routes on rest_api_init. On a REST request for one route, only the
	 * routes that can match it are registered (those in its namespace whose endpoint starts
	 * with the same segment): with hundreds of routes that is most of the time and memory
	 * WordPress spends on them. Everything is registered for the index (`/`), a namespace
	 * index, the batch endpoint, outside a REST request, and when `<slug>_lazy_rest_routes`
	 * says false; the rest follows on demand when a request to another route is dispatched
	 * (an embedded or internal rest_do_request()).
	 *
	 * @param array $table   The table from routes.php.
	 * @param array $filters The plugin's filters (see $filters).
	 */
	public static function boot( array $table, array $filters ) {
		self::$table   = $table;
		self::$filters = $filters;
		self::$pending = array_fill_keys( array_keys( $table['routes'] ), true );
		$route         = self::current_route();
		// A batch request matches its sub-requests before dispatching any: register everything.
		$lazy = null !== $route && '/batch/v1' !== strtolower( $route ) && $filters['lazy_rest_routes']();
		self::ensure( $lazy ? $route : '/' );
		if ( self::$pending ) {
			add_filter( 'rest_pre_dispatch', array( self::class, 'pre_dispatch' ), -1000, 3 );
		}
	}

	/**
	 * Registers what a dispatched request needs before WordPress matches it.
	 *
	 * @param mixed            $result  Passed through.
	 * @param \WP_REST_Server  $server  The server.
	 * @param \WP_REST_Request $request The request.
	 * @return mixed
	 */
	public static function pre_dispatch( $result, $server, $request ) {
		if ( self::$pending ) {
			self::ensure( (string) $request->get_route() );
		}
		return $result;
	}

	/**
	 * The route of the REST request being served (as rest_api_loaded() reads it), or null
	 * outside one.
	 *
	 * @return string|null
	 */
	private static function current_route() {
		if ( ! defined( 'REST_REQUEST' ) || ! REST_REQUEST || ! isset( $GLOBALS['wp'] ) || ! is_object( $GLOBALS['wp'] ) ) {
			return null;
		}
		$vars = $GLOBALS['wp']->query_vars;
		if ( ! is_array( $vars ) || ! isset( $vars['rest_route'] ) || ! is_string( $vars['rest_route'] ) ) {
			return null;
		}
		$route = untrailingslashit( $vars['rest_route'] );
		return '' === $route ? '/' : $route;
	}

	/**
	 * Registers the pending routes that could match `$route`, in table order (all of them
	 * for the index or a namespace index). WordPress matches case-insensitively, so do we.
	 *
	 * @param string $route A REST route, e.g. /demo/v1/hello/Ada/36.
	 */
	private static function ensure( $route ) {
		$path      = strtolower( trim( $route, '/' ) );
		$positions = array();
		if ( '' === $path || isset( self::$table['lookup'][ $path ] ) ) {
			$positions = array_keys( self::$pending );
		} else {
			foreach ( self::$table['lookup'] as $namespace => $segments ) {
				if ( 0 !== strpos( $path . '/', $namespace . '/' ) ) {
					continue;
				}
				$rest    = substr( $path, strlen( $namespace ) + 1 );
				$slash   = strpos( $rest, '/' );
				$segment = false === $slash ? $rest : substr( $rest, 0, $slash );
				// Routes filed under '' (endpoint `/`, all params) can compete with any route of
				// the namespace: register the whole namespace at once, in table (precedence) order.
				$keys = isset( $segments[''] ) ? array_keys( $segments ) : array( $segment );
				foreach ( $keys as $key ) {
					if ( isset( $segments[ $key ] ) ) {
						$positions = array_merge( $positions, $segments[ $key ] );
					}
				}
			}
			sort( $positions );
		}
		$routes = array();
		foreach ( $positions as $position ) {
			if ( isset( self::$pending[ $position ] ) ) {
				unset( self::$pending[ $position ] );
				$routes[] = self::$table['routes'][ $position ];
			}
		}
		if ( $routes ) {
			self::register( $routes );
		}
	}

	/**
	 * Registers routes now (boot() decides which).
	 *
	 * @param array  $routes Entries of the route table.
	 */
	public static function register( array $routes ) {
		$filter = self::$filters['route_args'];
		foreach ( $routes as $route ) {
			$args = self::args( $route );
			// The response schema describes the route's own path (listed first), not its bare body path.
			$schema = isset( $route['schema'] ) ? $route['schema'] : null;
			foreach ( $route['paths'] as $path => $methods ) {
				$endpoint = array(
					'methods'             => $methods,
					'callback'            => function ( $request ) use ( $route ) {
						return Router::dispatch( $route, $request );
					},
					'permission_callback' => self::permission_callback( $route['permission'] ),
					'args'                => $args,
					// Marks the route as ours for parameter_order().
					__NAMESPACE__         => true,
				);
				if ( ! empty( $route['batch'] ) ) {
					$endpoint['allow_batch'] = array( 'v1' => true );
				}
				$endpoint = $filter( $endpoint, $route['name'], $path );
				if ( null !== $schema ) {
					// A route option beside the endpoint, as a core controller registers get_public_item_schema().
					$endpoint = array(
						$endpoint,
						'schema' => function () use ( $schema ) {
							return $schema;
						},
					);
					$schema   = null;
				}
				register_rest_route( $route['namespace'], $path, $endpoint );
			}
		}
	}

	/**
	 * WordPress lets a query-string or body value win over a URL segment of the same
	 * name; on our routes the URL segment wins.
	 *
	 * @param string[]         $order   Parameter sources, highest priority first.
	 * @param \WP_REST_Request $request The request.
	 * @return string[]
	 */
	public static function parameter_order( $order, $request ) {
		$attributes = $request->get_attributes();
		if ( empty( $attributes[ __NAMESPACE__ ] ) ) {
			return $order;
		}
		return array_merge( array( 'URL' ), array_values( array_diff( $order, array( 'URL' ) ) ) );
	}

	/**
	 * Calls the handler with typed params and turns its result into a response.
	 *
	 * @param array            $route   One entry of the route table.
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function dispatch( array $route, $request ) {
		$params = array();
		if ( ! empty( $route['open'] ) || ! empty( $route['raw'] ) ) {
			// The type takes any key: the query string's other parameters too, but not WordPress's own.
			$params = array_diff_key( $request->get_query_params(), self::WORDPRESS_PARAMS );
		}
		foreach ( $route['params'] as $name => $type ) {
			$params[ $name ] = $request->get_param( $name );
		}
		$params = self::read_fields( $route, $request, $params );
		if ( $params instanceof \WP_Error ) {
			return $params;
		}
		try {
			$controller = new $route['controller']();
			if ( ! empty( $route['raw'] ) ) {
				// A hand-written PHP handler: plain PHP in, plain PHP out.
				return rest_ensure_response( $controller->{ $route['handler'] }( Js::to_php( $params ), $request ) );
			}
			$result = Js::run(
				function () use ( $controller, $route, $params, $request ) {
					return $controller->{ $route['handler'] }( self::js_params( $params, $route ), $request );
				}
			);
		} catch ( \Throwable $e ) {
			return self::error( $e );
		}
		return rest_ensure_response( Js::to_json( $result ) );
	}

	/**
	 * The params as the JavaScript object a translated handler expects.
	 *
	 * @param array $params name => PHP value.
	 * @param array $route  One entry of the route table.
	 * @return \stdClass
	 */
	private static function js_params( array $params, array $route ) {
		$declared = $route['params'];
		$schemas  = isset( $route['schemas'] ) ? $route['schemas'] : array();
		if ( isset( $route['fields'] ) ) {
			foreach ( $route['fields'] as $name => $field ) {
				$schemas[ $name ] = $field['schema'];
			}
		}
		$object = new \stdClass();
		foreach ( $params as $name => $value ) {
			$type = isset( $declared[ $name ] ) ? $declared[ $name ] : null;
			if ( isset( $schemas[ $name ] ) ) {
				$object->{ $name } = self::to_js( $value, $schemas[ $name ] );
			} else {
				$object->{ $name } = 'object' === $type ? Js::from_object( $value ) : Js::from( $value );
			}
		}
		return $object;
	}

	/**
	 * A handler failure as a JSON 500. A thrown Exception (a TypeScript `throw new Error()`)
	 * keeps its message; an engine error says less. Where shows_details() allows, the PHP
	 * error and the TypeScript positions of the failure are added: `ts_position`, where it happened
	 * (file:line:column of the innermost translated statement), and `ts_stack`, every
	 * translated frame from there outwards. A key starting with NUL answers 400 instead.
	 *
	 * @param \Throwable $e The failure.
	 * @return \WP_Error
	 */
	private static function error( $e ) {
		if ( $e instanceof \Error && 0 === strpos( $e->getMessage(), 'Cannot access property start' ) ) {
			// A key starting with NUL, from the request's data: Node stores it, PHP cannot (7.4 says
			// "started with '\0'", 8 "starting with "\0""). The hot `$o->{ $k }` stays unchecked.
			return new \WP_Error( 'ts2wp_nul_property', __( 'The request data has a key starting with a NUL character (\u0000), which PHP cannot store.', 'ts2wp-text-domain' ), array( 'status' => 400 ) );
		}
		$message = $e instanceof \Exception ? $e->getMessage() : __( 'The request handler failed.', 'ts2wp-text-domain' );
		$data    = array( 'status' => 500 );
		if ( self::shows_details() ) {
			$data['exception'] = array(
				'class'   => get_class( $e ),
				'message' => $e->getMessage(),
				'file'    => $e->getFile(),
				'line'    => $e->getLine(),
			);
			$stack             = self::ts_stack( $e );
			if ( $stack ) {
				$data['ts_position'] = $stack[0];
				$data['ts_stack']    = $stack;
			}
		}
		return new \WP_Error( 'ts2wp_handler_error', $message, $data );
	}

	/**
	 * Whether a failure's details (server paths, the PHP error, TypeScript positions) may be
	 * answered: with WP_DEBUG on, and only where WordPress itself would show PHP's errors
	 * (WP_DEBUG_DISPLAY) or to a user who can manage the site.
	 *
	 * @return bool
	 */
	private static function shows_details() {
		if ( ! defined( 'WP_DEBUG' ) || ! WP_DEBUG ) {
			return false;
		}
		return ( defined( 'WP_DEBUG_DISPLAY' ) && WP_DEBUG_DISPLAY ) || current_user_can( 'manage_options' );
	}

	/**
	 * The TypeScript positions of a failure's frames in translated files, innermost first.
	 *
	 * @param \Throwable $e The failure.
	 * @return string[] e.g. 'app/Controllers/ShopController.ts:12:5'.
	 */
	private static function ts_stack( $e ) {
		$frames = array( array( $e->getFile(), $e->getLine() ) );
		foreach ( $e->getTrace() as $frame ) {
			if ( isset( $frame['file'], $frame['line'] ) ) {
				$frames[] = array( $frame['file'], $frame['line'] );
			}
		}
		$stack = array();
		foreach ( $frames as $frame ) {
			$position = self::ts_position( $frame[0], $frame[1] );
			if ( null !== $position && end( $stack ) !== $position ) {
				$stack[] = $position;
			}
		}
		return $stack;
	}

	/**
	 * Where a line of a translated PHP file came from, through the line map (its format is
	 * described in app/sourcemap.php).
	 *
	 * @param string $file A PHP file path.
	 * @param int    $line A line in it.
	 * @return string|null 'file.ts:line:column', or null outside the translated files.
	 */
	private static function ts_position( $file, $line ) {
		$root = str_replace( '\\', '/', dirname( __DIR__ ) ) . '/';
		$file = str_replace( '\\', '/', (string) $file );
		if ( 0 !== strpos( $file, $root ) ) {
			return null;
		}
		if ( null === self::$source_map ) {
			$map              = is_file( $root . 'app/sourcemap.php' ) ? require $root . 'app/sourcemap.php' : null;
			self::$source_map = is_array( $map ) ? $map : array(
				'sources' => array(),
				'files'   => array(),
			);
		}
		$relative = substr( $file, strlen( $root ) );
		if ( ! isset( self::$source_map['files'][ $relative ] ) ) {
			return null;
		}
		$origin = '';
		foreach ( explode( ' ', self::$source_map['files'][ $relative ] ) as $run ) {
			$parts = explode( '=', $run, 2 );
			if ( (int) $parts[0] > $line ) {
				break;
			}
			$origin = isset( $parts[1] ) ? $parts[1] : '';
		}
		if ( '' === $origin ) {
			return null;
		}
		$parts  = explode( ':', $origin );
		$source = (int) $parts[0];
		if ( 3 !== count( $parts ) || ! isset( self::$source_map['sources'][ $source ] ) ) {
			return null;
		}
		return self::$source_map['sources'][ $source ] . ':' . $parts[1] . ':' . $parts[2];
	}

	/**
	 * @param array $route One entry of the route table: its path params (name => type) and,
	 *                     from the handler's type, 'schemas' (a path param's narrower type)
	 *                     and 'fields' (its other declared members), with 'typed' naming
	 *                     schema_arg(): a plugin whose table never names it ships none
	 *                     of the schema checks.
	 * @return array WordPress `args` for register_rest_route().
	 */
	private static function args( array $route ) {
		$args    = array();
		$schemas = isset( $route['schemas'] ) ? $route['schemas'] : array();
		foreach ( $route['params'] as $name => $type ) {
			if ( isset( $schemas[ $name ] ) ) {
				$args[ $name ] = call_user_func( $route['typed'], $schemas[ $name ], true, $type );
				continue;
			}
			$args[ $name ] = array(
				'type'              => $type,
				'required'          => true,
				'validate_callback' => function ( $value, $request, $param ) use ( $type ) {
					return self::check( self::read( $type, $value, $request, $param ), $param, $type );
				},
				'sanitize_callback' => function ( $value, $request = null, $param = '' ) use ( $type ) {
					return self::sanitized( self::read( $type, $value, $request, $param ), $value );
				},
			);
		}
		if ( isset( $route['fields'] ) ) {
			foreach ( $route['fields'] as $name => $field ) {
				$args[ $name ] = call_user_func( $route['typed'], $field['schema'], $field['required'], null );
			}
		}
		return $args;
	}

	/**
	 * One `args` entry checked by WordPress's own rest_validate_value_from_schema() and
	 * rest_sanitize_value_from_schema(); the schema's keywords are also shown in the index.
	 * A path param is checked by its validate_callback (has_valid_params(), in the args'
	 * order); a field, like an arg of a core controller, only while WordPress sanitizes
	 * (sanitize_params()), so invalid fields are listed in the order the request sent them.
	 *
	 * @param array       $schema   The JSON Schema from the handler's type.
	 * @param bool        $required Whether WordPress answers 400 when it is missing.
	 * @param string|null $base     A path param's type in `params`: its URL text is read as that first; null for a field.
	 * @return array
	 */
	public static function schema_arg( array $schema, $required, $base ) {
		$arg = array_diff_key( $schema, array( 'required' => true ) );
		// A required field that may be null is checked in dispatch(): WordPress reads a JSON null as missing.
		$arg['required'] = $required && ( null !== $base || ! self::allows( $schema, 'null' ) );
		if ( null !== $base ) {
			$arg['validate_callback'] = function ( $value, $request, $param ) use ( $schema, $base ) {
				$read = self::read_schema( $schema, $base, $value, $request, $param );
				return $read instanceof \WP_Error ? $read : true;
			};
		}
		$arg['sanitize_callback'] = function ( $value, $request = null, $param = '' ) use ( $schema, $base ) {
			$read = self::read_schema( $schema, $base, $value, $request, $param );
			if ( $read instanceof \WP_Error ) {
				return null === $base ? $read : $value;
			}
			return rest_sanitize_value_from_schema( $read, $schema, $param );
		};
		return $arg;
	}

	/**
	 * `$value` checked against `$schema` by WordPress (a path segment is first read as its
	 * base type, as untyped path params are); a non-finite number (a huge JSON number) is refused.
	 *
	 * @return mixed|\WP_Error The value to sanitize, or why it is invalid.
	 */
	private static function read_schema( array $schema, $base, $value, $request, $param ) {
		$raw = self::json_member( $request, $param );
		if ( $raw[0] && ! self::json_shape( $raw[1], $schema ) ) {
			/* translators: 1: parameter name, 2: type name. */
			return new \WP_Error( 'rest_invalid_type', sprintf( __( '%1$s is not of type %2$s.', 'ts2wp-text-domain' ), $param, implode( ',', (array) $schema['type'] ) ), array( 'param' => $param ) );
		}
		if ( null !== $base ) {
			$parsed = self::read( $base, $value, $request, $param );
			if ( ! $parsed[0] ) {
				return self::check( $parsed, $param, $base );
			}
			$value = $parsed[1];
		}
		if ( ! self::finite( $value ) ) {
			/* translators: %s: parameter name. */
			return new \WP_Error( 'rest_invalid_type', sprintf( __( '%s holds a number too large for JSON.', 'ts2wp-text-domain' ), $param ), array( 'param' => $param ) );
		}
		if ( ! self::unpadded( $value, $schema ) ) {
			/* translators: %s: parameter name. */
			return new \WP_Error( 'rest_invalid_type', sprintf( __( '%s holds a number with spaces around it.', 'ts2wp-text-domain' ), $param ), array( 'param' => $param ) );
		}
		$valid = rest_validate_value_from_schema( $value, $schema, $param );
		return true === $valid ? $value : $valid;
	}

	/**
	 * The member `$param` of a JSON body as JSON has it (objects as \stdClass, so `{}` and `[]`
	 * differ), when that is where the value comes from.
	 *
	 * @return array [ bool $found, mixed $raw ]
	 */
	private static function json_member( $request, $param ) {
		if ( ! $request instanceof \WP_REST_Request ) {
			return array( false, null );
		}
		$json = $request->get_json_params();
		$url  = $request->get_url_params();
		if ( ! is_array( $json ) || ! array_key_exists( $param, $json ) || isset( $url[ $param ] ) ) {
			return array( false, null );
		}
		if ( ! is_array( $json[ $param ] ) ) {
			return array( true, $json[ $param ] ); // A scalar reads the same in both decodings.
		}
		// WordPress decoded objects as PHP arrays, where `{}` and `[]` look alike: decode again
		// as objects, once per request (every declared field's validate and sanitize calls read
		// it), when memory allows; else WordPress's own schema check is the only one.
		$text = $request->get_body();
		if ( self::$json_body[0] !== $request || self::$json_body[2] !== $text ) {
			self::$json_body = array( $request, self::decode_fits( $text ) ? json_decode( $text ) : null, $text );
		}
		$body = self::$json_body[1];
		if ( null === $body ) {
			return array( false, null );
		}
		return $body instanceof \stdClass && property_exists( $body, $param ) ? array( true, $body->{ $param } ) : array( false, null );
	}

	/** Whether decoding `$text` once more leaves PHP room: decoded JSON takes up to ~10 times its text. */
	private static function decode_fits( $text ) {
		$limit = Js::memory_limit();
		return $limit <= 0 || memory_get_usage() + 10 * strlen( $text ) < $limit * 0.75;
	}

	/**
	 * In a JSON body, arrays and objects must be sent as JSON arrays and objects: WordPress's
	 * list rule ("a,b" is an array) is for query strings and forms. Scalars are left to
	 * WordPress's rules ("1" is a number, "false" a boolean).
	 */
	private static function json_shape( $raw, array $schema ) {
		$types = (array) $schema['type'];
		if ( is_array( $raw ) ) {
			if ( ! in_array( 'array', $types, true ) ) {
				return false;
			}
			foreach ( $raw as $item ) {
				if ( isset( $schema['items'] ) && ! self::json_shape( $item, $schema['items'] ) ) {
					return false;
				}
			}
			return true;
		}
		if ( $raw instanceof \stdClass ) {
			if ( ! in_array( 'object', $types, true ) ) {
				return false;
			}
			foreach ( get_object_vars( $raw ) as $key => $item ) {
				$member = null;
				if ( isset( $schema['properties'][ $key ] ) ) {
					$member = $schema['properties'][ $key ];
				} elseif ( isset( $schema['additionalProperties'] ) && is_array( $schema['additionalProperties'] ) ) {
					$member = $schema['additionalProperties'];
				}
				if ( null !== $member && ! self::json_shape( $item, $member ) ) {
					return false;
				}
			}
			return true;
		}
		// A string, number or boolean needs a scalar type ("" is no empty object, "a,b" no list).
		return null === $raw || (bool) array_intersect( $types, array( 'string', 'number', 'boolean' ) );
	}

	/**
	 * Whether no text read as a number has spaces around it: is_numeric() accepts " 5" on every
	 * PHP, "5 " on PHP 8 only; neither is a number in JavaScript.
	 */
	private static function unpadded( $value, array $schema ) {
		$types = (array) $schema['type'];
		if ( is_string( $value ) ) {
			return in_array( 'string', $types, true ) || ! in_array( 'number', $types, true ) || trim( $value ) === $value;
		}
		if ( ! is_array( $value ) && ! $value instanceof \stdClass ) {
			return true;
		}
		foreach ( $value as $key => $item ) {
			$member = null;
			if ( isset( $schema['items'] ) ) {
				$member = $schema['items'];
			} elseif ( isset( $schema['properties'][ $key ] ) ) {
				$member = $schema['properties'][ $key ];
			} elseif ( isset( $schema['additionalProperties'] ) && is_array( $schema['additionalProperties'] ) ) {
				$member = $schema['additionalProperties'];
			}
			if ( null !== $member && ! self::unpadded( $item, $member ) ) {
				return false;
			}
		}
		return true;
	}

	/** Whether no number in `$value` is infinite or NaN. */
	private static function finite( $value ) {
		if ( is_float( $value ) ) {
			return is_finite( $value );
		}
		if ( is_array( $value ) || $value instanceof \stdClass ) {
			foreach ( $value as $item ) {
				if ( ! self::finite( $item ) ) {
					return false;
				}
			}
		}
		return true;
	}

	/** Whether `$schema` lets `$type` through. */
	private static function allows( array $schema, $type ) {
		return in_array( $type, (array) $schema['type'], true );
	}

	/**
	 * The request's parameter sources in the order WordPress reads them for this request
	 * (WP_REST_Request::get_parameter_order(), filters included: the URL first on our routes).
	 * It depends on the method after any override and on the content type: a form body is no
	 * source for GET or HEAD, a JSON body only when sent as JSON. Reading in any other order
	 * could hand the handler a value WordPress never validated.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return array[] name => value maps, highest priority first.
	 */
	private static function sources( $request ) {
		$read = function () {
			$sources = array();
			foreach ( $this->get_parameter_order() as $type ) {
				if ( isset( $this->params[ $type ] ) && is_array( $this->params[ $type ] ) ) {
					$sources[] = $this->params[ $type ];
				}
			}
			return $sources;
		};
		return \Closure::bind( $read, $request, \WP_REST_Request::class )();
	}

	/**
	 * Where a declared field's value came from: [ true, value ] when some source holds the
	 * member (even as JSON null), [ false, null ] when none does.
	 *
	 * @param array[] $sources From sources().
	 * @param string  $name    The field.
	 * @return array
	 */
	private static function lookup( array $sources, $name ) {
		foreach ( $sources as $params ) {
			if ( array_key_exists( $name, $params ) ) {
				return array( true, $params[ $name ] );
			}
		}
		return array( false, null );
	}

	/**
	 * The declared fields as the handler's type allows them: an absent optional member stays
	 * absent, a JSON null reaches the handler only where the type allows null (WordPress
	 * refused any other while sanitizing: schema_arg()). Members typed
	 * `unknown` are read the same way, unchecked.
	 *
	 * @param array            $route   One entry of the route table.
	 * @param \WP_REST_Request $request The request.
	 * @param array            $params  name => value so far.
	 * @return array|\WP_Error The params, or a 400 naming the field.
	 */
	private static function read_fields( array $route, $request, array $params ) {
		if ( ! isset( $route['fields'] ) && ! isset( $route['unchecked'] ) ) {
			return $params;
		}
		$sources = self::sources( $request );
		$missing = array();
		foreach ( isset( $route['unchecked'] ) ? $route['unchecked'] : array() as $name ) {
			list( $found, $value ) = self::lookup( $sources, $name );
			unset( $params[ $name ] );
			if ( $found ) {
				$params[ $name ] = $value;
			}
		}
		foreach ( isset( $route['fields'] ) ? $route['fields'] : array() as $name => $field ) {
			list( $found, $value ) = self::lookup( $sources, $name );
			unset( $params[ $name ] );
			if ( ! $found ) {
				if ( $field['required'] ) {
					$missing[] = $name;
				}
				continue;
			}
			$params[ $name ] = $value;
		}
		if ( $missing ) {
			return new \WP_Error(
				'rest_missing_callback_param',
				/* translators: %s: comma-separated parameter names. */
				sprintf( __( 'Missing parameter(s): %s', 'ts2wp-text-domain' ), implode( ', ', $missing ) ),
				array(
					'status' => 400,
					'params' => $missing,
				)
			);
		}
		return $params;
	}

	/**
	 * A sanitized value as the JavaScript value its schema describes: an object stays an
	 * object when empty, numbers WordPress made floats are integers again when integral.
	 *
	 * @param mixed      $value  From rest_sanitize_value_from_schema().
	 * @param array|null $schema Its schema; null for a value left unchecked.
	 * @return mixed
	 */
	private static function to_js( $value, $schema ) {
		if ( is_float( $value ) ) {
			return self::integral( $value );
		}
		if ( null === $schema || ! ( is_array( $value ) || $value instanceof \stdClass ) ) {
			return Js::from( $value );
		}
		$types = (array) $schema['type'];
		if ( in_array( 'array', $types, true ) && ( ! in_array( 'object', $types, true ) || array_values( (array) $value ) === (array) $value ) ) {
			$items = isset( $schema['items'] ) ? $schema['items'] : null;
			$out   = array();
			foreach ( (array) $value as $item ) {
				$out[] = self::to_js( $item, $items );
			}
			return new JsArray( $out );
		}
		if ( ! in_array( 'object', $types, true ) ) {
			return Js::from( $value );
		}
		$object = new \stdClass();
		foreach ( $value as $key => $item ) {
			$member = null;
			if ( isset( $schema['properties'][ $key ] ) ) {
				$member = $schema['properties'][ $key ];
			} elseif ( isset( $schema['additionalProperties'] ) && is_array( $schema['additionalProperties'] ) ) {
				$member = $schema['additionalProperties'];
			}
			$object->{ $key } = self::to_js( $item, $member );
		}
		return $object;
	}

	private static function check( $parsed, $param, $type ) {
		if ( $parsed[0] ) {
			return true;
		}
		/* translators: 1: parameter name, 2: type name. */
		return new \WP_Error( 'rest_invalid_type', sprintf( __( '%1$s is not of type %2$s.', 'ts2wp-text-domain' ), $param, $type ), array( 'param' => $param ) );
	}

	/**
	 * Reads `$value` as the declared type; a value of the URL's route is first turned back
	 * into the text the client meant (an array is split on `,` first, so an item may hold
	 * an encoded comma where the URL form keeps one).
	 *
	 * @return array [ bool $ok, mixed $value ]
	 */
	private static function read( $type, $value, $request, $param ) {
		$decode = self::segment_decoder( $value, $request, $param );
		if ( null === $decode ) {
			return self::parse( $type, $value );
		}
		if ( 'array' === $type ) {
			return array( true, '' === $value ? array() : array_map( $decode, explode( ',', $value ) ) );
		}
		return self::parse( $type, $decode( $value ) );
	}

	/**
	 * How to get the client's text back from `$value`, or null unless it is the segment
	 * `$param` of the route WordPress read from this request's URL (WordPress sanitizes
	 * every source's value; only the URL's needs this). See route_form().
	 *
	 * @return callable|null
	 */
	private static function segment_decoder( $value, $request, $param ) {
		if ( ! is_string( $value ) || ! $request instanceof \WP_REST_Request ) {
			return null;
		}
		$url = $request->get_url_params();
		if ( ! isset( $url[ $param ] ) || $url[ $param ] !== $value ) {
			return null;
		}
		$form = self::route_form( $request );
		if ( null === $form ) {
			return null;
		}
		return function ( $segment ) use ( $form ) {
			$text = wp_unslash( $segment );
			if ( 'query' === $form ) {
				return $text;
			}
			$text = rawurldecode( $text );
			return 'encoded path' === $form ? rawurldecode( $text ) : $text;
		};
	}

	/**
	 * How WordPress handed over the route of `$request`:
	 * - 'path': cut from the URL path (pretty permalinks, `/index.php/wp-json/…`). WordPress
	 *   reads REQUEST_URI, or PATH_INFO when the server sets it (php -S, Apache's
	 *   `/index.php/…`), after wp_magic_quotes() has slashed both; a rewrite rule hands the
	 *   text over unchanged, so REQUEST_URI's segments arrive still percent-encoded, and
	 *   PATH_INFO's (decoded by the server) with every `%` written back as `%25`. Either way
	 *   unslash, then percent-decode once.
	 * - 'encoded path': from PATH_INFO that the server passed still percent-encoded: decode
	 *   once more.
	 * - 'query': the `rest_route` field of the query string or of a form body (WordPress
	 *   reads $_POST first): PHP has decoded it, magic quotes slashed it. Unslash only.
	 * - null: any other request (an internal rest_do_request(), a batch item): its values
	 *   are the caller's plain text.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return string|null
	 */
	private static function route_form( $request ) {
		$route = self::current_route();
		if ( null === $route || $route !== $request->get_route() ) {
			return null;
		}
		// phpcs:ignore WordPress.Security.NonceVerification -- only which form the route came in.
		if ( isset( $_POST['rest_route'] ) || isset( $_GET['rest_route'] ) ) {
			return 'query';
		}
		// A server that passes PATH_INFO as sent, still percent-encoded (WordPress Playground
		// does), has REQUEST_URI = SCRIPT_NAME . PATH_INFO; a decoding server (Apache, php -S)
		// does not, once the path holds an escape.
		// phpcs:disable WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared with each other only, never output or stored.
		$path_info = isset( $_SERVER['PATH_INFO'] ) ? explode( '?', (string) wp_unslash( $_SERVER['PATH_INFO'] ) )[0] : '';
		$script    = isset( $_SERVER['SCRIPT_NAME'] ) ? (string) wp_unslash( $_SERVER['SCRIPT_NAME'] ) : '';
		$uri       = isset( $_SERVER['REQUEST_URI'] ) ? explode( '?', (string) wp_unslash( $_SERVER['REQUEST_URI'] ) )[0] : '';
		// phpcs:enable
		if ( false !== strpos( $path_info, '%' ) && $script . $path_info === $uri ) {
			return 'encoded path';
		}
		return 'path';
	}

	// Sanitizing never fails: it also runs on a losing source (a query value shadowed by the URL).
	private static function sanitized( $parsed, $raw ) {
		return $parsed[0] ? $parsed[1] : $raw;
	}

	/**
	 * Reads a path, query or body value as the declared type.
	 *
	 * @return array [ bool $ok, mixed $value ]
	 */
	private static function parse( $type, $value ) {
		switch ( $type ) {
			case 'string':
				return array( is_string( $value ), $value );
			case 'number':
				if ( is_int( $value ) || is_float( $value ) ) {
					return array( is_finite( $value ), self::integral( $value ) );
				}
				if ( is_string( $value ) && preg_match( '/^[+-]?(\d+\.?\d*|\.\d+)$/', $value ) ) {
					$number = false === strpbrk( $value, '.' ) ? (int) $value : (float) $value;
					if ( ltrim( $value, '+' ) !== (string) $number && is_int( $number ) ) {
						$number = (float) $value; // Beyond PHP_INT_MAX.
					}
					return array( true, self::integral( $number ) );
				}
				return array( false, null );
			case 'boolean':
				if ( is_bool( $value ) ) {
					return array( true, $value );
				}
				// In any letter case, as WordPress's rest_is_boolean() reads a boolean arg.
				$text = is_int( $value ) ? (string) $value : ( is_string( $value ) ? strtolower( $value ) : $value );
				if ( in_array( $text, array( 'true', '1' ), true ) ) {
					return array( true, true );
				}
				if ( in_array( $text, array( 'false', '0' ), true ) ) {
					return array( true, false );
				}
				return array( false, null );
			case 'array':
				if ( is_array( $value ) && array_values( $value ) === $value ) {
					return array( true, $value );
				}
				if ( is_string( $value ) ) {
					return array( true, '' === $value ? array() : explode( ',', $value ) );
				}
				return array( false, null );
			case 'object':
				if ( is_object( $value ) && $value instanceof \stdClass ) {
					return array( true, $value );
				}
				if ( is_array( $value ) && ( array() === $value || array_values( $value ) !== $value ) ) {
					return array( true, $value );
				}
				if ( is_string( $value ) ) {
					$decoded = json_decode( $value );
					if ( $decoded instanceof \stdClass ) {
						return array( true, $decoded );
					}
				}
				return array( false, null );
		}
		return array( false, null );
	}

	// JavaScript has one number type: 30.0 and 30 are the same value and print as 30.
	private static function integral( $number ) {
		if ( is_float( $number ) && floor( $number ) === $number && abs( $number ) < 9007199254740992 ) {
			return (int) $number;
		}
		return $number;
	}

	/**
	 * The permission_callback of a route: `false` anyone, `true` a logged-in user, a
	 * capability (or a list, all required) current_user_can(), and `capability` + `of` the
	 * capability on the object whose id is that (validated, sanitized) param, as a core
	 * controller checks `edit_post` on `$request['id']`. A refusal returns false, so
	 * WordPress answers rest_forbidden with rest_authorization_required_code(): 401 to an
	 * anonymous caller, 403 to a logged-in one; its Allow header then leaves the method out.
	 *
	 * @param bool|string|array $permission The route table's 'permission'.
	 * @return callable
	 */
	private static function permission_callback( $permission ) {
		if ( true === $permission ) {
			return 'is_user_logged_in';
		}
		if ( ! $permission ) {
			return '__return_true';
		}
		if ( isset( $permission['of'] ) ) {
			return function ( $request ) use ( $permission ) {
				return current_user_can( $permission['capability'], $request[ $permission['of'] ] );
			};
		}
		$capabilities = (array) $permission;
		return function () use ( $capabilities ) {
			foreach ( $capabilities as $capability ) {
				if ( ! current_user_can( $capability ) ) {
					return false;
				}
			}
			return true;
		};
	}
}
