<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * `Date.parse()` as V8 does it (src/date/dateparser-inl.h): the spec's ISO format first and,
 * where that stops, V8's legacy parser, which reads what browsers have always read
 * (`2027/04/01`, `April 1, 2027`, `04/01/2027 10:00 PM`, `Thu, 01 Apr 2027 10:00:00 GMT`,
 * `2027-04-01 10:00 GMT+0200`). The text becomes tokens (numbers, the symbols : - + . ),
 * words, white space, anything else), which fill a day (three numbers or a month name), a
 * time (hour, minute, second, millisecond) and a time zone, each checked at the end.
 */
final class JsDateParser {
	/** Words V8 knows by their first three letters: a month (longer words too), am/pm, a zone, T. */
	const WORDS = array(
		'jan' => array( 'month', 1 ),
		'feb' => array( 'month', 2 ),
		'mar' => array( 'month', 3 ),
		'apr' => array( 'month', 4 ),
		'may' => array( 'month', 5 ),
		'jun' => array( 'month', 6 ),
		'jul' => array( 'month', 7 ),
		'aug' => array( 'month', 8 ),
		'sep' => array( 'month', 9 ),
		'oct' => array( 'month', 10 ),
		'nov' => array( 'month', 11 ),
		'dec' => array( 'month', 12 ),
		'am'  => array( 'ampm', 0 ),
		'pm'  => array( 'ampm', 12 ),
		'ut'  => array( 'zone', 0 ),
		'utc' => array( 'zone', 0 ),
		'z'   => array( 'zone', 0 ),
		'gmt' => array( 'zone', 0 ),
		'cdt' => array( 'zone', -5 ),
		'cst' => array( 'zone', -6 ),
		'edt' => array( 'zone', -4 ),
		'est' => array( 'zone', -5 ),
		'mdt' => array( 'zone', -6 ),
		'mst' => array( 'zone', -7 ),
		'pdt' => array( 'zone', -7 ),
		'pst' => array( 'zone', -8 ),
		't'   => array( 'separator', 0 ),
	);

	/** White space and line terminators, as ECMAScript defines them. */
	const SPACE = '/^[\t\n\x{0B}\f\r \x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]$/u';

	/** @var array[] The tokens: array( kind, value, length ); kind is num, sym, word, space, other or end. */
	private $tokens = array();
	private $at     = 0;

	/** @var int[] Up to three numbers of the date, and a month name's number (0: none). */
	private $day         = array();
	private $named_month = 0;
	private $iso         = false;
	/** @var int[] Hour, minute, second, millisecond, as read. */
	private $time        = array();
	private $hour_offset = null;
	/** @var int|null Sign, hours, minutes of the offset (null: not given). */
	private $zone_sign   = null;
	private $zone_hour   = null;
	private $zone_minute = null;

	/**
	 * array( year, month 0..11, day, hour, minute, second, ms, offset in seconds or null for
	 * local time ), or null when V8 gives NaN.
	 */
	public static function fields( $text ) {
		$parser = new self( $text );
		return $parser->parse();
	}

	private function __construct( $text ) {
		$chars = preg_split( '//u', $text, -1, PREG_SPLIT_NO_EMPTY );
		$chars = false === $chars ? str_split( $text ) : $chars;
		$count = count( $chars );
		for ( $i = 0; $i < $count; ) {
			$char = $chars[ $i ];
			if ( self::is_digit( $char ) ) {
				$value = 0;
				$start = $i;
				while ( $i < $count && '0' === $chars[ $i ] ) {
					++$i;
				}
				$digits = 0;
				while ( $i < $count && self::is_digit( $chars[ $i ] ) ) {
					if ( $digits < 9 ) {
						$value = $value * 10 + (int) $chars[ $i ]; // V8 keeps nine significant digits.
					}
					++$i;
					++$digits;
				}
				$this->tokens[] = array( 'num', $value, $i - $start );
			} elseif ( false !== strpos( ':-+.)', $char ) ) {
				$this->tokens[] = array( 'sym', $char, 1 );
				++$i;
			} elseif ( self::is_space( $char ) ) {
				$this->tokens[] = array( 'space', $char, 1 );
				++$i;
			} elseif ( self::is_letter( $char ) ) {
				$word   = '';
				$length = 0;
				while ( $i < $count && self::is_letter( $chars[ $i ] ) ) {
					if ( $length < 3 ) {
						$word .= 1 === strlen( $chars[ $i ] ) ? chr( ord( $chars[ $i ] ) | 0x20 ) : $chars[ $i ];
					}
					++$i;
					++$length;
				}
				$known          = isset( self::WORDS[ $word ] ) && ( $length <= 3 || 'month' === self::WORDS[ $word ][0] ) ? self::WORDS[ $word ] : array( 'unknown', 0 );
				$this->tokens[] = array( 'word', $known, $length );
			} elseif ( '(' === $char ) {
				// A comment in parentheses, nested ones included, is one token.
				$depth = 0;
				do {
					$depth += '(' === $chars[ $i ] ? 1 : ( ')' === $chars[ $i ] ? -1 : 0 );
					++$i;
				} while ( $depth > 0 && $i < $count );
				$this->tokens[] = array( 'other', $char, 1 );
			} else {
				$this->tokens[] = array( 'other', $char, 1 );
				++$i;
			}
		}
		$this->tokens[] = array( 'end', null, 0 );
	}

