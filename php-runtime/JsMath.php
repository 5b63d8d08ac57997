<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * JavaScript's Math. Whole results come back as ints (Js::integral) so they print as
 * JavaScript prints them; -0 stays a float. The transcendental functions (sin, exp,
 * log…) are the C library's, which may differ from V8's in the last bit for some inputs.
 */
final class JsMath {
	/** A number argument (Math's functions apply ToNumber; undefined is NaN). */
	private static function num( $value ) {
		if ( is_int( $value ) || is_float( $value ) ) {
			return $value;
		}
		return null === $value ? NAN : Js::to_number( $value );
	}

	/** A float result as JavaScript would show it. */
	private static function out( $value ) {
		return Js::integral( $value );
	}

	// The functions a numeric loop calls most (abs, floor, ceil, round, sqrt, max, min) test
	// for an int or float argument inline and call Js::integral() only for a whole result.

	public static function abs( $x = null ) {
		if ( is_int( $x ) && PHP_INT_MIN !== $x ) {
			return abs( $x );
		}
		$r = abs( (float) ( is_float( $x ) ? $x : self::num( $x ) ) );
		return floor( $r ) === $r ? Js::integral( $r ) : $r;
	}

	public static function floor( $x = null ) {
		if ( is_int( $x ) ) {
			return $x;
		}
		// A float in the safe range that is not a zero (whose sign floor() keeps): (int) of floor().
		if ( is_float( $x ) && -9007199254740991 <= $x && $x <= 9007199254740991 && 0.0 !== $x ) {
			return (int) floor( $x );
		}
		$x = is_float( $x ) ? $x : self::num( $x );
		return is_int( $x ) ? $x : Js::integral( floor( $x ) );
	}

	public static function ceil( $x = null ) {
		if ( is_int( $x ) ) {
			return $x;
		}
		// Above 0 or at most -1, ceil() is no zero: (int) of it (ceil( -0.5 ) is -0).
		if ( is_float( $x ) && ( ( 0 < $x && $x <= 9007199254740991 ) || ( -9007199254740991 <= $x && $x <= -1 ) ) ) {
			return (int) ceil( $x );
		}
		$x = is_float( $x ) ? $x : self::num( $x );
		return is_int( $x ) ? $x : Js::integral( ceil( $x ) );
	}

	/** `Math.round( x )`: halves round up (toward +Infinity): Math.round( -2.5 ) is -2. */
	public static function round( $x = null ) {
		// Halves up: the floor, plus 1 when the fraction is at least 0.5. At or above -0.5 the
		// answer may be -0, which the general path keeps.
		if ( is_float( $x ) && -9007199254740991 <= $x && $x <= 9007199254740991 && ( 0 < $x || $x < -0.5 ) ) {
			$r = floor( $x );
			return (int) $r + ( 0.5 <= $x - $r ? 1 : 0 );
		}
		if ( ! is_float( $x ) ) {
			$x = self::num( $x );
		}
		if ( is_int( $x ) || ! is_finite( $x ) ) {
			return $x;
		}
		$r = floor( $x );
		if ( $x - $r >= 0.5 ) {
			$r += 1.0;
		}
		if ( 0.0 === $r && ( $x < 0 || Js::is_negative_zero( $x ) ) ) {
			return -0.0;
		}
		return Js::integral( $r );
	}

	public static function trunc( $x = null ) {
		$x = self::num( $x );
		if ( is_int( $x ) ) {
			return $x;
		}
		return self::out( $x < 0 ? ceil( $x ) : floor( $x ) );
	}

	public static function sign( $x = null ) {
		$x = self::num( $x );
		if ( is_float( $x ) && ( is_nan( $x ) || 0.0 === $x ) ) {
			return $x;
		}
		return $x > 0 ? 1 : ( $x < 0 ? -1 : 0 );
	}

