<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * JavaScript's undefined where it is stored in an object's property: `{ note: undefined }`
 * has the key `note`, which JSON.stringify, the response and a stored option leave out,
 * and which a read gives back as null (PHP's null is undefined and null alike everywhere
 * else). Only object properties hold it; every read of one turns it into null, and every
 * way out of the handler (the response, JSON, WordPress functions) drops it. See
 * docs/decisions.md, "undefined stored in an object". (No other runtime class is named
 * here: a name in this file would ship that class with every plugin.)
 */
final class JsUndefined {
	/** @var JsUndefined|null The one instance. */
	private static $value = null;

	/** The one instance: a property that holds undefined. */
	public static function value() {
		if ( null === self::$value ) {
			self::$value = new self();
		}
		return self::$value;
	}

	private function __construct() {
	}
}
