<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * JavaScript semantics the translated handlers need where PHP differs: conversion at
 * the WordPress boundary, ToString, truthiness and strict equality.
 *
 * Values inside handlers: JS objects are \stdClass, JS arrays are JsArray, numbers are
 * int|float, undefined and null are both null (a property holding undefined: JsUndefined).
 */
final class Js {
	/** A PHP value from WordPress as a JS value: lists become JsArray, maps \stdClass. */
	public static function from( $value ) {
		if ( is_array( $value ) ) {
			if ( array_values( $value ) === $value ) {
				return new JsArray( array_map( array( self::class, 'from' ), $value ) );
			}
			return self::from_object( $value );
		}
		if ( $value instanceof \stdClass ) {
			return self::from_object( $value );
		}
		return $value;
	}

	/** Like from(), for a value known to be an object: an empty array becomes {}. */
	public static function from_object( $value ) {
		if ( ! is_array( $value ) && ! $value instanceof \stdClass ) {
			return self::from( $value );
		}
		$subject = new \stdClass();
		foreach ( $value as $key => $item ) {
			$subject->{ $key } = self::from( $item );
		}
		return $subject;
	}

	/** A JS value as plain PHP for a WordPress function: objects and Maps become associative arrays, Sets lists. */
	public static function to_php( $value ) {
		if ( $value instanceof JsArray || is_array( $value ) ) {
			return array_map( array( self::class, 'to_php' ), $value instanceof JsArray ? $value->items : $value ); // An array: a list held plainly (field()).
		}
		if ( is_object( $value ) && method_exists( $value, 'to_php_array' ) ) {
			return self::to_php( $value->to_php_array() ); // A Map (associative array) or a Set (list).
		}
		if ( $value instanceof \stdClass ) {
			$out = array();
			foreach ( $value as $key => $item ) {
				if ( ! $item instanceof JsUndefined ) { // A property holding undefined is not stored, as JSON leaves it out.
					$out[ $key ] = self::to_php( $item );
				}
			}
			return $out;
		}
		return $value instanceof JsUndefined ? null : $value;
	}

	/**
	 * A JS value as PHP data for a JSON response, as a hand-written route returns it: objects
	 * as associative arrays, so that `_fields`, `_embed`, dispatch filters and
	 * `rest_do_request()->get_data()['key']` work on it. An object PHP could not tell from a
	 * list (`{}`, or keys 0…n-1) stays a \stdClass, so it is still an object in JSON.
	 */
	public static function to_json( $value ) {
		if ( is_float( $value ) && ! is_finite( $value ) ) {
			return null; // JSON.stringify writes NaN and Infinity as null.
		}
		if ( is_float( $value ) && 0.0 === $value ) {
			return 0; // JSON.stringify writes -0 as 0.
		}
		if ( $value instanceof JsArray || is_array( $value ) ) {
			// Strings, ints, booleans and null stay as they are, without a call each.
			$out = $value instanceof JsArray ? $value->items : $value; // An array: a list held plainly (field()).
			foreach ( $out as $i => $item ) {
				if ( ! ( is_string( $item ) || is_int( $item ) || is_bool( $item ) || null === $item ) ) {
					$out[ $i ] = self::to_json( $item );
				}
			}
			return $out;
		}
		if ( $value instanceof \stdClass ) {
			// JavaScript's key order: array-index keys ascending, then insertion order.
			$out = array();
			foreach ( JsObject::own_keys( $value ) as $key ) {
				$item = $value->{ $key };
				if ( is_string( $item ) || is_int( $item ) || is_bool( $item ) || null === $item ) {
					$out[ $key ] = $item;
				} elseif ( ! $item instanceof \Closure && ! $item instanceof JsUndefined ) { // JSON.stringify leaves functions and undefined out.
					$out[ $key ] = self::to_json( $item );
				}
			}
			return self::json_object( $out );
		}
		if ( $value instanceof \Closure || $value instanceof JsUndefined ) {
			return null;
		}
		if ( self::is_app_object( $value ) ) {
			return self::class_to_json( $value );
		}
		return $value;
	}

	/**
	 * An instance of a translated class as JSON.stringify sees it: toJSON() if it has one,
	 * else its public fields in declaration order, leaving out functions and the fields
	 * listed in TS2WP_OPTIONAL when they are null (their type has no null: they are undefined).
	 */
	private static function class_to_json( $value ) {
		if ( method_exists( $value, 'toJSON' ) ) {
			return self::to_json( $value->toJSON() );
		}
		$out    = array();
		$absent = new \stdClass(); // An optional field left null, which JSON leaves out.
		foreach ( JsObject::instance_fields( $value, $absent ) as $key => $item ) {
			if ( $absent !== $item && ! $item instanceof \Closure && ! $item instanceof JsUndefined ) {
				$out[ $key ] = self::to_json( $item );
			}
		}
		return self::json_object( $out );
	}