	/** `Math.max( ...values )`: -Infinity for none, NaN if any is NaN, +0 above -0. */
	public static function max( ...$values ) {
		$best = -INF;
		$nan  = false;
		foreach ( $values as $value ) {
			if ( ! ( is_int( $value ) || is_float( $value ) ) ) {
				$value = self::num( $value );
			}
			if ( is_float( $value ) && is_nan( $value ) ) {
				$nan = true;
			} elseif ( $value > $best || ( 0.0 === (float) $value && 0.0 === (float) $best && Js::is_negative_zero( $best ) ) ) {
				$best = $value;
			}
		}
		return $nan ? NAN : $best;
	}

	/**
	 * A spread list's values for Math: JSON's null counts as 0, as JavaScript counts it (an
	 * array stores undefined as null too; docs/subset/core.md).
	 */
	public static function numbers( array $values ) {
		if ( ! in_array( null, $values, true ) ) {
			return $values;
		}
		foreach ( $values as $i => $value ) {
			if ( null === $value ) {
				$values[ $i ] = 0;
			}
		}
		return $values;
	}

	/** `Math.min( ...values )`: Infinity for none, NaN if any is NaN, -0 below +0. */
	public static function min( ...$values ) {
		$best = INF;
		$nan  = false;
		foreach ( $values as $value ) {
			if ( ! ( is_int( $value ) || is_float( $value ) ) ) {
				$value = self::num( $value );
			}
			if ( is_float( $value ) && is_nan( $value ) ) {
				$nan = true;
			} elseif ( $value < $best || ( 0.0 === (float) $value && 0.0 === (float) $best && Js::is_negative_zero( $value ) ) ) {
				$best = $value;
			}
		}
		return $nan ? NAN : $best;
	}

	/**
	 * `Math.pow( x, y )` and `x ** y`: exact for whole results up to 2^53, otherwise V8's
	 * own algorithm (fdlibm's pow), so results match Node to the last bit.
	 */
	public static function pow( $base = null, $exponent = null ) {
		$x = self::num( $base );
		$y = self::num( $exponent );
		if ( 2 === $y && is_float( $x ) ) {
			return self::out( $x * $x ); // fdlibm's pow() answers x * x for an exponent of 2.
		}
		if ( is_int( $x ) && is_int( $y ) && $y >= 0 ) {
			$r = $x ** $y;
			if ( is_int( $r ) && $r <= 9007199254740991 && $r >= -9007199254740991 ) {
				return $r;
			}
		}
		return self::out( self::fdlibm_pow( (float) $x, (float) $y ) );
	}

	/** The high 32 bits of a double, as a signed int32. */
	private static function high( $d ) {
		$h = ( unpack( 'J', pack( 'E', $d ) )[1] >> 32 ) & 0xFFFFFFFF;
		return $h >= 0x80000000 ? $h - 0x100000000 : $h;
	}

	/** The low 32 bits of a double, unsigned. */
	private static function low( $d ) {
		return unpack( 'J', pack( 'E', $d ) )[1] & 0xFFFFFFFF;
	}

	private static function with_high( $d, $high ) {
		return self::from_bits( ( unpack( 'J', pack( 'E', $d ) )[1] & 0xFFFFFFFF ) | ( ( $high & 0xFFFFFFFF ) << 32 ) );
	}

	private static function without_low( $d ) {
		return self::from_bits( unpack( 'J', pack( 'E', $d ) )[1] & ~0xFFFFFFFF );
	}

	private static function int32( $n ) {
		$n &= 0xFFFFFFFF;
		return $n >= 0x80000000 ? $n - 0x100000000 : $n;
	}

	/** 1 / x with IEEE division by zero (PHP 8 throws on it). */
	private static function inverse( $x ) {
		if ( 0.0 === $x ) {
			return Js::is_negative_zero( $x ) ? -INF : INF;
		}
		return 1.0 / $x;
	}

