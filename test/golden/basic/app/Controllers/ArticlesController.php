<?php
namespace Ts2wpDemo\Basic\App\Controllers;

defined( 'ABSPATH' ) || exit;

use Ts2wpDemo\Basic\Framework\Attributes\Api;
use Ts2wpDemo\Basic\Framework\Controller;
use Ts2wpDemo\Basic\Framework\Js;
use Ts2wpDemo\Basic\Framework\JsArray;

class ArticlesController extends Controller {
	#[Api( namespace: 'demo/v1', endpoint: '/articles', name: 'articles', methods: array( 'GET' ), params: array(), permission: false )]
	public function articles() {
		return new JsArray(
			array(
				(object) array(
					'id'    => 1,
					'title' => 'First',
				),
				(object) array(
					'id'    => 2,
					'title' => 'Second',
				),
			)
		);
	}

	/**
	 * Publishing an article needs what WordPress's own `POST /wp/v2/posts` needs to publish a
	 * post: `publish_posts` (anonymous callers get 401, a subscriber 403 `rest_forbidden`).
	 */
	#[Api( namespace: 'demo/v1', endpoint: '/articles', name: 'createArticle', methods: array( 'POST' ), params: array(), permission: 'publish_posts' )]
	public function create( $params, $request ) {
		$body = Js::from_object( $request->get_json_params() ) ?? Js::from_object( $request->get_body_params() );
		return (object) array(
			'created' => true,
			'title'   => Js::str( Js::get( $body, 'title' ), Js::missing( $body, 'title' ) ),
		);
	}
}