	/** An object's members as an associative array, or as a \stdClass where PHP would read the array as a list. */
	private static function json_object( array $members ) {
		return array() === $members || array_values( $members ) === $members ? (object) $members : $members;
	}

	/** Whether a value is an instance of one of the plugin's translated classes (its App namespace). */
	public static function is_app_object( $value ) {
		return is_object( $value ) && 0 === strpos( get_class( $value ), substr( __NAMESPACE__, 0, -strlen( 'Framework' ) ) . 'App\\' );
	}

	/** @var array Error handlers that were in place when run() installed its own, innermost last. */
	private static $outer_handlers = array();

	/**
	 * Runs translated code (a handler, a hook) the way JavaScript reads properties: PHP reads a
	 * property of null as null with a warning, JavaScript throws a TypeError, so a check such
	 * as `if (item.admin)` on a null `item` must not go on as if it were false. Reads the
	 * checker knows may meet a missing member go through Js::get(); a plain `$item->admin`
	 * (a declared member, `item!.admin`, a value whose type was asserted) has its warning
	 * become the TypeError here, at no cost to reads that find an object. Any other warning
	 * goes on to the handler that was in place.
	 *
	 * @param \Closure $code The code.
	 * @return mixed What it returns.
	 */
	public static function run( \Closure $code ) {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- JavaScript's semantics, not debugging: see above; restored below.
		self::$outer_handlers[] = set_error_handler( array( self::class, 'on_php_error' ), E_WARNING | E_NOTICE );
		try {
			return $code();
		} finally {
			restore_error_handler();
			array_pop( self::$outer_handlers );
		}
	}

	/**
	 * PHP's warning for a property read of null (PHP 8: `Attempt to read property "x" on null`;
	 * 7.4's notice `Trying to get property 'x' of non-object` does not say null) as JavaScript's
	 * TypeError; anything else to the outer handler, or to PHP's own.
	 *
	 * @param int    $level   The error level.
	 * @param string $message The message.
	 * @param string $file    Where.
	 * @param int    $line    Where.
	 * @return bool
	 */
	public static function on_php_error( $level, $message, $file = '', $line = 0 ) {
		if ( preg_match( '/^Attempt to read property "(.*)" on null$|^Trying to get property \'(.*)\' of non-object$/s', $message, $match ) ) {
			$key = '' !== $match[1] ? $match[1] : $match[2];
			self::raise( new JsTypeError( sprintf( "Cannot read properties of null (reading '%s')", $key ) ) );
		}
		$outer = end( self::$outer_handlers );
		return $outer ? (bool) call_user_func( $outer, $level, $message, $file, $line ) : false;
	}

	/** `object.key` when the key may be missing: null then, and a TypeError on null as in JavaScript. */
	public static function get( $subject, $key ) {
		if ( null === $subject ) {
			self::raise( new JsTypeError( sprintf( "Cannot read properties of null (reading '%s')", $key ) ) );
		}
		if ( $subject instanceof JsArray || is_string( $subject ) ) {
			return self::index( $subject, $key ); // `length`, and indexes of a value of unknown type.
		}
		if ( $subject instanceof \Throwable ) {
			return 'message' === $key ? $subject->getMessage() : ( 'name' === $key ? self::error_name( $subject ) : null );
		}
		if ( is_object( $subject ) ) {
			return self::field( $subject, $key );
		}
		return null;
	}

	/**
	 * `object.key` of an object that may hold the list plainly: an object literal's array
	 * value and JSON.parse()'s lists inside objects are stored as PHP lists, and become a
	 * JsArray here, stored back, so that every later read sees the same array (see
	 * docs/decisions.md, "Lists held plainly"). Missing, or holding undefined (JsUndefined) → null.
	 */
	public static function field( $subject, $key ) {
		$value = $subject->{ $key } ?? null;
		if ( $value instanceof JsUndefined ) {
			return null;
		}
		if ( is_array( $value ) && $subject instanceof \stdClass ) { // Not a WordPress object's own arrays.
			$value             = JsArray::lift( $value );
			$subject->{ $key } = $value;
		}
		return $value;
	}

	/** The object with every list it holds plainly (field()) made a JsArray: before its values are copied or walked. */
	public static function fields( $subject ) {
		if ( ! $subject instanceof \stdClass ) {
			return $subject;
		}
		foreach ( get_object_vars( $subject ) as $key => $value ) {
			if ( is_array( $value ) ) {
				$subject->{ $key } = JsArray::lift( $value );
			}
		}
		return $subject;
	}

