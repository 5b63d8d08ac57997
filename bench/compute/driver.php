<?php
/**
 * Runs the compute benchmark inside one PHP process: each case's generated handler (the
 * built plugin's controller on the plugin's own runtime) and its hand-written twin
 * (handwritten.php), outputs checked equal, then timed in alternating order.
 *
 * Usage: php driver.php SPEC.json, where SPEC is { plugin, namespace, controller (class
 * name), handwritten (the twins' file, functions hand_<handler>), budget (seconds),
 * cases: [ { handler, params, reps } ] }. Prints JSON: per case, the generated and hand-written answers (as
 * JSON text), the per-run CPU and wall times in nanoseconds and the cycle collector's runs.
 * With reps 0 each variant runs once, its warm-up (`run.mjs --check` reads only the answers).
 */
define( 'ABSPATH', __DIR__ . '/' );

$spec      = json_decode( file_get_contents( $argv[1] ), true );
$plugin    = $spec['plugin'];
$namespace = $spec['namespace'];

spl_autoload_register(
	function ( $class ) use ( $plugin, $namespace ) {
		if ( 0 !== strpos( $class, $namespace . '\\' ) ) {
			return;
		}
		$parts    = explode( '\\', substr( $class, strlen( $namespace ) + 1 ) );
		$parts[0] = strtolower( $parts[0] );
		$file     = $plugin . '/' . implode( '/', $parts ) . '.php';
		if ( file_exists( $file ) ) {
			require_once $file;
		}
	}
);
require $spec['handwritten'];

$js         = $namespace . '\\Framework\\Js';
$class      = $namespace . '\\App\\Controllers\\' . $spec['controller'];
$controller = new $class();
$flags      = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE;

/** The two variants of a case as closures answering JSON text. */
function variants( $controller, $js, array $case, $flags ) {
	$handler = $case['handler'];
	$params  = $case['params'];
	$hand    = 'hand_' . $handler;
	$args    = array_values( $params ); // The twin takes the params in the order the case lists them.
	return array(
		'generated' => function () use ( $controller, $js, $handler, $params, $flags ) {
			return json_encode( $js::to_json( $controller->{ $handler }( $js::from_object( $params ), null ) ), $flags );
		},
		'hand'      => function () use ( $hand, $args, $flags ) {
			return json_encode( $hand( ...$args ), $flags );
		},
	);
}

/**
 * CPU time of this process in nanoseconds (user + system): unlike wall time, it does not
 * count the time other processes on a busy machine take from us.
 */
function cpu_ns() {
	$r = getrusage();
	return ( ( $r['ru_utime.tv_sec'] + $r['ru_stime.tv_sec'] ) * 1000000 + $r['ru_utime.tv_usec'] + $r['ru_stime.tv_usec'] ) * 1000;
}

$out = array();
foreach ( $spec['cases'] as $case ) {
	$run     = variants( $controller, $js, $case, $flags );
	$answers = array();
	$times   = array( 'generated' => array(), 'hand' => array() );
	$wall    = $times;
	$gc_runs = $times; // Runs of PHP's cycle collector during each timed call.
	$warm    = array();
	foreach ( $run as $name => $fn ) {
		$start            = cpu_ns();
		$answers[ $name ] = $fn(); // Warm-up, and the answer compared below.
		$warm[ $name ]    = cpu_ns() - $start;
	}
	// A case slower than the budget (a quadratic one) is timed once: its warm-up run.
	$reps = max( $warm ) > $spec['budget'] * 1e9 ? 0 : $case['reps'];
	if ( 0 === $reps ) {
		foreach ( $warm as $name => $ns ) {
			$times[ $name ][] = $ns;
		}
	}
	for ( $rep = 0; $rep < $reps; $rep++ ) {
		$order = 0 === $rep % 2 ? array( 'generated', 'hand' ) : array( 'hand', 'generated' );
		foreach ( $order as $name ) {
			gc_collect_cycles();
			$collections = gc_status()['runs'];
			$start       = cpu_ns();
			$clock       = hrtime( true );
			$answer      = $run[ $name ]();
			$wall[ $name ][]    = hrtime( true ) - $clock;
			$times[ $name ][]   = cpu_ns() - $start;
			$gc_runs[ $name ][] = gc_status()['runs'] - $collections;
			if ( $answer !== $answers[ $name ] ) {
				fwrite( STDERR, "$name {$case['handler']}: a different answer on repeat\n" );
				exit( 1 );
			}
		}
	}
	$out[] = array(
		'answers' => $answers,
		'times'   => $times,
		'wall'    => $wall,
		'gc_runs' => $gc_runs,
	);
}
echo json_encode( $out, $flags );
