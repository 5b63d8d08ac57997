<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * A JavaScript array: a PHP list behind an object handle, so that two variables that
 * hold "the same array" see each other's changes, as in JavaScript.
 */
final class JsArray implements \JsonSerializable, \Countable, \IteratorAggregate {
	/** @var array The elements, always a list (keys 0..n-1). */
	public $items;

	public function __construct( array $items = array() ) {
		$this->items = $items;
	}

	#[\ReturnTypeWillChange]
	public function jsonSerialize() {
		return $this->items;
	}

	#[\ReturnTypeWillChange]
	public function count() {
		return count( $this->items );
	}

	#[\ReturnTypeWillChange]
	public function getIterator() {
		return new \ArrayIterator( $this->items );
	}
}