	/** V8's base::ieee754::legacy::pow (fdlibm e_pow.c). */
	private static function fdlibm_pow( $x, $y ) {
		$bp      = array( 1.0, 1.5 );
		$dp_h    = array( 0.0, 5.84962487220764160156e-01 );
		$dp_l    = array( 0.0, 1.35003920212974897128e-08 );
		$two53   = 9007199254740992.0;
		$huge    = 1.0e300;
		$tiny    = 1.0e-300;
		$l1      = 5.99999999999994648725e-01;
		$l2      = 4.28571428578550184252e-01;
		$l3      = 3.33333329818377432918e-01;
		$l4      = 2.72728123808534006489e-01;
		$l5      = 2.30660745775561754067e-01;
		$l6      = 2.06975017800338417784e-01;
		$p1      = 1.66666666666666019037e-01;
		$p2      = -2.77777777770155933842e-03;
		$p3      = 6.61375632143793436117e-05;
		$p4      = -1.65339022054652515390e-06;
		$p5      = 4.13813679705723846039e-08;
		$lg2     = 6.93147180559945286227e-01;
		$lg2_h   = 6.93147182464599609375e-01;
		$lg2_l   = -1.90465429995776804525e-09;
		$ovt     = 8.0085662595372944372e-17;
		$cp      = 9.61796693925975554329e-01;
		$cp_h    = 9.61796700954437255859e-01;
		$cp_l    = -7.02846165095275826516e-09;
		$ivln2   = 1.44269504088896338700e+00;
		$ivln2_h = 1.44269502162933349609e+00;
		$ivln2_l = 1.92596299112661746887e-08;

		$hx = self::high( $x );
		$lx = self::low( $x );
		$hy = self::high( $y );
		$ly = self::low( $y );
		$ix = $hx & 0x7fffffff;
		$iy = $hy & 0x7fffffff;

		if ( 0 === ( $iy | $ly ) ) {
			return 1.0;
		}
		if ( $ix > 0x7ff00000 || ( 0x7ff00000 === $ix && 0 !== $lx ) || $iy > 0x7ff00000 || ( 0x7ff00000 === $iy && 0 !== $ly ) ) {
			return NAN;
		}

		// yisint: 0 not an integer, 1 odd, 2 even (only needed when x < 0).
		$yisint = 0;
		if ( $hx < 0 ) {
			if ( $iy >= 0x43400000 ) {
				$yisint = 2;
			} elseif ( $iy >= 0x3ff00000 ) {
				$k = ( $iy >> 20 ) - 0x3ff;
				if ( $k > 20 ) {
					$j = $ly >> ( 52 - $k );
					if ( ( ( $j << ( 52 - $k ) ) & 0xFFFFFFFF ) === $ly ) {
						$yisint = 2 - ( $j & 1 );
					}
				} elseif ( 0 === $ly ) {
					$j = $iy >> ( 20 - $k );
					if ( ( $j << ( 20 - $k ) ) === $iy ) {
						$yisint = 2 - ( $j & 1 );
					}
				}
			}
		}

		if ( 0 === $ly ) {
			if ( 0x7ff00000 === $iy ) { // y is +-inf.
				if ( 0 === ( ( $ix - 0x3ff00000 ) | $lx ) ) {
					return NAN;
				} elseif ( $ix >= 0x3ff00000 ) {
					return $hy >= 0 ? $y : 0.0;
				} else {
					return $hy < 0 ? -$y : 0.0;
				}
			}
			if ( 0x3ff00000 === $iy ) { // y is +-1.
				return $hy < 0 ? self::inverse( $x ) : $x;
			}
			if ( 0x40000000 === $hy ) {
				return $x * $x;
			}
			if ( 0x3fe00000 === $hy && $hx >= 0 ) {
				return sqrt( $x );
			}
		}

		$ax = abs( $x );
		if ( 0 === $lx && ( 0x7ff00000 === $ix || 0 === $ix || 0x3ff00000 === $ix ) ) {
			$z = $ax; // x is +-0, +-inf, +-1.
			if ( $hy < 0 ) {
				$z = self::inverse( $z );
			}
			if ( $hx < 0 ) {
				if ( 0 === ( ( $ix - 0x3ff00000 ) | $yisint ) ) {
					$z = NAN;
				} elseif ( 1 === $yisint ) {
					$z = -$z;
				}
			}
			return $z;
		}

		$n = ( $hx >> 31 ) + 1;
		if ( 0 === ( $n | $yisint ) ) {
			return NAN; // (x<0)**(non-int).
		}
		$s = 1.0;
		if ( 0 === ( $n | ( $yisint - 1 ) ) ) {
			$s = -1.0;
		}

		if ( $iy > 0x41e00000 ) { // |y| > 2**31.
			if ( $iy > 0x43f00000 ) {
				if ( $ix <= 0x3fefffff ) {
					return $hy < 0 ? $huge * $huge : $tiny * $tiny;
				}
				if ( $ix >= 0x3ff00000 ) {
					return $hy > 0 ? $huge * $huge : $tiny * $tiny;
				}
			}
			if ( $ix < 0x3fefffff ) {
				return $hy < 0 ? $s * $huge * $huge : $s * $tiny * $tiny;
			}
			if ( $ix > 0x3ff00000 ) {
				return $hy > 0 ? $s * $huge * $huge : $s * $tiny * $tiny;
			}
			$t  = $ax - 1.0;
			$w  = ( $t * $t ) * ( 0.5 - $t * ( 0.3333333333333333333333 - $t * 0.25 ) );
			$u  = $ivln2_h * $t;
			$v  = $t * $ivln2_l - $w * $ivln2;
			$t1 = self::without_low( $u + $v );
			$t2 = $v - ( $t1 - $u );
		} else {
			$n = 0;
			if ( $ix < 0x00100000 ) {
				$ax *= $two53;
				$n  -= 53;
				$ix  = self::high( $ax );
			}
			$n += ( $ix >> 20 ) - 0x3ff;
			$j  = $ix & 0x000fffff;
			$ix = $j | 0x3ff00000;
			if ( $j <= 0x3988E ) {
				$k = 0;
			} elseif ( $j < 0xBB67A ) {
				$k = 1;
			} else {
				$k = 0;
				++$n;
				$ix -= 0x00100000;
			}
			$ax  = self::with_high( $ax, $ix );
			$u   = $ax - $bp[ $k ];
			$v   = 1.0 / ( $ax + $bp[ $k ] );
			$ss  = $u * $v;
			$s_h = self::without_low( $ss );
			$t_h = self::with_high( 0.0, ( ( $ix >> 1 ) | 0x20000000 ) + 0x00080000 + ( $k << 18 ) );
			$t_l = $ax - ( $t_h - $bp[ $k ] );
			$s_l = $v * ( ( $u - $s_h * $t_h ) - $s_h * $t_l );
			$s2  = $ss * $ss;
			$r   = $s2 * $s2 * ( $l1 + $s2 * ( $l2 + $s2 * ( $l3 + $s2 * ( $l4 + $s2 * ( $l5 + $s2 * $l6 ) ) ) ) );
			$r  += $s_l * ( $s_h + $ss );
			$s2  = $s_h * $s_h;
			$t_h = self::without_low( 3.0 + $s2 + $r );
			$t_l = $r - ( ( $t_h - 3.0 ) - $s2 );
			$u   = $s_h * $t_h;
			$v   = $s_l * $t_h + $t_l * $ss;
			$p_h = self::without_low( $u + $v );
			$p_l = $v - ( $p_h - $u );
			$z_h = $cp_h * $p_h;
			$z_l = $cp_l * $p_h + $p_l * $cp + $dp_l[ $k ];
			$t   = (float) $n;
			$t1  = self::without_low( ( ( $z_h + $z_l ) + $dp_h[ $k ] ) + $t );
			$t2  = $z_l - ( ( ( $t1 - $t ) - $dp_h[ $k ] ) - $z_h );
		}

		// Split y into y1 + y2 and compute (y1 + y2) * (t1 + t2).
		$y1  = self::without_low( $y );
		$p_l = ( $y - $y1 ) * $t1 + $y * $t2;
		$p_h = $y1 * $t1;
		$z   = $p_l + $p_h;
		$j   = self::high( $z );
		$i   = self::low( $z );
		if ( $j >= 0x40900000 ) { // z >= 1024.
			if ( 0 !== ( ( $j - 0x40900000 ) | $i ) ) {
				return $s * $huge * $huge;
			} elseif ( $p_l + $ovt > $z - $p_h ) {
				return $s * $huge * $huge;
			}
		} elseif ( ( $j & 0x7fffffff ) >= 0x4090cc00 ) { // z <= -1075.
			if ( 0 !== ( self::int32( $j - self::int32( 0xc090cc00 ) ) | $i ) ) {
				return $s * $tiny * $tiny;
			} elseif ( $p_l <= $z - $p_h ) {
				return $s * $tiny * $tiny;
			}
		}

		// 2**(p_h + p_l).
		$i = $j & 0x7fffffff;
		$k = ( $i >> 20 ) - 0x3ff;
		$n = 0;
		if ( $i > 0x3fe00000 ) {
			$n    = self::int32( $j + ( 0x00100000 >> ( $k + 1 ) ) );
			$k    = ( ( $n & 0x7fffffff ) >> 20 ) - 0x3ff;
			$t    = self::with_high( 0.0, $n & ~( 0x000fffff >> $k ) );
			$n    = ( ( $n & 0x000fffff ) | 0x00100000 ) >> ( 20 - $k );
			$n    = $j < 0 ? -$n : $n;
			$p_h -= $t;
		}
		$t  = self::without_low( $p_l + $p_h );
		$u  = $t * $lg2_h;
		$v  = ( $p_l - ( $t - $p_h ) ) * $lg2 + $t * $lg2_l;
		$z  = $u + $v;
		$w  = $v - ( $z - $u );
		$t  = $z * $z;
		$t1 = $z - $t * ( $p1 + $t * ( $p2 + $t * ( $p3 + $t * ( $p4 + $t * $p5 ) ) ) );
		$r  = ( $z * $t1 ) / ( ( $t1 - 2.0 ) - ( $w + $z * $w ) );
		$z  = 1.0 - ( $r - $z );
		$j  = self::int32( self::high( $z ) + ( ( $n << 20 ) & 0xFFFFFFFF ) );
		if ( ( $j >> 20 ) <= 0 ) {
			$z = $z * pow( 2.0, $n ); // scalbn: a subnormal result.
		} else {
			$z = self::with_high( $z, $j );
		}
		return $s * $z;
	}

