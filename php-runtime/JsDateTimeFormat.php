<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * `new Intl.DateTimeFormat( 'en-US', options )` and a date's toLocaleString(),
 * toLocaleDateString() and toLocaleTimeString() as Node's ICU writes English, without the
 * intl extension. The compiler allows only 'en' and 'en-US' and checks the option names and
 * values (weekday, year, month, day, hour, minute, second, hour12, hourCycle, dateStyle,
 * timeStyle; timeZone may be any expression, checked here as Node does). The patterns are
 * JsDateTimeFormatTable's; offsets come from PHP's time zone database.
 */
final class JsDateTimeFormat {
	const MONTHS   = array( 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December' );
	const WEEKDAYS = array( 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday' );
	const CODES    = array(
		'numeric' => 'n',
		'2-digit' => '2',
		'long'    => 'l',
		'short'   => 's',
		'narrow'  => 'N',
	);
	const PARTS    = array(
		'y' => 'year',
		'M' => 'month',
		'd' => 'day',
		'E' => 'weekday',
		'h' => 'hour',
		'H' => 'hour',
		'K' => 'hour',
		'k' => 'hour',
		'm' => 'minute',
		's' => 'second',
		'a' => 'dayPeriod',
		'z' => 'timeZoneName',
	);

	/** @var string The pattern: literal text with `{token}` fields. */
	private $pattern;
	/** @var \DateTimeZone */
	private $zone;
	/** @var \DateTimeZone|null The zone offsets before 1970 come from (earlier_zone()). */
	private $earlier;
	/** @var array<int, int> Year => how many offset changes PHP's data has for the zone in it. */
	private $changes = array();

	/**
	 * @param mixed  $locales  'en' or 'en-US' (the compiler checks).
	 * @param mixed  $options  The options object.
	 * @param string $required 'date', 'time' or 'any': the fields toLocaleDateString(), toLocaleTimeString() or the others look for (ECMA-402 ToDateTimeOptions).
	 * @param string $defaults 'date', 'time' or 'all': what is shown when none of them is given.
	 */
	public function __construct( $locales = null, $options = null, $required = 'any', $defaults = 'date' ) {
		$get        = function ( $name ) use ( $options ) {
			return $options instanceof \stdClass && isset( $options->{ $name } ) ? $options->{ $name } : null;
		};
		$hour12     = $get( 'hour12' );
		$cycle      = null === $hour12 ? ( null === $get( 'hourCycle' ) ? 'h12' : $get( 'hourCycle' ) ) : ( Js::truthy( $hour12 ) ? 'h12' : 'h24' );
		$this->zone = self::zone( $get( 'timeZone' ) );
		if ( null !== $get( 'dateStyle' ) || null !== $get( 'timeStyle' ) ) {
			$this->pattern = self::style_pattern( $get( 'dateStyle' ), $get( 'timeStyle' ), $cycle );
			return;
		}
		$date = '';
		foreach ( array( 'weekday', 'year', 'month', 'day' ) as $field ) {
			$date .= null === $get( $field ) ? '-' : self::CODES[ $get( $field ) ];
		}
		$time = '';
		foreach ( array( 'hour', 'minute', 'second' ) as $field ) {
			$time .= null === $get( $field ) ? '-' : self::CODES[ $get( $field ) ];
		}
		$has_date = '----' !== $date && 'time' !== $required;
		$has_time = '---' !== $time && 'date' !== $required;
		if ( ! $has_date && ! $has_time ) {
			$date = 'time' === $defaults ? $date : '-nnn';
			$time = 'date' === $defaults ? $time : 'nnn';
		}
		$this->pattern = self::field_pattern( $date, $time, $cycle );
	}

	/** The pattern of dateStyle and/or timeStyle. */
	private static function style_pattern( $date_style, $time_style, $cycle ) {
		$styles = JsDateTimeFormatTable::styles();
		$date   = null === $date_style ? '' : $styles[ "date:$date_style" ];
		$time   = null === $time_style ? '' : $styles[ "time:$time_style:$cycle" ];
		return '' === $date || '' === $time ? $date . $time : $date . $styles[ "glue:$date_style" ] . $time;
	}

	/** The pattern of the date key (weekday, year, month, day) and time key (hour, minute, second). */
	private static function field_pattern( $date, $time, $cycle ) {
		if ( '---' === $time ) {
			return JsDateTimeFormatTable::dates()[ $date ];
		}
		// Without an hour the hour cycle changes nothing; the table keeps one per cycle anyway.
		$time .= $cycle;
		if ( '----' === $date ) {
			return JsDateTimeFormatTable::times()[ $time ];
		}
		$wholes = JsDateTimeFormatTable::wholes();
		return isset( $wholes[ $date . $time ] )
			? $wholes[ $date . $time ]
			: JsDateTimeFormatTable::dates()[ $date ] . JsDateTimeFormatTable::glues()[ $date ] . JsDateTimeFormatTable::times()[ $time ];
	}

	/** The time zone named (as ICU, any letter case); UTC when undefined; a RangeError for one PHP does not know. */
	private static function zone( $name ) {
		static $zones = null;
		if ( null === $name ) {
			return new \DateTimeZone( 'UTC' );
		}
		if ( null === $zones ) {
			$zones = array();
			foreach ( \DateTimeZone::listIdentifiers( \DateTimeZone::ALL_WITH_BC ) as $id ) {
				$zones[ strtolower( $id ) ] = $id;
			}
		}
		$text = Js::str( $name );
		try {
			// Some hosts' lists name files that are not zones (Debian's "leapseconds").
			return new \DateTimeZone( isset( $zones[ strtolower( $text ) ] ) ? $zones[ strtolower( $text ) ] : '' );
		} catch ( \Exception $e ) {
			Js::raise( new JsRangeError( "Invalid time zone specified: $text" ) );
		}
	}

	/** The zone whose history before 1970 in PHP's data is what ICU shows for the zone (itself for most). */
	private function earlier_zone() {
		if ( null === $this->earlier ) {
			$earlier       = JsDateTimeFormatTable::earlier_zones();
			$name          = $this->zone->getName();
			$this->earlier = isset( $earlier[ $name ] ) ? new \DateTimeZone( $earlier[ $name ] ) : $this->zone;
		}
		return $this->earlier;
	}

	/** `date.toLocaleString()` ('any'), `toLocaleDateString()` ('date'), `toLocaleTimeString()` ('time'). */
	public static function to_locale_string( $date, $kind, $locales = null, $options = null ) {
		if ( ! is_int( $date->time ) ) {
			return 'Invalid Date';
		}
		$format = new self( $locales, $options, $kind, 'any' === $kind ? 'all' : $kind );
		return $format->format( $date );
	}

	/**
	 * `formatter.format( date )`: a date or milliseconds; now when undefined. V8 writes the
	 * narrow no-break space ICU puts before AM/PM as a plain space here (for pages that parse
	 * it), though formatToParts() keeps it.
	 */
	public function format( $date = null ) {
		$text = '';
		foreach ( $this->parts( $date ) as $part ) {
			$text .= $part[1];
		}
		return str_replace( "\u{202f}", ' ', $text );
	}

	/** `formatter.format` read as a value: a function bound to the formatter, as JavaScript's getter gives. */
	public function bound_format() {
		return function ( $date = null ) {
			return $this->format( $date );
		};
	}

	/** `formatter.formatToParts( date )`: `{ type, value }` objects. */
	public function format_to_parts( $date = null ) {
		$parts = array();
		foreach ( $this->parts( $date ) as $part ) {
			$object        = new \stdClass();
			$object->type  = $part[0];
			$object->value = $part[1];
			$parts[]       = $object;
		}
		return new JsArray( $parts );
	}

	/** array( type, text ) pairs of the pattern for a date. */
	private function parts( $date ) {
		$time = $date instanceof JsDate ? $date->time : ( null === $date ? JsDate::now() : ( new JsDate( Js::to_number( $date ) ) )->time );
		if ( ! is_int( $time ) ) {
			Js::raise( new JsRangeError( 'Invalid time value' ) );
		}
		$local  = new JsDate( $time + 1000 * $this->offset( $time ) );
		$fields = array(
			'y' => $local->get_utc_full_year(),
			'M' => $local->get_utc_month(),
			'd' => $local->get_utc_date(),
			'E' => $local->get_utc_day(),
			'H' => $local->get_utc_hours(),
			'm' => $local->get_utc_minutes(),
			's' => $local->get_utc_seconds(),
		);
		$parts  = array();
		foreach ( preg_split( '/(\{[^}]*\})/', $this->pattern, -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY ) as $piece ) {
			if ( '{' !== $piece[0] ) {
				$parts[] = array( 'literal', $piece );
				continue;
			}
			$token   = substr( $piece, 1, -1 );
			$parts[] = array( self::PARTS[ $token[0] ], self::field( $token, $fields ) );
		}
		return $parts;
	}

	/** The text of one pattern token (ICU's letters) for the local fields. */
	private static function field( $token, $fields ) {
		$width = strlen( $token );
		$hour  = $fields['H'];
		switch ( $token[0] ) {
			case 'y':
				// Years before 1 are shown in the era before Christ (year 0 is 1 BC), without the era.
				$year = $fields['y'] > 0 ? $fields['y'] : 1 - $fields['y'];
				return 2 === $width ? sprintf( '%02d', $year % 100 ) : (string) $year;
			case 'M':
				return $width <= 2 ? self::number( $fields['M'] + 1, $width ) : self::name( self::MONTHS[ $fields['M'] ], $width );
			case 'E':
				return self::name( self::WEEKDAYS[ $fields['E'] ], $width );
			case 'd':
				return self::number( $fields['d'], $width );
			case 'h':
				return self::number( 0 === $hour % 12 ? 12 : $hour % 12, $width );
			case 'K':
				return self::number( $hour % 12, $width );
			case 'H':
				return self::number( $hour, $width );
			case 'k':
				return self::number( 0 === $hour ? 24 : $hour, $width );
			case 'm':
				return self::number( $fields['m'], $width );
			case 's':
				return self::number( $fields['s'], $width );
			case 'a':
				return $hour < 12 ? 'AM' : 'PM';
		}
		// 'z': the compiler allows timeStyle long and full (which show the zone's name) only in UTC.
		return 4 === $width ? 'Coordinated Universal Time' : 'UTC';
	}

	private static function number( $value, $width ) {
		return 2 === $width ? sprintf( '%02d', $value ) : (string) $value;
	}

	/** A name at ICU's widths: 3 letters abbreviated, 4 whole, 5 narrow. */
	private static function name( $name, $width ) {
		return 4 === $width ? $name : substr( $name, 0, 5 === $width ? 1 : 3 );
	}

	/**
	 * The zone's offset from UTC in seconds at a time value. PHP before 8.1 keeps no rule past
	 * 2037 (summer time stops there); ICU goes on applying the zone's last rule, so in a year
	 * where PHP knows fewer changes than in 2037 the offset is that of the same day in the
	 * last year before 2038 with the same calendar.
	 */
	private function offset( $time ) {
		$seconds = (int) floor( $time / 1000 );
		if ( $seconds >= 2145916800 ) {
			$year = ( new JsDate( $time ) )->get_utc_full_year();
			if ( $this->changes( $year ) < $this->changes( 2037 ) ) {
				$same = 2037;
				while ( ! self::same_calendar( $year, $same ) ) {
					--$same;
				}
				$seconds -= intdiv( JsDate::utc( $year, 0, 1 ) - JsDate::utc( $same, 0, 1 ), 1000 );
			}
		}
		// Before 1970 a zone time zone data merged into another has that one's history in ICU.
		$zone = $seconds < 0 ? $this->earlier_zone() : $this->zone;
		return $zone->getOffset( new \DateTime( '@' . $seconds ) );
	}

	/** How many offset changes PHP's data has for the zone in a year (counted once per year). */
	private function changes( $year ) {
		if ( ! isset( $this->changes[ $year ] ) ) {
			$start                  = intdiv( JsDate::utc( $year, 0, 1 ), 1000 );
			$this->changes[ $year ] = count( $this->zone->getTransitions( $start, $start + ( self::leap( $year ) ? 366 : 365 ) * 86400 - 1 ) ) - 1;
		}
		return $this->changes[ $year ];
	}

	private static function leap( $year ) {
		return 0 === $year % 4 && ( 0 !== $year % 100 || 0 === $year % 400 );
	}

	/** Two years whose days fall on the same weekdays (same first weekday, both leap or neither). */
	private static function same_calendar( $a, $b ) {
		return self::leap( $a ) === self::leap( $b )
			&& ( new JsDate( JsDate::utc( $a, 0, 1 ) ) )->get_utc_day() === ( new JsDate( JsDate::utc( $b, 0, 1 ) ) )->get_utc_day();
	}
}
