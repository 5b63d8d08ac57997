<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * JavaScript's String.prototype methods on PHP's UTF-8 strings.
 *
 * Indexes and lengths count UTF-16 code units, as in JavaScript: a character above
 * U+FFFF (an emoji) counts 2. ASCII strings take a byte fast path. JavaScript can hold
 * half of such a pair (a lone surrogate) in a string, UTF-8 cannot: a piece that cuts a
 * pair in two gets U+FFFD (the replacement character) for the half, keeping its length 1.
 * No mbstring: preg with /u and code unit arithmetic only.
 */
final class JsString {
	/** JavaScript's WhiteSpace and LineTerminator characters, as a PCRE class body. */
	const WHITESPACE = '\x{9}-\x{d}\x{20}\x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}';

	/** What half a surrogate pair becomes in UTF-8. */
	const REPLACEMENT = "\u{FFFD}";

	/** True when every byte is ASCII (one byte = one code unit). */
	public static function is_ascii( $text ) {
		return ! preg_match( '/[\x80-\xFF]/', $text );
	}

	/** `s.length`: UTF-16 code units. */
	public static function length( $text ) {
		$bytes = strlen( $text );
		if ( self::is_ascii( $text ) ) {
			return $bytes;
		}
		// Code points are the bytes that do not continue a character; 4-byte ones count twice.
		return $bytes - preg_match_all( '/[\x80-\xBF]/', $text ) + preg_match_all( '/[\xF0-\xF7]/', $text );
	}

	/**
	 * The code units of a string: a character up to U+FFFF is one entry, a character above
	 * it two: the character itself (its high half) and false (its low half).
	 */
	public static function units( $text ) {
		$units = array();
		if ( '' === $text ) {
			return $units;
		}
		$chars = preg_split( '//u', $text, -1, PREG_SPLIT_NO_EMPTY );
		foreach ( false === $chars ? str_split( $text ) : $chars as $char ) {
			$units[] = $char;
			if ( 4 === strlen( $char ) ) {
				$units[] = false;
			}
		}
		return $units;
	}

	/** A run of units() back to UTF-8; a pair cut at either end becomes U+FFFD. */
	public static function join_units( array $units ) {
		if ( ! $units ) {
			return '';
		}
		if ( false === $units[0] ) {
			$units[0] = self::REPLACEMENT;
		}
		$last = count( $units ) - 1;
		if ( is_string( $units[ $last ] ) && 4 === strlen( $units[ $last ] ) ) {
			$units[ $last ] = self::REPLACEMENT;
		}
		return implode( '', $units );
	}

	/** The code units from $start to $end (0 <= start, end <= length). */
	public static function cut( $text, $start, $end ) {
		if ( $start >= $end ) {
			return '';
		}
		if ( self::is_ascii( $text ) ) {
			return (string) substr( $text, $start, $end - $start );
		}
		return self::join_units( array_slice( self::units( $text ), $start, $end - $start ) );
	}

	/**
	 * The byte offset of a code unit index; an index inside a pair rounds up to the next
	 * character (or down, with $round_up false).
	 */
	public static function byte_offset( $text, $index, $round_up = true ) {
		if ( self::is_ascii( $text ) ) {
			return (int) min( $index, strlen( $text ) );
		}
		$bytes = 0;
		$at    = 0;
		foreach ( preg_split( '//u', $text, -1, PREG_SPLIT_NO_EMPTY ) as $char ) {
			if ( $at >= $index ) {
				return $bytes;
			}
			$width = 4 === strlen( $char ) ? 2 : 1;
			if ( $at + $width > $index ) {
				return $round_up ? $bytes + strlen( $char ) : $bytes;
			}
			$at    += $width;
			$bytes += strlen( $char );
		}
		return $bytes;
	}

	/** The code unit index of a byte offset (at a character boundary). */
	public static function unit_index( $text, $byte ) {
		return 0 === $byte ? 0 : self::length( substr( $text, 0, $byte ) );
	}

	// ---------------------------------------------------------------------------------
	// Argument conversions.

	/** ToString for an argument the checker typed as a string (null is undefined here). */
	private static function arg( $value ) {
		if ( is_string( $value ) ) {
			return $value;
		}
		return null === $value ? 'undefined' : Js::str( $value );
	}

