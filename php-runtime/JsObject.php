<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * JavaScript's Object functions on JS values (\stdClass objects, JsArray arrays).
 *
 * Key order follows JavaScript: keys that are array indexes ("0", "1", … up to
 * 2^32 - 2, no leading zeros) come first in ascending order, then the other keys in
 * insertion order. A \stdClass keeps plain insertion order, so every enumeration goes
 * through own_keys().
 */
final class JsObject {
	/** @var \SplObjectStorage|null The objects and arrays Object.freeze() was given in this request. */
	private static $frozen = null;

	/**
	 * `Object.freeze( value )`: marks the object or array (for Object.isFrozen) and returns it.
	 * Nothing can write through the `Readonly<T>` it returns (the checker rejects that), and the
	 * compiler freezes only fresh literals, so no other name can write to it either.
	 */
	public static function freeze( $value ) {
		if ( is_object( $value ) ) {
			self::$frozen = self::$frozen ? self::$frozen : new \SplObjectStorage();
			// offsetSet()/isset(): attach() and contains() are deprecated in PHP 8.5.
			self::$frozen[ $value ] = true;
		}
		return $value;
	}

	/** `Object.isFrozen( value )`: a primitive is frozen, an object or array once it was given to freeze(). */
	public static function is_frozen( $value ) {
		return ! is_object( $value ) || ( null !== self::$frozen && isset( self::$frozen[ $value ] ) );
	}

	/** True when a property key is an array index, which JavaScript enumerates first. */
	public static function is_array_index( $key ) {
		$key = (string) $key;
		if ( '' === $key ) {
			return false;
		}
		$first = ord( $key[0] );
		if ( $first < 48 || $first > 57 ) {
			return false;
		}
		if ( '0' === $key ) {
			return true;
		}
		return 48 !== $first && strlen( $key ) <= 10 && preg_match( '/^[0-9]+$/', $key ) && (float) $key <= 4294967294;
	}

	/** The own keys of a \stdClass (or other PHP object) as strings, in JavaScript's order. */
	public static function own_keys( $subject ) {
		$indexes = array();
		$names   = array();
		foreach ( $subject as $key => $unused ) {
			$key   = (string) $key;
			$first = '' === $key ? 0 : ord( $key[0] ); // PHP 8.5 deprecates ord() of a string that is not one byte.
			if ( $first >= 0x30 && $first <= 0x39 && self::is_array_index( $key ) ) { // A call only for keys starting with a digit.
				$indexes[] = $key;
			} else {
				$names[] = $key;
			}
		}
		if ( ! $indexes ) {
			return $names;
		}
		// Canonical index strings order numerically by length, then by digits.
		usort(
			$indexes,
			function ( $a, $b ) {
				$by_length = strlen( $a ) - strlen( $b );
				return 0 !== $by_length ? $by_length : strcmp( $a, $b );
			}
		);
		return array_merge( $indexes, $names );
	}

	/**
	 * A class instance's own properties as `{ ...o }` and JSON see them: public fields, a
	 * TS2WP_OPTIONAL null as $undefined (JsUndefined for a copy; JSON passes a value of its
	 * own to leave out, so a plugin that never copies an instance does not ship JsUndefined).
	 */
	public static function instance_fields( $value, $undefined ) {
		$class    = get_class( $value );
		$optional = defined( $class . '::TS2WP_OPTIONAL' ) ? constant( $class . '::TS2WP_OPTIONAL' ) : array();
		$fields   = array();
		foreach ( self::own_keys( $value ) as $key ) {
			$item           = $value->{ $key };
			$fields[ $key ] = null === $item && in_array( $key, $optional, true ) ? $undefined : $item;
		}
		return $fields;
	}

	/**
	 * [ key, value ] pairs of any value, as Object.entries() sees them (keys are strings); a
	 * property holding undefined gives null, or JsUndefined with $undefined (a copy keeps it).
	 */
	private static function pairs( $value, $what, $undefined = false ) {
		if ( null === $value ) {
			throw new \TypeError( 'Cannot convert undefined or null to object' );
		}
		$pairs = array();
		if ( $value instanceof JsArray ) {
			foreach ( $value->items as $i => $item ) {
				$pairs[] = array( (string) $i, $item );
			}
		} elseif ( is_string( $value ) ) {
			foreach ( JsArray::code_points( $value ) as $i => $char ) {
				if ( strlen( $char ) > 3 ) {
					Js::raise( new \Error( "ts2wp: $what of a string with characters above U+FFFF is not supported." ) );
				}
				$pairs[] = array( (string) $i, $char );
			}
		} elseif ( Js::is_app_object( $value ) ) {
			foreach ( self::instance_fields( $value, JsUndefined::value() ) as $key => $item ) {
				$pairs[] = array( (string) $key, $undefined || ! $item instanceof JsUndefined ? $item : null );
			}
		} elseif ( is_object( $value ) && ! $value instanceof \Closure ) {
			foreach ( self::own_keys( $value ) as $key ) {
				$pairs[] = array( $key, $undefined && $value->{ $key } instanceof JsUndefined ? $value->{ $key } : Js::field( $value, $key ) );
			}
		}
		return $pairs;
	}

	/** `Object.keys( value )`. */
	public static function keys( $value ) {
		if ( $value instanceof \stdClass ) {
			return new JsArray( self::own_keys( $value ) ); // A plain object's keys, without the pairs.
		}
		$out = array();
		foreach ( self::pairs( $value, 'Object.keys()' ) as $pair ) {
			$out[] = $pair[0];
		}
		return new JsArray( $out );
	}

