<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * `a.localeCompare( b, locales, { sensitivity, numeric } )`.
 *
 * With PHP's intl extension loaded, ICU's Collator does it, as in Node (the locale given,
 * else `en`, whose rules are the root order Node uses by default). Without intl, a
 * fallback compares with root collation weights generated from Node's ICU for ASCII,
 * Latin-1, Latin Extended-A/B, combining accents and general punctuation
 * (JsCollationTable.php): letters first by base letter, then accents, then case (lower
 * first), punctuation before digits before letters. The fallback ignores the locale
 * (Swedish `ä` after `z` needs intl) and sorts other scripts after Latin by code point.
 */
final class JsCollate {
	/** @var array<string, \Collator> One Collator per locale and options, for the request. */
	private static $collators = array();

	/** @var array|null The fallback's weights, loaded on first use. */
	private static $weights = null;

	/** @var array|null */
	private static $expansions = null;

	/** @var array<string, array> Elements of recently compared strings: a sort compares each one many times. */
	private static $cache = array();

	/**
	 * `new Intl.Collator( locales, options )`: an object whose `compare` is a function of
	 * two strings, to pass to sort() as JavaScript code does.
	 */
	public static function collator( $locales = null, $options = null ) {
		$collator          = new \stdClass();
		$collator->compare = function ( $a, $b ) use ( $locales, $options ) {
			return self::compare( $a, $b, $locales, $options );
		};
		return $collator;
	}

	public static function compare( $a, $b, $locales = null, $options = null ) {
		$a            = Js::str( $a );
		$b            = Js::str( $b );
		$sensitivity  = 'variant';
		$numeric_sort = false;
		if ( $options instanceof \stdClass ) {
			if ( isset( $options->sensitivity ) ) {
				$sensitivity = Js::str( $options->sensitivity );
				if ( ! in_array( $sensitivity, array( 'base', 'accent', 'case', 'variant' ), true ) ) {
					Js::raise( new JsRangeError( "Value $sensitivity out of range for Intl.Collator options property sensitivity" ) );
				}
			}
			$numeric_sort = isset( $options->numeric ) && Js::truthy( $options->numeric );
		}
		if ( $locales instanceof JsArray ) {
			$locales = $locales->items ? $locales->items[0] : null;
		}
		if ( class_exists( '\Collator' ) ) {
			return self::intl( $a, $b, null === $locales ? 'en' : Js::str( $locales ), $sensitivity, $numeric_sort );
		}
		return self::fallback( $a, $b, $sensitivity, $numeric_sort );
	}

	private static function intl( $a, $b, $locale, $sensitivity, $numeric_sort ) {
		$key = "$locale|$sensitivity|" . ( $numeric_sort ? 1 : 0 );
		if ( ! isset( self::$collators[ $key ] ) ) {
			$collator = new \Collator( str_replace( '-', '_', $locale ) );
			$strength = array(
				'base'    => \Collator::PRIMARY,
				'case'    => \Collator::PRIMARY,
				'accent'  => \Collator::SECONDARY,
				'variant' => \Collator::TERTIARY,
			);
			$collator->setStrength( $strength[ $sensitivity ] );
			if ( 'case' === $sensitivity ) {
				$collator->setAttribute( \Collator::CASE_LEVEL, \Collator::ON );
			}
			if ( $numeric_sort ) {
				$collator->setAttribute( \Collator::NUMERIC_COLLATION, \Collator::ON );
			}
			self::$collators[ $key ] = $collator;
		}
		$result = self::$collators[ $key ]->compare( $a, $b );
		return false === $result ? 0 : $result;
	}

	/** The collation elements of a string: [ primary, secondary, tertiary, digits|null ]. */
	private static function elements( $text, $numeric_sort ) {
		if ( null === self::$weights ) {
			self::$weights    = JsCollationTable::weights();
			self::$expansions = JsCollationTable::expansions();
		}
		$out   = array();
		$chars = JsArray::code_points( $text );
		$count = count( $chars );
		for ( $i = 0; $i < $count; $i++ ) {
			$char = $chars[ $i ];
			if ( $numeric_sort && $char >= '0' && $char <= '9' && 1 === strlen( $char ) ) {
				$digits = $char;
				while ( $i + 1 < $count && ! isset( $chars[ $i + 1 ][1] ) && $chars[ $i + 1 ] >= '0' && $chars[ $i + 1 ] <= '9' ) {
					$digits .= $chars[ ++$i ];
				}
				$trimmed = ltrim( $digits, '0' );
				$w       = self::$weights['0'];
				$out[]   = array( $w[0], 0, 0, '' === $trimmed ? '0' : $trimmed );
				continue;
			}
			if ( isset( self::$expansions[ $char ] ) ) {
				foreach ( str_split( self::$expansions[ $char ] ) as $j => $letter ) {
					$w     = self::$weights[ $letter ];
					$out[] = array( $w[0], 0 === $j ? 100 : 0, $w[2], null );
				}
				continue;
			}
			if ( isset( self::$weights[ $char ] ) ) {
				$w     = self::$weights[ $char ];
				$out[] = array( $w[0], $w[1], $w[2], null );
			} else {
				$out[] = array( JsCollationTable::BEYOND + JsString::ord( $char ), 0, 0, null );
			}
		}
		return $out;
	}

	/**
	 * A string's sort keys, one per level, as binary strings that strcmp() orders as the
	 * collation does: primary weights (ignorable characters left out; a digit run, when
	 * numeric, as the weight of 0, its length and its digits), secondary weights of every
	 * element, tertiary weights of the primary ones. 32-bit big-endian, so a shorter key
	 * that is a prefix sorts first, as in the element-by-element comparison.
	 */
	private static function keys( $text, $numeric_sort ) {
		$cache_key = ( $numeric_sort ? '1' : '0' ) . $text;
		if ( isset( self::$cache[ $cache_key ] ) ) {
			return self::$cache[ $cache_key ];
		}
		$primary   = '';
		$secondary = array();
		$tertiary  = array();
		foreach ( self::elements( $text, $numeric_sort ) as $element ) {
			$secondary[] = $element[1];
			if ( 0 === $element[0] ) {
				continue;
			}
			$tertiary[] = $element[2];
			$primary   .= pack( 'N', $element[0] );
			if ( null !== $element[3] ) {
				$primary .= pack( 'N', strlen( $element[3] ) ) . $element[3];
			}
		}
		if ( count( self::$cache ) >= 4096 ) {
			self::$cache = array();
		}
		self::$cache[ $cache_key ] = array( $primary, $secondary ? pack( 'N*', ...$secondary ) : '', $tertiary ? pack( 'N*', ...$tertiary ) : '' );
		return self::$cache[ $cache_key ];
	}

	private static function fallback( $a, $b, $sensitivity, $numeric_sort ) {
		$x     = self::keys( $a, $numeric_sort );
		$y     = self::keys( $b, $numeric_sort );
		$order = strcmp( $x[0], $y[0] );
		if ( 0 === $order && ( 'accent' === $sensitivity || 'variant' === $sensitivity ) ) {
			$order = strcmp( $x[1], $y[1] );
		}
		if ( 0 === $order && ( 'case' === $sensitivity || 'variant' === $sensitivity ) ) {
			$order = strcmp( $x[2], $y[2] );
		}
		return $order < 0 ? -1 : ( $order > 0 ? 1 : 0 );
	}
}
