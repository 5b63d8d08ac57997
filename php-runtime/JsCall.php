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
	public static function method( $subject, $name, ...$args ) {
		if ( null === $subject ) {
			Js::raise( new JsTypeError( sprintf( "Cannot read properties of null (reading '%s')", $name ) ) );
		}
		if ( ! $subject instanceof \stdClass && is_object( $subject ) && method_exists( $subject, $name ) ) {
			return $subject->$name( ...$args );
		}
		$function = is_object( $subject ) && isset( $subject->$name ) ? $subject->$name : null;
		// Only a closure is a function: PHP would also call a string or an array naming one, which data can hold.
		if ( ! $function instanceof \Closure ) {
			Js::raise( new JsTypeError( sprintf( 'object.%s is not a function', $name ) ) );
		}
		return $function( ...$args );
	}
}
