<?php
/**
 * Hand-written PHP twins of the held-out bench's handlers
 * (heldout/app/Controllers/ShopReportsController.ts): what a plugin author writes by hand
 * for the same JSON answers, with arrays and PHP's own functions. driver.php calls
 * hand_<handler>( n ).
 *
 * Where PHP's function and JavaScript's differ on the same input, the twin spells out what
 * the TypeScript does (heldout_round(), heldout_fixed(), mb_* for UTF-16 lengths), since
 * the answers must be the same. PHP 7.4 syntax and functions (the plugin's requiresPhp),
 * so that `npm run bench:compute -- --php BIN` may name any PHP the plugin runs on.
 */

const HELDOUT_REGIONS       = array( 'north', 'south', 'east', 'west', 'central' );
const HELDOUT_CUSTOMERS     = array( 'acme', 'globex', 'initech', 'umbrella', 'hooli', 'stark', 'wayne', 'tyrell', 'cyberdyne' );
const HELDOUT_STATUSES      = array( 'paid', 'paid', 'paid', 'pending', 'refunded' );
const HELDOUT_WAREHOUSES    = array( 'berlin', 'lyon', 'porto' );
const HELDOUT_PRODUCT_NAMES = array( 'Desk Lamp', 'Café Table', 'Office Chair', 'Bookshelf', 'Sofa, 3-seat', 'Rug "Nordic"', 'Mirror', 'Größe XL Bed' );
const HELDOUT_SYLLABLES     = array( 'ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'ze', 'pu', 'dor', 'len' );
const HELDOUT_VOCABULARY    = array(
	'the', 'plugin', 'loads', 'fast', 'when', 'cache', 'is', 'warm', 'and', 'users', 'see', 'their', 'orders',
	'a', 'shop', 'sends', 'email', 'after', 'checkout', 'but', 'only', 'if', 'payment', 'clears', "it's", 'late',
	'WordPress', 'REST', 'routes', 'answer', 'JSON', 'to', 'every', 'request', 'of', 'admin', 'screens',
);
const HELDOUT_JSON = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE;

/** The same linear congruential generator: floats in [0, 1). */
function heldout_random( int $seed ): Closure {
	$state = $seed & 0xFFFFFFFF;
	return function () use ( &$state ) {
		$state = ( $state * 1664525 + 1013904223 ) & 0xFFFFFFFF;
		return $state / 4294967296;
	};
}

function heldout_pick( array $list, float $r ) {
	return $list[ (int) floor( $r * count( $list ) ) ];
}

/**
 * Math.round(): halves go up. PHP's round() goes away from zero and, before 8.4, rounds
 * 100.49999999999999 (1.005 * 100) up as if it were 100.5.
 */
function heldout_round( float $x ): float {
	$up = ceil( $x );
	return $up - 0.5 > $x ? $up - 1 : $up;
}

function heldout_round_to( float $value, int $digits ) {
	$factor = 10 ** $digits;
	return heldout_round( $value * $factor ) / $factor;
}

/** toFixed(): sprintf rounds the exact binary value, as JavaScript does (number_format() does not). */
function heldout_fixed( float $value, int $digits ): string {
	return sprintf( "%.{$digits}f", $value );
}

/** padEnd() counts UTF-16 units (characters here); str_pad() counts bytes. */
function heldout_pad_end( string $text, int $width ): string {
	return $text . str_repeat( ' ', max( 0, $width - mb_strlen( $text ) ) );
}

function hand_salesReport( int $n ): array {
	$random = heldout_random( $n );
	$orders = array();
	for ( $i = 0; $i < $n; $i++ ) {
		$item_count = 1 + (int) floor( $random() * 4 );
		$items      = array();
		for ( $k = 0; $k < $item_count; $k++ ) {
			$items[] = array(
				'sku'       => sprintf( 'SKU-%04d', floor( $random() * 500 ) ),
				'qty'       => 1 + (int) floor( $random() * 5 ),
				'unitPrice' => heldout_round( $random() * 20000 ) / 100,
			);
		}
		$order = array(
			'id'       => 1000 + $i,
			'customer' => heldout_pick( HELDOUT_CUSTOMERS, $random() ),
			'region'   => heldout_pick( HELDOUT_REGIONS, $random() ),
			'status'   => heldout_pick( HELDOUT_STATUSES, $random() ),
			'placedOn' => sprintf( '2024-%02d-%02d', 1 + $i % 12, 1 + ( $i * 7 ) % 28 ),
			'items'    => $items,
		);
		if ( 0 === $i % 4 ) {
			$percent         = 5 * ( 1 + $i % 3 );
			$order['coupon'] = array( 'code' => "SAVE$percent", 'percent' => $percent );
		}
		$orders[] = $order;
	}

	$settled = array();
	foreach ( $orders as $order ) {
		if ( 'refunded' === $order['status'] ) {
			continue;
		}
		$subtotal = 0;
		$units    = 0;
		foreach ( $order['items'] as $item ) {
			$subtotal += $item['qty'] * $item['unitPrice'];
			$units    += $item['qty'];
		}
		$discount  = $subtotal * ( $order['coupon']['percent'] ?? 0 ) / 100;
		$settled[] = array(
			'id'       => $order['id'],
			'customer' => $order['customer'],
			'region'   => $order['region'],
			'month'    => substr( $order['placedOn'], 0, 7 ),
			'units'    => $units,
			'total'    => heldout_round_to( $subtotal - $discount, 2 ),
			'pending'  => 'pending' === $order['status'],
		);
	}

	$ranked = $settled;
	usort( $ranked, fn ( $a, $b ) => $b['total'] <=> $a['total'] ?: $a['id'] <=> $b['id'] );

	$by_region = array();
	$revenue   = 0;
	$pending   = 0;
	$monthly   = array();
	$largest   = $settled[0] ?? null;
	foreach ( $settled as $sale ) {
		$group = &$by_region[ $sale['region'] ];
		$group ??= array( 'orders' => 0, 'units' => 0, 'revenue' => 0, 'customers' => array() );
		++$group['orders'];
		$group['units']                          += $sale['units'];
		$group['revenue']                        += $sale['total'];
		$group['customers'][ $sale['customer'] ] = true;
		unset( $group );
		$revenue += $sale['total'];
		if ( $sale['pending'] ) {
			$pending += $sale['total'];
		}
		$monthly[ $sale['month'] ] = ( $monthly[ $sale['month'] ] ?? 0 ) + $sale['total'];
		if ( $sale['units'] > $largest['units'] ) {
			$largest = $sale;
		}
	}
	ksort( $by_region, SORT_STRING );
	$regions = array();
	foreach ( $by_region as $region => $group ) {
		$regions[] = array(
			'region'       => $region,
			'orders'       => $group['orders'],
			'units'        => $group['units'],
			'revenue'      => heldout_round_to( $group['revenue'], 2 ),
			'averageOrder' => heldout_round_to( $group['revenue'] / $group['orders'], 2 ),
			'customers'    => count( $group['customers'] ),
		);
	}
	$best_month = null;
	foreach ( $monthly as $month => $total ) {
		if ( null === $best_month || $total > $monthly[ $best_month ] ) {
			$best_month = $month;
		}
	}

	return array(
		'orders'         => $n,
		'settled'        => count( $settled ),
		'refunded'       => $n - count( $settled ),
		'withCoupon'     => count( array_filter( $orders, fn ( $o ) => isset( $o['coupon'] ) ) ),
		'revenue'        => heldout_round_to( $revenue, 2 ),
		'pendingValue'   => heldout_round_to( $pending, 2 ),
		'regions'        => $regions,
		'bestMonth'      => array(
			'month'   => (string) $best_month,
			'revenue' => heldout_round_to( $monthly[ $best_month ], 2 ),
		),
		'top'            => array_map(
			fn ( $s ) => array(
				'id'       => $s['id'],
				'customer' => $s['customer'],
				'total'    => $s['total'],
			),
			array_slice( $ranked, 0, 5 )
		),
		'largestByUnits' => $largest['id'] ?? null,
	);
}

function heldout_text( int $n ): string {
	$random    = heldout_random( $n + 17 );
	$sentences = array();
	$words     = array();
	for ( $i = 0; $i < $n; $i++ ) {
		if ( $random() < 0.3 ) {
			$word = '';
			for ( $k = 2 + $i % 2; $k > 0; $k-- ) {
				$word .= heldout_pick( HELDOUT_SYLLABLES, $random() );
			}
		} else {
			$word = HELDOUT_VOCABULARY[ ( $i * 7 + (int) floor( $random() * 11 ) ) % count( HELDOUT_VOCABULARY ) ];
		}
		if ( ! $words ) {
			$word = ucfirst( $word );
		}
		$words[] = $random() < 0.08 ? "$word," : $word;
		if ( count( $words ) >= 6 + $i % 9 ) {
			$sentences[] = implode( ' ', $words ) . ( 0 === $i % 5 ? '!' : '.' );
			$words       = array();
		}
	}
	if ( $words ) {
		$sentences[] = implode( ' ', $words ) . '.';
	}
	return implode( ' ', $sentences );
}

function hand_wordFrequency( int $n ): array {
	$text  = heldout_text( $n );
	$words = preg_split( "/[^a-z']+/", strtolower( $text ), -1, PREG_SPLIT_NO_EMPTY );

	$counts = array();
	foreach ( $words as $word ) {
		$counts[ $word ] = ( $counts[ $word ] ?? 0 ) + 1;
	}
	$ranked = array();
	foreach ( $counts as $word => $count ) {
		$ranked[] = array( (string) $word, $count );
	}
	usort( $ranked, fn ( $a, $b ) => $b[1] <=> $a[1] ?: strcmp( $a[0], $b[0] ) );

	$by_initial = array();
	foreach ( $counts as $word => $count ) {
		$by_initial[ $word[0] ] = ( $by_initial[ $word[0] ] ?? 0 ) + $count;
	}
	ksort( $by_initial, SORT_STRING );

	$sentences = count( array_filter( preg_split( '/[.!?]/', $text ), fn ( $s ) => '' !== trim( $s ) ) );
	$longest   = '';
	$letters   = 0;
	foreach ( $words as $word ) {
		$letters += strlen( $word );
		if ( strlen( $word ) > strlen( $longest ) ) {
			$longest = $word;
		}
	}
	$total = count( $words );

	$rare = array();
	foreach ( $ranked as [$word, $count] ) {
		if ( 1 === $count ) {
			$rare[] = $word;
		}
	}
	return array(
		'characters'        => strlen( $text ),
		'words'             => $total,
		'distinct'          => count( $ranked ),
		'sentences'         => $sentences,
		'exclamations'      => substr_count( $text, '!' ),
		'averageWordLength' => $total ? (float) heldout_fixed( $letters / $total, 3 ) : 0,
		'wordsPerSentence'  => $sentences ? heldout_round( $total / $sentences * 10 ) / 10 : 0,
		'longest'           => $longest,
		'top'               => array_map(
			fn ( $entry ) => array(
				'word'  => $entry[0],
				'count' => $entry[1],
			),
			array_slice( $ranked, 0, 10 )
		),
		'rare'              => $rare,
		'byInitial'         => (object) $by_initial,
		'hasWordPress'      => isset( $counts['wordpress'] ),
	);
}

function hand_sensorStats( int $n ): array {
	$random   = heldout_random( $n + 99 );
	$temps    = array();
	$humidity = array();
	$xs       = array();
	$ys       = array();
	for ( $i = 0; $i < $n; $i++ ) {
		$t          = $i / 24;
		$noise      = (int) floor( $random() * 21 ) - 10;
		$temps[]    = 18 + 6 * sin( $t ) + 2.5 * cos( $t / 3 ) + $noise / 10;
		$humidity[] = (int) heldout_round( 55 + 20 * sin( $t / 2 + 1 ) ) + $i % 3;
		$xs[]       = cos( $i ) * ( 1 + $i % 7 );
		$ys[]       = sin( $i ) * ( 1 + $i % 5 );
	}

	$count    = count( $temps ) ?: 1;
	$mean     = array_sum( $temps ) / $count;
	$squares  = 0;
	$absolute = 0;
	$frost    = 0;
	foreach ( $temps as $v ) {
		$squares  += ( $v - $mean ) ** 2;
		$absolute += abs( $v - $mean );
		if ( $v < 12 ) {
			++$frost;
		}
	}

	$window     = 12;
	$window_sum = 0;
	$peak       = -INF;
	$crossings  = 0;
	$previous   = null;
	foreach ( $temps as $i => $value ) {
		$window_sum += $value;
		if ( $i >= $window ) {
			$window_sum -= $temps[ $i - $window ];
		}
		$average = $window_sum / min( $i + 1, $window );
		$peak    = max( $peak, $average );
		if ( null !== $previous && ( $previous < $mean ) !== ( $average < $mean ) ) {
			++$crossings;
		}
		$previous = $average;
	}

	$sorted = $temps;
	sort( $sorted );
	$percentile = function ( $p ) use ( $sorted ) {
		if ( ! $sorted ) {
			return 0;
		}
		$rank = $p / 100 * ( count( $sorted ) - 1 );
		$low  = (int) floor( $rank );
		$high = (int) ceil( $rank );
		return $sorted[ $low ] + ( $sorted[ $high ] - $sorted[ $low ] ) * ( $rank - $low );
	};

	$path     = 0;
	$farthest = 0;
	for ( $i = 1; $i < $n; $i++ ) {
		$path    += hypot( $xs[ $i ] - $xs[ $i - 1 ], $ys[ $i ] - $ys[ $i - 1 ] );
		$farthest = max( $farthest, sqrt( $xs[ $i ] * $xs[ $i ] + $ys[ $i ] * $ys[ $i ] ) );
	}

	$buckets = array_fill( 0, 5, 0 );
	foreach ( $humidity as $h ) {
		++$buckets[ min( 4, max( 0, (int) floor( ( $h - 30 ) / 10 ) ) ) ];
	}

	return array(
		'count'            => $n,
		'mean'             => heldout_round_to( $mean, 4 ),
		'stdDev'           => heldout_round_to( sqrt( $squares / $count ), 4 ),
		'min'              => heldout_round_to( $sorted[0] ?? 0, 4 ),
		'max'              => heldout_round_to( $sorted ? end( $sorted ) : 0, 4 ),
		'median'           => heldout_round_to( $percentile( 50 ), 4 ),
		'p95'              => heldout_round_to( $percentile( 95 ), 4 ),
		'peakAverage'      => heldout_round_to( $peak, 4 ),
		'crossings'        => $crossings,
		'humidityRange'    => $humidity ? array( min( $humidity ), max( $humidity ) ) : array(),
		'humidityBuckets'  => $buckets,
		'meanAbsDeviation' => heldout_round_to( $absolute / $count, 4 ),
		'path'             => heldout_round_to( $path, 3 ),
		'farthest'         => heldout_round_to( $farthest, 3 ),
		'frostDays'        => $frost,
	);
}

function heldout_catalog( int $n ): array {
	$random     = heldout_random( $n * 3 + 1 );
	$categories = array();
	foreach ( array( 'living', 'office', 'bedroom', 'outdoor' ) as $slug ) {
		$categories[] = array(
			'slug'     => $slug,
			'label'    => ucfirst( $slug ),
			'products' => array(),
		);
	}
	$tags = array( 'new', 'sale', 'eco', 'bulky', 'gift' );
	for ( $i = 0; $i < $n; $i++ ) {
		$price_cents = 499 + (int) floor( $random() * 50000 );
		$stock       = array();
		foreach ( HELDOUT_WAREHOUSES as $warehouse ) {
			$qty = (int) floor( $random() * 40 ) - 5;
			if ( $qty > 0 ) {
				$stock[ $warehouse ] = $qty;
			}
		}
		$product_tags = array();
		foreach ( $tags as $k => $tag ) {
			if ( 0 === ( $i + $k ) % ( $k + 2 ) ) {
				$product_tags[] = $tag;
			}
		}
		$categories[ $i % 4 ]['products'][] = array(
			'id'           => $i + 1,
			'title'        => HELDOUT_PRODUCT_NAMES[ $i % count( HELDOUT_PRODUCT_NAMES ) ] . " #$i",
			'url'          => 'https://shop.example/p/' . ( $i + 1 ) . '/',
			'priceCents'   => $price_cents,
			'price'        => $price_cents / 100,
			'tags'         => $product_tags,
			'stock'        => (object) $stock, // {} when empty, as in JavaScript.
			'size'         => array(
				'w' => 10 + $i % 90,
				'h' => 5 + ( $i * 3 ) % 40,
				'd' => 1 + ( $i * 11 ) % 60,
			),
			'discontinued' => 0 === $i % 13,
			'replacedBy'   => 0 === $i % 13 ? $i + 2 : null,
		);
	}
	return array(
		'shop'        => 'Demo Shop',
		'generatedAt' => '2024-06-01T12:00:00Z',
		'categories'  => $categories,
	);
}

function hand_catalogExport( int $n ): array {
	$json = json_encode( heldout_catalog( $n ), HELDOUT_JSON );
	// Objects, not arrays: an empty stock must stay {} when encoded again.
	$parsed = json_decode( $json );

	$categories = array();
	$all        = array();
	foreach ( $parsed->categories as $category ) {
		$active = 0;
		$units  = 0;
		$value  = 0;
		$volume = 0;
		foreach ( $category->products as $p ) {
			$volume += $p->size->w * $p->size->h * $p->size->d;
			if ( $p->discontinued ) {
				continue;
			}
			++$active;
			$in_stock = array_sum( (array) $p->stock );
			$units   += $in_stock;
			$value   += $in_stock * $p->priceCents;
		}
		$count        = count( $category->products );
		$categories[] = array(
			'slug'          => $category->slug,
			'label'         => $category->label,
			'products'      => $count,
			'discontinued'  => $count - $active,
			'units'         => $units,
			'stockValue'    => $value / 100,
			'averageVolume' => $count ? heldout_round( $volume / $count ) : 0,
		);
		array_push( $all, ...$category->products );
	}

	$tag_counts   = array();
	$by_warehouse = array();
	$out_of_stock = array();
	$priciest     = null;
	$replacements = 0;
	foreach ( $all as $p ) {
		foreach ( $p->tags as $tag ) {
			$tag_counts[ $tag ] = ( $tag_counts[ $tag ] ?? 0 ) + 1;
		}
		$stock = (array) $p->stock;
		if ( ! $stock ) {
			$out_of_stock[] = $p->id;
		}
		foreach ( $stock as $warehouse => $qty ) {
			$by_warehouse[ $warehouse ] = ( $by_warehouse[ $warehouse ] ?? 0 ) + $qty;
		}
		if ( null === $priciest || $p->priceCents > $priciest->priceCents ) {
			$priciest = $p;
		}
		if ( null !== $p->replacedBy ) {
			++$replacements;
		}
	}

	$summary = array(
		'categories'  => $categories,
		'tagCounts'   => (object) $tag_counts,
		'byWarehouse' => (object) $by_warehouse,
	);
	return array(
		'bytes'           => mb_strlen( $json ),
		'roundTrip'       => json_encode( $parsed, HELDOUT_JSON ) === $json,
		'summaryLength'   => mb_strlen( json_encode( $summary, HELDOUT_JSON ) ),
	) + $summary + array(
		'outOfStock'      => array_slice( $out_of_stock, 0, 10 ),
		'outOfStockCount' => count( $out_of_stock ),
		'priciest'        => $priciest ? array(
			'id'    => $priciest->id,
			'title' => $priciest->title,
			'price' => $priciest->price,
		) : null,
		'replacements'    => $replacements,
		'firstProduct'    => $all ? json_encode( $all[0], HELDOUT_JSON ) : null,
	);
}

function heldout_csv_cell( $value ): string {
	$text = (string) $value;
	return false !== strpbrk( $text, "\",\n" ) ? '"' . str_replace( '"', '""', $text ) . '"' : $text;
}

function hand_invoiceExport( int $n ): array {
	$random = heldout_random( 2 * $n + 5 );
	$lines  = array();
	for ( $i = 0; $i < $n; $i++ ) {
		$name    = heldout_pick( HELDOUT_PRODUCT_NAMES, $random() );
		$qty     = 1 + (int) floor( $random() * 12 );
		$price   = ( 99 + (int) floor( $random() * 90000 ) ) / 100;
		$lines[] = array(
			'sku'   => 'INV-' . str_pad( strtoupper( base_convert( (string) ( $i + 1 ), 10, 36 ) ), 5, '0', STR_PAD_LEFT ),
			'name'  => $name,
			'qty'   => $qty,
			'price' => $price,
			'total' => $qty * $price,
		);
	}

	$rows = array( implode( ',', array_map( 'heldout_csv_cell', array( 'sku', 'product', 'qty', 'unit price', 'total' ) ) ) );
	foreach ( $lines as $l ) {
		$cells  = array( $l['sku'], $l['name'], $l['qty'], heldout_fixed( $l['price'], 2 ), heldout_fixed( $l['total'], 2 ) );
		$rows[] = implode( ',', array_map( 'heldout_csv_cell', $cells ) );
	}
	$csv = implode( "\n", $rows );

	$width       = 52;
	$rule        = str_repeat( '-', $width );
	$grand_total = 0;
	$report      = array( str_pad( 'invoice for ' . strtoupper( 'demo shop' ), $width, '.' ), $rule );
	foreach ( $lines as $i => $l ) {
		$grand_total += $l['total'];
		$name         = mb_strlen( $l['name'] ) > 10 ? mb_substr( $l['name'], 0, 9 ) . '…' : heldout_pad_end( $l['name'], 10 );
		$report[]     = sprintf( '%4d. %s %s ×%3d %10s', $i + 1, $l['sku'], $name, $l['qty'], heldout_fixed( $l['total'], 2 ) );
	}
	$report[] = $rule;
	$report[] = str_pad( 'TOTAL', $width - 14 ) . str_pad( heldout_fixed( $grand_total, 2 ), 14, ' ', STR_PAD_LEFT );

	$checksum = 0;
	$widest   = 0;
	foreach ( $report as $k => $line ) {
		$checksum = ( $checksum * 31 + mb_strlen( $line ) ) % 1000003;
		if ( $k < 50 ) {
			$widest = max( $widest, mb_strlen( $line ) );
		}
	}
	$text = implode( "\n", $report );

	return array(
		'csvLength'    => mb_strlen( $csv ),
		'csvRows'      => count( $rows ),
		'quotedRows'   => count( array_filter( $rows, fn ( $row ) => false !== strpos( $row, '"' ) ) ),
		'csvHead'      => array_slice( $rows, 0, 3 ),
		'reportLength' => mb_strlen( $text ),
		'reportHead'   => array_slice( $report, 0, 4 ),
		'reportTail'   => array_slice( $report, -2 ),
		'widest'       => $widest,
		'checksum'     => $checksum,
		'initials'     => implode( '', array_map( fn ( $l ) => $l['name'][0], array_slice( $lines, 0, 20 ) ) ),
	);
}
