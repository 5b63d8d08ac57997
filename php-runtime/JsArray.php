<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * A JavaScript array: a PHP list behind an object handle, so that two variables that
 * hold "the same array" see each other's changes, as in JavaScript.
 *
 * The methods are Array.prototype's, with JavaScript's argument handling (negative
 * indexes count from the end, missing numbers are 0, NaN is 0). Callbacks are PHP
 * callables called as `( $value, $index, $array )`. An array never has holes: a method
 * whose JavaScript result would have one is not offered by the compiler.
 */
class JsArray implements \JsonSerializable, \Countable, \IteratorAggregate {
	/** The lead bytes of UTF-8 characters above U+FFFF. */
	const ASTRAL_LEADS = "\xF0\xF1\xF2\xF3\xF4";

	/**
	 * The lead bytes of U+E000..U+10FFFF: strcmp() orders two strings as compare_strings() does
	 * when either has none of them (they differ only where the first difference is a character
	 * above U+FFFF against one of U+E000..U+FFFF, which UTF-16 orders the other way round).
	 */
	const ORDER_LEADS = "\xEE\xEF\xF0\xF1\xF2\xF3\xF4";

	/** @var array The elements, always a list (keys 0..n-1). */
	public $items;

	/**
	 * @var bool While sort() runs a comparator it was asked to check for ($plain_check):
	 * whether every value sorted is a string without ORDER_LEADS bytes, so that strcmp()
	 * orders any two of them as compare_strings() does. False elsewhere.
	 */
	public static $plain_order = false;

	/**
	 * Bytes an element may take in a list PHP grows by doubling: twice the 16 (PHP 8.2+) or
	 * 32 bytes measured, for Js::check_memory() before a list sized by data is built.
	 */
	const ELEMENT_BYTES = PHP_VERSION_ID >= 80200 ? 32 : 64;

	/** The same for a list of one-character strings (a string split by character). */
	const CHAR_ELEMENT_BYTES = PHP_VERSION_ID >= 80200 ? 80 : 112;

	public function __construct( array $items = array() ) {
		$this->items = $items;
	}

