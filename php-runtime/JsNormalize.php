<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * `s.normalize( form )`. With PHP's intl extension, its Normalizer does every form as ICU
 * does. Without it (common on shared hosting), Unicode's algorithm (UAX #15) runs here over
 * the data of JsNormalizeTable.php, which was read from Node's own normalize(): decompose
 * (canonically, or for NFKC/NFKD by compatibility), put each run of marks in class order,
 * and for NFC/NFKC compose again. Hangul syllables are computed, as Unicode defines them.
 */
final class JsNormalize {
	const HANGUL_FIRST = 0xAC00;
	const HANGUL_COUNT = 11172;
	const LEAD_FIRST   = 0x1100;
	const VOWEL_FIRST  = 0x1161;
	const TRAIL_FIRST  = 0x11A7;

	/** @var array|null JsNormalizeTable's data as lookup arrays, built on first use. */
	private static $tables = null;

	public static function normalize( $text, $form = null ) {
		$text = Js::str( $text );
		$form = null === $form ? 'NFC' : Js::str( $form );
		if ( ! in_array( $form, array( 'NFC', 'NFD', 'NFKC', 'NFKD' ), true ) ) {
			throw new JsRangeError( 'The normalization form should be one of NFC, NFD, NFKC, NFKD.' );
		}
		if ( ! preg_match( '/[^\x00-\x7F]/', $text ) ) {
			return $text; // ASCII is the same in every form.
		}
		if ( class_exists( '\Normalizer' ) ) {
			$forms  = array(
				'NFC'  => \Normalizer::FORM_C,
				'NFD'  => \Normalizer::FORM_D,
				'NFKC' => \Normalizer::FORM_KC,
				'NFKD' => \Normalizer::FORM_KD,
			);
			$result = \Normalizer::normalize( $text, $forms[ $form ] );
			return false === $result ? $text : $result;
		}
		$tables = self::tables();
		$chars  = self::decompose( $text, 'NFKC' === $form || 'NFKD' === $form ? $tables['compatibility'] : $tables['canonical'] );
		if ( null === $chars ) {
			return $text; // Not UTF-8 (a lone surrogate half): Normalizer gives it back unchanged too.
		}
		$chars = self::reorder( $chars, $tables['classes'] );
		return implode( '', 'NFC' === $form || 'NFKC' === $form ? self::compose( $chars, $tables ) : $chars );
	}

	/** The characters of $text, each replaced by its full decomposition. */
	private static function decompose( $text, array $decompositions ) {
		$text = preg_replace_callback(
			'/[\x{AC00}-\x{D7A3}]/u',
			function ( $syllable ) {
				$index = JsString::ord( $syllable[0] ) - self::HANGUL_FIRST;
				$trail = $index % 28;
				return JsString::chr( self::LEAD_FIRST + intdiv( $index, 588 ) )
					. JsString::chr( self::VOWEL_FIRST + intdiv( $index % 588, 28 ) )
					. ( 0 === $trail ? '' : JsString::chr( self::TRAIL_FIRST + $trail ) );
			},
			$text
		);
		if ( null === $text ) {
			return null;
		}
		$chars = preg_split( '//u', strtr( $text, $decompositions ), -1, PREG_SPLIT_NO_EMPTY );
		return false === $chars ? null : $chars;
	}

	/** Canonical ordering: each run of marks sorted by class, stably (an insertion sort). */
	private static function reorder( array $chars, array $classes ) {
		$count = count( $chars );
		for ( $i = 1; $i < $count; $i++ ) {
			$char  = $chars[ $i ];
			$class = isset( $classes[ $char ] ) ? $classes[ $char ] : 0;
			for ( $j = $i; 0 !== $class && $j > 0 && isset( $classes[ $chars[ $j - 1 ] ] ) && $classes[ $chars[ $j - 1 ] ] > $class; $j-- ) {
				$chars[ $j ] = $chars[ $j - 1 ];
			}
			$chars[ $j ] = $char;
		}
		return $chars;
	}

	/** Canonical composition: each mark not blocked from the last starter joins it if they compose. */
	private static function compose( array $chars, array $tables ) {
		$result  = array();
		$starter = -1;
		$last    = 0; // The class of the last character kept.
		foreach ( $chars as $char ) {
			$class = isset( $tables['classes'][ $char ] ) ? $tables['classes'][ $char ] : 0;
			if ( $starter >= 0 && ( count( $result ) - 1 === $starter || $last < $class ) ) {
				$composite = self::composite( $result[ $starter ], $char, $tables['compositions'] );
				if ( null !== $composite ) {
					$result[ $starter ] = $composite;
					continue;
				}
			}
			if ( 0 === $class ) {
				$starter = count( $result );
			}
			$last     = $class;
			$result[] = $char;
		}
		return $result;
	}

	/** The primary composite of a starter and the character after it, if there is one. */
	private static function composite( $starter, $char, array $compositions ) {
		if ( isset( $compositions[ $starter . $char ] ) ) {
			return $compositions[ $starter . $char ];
		}
		$first  = JsString::ord( $starter );
		$second = JsString::ord( $char );
		if ( $first >= self::LEAD_FIRST && $first < self::LEAD_FIRST + 19 && $second >= self::VOWEL_FIRST && $second < self::VOWEL_FIRST + 21 ) {
			return JsString::chr( self::HANGUL_FIRST + ( ( $first - self::LEAD_FIRST ) * 21 + $second - self::VOWEL_FIRST ) * 28 );
		}
		$syllable = $first - self::HANGUL_FIRST;
		if ( $syllable >= 0 && $syllable < self::HANGUL_COUNT && 0 === $syllable % 28 && $second > self::TRAIL_FIRST && $second < self::TRAIL_FIRST + 28 ) {
			return JsString::chr( $first + $second - self::TRAIL_FIRST );
		}
		return null;
	}

	/** JsNormalizeTable's strings as arrays: decompositions, class ranks, compositions. */
	private static function tables() {
		if ( null === self::$tables ) {
			$canonical = self::entries( JsNormalizeTable::canonical() );
			$classes   = array();
			foreach ( explode( ',', JsNormalizeTable::classes() ) as $entry ) {
				list( $range, $rank ) = explode( ':', $entry );
				$ends                 = explode( '-', $range );
				$last                 = hexdec( end( $ends ) );
				for ( $code = hexdec( $ends[0] ); $code <= $last; $code++ ) {
					$classes[ JsString::chr( $code ) ] = hexdec( $rank );
				}
			}
			self::$tables = array(
				'canonical'     => $canonical,
				'compatibility' => array_merge( $canonical, self::entries( JsNormalizeTable::compatibility() ) ),
				'classes'       => $classes,
				'compositions'  => self::entries( JsNormalizeTable::compositions() ),
			);
		}
		return self::$tables;
	}

	/** A table of JsNormalizeTable, "key\nvalue\nkey\nvalue…", as an array key => value. */
	private static function entries( $table ) {
		$pairs = array_chunk( explode( "\n", $table ), 2 );
		return array_column( $pairs, 1, 0 );
	}
}
