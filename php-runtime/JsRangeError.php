<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/** JavaScript's RangeError. */
class JsRangeError extends JsError {
	const NAME = 'RangeError';
}
