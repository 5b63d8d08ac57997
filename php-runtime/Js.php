<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * JavaScript semantics the translated handlers need where PHP differs: conversion at
 * the WordPress boundary, ToString, truthiness and strict equality.
 *
 * Values inside handlers: JS objects are \stdClass, JS arrays are JsArray, numbers are
 * int|float, undefined and null are both null.
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
		$object = new \stdClass();
		foreach ( $value as $key => $item ) {
			$object->{ $key } = self::from( $item );
		}
		return $object;
	}

	/** A JS value as plain PHP for a WordPress function: objects become associative arrays. */
	public static function to_php( $value ) {
		if ( $value instanceof JsArray ) {
			return array_map( array( self::class, 'to_php' ), $value->items );
		}
		if ( $value instanceof \stdClass ) {
			$out = array();
			foreach ( $value as $key => $item ) {
				$out[ $key ] = self::to_php( $item );
			}
			return $out;
		}
		return $value;
	}

	/** A JS value as PHP data for a JSON response: objects stay objects, so {} stays {}. */
	public static function to_json( $value ) {
		if ( is_float( $value ) && ! is_finite( $value ) ) {
			return null; // JSON.stringify writes NaN and Infinity as null.
		}
		if ( $value instanceof JsArray ) {
			return array_map( array( self::class, 'to_json' ), $value->items );
		}
		if ( $value instanceof \stdClass ) {
			$out = new \stdClass();
			foreach ( $value as $key => $item ) {
				$out->{ $key } = self::to_json( $item );
			}
			return $out;
		}
		return $value;
	}

	/** `object.key` when the key may be missing: null then, and a TypeError on null as in JavaScript. */
	public static function get( $object, $key ) {
		if ( null === $object ) {
			throw new \TypeError( sprintf( "Cannot read properties of null (reading '%s')", $key ) );
		}
		if ( is_object( $object ) && ! $object instanceof JsArray ) {
			return isset( $object->{ $key } ) ? $object->{ $key } : null;
		}
		return null;
	}

	/** JavaScript's String(value). */
	public static function str( $value ) {
		if ( is_string( $value ) ) {
			return $value;
		}
		if ( null === $value ) {
			return 'null';
		}
		if ( is_bool( $value ) ) {
			return $value ? 'true' : 'false';
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			return self::number_to_string( $value );
		}
		if ( $value instanceof JsArray ) {
			$parts = array();
			foreach ( $value->items as $item ) {
				$parts[] = null === $item ? '' : self::str( $item );
			}
			return implode( ',', $parts );
		}
		if ( $value instanceof \Throwable ) {
			return 'Error: ' . $value->getMessage();
		}
		if ( is_object( $value ) && method_exists( $value, '__toString' ) ) {
			return (string) $value;
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
		$text = var_export( abs( $number ), true );
		$sign = $number < 0 ? '-' : '';
		$exp  = 0;
		if ( false !== ( $e = stripos( $text, 'e' ) ) ) {
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

	/** JavaScript's ===: numbers compare by value whether int or float. */
	public static function strict_equals( $a, $b ) {
		if ( ( is_int( $a ) || is_float( $a ) ) && ( is_int( $b ) || is_float( $b ) ) ) {
			return $a == $b; // phpcs:ignore Universal.Operators.StrictComparisons -- int 1 === float 1.0 in JS.
		}
		return $a === $b;
	}
	/** JavaScript's Number(value). */
	public static function to_number( $value ) {
		if ( is_int( $value ) || is_float( $value ) ) {
			return $value;
		}
		if ( null === $value ) {
			return 0;
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
		$text = trim( $value, " \t\n\r\v\f\u{a0}\u{feff}" );
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
		if ( 0 == $b ) { // phpcs:ignore Universal.Operators.StrictComparisons -- 0 and 0.0.
			if ( 0 == $a || is_nan( (float) $a ) ) { // phpcs:ignore Universal.Operators.StrictComparisons
				return NAN;
			}
			return ( $a < 0 ) !== self::is_negative_zero( $b ) ? -INF : INF;
		}
		return self::integral( $a / $b );
	}

	/** JavaScript's `a % b`: works on fractions, keeps the sign of `a`. */
	public static function mod( $a, $b ) {
		if ( is_int( $a ) && is_int( $b ) && 0 !== $b ) {
			return $a % $b;
		}
		if ( 0 == $b || is_infinite( (float) $a ) ) { // phpcs:ignore Universal.Operators.StrictComparisons
			return NAN;
		}
		return self::integral( fmod( $a, $b ) );
	}
}
