<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * `new Intl.NumberFormat( 'en-US', options )` and `n.toLocaleString( 'en-US', options )` as
 * ICU writes English (the compiler allows only 'en' and 'en-US', and only these options):
 * style decimal, percent or currency USD; minimumFractionDigits and maximumFractionDigits,
 * defaulted and checked as ECMA-402 does; useGrouping (commas every three digits). Numbers
 * round half away from zero on their shortest decimal form, as ICU does (1.005 → 1.01).
 */
final class JsNumberFormat {
	private $style;
	private $minimum;
	private $maximum;
	private $grouping;

	public function __construct( $locales = null, $options = null ) {
		$get            = function ( $name ) use ( $options ) {
			return $options instanceof \stdClass && isset( $options->{ $name } ) ? $options->{ $name } : null;
		};
		$this->style    = null === $get( 'style' ) ? 'decimal' : Js::str( $get( 'style' ) );
		$this->grouping = null === $get( 'useGrouping' ) || Js::truthy( $get( 'useGrouping' ) );
		$min_default    = 'currency' === $this->style ? 2 : 0;
		$max_default    = 'currency' === $this->style ? 2 : ( 'percent' === $this->style ? 0 : 3 );
		$min            = self::digits( $get( 'minimumFractionDigits' ), 'minimumFractionDigits' );
		$max            = self::digits( $get( 'maximumFractionDigits' ), 'maximumFractionDigits' );
		if ( null !== $min && null !== $max && $min > $max ) {
			Js::raise( new JsRangeError( 'maximumFractionDigits value is out of range.' ) );
		}
		$this->minimum = null !== $min ? $min : ( null !== $max ? min( $min_default, $max ) : $min_default );
		$this->maximum = null !== $max ? $max : max( $max_default, $this->minimum );
	}

	/** A fraction-digits option: null when absent, else an integer 0..100 (RangeError otherwise). */
	private static function digits( $value, $name ) {
		if ( null === $value ) {
			return null;
		}
		$number = Js::to_number( $value );
		if ( ( is_float( $number ) && is_nan( $number ) ) || $number < 0 || $number > 100 ) {
			Js::raise( new JsRangeError( "$name value is out of range." ) );
		}
		return (int) floor( $number );
	}

	/** `n.toLocaleString( locales, options )`. */
	public static function to_locale_string( $number, $locales = null, $options = null ) {
		$format = new self( $locales, $options );
		return $format->format( $number );
	}

	/** `formatter.format( n )`. */
	public function format( $number ) {
		$number   = Js::to_number( $number );
		$negative = $number < 0 || Js::is_negative_zero( $number );
		if ( is_float( $number ) && is_nan( $number ) ) {
			$text     = 'NaN';
			$negative = false;
		} elseif ( is_float( $number ) && is_infinite( $number ) ) {
			$text = '∞';
		} else {
			$text = $this->digits_of( abs( $number ) );
		}
		if ( 'percent' === $this->style ) {
			$text .= '%';
		} elseif ( 'currency' === $this->style ) {
			$text = '$' . $text;
		}
		return ( $negative ? '-' : '' ) . $text;
	}

	/** `formatter.format` read as a value: a function bound to the formatter, as JavaScript's getter gives. */
	public function bound_format() {
		return function ( $number = null ) {
			return $this->format( $number );
		};
	}

	/** A finite, non-negative number written with the fraction digits and grouping asked for. */
	private function digits_of( $number ) {
		// The shortest decimal form (JavaScript's), as digits and the position of the point.
		$shortest = Js::number_to_string( $number );
		$exponent = 0;
		if ( false !== stripos( $shortest, 'e' ) ) {
			list( $shortest, $exponent ) = explode( 'e', strtolower( $shortest ) );
			$exponent                    = (int) $exponent;
		}
		$dot    = strpos( $shortest, '.' );
		$digits = str_replace( '.', '', $shortest );
		$point  = ( false === $dot ? strlen( $shortest ) : $dot ) + $exponent + ( 'percent' === $this->style ? 2 : 0 );
		if ( $point < 0 ) {
			$digits = str_repeat( '0', -$point ) . $digits;
			$point  = 0;
		} elseif ( $point > strlen( $digits ) ) {
			$digits = str_pad( $digits, $point, '0' );
		}
		$whole    = substr( $digits, 0, $point );
		$fraction = (string) substr( $digits, $point );
		// Round half away from zero at the maximum fraction digits.
		if ( strlen( $fraction ) > $this->maximum ) {
			$up       = $fraction[ $this->maximum ] >= '5';
			$fraction = substr( $fraction, 0, $this->maximum );
			if ( $up ) {
				$joined   = self::increment( $whole . $fraction );
				$whole    = substr( $joined, 0, strlen( $joined ) - strlen( $fraction ) );
				$fraction = (string) substr( $joined, strlen( $joined ) - strlen( $fraction ) );
			}
		}
		$fraction = rtrim( $fraction, '0' );
		$fraction = str_pad( $fraction, $this->minimum, '0' );
		$whole    = ltrim( $whole, '0' );
		$whole    = '' === $whole ? '0' : $whole;
		if ( $this->grouping ) {
			$whole = strrev( implode( ',', str_split( strrev( $whole ), 3 ) ) );
		}
		return '' === $fraction ? $whole : $whole . '.' . $fraction;
	}

	/** A string of decimal digits plus one ("199" → "200", "99" → "100"). */
	private static function increment( $digits ) {
		for ( $i = strlen( $digits ) - 1; $i >= 0; $i-- ) {
			if ( '9' !== $digits[ $i ] ) {
				$digits[ $i ] = (string) ( (int) $digits[ $i ] + 1 );
				return $digits;
			}
			$digits[ $i ] = '0';
		}
		return '1' . $digits;
	}
}
