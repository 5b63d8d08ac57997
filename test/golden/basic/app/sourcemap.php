<?php
/**
 * The line map, written by ts2wp at build time: where each line of the translated PHP
 * came from in the TypeScript sources. Read only when a handler fails with WP_DEBUG on
 * (Router::error()). 'sources' lists the TypeScript files; 'files' gives each PHP file
 * runs of lines separated by spaces: `L=S:l:c` means lines from L on come from
 * sources[S], line l, column c; a bare `L` means lines from L on come from no statement.
 */

defined( 'ABSPATH' ) || exit;

return array(
	'sources' => array(
		'app/Controllers/ArticlesController.ts',
		'app/Controllers/GreetingController.ts',
		'app/Controllers/UserController.ts',
	),
	'files'   => array(
		'app/Controllers/ArticlesController.php' => '14=0:6:5 26 34=0:18:5 35=0:19:5 39',
		'app/Controllers/GreetingController.php' => '14=1:6:5 15',
		'app/Controllers/UserController.php'     => '14=2:11:5 19 27=2:27:5 32',
	),
);
