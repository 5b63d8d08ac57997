<?php
/**
 * The studio reports of StudioInsightsController.ts written by hand, as a PHP developer
 * writes them for a plugin: arrays, loops, usort, sprintf, json_encode/json_decode (PHP 7.4
 * syntax). Each answers the same JSON as the TypeScript in Node. Where PHP's function and
 * JavaScript's answer differently on the same input, the twin does what the TypeScript does:
 * - Math.round(): floor, then up when the fraction is at least one half (PHP's round()
 *   goes away from zero on -2.5);
 * - toFixed(1) of a percentage: number_format(), since sprintf('%.1f') rounds an exact tie
 *   (31.25) to even where JavaScript rounds it up; toFixed(2) of money: sprintf(), no ties;
 * - lengths, padding and slices count UTF-16 units, as JavaScript strings do (the class
 *   "Sunrise Yoga 🧘" is 15 long), and case changes are mb_* (Özdemir, KÖLN);
 * - an object's integer-like keys (postcodes) come first in ascending order in JavaScript.
 *
 * @package Ts2wpBench
 */

const HAND2_PLAN_FEES    = array(
	'basic'   => 19.9,
	'plus'    => 34.5,
	'premium' => 59,
);
const HAND2_FIRST_NAMES  = array( 'Anna', 'Ben', 'Clara', 'David', 'Elif', 'Finn', 'Greta', 'Hannah', 'Jonas', 'Lea', 'Mia', 'Noah', 'Zoë' );
const HAND2_LAST_NAMES   = array( 'Becker', 'Fischer', 'Hoffmann', 'Klein', 'Meyer', 'Özdemir', 'Schmidt', 'Wagner', 'Weber' );
const HAND2_CITIES       = array( 'Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt', 'Stuttgart', 'Düsseldorf', 'Leipzig' );
const HAND2_SEARCH_WORDS = array(
	'yoga', 'Pilates', 'HIIT', 'spinning', 'sauna', 'personal', 'trainer', 'beginners', 'morning',
	'evening', 'class', 'classes', 'near', 'me', 'price', 'membership', 'kids', 'senior', 'open',
	'sunday', 'parking', 'Zumba', 'boxing', 'stretching', 'back', 'pain', 'top', '10', '2024', 'café', 'Köln',
);
const HAND2_CLASS_TITLES = array( 'Sunrise Yoga 🧘', 'Core "Burn"', 'Rücken & Bauch', 'HIIT / Tabata', 'Café Stretch', 'Spin, Sweat & Smile', 'Boxing <Basics>' );
const HAND2_INSTRUCTORS  = array( 'Aylin', 'Marco', 'Sophie', 'Tim', 'Jana', 'René' );

/** Park–Miller generator: a closure answering the next number in [0, 1). */
function hand2_seeded( $seed ) {
	$state = $seed % 2147483647;
	if ( $state <= 0 ) {
		$state += 2147483646;
	}
	return function () use ( &$state ) {
		$state = $state * 16807 % 2147483647;
		return ( $state - 1 ) / 2147483646;
	};
}

/** JavaScript's Math.round(x * 10^digits) / 10^digits. */
function hand2_round( $value, $digits = 2 ) {
	$scaled  = $value * 10 ** $digits;
	$rounded = floor( $scaled );
	if ( $scaled - $rounded >= 0.5 ) {
		++$rounded;
	}
	return $rounded / 10 ** $digits;
}

/** JavaScript's Math.round(), as an int. */
function hand2_round_int( $value ) {
	$rounded = floor( $value );
	return (int) ( $value - $rounded >= 0.5 ? $rounded + 1 : $rounded );
}

/** The length of a string in UTF-16 units, JavaScript's `length`. */
function hand2_js_length( $text ) {
	return strlen( mb_convert_encoding( $text, 'UTF-16LE', 'UTF-8' ) ) >> 1;
}