	/** ToIntegerOrInfinity: NaN and undefined are 0, fractions truncate toward zero. */
	public static function integer( $value ) {
		if ( is_int( $value ) ) {
			return $value;
		}
		$n = null === $value ? 0 : Js::to_number( $value );
		if ( is_int( $n ) ) {
			return $n;
		}
		if ( is_nan( $n ) ) {
			return 0;
		}
		if ( is_infinite( $n ) ) {
			return $n;
		}
		$n = $n < 0 ? ceil( $n ) : floor( $n );
		return abs( $n ) < 9.0E18 ? (int) $n : $n;
	}

	/** An index clamped to 0..$max, as an int. */
	private static function clamp( $n, $max ) {
		return (int) max( 0, min( $max, $n ) );
	}

	/** A start/end argument where a negative value counts from the end. */
	private static function relative( $value, $length ) {
		$n = self::integer( $value );
		return $n < 0 ? (int) max( $length + $n, 0 ) : (int) min( $n, $length );
	}

	/** ToUint32 (the limit of split()). */
	private static function uint32( $value ) {
		$n = Js::to_number( $value );
		if ( is_float( $n ) ) {
			if ( ! is_finite( $n ) ) {
				return 0;
			}
			$n = fmod( $n < 0 ? ceil( $n ) : floor( $n ), 4294967296.0 );
			$n = (int) ( $n < 0 ? $n + 4294967296.0 : $n );
		}
		return $n & 0xFFFFFFFF;
	}

	// ---------------------------------------------------------------------------------
	// Pieces.

	/** `s.slice( start, end )`. */
	public static function slice( $text, $start = null, $end = null ) {
		$length = self::length( $text );
		$from   = self::relative( $start, $length );
		$to     = null === $end ? $length : self::relative( $end, $length );
		return self::cut( $text, $from, $to );
	}

	/** `s.substring( start, end )`: negative and NaN are 0, the arguments swap when reversed. */
	public static function substring( $text, $start = null, $end = null ) {
		$length = self::length( $text );
		$a      = self::clamp( self::integer( $start ), $length );
		$b      = null === $end ? $length : self::clamp( self::integer( $end ), $length );
		return self::cut( $text, min( $a, $b ), max( $a, $b ) );
	}

	/** `s.substr( start, length )` (Annex B). */
	public static function substr( $text, $start = null, $count = null ) {
		$size  = self::length( $text );
		$from  = self::relative( $start, $size );
		$count = null === $count ? $size : self::clamp( self::integer( $count ), $size );
		return self::cut( $text, $from, (int) min( $from + $count, $size ) );
	}

	/** `s.charAt( i )`: '' out of range. */
	public static function char_at( $text, $index = null ) {
		$i = self::integer( $index );
		if ( $i < 0 ) {
			return '';
		}
		if ( self::is_ascii( $text ) ) {
			return $i < strlen( $text ) ? $text[ (int) $i ] : '';
		}
		$units = self::units( $text );
		return $i < count( $units ) ? self::join_units( array( $units[ (int) $i ] ) ) : '';
	}

	/** `s.at( i )`: negative counts from the end; undefined out of range. */
	public static function at( $text, $index = null ) {
		$i      = self::integer( $index );
		$length = self::length( $text );
		if ( $i < 0 ) {
			$i += $length;
		}
		if ( $i < 0 || $i >= $length ) {
			return null;
		}
		return self::cut( $text, (int) $i, (int) $i + 1 );
	}

	/** The code point of a UTF-8 character. */
	private static function ord( $char ) {
		$b = array_values( unpack( 'C*', $char ) );
		switch ( count( $b ) ) {
			case 1:
				return $b[0];
			case 2:
				return ( ( $b[0] & 0x1F ) << 6 ) | ( $b[1] & 0x3F );
			case 3:
				return ( ( $b[0] & 0x0F ) << 12 ) | ( ( $b[1] & 0x3F ) << 6 ) | ( $b[2] & 0x3F );
			default:
				return ( ( $b[0] & 0x07 ) << 18 ) | ( ( $b[1] & 0x3F ) << 12 ) | ( ( $b[2] & 0x3F ) << 6 ) | ( $b[3] & 0x3F );
		}
	}

