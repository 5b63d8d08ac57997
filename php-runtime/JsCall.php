<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * Calls whose PHP form is only known at run time: `object.name( … )` where the type
 * declares `name` in an interface, so the object may be a \stdClass whose property holds
 * a closure, or an instance of a translated class with a method of that name.
 */
final class JsCall {
	/** `object.name( ...args )`. */
	public static function method( $object, $name, ...$args ) {
		if ( null === $object ) {
			Js::raise( new \TypeError( sprintf( "Cannot read properties of null (reading '%s')", $name ) ) );
		}
		if ( ! $object instanceof \stdClass && is_object( $object ) && method_exists( $object, $name ) ) {
			return $object->$name( ...$args );
		}
		$function = is_object( $object ) && isset( $object->$name ) ? $object->$name : null;
		if ( ! is_callable( $function ) ) {
			Js::raise( new \TypeError( sprintf( 'object.%s is not a function', $name ) ) );
		}
		return $function( ...$args );
	}
}
