<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * Live iteration for JsMap and JsSet, as JavaScript's iterators see it: a walk visits
 * entries added during it, skips deleted ones it has not reached, sees a deleted and
 * re-added key again at the end, and after clear() goes on with what is added next.
 *
 * $entries (identity => [ …, slot ], in insertion order) serves lookups and the common
 * walk; $order numbers the entries by slot, with a hole where one was deleted, so a walk
 * can go on by index however the loop body changes the collection. A walk runs a plain
 * foreach over $entries (no lookups) until $version says the loop body changed something,
 * then goes on slot by slot on the live $order. The slots are renumbered
 * (holes dropped) only when no walk is under way. PHP's own by-reference foreach is not
 * used: it loses entries appended after the last one is deleted under it.
 */
trait JsOrder {
	/**
	 * @var array<string, array> identity (JsMap::identity()) => entry: [ key, value, slot ]
	 * in a JsMap, [ value, slot ] in a JsSet (the class's VALUE_AT and SLOT_AT).
	 */
	protected $entries = array();

	/** @var array<int, string|null> slot => identity; null where an entry was deleted. */
	protected $order = array();

	/** @var int The walks under way (generators and forEach calls). */
	protected $walking = 0;

	/** @var int Bumped by every change (JsMap::set() of a present key too), so a walk knows to go live. */
	protected $version = 0;

	/** Whether a key (a Set's value) is present: SameValueZero, objects by identity. */
	public function has( $key ) {
		return isset( $this->entries[ JsMap::identity( $key ) ] );
	}

	/** has() of a key (a Set's value) the checker types as a string, not one after all included (see JsMap::get_string()). */
	public function has_string( $key ) {
		return isset( $this->entries[ is_string( $key ) ? 's' . $key : JsMap::identity( $key ) ] );
	}

	/** Removes a key (a Set's value); false when it was not there. */
	public function delete( $key ) {
		$id = JsMap::identity( $key );
		if ( ! isset( $this->entries[ $id ] ) ) {
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

	/** Adds an entry last: `$entry` without its slot. */
	protected function place( $id, array $entry ) {
		$entry[]              = count( $this->order );
		$this->entries[ $id ] = $entry;
		$this->order[]        = $id;
		++$this->version;
	}

	/** A deleted entry leaves a hole that walks skip. */
	protected function unplace( $id ) {
		$this->order[ $this->entries[ $id ][ static::SLOT_AT ] ] = null;
		unset( $this->entries[ $id ] );
		++$this->version;
		if ( 0 === $this->walking && count( $this->order ) > 2 * count( $this->entries ) + 8 ) {
			$this->compact();
		}
	}

	/** clear(): during a walk every slot becomes a hole, so the walk goes on with new entries. */
	protected function unplace_all() {
		$this->entries = array();
		$this->order   = $this->walking ? array_fill( 0, count( $this->order ), null ) : array();
		++$this->version;
	}

	/** Drops the holes: the entries are renumbered in order. */
	protected function compact() {
		$this->order = array_keys( $this->entries );
		foreach ( $this->order as $slot => $id ) {
			$this->entries[ $id ][ static::SLOT_AT ] = $slot;
		}
	}

	/** The end of a walk (in a finally, so a loop left by break, return or throw counts). */
	protected function end_walk() {
		if ( 0 === --$this->walking && count( $this->order ) > 2 * count( $this->entries ) + 8 ) {
			$this->compact();
		}
	}

	/**
	 * What for…of visits, live: 'keys', 'values' or 'entries' ([ key, value ] arrays; a
	 * Set's key is its value). With $pairs, key => value instead (for a `[ k, v ]` head: no
	 * array per entry).
	 */
	public function walk( $what, $pairs = false ) {
		++$this->walking;
		try {
			$at      = 'keys' === $what ? 0 : static::VALUE_AT;
			$value   = static::VALUE_AT;
			$arrays  = ! $pairs && 'entries' === $what;
			$version = $this->version;
			foreach ( $this->entries as $entry ) {
				if ( $pairs ) {
					yield $entry[0] => $entry[ $value ];
				} elseif ( $arrays ) {
					yield new JsArray( array( $entry[0], $entry[ $value ] ) );
				} else {
					yield $entry[ $at ];
				}
				if ( $version !== $this->version ) {
					// The loop body changed the collection: go on slot by slot on the live list.
					for ( $slot = $entry[ static::SLOT_AT ] + 1, $count = count( $this->order ); $slot < $count; ++$slot, $count = count( $this->order ) ) {
						$id = $this->order[ $slot ];
						if ( null === $id ) {
							continue;
						}
						$entry = $this->entries[ $id ];
						if ( $pairs ) {
							yield $entry[0] => $entry[ $value ];
						} elseif ( $arrays ) {
							yield new JsArray( array( $entry[0], $entry[ $value ] ) );
						} else {
							yield $entry[ $at ];
						}
					}
					return;
				}
			}
		} finally {
			$this->end_walk();
		}
	}

	/** `forEach( ( value, key, collection ) => … )`, live like walk(). */
	public function for_each( $callback ) {
		++$this->walking;
		try {
			$value   = static::VALUE_AT;
			$version = $this->version;
			foreach ( $this->entries as $entry ) {
				$callback( $entry[ $value ], $entry[0], $this );
				if ( $version !== $this->version ) {
					for ( $slot = $entry[ static::SLOT_AT ] + 1, $count = count( $this->order ); $slot < $count; ++$slot, $count = count( $this->order ) ) {
						$id = $this->order[ $slot ];
						if ( null !== $id ) {
							$entry = $this->entries[ $id ];
							$callback( $entry[ $value ], $entry[0], $this );
						}
					}
					return;
				}
			}
		} finally {
			$this->end_walk();
		}
	}
}