	/** An ASCII digit (ctype is not on every host). */
	private static function is_digit( $char ) {
		return 1 === strlen( $char ) && $char >= '0' && $char <= '9';
	}

	/** What V8 reads as part of a word: `A` and above (every non-ASCII character), not white space. */
	private static function is_letter( $char ) {
		return ( strlen( $char ) > 1 || ord( $char ) >= 0x41 ) && ! self::is_space( $char );
	}

	private static function is_space( $char ) {
		return 1 === preg_match( self::SPACE, $char );
	}

	private function peek() {
		return $this->tokens[ $this->at ];
	}

	private function next() {
		$token = $this->tokens[ $this->at ];
		if ( 'end' !== $token[0] ) {
			++$this->at;
		}
		return $token;
	}

	/** Moves past the symbol $symbol if it comes next. */
	private function skip( $symbol ) {
		if ( $this->is( $this->peek(), 'sym', $symbol ) ) {
			++$this->at;
			return true;
		}
		return false;
	}

	private function is( array $token, $kind, $value = null ) {
		return $kind === $token[0] && ( null === $value || $value === $token[1] );
	}

	/** A number of exactly $length digits. */
	private function is_fixed( array $token, $length ) {
		return 'num' === $token[0] && $length === $token[2];
	}

	private function is_word( array $token, $kind ) {
		return 'word' === $token[0] && $kind === $token[1][0];
	}

	/** The word Z: a zone of one letter. */
	private function is_z( array $token ) {
		return $this->is_word( $token, 'zone' ) && 1 === $token[2];
	}

	private function is_sign( array $token ) {
		return $this->is( $token, 'sym', '+' ) || $this->is( $token, 'sym', '-' );
	}