	/** The UTF-8 of a code point (surrogates become U+FFFD). */
	public static function chr( $code ) {
		if ( $code < 0x80 ) {
			return chr( $code );
		}
		if ( $code < 0x800 ) {
			return chr( 0xC0 | ( $code >> 6 ) ) . chr( 0x80 | ( $code & 0x3F ) );
		}
		if ( $code >= 0xD800 && $code <= 0xDFFF ) {
			return self::REPLACEMENT;
		}
		if ( $code < 0x10000 ) {
			return chr( 0xE0 | ( $code >> 12 ) ) . chr( 0x80 | ( ( $code >> 6 ) & 0x3F ) ) . chr( 0x80 | ( $code & 0x3F ) );
		}
		return chr( 0xF0 | ( $code >> 18 ) ) . chr( 0x80 | ( ( $code >> 12 ) & 0x3F ) ) . chr( 0x80 | ( ( $code >> 6 ) & 0x3F ) ) . chr( 0x80 | ( $code & 0x3F ) );
	}

	/** The UTF-16 code unit at index $i of units(), or null. */
	private static function unit_code( array $units, $i ) {
		if ( $i < 0 || $i >= count( $units ) ) {
			return null;
		}
		$unit = $units[ $i ];
		if ( false === $unit ) {
			return 0xDC00 | ( ( self::ord( $units[ $i - 1 ] ) - 0x10000 ) & 0x3FF );
		}
		$code = self::ord( $unit );
		return $code > 0xFFFF ? 0xD800 | ( ( $code - 0x10000 ) >> 10 ) : $code;
	}

	/** `s.charCodeAt( i )`: NaN out of range. */
	public static function char_code_at( $text, $index = null ) {
		$i = self::integer( $index );
		if ( self::is_ascii( $text ) ) {
			return $i >= 0 && $i < strlen( $text ) ? ord( $text[ (int) $i ] ) : NAN;
		}
		$code = is_int( $i ) ? self::unit_code( self::units( $text ), $i ) : null;
		return null === $code ? NAN : $code;
	}

	/** `s.codePointAt( i )`: undefined out of range; a low half alone gives its own value. */
	public static function code_point_at( $text, $index = null ) {
		$i = self::integer( $index );
		if ( ! is_int( $i ) || $i < 0 ) {
			return null;
		}
		$units = self::units( $text );
		if ( $i >= count( $units ) ) {
			return null;
		}
		return false === $units[ $i ] ? self::unit_code( $units, $i ) : self::ord( $units[ $i ] );
	}

	/** `String.fromCharCode( ...codes )`: pairs join; a lone half becomes U+FFFD. */
	public static function from_char_code( ...$codes ) {
		$out   = '';
		$count = count( $codes );
		for ( $i = 0; $i < $count; $i++ ) {
			$code = self::uint16( $codes[ $i ] );
			if ( $code >= 0xD800 && $code <= 0xDBFF && $i + 1 < $count ) {
				$next = self::uint16( $codes[ $i + 1 ] );
				if ( $next >= 0xDC00 && $next <= 0xDFFF ) {
					$out .= self::chr( 0x10000 + ( ( $code - 0xD800 ) << 10 ) + ( $next - 0xDC00 ) );
					++$i;
					continue;
				}
			}
			$out .= self::chr( $code );
		}
		return $out;
	}

	/** ToUint16. */
	private static function uint16( $value ) {
		$n = self::integer( $value );
		if ( ! is_int( $n ) ) {
			return 0;
		}
		return $n & 0xFFFF;
	}

	/** `String.fromCodePoint( ...points )`: a RangeError for anything but a whole number up to 0x10FFFF. */
	public static function from_code_point( ...$points ) {
		$out = '';
		foreach ( $points as $point ) {
			$n = Js::to_number( $point );
			if ( ! ( is_int( $n ) || ( is_finite( $n ) && floor( $n ) === $n ) ) || $n < 0 || $n > 0x10FFFF ) {
				throw new JsRangeError( 'Invalid code point ' . Js::str( $n ) );
			}
			$out .= self::chr( (int) $n );
		}
		return $out;
	}

	/** `s.concat( ...values )`. */
	public static function concat( $text, ...$values ) {
		foreach ( $values as $value ) {
			$text .= self::arg( $value );
		}
		return $text;
	}

	// ---------------------------------------------------------------------------------
	// Searching.

