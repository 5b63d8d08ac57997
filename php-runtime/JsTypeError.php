<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/** JavaScript's TypeError. */
class JsTypeError extends JsError {
	const NAME = 'TypeError';
}