	/**
	 * JavaScript's String(value).
	 *
	 * @param mixed       $value   The value.
	 * @param string|bool $if_null What a PHP null stands for: 'null', or 'undefined' where the compiler knows it is undefined; a bool from missing(): true for 'undefined'.
	 */
	public static function str( $value, $if_null = 'null' ) {
		if ( is_string( $value ) ) {
			return $value;
		}
		if ( is_int( $value ) ) {
			return (string) $value;
		}
		if ( null === $value ) {
			return is_bool( $if_null ) ? ( $if_null ? 'undefined' : 'null' ) : $if_null;
		}
		if ( is_bool( $value ) ) {
			return $value ? 'true' : 'false';
		}
		if ( is_float( $value ) ) {
			return self::number_to_string( $value );
		}
		if ( $value instanceof JsArray || ( is_array( $value ) && array_values( $value ) === $value ) ) {
			$parts = array();
			foreach ( $value instanceof JsArray ? $value->items : $value as $item ) { // A list held plainly too (Js::field()).
				$parts[] = null === $item ? '' : self::str( $item );
			}
			return implode( ',', $parts );
		}
		if ( $value instanceof \Throwable ) {
			$message = $value->getMessage();
			return self::error_name( $value ) . ( '' === $message ? '' : ': ' . $message );
		}
		if ( is_object( $value ) && method_exists( $value, '__toString' ) ) {
			return (string) $value;
		}
		if ( is_object( $value ) && defined( get_class( $value ) . '::TO_STRING_TAG' ) ) {
			return '[object ' . constant( get_class( $value ) . '::TO_STRING_TAG' ) . ']'; // Map, Set.
		}
		return '[object Object]';
	}

