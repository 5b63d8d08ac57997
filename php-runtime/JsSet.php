<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * A JavaScript Set: values in insertion order, compared with SameValueZero (objects by
 * identity). Same storage as JsMap (see JsMap::identity()).
 */
class JsSet implements \JsonSerializable, \Countable, \IteratorAggregate {
	/** What String( set ) says: [object Set]. */
	const TO_STRING_TAG = 'Set';

	/** @var array<string, mixed> identity => value, in insertion order. */
	protected $values = array();

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
		if ( ! array_key_exists( $id, $this->values ) ) {
			$this->values[ $id ] = is_float( $value ) && 0.0 === $value ? 0 : $value;
		}
		return $this;
	}

	public function has( $value ) {
		return array_key_exists( JsMap::identity( $value ), $this->values );
	}

	public function delete( $value ) {
		$id = JsMap::identity( $value );
		if ( ! array_key_exists( $id, $this->values ) ) {
			return false;
		}
		unset( $this->values[ $id ] );
		return true;
	}

	public function clear() {
		$this->values = array();
	}

	public function size() {
		return count( $this->values );
	}

	/** `set.forEach( ( value, value, set ) => … )`: a Set passes each value as the key too. */
	public function for_each( $callback ) {
		foreach ( $this->values as $value ) {
			$callback( $value, $value, $this );
		}
	}

	public function values() {
		return new JsArray( array_values( $this->values ) );
	}

	public function keys() {
		return $this->values();
	}

	/** [ value, value ] arrays, as Set.prototype.entries gives. */
	public function entries() {
		$out = array();
		foreach ( $this->values as $value ) {
			$out[] = new JsArray( array( $value, $value ) );
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
		return count( $this->values );
	}

	#[\ReturnTypeWillChange]
	public function getIterator() {
		return $this->values()->getIterator();
	}
}
