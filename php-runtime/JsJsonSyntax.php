<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * The message of the SyntaxError JSON.parse() throws, as Node 20's V8 words it
 * (src/json/json-parser.cc): json_decode() only says that the text is bad, so the text is
 * scanned again the way V8 reads it, to the first thing V8 stops at. Positions count UTF-16
 * code units, as JavaScript strings do.
 */
final class JsJsonSyntax {
	/** Characters of context on each side of the token in "Unexpected token" messages. */
	const CONTEXT = 10;

	/** Texts V8 names whole: what String( undefined ), String( NaN )… give. */
	const SPECIAL = array( 'undefined', 'NaN', 'Infinity', '[object Object]' );

	private $text;
	private $length;
	private $at = 0;

	private function __construct( $text ) {
		$this->text   = $text;
		$this->length = strlen( $text );
	}

	/** V8's message for $text, which json_decode() rejected (null if V8 would read it). */
	public static function message( $text ) {
		$scan = new self( $text );
		return $scan->scan();
	}

	/** One pass over the text with a stack of open arrays and objects (no recursion: depth is data). */
	private function scan() {
		$open = array();
		while ( true ) {
			$this->skip_space();
			$char = $this->peek();
			if ( '"' === $char ) {
				$error = $this->string();
			} elseif ( '-' === $char || self::is_digit( $char ) ) {
				$error = $this->number();
			} elseif ( '{' === $char ) {
				++$this->at;
				if ( $this->check( '}' ) ) {
					$error = null;
				} else {
					$error = $this->property( "Expected property name or '}'" );
					if ( null === $error ) {
						$open[] = '{';
						continue;
					}
				}
			} elseif ( '[' === $char ) {
				++$this->at;
				if ( ! $this->check( ']' ) ) {
					$open[] = '[';
					continue;
				}
				$error = null;
			} elseif ( 't' === $char || 'f' === $char || 'n' === $char ) {
				$error = $this->literal( 't' === $char ? 'true' : ( 'f' === $char ? 'false' : 'null' ) );
			} else {
				return $this->unexpected();
			}
			if ( null !== $error ) {
				return $error;
			}
			// A value is complete: close what it completes, up to the next value to read.
			while ( true ) {
				if ( ! $open ) {
					$this->skip_space();
					return $this->at < $this->length ? sprintf( 'Unexpected non-whitespace character after JSON at position %d', $this->position() ) : null;
				}
				$container = end( $open );
				if ( $this->check( ',' ) ) {
					if ( '{' === $container ) {
						$error = $this->property( 'Expected double-quoted property name' );
						if ( null !== $error ) {
							return $error;
						}
					}
					break;
				}
				$close = '{' === $container ? '}' : ']';
				if ( ! $this->check( $close ) ) {
					return $this->at_position( '{' === $container ? "Expected ',' or '}' after property value" : "Expected ',' or ']' after array element" );
				}
				array_pop( $open );
			}
		}
	}

	/** A property name and its colon; $missing is the message when no name comes. */
	private function property( $missing ) {
		$this->skip_space();
		if ( '"' !== $this->peek() ) {
			return $this->at_position( $missing );
		}
		$error = $this->string();
		if ( null !== $error ) {
			return $error;
		}
		return $this->check( ':' ) ? null : $this->at_position( "Expected ':' after property name" );
	}

	private function string() {
		++$this->at;
		while ( true ) {
			$this->at += strcspn( $this->text, "\"\\\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0A\x0B\x0C\x0D\x0E\x0F\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1A\x1B\x1C\x1D\x1E\x1F", $this->at );
			if ( $this->at >= $this->length ) {
				return $this->at_position( 'Unterminated string' );
			}
			$char = $this->text[ $this->at ];
			if ( '"' === $char ) {
				++$this->at;
				return null;
			}
			if ( '\\' !== $char ) {
				return $this->at_position( 'Bad control character in string literal' );
			}
			++$this->at;
			$escape = $this->peek();
			if ( '' === $escape || ord( $escape ) >= 0xC4 ) {
				return $this->unexpected(); // The end, or a character past Latin-1.
			}
			if ( 'u' === $escape ) {
				for ( $i = 0; $i < 4; $i++ ) {
					++$this->at;
					if ( '' === $this->peek() || false === strpos( '0123456789abcdefABCDEF', $this->peek() ) ) {
						return $this->at_position( 'Bad Unicode escape' );
					}
				}
			} elseif ( false === strpos( '"\\/bfnrt', $escape ) ) {
				return $this->at_position( 'Bad escaped character' );
			}
			++$this->at;
		}
	}

