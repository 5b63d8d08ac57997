<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * A JavaScript Set: values in insertion order, compared with SameValueZero (objects by
 * identity). Same storage as JsMap (see JsMap::identity()), iterated live like it (JsOrder).
 */
class JsSet implements \JsonSerializable, \Countable, \IteratorAggregate {
	use JsOrder; // $entries: identity => [ value, slot ].

	/** What String( set ) says: [object Set]. */
	const TO_STRING_TAG = 'Set';

	/** Where an entry holds its value and its slot (JsOrder): a Set's key is its value. */
	const VALUE_AT = 0;
	const SLOT_AT  = 1;

	/** `new Set( values )`: an array, a string (its characters), a Set or a Map, or nothing. */
	public function __construct( $values = null ) {
		if ( null === $values ) {
			return;
		}
		foreach ( Js::iterable( $values )->items as $value ) {
			$this->add( $value );
		}
	}

	public function add( $value ) {
		$id = JsMap::identity( $value );
		if ( ! isset( $this->entries[ $id ] ) ) {
			$this->place( $id, array( is_float( $value ) && 0.0 === $value ? 0 : $value ) );
		}
		return $this;
	}

	/** add() of a value the checker types as a string (see JsMap::get_string()). */
	public function add_string( $value ) {
		if ( ! is_string( $value ) ) {
			return $this->add( $value );
		}
		$id = 's' . $value;
		if ( ! isset( $this->entries[ $id ] ) ) {
			$this->place( $id, array( $value ) );
		}
		return $this;
	}

	public function values() {
		$out = array();
		foreach ( $this->entries as $entry ) {
			$out[] = $entry[0];
		}
		return new JsArray( $out );
	}

	public function keys() {
		return $this->values();
	}

	/** [ value, value ] arrays, as Set.prototype.entries gives. */
	public function entries() {
		$out = array();
		foreach ( $this->entries as $entry ) {
			$out[] = new JsArray( array( $entry[0], $entry[0] ) );
		}
		return new JsArray( $out );
	}

	/** What for…of, spread and Array.from walk (Js::iterable()). */
	public function iterated() {
		return $this->values();
	}

	/** For a WordPress function: a list. */
	public function to_php_array() {
		return $this->values();
	}

	#[\ReturnTypeWillChange]
	public function jsonSerialize() {
		return new \stdClass(); // JSON.stringify( set ) is {}.
	}

	#[\ReturnTypeWillChange]
	public function count() {
		return count( $this->entries );
	}

	#[\ReturnTypeWillChange]
	public function getIterator() {
		return $this->values()->getIterator();
	}
}