	/** JavaScript's Number.prototype.toString() for a PHP int or float. */
	public static function number_to_string( $number ) {
		if ( is_int( $number ) ) {
			return (string) $number;
		}
		if ( is_nan( $number ) ) {
			return 'NaN';
		}
		if ( is_infinite( $number ) ) {
			return $number > 0 ? 'Infinity' : '-Infinity';
		}
		if ( 0.0 === $number ) {
			return '0';
		}
		// Shortest round-trip digits (serialize_precision -1), then JavaScript's layout.
		$text = var_export( abs( $number ), true ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- the float's shortest digits, not debug output.
		$sign = $number < 0 ? '-' : '';
		$exp  = 0;
		$e    = stripos( $text, 'e' );
		if ( false !== $e ) {
			$exp  = (int) substr( $text, $e + 1 );
			$text = substr( $text, 0, $e );
		}
		$dot    = strpos( $text, '.' );
		$int    = false === $dot ? $text : substr( $text, 0, $dot );
		$frac   = false === $dot ? '' : substr( $text, $dot + 1 );
		$digits = ltrim( $int . $frac, '0' );
		$point  = strlen( $int ) + $exp - ( strlen( $int . $frac ) - strlen( ltrim( $int . $frac, '0' ) ) );
		$digits = rtrim( $digits, '0' );
		$k      = strlen( $digits );
		$n      = $point;
		if ( $k <= $n && $n <= 21 ) {
			return $sign . $digits . str_repeat( '0', $n - $k );
		}
		if ( 0 < $n && $n <= 21 ) {
			return $sign . substr( $digits, 0, $n ) . '.' . substr( $digits, $n );
		}
		if ( -6 < $n && $n <= 0 ) {
			return $sign . '0.' . str_repeat( '0', -$n ) . $digits;
		}
		$e = $n - 1;
		$e = $e < 0 ? '-' . ( -$e ) : '+' . $e;
		return $sign . $digits[0] . ( $k > 1 ? '.' . substr( $digits, 1 ) : '' ) . 'e' . $e;
	}

	/** JavaScript truthiness: "0", [] and {} are truthy; 0, NaN, "" and null are not. */
	public static function truthy( $value ) {
		if ( is_bool( $value ) ) {
			return $value;
		}
		if ( null === $value ) {
			return false;
		}
		if ( is_string( $value ) ) {
			return '' !== $value;
		}
		if ( is_int( $value ) ) {
			return 0 !== $value;
		}
		if ( is_float( $value ) ) {
			return 0.0 !== $value && ! is_nan( $value );
		}
		return true;
	}

	/** `-x`: the int 0 negated is JavaScript's -0, a float (PHP's `-0` is the int 0). */
	public static function negate( $value ) {
		return 0 === $value ? -0.0 : -$value;
	}

	/**
	 * The left operand of `a || b` when it decides, else null: `Js::truthy_or_null( f() ) ?? b`
	 * evaluates f() once and b only when f() is falsy (a falsy value is never kept, so null is free).
	 */
	public static function truthy_or_null( $value ) {
		return self::truthy( $value ) ? $value : null;
	}

	/**
	 * Its argument: `Js::value( $s ) . f()` reads $s before f() runs (PHP reads a variable
	 * operand only when the operator runs, and f() may be a closure that writes $s).
	 */
	public static function value( $value ) {
		return $value;
	}

	/**
	 * The left operand of `a && b` when it decides, boxed (it may be null), else null:
	 * `( Js::falsy_box( f() ) ?? array( b ) )[0]`.
	 */
	public static function falsy_box( $value ) {
		return self::truthy( $value ) ? null : array( $value );
	}

	/** JavaScript's ===: numbers compare by value whether int or float. */
	public static function strict_equals( $a, $b ) {
		if ( ( is_int( $a ) || is_float( $a ) ) && ( is_int( $b ) || is_float( $b ) ) ) {
			return (float) $a === (float) $b; // An int and a float of the same value are one JavaScript number.
		}
		return $a === $b;
	}
	/**
	 * JavaScript's Number(value).
	 *
	 * @param mixed $value     The value.
	 * @param bool  $undefined Whether a PHP null stands for undefined (the compiler knows from the type).
	 */
	public static function to_number( $value, $undefined = false ) {
		if ( is_int( $value ) || is_float( $value ) ) {
			return $value;
		}
		if ( null === $value ) {
			return $undefined ? NAN : 0; // Number(undefined) is NaN, Number(null) 0.
		}
		if ( is_bool( $value ) ) {
			return $value ? 1 : 0;
		}
		if ( $value instanceof JsArray ) {
			return self::to_number( self::str( $value ) );
		}
		if ( ! is_string( $value ) ) {
			return NAN;
		}
		$text = JsString::trim( $value ); // JavaScript's white space, Unicode included.
		if ( '' === $text ) {
			return 0;
		}
		if ( preg_match( '/^0[xX][0-9a-fA-F]+$/', $text ) ) {
			return self::integral( (float) hexdec( $text ) );
		}
		if ( preg_match( '/^0[oO][0-7]+$/', $text ) ) {
			return self::integral( (float) octdec( substr( $text, 2 ) ) );
		}
		if ( preg_match( '/^0[bB][01]+$/', $text ) ) {
			return self::integral( (float) bindec( substr( $text, 2 ) ) );
		}
		if ( preg_match( '/^[+-]?Infinity$/', $text ) ) {
			return '-' === $text[0] ? -INF : INF;
		}
		if ( preg_match( '/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/', $text ) ) {
			return self::integral( (float) $text );
		}
		return NAN;
	}

	/** A float that holds a whole number becomes an int, so it prints as JavaScript would. */
	public static function integral( $number ) {
		if ( is_float( $number ) && is_finite( $number ) && floor( $number ) === $number && abs( $number ) <= 9007199254740991 && ! self::is_negative_zero( $number ) ) {
			return (int) $number;
		}
		return $number;
	}

	/** -0.0, which JavaScript keeps apart from 0 in division. */
	public static function is_negative_zero( $number ) {
		return is_float( $number ) && 0.0 === $number && '-' === substr( (string) $number, 0, 1 );
	}

	/** JavaScript's `a + b` when the operand types are not known at compile time. */
	public static function add( $a, $b ) {
		if ( is_string( $a ) || is_string( $b ) || is_object( $a ) || is_object( $b ) ) {
			return self::str( $a ) . self::str( $b );
		}
		return self::integral( self::to_number( $a ) + self::to_number( $b ) );
	}

	/** JavaScript's `a / b`: division by zero gives Infinity or NaN, not an error. */
	public static function div( $a, $b ) {
		if ( 0.0 === (float) $b ) { // 0, 0.0 and -0.0.
			if ( 0.0 === (float) $a || is_nan( (float) $a ) ) {
				return NAN;
			}
			return ( $a < 0 ) !== self::is_negative_zero( $b ) ? -INF : INF;
		}
		$quotient = $a / $b;
		if ( 0 === $quotient && $b < 0 ) {
			return -0.0; // Int 0 divided by a negative int: JavaScript's -0.
		}
		return is_float( $quotient ) && floor( $quotient ) === $quotient ? self::integral( $quotient ) : $quotient;
	}

	/** JavaScript's `a % b`: works on fractions, keeps the sign of `a`. */
	public static function mod( $a, $b ) {
		if ( is_int( $a ) && is_int( $b ) && 0 !== $b ) {
			$remainder = $a % $b;
			return 0 === $remainder && $a < 0 ? -0.0 : $remainder; // -7 % 7 is -0 in JavaScript.
		}
		// A number the checker knows may still be undefined at run time (an array read past the end).
		$a = is_int( $a ) || is_float( $a ) ? $a : self::to_number( $a, true );
		$b = is_int( $b ) || is_float( $b ) ? $b : self::to_number( $b, true );
		if ( 0.0 === (float) $b || is_infinite( (float) $a ) ) {
			return NAN;
		}
		return self::integral( fmod( $a, $b ) );
	}

	// ---------------------------------------------------------------------------------
	// Core expressions: element access, `in`, `typeof`, spreads, `**`, bitwise operators,
	// comparisons of values of unknown type, and errors.

	/** Names every object inherits from Object.prototype (`'toString' in {}` is true). */
	const OBJECT_PROTOTYPE = array( 'constructor', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', 'toString', 'valueOf', '__proto__', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__' );

	/** Names every array inherits from Array.prototype (ES2023). */
	const ARRAY_PROTOTYPE = array( 'at', 'concat', 'copyWithin', 'entries', 'every', 'fill', 'filter', 'find', 'findIndex', 'findLast', 'findLastIndex', 'flat', 'flatMap', 'forEach', 'includes', 'indexOf', 'join', 'keys', 'lastIndexOf', 'map', 'pop', 'push', 'reduce', 'reduceRight', 'reverse', 'shift', 'slice', 'some', 'sort', 'splice', 'toReversed', 'toSorted', 'toSpliced', 'unshift', 'values', 'with' );

	/** JavaScript's ToPropertyKey for a string or number key: a property name string. */
	public static function key( $key ) {
		return is_string( $key ) ? $key : self::str( $key );
	}

	/** The array index a key names (a whole number from 0 to 2^32 - 2), or null. */
	public static function array_index( $key ) {
		if ( is_int( $key ) ) {
			return $key >= 0 && $key < 4294967295 ? $key : null;
		}
		if ( is_float( $key ) ) {
			return is_finite( $key ) && floor( $key ) === $key && $key >= 0 && $key < 4294967295 ? (int) $key : null;
		}
		if ( is_string( $key ) && JsObject::is_array_index( $key ) ) {
			return (int) $key;
		}
		return null;
	}

	/**
	 * Whether `object[key]` reads nothing (undefined), not a stored null: Number() and
	 * String() of such a read give NaN and 'undefined' (compiler: missingRead()).
	 */
	public static function missing( $subject, $key ) {
		if ( $subject instanceof \stdClass ) {
			$name = self::key( $key );
			return ! property_exists( $subject, $name ) || $subject->{ $name } instanceof JsUndefined;
		}
		if ( $subject instanceof JsArray || is_string( $subject ) ) {
			$i = is_int( $key ) ? $key : self::array_index( $key );
			if ( null === $i ) {
				return 'length' !== self::key( $key );
			}
			return $subject instanceof JsArray ? ! array_key_exists( $i, $subject->items ) : $i >= self::utf16_length( $subject );
		}
		return false;
	}

	/**
	 * `object[key]` read to be stored in a property: JsUndefined when it reads nothing (missing()),
	 * else the value. The object and key are computed once, whatever expressions they are.
	 */
	public static function stored_read( $subject, $key ) {
		return self::missing( $subject, $key ) ? JsUndefined::value() : self::get( $subject, self::key( $key ) );
	}

	/**
	 * `object[key]` read into a local that carries its presence (compiler: presence.ts): sets
	 * `$present` to whether the key is there (missing()) and answers the value, null when missing.
	 */
	public static function read_present( $subject, $key, &$present ) {
		$present = ! self::missing( $subject, $key );
		return self::get( $subject, self::key( $key ) );
	}

	/** `object[key]` read: an array element, a string's UTF-16 unit, or a property; missing → null. */
	public static function index( $subject, $key ) {
		if ( $subject instanceof JsArray ) {
			if ( is_int( $key ) ) {
				return isset( $subject->items[ $key ] ) ? $subject->items[ $key ] : null;
			}
			$i = self::array_index( $key );
			if ( null !== $i ) {
				return isset( $subject->items[ $i ] ) ? $subject->items[ $i ] : null;
			}
			return 'length' === self::key( $key ) ? count( $subject->items ) : null;
		}
		if ( is_string( $subject ) ) {
			$i = self::array_index( $key );
			if ( null !== $i ) {
				return self::code_unit_at( $subject, $i );
			}
			return 'length' === self::key( $key ) ? self::utf16_length( $subject ) : null;
		}
		if ( null === $subject ) {
			self::raise( new \TypeError( sprintf( "Cannot read properties of null (reading '%s')", self::key( $key ) ) ) );
		}
		if ( $subject instanceof \stdClass ) {
			return self::field( $subject, is_string( $key ) ? $key : self::key( $key ) );
		}
		return null;
	}

	/** `object[key] = value` (and `object.key = value` on a value of unknown type); returns value. */
	public static function set( $subject, $key, $value ) {
		if ( $subject instanceof JsArray ) {
			$i = self::array_index( $key );
			if ( null === $i ) {
				self::raise( new \TypeError( sprintf( "ts2wp: cannot set the property '%s' of an array in a handler.", self::key( $key ) ) ) );
			}
			if ( $i > count( $subject->items ) ) {
				self::raise( new JsRangeError( sprintf( 'ts2wp: writing index %d of an array of length %d would leave holes, which handlers cannot hold.', $i, count( $subject->items ) ) ) );
			}
			$subject->items[ $i ] = $value;
			return $value;
		}
		if ( $subject instanceof \stdClass ) {
			$subject->{ self::key( $key ) } = $value;
			return $value;
		}
		if ( null === $subject ) {
			self::raise( new \TypeError( sprintf( "Cannot set properties of null (setting '%s')", self::key( $key ) ) ) );
		}
		self::raise( new \TypeError( sprintf( "Cannot create property '%s' on %s", self::key( $key ), self::type_of( $subject ) ) ) );
	}

	/**
	 * `array[key]++` / `array[key]--` ($step 1 or -1) whose old value is not used: the sum
	 * in place when the element is there, else what Js::set() of the read plus $step does
	 * (NaN for a missing element, $step for a stored null, the error for a hole or a key that
	 * is not an index).
	 */
	public static function step_at( $subject, $key, $step ) {
		if ( is_int( $key ) && $subject instanceof JsArray && isset( $subject->items[ $key ] ) ) {
			return $subject->items[ $key ] += $step;
		}
		return self::set( $subject, $key, ( self::index( $subject, $key ) ?? self::absent_number( $subject, $key ) ) + $step );
	}

	/**
	 * What a number read that found PHP null stands for in arithmetic (compiler:
	 * missingElementAt()): NaN when nothing is stored at the key (undefined), 0 for a stored
	 * null, which JavaScript counts as 0 (a `number` that JSON.parse or a cast let hold null).
	 */
	public static function absent_number( $subject, $key ) {
		return self::missing( $subject, $key ) ? NAN : 0;
	}

	/** `delete object[key]` on an object; returns true. */
	public static function delete_property( $subject, $key ) {
		if ( $subject instanceof \stdClass ) {
			unset( $subject->{ self::key( $key ) } );
			return true;
		}
		if ( null === $subject ) {
			self::raise( new \TypeError( sprintf( "Cannot convert undefined or null to object (deleting '%s')", self::key( $key ) ) ) );
		}
		throw new \TypeError( 'ts2wp: `delete` works on objects only in handlers.' );
	}

	/** JavaScript's `key in object` (the key is evaluated first, as written). */
	public static function has( $key, $subject ) {
		if ( $subject instanceof JsArray ) {
			$i = self::array_index( $key );
			if ( null !== $i ) {
				return $i < count( $subject->items );
			}
			$name = self::key( $key );
			return 'length' === $name || in_array( $name, self::ARRAY_PROTOTYPE, true ) || in_array( $name, self::OBJECT_PROTOTYPE, true );
		}
		if ( $subject instanceof \stdClass ) {
			$name = self::key( $key );
			return property_exists( $subject, $name ) || in_array( $name, self::OBJECT_PROTOTYPE, true );
		}
		if ( is_object( $subject ) ) {
			// A WordPress object (WP_Post, WP_User…): its properties, the ones its __isset()
			// knows, and its methods, as a JavaScript object's own fields and prototype.
			$name = self::key( $key );
			return property_exists( $subject, $name ) || isset( $subject->{ $name } ) || method_exists( $subject, $name ) || in_array( $name, self::OBJECT_PROTOTYPE, true );
		}
		self::raise( new \TypeError( sprintf( "Cannot use 'in' operator to search for '%s' in %s", self::key( $key ), self::str( $subject ) ) ) );
	}

	/** `typeof value`. A null is 'undefined' unless the compiler knew the value was null. */
	public static function type_of( $value, $if_null = 'undefined' ) {
		if ( null === $value ) {
			return $if_null;
		}
		if ( is_bool( $value ) ) {
			return 'boolean';
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			return 'number';
		}
		if ( is_string( $value ) ) {
			return 'string';
		}
		return $value instanceof \Closure ? 'function' : 'object';
	}

	/** What for…of, spread and array destructuring walk: an array itself, a string's code points, a Map's entries, a Set's values. */
	public static function iterable( $value ) {
		if ( $value instanceof JsArray ) {
			return $value;
		}
		if ( is_string( $value ) ) {
			return new JsArray( JsArray::code_points( $value ) );
		}
		if ( is_object( $value ) && method_exists( $value, 'iterated' ) ) {
			return $value->iterated(); // A Map's entries, a Set's values: asked by method, so the Map and Set classes ship only with plugins that use them.
		}
		self::raise( new \TypeError( sprintf( '%s is not iterable', null === $value ? 'undefined' : self::type_of( $value ) ) ) );
	}

	/** The keys a for…in loop visits: an object's own keys, an array's or a string's indexes, as strings. */
	public static function for_in_keys( $value ) {
		if ( $value instanceof JsArray ) {
			return array_map( 'strval', array_keys( $value->items ) );
		}
		if ( is_string( $value ) ) {
			$length = self::utf16_length( $value );
			return $length ? array_map( 'strval', range( 0, $length - 1 ) ) : array();
		}
		if ( $value instanceof \stdClass ) {
			return JsObject::own_keys( $value );
		}
		return array(); // null, undefined, numbers and booleans have no enumerable keys.
	}

	/** The elements `...value` adds to an array literal. */
	public static function spread( $value ) {
		return self::iterable( $value )->items;
	}

	/**
	 * An object literal with spreads, part by part: a PHP array is a run of literal
	 * `key => value` pairs, any other value is spread (later keys win, first position stays).
	 */
	public static function spread_object( array $parts ) {
		$subject = new \stdClass();
		foreach ( $parts as $part ) {
			if ( is_array( $part ) ) {
				foreach ( $part as $key => $value ) {
					$subject->{ $key } = $value;
				}
			} elseif ( $part instanceof JsArray ) {
				foreach ( $part->items as $key => $value ) {
					$subject->{ $key } = $value;
				}
			} elseif ( $part instanceof \stdClass ) {
				self::fields( $part ); // The copy shares the source's arrays, as in JavaScript.
				foreach ( JsObject::own_keys( $part ) as $key ) {
					$subject->{ $key } = $part->{ $key };
				}
			} elseif ( self::is_app_object( $part ) ) {
				foreach ( JsObject::instance_fields( $part, JsUndefined::value() ) as $key => $value ) { // Its fields, as Node copies them.
					$subject->{ $key } = $value;
				}
			} elseif ( is_string( $part ) ) {
				foreach ( JsArray::code_points( $part ) as $key => $char ) {
					if ( strlen( $char ) > 3 ) {
						throw new \Error( 'ts2wp: spreading a string with characters above U+FFFF into an object is not supported.' );
					}
					$subject->{ $key } = $char;
				}
			}
			// null, booleans and numbers have no own properties to spread.
		}
		return $subject;
	}

	/** The `...rest` of an object destructuring: own properties except the named ones. */
	public static function object_rest( $subject, array $exclude ) {
		if ( null === $subject ) {
			throw new \TypeError( 'Cannot destructure null' );
		}
		$rest = new \stdClass();
		if ( $subject instanceof JsArray ) {
			foreach ( $subject->items as $key => $value ) {
				if ( ! in_array( (string) $key, $exclude, true ) ) {
					$rest->{ $key } = $value;
				}
			}
		} elseif ( $subject instanceof \stdClass ) {
			self::fields( $subject ); // The rest shares the source's arrays, as in JavaScript.
			foreach ( JsObject::own_keys( $subject ) as $key ) {
				if ( ! in_array( $key, $exclude, true ) ) {
					$rest->{ $key } = $subject->{ $key };
				}
			}
		} elseif ( self::is_app_object( $subject ) ) {
			foreach ( JsObject::instance_fields( $subject, JsUndefined::value() ) as $key => $value ) {
				if ( ! in_array( (string) $key, $exclude, true ) ) {
					$rest->{ $key } = $value;
				}
			}
		}
		return $rest;
	}

	/** The UTF-16 code unit at an index, as a string (half of a pair reads as U+FFFD); null past the end. */
	public static function code_unit_at( $text, $index ) {
		return JsString::unit_string( $text, $index );
	}

	/** A string's length in UTF-16 code units, as JavaScript counts it. */
	public static function utf16_length( $text ) {
		return JsString::length( $text );
	}

	/** JavaScript's `a ** b`: Math.pow (JsMath::pow, V8's algorithm, bit for bit). */
	public static function pow( $base, $exponent ) {
		if ( is_int( $base ) && is_int( $exponent ) && 0 <= $exponent ) {
			$power = $base ** $exponent; // `10 ** digits`: exact while it stays a safe int.
			if ( is_int( $power ) && -9007199254740991 <= $power && $power <= 9007199254740991 ) {
				return $power;
			}
		}
		return JsMath::pow( $base, $exponent );
	}

	/** JavaScript's ToInt32, which every bitwise operator applies to its operands. */
	public static function to_int32( $value ) {
		if ( ! is_int( $value ) ) {
			$value = self::to_number( $value );
			if ( is_float( $value ) ) {
				if ( ! is_finite( $value ) ) {
					return 0;
				}
				$value = (int) fmod( $value < 0 ? ceil( $value ) : floor( $value ), 4294967296.0 );
			}
		}
		$value &= 0xFFFFFFFF;
		return $value >= 0x80000000 ? $value - 0x100000000 : $value;
	}

	/** `a << b`. */
	// For two ints, ToInt32 is the low 32 bits (`& 0xFFFFFFFF`, two's complement), read as
	// signed by `^ 0x80000000` then `- 0x80000000`: no call (a hash or generator loop shifts often).

	public static function shl( $a, $b ) {
		if ( is_int( $a ) && is_int( $b ) ) {
			return ( ( ( $a << ( $b & 31 ) ) & 0xFFFFFFFF ) ^ 0x80000000 ) - 0x80000000;
		}
		return self::to_int32( self::to_int32( $a ) << ( self::to_int32( $b ) & 31 ) );
	}

	/** `a >> b`. */
	public static function shr( $a, $b ) {
		if ( is_int( $a ) && is_int( $b ) ) {
			return ( ( ( $a & 0xFFFFFFFF ) ^ 0x80000000 ) - 0x80000000 ) >> ( $b & 31 );
		}
		return self::to_int32( $a ) >> ( self::to_int32( $b ) & 31 );
	}

	/** `a >>> b`. */
	public static function ushr( $a, $b ) {
		if ( is_int( $a ) && is_int( $b ) ) {
			return ( $a & 0xFFFFFFFF ) >> ( $b & 31 );
		}
		return ( self::to_int32( $a ) & 0xFFFFFFFF ) >> ( self::to_int32( $b ) & 31 );
	}

	/** `a < b`, `a <= b`, `a > b`, `a >= b` on values whose types the compiler did not know. */
	public static function compare( $a, $op, $b ) {
		$a = is_object( $a ) ? self::str( $a ) : $a;
		$b = is_object( $b ) ? self::str( $b ) : $b;
		if ( is_string( $a ) && is_string( $b ) ) {
			$order = JsArray::compare_strings( $a, $b );
		} else {
			$a = self::to_number( $a );
			$b = self::to_number( $b );
			if ( is_nan( (float) $a ) || is_nan( (float) $b ) ) {
				return false;
			}
			$order = $a < $b ? -1 : ( $a > $b ? 1 : 0 );
		}
		switch ( $op ) {
			case '<':
				return $order < 0;
			case '<=':
				return $order <= 0;
			case '>':
				return $order > 0;
			default:
				return $order >= 0;
		}
	}

	/**
	 * Throws a JavaScript error built by the caller; every error whose message holds a value
	 * is thrown here. Its message is JavaScript data, not output: handlers read `e.message`
	 * and must see Node's bytes, so it is not HTML-escaped. Where it can leave the plugin it
	 * is encoded for that place: the Router answers JSON (WP_Error), and PHP escapes an
	 * uncaught error's message itself when it displays one as HTML (html_errors).
	 *
	 * @param \Throwable $error The error, its message already built.
	 * @throws \Throwable Always.
	 */
	public static function raise( \Throwable $error ) {
		throw $error;
	}

	/**
	 * A value about to be called. Every function of the translation is a closure; PHP would
	 * also call a string or an array naming a function or method (`'shell_exec'`), which data
	 * can hold, where JavaScript throws a TypeError.
	 *
	 * @param mixed       $value  The value.
	 * @param string|null $callee The callee's source text; null for a callback (the value is shown).
	 * @return \Closure
	 */
	public static function function_value( $value, $callee ) {
		if ( $value instanceof \Closure ) {
			return $value;
		}
		self::raise( new JsTypeError( sprintf( '%s is not a function', null !== $callee ? $callee : self::describe( $value ) ) ) );
	}

	/** A value as V8 shows it in a TypeError: primitives as text, objects by their kind. */
	private static function describe( $value ) {
		if ( $value instanceof JsArray || is_array( $value ) ) {
			return '[object Array]';
		}
		return is_object( $value ) ? '#<Object>' : self::str( $value );
	}

	/**
	 * Throws JavaScript's RangeError ($message) before a string or array sized by data takes
	 * more than memory_limit leaves, keeping max( 16 MB, 10% ) for WordPress to answer: PHP
	 * would stop with a fatal error instead, an HTML page rather than the route's JSON. One
	 * check per allocation; under 1 MB none.
	 *
	 * @param int|float $bytes   The allocation's estimated peak size.
	 * @param string    $message 'Invalid string length' or 'Invalid array length', as V8's.
	 * @throws JsRangeError When it would not fit.
	 */
	public static function check_memory( $bytes, $message ) {
		if ( $bytes < 1048576 ) {
			return;
		}
		$limit = self::memory_limit();
		if ( $limit > 0 && $bytes > $limit - max( 16777216, $limit / 10 ) - memory_get_usage() ) { // -1: no limit.
			self::raise( new JsRangeError( $message ) );
		}
	}

	/** PHP's memory_limit in bytes (`128M`, `1G`); -1 when there is none. */
	public static function memory_limit() {
		$text  = trim( (string) ini_get( 'memory_limit' ) );
		$units = array(
			'k' => 1024,
			'm' => 1048576,
			'g' => 1073741824,
		);
		$unit  = strtolower( substr( $text, -1 ) );
		return (float) $text * ( isset( $units[ $unit ] ) ? $units[ $unit ] : 1 );
	}

	/** The message of `new Error( value )`: undefined gives '', anything else String( value ). */
	public static function error_message( $value ) {
		return null === $value ? '' : self::str( $value );
	}

	/** `error.name` of anything a handler can catch. */
	public static function error_name( $error ) {
		if ( $error instanceof JsError ) {
			// A translated subclass that set `this.name` (a public property then).
			return isset( $error->name ) && is_string( $error->name ) ? $error->name : $error::NAME;
		}
		if ( $error instanceof \TypeError ) {
			return 'TypeError';
		}
		if ( $error instanceof \ArithmeticError ) {
			return 'RangeError';
		}
		return 'Error';
	}

	/** `value instanceof Error` (or TypeError…): PHP's own engine errors count as their JavaScript kin. */
	public static function is_error( $value, $name ) {
		if ( ! $value instanceof \Throwable ) {
			return false;
		}
		if ( 'Error' === $name ) {
			return true;
		}
		$class = __NAMESPACE__ . '\\Js' . $name;
		if ( $value instanceof $class ) {
			return true;
		}
		return 'TypeError' === $name && $value instanceof \TypeError;
	}
}
