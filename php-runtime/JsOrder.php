<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * Live iteration for JsMap and JsSet, as JavaScript's iterators see it: a walk visits
 * entries added during it, skips deleted ones it has not reached, sees a deleted and
 * re-added key again at the end, and after clear() goes on with what is added next.
 *
 * $entries (id => entry, in insertion order) serves lookups; $order numbers the entries
 * by slot, with a hole where one was deleted, so a walk is an index that survives
 * changes. The slots are renumbered (holes dropped) only when no walk is under way.
 * A walk runs a plain foreach over $order (as fast as the old snapshot) until $version
 * says the loop body added or deleted something, then goes on slot by slot on the live
 * list. PHP's own by-reference foreach is not used: it loses entries appended after the
 * last one is deleted under it.
 */
trait JsOrder {
	/** @var array<string, mixed> identity (JsMap::identity()) => entry, in insertion order. */
	protected $entries = array();

	/** @var array<int, string|null> slot => identity; null where an entry was deleted. */
	protected $order = array();

	/** @var array<string, int> identity => slot. */
	protected $slots = array();

	/** @var int The walks under way (generators and forEach calls). */
	protected $walking = 0;

	/** @var int Bumped by every addition and deletion, so a walk knows to go live. */
	protected $version = 0;

	/** A new entry goes last. */
	protected function place( $id ) {
		$this->slots[ $id ] = count( $this->order );
		$this->order[]      = $id;
		++$this->version;
	}

	/** A deleted entry leaves a hole that walks skip. */
	protected function unplace( $id ) {
		$this->order[ $this->slots[ $id ] ] = null;
		unset( $this->slots[ $id ], $this->entries[ $id ] );
		++$this->version;
		if ( 0 === $this->walking && count( $this->order ) > 2 * count( $this->slots ) + 8 ) {
			$this->compact();
		}
	}

	/** clear(): during a walk every slot becomes a hole, so the walk goes on with new entries. */
	protected function unplace_all() {
		$this->entries = array();
		$this->slots   = array();
		$this->order   = $this->walking ? array_fill( 0, count( $this->order ), null ) : array();
		++$this->version;
	}

	/** Drops the holes (callers check that they outnumber the entries and no walk is under way). */
	protected function compact() {
		$this->order = array_keys( $this->slots );
		$this->slots = array_flip( $this->order );
	}

	/**
	 * What for…of visits, live (see above): the items item() makes of each entry. One
	 * generator for JsMap and JsSet; forEach runs the same loop inline with its callback.
	 */
	public function walk( $what = null ) {
		++$this->walking;
		try {
			$version = $this->version;
			foreach ( $this->order as $slot => $id ) {
				if ( null === $id ) {
					continue;
				}
				yield $this->item( $this->entries[ $id ], $what );
				if ( $version !== $this->version ) {
					// The loop body added or deleted: go on slot by slot on the live list.
					for ( ++$slot; $slot < count( $this->order ); ++$slot ) {
						$id = $this->order[ $slot ];
						if ( null !== $id ) {
							yield $this->item( $this->entries[ $id ], $what );
						}
					}
					return;
				}
			}
		} finally {
			$this->end_walk();
		}
	}

	/** The end of a walk (in a finally, so a loop left by break, return or throw counts). */
	protected function end_walk() {
		if ( 0 === --$this->walking && count( $this->order ) > 2 * count( $this->slots ) + 8 ) {
			$this->compact();
		}
	}
}
