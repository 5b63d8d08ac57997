<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/** JavaScript's URIError. */
class JsURIError extends JsError {
	const NAME = 'URIError';
}