	private function parse() {
		$token = $this->parse_iso();
		if ( null === $token ) {
			return null;
		}
		$has_number = ! empty( $this->day );
		for ( ; 'end' !== $token[0]; $token = $this->next() ) {
			if ( 'num' === $token[0] ) {
				$has_number = true;
				$n          = $token[1];
				if ( $this->skip( ':' ) ) {
					if ( $this->skip( ':' ) ) {
						if ( $this->time ) {
							return null;
						}
						$this->time = array( $n, 0 ); // "n::"
					} else {
						if ( count( $this->time ) >= 4 ) {
							return null;
						}
						$this->time[] = $n;
						if ( $this->is( $this->peek(), 'sym', '.' ) ) {
							$this->next();
						}
					}
				} elseif ( $this->skip( '.' ) && $this->time_expects( $n ) ) {
					$this->time[] = $n;
					if ( 'num' !== $this->peek()[0] ) {
						return null;
					}
					$this->add_final_time( self::milliseconds( $this->next() ) );
				} elseif ( null !== $this->zone_hour && null === $this->zone_minute && $n <= 59 ) {
					$this->zone_minute = $n;
				} elseif ( $this->time_expects( $n ) ) {
					$this->add_final_time( $n );
					$peek = $this->peek();
					if ( 'end' !== $peek[0] && 'space' !== $peek[0] && ! $this->is_z( $peek ) && ! $this->is_sign( $peek ) ) {
						return null;
					}
				} else {
					if ( count( $this->day ) >= 3 ) {
						return null;
					}
					$this->day[] = $n;
					$this->skip( '-' );
				}
			} elseif ( 'word' === $token[0] ) {
				list( $kind, $value ) = $token[1];
				if ( 'ampm' === $kind && $this->time ) {
					$this->hour_offset = $value;
				} elseif ( 'month' === $kind ) {
					$this->named_month = $value;
					$this->skip( '-' );
				} elseif ( 'zone' === $kind && $has_number ) {
					$this->set_zone( $value );
				} elseif ( $has_number || 'num' === $this->peek()[0] ) {
					return null; // A word after a number, or one run into a number ("x1").
				}
			} elseif ( $this->is_sign( $token ) && ( ( 0 === $this->zone_hour && 0 === $this->zone_minute ) || $this->time ) ) {
				// An offset after UTC/GMT or after a time: "+2", "+02", "+0200", "+02:00".
				$this->zone_sign = '-' === $token[1] ? -1 : 1;
				$n               = 0;
				$length          = 0;
				if ( 'num' === $this->peek()[0] ) {
					list( , $n, $length ) = $this->next();
				}
				$has_number = true;
				if ( $this->is( $this->peek(), 'sym', ':' ) ) {
					$this->zone_hour   = $n;
					$this->zone_minute = null;
				} elseif ( 1 === $length || 2 === $length ) {
					$this->zone_hour   = $n;
					$this->zone_minute = 0;
				} elseif ( 3 === $length || 4 === $length ) {
					$this->zone_hour   = intdiv( $n, 100 );
					$this->zone_minute = $n % 100;
				} else {
					return null;
				}
			} elseif ( ( $this->is_sign( $token ) || $this->is( $token, 'sym', ')' ) ) && $has_number ) {
				return null;
			}
		}
		return $this->result();
	}

	/**
	 * The spec's format, `[±YY]YYYY[-MM[-DD]][THH:mm[:ss[.sss]][Z|±HH:mm]]`: null when it is
	 * broken past repair, else the first token it did not read (end when it read it all).
	 */
	private function parse_iso() {
		if ( $this->is_sign( $this->peek() ) ) {
			$sign = $this->next();
			if ( ! $this->is_fixed( $this->peek(), 6 ) ) {
				return $sign;
			}
			$year = $this->next()[1];
			if ( '-' === $sign[1] && 0 === $year ) {
				return null; // -000000
			}
			$this->day[] = '-' === $sign[1] ? -$year : $year;
		} elseif ( $this->is_fixed( $this->peek(), 4 ) ) {
			$this->day[] = $this->next()[1];
		} else {
			return $this->next();
		}
		if ( $this->skip( '-' ) ) {
			if ( ! $this->is_fixed( $this->peek(), 2 ) || $this->peek()[1] < 1 || $this->peek()[1] > 12 ) {
				return $this->next();
			}
			$this->day[] = $this->next()[1];
			if ( $this->skip( '-' ) ) {
				if ( ! $this->is_fixed( $this->peek(), 2 ) || $this->peek()[1] < 1 || $this->peek()[1] > 31 ) {
					return $this->next();
				}
				$this->day[] = $this->next()[1];
			}
		}
		if ( ! $this->is_word( $this->peek(), 'separator' ) ) {
			if ( 'end' !== $this->peek()[0] ) {
				return $this->next();
			}
		} else {
			$this->next();
			if ( ! $this->is_fixed( $this->peek(), 2 ) || $this->peek()[1] > 24 ) {
				return null;
			}
			$is_24        = 24 === $this->peek()[1];
			$this->time[] = $this->next()[1];
			if ( ! $this->skip( ':' ) || ! $this->is_fixed( $this->peek(), 2 ) || $this->peek()[1] > 59 || ( $is_24 && $this->peek()[1] > 0 ) ) {
				return null;
			}
			$this->time[] = $this->next()[1];
			if ( $this->skip( ':' ) ) {
				if ( ! $this->is_fixed( $this->peek(), 2 ) || $this->peek()[1] > 59 || ( $is_24 && $this->peek()[1] > 0 ) ) {
					return null;
				}
				$this->time[] = $this->next()[1];
				if ( $this->skip( '.' ) ) {
					if ( 'num' !== $this->peek()[0] || ( $is_24 && $this->peek()[1] > 0 ) ) {
						return null;
					}
					$this->time[] = self::milliseconds( $this->next() );
				}
			}
			if ( $this->is_z( $this->peek() ) ) {
				$this->next();
				$this->set_zone( 0 );
			} elseif ( $this->is_sign( $this->peek() ) ) {
				$this->zone_sign = '-' === $this->next()[1] ? -1 : 1;
				if ( $this->is_fixed( $this->peek(), 4 ) ) {
					$hhmm = $this->next()[1];
					if ( intdiv( $hhmm, 100 ) > 23 || $hhmm % 100 > 59 ) {
						return null;
					}
					$this->zone_hour   = intdiv( $hhmm, 100 );
					$this->zone_minute = $hhmm % 100;
				} else {
					if ( ! $this->is_fixed( $this->peek(), 2 ) || $this->peek()[1] > 23 ) {
						return null;
					}
					$this->zone_hour = $this->next()[1];
					if ( ! $this->skip( ':' ) || ! $this->is_fixed( $this->peek(), 2 ) || $this->peek()[1] > 59 ) {
						return null;
					}
					$this->zone_minute = $this->next()[1];
				}
			}
			if ( 'end' !== $this->peek()[0] ) {
				return null;
			}
		}
		// Date-only forms without an offset are UTC; date-time forms are local time.
		if ( null === $this->zone_hour && ! $this->time ) {
			$this->set_zone( 0 );
		}
		$this->iso = true;
		return $this->peek();
	}

