<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * A JavaScript regular expression: the PCRE pattern the compiler translated it to (always
 * with /u; JavaScript's \d, \w, \s, \b, `.`, `^` and `$` spelled out), its flags and
 * `lastIndex`. Matching works on code points; every index it reports counts UTF-16 code
 * units, as in JavaScript.
 *
 * A match result is a JsArray; its `index`, `input` and `groups` live beside it, in a table
 * keyed by the array (see detail()).
 */
final class JsRegExp implements \JsonSerializable {
	/** @var string */
	public $source;
	/** @var string */
	public $flags;
	/** @var bool */
	public $global;
	/** @var bool */
	public $ignoreCase;
	/** @var bool */
	public $multiline;
	/** @var bool */
	public $dotAll;
	/** @var bool */
	public $unicode;
	/** @var bool */
	public $sticky = false;
	/** @var bool */
	public $hasIndices = false;
	/** @var int|float */
	public $lastIndex = 0;

	/** @var string The PCRE pattern. */
	private $pattern;
	/** @var int Capturing groups. */
	private $count;
	/** @var string[] Named groups. */
	private $names;

	/**
	 * @var bool Every match is at least one character long (the compiler proved it), so
	 * preg_split() and preg_match_all() find the matches JavaScript's split and global match find.
	 */
	private $nonempty;

	/** @var \SplObjectStorage|null Match array → array( index, input, groups ). */
	private static $details = null;

	/** @var JsRegExp[][] The literals literal() has built in this request, by flags and source. */
	private static $literals = array();

	public function __construct( $pattern, $source, $flags, $count, array $names, $nonempty = false ) {
		$this->pattern    = $pattern;
		$this->source     = $source;
		$this->flags      = $flags;
		$this->count      = $count;
		$this->names      = $names;
		$this->nonempty   = $nonempty;
		$this->global     = false !== strpos( $flags, 'g' );
		$this->ignoreCase = false !== strpos( $flags, 'i' );
		$this->multiline  = false !== strpos( $flags, 'm' );
		$this->dotAll     = false !== strpos( $flags, 's' );
		$this->unicode    = false !== strpos( $flags, 'u' );
	}

	/**
	 * A regexp literal that nothing can observe apart from the call it is given to (the
	 * compiler checks that): built once per request instead of at every evaluation. Only
	 * calls that leave lastIndex at 0 share one (not exec() or test() of a global regexp).
	 */
	public static function literal( $pattern, $source, $flags, $count, array $names, $nonempty = false ) {
		if ( ! isset( self::$literals[ $flags ][ $source ] ) ) {
			self::$literals[ $flags ][ $source ] = new self( $pattern, $source, $flags, $count, $names, $nonempty );
		}
		return self::$literals[ $flags ][ $source ];
	}

	/** JSON.stringify( /re/ ) is {}. */
	#[\ReturnTypeWillChange]
	public function jsonSerialize() {
		return new \stdClass();
	}

	/** String( /re/g ) is '/re/g'. */
	public function __toString() {
		return '/' . $this->source . '/' . $this->flags;
	}

	// ---------------------------------------------------------------------------------
	// Matching.

	/**
	 * The first match at or after byte $from: array( byte offset, matched text, captures
	 * (from group 1, null when unmatched), named groups or null ), or null.
	 */
	private function match_at( $text, $from ) {
		if ( $from > strlen( $text ) ) {
			return null;
		}
		$found = preg_match( $this->pattern, $text, $m, PREG_OFFSET_CAPTURE | PREG_UNMATCHED_AS_NULL, $from );
		if ( false === $found ) {
			$this->failed();
		}
		if ( ! $found ) {
			return null;
		}
		$captures = array();
		for ( $i = 1; $i <= $this->count; $i++ ) {
			$captures[] = isset( $m[ $i ] ) ? $m[ $i ][0] : null;
		}
		$groups = null;
		if ( $this->names ) {
			$groups = new \stdClass();
			foreach ( $this->names as $name ) {
				// An unmatched group is undefined: left out, so JSON.stringify leaves it out too.
				if ( isset( $m[ $name ][0] ) ) {
					$groups->{ $name } = $m[ $name ][0];
				}
			}
		}
		return array( $m[0][1], $m[0][0], $captures, $groups );
	}

	/** Bytes of the character at $byte (how far an empty match moves on). */
	private static function char_width( $text, $byte ) {
		if ( $byte >= strlen( $text ) ) {
			return 1;
		}
		$lead = ord( $text[ $byte ] );
		return $lead < 0xC0 ? 1 : ( $lead < 0xE0 ? 2 : ( $lead < 0xF0 ? 3 : 4 ) );
	}

	/** Every match from byte $from on; an empty match moves the search one character on. */
	private function all( $text, $from = 0 ) {
		$matches = array();
		$byte    = $from;
		for ( $hit = $this->match_at( $text, $byte ); null !== $hit; $hit = $this->match_at( $text, $byte ) ) {
			$matches[] = $hit;
			$end       = $hit[0] + strlen( $hit[1] );
			$byte      = $end === $hit[0] ? $end + self::char_width( $text, $end ) : $end;
		}
		return $matches;
	}

	/** The match array exec() and match() give, its details recorded. */
	private function result( $text, array $hit, $index ) {
		$array = new JsArray( array_merge( array( $hit[1] ), $hit[2] ) );
		if ( null === self::$details ) {
			self::$details = new \SplObjectStorage();
		}
		self::$details[ $array ] = array( $index, $text, $hit[3] );
		return $array;
	}

	/** `match.index`, `match.input` or `match.groups` of a match array. */
	public static function detail( $hit, $name ) {
		if ( null === $hit ) {
			Js::raise( new \TypeError( sprintf( "Cannot read properties of null (reading '%s')", $name ) ) );
		}
		if ( null === self::$details || ! $hit instanceof JsArray || ! isset( self::$details[ $hit ] ) ) { // Not contains(): PHP 8.5 deprecates it.
			return null;
		}
		$detail = self::$details[ $hit ];
		return 'index' === $name ? $detail[0] : ( 'input' === $name ? $detail[1] : $detail[2] );
	}

	/** ToLength( lastIndex ). */
	private function last_index() {
		$n = JsString::integer( $this->lastIndex );
		return $n <= 0 ? 0 : $n;
	}

	/** `re.exec( s )`: a global regexp starts at lastIndex and moves it. */
	public function exec( $text ) {
		$start = 0;
		if ( $this->global ) {
			$start = $this->last_index();
			if ( $start > JsString::length( $text ) ) {
				$this->lastIndex = 0;
				return null;
			}
		}
		$hit = $this->match_at( $text, 0 === $start ? 0 : JsString::byte_offset( $text, $start ) );
		if ( null === $hit ) {
			if ( $this->global ) {
				$this->lastIndex = 0;
			}
			return null;
		}
		$index = JsString::unit_index( $text, $hit[0] );
		if ( $this->global ) {
			$this->lastIndex = $index + JsString::length( $hit[1] );
		}
		return $this->result( $text, $hit, $index );
	}

	/** PCRE gave up (an error, e.g. its backtracking limit): JavaScript would have answered, so say so. */
	private function failed() {
		Js::raise( new JsError( 'ts2wp: the regular expression /' . $this->source . '/ failed (PCRE error ' . preg_last_error() . ', e.g. its backtracking limit).' ) );
	}

	/** `re.test( s )`: without g only whether it matches, with no match object built (exec() makes one). */
	public function test( $text ) {
		if ( $this->global ) {
			return null !== $this->exec( $text );
		}
		$found = preg_match( $this->pattern, $text );
		if ( false === $found ) {
			$this->failed();
		}
		return 1 === $found;
	}

	/** `s.match( re )`: exec() without g; with g, every matched string (or null). */
	public function match( $text ) {
		if ( ! $this->global ) {
			return $this->exec( $text );
		}
		$this->lastIndex = 0;
		if ( $this->nonempty ) { // No empty match: PCRE's own iteration is JavaScript's.
			$found = preg_match_all( $this->pattern, $text, $m );
			if ( false === $found ) {
				$this->failed();
			}
			return $found ? new JsArray( $m[0] ) : null;
		}
		$matches = $this->all( $text );
		if ( ! $matches ) {
			return null;
		}
		$out = array();
		foreach ( $matches as $hit ) {
			$out[] = $hit[1];
		}
		return new JsArray( $out );
	}

	/** `s.matchAll( re )`: the exec() results from lastIndex on (lastIndex itself stays). */
	public function match_all( $text ) {
		if ( ! $this->global ) {
			throw new JsTypeError( 'String.prototype.matchAll called with a non-global RegExp argument' );
		}
		$start = $this->last_index();
		$out   = array();
		if ( $start <= JsString::length( $text ) ) {
			$unit = 0;
			$byte = 0;
			foreach ( $this->all( $text, JsString::byte_offset( $text, $start ) ) as $hit ) {
				$unit += JsString::length( substr( $text, $byte, $hit[0] - $byte ) );
				$byte  = $hit[0];
				$out[] = $this->result( $text, $hit, $unit );
			}
		}
		return new JsArray( $out );
	}

	/** `s.search( re )`: the index of the first match, or -1; lastIndex stays. */
	public function search( $text ) {
		$hit = $this->match_at( $text, 0 );
		return null === $hit ? -1 : JsString::unit_index( $text, $hit[0] );
	}

	/** `s.replace( re, replacement )` (and replaceAll with a global regexp). */
	public function replace( $text, $replacement ) {
		// A plain text (no `$` pattern, no backslash PCRE would read) for every match, or the first:
		// preg_replace() finds the same matches (never empty ones when global, as for split).
		if ( is_string( $replacement ) && ! $this->sticky && ( $this->nonempty || ! $this->global )
			&& false === strpbrk( $replacement, '$\\' ) ) {
			if ( $this->global ) {
				$this->lastIndex = 0;
			}
			$out = preg_replace( $this->pattern, $replacement, $text, $this->global ? -1 : 1 );
			if ( null === $out ) {
				$this->failed();
			}
			return $out;
		}
		if ( $this->global ) {
			$this->lastIndex = 0;
			$matches         = $this->all( $text );
		} else {
			$hit     = $this->match_at( $text, 0 );
			$matches = null === $hit ? array() : array( $hit );
		}
		$call     = JsString::is_function( $replacement );
		$template = $call ? '' : Js::str( $replacement );
		$out      = '';
		$last     = 0;
		$unit     = 0;
		foreach ( $matches as $hit ) {
			list( $at, $matched, $captures, $groups ) = $hit;
			if ( $call ) {
				$unit += JsString::length( substr( $text, $last, $at - $last ) );
				$args  = array_merge( array( $matched ), $captures, array( $unit, $text ) );
				if ( null !== $groups ) {
					$args[] = $groups;
				}
				$value = Js::str( call_user_func_array( $replacement, $args ) );
				$unit += JsString::length( $matched );
			} else {
				$value = JsString::substitute( $template, $matched, $text, $at, $captures, $groups );
			}
			$out .= substr( $text, $last, $at - $last ) . $value;
			$last = $at + strlen( $matched );
		}
		return $out . substr( $text, $last );
	}

	/** `s.split( re, limit )`: the pieces between matches, and the groups of each match. */
	public function split( $text, $limit = null ) {
		$max = 4294967295;
		if ( null !== $limit ) {
			$max = JsString::integer( $limit );
			$max = is_int( $max ) ? $max & 0xFFFFFFFF : 0;
		}
		$out = array();
		if ( 0 === $max ) {
			return new JsArray( $out );
		}
		if ( $this->nonempty && 0 === $this->count && null === $limit ) {
			// No empty match and no groups: preg_split() cuts where JavaScript's split does.
			$pieces = preg_split( $this->pattern, $text );
			if ( false === $pieces ) {
				$this->failed();
			}
			return new JsArray( $pieces );
		}
		$size = strlen( $text );
		if ( 0 === $size ) {
			return new JsArray( null === $this->match_at( $text, 0 ) ? array( $text ) : array() );
		}
		$p = 0;
		$q = 0;
		while ( $q < $size ) {
			$hit = $this->match_at( $text, $q );
			if ( null === $hit ) {
				break;
			}
			$q = $hit[0];
			$e = min( $q + strlen( $hit[1] ), $size );
			if ( $q >= $size ) {
				break;
			}
			if ( $e === $p ) {
				$q += self::char_width( $text, $q );
				continue;
			}
			$out[] = substr( $text, $p, $q - $p );
			if ( count( $out ) === $max ) {
				return new JsArray( $out );
			}
			$p = $e;
			foreach ( $hit[2] as $capture ) {
				$out[] = $capture;
				if ( count( $out ) === $max ) {
					return new JsArray( $out );
				}
			}
			$q = $p;
		}
		$out[] = (string) substr( $text, $p );
		return new JsArray( $out );
	}
}
