<?php
/**
 * Hooks, written by ts2wp at build time from app/Hooks. Registering costs one closure per
 * hook: a hook's class is loaded only when the hook fires (Framework\Hooks::call()).
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'init',
	static function ( ...$args ) {
		return \Ts2wpDemo\Events\Framework\Hooks::call( 'Ts2wpDemo\\Events\\App\\Hooks\\EventHooks\\EventHooks', 'registerTypes', false, $args );
	},
	10,
	0
);
add_filter(
	'the_content',
	static function ( ...$args ) {
		return \Ts2wpDemo\Events\Framework\Hooks::call( 'Ts2wpDemo\\Events\\App\\Hooks\\EventHooks\\EventHooks', 'addBanner', false, $args );
	},
	20,
	1
);
add_action(
	'typescript_events_close_past',
	static function ( ...$args ) {
		return \Ts2wpDemo\Events\Framework\Hooks::call( 'Ts2wpDemo\\Events\\App\\Hooks\\EventHooks\\EventHooks', 'closePast', false, $args );
	},
	10,
	0
);
register_activation_hook(
	__DIR__ . '/typescript-events.php',
	static function ( ...$args ) {
		\Ts2wpDemo\Events\Framework\Hooks::activate(
			__DIR__ . '/typescript-events.php',
			array( 'Ts2wpDemo\\Events\\App\\Hooks\\EventHooks\\EventHooks', 'activate', false, 0 ),
			array( 'typescript_events_close_past' => 'daily' ),
			array( 'Ts2wpDemo\\Events\\App\\Hooks\\EventHooks\\EventHooks', 'uninstall' ),
			$args
		);
	}
);
register_deactivation_hook(
	__DIR__ . '/typescript-events.php',
	static function ( ...$args ) {
		\Ts2wpDemo\Events\Framework\Hooks::deactivate(
			array( 'Ts2wpDemo\\Events\\App\\Hooks\\EventHooks\\EventHooks', 'deactivate', false, 0 ),
			array( 'typescript_events_close_past' ),
			$args
		);
	}
);
