<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/** JavaScript's SyntaxError. */
class JsSyntaxError extends JsError {
	const NAME = 'SyntaxError';
}
