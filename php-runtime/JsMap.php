<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * A JavaScript Map: entries in insertion order, keys compared with SameValueZero.
 *
 * A PHP array keeps insertion order, so the entries live in one array indexed by a
 * string that identifies the key: its type and value for strings, numbers (1 and 1.0
 * are one key, NaN equals NaN, -0 is 0), booleans and null; the object's id for
 * objects and arrays (identity, as in JavaScript; the entry holds the object, so the
 * id is not reused while the entry exists). undefined and null are one key (PHP null).
 * forEach and for…of (over the map, keys(), values() or entries()) walk it live (JsOrder);
 * spread, Array.from and keys() … used as values take a snapshot, which their consumers
 * cannot tell apart.
 */
class JsMap implements \JsonSerializable, \Countable, \IteratorAggregate {
	use JsOrder; // $entries: identity => [ key, value, slot ].

	/** What String( map ) says: [object Map]. */
	const TO_STRING_TAG = 'Map';

	/** Where an entry holds its value and its slot (JsOrder). */
	const VALUE_AT = 1;
	const SLOT_AT  = 2;

	/** `new Map( entries )`: an array (or Map) of [ key, value ] pairs, or nothing. */
	public function __construct( $entries = null ) {
		if ( null === $entries ) {
			return;
		}
		foreach ( Js::iterable( $entries )->items as $entry ) {
			if ( $entry instanceof JsArray ) {
				$this->set( isset( $entry->items[0] ) ? $entry->items[0] : null, isset( $entry->items[1] ) ? $entry->items[1] : null );
			} else {
				Js::raise( new JsTypeError( 'Iterator value ' . Js::str( $entry ) . ' is not an entry object' ) );
			}
		}
	}

	/** The string that stands for a key in the entries array (SameValueZero). */
	public static function identity( $key ) {
		if ( is_string( $key ) ) {
			return 's' . $key;
		}
		if ( is_int( $key ) ) {
			return 'n' . $key;
		}
		if ( is_float( $key ) ) {
			if ( is_nan( $key ) ) {
				return 'nNaN';
			}
			if ( floor( $key ) === $key && abs( $key ) < 9007199254740992 ) {
				return 'n' . (int) $key;
			}
			return 'n' . Js::number_to_string( $key );
		}
		if ( is_bool( $key ) ) {
			return $key ? 'true' : 'false';
		}
		if ( null === $key ) {
			return 'null';
		}
		return 'o' . spl_object_id( $key );
	}

	public function get( $key ) {
		$id = self::identity( $key );
		return isset( $this->entries[ $id ] ) ? $this->entries[ $id ][1] : null;
	}

	/**
	 * get() of a key the checker types as a string: its identity is 's' and the text, without
	 * identity()'s call (a hot `counts.get( word )` pays one call, not two). A key that is not
	 * a string after all (`word[0]` of an empty word is undefined) takes get().
	 */
	public function get_string( $key ) {
		if ( ! is_string( $key ) ) {
			return $this->get( $key );
		}
		$id = 's' . $key;
		return isset( $this->entries[ $id ] ) ? $this->entries[ $id ][1] : null;
	}

	/** set() of a key the checker types as a string (see get_string()). */
	public function set_string( $key, $value ) {
		if ( ! is_string( $key ) ) {
			return $this->set( $key, $value );
		}
		$id = 's' . $key;
		if ( isset( $this->entries[ $id ] ) ) {
			$this->entries[ $id ][1] = $value;
			++$this->version; // a walk's foreach holds the old values
		} else {
			$this->place( $id, array( $key, $value ) );
		}
		return $this;
	}

	/** `map.set( key, value )`: a new key goes last, an existing one keeps its place. */
	public function set( $key, $value ) {
		$id = self::identity( $key );
		if ( isset( $this->entries[ $id ] ) ) {
			$this->entries[ $id ][1] = $value;
			++$this->version; // a walk's foreach holds the old values
		} else {
			$this->place( $id, array( is_float( $key ) && 0.0 === $key ? 0 : $key, $value ) );
		}
		return $this;
	}

	public function keys() {
		$out = array();
		foreach ( $this->entries as $entry ) {
			$out[] = $entry[0];
		}
		return new JsArray( $out );
	}

	public function values() {
		$out = array();
		foreach ( $this->entries as $entry ) {
			$out[] = $entry[1];
		}
		return new JsArray( $out );
	}

	/** [ key, value ] arrays: what for…of, spread and Array.from see. */
	public function entries() {
		$out = array();
		foreach ( $this->entries as $entry ) {
			$out[] = new JsArray( array( $entry[0], $entry[1] ) );
		}
		return new JsArray( $out );
	}

	/** `Map.groupBy( items, key )`: the items under the key the callback gives, keys in first-seen order. */
	public static function group_by( $items, $callback ) {
		$map = new self();
		$i   = 0;
		foreach ( Js::iterable( $items )->items as $item ) {
			$key   = $callback( $item, $i++ );
			$group = $map->get( $key );
			if ( null === $group ) {
				$group = new JsArray();
				$map->set( $key, $group );
			}
			$group->items[] = $item;
		}
		return $map;
	}

	/** What for…of, spread, Array.from and Object.fromEntries walk (Js::iterable()). */
	public function iterated() {
		return $this->entries();
	}

	/** For a WordPress function: an associative array, keys as String( key ). */
	public function to_php_array() {
		$out = array();
		foreach ( $this->entries as $entry ) {
			$out[ Js::str( $entry[0] ) ] = $entry[1];
		}
		return (object) $out;
	}

	#[\ReturnTypeWillChange]
	public function jsonSerialize() {
		return new \stdClass(); // JSON.stringify( map ) is {}: a Map has no own enumerable properties.
	}

	#[\ReturnTypeWillChange]
	public function count() {
		return count( $this->entries );
	}

	#[\ReturnTypeWillChange]
	public function getIterator() {
		return $this->entries()->getIterator();
	}
}
