<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * `new RegExp( pattern, flags )` with a pattern known only at run time (a user's search
 * term): JavaScript syntax → PCRE, as emitter/regexp/compile.ts does at compile time for
 * literals, for the common subset — characters and escapes, classes, groups (named too),
 * backreferences, lookahead, lookbehind PCRE accepts, quantifiers, alternation, anchors,
 * \d \w \s \b with JavaScript's meaning, `.` without line terminators. An invalid pattern
 * is a SyntaxError as in JavaScript (V8's message where translate() checks it, else PCRE's
 * wording), so PCRE-only syntax never reaches PCRE; the flags y, d and v are an Error.
 */
final class JsRegExpSyntax {
	const LINE_TERMINATORS = '\n\r\x{2028}\x{2029}';

	/** Class bodies of \d \D \w \W \s \S (JavaScript's ASCII \d and \w, its own \s). */
	private static $shorthand = array(
		'd' => '0-9',
		'D' => '\x{0}-\x{2f}\x{3a}-\x{10ffff}',
		'w' => '0-9A-Z_a-z',
		'W' => '\x{0}-\x{2f}\x{3a}-\x{40}\x{5b}-\x{5e}\x{60}\x{7b}-\x{10ffff}',
		's' => '\x{9}-\x{d}\x{20}\x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}',
		'S' => '\x{0}-\x{8}\x{e}-\x{1f}\x{21}-\x{9f}\x{a1}-\x{167f}\x{1681}-\x{1fff}\x{200b}-\x{2027}\x{202a}-\x{202e}\x{2030}-\x{205e}\x{2060}-\x{2fff}\x{3001}-\x{fefe}\x{ff00}-\x{10ffff}',
	);