	/** `s.indexOf( search, from )`. */
	public static function index_of( $text, $search = null, $from = null ) {
		$search = self::arg( $search );
		$ascii  = self::is_ascii( $text );
		$length = $ascii ? strlen( $text ) : self::length( $text );
		$start  = self::clamp( self::integer( $from ), $length );
		if ( '' === $search ) {
			return $start;
		}
		$byte  = $ascii ? $start : self::byte_offset( $text, $start );
		$found = strpos( $text, $search, $byte );
		if ( false === $found ) {
			return -1;
		}
		return $ascii ? $found : self::unit_index( $text, $found );
	}

	/** `s.lastIndexOf( search, from )`: from NaN or undefined searches the whole string. */
	public static function last_index_of( $text, $search = null, $from = null ) {
		$search = self::arg( $search );
		$ascii  = self::is_ascii( $text );
		$length = $ascii ? strlen( $text ) : self::length( $text );
		$n      = null === $from ? NAN : Js::to_number( $from );
		$start  = is_float( $n ) && is_nan( $n ) ? $length : self::clamp( self::integer( $n ), $length );
		if ( '' === $search ) {
			return $start;
		}
		$byte     = $ascii ? $start : self::byte_offset( $text, $start, false );
		$haystack = substr( $text, 0, $byte + strlen( $search ) );
		$found    = '' === $haystack ? false : strrpos( $haystack, $search );
		if ( false === $found ) {
			return -1;
		}
		return $ascii ? $found : self::unit_index( $text, $found );
	}

	/** `s.includes( search, from )`. */
	public static function includes( $text, $search = null, $from = null ) {
		return -1 !== self::index_of( $text, $search, $from );
	}

	/** `s.startsWith( search, at )`. */
	public static function starts_with( $text, $search = null, $at = null ) {
		$search = self::arg( $search );
		$start  = null === $at ? 0 : self::clamp( self::integer( $at ), self::length( $text ) );
		$byte   = 0 === $start ? 0 : self::byte_offset( $text, $start );
		return substr( $text, $byte, strlen( $search ) ) === $search || '' === $search;
	}

	/** `s.endsWith( search, end )`. */
	public static function ends_with( $text, $search = null, $end = null ) {
		$search = self::arg( $search );
		if ( '' === $search ) {
			return true;
		}
		$length = self::length( $text );
		$stop   = null === $end ? $length : self::clamp( self::integer( $end ), $length );
		$head   = $stop === $length ? $text : self::cut( $text, 0, $stop );
		return strlen( $head ) >= strlen( $search ) && substr( $head, -strlen( $search ) ) === $search;
	}

	// ---------------------------------------------------------------------------------
	// New strings.

