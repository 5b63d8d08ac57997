<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * A URLSearchParams (the WHATWG URL standard, as Node has it): an ordered list of name/value
 * pairs, read from and written as application/x-www-form-urlencoded text (`+` for a space,
 * everything but letters, digits and `*-._` percent-encoded as UTF-8).
 */
final class JsUrlSearchParams {
	const TO_STRING_TAG = 'URLSearchParams';

	/** @var array[] The pairs, each array( name, value ), in order. */
	private $pairs = array();

	/** `new URLSearchParams( init )`: query text (a leading `?` dropped), a record, pairs, or another one. */
	public function __construct( $init = null ) {
		if ( null === $init ) {
			return;
		}
		if ( $init instanceof self ) {
			$this->pairs = $init->pairs;
			return;
		}
		if ( is_object( $init ) && ( $init instanceof JsArray || method_exists( $init, 'iterated' ) ) ) {
			foreach ( Js::iterable( $init )->items as $pair ) {
				$pair = $pair instanceof JsArray ? $pair->items : ( is_array( $pair ) ? $pair : null );
				if ( null === $pair || 2 !== count( $pair ) ) {
					Js::raise( new \TypeError( "Failed to construct 'URLSearchParams': Each query pair must be an iterable [name, value] tuple" ) );
				}
				$this->pairs[] = array( Js::str( $pair[0] ), Js::str( $pair[1] ) );
			}
			return;
		}
		if ( $init instanceof \stdClass ) {
			foreach ( JsObject::keys( $init )->items as $name ) {
				$this->pairs[] = array( $name, Js::str( $init->{ $name } ) );
			}
			return;
		}
		$text = Js::str( $init );
		$this->parse( '' !== $text && '?' === $text[0] ? substr( $text, 1 ) : $text );
	}

	private function parse( $text ) {
		foreach ( explode( '&', $text ) as $part ) {
			if ( '' === $part ) {
				continue;
			}
			$equals        = strpos( $part, '=' );
			$name          = false === $equals ? $part : substr( $part, 0, $equals );
			$value         = false === $equals ? '' : substr( $part, $equals + 1 );
			$this->pairs[] = array( self::decode( $name ), self::decode( $value ) );
		}
	}

	/**
	 * `+` is a space; a valid `%XX` is its byte; bytes that are not UTF-8 become U+FFFD, one
	 * per maximal subpart, as the URL standard's UTF-8 decode counts them (toWellFormed()'s scrub).
	 */
	private static function decode( $text ) {
		return JsString::to_well_formed( rawurldecode( str_replace( '+', ' ', $text ) ) );
	}

	/** The form encoding of one name or value: RFC 3986's, with `+` for a space, `*` kept and `~` encoded. */
	private static function encode( $text ) {
		return str_replace( array( '%20', '%2A', '~' ), array( '+', '*', '%7E' ), rawurlencode( $text ) );
	}

	public function append( $name, $value ) {
		$this->pairs[] = array( Js::str( $name ), Js::str( $value ) );
	}

	/** `delete( name, value? )`: every pair with that name (and that value, when given). */
	public function delete( $name, ...$value ) {
		$name        = Js::str( $name );
		$value       = $value && null !== $value[0] ? Js::str( $value[0] ) : null;
		$this->pairs = array_values(
			array_filter(
				$this->pairs,
				function ( $pair ) use ( $name, $value ) {
					return $pair[0] !== $name || ( null !== $value && $pair[1] !== $value );
				}
			)
		);
	}

	/** The first value of `name`, or null (JavaScript's null). */
	public function get( $name ) {
		$name = Js::str( $name );
		foreach ( $this->pairs as $pair ) {
			if ( $pair[0] === $name ) {
				return $pair[1];
			}
		}
		return null;
	}

	public function get_all( $name ) {
		$name   = Js::str( $name );
		$values = array();
		foreach ( $this->pairs as $pair ) {
			if ( $pair[0] === $name ) {
				$values[] = $pair[1];
			}
		}
		return new JsArray( $values );
	}

	public function has( $name, ...$value ) {
		$name  = Js::str( $name );
		$value = $value && null !== $value[0] ? Js::str( $value[0] ) : null;
		foreach ( $this->pairs as $pair ) {
			if ( $pair[0] === $name && ( null === $value || $pair[1] === $value ) ) {
				return true;
			}
		}
		return false;
	}

	/** `set( name, value )`: the first pair of that name takes the value, the others go; else it is appended. */
	public function set( $name, $value ) {
		$name  = Js::str( $name );
		$value = Js::str( $value );
		$kept  = array();
		$found = false;
		foreach ( $this->pairs as $pair ) {
			if ( $pair[0] !== $name ) {
				$kept[] = $pair;
			} elseif ( ! $found ) {
				$kept[] = array( $name, $value );
				$found  = true;
			}
		}
		if ( ! $found ) {
			$kept[] = array( $name, $value );
		}
		$this->pairs = $kept;
	}

	/** `sort()`: by name in UTF-16 code unit order, stable. */
	public function sort() {
		$order = array_keys( $this->pairs );
		usort(
			$order,
			function ( $a, $b ) {
				$by_name = JsArray::compare_strings( $this->pairs[ $a ][0], $this->pairs[ $b ][0] );
				return 0 !== $by_name ? $by_name : $a - $b;
			}
		);
		$sorted = array();
		foreach ( $order as $i ) {
			$sorted[] = $this->pairs[ $i ];
		}
		$this->pairs = $sorted;
	}

	public function size() {
		return count( $this->pairs );
	}

	public function to_string() {
		$parts = array();
		foreach ( $this->pairs as $pair ) {
			$parts[] = self::encode( $pair[0] ) . '=' . self::encode( $pair[1] );
		}
		return implode( '&', $parts );
	}

	public function __toString() {
		return $this->to_string();
	}

	/** `entries()`, and what for…of and spread walk: [name, value] arrays (a snapshot). */
	public function entries() {
		return new JsArray(
			array_map(
				function ( $pair ) {
					return new JsArray( $pair );
				},
				$this->pairs
			)
		);
	}

	public function iterated() {
		return $this->entries();
	}

	public function keys() {
		return new JsArray( array_column( $this->pairs, 0 ) );
	}

	public function values() {
		return new JsArray( array_column( $this->pairs, 1 ) );
	}

	/** `forEach( ( value, name, params ) => … )`. */
	public function for_each( $callback ) {
		foreach ( $this->pairs as $pair ) {
			$callback( $pair[1], $pair[0], $this );
		}
	}
}
