<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * JavaScript's JSON.stringify and JSON.parse over handler values (\stdClass, JsArray,
 * int|float, string, bool, null). The text is JavaScript's byte for byte: numbers as
 * String( n ), `/` and non-ASCII unescaped, object keys in JavaScript's order, `space`
 * indentation. json_encode() writes what it writes identically (plain(), native_text()); our own
 * writer does the rest.
 */
final class JsJson {
	/** @var array<string, string> Characters JSON.stringify escapes. */
	private static $escapes = null;

	/** json_encode() flags for JSON.stringify's escaping: only `"`, `\` and control characters. */
	const NATIVE_FLAGS = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS;

	/** How deep plain() looks before it leaves a value to the exact writer (which finds cycles). */
	const NATIVE_DEPTH = 64;

	/** Texts shorter than this are checked by walking the value (plain()), which is cheap for them. */
	const WALK_BELOW = 4096;

	/** @var int How many declared classes plain_classes() has looked at. */
	private static $classes_seen = 0;

	/** @var bool Whether a translated class with toJSON() or an Error base is loaded. */
	private static $special_class = false;

	/** @var bool Whether a translated class with TS2WP_OPTIONAL fields is loaded. */
	private static $optional_class = false;

	/** What a replacer's or reviver's literal `undefined` returns: leave the key out (PHP has one null). */
	const UNDEFINED = "\0ts2wp:undefined";