	public static function sqrt( $x = null ) {
		$r = sqrt( is_int( $x ) || is_float( $x ) ? $x : self::num( $x ) );
		return floor( $r ) === $r ? Js::integral( $r ) : $r;
	}

	/** `Math.cbrt( x )`: fdlibm's cbrt (as V8 has it), bit for bit. */
	public static function cbrt( $x = null ) {
		$x = (float) self::num( $x );
		if ( ! is_finite( $x ) || 0.0 === $x ) {
			return $x;
		}
		$b1 = 715094163; // (682 - 0.03306235651) * 2**20.
		$b2 = 696219795; // (664 - 0.03306235651) * 2**20.
		$p0 = 1.87595182427177009643;
		$p1 = -1.88497979543377169875;
		$p2 = 1.621429720105354466140;
		$p3 = -0.758397934778766047437;
		$p4 = 0.145996192886612446982;

		$bits = unpack( 'J', pack( 'E', $x ) )[1];
		$hx   = ( $bits >> 32 ) & 0xFFFFFFFF;
		$sign = $hx & 0x80000000;
		$hx  &= 0x7FFFFFFF;
		if ( $hx < 0x00100000 ) { // Subnormal.
			$t    = self::from_bits( 0x43500000 << 32 ) * $x; // 2**54 * x.
			$high = ( unpack( 'J', pack( 'E', $t ) )[1] >> 32 ) & 0x7FFFFFFF;
			$t    = self::from_bits( ( ( $sign | ( intdiv( $high, 3 ) + $b2 ) ) & 0xFFFFFFFF ) << 32 );
		} else {
			$t = self::from_bits( ( ( $sign | ( intdiv( $hx, 3 ) + $b1 ) ) & 0xFFFFFFFF ) << 32 );
		}
		// New cbrt to 23 bits.
		$r = ( $t * $t ) * ( $t / $x );
		$t = $t * ( ( $p0 + $r * ( $p1 + $r * $p2 ) ) + ( ( $r * $r ) * $r ) * ( $p3 + $r * $p4 ) );
		// Round t away from zero to 23 bits.
		$tb = unpack( 'J', pack( 'E', $t ) )[1];
		$tb = ( $tb + 0x80000000 ) & ~0x3FFFFFFF;
		$t  = self::from_bits( $tb );
		// One step Newton iteration to 53 bits.
		$s = $t * $t;
		$r = $x / $s;
		$w = $t + $t;
		$r = ( $r - $t ) / ( $w + $r );
		$t = $t + $t * $r;
		return self::out( $t );
	}

