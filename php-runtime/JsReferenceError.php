<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/** JavaScript's ReferenceError. */
class JsReferenceError extends JsError {
	const NAME = 'ReferenceError';
}
