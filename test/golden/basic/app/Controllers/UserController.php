<?php
namespace Ts2wpDemo\Basic\App\Controllers;

defined( 'ABSPATH' ) || exit;

use Ts2wpDemo\Basic\Framework\Attributes\Api;
use Ts2wpDemo\Basic\Framework\Controller;
use Ts2wpDemo\Basic\Framework\Js;
use Ts2wpDemo\Basic\Framework\JsArray;

class UserController extends Controller {
	#[Api( namespace: 'demo/v1', endpoint: '/user', name: 'user', methods: array( 'GET' ), params: array( 'id' => 'number', 'email' => 'string', 'is_admin' => 'boolean' ), permission: false )] // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- PHP 7.4 reads a #[ line as a comment: the attribute stays on one line.
	public function user( $params ) {
		return (object) array(
			'id'       => $params->id,
			'email'    => $params->email,
			'is_admin' => $params->is_admin,
		);
	}

	/**
	 * Creating or changing a user needs what WordPress's own `/wp/v2/users` routes need:
	 * `create_users` (POST) and `edit_users` (PUT); one route, so both.
	 */
	#[Api( namespace: 'demo/v1', endpoint: '/user', name: 'saveUser', methods: array( 'POST', 'PUT' ), params: array( 'id' => 'number', 'email' => 'string', 'is_admin' => 'boolean' ), permission: array( 'create_users', 'edit_users' ) )] // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- PHP 7.4 reads a #[ line as a comment: the attribute stays on one line.
	public function save( $params ) {
		return (object) array(
			'id'       => $params->id,
			'email'    => $params->email,
			'is_admin' => $params->is_admin,
		);
	}
}