	/**
	 * The values (or [ key, value ] entries) of a plain object in one pass, or null when a
	 * key starts with a digit (an index key, which JavaScript puts first: pairs() sorts).
	 * Otherwise PHP's property order is JavaScript's insertion order.
	 */
	private static function plain_values( \stdClass $value, $entries ) {
		$out = array();
		foreach ( $value as $key => $item ) {
			if ( is_int( $key ) || ( '' !== $key && $key[0] >= '0' && $key[0] <= '9' ) ) {
				return null;
			}
			if ( is_array( $item ) ) { // As field() reads it: the list becomes the object's JsArray.
				$item            = JsArray::lift( $item );
				$value->{ $key } = $item;
			} elseif ( $item instanceof JsUndefined ) {
				$item = null;
			}
			$out[] = $entries ? new JsArray( array( $key, $item ) ) : $item;
		}
		return $out;
	}

	/** `Object.values( value )`. */
	public static function values( $value ) {
		if ( $value instanceof \stdClass ) {
			$out = self::plain_values( $value, false );
			if ( null !== $out ) {
				return new JsArray( $out );
			}
		}
		$out = array();
		foreach ( self::pairs( $value, 'Object.values()' ) as $pair ) {
			$out[] = $pair[1];
		}
		return new JsArray( $out );
	}

	/** `Object.entries( value )`: [ key, value ] arrays. */
	public static function entries( $value ) {
		if ( $value instanceof \stdClass ) {
			$out = self::plain_values( $value, true );
			if ( null !== $out ) {
				return new JsArray( $out );
			}
		}
		$out = array();
		foreach ( self::pairs( $value, 'Object.entries()' ) as $pair ) {
			$out[] = new JsArray( $pair );
		}
		return new JsArray( $out );
	}

	/** `Object.fromEntries( entries )`: an array of [ key, value ] arrays, or a Map. */
	public static function from_entries( $entries ) {
		if ( is_object( $entries ) && method_exists( $entries, 'iterated' ) ) {
			$entries = $entries->iterated(); // A Map's [ key, value ] entries.
		}
		if ( ! $entries instanceof JsArray ) {
			Js::raise( new \TypeError( Js::str( $entries ) . ' is not iterable' ) );
		}
		$out = new \stdClass();
		foreach ( $entries->items as $entry ) {
			if ( $entry instanceof JsArray ) {
				$key   = isset( $entry->items[0] ) ? $entry->items[0] : null;
				$value = isset( $entry->items[1] ) ? $entry->items[1] : null;
			} elseif ( $entry instanceof \stdClass ) {
				$key   = Js::field( $entry, '0' );
				$value = Js::field( $entry, '1' );
			} else {
				Js::raise( new \TypeError( 'Iterator value ' . Js::str( $entry ) . ' is not an entry object' ) );
			}
			$out->{ Js::str( $key ) } = $value;
		}
		return $out;
	}

	/** `Object.groupBy( items, key )`: the items under String( key ), groups in first-seen order. */
	public static function group_by( $items, $callback ) {
		$out = new \stdClass();
		$i   = 0;
		foreach ( Js::iterable( $items )->items as $item ) {
			$key = Js::str( $callback( $item, $i++ ) );
			if ( ! isset( $out->{ $key } ) ) {
				$out->{ $key } = new JsArray();
			}
			$out->{ $key }->items[] = $item;
		}
		return $out;
	}

	/** `Object.assign( target, ...sources )`: copies own keys onto target and returns it. */
	public static function assign( $target, ...$sources ) {
		if ( null === $target ) {
			throw new \TypeError( 'Cannot convert undefined or null to object' );
		}
		// An instance of a translated class takes its declared public fields; PHP cannot add others.
		$fields = null;
		if ( ! $target instanceof \stdClass ) {
			if ( ! Js::is_app_object( $target ) ) {
				throw new \Error( 'ts2wp: Object.assign() needs a plain object or an instance of a class as its target.' );
			}
			$fields = get_object_vars( $target ); // From outside the class: its public fields.
		}
		foreach ( $sources as $source ) {
			if ( null === $source ) {
				continue;
			}
			foreach ( self::pairs( $source, 'Object.assign()', true ) as $pair ) {
				if ( null !== $fields && ! array_key_exists( $pair[0], $fields ) ) {
					Js::raise( new \TypeError( sprintf( "ts2wp: Object.assign() cannot add '%s' to an instance of a class; declare it as a public field of the class.", $pair[0] ) ) );
				}
				$target->{ $pair[0] } = $pair[1];
			}
		}
		return $target;
	}

	/** `Object.hasOwn( value, key )` and `value.hasOwnProperty( key )`. */
	public static function has_own( $value, $key ) {
		if ( null === $value ) {
			throw new \TypeError( 'Cannot convert undefined or null to object' );
		}
		$key = Js::str( $key );
		if ( $value instanceof JsArray ) {
			return 'length' === $key || ( self::is_array_index( $key ) && (float) $key < count( $value->items ) );
		}
		if ( is_string( $value ) ) {
			return 'length' === $key || ( self::is_array_index( $key ) && (float) $key < JsString::length( $value ) );
		}
		if ( is_object( $value ) && ! $value instanceof \Closure ) {
			return property_exists( $value, $key );
		}
		return false;
	}
}