	/** A list an object held plainly (Js::field()) as a JsArray; lists directly inside it too (JSON.parse()'s `[[1], [2]]`). */
	public static function lift( array $items ) {
		foreach ( $items as $i => $item ) {
			if ( is_array( $item ) ) {
				$items[ $i ] = self::lift( $item );
			}
		}
		return new JsArray( $items );
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

	// ---------------------------------------------------------------------------------
	// Construction: Array.of, Array.from, new Array(n).

	/** `Array.of( ...items )`. */
	public static function of( ...$items ) {
		return new self( $items );
	}

	/**
	 * `Array.from( source, map )`: an array (copied), a string (split by code point), or
	 * an array-like object (`{ length: n }`, reading `obj[0]`…); map is called as ( value, index ).
	 */
	public static function from( $source, $map = null ) {
		if ( null === $source ) {
			throw new \TypeError( 'Array.from requires an array-like object - not null or undefined' );
		}
		if ( $source instanceof self ) {
			$items = $source->items;
		} elseif ( is_string( $source ) ) {
			$items = self::code_points( $source );
		} elseif ( is_object( $source ) && method_exists( $source, 'iterated' ) ) {
			$items = $source->iterated()->items; // A Map or a Set.
		} elseif ( $source instanceof \stdClass ) {
			$length = self::array_length( $source->length ?? null );
			$items  = array();
			if ( 1 === count( get_object_vars( $source ) ) ) {
				// `{ length: n }` alone, as `Array.from( { length: n }, fn )` builds a list: n undefined.
				$items = $length > 0 ? array_fill( 0, $length, null ) : array();
			}
			for ( $i = count( $items ); $i < $length; $i++ ) {
				$items[] = Js::field( $source, $i );
			}
		} else {
			$items = array(); // Numbers and booleans have no length.
		}
		if ( null !== $map ) {
			Js::function_value( $map, null );
			$count = count( $items );
			for ( $i = 0; $i < $count; $i++ ) { // Not foreach: writing while it holds $items would copy the list.
				$items[ $i ] = $map( $items[ $i ], $i );
			}
		}
		return new self( $items );
	}

	/**
	 * `Array.from( { length: n }, map )` of that literal (the compiler writes it so): n
	 * undefined, mapped, without making the object and asking it which keys it has.
	 */
	public static function from_length( $length, $map = null ) {
		$length = self::array_length( $length );
		$items  = $length > 0 ? array_fill( 0, $length, null ) : array();
		if ( null !== $map ) {
			Js::function_value( $map, null );
			for ( $i = 0; $i < $length; $i++ ) {
				$items[ $i ] = $map( null, $i );
			}
		}
		return new self( $items );
	}

	/** An array-like's `length` as Array.from reads it: ToLength, then a RangeError past 2^32 - 1. */
	private static function array_length( $value ) {
		if ( is_int( $value ) && $value >= 0 && $value < 16384 ) {
			return $value; // The common case: a count too small for check_memory() to weigh.
		}
		$length = null === $value ? 0 : self::to_length( $value );
		if ( $length > 4294967295 ) {
			throw new JsRangeError( 'Invalid array length' );
		}
		Js::check_memory( $length * self::ELEMENT_BYTES, 'Invalid array length' );
		return $length;
	}

	/**
	 * `new Array( n )` as the receiver of `.fill( value )` (the only use the compiler
	 * allows, since the array would otherwise have holes): n elements, each null.
	 */
	public static function of_length( $length ) {
		$n = Js::to_number( $length );
		if ( ! ( is_int( $n ) || ( is_float( $n ) && floor( $n ) === $n ) ) || $n < 0 || $n > 4294967295 ) {
			throw new JsRangeError( 'Invalid array length' );
		}
		Js::check_memory( $n * self::ELEMENT_BYTES, 'Invalid array length' );
		return new self( $n > 0 ? array_fill( 0, (int) $n, null ) : array() );
	}

	/** A string's code points, as Array.from and `[...string]` give them. */
	public static function code_points( $text ) {
		if ( '' === $text ) {
			return array();
		}
		if ( strlen( $text ) * self::CHAR_ELEMENT_BYTES >= 1048576 ) { // A long string: count its characters (not its continuation bytes).
			Js::check_memory( ( strlen( $text ) - preg_match_all( '/[\x80-\xBF]/', $text ) ) * self::CHAR_ELEMENT_BYTES, 'Invalid array length' );
		}
		$parts = preg_split( '//u', $text, -1, PREG_SPLIT_NO_EMPTY );
		return false === $parts ? str_split( $text ) : $parts;
	}

	// ---------------------------------------------------------------------------------
	// Length and in-place changes.

	/** `a.length`. */
	public function length() {
		return count( $this->items );
	}

	/**
	 * `a.length = n`: shortens the array. Growing it would create holes, which a JsArray
	 * cannot hold, so that throws.
	 */
	public function set_length( $length ) {
		$n = Js::to_number( $length );
		if ( ! ( is_int( $n ) || ( is_float( $n ) && floor( $n ) === $n ) ) || $n < 0 || $n > 4294967295 ) {
			throw new JsRangeError( 'Invalid array length' );
		}
		if ( $n > count( $this->items ) ) {
			throw new \Error( 'ts2wp: setting an array\'s length above its size would create holes; use push() or fill() instead.' );
		}
		$this->items = array_slice( $this->items, 0, (int) $n );
		return $length;
	}

	/** `a.push( ...items )`: the new length. */
	public function push( ...$values ) {
		foreach ( $values as $value ) {
			$this->items[] = $value;
		}
		return count( $this->items );
	}

	/** `a.pop()`: the last element, or undefined (null) when empty. */
	public function pop() {
		return array_pop( $this->items );
	}

	/** `a.shift()`: the first element, or undefined (null) when empty. */
	public function shift() {
		return array_shift( $this->items );
	}

	/** `a.unshift( ...items )`: the new length. */
	public function unshift( ...$values ) {
		if ( $values ) {
			$this->items = array_merge( $values, $this->items );
		}
		return count( $this->items );
	}

	/** `a.splice( start, deleteCount, ...items )`: the removed elements; the arity matters. */
	public function splice( ...$args ) {
		$len = count( $this->items );
		if ( ! $args ) {
			return new self();
		}
		$start = self::relative( $args[0], $len );
		if ( 1 === count( $args ) ) {
			$delete = $len - $start;
		} else {
			$delete = (int) min( max( self::integer( $args[1] ), 0 ), $len - $start );
		}
		$removed = array_splice( $this->items, $start, $delete, array_slice( $args, 2 ) );
		return new self( $removed );
	}

	/** `a.reverse()`: in place; the same array. */
	public function reverse() {
		$this->items = array_reverse( $this->items );
		return $this;
	}

	/** `a.fill( value, start, end )`: in place; the same array. */
	public function fill( $value = null, $start = null, $end = null ) {
		$len  = count( $this->items );
		$from = self::relative( $start, $len );
		$to   = null === $end ? $len : self::relative( $end, $len );
		for ( $i = $from; $i < $to; $i++ ) {
			$this->items[ $i ] = $value;
		}
		return $this;
	}

	/**
	 * `a.sort( compare )`: in place and stable; the same array. Without compare, elements
	 * compare as strings by UTF-16 code units. With $nulls_last, null elements are
	 * JavaScript's undefined: never passed to compare, moved to the end. With $int_result,
	 * compare answers an int of its result's sign (the compiler rewrites the comparator), so
	 * on PHP 8 usort() calls it without a wrapper.
	 */
	public function sort( $compare = null, $nulls_last = false, $int_result = false, $plain_check = false ) {
		if ( null !== $compare && ! $compare instanceof \Closure ) {
			// PHP's usort() would call a string naming a function (`'strcmp'`), which data can hold.
			throw new JsTypeError( 'The comparison function must be either a function or undefined' );
		}
		$values = $this->items;
		$nulls  = array();
		if ( $nulls_last ) {
			$values = array();
			foreach ( $this->items as $item ) {
				if ( null === $item ) {
					$nulls[] = $item;
				} else {
					$values[] = $item;
				}
			}
		}
		if ( $plain_check && null !== $compare ) {
			// The compiler reads $plain_order in a comparator whose two parameters it compares as strings.
			$outer             = self::$plain_order;
			self::$plain_order = self::plain_strings( $values );
			try {
				$values = self::sort_with( $values, $compare, $int_result );
			} finally {
				self::$plain_order = $outer;
			}
		} else {
			$values = null === $compare ? self::sort_by_string( $values ) : self::sort_with( $values, $compare, $int_result );
		}
		$this->items = $nulls ? array_merge( $values, $nulls ) : $values;
		return $this;
	}

	/**
	 * `xs.sort( ( a, b ) => a - b )` ($descending: `b - a`): PHP's sort() or rsort() when
	 * every element is an int or a float other than NaN, without holes, on PHP 8 (whose sort
	 * keeps ties in order, as JavaScript's does: -0 and 0); otherwise sort() with $compare
	 * (the comparator answering an int of the difference's sign).
	 */
	public function sort_numbers( $compare, $descending, $nulls_last = false ) {
		if ( PHP_VERSION_ID < 80000 ) {
			return $this->sort( $compare, $nulls_last, true );
		}
		$values = $this->items;
		$index  = 0;
		foreach ( $values as $key => $value ) {
			// A key out of place is a hole (or an element written past one).
			if ( $key !== $index++ || ( ! is_int( $value ) && ( ! is_float( $value ) || is_nan( $value ) ) ) ) {
				return $this->sort( $compare, $nulls_last, true );
			}
		}
		if ( $descending ) {
			rsort( $values );
		} else {
			sort( $values );
		}
		$this->items = $values;
		return $this;
	}

	/** `xs.toSorted( ( a, b ) => a - b )`: sort_numbers() of a copy. */
	public function to_sorted_numbers( $compare, $descending, $nulls_last = false ) {
		$copy = new self( $this->items );
		return $copy->sort_numbers( $compare, $descending, $nulls_last );
	}

	/** True when every value is a string and none has a byte of ORDER_LEADS. */
	private static function plain_strings( array $values ) {
		foreach ( $values as $value ) {
			if ( ! is_string( $value ) ) {
				return false;
			}
		}
		return false === strpbrk( implode( '', $values ), self::ORDER_LEADS );
	}

	/** The default order: String( x ) by UTF-16 code units, each key computed once; ties keep their order. */
	private static function sort_by_string( array $values ) {
		$keys = array();
		foreach ( $values as $value ) {
			$keys[] = self::sort_key( is_string( $value ) ? $value : Js::str( $value ) );
		}
		$positions = array_keys( $values );
		array_multisort( $keys, SORT_STRING, $positions, SORT_NUMERIC, $values );
		return $values;
	}

	/** A comparator's order, stable: PHP's usort (stable since PHP 8.0; on PHP 7, ties fall back to the positions). */
	private static function sort_with( array $values, $compare, $int_result = false ) {
		if ( $int_result && PHP_VERSION_ID >= 80000 ) {
			usort( $values, $compare ); // The compiler made the comparator answer an int of the right sign.
			return $values;
		}
		// usort() truncates a float result to an int (0.5 would be 0): pass only its sign.
		$order = function ( $a, $b ) use ( $compare ) {
			$result = $compare( $a, $b );
			if ( is_int( $result ) ) {
				return $result;
			}
			$result = Js::to_number( $result );
			return $result > 0 ? 1 : ( $result < 0 ? -1 : 0 ); // NaN is 0.
		};
		if ( PHP_VERSION_ID >= 80000 ) {
			usort( $values, $order );
			return $values;
		}
		$pairs = array();
		foreach ( $values as $i => $value ) {
			$pairs[] = array( $value, $i );
		}
		usort(
			$pairs,
			function ( $a, $b ) use ( $order ) {
				$result = $order( $a[0], $b[0] );
				return 0 !== $result ? $result : $a[1] - $b[1];
			}
		);
		return array_column( $pairs, 0 );
	}

	/**
	 * A comparator answering an int of $compare's sign (NaN as 0), for a comparator held in a
	 * const whose body the compiler could not rewrite so: sort() is then told $int_result.
	 */
	public static function signed( $compare ) {
		return function ( $a, $b ) use ( $compare ) {
			$result = $compare( $a, $b );
			if ( is_int( $result ) ) {
				return $result;
			}
			$result = Js::to_number( $result );
			return $result > 0 ? 1 : ( $result < 0 ? -1 : 0 );
		};
	}

	/**
	 * A byte string whose strcmp order is the UTF-16 code unit order of a UTF-8 string:
	 * characters above U+FFFF (surrogate pairs in UTF-16) sort before U+E000..U+FFFF.
	 */
	public static function sort_key( $text ) {
		if ( false === strpbrk( $text, self::ASTRAL_LEADS ) ) {
			return $text;
		}
		return preg_replace( '/[\xF0-\xF4]/', "\xED\xF0\$0", $text );
	}

	/** JavaScript's `<` on two strings: UTF-16 code unit order (byte order unless one has a character above U+FFFF). */
	public static function compare_strings( $a, $b ) {
		if ( false === strpbrk( $a, self::ASTRAL_LEADS ) && false === strpbrk( $b, self::ASTRAL_LEADS ) ) {
			return strcmp( $a, $b );
		}
		return strcmp( self::sort_key( $a ), self::sort_key( $b ) );
	}

	// ---------------------------------------------------------------------------------
	// Reading: new arrays and single values.

	/** `a.at( index )`: negative counts from the end; out of range is undefined (null). */
	public function at( $index = null ) {
		$len = count( $this->items );
		$k   = self::integer( $index );
		if ( $k < 0 ) {
			$k += $len;
		}
		return $k >= 0 && $k < $len ? $this->items[ (int) $k ] : null;
	}

	// ---------------------------------------------------------------------------------
	// ES2023 copying methods: the same as their in-place twins, on a copy.

	/** `a.toSorted( compare )`: a sorted copy (undefined last, as sort() does). */
	public function to_sorted( $compare = null, $nulls_last = false, $int_result = false, $plain_check = false ) {
		$copy = new self( $this->items );
		return $copy->sort( $compare, $nulls_last, $int_result, $plain_check );
	}

	/** `a.toReversed()`. */
	public function to_reversed() {
		return new self( array_reverse( $this->items ) );
	}

	/** `a.toSpliced( start, deleteCount, ...items )`: the copy after the splice. */
	public function to_spliced( ...$args ) {
		$copy = new self( $this->items );
		$copy->splice( ...$args );
		return $copy;
	}

	/** `a.with( index, value )`: a copy with one element replaced; a RangeError outside the array. */
	public function with( $index, $value ) {
		$len = count( $this->items );
		$k   = self::integer( $index );
		if ( $k < 0 ) {
			$k += $len;
		}
		if ( $k < 0 || $k >= $len ) {
			Js::raise( new JsRangeError( 'Invalid index : ' . Js::str( Js::to_number( $index ) ) ) );
		}
		$copy                    = new self( $this->items );
		$copy->items[ (int) $k ] = $value;
		return $copy;
	}

	/** `a.findLast( callback )`: from the end. */
	public function find_last( $callback ) {
		for ( $i = count( $this->items ) - 1; $i >= 0; $i-- ) {
			$item = isset( $this->items[ $i ] ) ? $this->items[ $i ] : null;
			if ( Js::truthy( $callback( $item, $i, $this ) ) ) {
				return $item;
			}
		}
		return null;
	}

	/** `a.findLastIndex( callback )`. */
	public function find_last_index( $callback ) {
		for ( $i = count( $this->items ) - 1; $i >= 0; $i-- ) {
			$item = isset( $this->items[ $i ] ) ? $this->items[ $i ] : null;
			if ( Js::truthy( $callback( $item, $i, $this ) ) ) {
				return $i;
			}
		}
		return -1;
	}

	/** `a.slice( start, end )`. */
	public function slice( $start = null, $end = null ) {
		$len  = count( $this->items );
		$from = self::relative( $start, $len );
		$to   = null === $end ? $len : self::relative( $end, $len );
		return new self( $to > $from ? array_slice( $this->items, $from, $to - $from ) : array() );
	}

	/** `a.concat( ...values )`: array arguments are spread one level, others appended. */
	public function concat( ...$values ) {
		$items = $this->items;
		foreach ( $values as $value ) {
			if ( $value instanceof self ) {
				foreach ( $value->items as $item ) {
					$items[] = $item;
				}
			} else {
				$items[] = $value;
			}
		}
		return new self( $items );
	}

	/** `a.join( separator )`: ',' by default; null and undefined elements are ''. */
	public function join( $separator = null ) {
		$parts = $this->items;
		foreach ( $parts as $i => $item ) {
			// implode() writes strings, ints and null as JavaScript does; the rest need String().
			if ( ! ( is_string( $item ) || is_int( $item ) || null === $item ) ) {
				$parts[ $i ] = Js::str( $item );
			}
		}
		$separator = null === $separator ? ',' : Js::str( $separator );
		// The separators alone (a long one, many elements); the elements are in memory already.
		Js::check_memory( 2 * strlen( $separator ) * count( $parts ), 'Invalid string length' );
		return implode( $separator, $parts );
	}

	/** `a.flat( depth )`: depth 1 by default; Infinity flattens all. */
	public function flat( $depth = null ) {
		return new self( self::flatten( $this->items, null === $depth ? 1 : self::integer( $depth ) ) );
	}

	private static function flatten( array $items, $depth ) {
		$out = array();
		foreach ( $items as $item ) {
			if ( $depth >= 1 && $item instanceof self ) {
				foreach ( self::flatten( $item->items, $depth - 1 ) as $inner ) {
					$out[] = $inner;
				}
			} else {
				$out[] = $item;
			}
		}
		return $out;
	}

	/** `a.includes( value, fromIndex )`: SameValueZero, so NaN is found. */
	public function includes( $search, $from = null ) {
		if ( null === $from && ( is_string( $search ) || is_bool( $search ) || is_object( $search ) ) ) {
			return in_array( $search, $this->items, true ); // === is JavaScript's equality for these.
		}
		$len = count( $this->items );
		for ( $i = self::relative( $from, $len ); $i < $len; $i++ ) {
			$item = $this->items[ $i ];
			if ( Js::strict_equals( $item, $search ) || ( is_float( $item ) && is_float( $search ) && is_nan( $item ) && is_nan( $search ) ) ) {
				return true;
			}
		}
		return false;
	}

	/** `a.indexOf( value, fromIndex )`: strict equality, so NaN is never found. */
	public function index_of( $search, $from = null ) {
		if ( null === $from && ( is_string( $search ) || is_bool( $search ) || is_object( $search ) ) ) {
			$found = array_search( $search, $this->items, true ); // === is JavaScript's equality for these.
			return false === $found ? -1 : $found;
		}
		$len = count( $this->items );
		for ( $i = self::relative( $from, $len ); $i < $len; $i++ ) {
			if ( Js::strict_equals( $this->items[ $i ], $search ) ) {
				return $i;
			}
		}
		return -1;
	}

	/** `a.lastIndexOf( value, fromIndex )`: an explicit undefined fromIndex is 0, hence the arity. */
	public function last_index_of( $search, ...$from ) {
		$len = count( $this->items );
		if ( $from ) {
			$n = self::integer( $from[0] );
			$i = $n >= 0 ? min( $n, $len - 1 ) : $len + $n;
		} else {
			$i = $len - 1;
		}
		for ( $i = (int) max( $i, -1 ); $i >= 0; $i-- ) {
			if ( Js::strict_equals( $this->items[ $i ], $search ) ) {
				return $i;
			}
		}
		return -1;
	}

	/** `a.keys()`, where the compiler allows it (for-of, spread, Array.from): a live view of the indexes. */
	public function keys() {
		return new JsArrayView( $this, 'keys' );
	}

	/** `a.values()`, where the compiler allows it: a live view of the elements. */
	public function values() {
		return new JsArrayView( $this, 'values' );
	}

	/** `a.entries()`, where the compiler allows it: a live view of [ index, value ] pairs. */
	public function entries() {
		return new JsArrayView( $this, 'entries' );
	}

	// ---------------------------------------------------------------------------------
	// Callbacks. As in JavaScript, the length is read once, and an index the callback
	// removed (by pop/shift/splice) is skipped where JavaScript skips holes.

	/** `a.forEach( callback )`. */
	public function for_each( $callback ) {
		$len = count( $this->items );
		for ( $i = 0; $i < $len; $i++ ) {
			if ( array_key_exists( $i, $this->items ) ) {
				$callback( $this->items[ $i ], $i, $this );
			}
		}
		return null;
	}

	/** `a.map( callback )`. */
	public function map( $callback ) {
		$len = count( $this->items );
		$out = array();
		for ( $i = 0; $i < $len; $i++ ) {
			$out[] = array_key_exists( $i, $this->items ) ? $callback( $this->items[ $i ], $i, $this ) : null;
		}
		return new self( $out );
	}

	/** `a.filter( callback )`: the elements whose callback result is truthy. */
	public function filter( $callback ) {
		$len = count( $this->items );
		$out = array();
		for ( $i = 0; $i < $len; $i++ ) {
			if ( array_key_exists( $i, $this->items ) ) {
				$item = $this->items[ $i ];
				$keep = $callback( $item, $i, $this );
				if ( true === $keep || ( false !== $keep && Js::truthy( $keep ) ) ) { // A boolean without a call.
					$out[] = $item;
				}
			}
		}
		return new self( $out );
	}

	/** `a.flatMap( callback )`: each result array is spread one level. */
	public function flat_map( $callback ) {
		$len = count( $this->items );
		$out = array();
		for ( $i = 0; $i < $len; $i++ ) {
			if ( ! array_key_exists( $i, $this->items ) ) {
				continue;
			}
			$result = $callback( $this->items[ $i ], $i, $this );
			if ( $result instanceof self ) {
				foreach ( $result->items as $item ) {
					$out[] = $item;
				}
			} else {
				$out[] = $result;
			}
		}
		return new self( $out );
	}

	/** `a.some( callback )`. */
	public function some( $callback ) {
		$len = count( $this->items );
		for ( $i = 0; $i < $len; $i++ ) {
			if ( array_key_exists( $i, $this->items ) && Js::truthy( $callback( $this->items[ $i ], $i, $this ) ) ) {
				return true;
			}
		}
		return false;
	}

	/** `a.every( callback )`. */
	public function every( $callback ) {
		$len = count( $this->items );
		for ( $i = 0; $i < $len; $i++ ) {
			if ( array_key_exists( $i, $this->items ) && ! Js::truthy( $callback( $this->items[ $i ], $i, $this ) ) ) {
				return false;
			}
		}
		return true;
	}

	/** `a.find( callback )`: every index is visited, removed ones as undefined. */
	public function find( $callback ) {
		$len = count( $this->items );
		for ( $i = 0; $i < $len; $i++ ) {
			$item = isset( $this->items[ $i ] ) ? $this->items[ $i ] : null;
			if ( Js::truthy( $callback( $item, $i, $this ) ) ) {
				return $item;
			}
		}
		return null;
	}

	/** `a.findIndex( callback )`. */
	public function find_index( $callback ) {
		$len = count( $this->items );
		for ( $i = 0; $i < $len; $i++ ) {
			$item = isset( $this->items[ $i ] ) ? $this->items[ $i ] : null;
			if ( Js::truthy( $callback( $item, $i, $this ) ) ) {
				return $i;
			}
		}
		return -1;
	}

	/** `a.reduce( callback, initial )`: without an initial value the first element starts. */
	public function reduce( $callback, ...$initial ) {
		$len = count( $this->items );
		$i   = 0;
		if ( $initial ) {
			$acc = $initial[0];
		} else {
			if ( 0 === $len ) {
				throw new \TypeError( 'Reduce of empty array with no initial value' );
			}
			$acc = $this->items[0];
			$i   = 1;
		}
		for ( ; $i < $len; $i++ ) {
			if ( array_key_exists( $i, $this->items ) ) {
				$acc = $callback( $acc, $this->items[ $i ], $i, $this );
			}
		}
		return $acc;
	}

	/** `a.reduceRight( callback, initial )`. */
	public function reduce_right( $callback, ...$initial ) {
		$i = count( $this->items ) - 1;
		if ( $initial ) {
			$acc = $initial[0];
		} else {
			if ( $i < 0 ) {
				throw new \TypeError( 'Reduce of empty array with no initial value' );
			}
			$acc = $this->items[ $i ];
			--$i;
		}
		for ( ; $i >= 0; $i-- ) {
			if ( array_key_exists( $i, $this->items ) ) {
				$acc = $callback( $acc, $this->items[ $i ], $i, $this );
			}
		}
		return $acc;
	}

	// ---------------------------------------------------------------------------------
	// JavaScript's argument conversions.

	/** ToIntegerOrInfinity: undefined and NaN are 0, fractions truncate toward zero. */
	private static function integer( $value ) {
		$n = Js::to_number( $value );
		if ( is_int( $n ) ) {
			return $n;
		}
		if ( is_nan( $n ) ) {
			return 0;
		}
		if ( is_infinite( $n ) || abs( $n ) > 9007199254740991 ) {
			return $n;
		}
		return (int) ( $n < 0 ? ceil( $n ) : floor( $n ) );
	}

	/** A start or end argument: negative counts from the end; clamped to 0..length. */
	private static function relative( $value, $len ) {
		$n = self::integer( $value );
		if ( $n < 0 ) {
			return (int) max( $len + $n, 0 );
		}
		return (int) min( $n, $len );
	}

	/** ToLength: an integer in 0..2^53-1. */
	private static function to_length( $value ) {
		$n = self::integer( $value );
		return $n <= 0 ? 0 : min( $n, 9007199254740991 );
	}
}
