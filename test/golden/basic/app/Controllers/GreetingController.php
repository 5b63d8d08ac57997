<?php
namespace Ts2wpDemo\Basic\App\Controllers;

defined( 'ABSPATH' ) || exit;

use Ts2wpDemo\Basic\Framework\Attributes\Api;
use Ts2wpDemo\Basic\Framework\Controller;
use Ts2wpDemo\Basic\Framework\Js;
use Ts2wpDemo\Basic\Framework\JsArray;

class GreetingController extends Controller {
	#[Api( namespace: 'demo/v1', endpoint: '/hello', name: 'greeting', methods: array( 'GET' ), params: array( 'name' => 'string', 'age' => 'number' ), permission: false )] // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- PHP 7.4 reads a #[ line as a comment: the attribute stays on one line.
	public function hello( $params ) {
		return (object) array( 'message' => 'Hello ' . $params->name . ', you are ' . Js::str( $params->age ) );
	}
}
