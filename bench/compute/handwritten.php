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

function hand_orders( int $n ): array {
	$regions = array( 'north', 'south', 'east', 'west' );
	$orders  = array();
	for ( $i = 0; $i < $n; $i++ ) {
		$orders[] = array(
			'sku'    => 'S' . ( $i % 97 ),
			'qty'    => ( $i * 13 ) % 9,
			'unit'   => ( ( $i * 31 ) % 500 ) / 4,
			'region' => $regions[ $i % 4 ],
		);
	}
	$lines = array();
	foreach ( $orders as $i => $o ) {
		if ( $o['qty'] > 0 && 1 !== $i % 5 ) {
			$lines[] = array(
				'sku'    => $o['sku'],
				'region' => $o['region'],
				'total'  => $o['qty'] * $o['unit'],
			);
		}
	}
	usort( $lines, fn( $a, $b ) => $b['total'] <=> $a['total'] ?: strcmp( $a['sku'], $b['sku'] ) );
	$revenue = 0;
	$west    = 0;
	$free    = false;
	$all     = true;
	$small   = null;
	foreach ( $lines as $l ) {
		$revenue += $l['total'];
		if ( 'west' === $l['region'] ) {
			$west += $l['total'];
		}
		$free = $free || 0 == $l['total'];
		$all  = $all && $l['total'] > 0;
		if ( null === $small && $l['total'] < 100 ) {
			$small = $l['sku'];
		}
	}
	$top = array();
	foreach ( array_slice( $lines, 0, 3 ) as $l ) {
		$top[] = $l['sku'] . '@' . $l['total'];
	}
	return array(
		'count'       => count( $lines ),
		'revenue'     => round( $revenue * 100 ) / 100,
		'west'        => round( $west * 100 ) / 100,
		'anyFree'     => $free,
		'allPositive' => $all,
		'firstSmall'  => $small,
		'top'         => $top,
	);
}

function hand_tally( int $n ): array {
	$stems = array( 'red', 'green', 'blue', 'cyan', 'magenta', 'yellow', 'black' );
	$text  = '';
	for ( $i = 0; $i < $n; $i++ ) {
		$text .= $stems[ ( $i * 5 + ( $i >> 3 ) ) % 7 ] . ( $i % 23 ) . ' ';
	}
	$words  = explode( ' ', trim( $text ) );
	$counts = array();
	foreach ( $words as $w ) {
		$counts[ $w ] = ( $counts[ $w ] ?? 0 ) + 1;
	}
	$entries = array();
	foreach ( $counts as $k => $c ) {
		$entries[] = array( (string) $k, $c );
	}
	usort( $entries, fn( $a, $b ) => $b[1] <=> $a[1] ?: strcmp( $a[0], $b[0] ) );
	$longest = '';
	foreach ( $counts as $k => $c ) {
		if ( strlen( $k ) > strlen( $longest ) ) {
			$longest = (string) $k;
		}
	}
	$top = array();
	foreach ( array_slice( $entries, 0, 4 ) as $e ) {
		$top[] = $e[0] . ':' . $e[1];
	}
	return array(
		'words'    => count( $words ),
		'distinct' => count( $entries ),
		'longest'  => $longest,
		'top'      => $top,
	);
}

function hand_signal( int $n ): array {
	$avg       = 0;
	$peak      = -INF;
	$low       = INF;
	$crossings = 0;
	$prev      = 0;
	$energy    = 0;
	for ( $i = 0; $i < $n; $i++ ) {
		$t    = $i / 50;
		$v    = sin( $t ) * 3 + cos( $t * 0.7 ) + sqrt( $i % 17 ) / 4;
		$avg += ( $v - $avg ) / ( $i + 1 );
		$peak = max( $peak, $v );
		$low  = min( $low, $v );
		if ( ( $prev < 0 && $v >= 0 ) || ( $prev >= 0 && $v < 0 ) ) {
			$crossings++;
		}
		$prev    = $v;
		$energy += abs( $v ) * floor( fmod( $t, 3 ) );
	}
	return array(
		'avg'       => round( $avg * 1e6 ) / 1e6,
		'peak'      => round( $peak * 1000 ) / 1000,
		'low'       => round( $low * 1000 ) / 1000,
		'crossings' => $crossings,
		'energy'    => (int) round( $energy ),
	);
}

function hand_ledger( int $n ): array {
	$entries = array();
	for ( $i = 0; $i < $n; $i++ ) {
		$entries[] = array(
			'id'     => $i,
			'amount' => ( 0 === $i % 2 ? 1 : -1 ) * ( ( $i * 17 ) % 1000 ) / 8,
			'memo'   => 'm' . ( $i % 13 ),
			'flags'  => array( $i % 3, $i % 4 ),
		);
	}
	$text = json_encode(
		array(
			'version' => 2,
			'entries' => $entries,
		),
		JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
	);
	$back    = json_decode( $text, true );
	$balance = 0;
	$flagged = 0;
	foreach ( $back['entries'] as $e ) {
		$balance += $e['amount'];
		if ( 0 === $e['flags'][0] ) {
			$flagged++;
		}
	}
	return array(
		'bytes'   => strlen( $text ),
		'balance' => $balance,
		'flagged' => $flagged,
		'version' => $back['version'],
	);
}

function hand_report( int $n ): array {
	$lines = array();
	for ( $i = 0; $i < $n; $i++ ) {
		$name    = 'customer-' . ( $i * 7 );
		$short   = substr( $name, 0, 6 ) . substr( $name, -3 );
		$lines[] = str_pad( (string) $i, 6, '0', STR_PAD_LEFT ) . '|' . strtoupper( $short ) . '|' . ( ( $i % 100 ) / 4 );
	}
	$body  = implode( "\n", $lines );
	$first = substr( $body, 0, strpos( $body, "\n" ) );
	return array(
		'length' => strlen( $body ),
		'first'  => $first,
		'last'   => $lines[ count( $lines ) - 1 ],
		'parts'  => count( explode( '|', $first ) ),
	);
}
