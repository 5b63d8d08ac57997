<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * JavaScript's Error, what `throw new Error( message )` throws in a handler. It is an
 * \Exception, so an uncaught one answers 500 with its message (see Router::error()).
 * `error.name` is the class constant NAME (Js::error_name() also names PHP's own errors).
 */
class JsError extends \Exception {
	const NAME = 'Error';

	/** @param string $message The message, already a string. */
	public function __construct( $message = '' ) {
		parent::__construct( (string) $message );
	}

	/**
	 * `error.message = text` from outside the class (PHP's message is protected; read
	 * through getMessage()). Other undeclared properties are set as PHP would.
	 *
	 * @param string $name  The property.
	 * @param mixed  $value The value.
	 */
	public function __set( $name, $value ) {
		if ( 'message' === $name ) {
			$this->message = Js::str( $value );
			return;
		}
		$this->{ $name } = $value;
	}
}
