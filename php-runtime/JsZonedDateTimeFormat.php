<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * JsDateTimeFormat for timeStyle 'long' and 'full' in a zone other than the literal 'UTC':
 * the zone's name as ICU writes it in English (`EST`, `GMT+9`; `Eastern Standard Time`,
 * `GMT+05:45`), from JsTimeZoneNameTable (generated from Node by scripts/gen-zone-names.mjs).
 * A class of its own so that only plugins that show zone names ship the table.
 */
final class JsZonedDateTimeFormat extends JsDateTimeFormat {
	/** Every zone's names. */
	protected static function zone_table() {
		return array( JsTimeZoneNameTable::names(), JsTimeZoneNameTable::zones() );
	}
}