	/** A JsRegExp for a pattern and flags given at run time. */
	public static function create( $pattern, $flags = null ) {
		if ( $pattern instanceof JsRegExp ) {
			$flags   = null === $flags ? $pattern->flags : $flags;
			$pattern = $pattern->source;
		}
		$source = null === $pattern ? '(?:)' : Js::str( $pattern );
		$source = '' === $source ? '(?:)' : $source;
		$flags  = null === $flags ? '' : Js::str( $flags );
		if ( ! preg_match( '/^[dgimsuvy]*$/', $flags ) || ( '' !== $flags && count( array_unique( str_split( $flags ) ) ) !== strlen( $flags ) ) ) {
			Js::raise( new JsSyntaxError( "Invalid flags supplied to RegExp constructor '$flags'" ) );
		}
		$unsupported = array(
			'y' => 'the sticky flag `y`',
			'd' => 'the `d` flag (match indices)',
			'v' => 'the `v` flag (set notation)',
		);
		foreach ( $unsupported as $flag => $what ) {
			if ( false !== strpos( $flags, $flag ) ) {
				Js::raise( new JsError( "ts2wp: $what is not supported in regular expressions." ) );
			}
		}
		list( $body, $count, $names ) = self::translate( $source, $flags );
		$pcre                         = '/' . $body . '/' . ( false !== strpos( $flags, 'i' ) ? 'i' : '' ) . 'u';
		if ( false === @preg_match( $pcre, '' ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors -- the failure is the answer.
			$error = error_get_last();
			$why   = $error ? preg_replace( '/^preg_match\(\): (Compilation failed: )?/', '', $error['message'] ) : 'invalid pattern';
			Js::raise( new JsSyntaxError( "Invalid regular expression: /$source/$flags: $why" ) );
		}
		$sorted = implode( '', array_intersect( str_split( 'dgimsuvy' ), str_split( $flags ) ) );
		return new JsRegExp( $pcre, self::source_text( $source ), $sorted, $count, $names );
	}

	/** `re.source` as JavaScript writes it: `/` outside a class and line terminators escaped. */
	private static function source_text( $source ) {
		$out      = '';
		$in_class = false;
		$chars    = JsArray::code_points( $source );
		$n        = count( $chars );
		$lines    = array(
			"\n"       => '\\n',
			"\r"       => '\\r',
			"\u{2028}" => '\\u2028',
			"\u{2029}" => '\\u2029',
		);
		for ( $i = 0; $i < $n; $i++ ) {
			$c = $chars[ $i ];
			if ( '\\' === $c && $i + 1 < $n ) {
				$out .= $c . $chars[ ++$i ];
				continue;
			}
			if ( '[' === $c ) {
				$in_class = true;
			} elseif ( ']' === $c ) {
				$in_class = false;
			} elseif ( '/' === $c && ! $in_class ) {
				$c = '\\/';
			}
			$out .= isset( $lines[ $c ] ) ? $lines[ $c ] : $c;
		}
		return $out;
	}

	private static function hex( $cp ) {
		return sprintf( '\x{%x}', $cp );
	}

	/** A literal character as PCRE text (letters, digits and _ as they are). */
	private static function literal( $char ) {
		return preg_match( '/^[A-Za-z0-9_]$/', $char ) ? $char : self::hex( JsString::ord( $char ) );
	}

	private static function invalid( $source, $flags, $why ) {
		return new JsSyntaxError( "Invalid regular expression: /$source/$flags: $why" );
	}

	/** @return array( pcre body, group count, group names ) */
	private static function translate( $source, $flags ) {
		$cps       = JsArray::code_points( $source );
		$n         = count( $cps );
		$unicode   = false !== strpos( $flags, 'u' );
		$multiline = false !== strpos( $flags, 'm' );
		$dot_all   = false !== strpos( $flags, 's' );
		$out       = '';
		$count     = 0;
		$names     = array();
		$plain     = preg_replace( '/\\\\.|\[(?:\\\\.|[^\]\\\\])*\]/s', '', $source );
		$pattern   = array(
			'source'  => $source,
			'flags'   => $flags,
			'unicode' => $unicode,
			'total'   => preg_match_all( '/\((?!\?)|\(\?<(?![=!])/', $plain ),
			'names'   => preg_match_all( '/\(\?<([^=!>][^>]*)>/', $plain, $found ) ? $found[1] : array(),
		);
		// Open groups: '(' a group, '=' a lookahead, '<' a lookbehind.
		$open = array();
		// What a quantifier here would repeat: 'atom', 'ahead' (a lookahead, which only
		// Annex B lets repeat), 'behind', 'quantifier' (one may follow as lazy `?`) or ''
		// (nothing: the start, `(`, `|`, `^`, `$`, \b). Checking this keeps PCRE's own
		// syntax out: `(*VERB)`, possessive `a++`.
		$last = '';
		for ( $i = 0; $i < $n; $i++ ) {
			$c = $cps[ $i ];
			switch ( $c ) {
				case '\\':
					if ( $i + 1 >= $n ) {
						self::fail( $pattern, '\\ at end of pattern' );
					}
					$last = 'b' === $cps[ $i + 1 ] || 'B' === $cps[ $i + 1 ] ? '' : 'atom';
					$out .= self::escape( $cps, $i, false, $pattern );
					break;
				case '.':
					$out .= $dot_all ? '[\s\S]' : '[^' . self::LINE_TERMINATORS . ']';
					$last = 'atom';
					break;
				case '^':
					$out .= $multiline ? '(?:^|(?<=[' . self::LINE_TERMINATORS . ']))' : '^';
					$last = '';
					break;
				case '$':
					$out .= $multiline ? '(?=[' . self::LINE_TERMINATORS . ']|\z)' : '\z';
					$last = '';
					break;
				case '(':
					$last = '';
					$kind = '(';
					if ( isset( $cps[ $i + 1 ] ) && '?' === $cps[ $i + 1 ] ) {
						$next = isset( $cps[ $i + 2 ] ) ? $cps[ $i + 2 ] : '';
						if ( ':' === $next ) {
							$out .= '(?:';
							$i   += 2;
						} elseif ( '=' === $next || '!' === $next ) {
							// In a group of its own, as PCRE repeats no assertion as Annex B does.
							$out .= '(?:(?' . $next;
							$kind = '=';
							$i   += 2;
						} elseif ( '<' === $next && isset( $cps[ $i + 3 ] ) && ( '=' === $cps[ $i + 3 ] || '!' === $cps[ $i + 3 ] ) ) {
							$out .= '(?<' . $cps[ $i + 3 ];
							$kind = '<';
							$i   += 3;
						} elseif ( '<' === $next ) {
							$name = '';
							$j    = $i + 3;
							while ( $j < $n && '>' !== $cps[ $j ] ) {
								$name .= $cps[ $j++ ];
							}
							if ( ! preg_match( '/^[A-Za-z_$][A-Za-z0-9_$]*$/', $name ) || false !== strpos( $name, '$' ) ) {
								self::fail( $pattern, 'Invalid capture group name' );
							}
							++$count;
							$names[] = $name;
							$out    .= '(?<' . $name . '>';
							$i       = $j;
						} else {
							self::fail( $pattern, 'Invalid group' );
						}
					} else {
						++$count;
						$out .= '(';
					}
					$open[] = $kind;
					break;
				case ')':
					if ( ! $open ) {
						self::fail( $pattern, 'Unmatched \')\'' );
					}
					$kind = array_pop( $open );
					$out .= '=' === $kind ? '))' : ')';
					$last = '(' === $kind ? 'atom' : ( '=' === $kind ? 'ahead' : 'behind' );
					break;
				case '[':
					$out .= self::char_class( $cps, $i, $pattern );
					$last = 'atom';
					break;
				case '{':
					$rest = implode( '', array_slice( $cps, $i, 24 ) );
					if ( preg_match( '/^\{(\d+)(,(\d*))?\}/', $rest, $q ) ) {
						self::check_repeat( $last, $pattern );
						if ( isset( $q[3] ) && '' !== $q[3] && (int) $q[3] < (int) $q[1] ) {
							self::fail( $pattern, 'numbers out of order in {} quantifier' );
						}
						if ( (float) $q[1] > 65535 || ( isset( $q[3] ) && (float) $q[3] > 65535 ) ) {
							Js::raise( new JsError( 'ts2wp: a repeat count above 65535 (PCRE\'s limit) is not supported in regular expressions.' ) );
						}
						$out .= $q[0];
						$i   += strlen( $q[0] ) - 1;
						$last = 'quantifier';
					} elseif ( $unicode ) {
						self::fail( $pattern, 'atom' === $last ? 'Incomplete quantifier' : 'Lone quantifier brackets' );
					} else {
						$out .= '\{';
						$last = 'atom';
					}
					break;
				case '}':
				case ']':
					if ( $unicode ) {
						self::fail( $pattern, 'Lone quantifier brackets' );
					}
					$out .= '\\' . $c;
					$last = 'atom';
					break;
				case '?':
					if ( 'quantifier' === $last ) { // Lazy; nothing may follow it.
						$out .= '?';
						$last = '';
						break;
					}
					// A quantifier, as * and +.
				case '*':
				case '+':
					self::check_repeat( $last, $pattern );
					$out .= $c;
					$last = 'quantifier';
					break;
				case '|':
					$out .= '|';
					$last = '';
					break;
				default:
					$out .= self::literal( $c );
					$last = 'atom';
			}
		}
		if ( $open ) {
			self::fail( $pattern, 'Unterminated group' );
		}
		return array( $out, $count, $names );
	}

	/** A SyntaxError, as JavaScript's, for a quantifier after $last (see translate()). */
	private static function check_repeat( $last, array $pattern ) {
		if ( 'atom' === $last || ( 'ahead' === $last && ! $pattern['unicode'] ) ) {
			return;
		}
		self::fail( $pattern, 'ahead' === $last || 'behind' === $last ? 'Invalid quantifier' : 'Nothing to repeat' );
	}

	/** Throws JavaScript's SyntaxError for the pattern. */
	private static function fail( array $pattern, $why ) {
		Js::raise( self::invalid( $pattern['source'], $pattern['flags'], $why ) );
	}

	/** A `[…]` class starting at $i; $i ends on its `]`. */
	private static function char_class( array $cps, &$i, array $pattern ) {
		$n      = count( $cps );
		$negate = isset( $cps[ $i + 1 ] ) && '^' === $cps[ $i + 1 ];
		$i     += $negate ? 2 : 1;
		$body   = '';
		for ( ; $i < $n && ']' !== $cps[ $i ]; $i++ ) {
			$c = $cps[ $i ];
			if ( '\\' === $c ) {
				if ( $i + 1 >= $n ) {
					break;
				}
				$body .= self::escape( $cps, $i, true, $pattern );
			} elseif ( '-' === $c ) {
				$body .= '-';
			} else {
				$body .= self::literal( $c );
			}
		}
		if ( $i >= $n ) {
			self::fail( $pattern, 'Unterminated character class' );
		}
		if ( '' === $body ) {
			return $negate ? '[\s\S]' : '(?!)'; // [^] matches any character, [] none.
		}
		return '[' . ( $negate ? '^' : '' ) . $body . ']';
	}

	/**
	 * The escape at $i (a backslash); $i ends on its last character. With the `u` flag (or,
	 * for \k, named groups) JavaScript takes only its own escapes, so PCRE's (\K, \Q, \A…)
	 * are a SyntaxError there, and the letter itself without it.
	 */
	private static function escape( array $cps, &$i, $in_class, array $pattern ) {
		$c       = $cps[ ++$i ];
		$unicode = $pattern['unicode'];
		$next    = isset( $cps[ $i + 1 ] ) ? $cps[ $i + 1 ] : '';
		if ( isset( self::$shorthand[ $c ] ) ) {
			return $in_class ? self::$shorthand[ $c ] : '[' . self::$shorthand[ $c ] . ']';
		}
		if ( ( 'p' === $c || 'P' === $c ) && $unicode ) {
			throw new JsError( 'ts2wp: \\p{…} in a regular expression built at run time is not supported; write the pattern as a literal.' );
		}
		switch ( $c ) {
			case 'b': // An ASCII word boundary, as in JavaScript (PCRE's \b under /u is Unicode's).
				return $in_class ? '\x{8}' : '(?:(?<=[0-9A-Z_a-z])(?![0-9A-Z_a-z])|(?<![0-9A-Z_a-z])(?=[0-9A-Z_a-z]))';
			case 'B':
				if ( $in_class ) {
					return $unicode ? self::fail( $pattern, 'Invalid escape' ) : 'B';
				}
				return '(?:(?<=[0-9A-Z_a-z])(?=[0-9A-Z_a-z])|(?<![0-9A-Z_a-z])(?![0-9A-Z_a-z]))';
			case 'n':
				return '\n';
			case 'r':
				return '\r';
			case 't':
				return '\t';
			case 'f':
				return '\f';
			case 'v':
				return '\x{b}';
			case 'c':
				if ( preg_match( '/^[A-Za-z]$/', $next ) || ( $in_class && ! $unicode && preg_match( '/^[0-9_]$/', $next ) ) ) {
					return self::hex( ord( $cps[ ++$i ] ) % 32 );
				}
				return $unicode ? self::fail( $pattern, 'Invalid Unicode escape' ) : '\\\\c';
			case 'x':
				$hex = implode( '', array_slice( $cps, $i + 1, 2 ) );
				if ( preg_match( '/^[0-9A-Fa-f]{2}$/', $hex ) ) {
					$i += 2;
					return self::hex( hexdec( $hex ) );
				}
				return $unicode ? self::fail( $pattern, 'Invalid escape' ) : 'x';
			case 'u':
				$rest = implode( '', array_slice( $cps, $i + 1, 12 ) );
				if ( $unicode && preg_match( '/^\{([0-9A-Fa-f]+)\}/', $rest, $m ) ) {
					if ( hexdec( $m[1] ) > 0x10FFFF ) {
						self::fail( $pattern, 'Invalid Unicode escape' );
					}
					$i += strlen( $m[0] );
					return self::hex( hexdec( $m[1] ) );
				}
				if ( preg_match( '/^([0-9A-Fa-f]{4})(?:\\\\u([0-9A-Fa-f]{4}))?/', $rest, $m ) ) {
					$cp = hexdec( $m[1] );
					if ( $cp >= 0xD800 && $cp <= 0xDBFF && isset( $m[2] ) && hexdec( $m[2] ) >= 0xDC00 && hexdec( $m[2] ) <= 0xDFFF ) {
						$i += 10;
						return self::hex( 0x10000 + ( ( $cp - 0xD800 ) << 10 ) + ( hexdec( $m[2] ) - 0xDC00 ) );
					}
					if ( $cp >= 0xD800 && $cp <= 0xDFFF ) {
						throw new JsError( 'ts2wp: a lone surrogate (half of a UTF-16 pair) in a pattern cannot match UTF-8 text.' );
					}
					$i += 4;
					return self::hex( $cp );
				}
				return $unicode ? self::fail( $pattern, 'Invalid Unicode escape' ) : 'u';
			case 'k':
				if ( ! $unicode && ! $pattern['names'] ) {
					return 'k'; // Annex B: a letter where no group has a name.
				}
				if ( $in_class ) {
					return self::fail( $pattern, 'Invalid escape' );
				}
				$rest = implode( '', array_slice( $cps, $i + 1, 40 ) );
				if ( ! preg_match( '/^<([^>]*)>/', $rest, $m ) ) {
					return self::fail( $pattern, 'Invalid named reference' );
				}
				if ( ! in_array( $m[1], $pattern['names'], true ) ) {
					return self::fail( $pattern, 'Invalid named capture referenced' );
				}
				$i += strlen( $m[0] );
				return '\k<' . $m[1] . '>';
		}
		if ( ctype_digit( $c ) ) {
			return self::decimal_escape( $cps, $i, $in_class, $pattern );
		}
		if ( $unicode && false === strpos( $in_class ? '^$\.*+?()[]{}|/-' : '^$\.*+?()[]{}|/', $c ) ) {
			self::fail( $pattern, 'Invalid escape' );
		}
		return self::literal( $c ); // An identity escape: \. \/ \\ \[ …, and without `u` any letter (\K is K).
	}

	/** \0, a backreference \n, or (Annex B, without `u`) an octal escape or the digit 8 or 9. */
	private static function decimal_escape( array $cps, &$i, $in_class, array $pattern ) {
		$c      = $cps[ $i ];
		$digits = $c;
		while ( isset( $cps[ $i + 1 ] ) && ctype_digit( $cps[ $i + 1 ] ) ) {
			$digits .= $cps[ ++$i ];
		}
		if ( '0' === $digits ) {
			return '\x{0}';
		}
		if ( ! $in_class && '0' !== $c && (int) $digits <= $pattern['total'] ) {
			return '\g{' . (int) $digits . '}';
		}
		if ( $pattern['unicode'] ) {
			if ( $in_class && $c < '8' ) {
				self::fail( $pattern, 'Invalid class escape' );
			}
			self::fail( $pattern, '0' === $c ? 'Invalid decimal escape' : 'Invalid escape' );
		}
		$i -= strlen( $digits ) - 1;
		if ( $c >= '8' ) {
			return $c;
		}
		$octal = $c;
		while ( ! isset( $octal[2] ) && isset( $cps[ $i + 1 ] ) && false !== strpos( '01234567', $cps[ $i + 1 ] ) && octdec( $octal . $cps[ $i + 1 ] ) <= 0377 ) {
			$octal .= $cps[ ++$i ];
		}
		return self::hex( octdec( $octal ) );
	}
}
