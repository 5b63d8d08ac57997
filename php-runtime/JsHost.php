<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * The host globals Node and browsers share that handlers reach for: structuredClone(),
 * console.log/info/warn/error/debug() and crypto.randomUUID().
 */
final class JsHost {
	/**
	 * `structuredClone( value )`: a deep copy that keeps shared and circular references.
	 * Arrays, plain objects, Map, Set and Date are copied; an instance of a class becomes a
	 * plain object of its public properties (JavaScript keeps own fields, drops the class);
	 * a function cannot be cloned.
	 *
	 * @param mixed $value The value.
	 * @return mixed
	 */
	public static function structured_clone( $value ) {
		return self::copy( $value, new \SplObjectStorage() );
	}

	private static function copy( $value, \SplObjectStorage $seen ) {
		if ( ! is_object( $value ) || $value instanceof JsUndefined ) { // A property holding undefined is copied as it is.
			return $value;
		}
		if ( isset( $seen[ $value ] ) ) { // Not contains(): PHP 8.5 deprecates it.
			return $seen[ $value ];
		}
		if ( $value instanceof \Closure || $value instanceof JsCall ) {
			throw new JsError( 'function could not be cloned.' ); // Node: a DOMException named DataCloneError.
		}
		if ( $value instanceof JsArray ) {
			$copy           = new JsArray();
			$seen[ $value ] = $copy;
			foreach ( $value->items as $key => $item ) {
				$copy->items[ $key ] = self::copy( $item, $seen );
			}
			return $copy;
		}
		if ( $value instanceof JsMap ) {
			$copy           = new JsMap();
			$seen[ $value ] = $copy;
			$value->for_each(
				function ( $item, $key ) use ( $copy, $seen ) {
					$copy->set( self::copy( $key, $seen ), self::copy( $item, $seen ) );
				}
			);
			return $copy;
		}
		if ( $value instanceof JsSet ) {
			$copy           = new JsSet();
			$seen[ $value ] = $copy;
			$value->for_each(
				function ( $item ) use ( $copy, $seen ) {
					$copy->add( self::copy( $item, $seen ) );
				}
			);
			return $copy;
		}
		if ( $value instanceof JsDate ) {
			$copy           = clone $value;
			$seen[ $value ] = $copy;
			return $copy;
		}
		$copy           = new \stdClass();
		$seen[ $value ] = $copy;
		foreach ( get_object_vars( Js::fields( $value ) ) as $key => $item ) {
			$copy->$key = self::copy( $item, $seen );
		}
		return $copy;
	}

	/**
	 * `console.log( … )` and its kin: one line in the PHP error log (wp-content/debug.log)
	 * when WP_DEBUG_LOG is on, nothing otherwise. Strings are written as they are, other
	 * values as JSON.
	 *
	 * @param string $level  log, info, warn, error or debug.
	 * @param mixed  ...$values The values.
	 * @return null
	 */
	public static function console( $level, ...$values ) {
		if ( ! defined( 'WP_DEBUG_LOG' ) || ! WP_DEBUG_LOG ) {
			return null;
		}
		$parts = array();
		foreach ( $values as $value ) {
			$parts[] = is_string( $value ) ? $value : JsJson::stringify( $value );
		}
		error_log( '[' . $level . '] ' . implode( ' ', $parts ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- console.* in the TypeScript, written only with WP_DEBUG_LOG on.
		return null;
	}

	/** `crypto.randomUUID()`: WordPress's wp_generate_uuid4(), or the same from random_bytes() outside WordPress. */
	public static function random_uuid() {
		if ( function_exists( 'wp_generate_uuid4' ) ) {
			return wp_generate_uuid4();
		}
		$bytes    = random_bytes( 16 );
		$bytes[6] = chr( ord( $bytes[6] ) & 0x0f | 0x40 );
		$bytes[8] = chr( ord( $bytes[8] ) & 0x3f | 0x80 );
		return vsprintf( '%s%s-%s-%s-%s-%s%s%s', str_split( bin2hex( $bytes ), 4 ) );
	}
}
