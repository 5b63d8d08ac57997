<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * A JavaScript Set: values in insertion order, compared with SameValueZero (objects by
 * identity). Same storage as JsMap (see JsMap::identity()), iterated live like it (JsOrder).
 */
class JsSet implements \JsonSerializable, \Countable, \IteratorAggregate {
	use JsOrder; // $entries: identity => value.

	/** What String( set ) says: [object Set]. */
	const TO_STRING_TAG = 'Set';

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
		if ( ! array_key_exists( $id, $this->entries ) ) {
			$this->entries[ $id ] = is_float( $value ) && 0.0 === $value ? 0 : $value;
			$this->place( $id );
		}
		return $this;
	}

	public function has( $value ) {
		return array_key_exists( JsMap::identity( $value ), $this->entries );
	}

	public function delete( $value ) {
		$id = JsMap::identity( $value );
		if ( ! array_key_exists( $id, $this->entries ) ) {
			return false;
		}
		$this->unplace( $id );
		return true;
	}

	public function clear() {
		$this->unplace_all();
	}

	public function size() {
		return count( $this->entries );
	}

	/** `set.forEach( ( value, value, set ) => … )`: a Set passes each value as the key too. Live, like walk() (JsOrder). */
	public function for_each( $callback ) {
		++$this->walking;
		try {
			$version = $this->version;
			foreach ( $this->order as $slot => $id ) {
				if ( null === $id ) {
					continue;
				}
				$value = $this->entries[ $id ];
				$callback( $value, $value, $this );
				if ( $version !== $this->version ) {
					for ( ++$slot; $slot < count( $this->order ); ++$slot ) {
						$id = $this->order[ $slot ];
						if ( null !== $id ) {
							$value = $this->entries[ $id ];
							$callback( $value, $value, $this );
						}
					}
					return;
				}
			}
		} finally {
			$this->end_walk();
		}
	}

	/** What walk() (for…of) yields for a value: the value, or [ value, value ] for 'entries'. */
	protected function item( $value, $what ) {
		return 'entries' === $what ? new JsArray( array( $value, $value ) ) : $value;
	}

	public function values() {
		return new JsArray( array_values( $this->entries ) );
	}

	public function keys() {
		return $this->values();
	}

	/** [ value, value ] arrays, as Set.prototype.entries gives. */
	public function entries() {
		$out = array();
		foreach ( $this->entries as $value ) {
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
		return count( $this->entries );
	}

	#[\ReturnTypeWillChange]
	public function getIterator() {
		return $this->values()->getIterator();
	}
}