	private static function from_bits( $bits ) {
		return unpack( 'E', pack( 'J', $bits ) )[1];
	}

	/**
	 * `Math.hypot( a, b )` of two numbers (never null: the compiler's call when both are
	 * sure numbers), without hypot()'s variadic list and its checks: the loop below written
	 * out for a finite largest value above 0. A NaN beside a finite largest value gives NaN
	 * through the arithmetic; NaN or an infinity as the largest, and two zeros, go to hypot().
	 */
	public static function hypot_pair( $a, $b ) {
		$x   = abs( (float) $a );
		$y   = abs( (float) $b );
		$max = $x < $y ? $y : $x;
		if ( 0.0 < $max && $max < INF ) {
			$x /= $max;
			$y /= $max;
			$r  = sqrt( $x * $x + $y * $y ) * $max;
			return floor( $r ) === $r ? Js::integral( $r ) : $r;
		}
		return self::hypot( $a, $b );
	}

	/** `Math.hypot( ...values )`: V8's scaled, compensated sum. */
	public static function hypot( ...$values ) {
		if ( 2 === count( $values ) && ( is_int( $values[0] ) || is_float( $values[0] ) ) && ( is_int( $values[1] ) || is_float( $values[1] ) ) ) {
			// Two finite numbers, not both zero: the loop below written out (its compensation stays 0 after one term).
			$a   = abs( (float) $values[0] );
			$b   = abs( (float) $values[1] );
			$max = $a < $b ? $b : $a;
			if ( 0.0 < $max && $max < INF && ! is_nan( $a ) && ! is_nan( $b ) ) {
				$a /= $max;
				$b /= $max;
				return self::out( sqrt( $a * $a + $b * $b ) * $max );
			}
		}
		$max = 0.0;
		$nan = false;
		$abs = array();
		foreach ( $values as $value ) {
			$a = abs( (float) self::num( $value ) );
			if ( is_nan( $a ) ) {
				$nan = true;
			} elseif ( $a > $max ) {
				$max = $a;
			}
			$abs[] = $a;
		}
		if ( is_infinite( $max ) ) {
			return INF;
		}
		if ( $nan ) {
			return NAN;
		}
		if ( 0.0 === $max ) {
			return 0;
		}
		$sum          = 0.0;
		$compensation = 0.0;
		foreach ( $abs as $a ) {
			$n            = $a / $max;
			$summand      = $n * $n - $compensation;
			$preliminary  = $sum + $summand;
			$compensation = ( $preliminary - $sum ) - $summand;
			$sum          = $preliminary;
		}
		return self::out( sqrt( $sum ) * $max );
	}

