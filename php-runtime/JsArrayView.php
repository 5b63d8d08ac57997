<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * What `a.keys()`, `a.values()` and `a.entries()` return: an array whose items are read
 * from the source array on every access, so a for-of loop over it sees elements the loop
 * body pushes or changes, as JavaScript's array iterators do. The compiler allows these
 * only where the iterator is iterated (for-of, spread, Array.from), so nothing writes to it.
 */
final class JsArrayView extends JsArray {
	/** @var JsArray */
	private $source;

	/** @var string 'keys', 'values' or 'entries'. */
	private $kind;

	/** @var array|null The source items the cache was computed from. */
	private $seen = null;

	/** @var array */
	private $cache = array();

	public function __construct( JsArray $source, $kind ) {
		parent::__construct();
		// With the declared property unset, every read of ->items goes through __get().
		unset( $this->items );
		$this->source = $source;
		$this->kind   = $kind;
	}

	public function __get( $name ) {
		if ( 'items' !== $name ) {
			return null;
		}
		$items = $this->source->items;
		if ( 'values' === $this->kind ) {
			return $items;
		}
		// An unchanged source shares its array with $seen, which === finds at once.
		if ( null !== $this->seen && $items === $this->seen ) {
			return $this->cache;
		}
		$out = array();
		foreach ( $items as $i => $item ) {
			$out[] = 'keys' === $this->kind ? $i : new JsArray( array( $i, $item ) );
		}
		$this->seen  = $items;
		$this->cache = $out;
		return $out;
	}

	public function __isset( $name ) {
		return 'items' === $name;
	}
}