/** JavaScript's padEnd() with spaces. */
function hand2_pad_end( $text, $width ) {
	$missing = $width - hand2_js_length( $text );
	return $missing > 0 ? $text . str_repeat( ' ', $missing ) : $text;
}

/** Members by plan and city, the most regular visitors and who referred the most. */
function hand_membersReport( $n ) {
	$rand    = hand2_seeded( $n + 1 );
	$members = array();
	for ( $i = 0; $i < $n; $i++ ) {
		$first     = HAND2_FIRST_NAMES[ (int) ( $rand() * 13 ) ];
		$last      = HAND2_LAST_NAMES[ (int) ( $rand() * 9 ) ];
		$roll      = $rand();
		$month     = 1 + (int) ( $rand() * 12 );
		$day       = 1 + (int) ( $rand() * 28 );
		$members[] = array(
			'id'         => 1000 + $i,
			'name'       => "$first $last",
			'email'      => mb_strtolower( "$first.$last$i@example.com" ),
			'plan'       => $roll < 0.55 ? 'basic' : ( $roll < 0.85 ? 'plus' : 'premium' ),
			'city'       => HAND2_CITIES[ (int) ( $rand() * 8 ) ],
			'joined'     => sprintf( '2024-%02d-%02d', $month, $day ),
			'visits'     => (int) ( $rand() * $rand() * 60 ),
			'active'     => $rand() > 0.18,
			'referredBy' => $i > 10 && $rand() < 0.2 ? 1000 + (int) ( $rand() * $i ) : null,
		);
	}

	$active  = array();
	$revenue = array(
		'basic'   => 0,
		'plus'    => 0,
		'premium' => 0,
	);
	$by_city = array();
	foreach ( $members as $m ) {
		if ( $m['active'] ) {
			$active[]                 = $m;
			$revenue[ $m['plan'] ]   += HAND2_PLAN_FEES[ $m['plan'] ];
			$by_city[ $m['city'] ][] = $m;
		}
	}

	$cities = array();
	foreach ( $by_city as $city => $list ) {
		$count   = count( $list );
		$visits  = 0;
		$premium = 0;
		foreach ( $list as $m ) {
			$visits += $m['visits'];
			if ( 'premium' === $m['plan'] ) {
				++$premium;
			}
		}
		$cities[] = array(
			'city'         => $city,
			'members'      => $count,
			'avgVisits'    => hand2_round( $visits / $count, 1 ),
			'premiumShare' => hand2_round( 100 * $premium / $count, 1 ),
		);
	}
	usort(
		$cities,
		function ( $a, $b ) {
			return $b['members'] - $a['members'] ?: strcmp( $a['city'], $b['city'] );
		}
	);

	$by_visits = $active;
	usort(
		$by_visits,
		function ( $a, $b ) {
			return $b['visits'] - $a['visits'] ?: $a['id'] - $b['id'];
		}
	);
	$top_visitors = array();
	foreach ( array_slice( $by_visits, 0, 5 ) as $m ) {
		$top_visitors[] = array(
			'id'     => $m['id'],
			'name'   => $m['name'],
			'visits' => $m['visits'],
		);
	}

	$referrals = array();
	foreach ( $members as $m ) {
		if ( null !== $m['referredBy'] ) {
			$referrals[ $m['referredBy'] ] = ( $referrals[ $m['referredBy'] ] ?? 0 ) + 1;
		}
	}
	$top_referrer = null;
	foreach ( $referrals as $id => $count ) {
		if ( null === $top_referrer || $count > $top_referrer['referrals'] || ( $count === $top_referrer['referrals'] && $id < $top_referrer['id'] ) ) {
			$top_referrer = array(
				'id'        => $id,
				'name'      => $members[ $id - 1000 ]['name'],
				'referrals' => $count,
			);
		}
	}

	$by_quarter = array( 0, 0, 0, 0 );
	foreach ( $members as $m ) {
		++$by_quarter[ intdiv( (int) substr( $m['joined'], 5, 2 ) + 2, 3 ) - 1 ];
	}

	$lapsed = array();
	foreach ( $active as $m ) {
		if ( 0 === $m['visits'] ) {
			$lapsed[] = $m['email'];
			if ( 3 === count( $lapsed ) ) {
				break;
			}
		}
	}
	$all_have_email = true;
	foreach ( $members as $m ) {
		if ( false === strpos( $m['email'], '@' ) ) {
			$all_have_email = false;
			break;
		}
	}

	return array(
		'total'           => count( $members ),
		'active'          => count( $active ),
		'revenue'         => array_map( 'hand2_round', $revenue ),
		'monthlyRevenue'  => hand2_round( $revenue['basic'] + $revenue['plus'] + $revenue['premium'] ),
		'cities'          => $cities,
		'topVisitors'     => $top_visitors,
		'topReferrer'     => $top_referrer,
		'joinedByQuarter' => $by_quarter,
		'lapsed'          => $lapsed,
		'allHaveEmail'    => $all_have_email,
	);
}