	private function number() {
		if ( '-' === $this->peek() ) {
			++$this->at;
		}
		if ( '0' === $this->peek() ) {
			++$this->at;
			if ( self::is_digit( $this->peek() ) ) {
				return $this->at_position( 'Unexpected number' );
			}
		} elseif ( self::is_digit( $this->peek() ) ) {
			$this->digits();
		} else {
			return $this->at_position( 'No number after minus sign' );
		}
		if ( '.' === $this->peek() ) {
			++$this->at;
			if ( ! self::is_digit( $this->peek() ) ) {
				return $this->at_position( 'Unterminated fractional number' );
			}
			$this->digits();
		}
		if ( 'e' === $this->peek() || 'E' === $this->peek() ) {
			++$this->at;
			if ( '-' === $this->peek() || '+' === $this->peek() ) {
				++$this->at;
			}
			if ( ! self::is_digit( $this->peek() ) ) {
				return $this->at_position( 'Exponent part is missing a number' );
			}
			$this->digits();
		}
		return null;
	}

	private function digits() {
		$this->at += strspn( $this->text, '0123456789', $this->at );
	}

	/** `true`, `false` or `null`: V8 stops at the first character that differs. */
	private function literal( $word ) {
		$count = strlen( $word );
		for ( $i = 0; $i < $count; $i++, $this->at++ ) {
			if ( $this->peek() !== $word[ $i ] ) {
				return $this->unexpected();
			}
		}
		return null;
	}

	/** Moves past white space (JSON's four characters). */
	private function skip_space() {
		$this->at += strspn( $this->text, " \t\n\r", $this->at );
	}

	/** Moves past $char (after white space) if it comes next. */
	private function check( $char ) {
		$this->skip_space();
		if ( $this->peek() === $char ) {
			++$this->at;
			return true;
		}
		return false;
	}

	/** The byte at the cursor ('' at the end). */
	private function peek() {
		return $this->at < $this->length ? $this->text[ $this->at ] : '';
	}

	/** The whole UTF-8 character at the cursor. */
	private function char() {
		$lead = ord( $this->peek() );
		return substr( $this->text, $this->at, $lead < 0x80 ? 1 : ( $lead < 0xE0 ? 2 : ( $lead < 0xF0 ? 3 : 4 ) ) );
	}

	private static function is_digit( $char ) {
		return '' !== $char && false !== strpos( '0123456789', $char );
	}

	/** "<what> in JSON at position <n>". */
	private function at_position( $what ) {
		return sprintf( '%s in JSON at position %d', $what, $this->position() );
	}

	/** The cursor as a UTF-16 index. */
	private function position() {
		return Js::utf16_length( substr( $this->text, 0, $this->at ) );
	}

	/** V8's message for the character at the cursor where no value or token may be. */
	private function unexpected() {
		$char = $this->peek();
		if ( '' === $char ) {
			return 'Unexpected end of JSON input';
		}
		if ( '"' === $char ) {
			return $this->at_position( 'Unexpected string' );
		}
		if ( '-' === $char || self::is_digit( $char ) ) {
			return $this->at_position( 'Unexpected number' );
		}
		if ( in_array( $this->text, self::SPECIAL, true ) ) {
			return sprintf( '"%s" is not valid JSON', $this->text );
		}
		// V8 names one UTF-16 unit: half of a pair, which this runtime writes as U+FFFD.
		$token  = sprintf( "Unexpected token '%s', ", strlen( $this->char() ) > 3 ? JsString::REPLACEMENT : $this->char() );
		$length = Js::utf16_length( $this->text );
		if ( $length <= 2 * self::CONTEXT ) {
			return sprintf( '%s"%s" is not valid JSON', $token, $this->text );
		}
		// The text around the token, as V8 cuts it: from the start, around it, or to the end.
		$position = $this->position();
		if ( $position < self::CONTEXT ) {
			return sprintf( '%s"%s"... is not valid JSON', $token, JsString::substring( $this->text, 0, $position + self::CONTEXT ) );
		}
		$around = JsString::substring( $this->text, $position - self::CONTEXT, $position + self::CONTEXT );
		if ( $position < $length - self::CONTEXT ) {
			return sprintf( '%s..."%s"... is not valid JSON', $token, $around );
		}
		return sprintf( '%s..."%s" is not valid JSON', $token, $around );
	}
}