	public static function exp( $x = null ) {
		return self::out( exp( self::num( $x ) ) );
	}

	public static function expm1( $x = null ) {
		return self::out( expm1( self::num( $x ) ) );
	}

	public static function log( $x = null ) {
		return self::out( log( self::num( $x ) ) );
	}

	public static function log1p( $x = null ) {
		return self::out( log1p( self::num( $x ) ) );
	}

	public static function log2( $x = null ) {
		$x = self::num( $x );
		if ( is_int( $x ) && $x > 0 && 0 === ( $x & ( $x - 1 ) ) ) {
			return strlen( decbin( $x ) ) - 1; // Exact for powers of two.
		}
		if ( PHP_VERSION_ID >= 80000 ) {
			return self::out( log( $x, 2 ) ); // C's log2().
		}
		// PHP 7 divides by log(2): split x = m * 2^e first, so only log(m) is rounded.
		$x = (float) $x;
		if ( ! is_finite( $x ) || $x <= 0.0 ) {
			return self::out( log( $x, 2 ) );
		}
		$e = self::binary_exponent_of( $x );
		$m = $x / pow( 2.0, $e );
		return self::out( $e + log( $m ) / M_LN2 );
	}

	/** The e with x = m * 2^e, 1 <= m < 2, for a finite x > 0. */
	private static function binary_exponent_of( $x ) {
		$biased = ( unpack( 'J', pack( 'E', $x ) )[1] >> 52 ) & 0x7FF;
		if ( 0 === $biased ) { // Subnormal.
			return self::binary_exponent_of( $x * 18014398509481984.0 ) - 54;
		}
		return $biased - 1023;
	}

