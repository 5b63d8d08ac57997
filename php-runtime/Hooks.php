<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * Calls the methods of app/Hooks classes from WordPress (hooks.php registers them): a
 * hook's class is loaded and instantiated only when the hook fires, once per request.
 * WordPress's arguments become JS values on the way in; a filter's result becomes plain
 * PHP on the way out. Activation schedules the cron events and records the uninstall
 * callback; deactivation clears the events.
 */
final class Hooks {
	/** @var array<string, object> One instance per hook class. */
	private static $instances = array();

	/**
	 * @param string $class_name Fully qualified class name.
	 * @param string $method     Method name.
	 * @param bool   $is_static  Whether the method is static.
	 * @param array  $args       What WordPress passed.
	 * @return mixed
	 */
	public static function call( $class_name, $method, $is_static, array $args ) {
		$args = array_map( array( Js::class, 'from' ), $args );
		if ( ! $is_static && ! isset( self::$instances[ $class_name ] ) ) {
			self::$instances[ $class_name ] = new $class_name();
		}
		$target = $is_static ? $class_name : self::$instances[ $class_name ];
		return Js::to_php(
			Js::run(
				function () use ( $target, $method, $args ) {
					return is_string( $target ) ? $target::$method( ...$args ) : $target->{ $method }( ...$args );
				}
			)
		);
	}

	/**
	 * On activation: the @Activate method, then each cron event not yet scheduled, then the
	 * uninstall callback (WordPress stores it in the uninstall_plugins option).
	 *
	 * @param string     $plugin_file The main plugin file.
	 * @param array|null $activate    array( class, method, is_static ) or null.
	 * @param array      $crons       event hook => schedule.
	 * @param array|null $uninstall   array( class, method ) (static) or null.
	 * @param array      $args        What WordPress passed ($network_wide).
	 */
	public static function activate( $plugin_file, $activate, array $crons, $uninstall, array $args ) {
		if ( $activate ) {
			self::call( $activate[0], $activate[1], $activate[2], array_slice( $args, 0, $activate[3] ) );
		}
		foreach ( $crons as $hook => $schedule ) {
			if ( false === wp_next_scheduled( $hook ) ) {
				wp_schedule_event( time(), $schedule, $hook );
			}
		}
		if ( $uninstall ) {
			register_uninstall_hook( $plugin_file, $uninstall );
		}
	}

	/**
	 * On deactivation: the @Deactivate method, then every cron event is unscheduled.
	 *
	 * @param array|null $deactivate array( class, method, is_static, accepted args ) or null.
	 * @param string[]   $crons      Event hooks.
	 * @param array      $args       What WordPress passed ($network_wide).
	 */
	public static function deactivate( $deactivate, array $crons, array $args ) {
		if ( $deactivate ) {
			self::call( $deactivate[0], $deactivate[1], $deactivate[2], array_slice( $args, 0, $deactivate[3] ) );
		}
		foreach ( $crons as $hook ) {
			wp_clear_scheduled_hook( $hook );
		}
	}

	/**
	 * Adds the weekly recurrence on WordPress before 5.4, which lacks it.
	 *
	 * @param array $schedules name => array( interval, display ).
	 * @return array
	 */
	public static function weekly( $schedules ) {
		if ( ! isset( $schedules['weekly'] ) ) {
			$schedules['weekly'] = array(
				'interval' => 7 * 24 * 3600,
				'display'  => 'Once Weekly',
			);
		}
		return $schedules;
	}
}
