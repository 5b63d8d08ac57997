<?php
namespace Ts2wpScope\Framework;

// Imported, so PHP resolves them when it compiles this file: is_int, is_string, strlen, ord
// and count become opcodes instead of a lookup in this namespace then the global one (a
// string lookup costs 20 to 60 ns less; loops call these per character or piece).
use function array_slice;
use function call_user_func;
use function chr;
use function count;
use function is_array;
use function is_float;
use function is_int;
use function is_string;
use function ord;
use function preg_match;
use function strlen;
use function strpos;
use function strrpos;
use function strtolower;
use function strtoupper;
use function substr;
use const PHP_VERSION_ID;

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

	/** Strings of at least this many bytes have their index map remembered (see info()). */
	const MAP_MIN = 256;

	/** How many such strings are remembered; the least recently used is forgotten first. */
	const MAP_SLOTS = 8;

	/** Bytes per non-ASCII block of an index map: the most one lookup walks. */
	const MAP_BLOCK = 64;

	/** @var string[] Remembered long strings, least recently used first; their maps in $maps. */
	private static $texts = array();

	/** @var array[] */
	private static $maps = array();

	/** @var string The string of the last info() call on a long string ('' until then), and its map. */
	private static $last_text = '';

	/** @var array */
	private static $last_map = array( 0, null, null );

	/**
	 * @var string|null The long string of the last lookup that landed in an ASCII stretch
	 * (or the whole of a long ASCII string): code units $win_from..$win_to (both included)
	 * are at byte unit + $win_shift. A loop of indexOf/slice through one string stays in it
	 * and maps its indexes with one comparison, no call.
	 */
	private static $win_text = null;

	/** @var int */
	private static $win_from = 0;

	/** @var int */
	private static $win_to = 0;

	/** @var int */
	private static $win_shift = 0;

	/**
	 * What index arithmetic on a string needs: array( length, bytes, units ). bytes and
	 * units are null for ASCII (index = byte offset); else they are checkpoints, the byte
	 * offset and code unit index of character boundaries from 0 to the end. Between two
	 * checkpoints the text is either all ASCII (as many bytes as units) or at most
	 * MAP_BLOCK bytes (plus one character), so a lookup walks little. A long non-ASCII
	 * string's checkpoints are built on its first index lookup (bytes is false until then):
	 * a string that is only measured, say while it grows, needs just its length.
	 *
	 * A long string's map is built once (O(length)) and remembered, so a loop of indexOf,
	 * slice, charAt or length over one long string is linear, not quadratic. Strings are
	 * remembered by value: `===` on the same PHP string is one pointer comparison.
	 */
	private static function info( $text ) {
		if ( $text === self::$last_text ) {
			return self::$last_map;
		}
		if ( strlen( $text ) < self::MAP_MIN ) {
			if ( ! preg_match( '/[\x80-\xFF]/', $text ) ) {
				return array( strlen( $text ), null, null );
			}
			$length = self::count_units( $text );
			return array( $length, array( 0, strlen( $text ) ), array( 0, $length ) ); // Walked from 0.
		}
		$slot = array_search( $text, self::$texts, true );
		if ( false === $slot ) {
			$map = preg_match( '/[\x80-\xFF]/', $text ) ? array( self::count_units( $text ), false, null ) : array( strlen( $text ), null, null );
			if ( null === $map[1] ) {
				self::window( $text, 0, $map[0], 0 );
			}
			if ( count( self::$texts ) >= self::MAP_SLOTS ) {
				$slot = array_key_first( self::$texts );
			}
		} else {
			$map = self::$maps[ $slot ];
			if ( null === $map[1] ) {
				self::window( $text, 0, $map[0], 0 );
			}
		}
		if ( false !== $slot ) {
			unset( self::$texts[ $slot ], self::$maps[ $slot ] );
		}
		self::$texts[]   = $text;
		self::$maps[]    = $map;
		self::$last_text = $text;
		self::$last_map  = $map;
		return $map;
	}

	/** info() with the checkpoints of a long non-ASCII string, built on its first index lookup. */
	private static function indexed( $text ) {
		$map = self::info( $text );
		if ( false === $map[1] ) {
			// info() has just made $text the most recently used string: its map is the last.
			$map            = self::build_map( $text );
			self::$last_map = $map;
			self::$maps[ array_key_last( self::$maps ) ] = $map;
		}
		return $map;
	}

	/** Remembers the ASCII stretch of a long string where a lookup landed (see $win_text). */
	private static function window( $text, $from, $to, $shift ) {
		self::$win_text  = $text;
		self::$win_from  = $from;
		self::$win_to    = $to;
		self::$win_shift = $shift;
	}

	/** The map of a long string with its checkpoints (see info()). */
	private static function build_map( $text ) {
		$size = strlen( $text );
		if ( ! preg_match( '/[\x80-\xFF]/', $text, $found, PREG_OFFSET_CAPTURE ) ) {
			return array( $size, null, null );
		}
		$bytes = array( 0 );
		$units = array( 0 );
		$byte  = 0;
		$unit  = 0;
		while ( $byte < $size ) {
			$next = $found ? $found[0][1] : $size;
			if ( $next > $byte ) { // An ASCII stretch up to the next non-ASCII byte (or the end).
				$unit   += $next - $byte;
				$byte    = $next;
				$bytes[] = $byte;
				$units[] = $unit;
			}
			if ( $byte >= $size ) {
				break;
			}
			// A block of MAP_BLOCK bytes from a non-ASCII character, to a character boundary.
			$end = min( $byte + self::MAP_BLOCK, $size );
			while ( $end < $size && 0x80 === ( ord( $text[ $end ] ) & 0xC0 ) ) {
				++$end;
			}
			$unit   += self::count_units( substr( $text, $byte, $end - $byte ) );
			$byte    = $end;
			$bytes[] = $byte;
			$units[] = $unit;
			if ( ! preg_match( '/[\x80-\xFF]/', $text, $found, PREG_OFFSET_CAPTURE, $byte ) ) {
				$found = null;
			}
		}
		return array( $unit, $bytes, $units );
	}

	/** UTF-16 code units of UTF-8 text: bytes that start a character, 4-byte ones twice. */
	private static function count_units( $text ) {
		$units = strlen( $text );
		if ( $units < self::MAP_MIN ) {
			return $units - preg_match_all( '/[\x80-\xBF]/', $text ) + preg_match_all( '/[\xF0-\xF7]/', $text );
		}
		// A byte histogram (C) beats counting tens of thousands of regex matches.
		foreach ( count_chars( $text, 1 ) as $byte => $count ) {
			if ( $byte >= 0xF0 && $byte <= 0xF7 ) {
				$units += $count;
			} elseif ( $byte >= 0x80 && $byte < 0xC0 ) {
				$units -= $count;
			}
		}
		return $units;
	}

	/** @var int The checkpoint the last lookup found: a loop moves forward through one string. */
	private static $segment = 0;

	/**
	 * The last checkpoint at or before $value in a sorted list of a map's checkpoints. The
	 * callers try self::$segment first, inline (a call costs more than the check).
	 */
	private static function checkpoint( array $points, $value ) {
		$low  = 0;
		$high = count( $points ) - 1;
		while ( $low < $high ) {
			$mid = ( $low + $high + 1 ) >> 1;
			if ( $points[ $mid ] <= $value ) {
				$low = $mid;
			} else {
				$high = $mid - 1;
			}
		}
		self::$segment = $low;
		return $low;
	}

	/**
	 * The byte offset where code unit $index (0..length) starts. $low_half is set true when
	 * the index is the low half of a surrogate pair; the offset is then the pair's first byte.
	 */
	private static function locate( $text, array $map, $index, &$low_half = false ) {
		$low_half = false;
		if ( null === $map[1] ) {
			return $index;
		}
		if ( false === $map[1] ) {
			$map = self::indexed( $text );
		}
		list( , $bytes, $units ) = $map;
		$i                       = self::$segment;
		if ( ! isset( $units[ $i + 1 ] ) || $index < $units[ $i ] || $index >= $units[ $i + 1 ] ) {
			$i = self::checkpoint( $units, $index );
		}
		$byte = $bytes[ $i ];
		$unit = $units[ $i ];
		if ( isset( $bytes[ $i + 1 ] ) && $bytes[ $i + 1 ] - $byte === $units[ $i + 1 ] - $unit ) {
			self::window( $text, $unit, $units[ $i + 1 ], $byte - $unit );
			return $byte + $index - $unit; // An ASCII stretch.
		}
		$size = strlen( $text );
		while ( $unit < $index && $byte < $size ) {
			$lead = ord( $text[ $byte ] );
			if ( $lead < 0x80 ) {
				++$byte;
				++$unit;
			} elseif ( $lead < 0xE0 ) {
				$byte += 2;
				++$unit;
			} elseif ( $lead < 0xF0 ) {
				$byte += 3;
				++$unit;
			} elseif ( $unit + 1 === $index ) {
				$low_half = true;
				return $byte;
			} else {
				$byte += 4;
				$unit += 2;
			}
		}
		return $byte;
	}

	/**
	 * True when every byte is ASCII (one byte = one code unit). A long string's remembered
	 * map answers; an unknown string is scanned, not remembered (its caller is O(length) anyway).
	 */
	public static function is_ascii( $text ) {
		if ( strlen( $text ) >= self::MAP_MIN ) {
			if ( $text === self::$last_text ) {
				return null === self::$last_map[1];
			}
			$slot = array_search( $text, self::$texts, true );
			if ( false !== $slot ) {
				return null === self::$maps[ $slot ][1];
			}
		}
		return ! preg_match( '/[\x80-\xFF]/', $text );
	}

	/** `s.length`: UTF-16 code units. */
	public static function length( $text ) {
		// A short string (no map to build or remember), tested first: most strings are short.
		// isset() is an opcode, strlen() a call; a null fails it too.
		if ( ! isset( $text[ self::MAP_MIN - 1 ] ) ) {
			if ( null === $text ) { // A null the types call a string (`xs[k]!` past the end): the '' `.=` appends.
				return 0;
			}
			return preg_match( '/[\x80-\xFF]/', $text ) ? self::count_units( $text ) : strlen( $text );
		}
		if ( $text === self::$last_text ) {
			return self::$last_map[0];
		}
		return self::info( $text )[0];
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

	/** The code units from $start to $end (0 <= start, end <= length); a pair cut at either end becomes U+FFFD. */
	public static function cut( $text, $start, $end, $map = null ) {
		if ( $start >= $end ) {
			return '';
		}
		$map = null === $map ? self::info( $text ) : $map;
		if ( null === $map[1] ) {
			return (string) substr( $text, $start, $end - $start );
		}
		// Both ends in the ASCII stretch of the last lookup (a loop through one string): no call.
		$units = $map[2];
		$i     = self::$segment;
		if ( is_array( $units ) && isset( $units[ $i + 1 ] ) && $start >= $units[ $i ] && $end < $units[ $i + 1 ] ) {
			$bytes = $map[1];
			if ( $bytes[ $i + 1 ] - $bytes[ $i ] === $units[ $i + 1 ] - $units[ $i ] ) {
				return (string) substr( $text, $bytes[ $i ] + $start - $units[ $i ], $end - $start );
			}
		}
		$from = self::locate( $text, $map, $start, $low_half );
		$to   = self::locate( $text, $map, $end, $high_half );
		if ( $low_half ) {
			$from += 4;
		}
		return ( $low_half ? self::REPLACEMENT : '' ) . substr( $text, $from, $to - $from ) . ( $high_half ? self::REPLACEMENT : '' );
	}

	/**
	 * The byte offset of a code unit index; an index inside a pair rounds up to the next
	 * character (or down, with $round_up false).
	 */
	public static function byte_offset( $text, $index, $round_up = true ) {
		$map  = self::info( $text );
		$byte = self::locate( $text, $map, (int) min( $index, $map[0] ), $inside );
		return $inside && $round_up ? $byte + 4 : $byte;
	}

	/** The code unit index of a byte offset (at a character boundary). */
	public static function unit_index( $text, $byte ) {
		return 0 === $byte ? 0 : self::unit_at_byte( $text, self::info( $text ), $byte );
	}

	/** unit_index() with the string's info(). */
	private static function unit_at_byte( $text, array $map, $byte ) {
		if ( false === $map[1] ) {
			$map = self::indexed( $text );
		}
		list( , $bytes, $units ) = $map;
		if ( null === $bytes ) {
			return $byte;
		}
		$i = self::$segment;
		if ( ! isset( $bytes[ $i + 1 ] ) || $byte < $bytes[ $i ] || $byte >= $bytes[ $i + 1 ] ) {
			$i = self::checkpoint( $bytes, $byte );
		}
		$from = $bytes[ $i ];
		if ( isset( $bytes[ $i + 1 ] ) && $bytes[ $i + 1 ] - $from === $units[ $i + 1 ] - $units[ $i ] ) {
			self::window( $text, $units[ $i ], $units[ $i + 1 ], $from - $units[ $i ] );
			return $units[ $i ] + $byte - $from; // An ASCII stretch.
		}
		return $units[ $i ] + self::count_units( substr( $text, $from, $byte - $from ) );
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

	/** An index argument clamped to 0..$max, as an int (an int argument, the usual case, takes no call). */
	private static function clamp( $value, $max ) {
		$n = is_int( $value ) ? $value : self::integer( $value );
		return (int) ( $n < 0 ? 0 : ( $n > $max ? $max : $n ) );
	}

	/** A start/end argument where a negative value counts from the end, clamped to 0..$length. */
	private static function relative( $value, $length ) {
		$n = is_int( $value ) ? $value : self::integer( $value );
		if ( $n < 0 ) {
			$n += $length;
			return (int) ( $n < 0 ? 0 : $n );
		}
		return (int) ( $n > $length ? $length : $n );
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
		// Both ends in the remembered ASCII stretch (a loop through one long string).
		if ( $text === self::$win_text && is_int( $start ) && is_int( $end ) && $start >= self::$win_from && $end <= self::$win_to && $start < $end ) {
			return substr( $text, $start + self::$win_shift, $end - $start );
		}
		// A short ASCII string and indexes from the start (the usual `s.slice( 0, 9 )`): bytes.
		if ( is_int( $start ) && 0 <= $start && ( null === $end || ( is_int( $end ) && 0 <= $end ) ) && ! isset( $text[ self::MAP_MIN - 1 ] ) && ! preg_match( '/[\x80-\xFF]/', $text ) ) {
			if ( null === $end ) {
				return (string) substr( $text, $start );
			}
			return $end > $start ? (string) substr( $text, $start, $end - $start ) : '';
		}
		$map    = self::info( $text );
		$length = $map[0];
		// An int already in range needs no call (a loop over a long string slices often).
		$from = is_int( $start ) && 0 <= $start && $start <= $length ? $start : self::relative( $start, $length );
		$to   = null === $end ? $length : ( is_int( $end ) && 0 <= $end && $end <= $length ? $end : self::relative( $end, $length ) );
		return self::cut( $text, $from, $to, $map );
	}

	/** `s.substring( start, end )`: negative and NaN are 0, the arguments swap when reversed. */
	public static function substring( $text, $start = null, $end = null ) {
		if ( $text === self::$win_text && is_int( $start ) && is_int( $end ) && $start >= self::$win_from && $end >= self::$win_from && $start <= self::$win_to && $end <= self::$win_to ) {
			return (string) substr( $text, min( $start, $end ) + self::$win_shift, abs( $end - $start ) ); // In the remembered ASCII stretch.
		}
		$map    = self::info( $text );
		$length = $map[0];
		$a      = self::clamp( $start, $length );
		$b      = null === $end ? $length : self::clamp( $end, $length );
		return self::cut( $text, min( $a, $b ), max( $a, $b ), $map );
	}

	/** `s.substr( start, length )` (Annex B). */
	public static function substr( $text, $start = null, $count = null ) {
		$map   = self::info( $text );
		$size  = $map[0];
		$from  = self::relative( $start, $size );
		$count = null === $count ? $size : self::clamp( $count, $size );
		return self::cut( $text, $from, (int) min( $from + $count, $size ), $map );
	}

	/** `s.charAt( i )`: '' out of range. */
	public static function char_at( $text, $index = null ) {
		$i = self::integer( $index );
		return $i >= 0 ? (string) self::unit_string( $text, $i ) : '';
	}

	/** The code unit at index $i as a string (half of a pair is U+FFFD); null out of range. */
	public static function unit_string( $text, $i ) {
		if ( $text === self::$win_text && is_int( $i ) && $i >= self::$win_from && $i < self::$win_to ) {
			return $text[ $i + self::$win_shift ]; // In the remembered ASCII stretch.
		}
		if ( is_int( $i ) && ! isset( $text[ self::MAP_MIN - 1 ] ) && ! preg_match( '/[\x80-\xFF]/', $text ) ) {
			return $i >= 0 && isset( $text[ $i ] ) ? $text[ $i ] : null; // A short ASCII string: bytes.
		}
		$map = self::info( $text );
		if ( $i < 0 || $i >= $map[0] ) {
			return null;
		}
		if ( null === $map[1] ) {
			return $text[ (int) $i ];
		}
		list( $char, $part ) = self::unit_of( $text, $map, (int) $i );
		return 0 === $part ? $char : self::REPLACEMENT;
	}

	/**
	 * The character that holds code unit $i (0 <= i < length) and which unit of it it is:
	 * array( char, part ), part 0 for a whole character, 1 and 2 for the halves of a pair.
	 */
	private static function unit_of( $text, array $map, $i ) {
		$byte  = self::locate( $text, $map, $i, $low_half );
		$lead  = ord( $text[ $byte ] );
		$width = $lead < 0x80 ? 1 : ( $lead < 0xE0 ? 2 : ( $lead < 0xF0 ? 3 : 4 ) );
		return array( substr( $text, $byte, $width ), 4 === $width ? ( $low_half ? 2 : 1 ) : 0 );
	}

	/** `s.at( i )`: negative counts from the end; undefined out of range. */
	public static function at( $text, $index = null ) {
		$i = self::integer( $index );
		if ( $i < 0 ) {
			$i += self::length( $text );
		}
		return self::unit_string( $text, $i );
	}

	/** The code point of a UTF-8 character. */
	public static function ord( $char ) {
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

	/**
	 * The code unit at index $i: a character up to U+FFFF, or a half of a pair (with
	 * $whole, a high half gives the whole code point); null out of range.
	 */
	private static function unit_code( $text, $i, $whole ) {
		if ( $text === self::$win_text && is_int( $i ) && $i >= self::$win_from && $i < self::$win_to ) {
			return ord( $text[ $i + self::$win_shift ] ); // In the remembered ASCII stretch.
		}
		$map = self::info( $text );
		if ( ! is_int( $i ) || $i < 0 || $i >= $map[0] ) {
			return null;
		}
		if ( null === $map[1] ) {
			return ord( $text[ $i ] );
		}
		list( $char, $part ) = self::unit_of( $text, $map, $i );
		$code                = self::ord( $char );
		if ( 1 === $part && ! $whole ) {
			return 0xD800 | ( ( $code - 0x10000 ) >> 10 );
		}
		return 2 === $part ? 0xDC00 | ( ( $code - 0x10000 ) & 0x3FF ) : $code;
	}

	/** `s.charCodeAt( i )`: NaN out of range. */
	public static function char_code_at( $text, $index = null ) {
		$code = self::unit_code( $text, self::integer( $index ), false );
		return null === $code ? NAN : $code;
	}

	/** `s.codePointAt( i )`: undefined out of range; a low half alone gives its own value. */
	public static function code_point_at( $text, $index = null ) {
		return self::unit_code( $text, self::integer( $index ), true );
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
				Js::raise( new JsRangeError( 'Invalid code point ' . Js::str( $n ) ) );
			}
			$out .= self::chr( (int) $n );
		}
		return $out;
	}

	/**
	 * Bytes that are not UTF-8, one match per maximal subpart (as TextDecoder and mb_scrub()
	 * count them), each after the run of well-formed characters before it. \G ties every match
	 * to the end of the last one, so the well-formed tail after the last bad byte is left alone.
	 */
	const ILL_FORMED = '/\G((?:[\x00-\x7F]|[\xC2-\xDF][\x80-\xBF]|\xE0[\xA0-\xBF][\x80-\xBF]|[\xE1-\xEC\xEE\xEF][\x80-\xBF]{2}|\xED[\x80-\x9F][\x80-\xBF]'
		. '|\xF0[\x90-\xBF][\x80-\xBF]{2}|[\xF1-\xF3][\x80-\xBF]{3}|\xF4[\x80-\x8F][\x80-\xBF]{2})*+)'
		. '(?:\xE0[\xA0-\xBF]|[\xE1-\xEC\xEE\xEF][\x80-\xBF]|\xED[\x80-\x9F]|\xF0[\x90-\xBF][\x80-\xBF]?|[\xF1-\xF3][\x80-\xBF]{1,2}'
		. '|\xF4[\x80-\x8F][\x80-\xBF]?|[\x80-\xFF])/';

	/**
	 * `s.toWellFormed()`. Where JavaScript holds a lone surrogate this runtime already holds
	 * U+FFFD (see the class comment), which is what toWellFormed() puts there: a string the
	 * handler built comes back as it is. Bytes that are not UTF-8 (a query value WordPress
	 * passes on unchecked) become U+FFFD too, so what the handler stores is valid UTF-8.
	 */
	public static function to_well_formed( $text ) {
		if ( preg_match( '//u', $text ) ) {
			return $text;
		}
		return preg_replace( self::ILL_FORMED, '$1' . self::REPLACEMENT, $text );
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
		// From the remembered ASCII stretch (a loop through one long string), a match in it.
		if ( $text === self::$win_text && is_int( $from ) && $from >= self::$win_from && $from <= self::$win_to && is_string( $search ) && '' !== $search ) {
			$shift = self::$win_shift;
			$found = strpos( $text, $search, $from + $shift );
			if ( false === $found ) {
				return -1;
			}
			return $found - $shift <= self::$win_to ? $found - $shift : self::unit_at_byte( $text, self::info( $text ), $found );
		}
		$search = is_string( $search ) ? $search : self::arg( $search );
		$map    = self::info( $text );
		$start  = null === $from ? 0 : ( is_int( $from ) && 0 <= $from && $from <= $map[0] ? $from : self::clamp( $from, $map[0] ) );
		if ( '' === $search ) {
			return $start;
		}
		if ( null === $map[1] ) {
			$found = strpos( $text, $search, $start );
			return false === $found ? -1 : $found;
		}
		$byte  = self::locate( $text, $map, $start, $low_half );
		$found = strpos( $text, $search, $low_half ? $byte + 4 : $byte );
		if ( false === $found ) {
			return -1;
		}
		// In the ASCII stretch of the last lookup (a loop through one string): no call.
		$bytes = $map[1];
		$i     = self::$segment;
		if ( is_array( $bytes ) && isset( $bytes[ $i + 1 ] ) && $found >= $bytes[ $i ] && $found < $bytes[ $i + 1 ] ) {
			$units = $map[2];
			if ( $bytes[ $i + 1 ] - $bytes[ $i ] === $units[ $i + 1 ] - $units[ $i ] ) {
				return $units[ $i ] + $found - $bytes[ $i ];
			}
		}
		return self::unit_at_byte( $text, $map, $found );
	}

	/** `s.lastIndexOf( search, from )`: from NaN or undefined searches the whole string. */
	public static function last_index_of( $text, $search = null, $from = null ) {
		// From the remembered ASCII stretch backwards (a loop through one long string), a match in it.
		if ( $text === self::$win_text && is_int( $from ) && $from >= self::$win_from && $from <= self::$win_to && is_string( $search ) && '' !== $search ) {
			$found = strrpos( $text, $search, $from + self::$win_shift - strlen( $text ) );
			if ( false === $found ) {
				return -1;
			}
			if ( $found - self::$win_shift >= self::$win_from ) {
				return $found - self::$win_shift;
			}
			return self::unit_at_byte( $text, self::info( $text ), $found );
		}
		$search = self::arg( $search );
		$map    = self::info( $text );
		$length = $map[0];
		$n      = null === $from ? NAN : Js::to_number( $from );
		$start  = is_float( $n ) && is_nan( $n ) ? $length : self::clamp( $n, $length );
		if ( '' === $search ) {
			return $start;
		}
		// The last match that starts at or before $byte (a negative offset: from the end).
		$byte  = self::locate( $text, $map, $start );
		$found = '' === $text ? false : strrpos( $text, $search, $byte - strlen( $text ) );
		if ( false === $found ) {
			return -1;
		}
		return null === $map[1] ? $found : self::unit_at_byte( $text, $map, $found );
	}

	/** `s.includes( search, from )`. */
	public static function includes( $text, $search = null, $from = null ) {
		return -1 !== self::index_of( $text, $search, $from );
	}

	/** `s.startsWith( search, at )`. */
	public static function starts_with( $text, $search = null, $at = null ) {
		$search = is_string( $search ) ? $search : self::arg( $search );
		if ( $text === self::$win_text && is_int( $at ) && $at >= self::$win_from && $at <= self::$win_to ) {
			$byte = $at + self::$win_shift; // In the remembered ASCII stretch.
		} else {
			$map      = self::info( $text );
			$start    = null === $at ? 0 : self::clamp( $at, $map[0] );
			$low_half = false;
			$byte     = 0 === $start ? 0 : self::locate( $text, $map, $start, $low_half );
			if ( $low_half ) { // The text from the low half of a pair reads U+FFFD, then what follows the pair.
				if ( '' !== $search && 0 !== strncmp( $search, self::REPLACEMENT, 3 ) ) {
					return false;
				}
				$search = (string) substr( $search, 3 );
				$byte  += 4;
			}
		}
		return '' === $search || ( strlen( $text ) - $byte >= strlen( $search ) && 0 === substr_compare( $text, $search, $byte, strlen( $search ) ) );
	}

	/** `s.endsWith( search, end )`. */
	public static function ends_with( $text, $search = null, $end = null ) {
		$search = self::arg( $search );
		if ( '' === $search ) {
			return true;
		}
		$map  = self::info( $text );
		$stop = null === $end ? $map[0] : self::clamp( $end, $map[0] );
		$byte = self::locate( $text, $map, $stop, $high_half );
		if ( $high_half ) { // The text before $stop ends with half a pair, which reads as U+FFFD.
			if ( substr( $search, -3 ) !== self::REPLACEMENT ) {
				return false;
			}
			$search = substr( $search, 0, -3 );
			if ( '' === $search ) {
				return true;
			}
		}
		return $byte >= strlen( $search ) && 0 === substr_compare( $text, $search, $byte - strlen( $search ), strlen( $search ) );
	}

	// ---------------------------------------------------------------------------------
	// New strings.

	/** `s.toUpperCase()`. */
	public static function to_upper_case( $text ) {
		// strtoupper() maps ASCII only, whatever the locale, since PHP 8.2; before, strtr().
		$text = PHP_VERSION_ID >= 80200 ? strtoupper( $text ) : strtr( $text, 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' );
		// A short string is scanned inline (a piece of a loop); a long one may be remembered.
		if ( strlen( $text ) < self::MAP_MIN ? ! preg_match( '/[\x80-\xFF]/', $text ) : self::is_ascii( $text ) ) {
			return $text;
		}
		return self::map_characters( $text, JsCaseMap::upper() );
	}

	/** `s.toLowerCase()`, with Greek final sigma (Σ at the end of a word is ς). */
	public static function to_lower_case( $text ) {
		$text = PHP_VERSION_ID >= 80200 ? strtolower( $text ) : strtr( $text, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz' );
		if ( self::is_ascii( $text ) ) {
			return $text;
		}
		if ( false !== strpos( $text, "\u{3A3}" ) ) {
			$cased    = '\p{Lu}\p{Ll}\p{Lt}';
			$ignored  = '\p{Mn}\p{Me}\p{Cf}\p{Lm}\p{Sk}\x{27}\x{2e}\x{3a}\x{b7}\x{387}\x{5f4}\x{2018}\x{2019}\x{2024}\x{2027}\x{fe13}\x{fe52}\x{fe55}\x{ff07}\x{ff0e}\x{ff1a}';
			$replaced = preg_replace( "/(?<=[$cased])([$ignored]*)\x{3A3}(?![$ignored]*[$cased])/u", "\$1\u{3C2}", $text );
			$text     = null === $replaced ? $text : $replaced;
		}
		return self::map_characters( $text, JsCaseMap::lower() );
	}

	/**
	 * strtr( $text, $map ) for a map from single characters: strtr() prepares the whole map
	 * (1,500 keys) on each call, about 4 µs; a short text looks up its non-ASCII characters
	 * one by one instead (0.5 µs for a few). Text that is not valid UTF-8 takes strtr().
	 */
	private static function map_characters( $text, array $map ) {
		$parts = strlen( $text ) < 256 ? preg_split( '/([\x{80}-\x{10FFFF}])/u', $text, -1, PREG_SPLIT_DELIM_CAPTURE ) : false;
		if ( false === $parts ) {
			return strtr( $text, $map );
		}
		for ( $i = 1, $n = count( $parts ); $i < $n; $i += 2 ) {
			if ( isset( $map[ $parts[ $i ] ] ) ) {
				$parts[ $i ] = $map[ $parts[ $i ] ];
			}
		}
		return implode( '', $parts );
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
		// An int target up to 1024 and a fill of one ASCII byte (a space by default): the
		// fill repeated for what the UTF-16 length leaves, without the general checks.
		if ( is_int( $target ) && $target <= 1024 && is_string( $text ) && ( null === $fill || ( is_string( $fill ) && 1 === strlen( $fill ) && $fill < "\x80" ) ) ) {
			// A short ASCII string's length without the call to length().
			$need = $target - ( isset( $text[ self::MAP_MIN - 1 ] ) || preg_match( '/[\x80-\xFF]/', $text ) ? self::length( $text ) : strlen( $text ) );
			return $need > 0 ? str_repeat( null === $fill ? ' ' : $fill, $need ) : '';
		}
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
		$times       = floor( $need / $fill_length );
		// The padding and the padded string: about twice the result at once.
		Js::check_memory( 2 * ( ( $times + 1 ) * strlen( $fill ) + strlen( $text ) ), 'Invalid string length' );
		// Whole fills, then the start of one: cut() on the long repeat would index all of it.
		return str_repeat( $fill, (int) $times ) . self::cut( $fill, 0, (int) ( $need - $times * $fill_length ) );
	}

	/** `s.repeat( count )`: a RangeError for a negative or infinite count. */
	public static function repeat( $text, $count = null ) {
		$n = self::integer( $count );
		if ( $n < 0 || is_infinite( (float) $n ) ) {
			Js::raise( new JsRangeError( 'Invalid count value: ' . Js::str( $n ) ) );
		}
		if ( '' === $text || 0 === $n ) {
			return '';
		}
		if ( self::length( $text ) * $n > 536870888 ) {
			throw new JsRangeError( 'Invalid string length' );
		}
		// Twice: the string and one copy of it (the JSON answer, a concatenation).
		Js::check_memory( 2 * strlen( $text ) * $n, 'Invalid string length' );
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
			if ( strlen( $text ) * JsArray::CHAR_ELEMENT_BYTES >= 1048576 ) { // A long string: one element per code unit.
				Js::check_memory( self::length( $text ) * JsArray::CHAR_ELEMENT_BYTES, 'Invalid array length' );
			}
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

	/** True for a function value passed as a replacement: a closure only (a string naming a PHP function is text). */
	public static function is_function( $value ) {
		return $value instanceof \Closure;
	}

	/** `s.replace( pattern, replacement )`: the first match of a string, or a RegExp's. */
	public static function replace( $text, $pattern, $replacement ) {
		// A string for a string without `$` (no substitution): PHP's own first-match replace.
		if ( is_string( $pattern ) && is_string( $replacement ) && '' !== $pattern && false === strpos( $replacement, '$' ) ) {
			$at = strpos( $text, $pattern );
			return false === $at ? $text : substr_replace( $text, $replacement, $at, strlen( $pattern ) );
		}
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
		if ( is_string( $replacement ) ) { // A function's results are not known before.
			Js::check_memory( 2 * ( strlen( $text ) + substr_count( $text, $pattern ) * strlen( $replacement ) ), 'Invalid string length' );
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
