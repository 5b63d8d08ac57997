<?php
/**
 * The compute benchmark's floor: the five handlers of project/app/Controllers/ComputeController.ts
 * written as idiomatic PHP 8 (arrays, native functions, byte offsets), as a plugin author
 * would write them by hand. bench/compute/driver.php checks that each returns the same JSON
 * as the generated handler before timing either.
 */

function hand_records( int $n ): array {
	$rows = array();
	for ( $i = 0; $i < $n; $i++ ) {
		$rows[] = array(
			'id'     => $i,
			'name'   => 'user' . ( ( $i * 7919 ) % $n ),
			'score'  => ( $i * 37 ) % 101,
			'active' => 0 !== $i % 3,
		);
	}
	$picked = array_values( array_filter( $rows, fn( $r ) => $r['active'] && $r['score'] > 20 ) );
	usort( $picked, fn( $a, $b ) => $b['score'] <=> $a['score'] ?: strcmp( $a['name'], $b['name'] ) );
	return array(
		'count' => count( $picked ),
		'total' => array_sum( array_column( $picked, 'score' ) ),
		'top'   => array_slice( array_column( $picked, 'name' ), 0, 5 ),
		'ids'   => array_column( array_slice( $picked, -3 ), 'id' ),
	);
}

function hand_words( int $n ): array {
	$vocab = array( 'alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa', 'lambda', 'mu' );
	$parts = array();
	for ( $i = 0; $i < $n; $i++ ) {
		$parts[] = $vocab[ ( $i * $i + 3 * $i ) % count( $vocab ) ] . ( $i % 50 );
	}
	$text   = implode( ' ', $parts );
	$counts = array();
	foreach ( explode( ' ', $text ) as $word ) {
		$counts[ $word ] = ( $counts[ $word ] ?? 0 ) + 1;
	}
	$keys = array_map( 'strval', array_keys( $counts ) );
	usort( $keys, fn( $a, $b ) => $counts[ $b ] <=> $counts[ $a ] ?: strcmp( $a, $b ) );
	return array(
		'distinct' => count( $keys ),
		'top'      => array_map( fn( $k ) => "$k={$counts[ $k ]}", array_slice( $keys, 0, 5 ) ),
	);
}

function hand_numeric( int $n ): array {
	$sum   = 0;
	$count = 0;
	$max   = 0;
	for ( $i = 1; $i <= $n; $i++ ) {
		if ( 0 === $i % 3 || 0 === $i % 5 ) {
			$count++;
		}
		$x    = sqrt( $i ) / ( $i % 7 + 1 );
		$sum += $x + floor( $i / 3 );
		$max  = max( $max, abs( $x - round( $x ) ) );
	}
	return array(
		'count' => $count,
		'sum'   => round( $sum * 1000 ) / 1000,
		'max'   => $max,
		'mean'  => (string) ( round( $sum / $n * 100 ) / 100 ),
	);
}

function hand_json( int $n ): array {
	$rows = array();
	for ( $i = 0; $i < $n; $i++ ) {
		$rows[] = array(
			'id'    => $i,
			'name'  => "item \"$i\"",
			'price' => $i * 1.25 + 0.1,
			'tags'  => array( 'a', 't' . ( $i % 7 ) ),
			'meta'  => array(
				'ok'   => 0 === $i % 2,
				'note' => 0 === $i % 5 ? null : 'x/y',
			),
		);
	}
	$text  = json_encode( $rows, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	$back  = json_decode( $text, true );
	$total = 0;
	foreach ( $back as $row ) {
		$total += $row['price'];
	}
	return array(
		'length' => strlen( $text ),
		'total'  => $total,
		'last'   => $back[ count( $back ) - 1 ],
	);
}

function hand_strings( int $n, bool $accent ): array {
	$parts = array();
	for ( $i = 0; $i < $n; $i++ ) {
		$parts[] = "key$i=value-" . ( $i % 10 ) . ';';
	}
	$text   = ( $accent ? 'é' : '' ) . implode( '', $parts );
	$out    = '';
	$count  = 0;
	$pos    = 0;
	$length = strlen( $text );
	while ( $pos < $length ) {
		$eq = strpos( $text, '=', $pos );
		if ( false === $eq ) {
			break;
		}
		$end   = strpos( $text, ';', $eq );
		$key   = substr( $text, $pos, $eq - $pos );
		$value = substr( $text, $eq + 1, $end - $eq - 1 );
		$at    = strpos( $key, 'key' );
		$out  .= ( false === $at ? $key : substr_replace( $key, 'k', $at, 3 ) ) . ':' . strtoupper( $value ) . ',';
		$count++;
		$pos = $end + 1;
	}
	// The answer counts characters (no mbstring on every host: PCRE's /u).
	preg_match( '/^.{0,24}/su', $out, $head );
	preg_match( '/.{0,16}$/su', $out, $tail );
	return array(
		'count'  => $count,
		'length' => preg_match_all( '/./su', $out ),
		'head'   => $head[0],
		'tail'   => $tail[0],
	);
}