/** What people type into the studio finder: words, word pairs, numbers. */
function hand_searchTerms( $n ) {
	$rand    = hand2_seeded( $n * 7 + 3 );
	$queries = array();
	for ( $i = 0; $i < $n; $i++ ) {
		$length = 1 + (int) ( $rand() * 5 );
		$words  = array();
		for ( $k = 0; $k < $length; $k++ ) {
			$word  = HAND2_SEARCH_WORDS[ (int) ( $rand() * 31 ) ];
			$style = $rand();
			if ( $style < 0.15 ) {
				$word = mb_strtoupper( $word );
			} elseif ( $style < 0.35 ) {
				$word = ucfirst( $word ); // Every word starts with an ASCII letter or digit.
			}
			$words[] = $word;
		}
		if ( $rand() < 0.1 ) {
			$words[] = (string) ( 10000 + (int) ( $rand() * 90000 ) ); // A postcode.
		}
		$query = implode( $rand() < 0.2 ? '  ' : ' ', $words );
		if ( $rand() < 0.25 ) {
			$query .= '?';
		} elseif ( $rand() < 0.1 ) {
			$query = " $query!";
		}
		$queries[] = $query;
	}

	$counts      = array(); // Integer-like words become int keys: cast back when read.
	$pairs       = array();
	$total_words = 0;
	$questions   = 0;
	foreach ( $queries as $query ) {
		if ( '?' === substr( $query, -1 ) ) {
			++$questions;
		}
		$words        = preg_split( '/\s+/', strtr( mb_strtolower( $query ), '?!.,', '    ' ), -1, PREG_SPLIT_NO_EMPTY );
		$total_words += count( $words );
		$previous     = null;
		foreach ( $words as $word ) {
			$counts[ $word ] = ( $counts[ $word ] ?? 0 ) + 1;
			if ( null !== $previous ) {
				$pair           = "$previous $word";
				$pairs[ $pair ] = ( $pairs[ $pair ] ?? 0 ) + 1;
			}
			$previous = $word;
		}
	}

	$by_count_then_name = function ( $a, $b ) {
		return $b[1] - $a[1] ?: strcmp( $a[0], $b[0] );
	};
	$entries            = array();
	$numbers            = array();
	$strings            = array();
	foreach ( $counts as $word => $count ) {
		$entries[] = array( (string) $word, $count );
		if ( is_int( $word ) ) {
			$numbers[] = $word;
		} else {
			$strings[] = $word;
		}
	}
	usort( $entries, $by_count_then_name );
	$top = array();
	foreach ( array_slice( $entries, 0, 10 ) as $entry ) {
		$top[] = array(
			'word'  => $entry[0],
			'count' => $entry[1],
		);
	}

	$pair_entries = array();
	foreach ( $pairs as $pair => $count ) {
		$pair_entries[] = array( (string) $pair, $count );
	}
	usort( $pair_entries, $by_count_then_name );
	$top_pairs = array();
	foreach ( array_slice( $pair_entries, 0, 5 ) as $entry ) {
		$top_pairs[] = "{$entry[0]} ({$entry[1]})";
	}

	// JavaScript's key order: integer-like keys ascending, then the others as inserted.
	sort( $numbers );
	$vocabulary = array_merge( array_map( 'strval', $numbers ), $strings );

	$rare = array();
	foreach ( $vocabulary as $word ) {
		if ( 1 === $counts[ $word ] ) {
			$rare[] = $word;
		}
	}
	sort( $rare, SORT_STRING );

	$longest        = '';
	$longest_length = 0;
	foreach ( $vocabulary as $word ) {
		$length = hand2_js_length( $word );
		if ( $length > $longest_length ) {
			$longest        = $word;
			$longest_length = $length;
		}
	}

	return array(
		'queries'      => count( $queries ),
		'words'        => $total_words,
		'distinct'     => count( $vocabulary ),
		'top'          => $top,
		'topPairs'     => $top_pairs,
		'numericTerms' => array_map( 'strval', array_slice( $numbers, 0, 5 ) ),
		'rare'         => array_slice( $rare, 0, 8 ),
		'longest'      => $longest,
		'questions'    => $questions,
	);
}