	/** A zone given in whole hours (a name such as EST, or Z). */
	private function set_zone( $hours ) {
		$this->zone_sign   = $hours < 0 ? -1 : 1;
		$this->zone_hour   = abs( $hours );
		$this->zone_minute = 0;
	}

	/** Whether $n can be the time's next field (a minute, a second, a millisecond). */
	private function time_expects( $n ) {
		$count = count( $this->time );
		return ( 1 === $count && $n <= 59 ) || ( 2 === $count && $n <= 59 ) || ( 3 === $count && $n <= 999 );
	}

	/** The time's last field: the ones after it are 0. */
	private function add_final_time( $n ) {
		if ( count( $this->time ) >= 4 ) {
			return;
		}
		$this->time[] = $n;
		$this->time   = array_pad( $this->time, 4, 0 );
	}

	/** The first three significant digits of a fraction of a second (its length counts leading zeros). */
	private static function milliseconds( array $token ) {
		list( , $n, $length ) = $token;
		if ( $length < 3 ) {
			return 1 === $length ? $n * 100 : $n * 10;
		}
		return intdiv( $n, (int) pow( 10, min( $length, 9 ) - 3 ) );
	}

	/** The date, time and zone read, checked as V8's DayComposer, TimeComposer and TimeZoneComposer do. */
	private function result() {
		if ( ! $this->day ) {
			return null;
		}
		$day  = array_pad( $this->day, 3, 1 );
		$year = 0;
		if ( 0 === $this->named_month ) {
			if ( $this->iso || $day[0] < 1 || $day[0] > 31 ) {
				list( $year, $month, $date ) = $day;
			} else {
				list( $month, $date, $year ) = $day;
			}
		} else {
			$month = $this->named_month;
			if ( $day[0] < 1 || $day[0] > 31 ) {
				list( $year, $date ) = $day;
			} else {
				list( $date, $year ) = $day;
			}
		}
		if ( ! $this->iso && $year >= 0 && $year <= 49 ) {
			$year += 2000;
		} elseif ( ! $this->iso && $year >= 50 && $year <= 99 ) {
			$year += 1900;
		}
		if ( $month < 1 || $month > 12 || $date < 1 || $date > 31 ) {
			return null;
		}
		list( $hour, $minute, $second, $ms ) = array_pad( $this->time, 4, 0 );
		if ( null !== $this->hour_offset ) {
			if ( $hour > 12 ) {
				return null;
			}
			$hour = $hour % 12 + $this->hour_offset;
		}
		if ( ( $hour > 23 || $minute > 59 || $second > 59 || $ms > 999 ) && ( 24 !== $hour || $minute || $second || $ms ) ) {
			return null;
		}
		$offset = null;
		if ( null !== $this->zone_sign ) {
			$offset = $this->zone_sign * ( (int) $this->zone_hour * 3600 + (int) $this->zone_minute * 60 );
		}
		return array( $year, $month - 1, $date, $hour, $minute, $second, $ms, $offset );
	}
}
