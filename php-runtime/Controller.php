<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * Base class of every controller. Route methods receive the declared params (typed)
 * and the WP_REST_Request.
 */
abstract class Controller {
}