/** A simulated share price of the studio chain: returns, volatility, drawdown, percentiles. */
function hand_sharePrice( $n ) {
	$rand    = hand2_seeded( 42 + $n );
	$prices  = array();
	$volumes = array();
	$price   = 100;
	for ( $day = 0; $day < $n; $day++ ) {
		$season    = 0.0015 * sin( 2 * M_PI * $day / 252 );
		$shock     = ( $rand() - 0.5 ) * 0.03 + ( $rand() < 0.01 ? -0.08 : 0 );
		$price     = max( 0.5, $price * ( 1 + 0.0002 + $season + $shock ) );
		$prices[]  = $price;
		$volumes[] = hand2_round_int( 10000 + 4000 * cos( $day / 5 ) + $rand() * 2500 );
	}

	$returns = array();
	for ( $i = 1; $i < $n; $i++ ) {
		$returns[] = $prices[ $i ] / $prices[ $i - 1 ] - 1;
	}
	$count = count( $returns );
	$mean  = array_sum( $returns ) / $count;
	$sq    = 0;
	$abs   = 0;
	foreach ( $returns as $r ) {
		$sq  += ( $r - $mean ) ** 2;
		$abs += abs( $r );
	}
	$volatility = sqrt( $sq / ( $count - 1 ) ) * sqrt( 252 );
	$cagr       = ( $prices[ $n - 1 ] / $prices[0] ) ** ( 252 / $n ) - 1;

	// How often the price crosses its 20-day moving average.
	$window    = 20;
	$sum       = 0;
	$crossings = 0;
	$above     = null;
	for ( $i = 0; $i < $n; $i++ ) {
		$sum += $prices[ $i ];
		if ( $i >= $window ) {
			$sum -= $prices[ $i - $window ];
		}
		if ( $i >= $window - 1 ) {
			$is_above = $prices[ $i ] > $sum / $window;
			if ( null !== $above && $is_above !== $above ) {
				++$crossings;
			}
			$above = $is_above;
		}
	}

	$peak         = -INF;
	$max_drawdown = 0;
	foreach ( $prices as $p ) {
		if ( $p > $peak ) {
			$peak = $p;
		}
		$drawdown = ( $peak - $p ) / $peak;
		if ( $drawdown > $max_drawdown ) {
			$max_drawdown = $drawdown;
		}
	}

	$sorted     = $returns;
	sort( $sorted );
	$percentile = function ( $q ) use ( $sorted, $count ) {
		$pos = ( $count - 1 ) * $q;
		$lo  = (int) floor( $pos );
		$hi  = min( $lo + 1, $count - 1 );
		return $sorted[ $lo ] + ( $sorted[ $hi ] - $sorted[ $lo ] ) * ( $pos - $lo );
	};

	$histogram = array_fill( 0, 7, 0 );
	foreach ( $returns as $r ) {
		++$histogram[ min( 6, max( 0, (int) floor( ( $r + 0.035 ) / 0.01 ) ) ) ];
	}

	return array(
		'days'          => $n,
		'first'         => hand2_round( $prices[0] ),
		'last'          => hand2_round( $prices[ $n - 1 ] ),
		'high'          => hand2_round( max( $prices ) ),
		'low'           => hand2_round( min( $prices ) ),
		'meanReturnPct' => hand2_round( $mean * 100, 5 ),
		'volatility'    => hand2_round( $volatility, 4 ),
		'cagr'          => hand2_round( $cagr, 4 ),
		'maxDrawdown'   => hand2_round( $max_drawdown, 4 ),
		'crossings'     => $crossings,
		'percentiles'   => array(
			'p5'  => hand2_round( $percentile( 0.05 ), 5 ),
			'p50' => hand2_round( $percentile( 0.5 ), 5 ),
			'p95' => hand2_round( $percentile( 0.95 ), 5 ),
		),
		'avgAbsMove'    => hand2_round( $abs / $count, 5 ),
		'avgVolume'     => hand2_round_int( array_sum( $volumes ) / $n ),
		'histogram'     => $histogram,
	);
}

