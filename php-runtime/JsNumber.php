<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * JavaScript's Number functions and methods: Number.isInteger…, parseInt/parseFloat,
 * toFixed/toPrecision/toExponential (from the exact decimal value of the double, rounding
 * half up as the spec says) and toString( radix ) (V8's algorithm, digit for digit).
 */
final class JsNumber {
	const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

	/** Limbs of a big natural number: base 10^9, least significant first. */
	const LIMB = 1000000000;

	// ---------------------------------------------------------------------------------
	// Tests (no conversion, except the global isNaN/isFinite).

	/** `Number.isInteger( v )`. */
	public static function is_integer( $value ) {
		return is_int( $value ) || ( is_float( $value ) && is_finite( $value ) && floor( $value ) === $value );
	}

	/** `Number.isSafeInteger( v )`. */
	public static function is_safe_integer( $value ) {
		return self::is_integer( $value ) && abs( $value ) <= 9007199254740991;
	}

	/** `Number.isFinite( v )`. */
	public static function is_finite( $value ) {
		return is_int( $value ) || ( is_float( $value ) && is_finite( $value ) );
	}

	/** `Number.isNaN( v )`. */
	public static function is_nan( $value ) {
		return is_float( $value ) && is_nan( $value );
	}

	/** The global `isNaN( v )`: after Number( v ). */
	public static function global_is_nan( $value ) {
		$n = null === $value ? NAN : Js::to_number( $value );
		return is_float( $n ) && is_nan( $n );
	}

	/** The global `isFinite( v )`: after Number( v ). */
	public static function global_is_finite( $value ) {
		$n = null === $value ? NAN : Js::to_number( $value );
		return is_int( $n ) || is_finite( $n );
	}

	// ---------------------------------------------------------------------------------
	// Parsing.

	/** `parseFloat( s )`: the longest decimal literal at the start (after white space). */
	public static function parse_float( $value ) {
		$text = JsString::trim_start( null === $value ? 'undefined' : Js::str( $value ) );
		if ( ! preg_match( '/^[+-]?(?:Infinity|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/', $text, $m ) ) {
			return NAN;
		}
		$literal = $m[0];
		$sign    = '-' === $literal[0] ? -1 : 1;
		if ( false !== strpos( $literal, 'Infinity' ) ) {
			return $sign * INF;
		}
		$number = (float) $literal;
		return 0.0 === $number ? ( $sign < 0 ? -0.0 : 0 ) : Js::integral( $number );
	}

	/** `parseInt( s, radix )`. */
	public static function parse_int( $value, $radix = null ) {
		$text = JsString::trim_start( null === $value ? 'undefined' : Js::str( $value ) );
		$sign = 1;
		if ( '' !== $text && ( '-' === $text[0] || '+' === $text[0] ) ) {
			$sign = '-' === $text[0] ? -1 : 1;
			$text = (string) substr( $text, 1 );
		}
		$r     = null === $radix ? 0 : Js::to_int32( $radix );
		$strip = true;
		if ( 0 !== $r ) {
			if ( $r < 2 || $r > 36 ) {
				return NAN;
			}
			$strip = 16 === $r;
		} else {
			$r = 10;
		}
		if ( $strip && ( 0 === strncmp( $text, '0x', 2 ) || 0 === strncmp( $text, '0X', 2 ) ) ) {
			$text = (string) substr( $text, 2 );
			$r    = 16;
		}
		$count = strspn( strtolower( $text ), substr( self::DIGITS, 0, $r ) );
		if ( 0 === $count ) {
			return NAN;
		}
		$digits = ltrim( strtolower( substr( $text, 0, $count ) ), '0' );
		if ( '' === $digits ) {
			return $sign < 0 ? -0.0 : 0;
		}
		if ( 10 === $r ) {
			$number = strlen( $digits ) < 16 ? (int) $digits : (float) $digits;
		} elseif ( 0 === ( $r & ( $r - 1 ) ) ) {
			// Radix 2, 4, 8, 16, 32: exact, correctly rounded (as decimal text through strtod).
			$number = strlen( $digits ) * log( $r, 2 ) < 53 ? intval( $digits, $r ) : (float) self::limbs_text( self::radix_limbs( $digits, $r ) );
		} else {
			$number = self::generic_radix( $digits, $r );
		}
		return Js::integral( $sign < 0 ? -$number : $number );
	}

	/** V8's parseInt for a radix other than 10 and the powers of 2 (the spec allows it to round). */
	private static function generic_radix( $digits, $radix ) {
		$value = 0.0;
		$i     = 0;
		$n     = strlen( $digits );
		$max   = (int) floor( 0xFFFFFFFF / 36 );
		while ( $i < $n ) {
			$part       = 0;
			$multiplier = 1;
			while ( $i < $n ) {
				$m = $multiplier * $radix;
				if ( $m > $max ) {
					break;
				}
				$part       = $part * $radix + strpos( self::DIGITS, $digits[ $i ] );
				$multiplier = $m;
				++$i;
			}
			$value = $value * $multiplier + $part;
		}
		return $value;
	}

	/** A natural number written in radix $radix, as limbs. */
	private static function radix_limbs( $digits, $radix ) {
		$limbs = array( 0 );
		$len   = strlen( $digits );
		for ( $i = 0; $i < $len; $i++ ) {
			$limbs = self::multiply_add( $limbs, $radix, strpos( self::DIGITS, $digits[ $i ] ) );
		}
		return $limbs;
	}

	/** $limbs * $factor + $add ($factor * 10^9 must fit in an int). */
	private static function multiply_add( array $limbs, $factor, $add = 0 ) {
		$carry = $add;
		foreach ( $limbs as $i => $limb ) {
			$t           = $limb * $factor + $carry;
			$limbs[ $i ] = $t % self::LIMB;
			$carry       = intdiv( $t, self::LIMB );
		}
		while ( $carry > 0 ) {
			$limbs[] = $carry % self::LIMB;
			$carry   = intdiv( $carry, self::LIMB );
		}
		return $limbs;
	}

	/** Limbs as decimal text. */
	private static function limbs_text( array $limbs ) {
		$text = (string) $limbs[ count( $limbs ) - 1 ];
		for ( $i = count( $limbs ) - 2; $i >= 0; $i-- ) {
			$text .= str_pad( (string) $limbs[ $i ], 9, '0', STR_PAD_LEFT );
		}
		return $text;
	}

	// ---------------------------------------------------------------------------------
	// Exact decimal values.

	/**
	 * The exact value of a finite double > 0 as array( digits, exponent ): value = digits ×
	 * 10^exponent, digits without leading or trailing zeros.
	 */
	private static function exact( $x ) {
		$bits     = unpack( 'J', pack( 'E', $x ) )[1];
		$biased   = ( $bits >> 52 ) & 0x7FF;
		$mantissa = $bits & 0xFFFFFFFFFFFFF;
		if ( 0 === $biased ) {
			$e = -1074;
		} else {
			$mantissa |= 1 << 52;
			$e         = $biased - 1075;
		}
		while ( 0 === ( $mantissa & 1 ) ) {
			$mantissa >>= 1;
			++$e;
		}
		$limbs    = $mantissa < self::LIMB ? array( $mantissa ) : array( $mantissa % self::LIMB, intdiv( $mantissa, self::LIMB ) );
		$exponent = 0;
		if ( $e > 0 ) {
			for ( $k = $e; $k > 0; $k -= 30 ) {
				$limbs = self::multiply_add( $limbs, 1 << min( 30, $k ) );
			}
		} elseif ( $e < 0 ) {
			// m / 2^k = m × 5^k / 10^k.
			for ( $k = -$e; $k > 0; $k -= 13 ) {
				$limbs = self::multiply_add( $limbs, (int) pow( 5, min( 13, $k ) ) );
			}
			$exponent = $e;
		}
		$digits  = self::limbs_text( $limbs );
		$trimmed = rtrim( $digits, '0' );
		return array( $trimmed, $exponent + strlen( $digits ) - strlen( $trimmed ) );
	}

	/** The shortest digits that read back as $x > 0 (as String( x ) uses): array( digits, exponent ). */
	private static function shortest( $x ) {
		$text = strtolower( var_export( (float) $x, true ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- the shortest digits, not debug output.
		$exp  = 0;
		$e    = strpos( $text, 'e' );
		if ( false !== $e ) {
			$exp  = (int) substr( $text, $e + 1 );
			$text = substr( $text, 0, $e );
		}
		$dot  = strpos( $text, '.' );
		$frac = false === $dot ? '' : substr( $text, $dot + 1 );
		$all  = ( false === $dot ? $text : substr( $text, 0, $dot ) ) . $frac;
		$exp -= strlen( $frac );
		$all  = ltrim( $all, '0' );
		$trim = rtrim( $all, '0' );
		return array( $trim, $exp + strlen( $all ) - strlen( $trim ) );
	}

	/**
	 * round( digits × 10^exponent / 10^$k ), halves rounded up: the decimal text of an integer.
	 */
	private static function round_at( $digits, $exponent, $k ) {
		$shift = $exponent - $k;
		if ( $shift >= 0 ) {
			return $digits . str_repeat( '0', $shift );
		}
		$cut  = -$shift;
		$len  = strlen( $digits );
		$head = $cut >= $len ? '' : substr( $digits, 0, $len - $cut );
		$next = $cut > $len ? '0' : $digits[ $len - $cut ];
		if ( $next < '5' ) {
			return '' === $head ? '0' : $head;
		}
		return self::increment( '' === $head ? '0' : $head );
	}

	/** Decimal text + 1. */
	private static function increment( $text ) {
		for ( $i = strlen( $text ) - 1; $i >= 0; $i-- ) {
			if ( '9' !== $text[ $i ] ) {
				$text[ $i ] = chr( ord( $text[ $i ] ) + 1 );
				return $text;
			}
			$text[ $i ] = '0';
		}
		return '1' . $text;
	}

	private static function digits_argument( $value, $min, $method ) {
		$n = JsString::integer( $value );
		if ( ! is_int( $n ) || $n < $min || $n > 100 ) {
			Js::raise( new JsRangeError( $method . '() ' . ( 'toPrecision' === $method || 'toExponential' === $method ? 'argument' : 'digits argument' ) . ' must be between ' . $min . ' and 100' ) );
		}
		return $n;
	}

	/** `x.toFixed( digits )`. */
	public static function to_fixed( $x, $digits = null ) {
		if ( ( is_float( $x ) || is_int( $x ) ) && is_int( $digits ) && 0 <= $digits && $digits <= 20 ) {
			// sprintf() rounds the exact binary value to the nearest (zend_dtoa), as toFixed()
			// does; they differ only on an exact half (x * 2^(f + 1) an odd int: halves go
			// up in JavaScript, to even in dtoa), which takes the exact path below.
			$a    = abs( (float) $x );
			$half = $a * ( 2 ** ( $digits + 1 ) );
			if ( $a < 1e21 && ! ( floor( $half ) === $half && 1.0 === fmod( $half, 2.0 ) ) ) {
				return ( $x < 0 ? '-' : '' ) . sprintf( '%.' . $digits . 'F', $a );
			}
		}
		$f = self::digits_argument( $digits, 0, 'toFixed' );
		$x = Js::to_number( $x );
		if ( ! self::is_finite( $x ) || abs( $x ) >= 1e21 ) {
			return Js::str( $x );
		}
		$sign = $x < 0 ? '-' : '';
		$x    = abs( $x );
		if ( 0.0 === (float) $x ) { // 0 and 0.0.
			$n = '0';
		} else {
			list( $d, $e ) = self::exact( (float) $x );
			$n             = self::round_at( $d, $e, -$f );
		}
		if ( 0 === $f ) {
			return $sign . $n;
		}
		$n = str_pad( $n, $f + 1, '0', STR_PAD_LEFT );
		return $sign . substr( $n, 0, -$f ) . '.' . substr( $n, -$f );
	}

	/** `x.toExponential( digits )`. */
	public static function to_exponential( $x, $digits = null ) {
		$x = Js::to_number( $x );
		$f = null === $digits ? null : JsString::integer( $digits );
		if ( ! self::is_finite( $x ) ) {
			return Js::str( $x );
		}
		if ( null !== $f ) {
			$f = self::digits_argument( $f, 0, 'toExponential' );
		}
		$sign = $x < 0 ? '-' : '';
		$x    = abs( $x );
		if ( 0.0 === (float) $x ) {
			$n = str_repeat( '0', ( null === $f ? 0 : $f ) + 1 );
			$e = 0;
		} elseif ( null === $f ) {
			list( $n, $exponent ) = self::shortest( $x );
			$e                    = strlen( $n ) + $exponent - 1;
		} else {
			list( $d, $exponent ) = self::exact( (float) $x );
			$e                    = strlen( $d ) + $exponent - 1;
			$n                    = self::round_at( $d, $exponent, $e - $f );
			if ( strlen( $n ) > $f + 1 ) {
				++$e;
				$n = substr( $n, 0, $f + 1 );
			}
		}
		return $sign . $n[0] . ( strlen( $n ) > 1 ? '.' . substr( $n, 1 ) : '' ) . 'e' . ( $e < 0 ? '-' : '+' ) . abs( $e );
	}

	/** `x.toPrecision( precision )`. */
	public static function to_precision( $x, $precision = null ) {
		$x = Js::to_number( $x );
		if ( null === $precision ) {
			return Js::str( $x );
		}
		$p = JsString::integer( $precision );
		if ( ! self::is_finite( $x ) ) {
			return Js::str( $x );
		}
		$p    = self::digits_argument( $p, 1, 'toPrecision' );
		$sign = $x < 0 ? '-' : '';
		$x    = abs( $x );
		if ( 0.0 === (float) $x ) {
			$n = str_repeat( '0', $p );
			$e = 0;
		} else {
			list( $d, $exponent ) = self::exact( (float) $x );
			$e                    = strlen( $d ) + $exponent - 1;
			$n                    = self::round_at( $d, $exponent, $e - $p + 1 );
			if ( strlen( $n ) > $p ) {
				++$e;
				$n = substr( $n, 0, $p );
			}
			if ( $e < -6 || $e >= $p ) {
				return $sign . $n[0] . ( $p > 1 ? '.' . substr( $n, 1 ) : '' ) . 'e' . ( $e < 0 ? '-' : '+' ) . abs( $e );
			}
		}
		if ( $e === $p - 1 ) {
			return $sign . $n;
		}
		if ( $e >= 0 ) {
			return $sign . substr( $n, 0, $e + 1 ) . '.' . substr( $n, $e + 1 );
		}
		return $sign . '0.' . str_repeat( '0', -( $e + 1 ) ) . $n;
	}

	/** `x.toString( radix )`. */
	public static function to_string( $x, $radix = null ) {
		$x = Js::to_number( $x );
		$r = null === $radix ? 10 : JsString::integer( $radix );
		if ( ! is_int( $r ) || $r < 2 || $r > 36 ) {
			throw new JsRangeError( 'toString() radix argument must be between 2 and 36' );
		}
		if ( 10 === $r || ! self::is_finite( $x ) ) {
			return Js::str( $x );
		}
		if ( is_int( $x ) && abs( $x ) <= 9007199254740991 ) {
			return ( $x < 0 ? '-' : '' ) . base_convert( (string) abs( $x ), 10, $r );
		}
		return self::radix_string( (float) $x, $r );
	}

	/** The next double above a finite double >= 0. */
	private static function next_double( $x ) {
		$bits = unpack( 'J', pack( 'E', $x ) )[1];
		return unpack( 'E', pack( 'J', $bits + 1 ) )[1];
	}

	/** The binary exponent V8's Double::Exponent() gives (value = significand × 2^exponent). */
	private static function binary_exponent( $x ) {
		$biased = ( unpack( 'J', pack( 'E', $x ) )[1] >> 52 ) & 0x7FF;
		return 0 === $biased ? -1074 : $biased - 1075;
	}

	/** V8's DoubleToRadixCString. */
	private static function radix_string( $value, $radix ) {
		$negative = $value < 0;
		if ( $negative ) {
			$value = -$value;
		}
		$integer  = floor( $value );
		$fraction = $value - $integer;
		$delta    = 0.5 * ( self::next_double( $value ) - $value );
		$delta    = max( self::next_double( 0.0 ), $delta );
		$digits   = self::DIGITS;
		$frac     = '';
		if ( $fraction >= $delta ) {
			do {
				$fraction *= $radix;
				$delta    *= $radix;
				$digit     = (int) $fraction;
				$frac     .= $digits[ $digit ];
				$fraction -= $digit;
				if ( $fraction > 0.5 || ( 0.5 === $fraction && ( $digit & 1 ) ) ) {
					if ( $fraction + $delta > 1 ) {
						// Round up, carrying into earlier digits (and the integer part).
						while ( true ) {
							if ( '' === $frac ) {
								++$integer;
								break;
							}
							$last = strpos( $digits, substr( $frac, -1 ) );
							$frac = substr( $frac, 0, -1 );
							if ( $last + 1 < $radix ) {
								$frac .= $digits[ $last + 1 ];
								break;
							}
						}
						break;
					}
				}
			} while ( $fraction >= $delta );
		}
		$int = '';
		while ( self::binary_exponent( $integer / $radix ) > 0 ) {
			$integer /= $radix;
			$int      = '0' . $int;
		}
		do {
			$remainder = fmod( $integer, $radix );
			$int       = $digits[ (int) $remainder ] . $int;
			$integer   = ( $integer - $remainder ) / $radix;
		} while ( $integer > 0 );
		return ( $negative ? '-' : '' ) . $int . ( '' === $frac ? '' : '.' . $frac );
	}
}