	/**
	 * `JSON.stringify( value, null, space )`; a top-level function gives undefined (null).
	 * $data: the compiler proved from the value's type that it holds only JSON data (no
	 * function, no undefined, no class instance), so json_encode()'s text needs no walk of
	 * the value; only its numbers and keys are checked (native_text()), and the loaded classes.
	 */
	public static function stringify( $value, $space = null, $data = false ) {
		$gap = '';
		if ( is_int( $space ) || is_float( $space ) ) {
			$n   = JsString::integer( $space );
			$gap = str_repeat( ' ', (int) max( 0, min( 10, $n ) ) );
		} elseif ( is_string( $space ) ) {
			$gap = JsString::cut( $space, 0, min( 10, JsString::length( $space ) ) );
		}
		if ( '' === $gap && '-1' === ini_get( 'serialize_precision' ) ) {
			// Not wp_json_encode(): it re-encodes invalid UTF-8, and JavaScript's writer decides that case below.
			$text = json_encode( $value, self::NATIVE_FLAGS ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode
			// False: invalid UTF-8, NaN, Infinity, a cycle or too deep; the writer below decides.
			if ( false !== $text && self::native_text( $text ) && ( self::plain_classes( $text, $data ) || self::plain( $value ) ) ) {
				return $text;
			}
		}
		$stack = array();
		return self::write( $value, $gap, '', $stack );
	}

	/**
	 * True when $value holds only what json_encode() writes in JavaScript's shape:
	 * \stdClass, JsArray, strings, numbers, booleans and null, at most NATIVE_DEPTH deep
	 * (a cycle is deeper), and PHP lists (an object's list held plainly, see Js::field()).
	 * Functions and instances of classes (toJSON, Date, Map…) are left to the writer.
	 * Scalars cost one type check each; what json_encode() writes differently for them
	 * (floats, digit-leading keys) is found in its text.
	 */
	private static function plain( $value ) {
		if ( $value instanceof JsArray ) {
			return self::plain_items( $value->items, 0 );
		}
		if ( $value instanceof \stdClass ) {
			return self::plain_items( $value, 0 );
		}
		return ! is_object( $value ) && ! is_array( $value );
	}

	private static function plain_items( $items, $depth ) {
		foreach ( $items as $item ) {
			if ( is_object( $item ) ) {
				if ( $item instanceof JsArray ) {
					$item = $item->items;
				} elseif ( ! $item instanceof \stdClass ) {
					return false;
				}
				if ( $depth >= self::NATIVE_DEPTH || ! self::plain_items( $item, $depth + 1 ) ) {
					return false;
				}
			} elseif ( is_array( $item ) && ( $depth >= self::NATIVE_DEPTH || ! self::plain_items( $item, $depth + 1 ) ) ) {
				return false; // A list an object holds plainly (Js::field()): json_encode() writes it as an array.
			}
		}
		return true;
	}

	/**
	 * For a long text, a proof without walking the value (a walk of a large value costs about
	 * as much as json_encode() itself): json_encode() writes every object as JSON.stringify
	 * does (\stdClass, JsArray, Date, Map, Set and RegExp through jsonSerialize(), instances
	 * of translated classes as their public fields in declaration order, as Js::to_json()
	 * does) except functions (written `{}`, so no `{}` may appear), instances of translated
	 * classes with toJSON() or an Error base, and fields listed in TS2WP_OPTIONAL that are
	 * null (undefined: left out), so with such a class no `null` may appear. No instance of
	 * a class exists before the class is loaded, so the loaded classes decide; the verdict
	 * is kept until more classes are loaded.
	 */
	private static function plain_classes( $text, $data ) {
		// A value typed as JSON data holds no function and no undefined: a `{}` is an empty
		// object. The classes are still looked at: an interface-typed value may be an instance.
		if ( strlen( $text ) < self::WALK_BELOW || ( ! $data && false !== strpos( $text, '{}' ) ) ) {
			return false;
		}
		$classes = get_declared_classes();
		$count   = count( $classes );
		if ( $count !== self::$classes_seen ) {
			$app = substr( __NAMESPACE__, 0, -strlen( 'Framework' ) ) . 'App\\';
			// Classes are only ever added, at the end: look at the new ones.
			for ( $i = self::$classes_seen; $i < $count; $i++ ) {
				$class = $classes[ $i ];
				if ( 0 === strpos( $class, $app ) ) {
					self::$special_class  = self::$special_class || method_exists( $class, 'toJSON' ) || is_subclass_of( $class, 'Throwable' );
					self::$optional_class = self::$optional_class || defined( $class . '::TS2WP_OPTIONAL' );
				}
			}
			self::$classes_seen = $count;
		}
		return ! self::$special_class && ( ! self::$optional_class || false === strpos( $text, 'null' ) );
	}

	/**
	 * True when json_encode()'s text of a plain() value is JavaScript's: no float written
	 * with an exponent (PHP writes 1.0e+17 and 1.0e-5, JavaScript 100000000000000000 and
	 * 0.00001; both plain in between), no -0 (JavaScript writes 0) and no object key
	 * starting with a digit (JavaScript puts index keys first). Searched in the text, at C
	 * speed: inside a string `"` is always escaped, so `{"` and `,"` open a key or a string.
	 * A match inside a string only sends the value to the exact writer.
	 */
	private static function native_text( $text ) {
		return ! preg_match( '/\de[+-]/', $text )
			&& ! preg_match( '/(?:^|[:,[])-0(?:$|[,\]}])/', $text )
			&& ! preg_match( '/[{,]"\d(?:[^"\\\\]|\\\\.)*+":/', $text );
	}

	/** A JSON string literal, escaped as JavaScript escapes it. */
	public static function quote( $text ) {
		if ( null === self::$escapes ) {
			self::$escapes = array(
				'"'    => '\\"',
				'\\'   => '\\\\',
				"\x08" => '\\b',
				"\x0C" => '\\f',
				"\n"   => '\\n',
				"\r"   => '\\r',
				"\t"   => '\\t',
			);
			for ( $c = 0; $c < 0x20; $c++ ) {
				if ( ! isset( self::$escapes[ chr( $c ) ] ) ) {
					self::$escapes[ chr( $c ) ] = sprintf( '\\u%04x', $c );
				}
			}
		}
		return '"' . strtr( $text, self::$escapes ) . '"';
	}

	/** One value; null when JavaScript would leave it out (a function). */
	private static function write( $value, $gap, $indent, array &$stack ) {
		if ( null === $value ) {
			return 'null';
		}
		if ( true === $value ) {
			return 'true';
		}
		if ( false === $value ) {
			return 'false';
		}
		if ( is_string( $value ) ) {
			return self::quote( $value );
		}
		if ( is_int( $value ) ) {
			return (string) $value;
		}
		if ( is_float( $value ) ) {
			return is_finite( $value ) ? Js::number_to_string( $value ) : 'null';
		}
		if ( $value instanceof \Closure || $value instanceof JsUndefined ) {
			return null;
		}
		if ( is_array( $value ) ) {
			$value = array_values( $value ) === $value ? new JsArray( $value ) : (object) $value;
		}
		if ( ! $value instanceof JsArray && ! $value instanceof \stdClass ) {
			if ( $value instanceof \JsonSerializable ) {
				return self::write( $value->jsonSerialize(), $gap, $indent, $stack );
			}
			if ( $value instanceof \Throwable ) {
				// A translated Error subclass writes its own fields (message and stack are not enumerable).
				$json = Js::to_json( $value );
				return is_array( $json ) || $json instanceof \stdClass ? self::write( $json, $gap, $indent, $stack ) : '{}';
			}
			if ( is_object( $value ) ) {
				return self::write( Js::to_json( $value ), $gap, $indent, $stack ); // Instances of translated classes.
			}
			return null;
		}
		$id = spl_object_id( $value );
		if ( isset( $stack[ $id ] ) ) {
			throw new JsTypeError( 'Converting circular structure to JSON' );
		}
		$stack[ $id ] = true;
		$inner        = $indent . $gap;
		$parts        = array();
		if ( $value instanceof JsArray ) {
			foreach ( $value->items as $item ) {
				$text    = self::write( $item, $gap, $inner, $stack );
				$parts[] = null === $text ? 'null' : $text;
			}
			$open  = '[';
			$close = ']';
		} else {
			foreach ( JsObject::own_keys( $value ) as $key ) {
				$text = self::write( $value->{ $key }, $gap, $inner, $stack );
				if ( null !== $text ) {
					$parts[] = self::quote( (string) $key ) . ( '' === $gap ? ':' : ': ' ) . $text;
				}
			}
			$open  = '{';
			$close = '}';
		}
		unset( $stack[ $id ] );
		if ( ! $parts ) {
			return $open . $close;
		}
		if ( '' === $gap ) {
			return $open . implode( ',', $parts ) . $close;
		}
		return $open . "\n" . $inner . implode( ",\n" . $inner, $parts ) . "\n" . $indent . $close;
	}

	/** `JSON.parse( text )`: objects become \stdClass, arrays JsArray (inside objects on first read); bad JSON throws a SyntaxError. */
	public static function parse( $text ) {
		$text = null === $text ? 'undefined' : Js::str( $text );
		if ( false !== stripos( $text, '\\ud' ) ) {
			$text = self::replace_lone_surrogates( $text );
		}
		$decoded = false !== strpos( $text, '-0' ) ? self::negative_zeros( $text ) : $text;
		$data    = json_decode( $decoded, false, 100000 );
		if ( JSON_ERROR_NONE !== json_last_error() ) {
			Js::raise( new JsSyntaxError( self::message( $text ) ) );
		}
		if ( ( is_array( $data ) || is_object( $data ) ) && self::exact_numbers( $decoded ) ) {
			// Every number is already JavaScript's. Lists inside objects stay PHP lists until
			// they are read (Js::field()); a list at the top is a JsArray now.
			return is_array( $data ) ? JsArray::lift( $data ) : $data;
		}
		return self::from( $data );
	}

	/**
	 * True when json_decode() read every number of $text as JavaScript does: no fraction or
	 * exponent that may be whole (1.0, 1e3; a non-whole decimal needs 16 digits to round to a
	 * whole float) and no int of 16 digits or more (2^53 and beyond). Three searches, the
	 * cheap ones first (cheaper than one regex of the three); digits inside strings only send
	 * the value to the full walk.
	 */
	private static function exact_numbers( $text ) {
		return ! preg_match( '/\.0+(?=[\s,\]}]|$)/', $text )
			&& ! preg_match( '/(?<=\d)[eE]/', $text )
			&& ! preg_match( '/[\d.]++(?<=[\d.]{16})/', $text ); // A run of 16: fewer retries than [\d.]{16}.
	}

	/**
	 * `-0` as `-0.0`, outside strings: json_decode() reads `-0` as the int 0, JavaScript as -0.
	 * Only texts with a `-0` token after a `[`, `:`, `,`, a space or at the start are searched.
	 */
	private static function negative_zeros( $text ) {
		if ( ! preg_match( '/(?<![^:,[\s])-0(?![.\deE])/', $text ) ) {
			return $text;
		}
		$out = preg_replace( '/"[^"\\\\]*+(?:\\\\.[^"\\\\]*+)*+"(*SKIP)(*FAIL)|-0(?![.\deE])/', '-0.0', $text );
		return null === $out ? $text : $out;
	}

	/**
	 * `JSON.stringify( value, replacer, space )` with a replacer: a function called as
	 * ( key, value ) from the root (key '') down, or an array of the object keys to keep.
	 * UNDEFINED from the function (its literal `undefined`s are translated so) leaves the
	 * property out (null in an array); so does a PHP null, unless the value it was given
	 * was null or $null_is_null (its return type has null, not undefined).
	 */
	public static function stringify_with( $value, $replacer, $space = null, $null_is_null = false ) {
		$keys = null;
		if ( $replacer instanceof JsArray ) {
			$keys = array();
			foreach ( $replacer->items as $key ) {
				if ( is_string( $key ) || is_int( $key ) || is_float( $key ) ) {
					$keys[ Js::str( $key ) ] = true;
				}
			}
			$keys     = array_keys( $keys );
			$replacer = null;
		} elseif ( ! $replacer instanceof \Closure ) {
			$replacer = null;
		}
		$omit  = false;
		$value = self::replace( '', $value, $replacer, $keys, $null_is_null, $omit );
		return $omit ? null : self::stringify( $value, $space );
	}

	private static function replace( $key, $value, $replacer, $keys, $null_is_null, &$omit ) {
		$omit = false;
		if ( is_object( $value ) && method_exists( $value, 'toJSON' ) ) {
			$value = $value->toJSON();
		}
		if ( $replacer ) {
			$given = $value; // JsUndefined for a property holding undefined: the replacer gets null, and a null back leaves it out.
			$value = $replacer( (string) $key, $value instanceof JsUndefined ? null : $value );
			if ( self::UNDEFINED === $value || ( null === $value && null !== $given && ! $null_is_null ) ) {
				$omit = true;
				return null;
			}
		}
		if ( $value instanceof \Closure ) {
			$omit = true;
			return null;
		}
		if ( $value instanceof JsArray ) {
			$out = array();
			foreach ( $value->items as $i => $item ) {
				$item  = self::replace( (string) $i, $item, $replacer, $keys, $null_is_null, $skip );
				$out[] = $skip ? null : $item;
			}
			return new JsArray( $out );
		}
		if ( $value instanceof \stdClass ) {
			$out = new \stdClass();
			foreach ( null === $keys ? JsObject::own_keys( $value ) : $keys as $name ) {
				if ( ! property_exists( $value, $name ) ) {
					continue;
				}
				$item = self::replace( $name, $value->{ $name } instanceof JsUndefined ? $value->{ $name } : Js::field( $value, $name ), $replacer, $keys, $null_is_null, $skip );
				if ( ! $skip ) {
					$out->{ $name } = $item;
				}
			}
			return $out;
		}
		return $value;
	}

	/**
	 * `JSON.parse( text, reviver )`: the reviver is called as ( key, value ) from the leaves
	 * up, the root last with key ''. UNDEFINED from it deletes the property, and so does a
	 * PHP null unless the value it was given was null or $null_is_null.
	 */
	public static function parse_with( $text, $reviver, $null_is_null = false ) {
		$value = self::parse( $text );
		if ( ! $reviver instanceof \Closure ) {
			return $value;
		}
		return self::revive( '', $value, $reviver, $null_is_null, $omit );
	}

	private static function revive( $key, $value, $reviver, $null_is_null, &$omit ) {
		if ( $value instanceof JsArray ) {
			foreach ( $value->items as $i => $item ) {
				$item               = self::revive( (string) $i, $item, $reviver, $null_is_null, $skip );
				$value->items[ $i ] = $item; // A deleted element would be a hole: undefined, written null.
			}
		} elseif ( $value instanceof \stdClass ) {
			foreach ( JsObject::own_keys( $value ) as $name ) {
				$item = self::revive( $name, Js::field( $value, $name ), $reviver, $null_is_null, $skip );
				if ( $skip ) {
					unset( $value->{ $name } );
				} else {
					$value->{ $name } = $item;
				}
			}
		}
		$result = $reviver( (string) $key, $value );
		$omit   = self::UNDEFINED === $result || ( null === $result && null !== $value && ! $null_is_null );
		return $omit ? null : $result;
	}

	/** `\ud83d` without its other half: U+FFFD, as elsewhere (PHP's decoder rejects it). */
	private static function replace_lone_surrogates( $text ) {
		$out = preg_replace_callback(
			'/\\\\(?:u[dD][89abAB][0-9a-fA-F]{2}(?:\\\\u[dD][c-fC-F][0-9a-fA-F]{2})?|u[dD][c-fC-F][0-9a-fA-F]{2}|.)/s',
			function ( $m ) {
				$escape = $m[0];
				if ( 6 === strlen( $escape ) && ( 'd' === $escape[2] || 'D' === $escape[2] ) ) {
					return '\\ufffd';
				}
				return $escape;
			},
			$text
		);
		return null === $out ? $text : $out;
	}

	/**
	 * Decoded JSON as handler values: lists → JsArray, whole floats → ints, ints beyond 2^53
	 * → floats.
	 */
	private static function from( $value ) {
		if ( is_array( $value ) ) {
			return self::from_list( $value );
		}
		if ( is_object( $value ) ) {
			self::from_object( $value );
			return $value;
		}
		if ( is_int( $value ) ) {
			return abs( $value ) > 9007199254740991 ? Js::integral( (float) $value ) : $value;
		}
		if ( is_float( $value ) ) {
			return Js::integral( $value );
		}
		return $value;
	}

	/**
	 * A decoded list as a JsArray, its items converted in place. Strings, booleans, null,
	 * safe ints and fractional floats (most of the data) stay as they are without a call.
	 */
	private static function from_list( array $items ) {
		foreach ( $items as $i => $item ) {
			if ( is_object( $item ) ) {
				self::from_object( $item );
			} elseif ( is_array( $item ) ) {
				$items[ $i ] = self::from_list( $item );
			} elseif ( is_int( $item ) ? $item > 9007199254740991 || $item < -9007199254740991 : is_float( $item ) && floor( $item ) === $item ) {
				$items[ $i ] = self::from( $item );
			}
		}
		return new JsArray( $items );
	}

	/** A decoded object's values converted in place, as from_list()'s. */
	private static function from_object( $decoded ) {
		foreach ( $decoded as $key => $item ) {
			if ( is_object( $item ) ) {
				self::from_object( $item );
			} elseif ( is_array( $item ) ) {
				$decoded->{ $key } = self::from_list( $item );
			} elseif ( is_int( $item ) ? $item > 9007199254740991 || $item < -9007199254740991 : is_float( $item ) && floor( $item ) === $item ) {
				$decoded->{ $key } = self::from( $item );
			}
		}
	}

	/** The SyntaxError message V8 gives (JsJsonSyntax); PHP's own words where V8 would have read the text. */
	private static function message( $text ) {
		$message = JsJsonSyntax::message( $text );
		return null === $message ? json_last_error_msg() : $message;
	}
}