/** The class schedule as the mobile app downloads it, read back and summed up. */
function hand_scheduleExport( $n ) {
	$rand     = hand2_seeded( $n + 99 );
	$sessions = array( array(), array(), array() );
	$all_tags = array( 'strength', 'cardio', 'mobility', 'mind', 'beginner' );
	for ( $i = 0; $i < $n; $i++ ) {
		$minutes  = array( 30, 45, 50, 60, 75, 90 )[ (int) ( $rand() * 6 ) ];
		$capacity = 8 + 4 * (int) ( $rand() * 5 );
		$hour     = 6 + (int) ( $rand() * 15 );
		$tags     = array();
		foreach ( $all_tags as $tag ) {
			if ( $rand() < 0.3 ) {
				$tags[] = $tag;
			}
		}
		$title      = HAND2_CLASS_TITLES[ (int) ( $rand() * 7 ) ];
		$instructor = HAND2_INSTRUCTORS[ (int) ( $rand() * 6 ) ];
		$starts     = sprintf( '2024-06-%02dT%02d:%s:00', 1 + $i % 28, $hour, $rand() < 0.5 ? '00' : '30' );
		$booked     = (int) ( $rand() * ( $capacity + 1 ) );
		$price      = array( 0, 9.99, 12.5, 15, 22.75 )[ (int) ( $rand() * 5 ) ];
		$room       = array(
			'name'  => 'Room ' . ( 1 + (int) ( $rand() * 4 ) ),
			'floor' => (int) ( $rand() * 3 ),
		);
		$equipment  = $rand() < 0.3 ? new stdClass() : array(
			'mats'   => $capacity,
			'blocks' => 2 * (int) ( $rand() * $capacity ),
		);

		$sessions[ $i % 3 ][] = array(
			'id'         => $i + 1,
			'title'      => $title,
			'instructor' => $instructor,
			'starts'     => $starts,
			'minutes'    => $minutes,
			'hours'      => $minutes / 60,
			'capacity'   => $capacity,
			'booked'     => $booked,
			'price'      => $price,
			'tags'       => $tags,
			'room'       => $room,
			'equipment'  => $equipment,
			'substitute' => $rand() < 0.1 ? HAND2_INSTRUCTORS[ (int) ( $rand() * 6 ) ] : null,
			'online'     => $rand() < 0.2,
		);
	}
	$schedule = array(
		'meta'    => array(
			'generated' => '2024-06-01',
			'version'   => 2,
			'currency'  => 'EUR',
		),
		'studios' => array(
			array(
				'name'     => 'Mitte',
				'city'     => 'Berlin',
				'sessions' => $sessions[0],
			),
			array(
				'name'     => 'Altona',
				'city'     => 'Hamburg',
				'sessions' => $sessions[1],
			),
			array(
				'name'     => 'Ehrenfeld',
				'city'     => 'Köln',
				'sessions' => $sessions[2],
			),
		),
	);

	$flags  = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE;
	$json   = json_encode( $schedule, $flags );
	$pretty = preg_replace_callback(
		'/^(?:    )+/m', // JSON.stringify(…, null, 2) indents by two spaces, PHP by four.
		function ( $indent ) {
			return substr( $indent[0], strlen( $indent[0] ) >> 1 );
		},
		json_encode( $schedule, $flags | JSON_PRETTY_PRINT )
	);
	$parsed = json_decode( $json );

	$by_instructor = array();
	$tag_counts    = array();
	$fullest       = null;
	$seats         = 0;
	$booked        = 0;
	$revenue       = 0;
	$no_equipment  = 0;
	$substitutes   = 0;
	$studios       = array();
	$preview       = array();
	foreach ( $parsed->studios as $studio ) {
		$hours = 0;
		foreach ( $studio->sessions as $s ) {
			if ( count( $preview ) < 5 ) {
				$preview[] = $s;
			}
			$hours += $s->hours;
			if ( ! isset( $by_instructor[ $s->instructor ] ) ) {
				$by_instructor[ $s->instructor ] = array(
					'sessions' => 0,
					'minutes'  => 0,
					'booked'   => 0,
				);
			}
			$entry              = &$by_instructor[ $s->instructor ];
			$entry['sessions'] += 1;
			$entry['minutes']  += $s->minutes;
			$entry['booked']   += $s->booked;
			unset( $entry );
			foreach ( $s->tags as $tag ) {
				$tag_counts[ $tag ] = ( $tag_counts[ $tag ] ?? 0 ) + 1;
			}
			if ( null === $fullest || $s->booked / $s->capacity > $fullest->booked / $fullest->capacity ) {
				$fullest = $s;
			}
			$seats   += $s->capacity;
			$booked  += $s->booked;
			$revenue += $s->booked * $s->price;
			if ( array() === get_object_vars( $s->equipment ) ) {
				++$no_equipment;
			}
			if ( null !== $s->substitute ) {
				++$substitutes;
			}
		}
		$studios[] = array(
			'name'     => "{$studio->name} ({$studio->city})",
			'sessions' => count( $studio->sessions ),
			'hours'    => hand2_round( $hours ),
		);
	}

	return array(
		'bytes'          => hand2_js_length( $json ),
		'prettyBytes'    => hand2_js_length( $pretty ),
		'prettyLines'    => substr_count( $pretty, "\n" ) + 1,
		'roundTrip'      => json_encode( $parsed, $flags ) === $json,
		'studios'        => $studios,
		'revenue'        => hand2_round( $revenue ),
		'occupancyPct'   => hand2_round( 100 * $booked / $seats, 1 ),
		'instructors'    => $by_instructor,
		'tags'           => $tag_counts,
		'noEquipment'    => $no_equipment,
		'withSubstitute' => $substitutes,
		'fullest'        => $fullest,
		'meta'           => $parsed->meta,
		'preview'        => $preview,
	);
}

