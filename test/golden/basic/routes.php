<?php
/**
 * The route table, written by ts2wp at build time so no request pays for reflection.
 * 'routes' in source order; 'lookup' (REST namespace → first endpoint segment, both in
 * lower case → positions in 'routes') lets a REST request register only the routes that
 * can match it (Router::boot()).
 */

defined( 'ABSPATH' ) || exit;

return array(
	'routes' => array(
		array(
			'namespace'  => 'demo/v1',
			'name'       => 'articles',
			'paths'      => array( '/articles' => array( 'GET' ) ),
			'params'     => array(),
			'permission' => false,
			'controller' => 'Ts2wpDemo\\Basic\\App\\Controllers\\ArticlesController',
			'handler'    => 'articles',
			'schema'     => array(
				'$schema' => 'http://json-schema.org/draft-04/schema#',
				'title'   => 'articles',
				'type'    => 'array',
				'items'   => array(
					'type'       => 'object',
					'properties' => array(
						'id'    => array( 'type' => 'number' ),
						'title' => array( 'type' => 'string' ),
					),
					'required'   => array( 'id', 'title' ),
				),
			),
		),
		array(
			'namespace'  => 'demo/v1',
			'name'       => 'createArticle',
			'paths'      => array( '/articles' => array( 'POST' ) ),
			'params'     => array(),
			'permission' => 'publish_posts',
			'controller' => 'Ts2wpDemo\\Basic\\App\\Controllers\\ArticlesController',
			'handler'    => 'create',
			'open'       => true,
		),
		array(
			'namespace'  => 'demo/v1',
			'name'       => 'greeting',
			'paths'      => array( '/hello/(?P<name>[^/]+)/(?P<age>[^/]+)' => array( 'GET' ) ),
			'params'     => array(
				'name' => 'string',
				'age'  => 'number',
			),
			'permission' => false,
			'controller' => 'Ts2wpDemo\\Basic\\App\\Controllers\\GreetingController',
			'handler'    => 'hello',
			'schema'     => array(
				'$schema'    => 'http://json-schema.org/draft-04/schema#',
				'title'      => 'greeting',
				'type'       => 'object',
				'properties' => array( 'message' => array( 'type' => 'string' ) ),
				'required'   => array( 'message' ),
			),
		),
		array(
			'namespace'  => 'demo/v1',
			'name'       => 'user',
			'paths'      => array( '/user/(?P<id>[^/]+)/(?P<email>[^/]+)/(?P<is_admin>[^/]+)' => array( 'GET' ) ),
			'params'     => array(
				'id'       => 'number',
				'email'    => 'string',
				'is_admin' => 'boolean',
			),
			'permission' => false,
			'controller' => 'Ts2wpDemo\\Basic\\App\\Controllers\\UserController',
			'handler'    => 'user',
			'schema'     => array(
				'$schema'    => 'http://json-schema.org/draft-04/schema#',
				'title'      => 'user',
				'type'       => 'object',
				'properties' => array(
					'id'       => array( 'type' => 'number' ),
					'email'    => array( 'type' => 'string' ),
					'is_admin' => array( 'type' => 'boolean' ),
				),
				'required'   => array( 'id', 'email', 'is_admin' ),
			),
		),
		array(
			'namespace'  => 'demo/v1',
			'name'       => 'saveUser',
			'paths'      => array(
				'/user/(?P<id>[^/]+)/(?P<email>[^/]+)/(?P<is_admin>[^/]+)' => array( 'POST', 'PUT' ),
				'/user' => array( 'POST', 'PUT' ),
			),
			'params'     => array(
				'id'       => 'number',
				'email'    => 'string',
				'is_admin' => 'boolean',
			),
			'permission' => array( 'create_users', 'edit_users' ),
			'controller' => 'Ts2wpDemo\\Basic\\App\\Controllers\\UserController',
			'handler'    => 'save',
		),
	),
	'lookup' => array(
		'demo/v1' => array(
			'articles' => array( 0, 1 ),
			'hello'    => array( 2 ),
			'user'     => array( 3, 4 ),
		),
	),
);