	public static function log10( $x = null ) {
		return self::out( log10( self::num( $x ) ) );
	}

	public static function sin( $x = null ) {
		return self::out( sin( self::num( $x ) ) );
	}

	public static function cos( $x = null ) {
		return self::out( cos( self::num( $x ) ) );
	}

	public static function tan( $x = null ) {
		return self::out( tan( self::num( $x ) ) );
	}

	public static function asin( $x = null ) {
		return self::out( asin( self::num( $x ) ) );
	}

	public static function acos( $x = null ) {
		return self::out( acos( self::num( $x ) ) );
	}

	public static function atan( $x = null ) {
		return self::out( atan( self::num( $x ) ) );
	}

	public static function atan2( $y = null, $x = null ) {
		return self::out( atan2( self::num( $y ), self::num( $x ) ) );
	}

	public static function sinh( $x = null ) {
		return self::out( sinh( self::num( $x ) ) );
	}

	public static function cosh( $x = null ) {
		return self::out( cosh( self::num( $x ) ) );
	}

	public static function tanh( $x = null ) {
		return self::out( tanh( self::num( $x ) ) );
	}

	public static function asinh( $x = null ) {
		return self::out( asinh( self::num( $x ) ) );
	}

	public static function acosh( $x = null ) {
		return self::out( acosh( self::num( $x ) ) );
	}

	public static function atanh( $x = null ) {
		return self::out( atanh( self::num( $x ) ) );
	}

	/** `Math.fround( x )`: the nearest single-precision float. */
	public static function fround( $x = null ) {
		$x = (float) self::num( $x );
		if ( ! is_finite( $x ) || 0.0 === $x ) {
			return $x;
		}
		return self::out( unpack( 'g', pack( 'g', $x ) )[1] );
	}

	/** `Math.clz32( x )`: leading zero bits of ToUint32( x ). */
	public static function clz32( $x = null ) {
		$n = Js::to_int32( self::num( $x ) ) & 0xFFFFFFFF;
		return 0 === $n ? 32 : 32 - strlen( decbin( $n ) );
	}

	/** `Math.imul( a, b )`: 32-bit multiplication. */
	public static function imul( $a = null, $b = null ) {
		if ( is_int( $a ) && is_int( $b ) ) {
			// The low 32 bits of the product, from 16-bit halves of b so that no product passes 2^63.
			$a32 = $a & 0xFFFFFFFF;
			$lo  = ( $a32 * ( $b & 0xFFFF ) + ( ( ( $a32 * ( ( $b >> 16 ) & 0xFFFF ) ) & 0xFFFF ) << 16 ) ) & 0xFFFFFFFF;
			return ( $lo ^ 0x80000000 ) - 0x80000000;
		}
		$a  = Js::to_int32( self::num( $a ) );
		$b  = Js::to_int32( self::num( $b ) );
		$lo = ( ( $a & 0xFFFF ) * $b ) & 0xFFFFFFFF;
		$hi = ( ( ( $a >> 16 ) & 0xFFFF ) * $b ) & 0xFFFF;
		return Js::to_int32( ( $lo + ( $hi << 16 ) ) & 0xFFFFFFFF );
	}

	/** `Math.random()`: a float in [0, 1), 53 random bits (as V8 has it) from PHP's CSPRNG. */
	public static function random() {
		return random_int( 0, 9007199254740991 ) / 9007199254740992;
	}
}