	/** `s.toUpperCase()`. */
	public static function to_upper_case( $text ) {
		$text = strtr( $text, 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' );
		return self::is_ascii( $text ) ? $text : strtr( $text, JsCaseMap::upper() );
	}

	/** `s.toLowerCase()`, with Greek final sigma (Σ at the end of a word is ς). */
	public static function to_lower_case( $text ) {
		$text = strtr( $text, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz' );
		if ( self::is_ascii( $text ) ) {
			return $text;
		}
		if ( false !== strpos( $text, "\u{3A3}" ) ) {
			$cased    = '\p{Lu}\p{Ll}\p{Lt}';
			$ignored  = '\p{Mn}\p{Me}\p{Cf}\p{Lm}\p{Sk}\x{27}\x{2e}\x{3a}\x{b7}\x{387}\x{5f4}\x{2018}\x{2019}\x{2024}\x{2027}\x{fe13}\x{fe52}\x{fe55}\x{ff07}\x{ff0e}\x{ff1a}';
			$replaced = preg_replace( "/(?<=[$cased])([$ignored]*)\x{3A3}(?![$ignored]*[$cased])/u", "\$1\u{3C2}", $text );
			$text     = null === $replaced ? $text : $replaced;
		}
		return strtr( $text, JsCaseMap::lower() );
	}

	/** `s.trim()`. */
	public static function trim( $text ) {
		if ( self::is_ascii( $text ) ) {
			return trim( $text, " \t\n\r\x0B\x0C" );
		}
		return self::trim_end( self::trim_start( $text ) );
	}

	/** `s.trimStart()`. */
	public static function trim_start( $text ) {
		if ( self::is_ascii( $text ) ) {
			return ltrim( $text, " \t\n\r\x0B\x0C" );
		}
		$out = preg_replace( '/^[' . self::WHITESPACE . ']+/u', '', $text );
		return null === $out ? $text : $out;
	}

	/** `s.trimEnd()`. */
	public static function trim_end( $text ) {
		if ( self::is_ascii( $text ) ) {
			return rtrim( $text, " \t\n\r\x0B\x0C" );
		}
		$out = preg_replace( '/[' . self::WHITESPACE . ']+$/Du', '', $text );
		return null === $out ? $text : $out;
	}

	/** `s.padStart( length, fill )`. */
	public static function pad_start( $text, $target = null, $fill = null ) {
		return self::padding( $text, $target, $fill ) . $text;
	}

	/** `s.padEnd( length, fill )`. */
	public static function pad_end( $text, $target = null, $fill = null ) {
		return $text . self::padding( $text, $target, $fill );
	}

	private static function padding( $text, $target, $fill ) {
		$max    = self::integer( $target );
		$length = self::length( $text );
		$fill   = null === $fill ? ' ' : self::arg( $fill );
		if ( $max <= $length || '' === $fill ) {
			return '';
		}
		$need = $max - $length;
		if ( $need > 536870888 ) {
			throw new JsRangeError( 'Invalid string length' );
		}
		$fill_length = self::length( $fill );
		$repeated    = str_repeat( $fill, (int) ceil( $need / $fill_length ) );
		return self::cut( $repeated, 0, (int) $need );
	}

	/** `s.repeat( count )`: a RangeError for a negative or infinite count. */
	public static function repeat( $text, $count = null ) {
		$n = self::integer( $count );
		if ( $n < 0 || is_infinite( (float) $n ) ) {
			throw new JsRangeError( 'Invalid count value: ' . Js::str( $n ) );
		}
		if ( '' === $text || 0 === $n ) {
			return '';
		}
		if ( self::length( $text ) * $n > 536870888 ) {
			throw new JsRangeError( 'Invalid string length' );
		}
		return str_repeat( $text, (int) $n );
	}

	/** `s.split( separator, limit )`; a separator RegExp is JsRegExp::split(). */
	public static function split( $text, $separator = null, $limit = null ) {
		if ( $separator instanceof JsRegExp ) {
			return $separator->split( $text, $limit );
		}
		$max = null === $limit ? 4294967295 : self::uint32( $limit );
		if ( 0 === $max ) {
			return new JsArray();
		}
		if ( null === $separator ) {
			return new JsArray( array( $text ) );
		}
		$separator = self::arg( $separator );
		if ( '' === $separator ) {
			$units = self::is_ascii( $text ) ? ( '' === $text ? array() : str_split( $text ) ) : self::units( $text );
			$units = array_slice( $units, 0, $max );
			if ( ! self::is_ascii( $text ) ) {
				foreach ( $units as $i => $unit ) {
					$units[ $i ] = self::join_units( array( $unit ) );
				}
			}
			return new JsArray( $units );
		}
		$parts = explode( $separator, $text );
		return new JsArray( count( $parts ) > $max ? array_slice( $parts, 0, $max ) : $parts );
	}

	/** True for a function value passed as a replacement. */
	public static function is_function( $value ) {
		return ! is_string( $value ) && is_callable( $value );
	}

	/** `s.replace( pattern, replacement )`: the first match of a string, or a RegExp's. */
	public static function replace( $text, $pattern, $replacement ) {
		if ( $pattern instanceof JsRegExp ) {
			return $pattern->replace( $text, $replacement );
		}
		$pattern = self::arg( $pattern );
		$at      = '' === $pattern ? 0 : strpos( $text, $pattern );
		if ( false === $at ) {
			return $text;
		}
		return substr( $text, 0, $at ) . self::replacement( $text, $pattern, $at, $replacement ) . substr( $text, $at + strlen( $pattern ) );
	}

	/** `s.replaceAll( pattern, replacement )`; an empty pattern matches between every two code units. */
	public static function replace_all( $text, $pattern, $replacement ) {
		if ( $pattern instanceof JsRegExp ) {
			if ( ! $pattern->global ) {
				throw new JsTypeError( 'String.prototype.replaceAll called with a non-global RegExp argument' );
			}
			return $pattern->replace( $text, $replacement );
		}
		$pattern = self::arg( $pattern );
		if ( '' === $pattern ) {
			$units  = self::units( $text );
			$length = count( $units );
			$out    = '';
			$byte   = 0;
			for ( $i = 0; $i <= $length; $i++ ) {
				$inside = $i > 0 && $i < $length && false === $units[ $i ];
				$out   .= self::empty_match( $text, $inside ? null : $byte, $i, $units, $replacement );
				if ( $i < $length ) {
					$out  .= self::join_units( array( $units[ $i ] ) );
					$byte += false === $units[ $i ] ? 0 : strlen( $units[ $i ] );
				}
			}
			return $out;
		}
		$out  = '';
		$last = 0;
		$at   = strpos( $text, $pattern );
		while ( false !== $at ) {
			$out .= substr( $text, $last, $at - $last ) . self::replacement( $text, $pattern, $at, $replacement );
			$last = $at + strlen( $pattern );
			$at   = strpos( $text, $pattern, $last );
		}
		return $out . substr( $text, $last );
	}

	/** What replaces a string match at byte $at: the function's result, or the template. */
	private static function replacement( $text, $matched, $at, $replacement ) {
		if ( self::is_function( $replacement ) ) {
			return self::arg( call_user_func( $replacement, $matched, self::unit_index( $text, $at ), $text ) );
		}
		return self::substitute( self::arg( $replacement ), $matched, $text, $at, array(), null );
	}

	/** What replaces the empty match at code unit $i ($byte null: inside a pair). */
	private static function empty_match( $text, $byte, $i, array $units, $replacement ) {
		if ( self::is_function( $replacement ) ) {
			return self::arg( call_user_func( $replacement, '', $i, $text ) );
		}
		if ( null === $byte ) {
			// The text before and after the match sees the pair cut in two.
			$before = self::join_units( array_slice( $units, 0, $i ) );
			$text   = $before . self::join_units( array_slice( $units, $i ) );
			$byte   = strlen( $before );
		}
		return self::substitute( self::arg( $replacement ), '', $text, $byte, array(), null );
	}

	/**
	 * GetSubstitution: `$$`, `$&`, `` $` ``, `$'`, `$1`…`$99` and `$<name>` in a replacement.
	 *
	 * @param string          $template The replacement string.
	 * @param string          $matched  The matched text.
	 * @param string          $text     The whole string.
	 * @param int             $at       The byte offset of the match.
	 * @param array           $captures The groups, from group 1 (null when unmatched).
	 * @param \stdClass|null  $groups   The named groups, null when the pattern has none.
	 */
	public static function substitute( $template, $matched, $text, $at, array $captures, $groups ) {
		if ( false === strpos( $template, '$' ) ) {
			return $template;
		}
		$out   = '';
		$count = count( $captures );
		$len   = strlen( $template );
		for ( $i = 0; $i < $len; $i++ ) {
			$c = $template[ $i ];
			if ( '$' !== $c || $i + 1 >= $len ) {
				$out .= $c;
				continue;
			}
			$next = $template[ $i + 1 ];
			if ( '$' === $next ) {
				$out .= '$';
				++$i;
			} elseif ( '&' === $next ) {
				$out .= $matched;
				++$i;
			} elseif ( '`' === $next ) {
				$out .= substr( $text, 0, $at );
				++$i;
			} elseif ( "'" === $next ) {
				$out .= (string) substr( $text, $at + strlen( $matched ) );
				++$i;
			} elseif ( ctype_digit( $next ) ) {
				$digits = 1;
				$index  = (int) $next;
				if ( $i + 2 < $len && ctype_digit( $template[ $i + 2 ] ) ) {
					$two = (int) substr( $template, $i + 1, 2 );
					if ( $two >= 1 && $two <= $count ) {
						$digits = 2;
						$index  = $two;
					}
				}
				if ( $index >= 1 && $index <= $count ) {
					$out .= (string) $captures[ $index - 1 ];
					$i   += $digits;
				} else {
					$out .= '$';
				}
			} elseif ( '<' === $next && null !== $groups ) {
				$close = strpos( $template, '>', $i + 2 );
				if ( false === $close ) {
					$out .= '$';
				} else {
					$name  = substr( $template, $i + 2, $close - $i - 2 );
					$value = isset( $groups->{ $name } ) ? $groups->{ $name } : null;
					$out  .= null === $value ? '' : self::arg( $value );
					$i     = $close;
				}
			} else {
				$out .= '$';
			}
		}
		return $out;
	}
}
