<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * A JavaScript Date: a time value in milliseconds since 1970-01-01 UTC (NAN when invalid).
 * Only UTC calendar methods exist (WordPress runs PHP in UTC; the compiler rejects the
 * local-time ones). Strings parse as V8 parses them (JsDateParser); local time is UTC.
 */
final class JsDate implements \JsonSerializable {
	/** @var int|float */
	public $time;

	const DAYS   = array( 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' );
	const MONTHS = array( 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec' );

	public function __construct( $time ) {
		$this->time = self::time_clip( $time );
	}

	/** `Date.now()`. */
	public static function now() {
		return (int) floor( microtime( true ) * 1000 );
	}

	/** `new Date()`, `new Date( ms )`, `new Date( string )`, `new Date( date )`. */
	public static function create( ...$args ) {
		if ( ! $args ) {
			return new self( self::now() );
		}
		$value = $args[0];
		if ( $value instanceof self ) {
			return new self( $value->time );
		}
		if ( is_string( $value ) ) {
			return new self( self::parse( $value ) );
		}
		return new self( null === $value ? NAN : Js::to_number( $value ) );
	}

	/** TimeClip: NaN beyond ±8.64e15 ms, whole milliseconds otherwise. */
	private static function time_clip( $time ) {
		if ( ! is_int( $time ) ) {
			if ( ! is_float( $time ) || ! is_finite( $time ) || abs( $time ) > 8.64e15 ) {
				return NAN;
			}
			$time = (int) ( $time < 0 ? ceil( $time ) : floor( $time ) );
		}
		return abs( $time ) > 8640000000000000 ? NAN : $time;
	}

	/** Days from 1970-01-01 to a proleptic Gregorian date (month 1..12). */
	private static function days_from_civil( $y, $m, $d ) {
		$y  -= $m <= 2 ? 1 : 0;
		$era = intdiv( $y >= 0 ? $y : $y - 399, 400 );
		$yoe = $y - $era * 400;
		$doy = intdiv( 153 * ( $m + ( $m > 2 ? -3 : 9 ) ) + 2, 5 ) + $d - 1;
		$doe = $yoe * 365 + intdiv( $yoe, 4 ) - intdiv( $yoe, 100 ) + $doy;
		return $era * 146097 + $doe - 719468;
	}

	/** array( year, month 1..12, day ) of a day number. */
	private static function civil_from_days( $z ) {
		$z  += 719468;
		$era = intdiv( $z >= 0 ? $z : $z - 146096, 146097 );
		$doe = $z - $era * 146097;
		$yoe = intdiv( $doe - intdiv( $doe, 1460 ) + intdiv( $doe, 36524 ) - intdiv( $doe, 146096 ), 365 );
		$y   = $yoe + $era * 400;
		$doy = $doe - ( 365 * $yoe + intdiv( $yoe, 4 ) - intdiv( $yoe, 100 ) );
		$mp  = intdiv( 5 * $doy + 2, 153 );
		$d   = $doy - intdiv( 153 * $mp + 2, 5 ) + 1;
		$m   = $mp < 10 ? $mp + 3 : $mp - 9;
		return array( $y + ( $m <= 2 ? 1 : 0 ), $m, $d );
	}

	/** MakeDay + MakeTime + MakeDate from numbers (month from 0; any may overflow). */
	private static function make( $year, $month, $day, $h, $min, $s, $ms ) {
		foreach ( array( $year, $month, $day, $h, $min, $s, $ms ) as $part ) {
			if ( ! is_int( $part ) && ! is_finite( $part ) ) {
				return NAN;
			}
		}
		$int   = function ( $n ) {
			return is_int( $n ) ? $n : ( $n < 0 ? ceil( $n ) : floor( $n ) );
		};
		$year  = $int( $year );
		$month = $int( $month );
		if ( abs( $year ) > 400000 || abs( $month ) > 4800000 ) {
			return NAN;
		}
		$ym   = (int) $year + (int) floor( $month / 12 );
		$mn   = (int) ( $month - floor( $month / 12 ) * 12 );
		$days = self::days_from_civil( $ym, $mn + 1, 1 ) + $int( $day ) - 1;
		$time = $int( $h ) * 3600000 + $int( $min ) * 60000 + $int( $s ) * 1000 + $int( $ms );
		return $days * 86400000 + $time;
	}

	/** `Date.UTC( year, month, … )`. */
	public static function utc( ...$args ) {
		$n = array();
		foreach ( array( 0, 1, 2, 3, 4, 5, 6 ) as $i ) {
			$default = 2 === $i ? 1 : 0;
			$n[]     = array_key_exists( $i, $args ) ? ( null === $args[ $i ] ? NAN : Js::to_number( $args[ $i ] ) ) : ( 0 === $i ? NAN : $default );
		}
		$year = $n[0];
		if ( is_int( $year ) || is_finite( $year ) ) {
			$y = is_int( $year ) ? $year : ( $year < 0 ? ceil( $year ) : floor( $year ) );
			if ( $y >= 0 && $y <= 99 ) {
				$year = 1900 + $y;
			}
		}
		return self::time_clip( self::make( $year, $n[1], $n[2], $n[3], $n[4], $n[5], $n[6] ) );
	}

	/**
	 * `Date.parse( text )`: what V8 reads (JsDateParser), NaN for the rest. A date-time without
	 * an offset is local time in JavaScript; here local time is UTC, as WordPress runs PHP.
	 */
	public static function parse( $text ) {
		$fields = JsDateParser::fields( Js::str( $text ) );
		if ( null === $fields ) {
			return NAN;
		}
		list( $year, $month, $day, $hour, $minute, $second, $ms, $offset ) = $fields;
		$time = self::make( $year, $month, $day, $hour, $minute, $second, $ms );
		return self::time_clip( null === $offset || is_nan( $time ) ? $time : $time - $offset * 1000 );
	}

	private function valid() {
		return is_int( $this->time );
	}

	/** array( year, month 0..11, day, hours, minutes, seconds, ms, weekday ) in UTC. */
	private function fields() {
		$t                 = $this->time;
		$days              = intdiv( $t, 86400000 ) - ( $t % 86400000 < 0 ? 1 : 0 );
		$ms                = $t - $days * 86400000;
		list( $y, $m, $d ) = self::civil_from_days( $days );
		return array( $y, $m - 1, $d, intdiv( $ms, 3600000 ), intdiv( $ms, 60000 ) % 60, intdiv( $ms, 1000 ) % 60, $ms % 1000, ( ( $days % 7 ) + 11 ) % 7 );
	}

	private function field( $i ) {
		return $this->valid() ? $this->fields()[ $i ] : NAN;
	}

	public function get_time() {
		return $this->time;
	}

	public function get_utc_full_year() {
		return $this->field( 0 );
	}

	public function get_utc_month() {
		return $this->field( 1 );
	}

	public function get_utc_date() {
		return $this->field( 2 );
	}

	public function get_utc_hours() {
		return $this->field( 3 );
	}

	public function get_utc_minutes() {
		return $this->field( 4 );
	}

	public function get_utc_seconds() {
		return $this->field( 5 );
	}

	public function get_utc_milliseconds() {
		return $this->field( 6 );
	}

	public function get_utc_day() {
		return $this->field( 7 );
	}

	/** `date.setTime( ms )`. */
	public function set_time( $time ) {
		$this->time = self::time_clip( null === $time ? NAN : Js::to_number( $time ) );
		return $this->time;
	}

	/** `date.toISOString()`: a RangeError for an invalid date. */
	public function to_iso_string() {
		if ( ! $this->valid() ) {
			throw new JsRangeError( 'Invalid time value' );
		}
		list( $y, $m, $d, $h, $i, $s, $ms ) = $this->fields();
		$year                               = $y >= 0 && $y <= 9999 ? sprintf( '%04d', $y ) : ( $y < 0 ? '-' : '+' ) . sprintf( '%06d', abs( $y ) );
		return sprintf( '%s-%02d-%02dT%02d:%02d:%02d.%03dZ', $year, $m + 1, $d, $h, $i, $s, $ms );
	}

	/** `date.toJSON()`: null for an invalid date. */
	public function to_json() {
		return $this->valid() ? $this->to_iso_string() : null;
	}

	/** `date.toUTCString()`. */
	public function to_utc_string() {
		if ( ! $this->valid() ) {
			return 'Invalid Date';
		}
		list( $y, $m, $d, $h, $i, $s, , $wd ) = $this->fields();
		$year                                 = $y < 0 ? sprintf( '-%04d', -$y ) : sprintf( '%04d', $y );
		return sprintf( '%s, %02d %s %s %02d:%02d:%02d GMT', self::DAYS[ $wd ], $d, self::MONTHS[ $m ], $year, $h, $i, $s );
	}

	/** JSON.stringify( date ) is its toJSON(). */
	#[\ReturnTypeWillChange]
	public function jsonSerialize() {
		return $this->to_json();
	}

	/** String( date ): the form Node prints in UTC. */
	public function __toString() {
		if ( ! $this->valid() ) {
			return 'Invalid Date';
		}
		list( $y, $m, $d, $h, $i, $s, , $wd ) = $this->fields();
		$year                                 = $y < 0 ? sprintf( '-%06d', -$y ) : sprintf( '%04d', $y );
		return sprintf( '%s %s %02d %s %02d:%02d:%02d GMT+0000 (Coordinated Universal Time)', self::DAYS[ $wd ], self::MONTHS[ $m ], $d, $year, $h, $i, $s );
	}
}