/** Attendance as a Markdown table for the newsletter, a CSV for the accountant and an HTML teaser. */
function hand_attendanceReport( $n ) {
	$rand = hand2_seeded( $n * 13 + 5 );
	$rows = array();
	for ( $i = 0; $i < $n; $i++ ) {
		$capacity  = array( 8, 12, 16, 20, 24 )[ (int) ( $rand() * 5 ) ];
		$attendees = (int) ( $rand() * ( $capacity + 1 ) );
		$price     = array( 9.5, 12, 14.9 )[ (int) ( $rand() * 3 ) ];
		$rows[]    = array(
			'date'      => sprintf( '2024-%02d-%02d', 1 + ( $i >> 5 ) % 12, 1 + $i % 28 ),
			'className' => HAND2_CLASS_TITLES[ (int) ( $rand() * 7 ) ],
			'coach'     => HAND2_INSTRUCTORS[ (int) ( $rand() * 6 ) ],
			'attendees' => $attendees,
			'capacity'  => $capacity,
			'revenue'   => $attendees * $price,
		);
	}

	$md        = array(
		"## Attendance report ($n classes)",
		'',
		'| Date       | Class            | Coach    | Came |   Full |   Revenue |',
		'|' . str_repeat( '-', 12 ) . '|' . str_repeat( '-', 18 ) . '|' . str_repeat( '-', 10 ) . '|' . str_repeat( '-', 5 ) . ':|' . str_repeat( '-', 7 ) . ':|' . str_repeat( '-', 10 ) . ':|',
	);
	$csv       = array( 'date,class,coach,attendees,revenue' );
	$attendees = 0;
	$revenue   = 0;
	$best      = null;
	foreach ( $rows as $r ) {
		$class = hand2_js_length( $r['className'] ) > 16
			? mb_substr( $r['className'], 0, 15 ) . '…' // The cut titles have no emoji before it.
			: $r['className'];
		$money = sprintf( '%.2f', $r['revenue'] );
		$md[]  = sprintf(
			'| %s | %s | %s | %4d | %5s%% | %9s |',
			$r['date'],
			hand2_pad_end( $class, 16 ),
			hand2_pad_end( $r['coach'], 8 ),
			$r['attendees'],
			number_format( 100 * $r['attendees'] / $r['capacity'], 1, '.', '' ),
			$money
		);
		$cell  = strpbrk( $r['className'], "\",\n" ) ? '"' . str_replace( '"', '""', $r['className'] ) . '"' : $r['className'];
		$csv[] = "{$r['date']},$cell,{$r['coach']},{$r['attendees']},$money";

		$attendees += $r['attendees'];
		$revenue   += $r['revenue'];
		if ( null === $best || $r['attendees'] / $r['capacity'] > $best['attendees'] / $best['capacity'] ) {
			$best = $r;
		}
	}
	$md[]     = sprintf( '| **Total** | | | %4d | | %9.2f |', $attendees, $revenue );
	$markdown = implode( "\n", $md );
	$csv      = implode( "\r\n", $csv );

	$items = array();
	foreach ( array_slice( $rows, 0, 3 ) as $r ) {
		$items[] = sprintf(
			'  <li>%s with %s: <b>%d</b>/%d</li>',
			htmlspecialchars( $r['className'], ENT_COMPAT ),
			htmlspecialchars( $r['coach'], ENT_COMPAT ),
			$r['attendees'],
			$r['capacity']
		);
	}
	$html = "<ul class=\"teaser\">\n" . implode( "\n", $items ) . "\n</ul>\n<p>Best: "
		. htmlspecialchars( $best['className'], ENT_COMPAT ) . ' on ' . substr( $best['date'], 8 ) . '.' . substr( $best['date'], 5, 2 ) . '.</p>';

	// The last 60 UTF-16 units of the CSV (its tail holds at most a few hundred bytes).
	$tail16 = mb_convert_encoding( substr( $csv, -240 ), 'UTF-16LE', 'UTF-8' );

	return array(
		'markdown'      => $markdown,
		'markdownLines' => $n + 5,
		'csvBytes'      => hand2_js_length( $csv ),
		'csvHead'       => substr( $csv, 0, strpos( $csv, "\r\n", 40 ) ),
		'csvTail'       => mb_convert_encoding( substr( $tail16, -120 ), 'UTF-8', 'UTF-16LE' ),
		'html'          => $html,
		'title'         => strtoupper( trim( substr( $markdown, 3, strpos( $markdown, '(' ) - 3 ) ) ),
	);
}
