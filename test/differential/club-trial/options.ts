// The options table without a database: WordPress's own get_option()/update_option()
// (option.php), whose pre_option/pre_update_option filters keep the serialized text as
// the table's option_value column does (as test/request/undefined-options.test.ts does). A missing
// option reads as '' (a pre_option filter cannot answer false), which the handler treats as Node's false.
export const OPTIONS_MU_PLUGIN = `<?php
require_once ABSPATH . WPINC . '/option.php';
$GLOBALS['club_test_options'] = array();
add_filter( 'pre_option_club_last_booking', function () {
	return array_key_exists( 'club_last_booking', $GLOBALS['club_test_options'] ) ? maybe_unserialize( $GLOBALS['club_test_options']['club_last_booking'] ) : '';
} );
add_filter( 'pre_update_option_club_last_booking', function ( $value, $old ) {
	$GLOBALS['club_test_options']['club_last_booking'] = maybe_serialize( $value );
	return $old; // update_option() then stops before the database.
}, 10, 2 );
`;
