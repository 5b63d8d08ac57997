<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * $wpdb's results as the handler's TypeScript types describe them. MySQL sends every column
 * as a string (or null); the row type a handler gives get_results<Row>() says which columns
 * are numbers or booleans, and those are converted here, so the JSON a route answers is the
 * one the handler's Node tests expect.
 */
final class JsWpdb {
	/**
	 * Rows (ARRAY_A arrays or OBJECT objects) as a list of JS objects; null (no query ran) is no row.
	 *
	 * @param array|null $rows    What $wpdb->get_results() returned.
	 * @param array      $columns Column name => 'number' or 'boolean'.
	 */
	public static function rows( $rows, array $columns ) {
		$list = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$list[] = self::row( $row, $columns );
		}
		return new JsArray( $list );
	}

	/**
	 * One row as a JS object, or null.
	 *
	 * @param array|object|null $row     What $wpdb->get_row() returned.
	 * @param array             $columns Column name => 'number' or 'boolean'.
	 */
	public static function row( $row, array $columns ) {
		if ( null === $row ) {
			return null;
		}
		$object = new \stdClass();
		foreach ( (array) $row as $name => $value ) {
			$object->{ $name } = self::cell( $value, $columns[ $name ] ?? 'string' );
		}
		return $object;
	}

	/** One value of get_var(): MySQL's text, or null. */
	public static function value( $value ) {
		return null === $value ? null : (string) $value;
	}

	/** get_col()'s values: a list of strings and nulls. */
	public static function column( $values ) {
		return new JsArray( array_map( array( self::class, 'value' ), is_array( $values ) ? array_values( $values ) : array() ) );
	}

	/** dbDelta()'s messages, by table or column: a JS object, also when there are none. */
	public static function messages( $messages ) {
		return Js::from_object( is_array( $messages ) ? $messages : array() );
	}

	/** A column's value as its declared type: Number() of the text, or MySQL's 0/1 as a boolean. */
	private static function cell( $value, $type ) {
		if ( null === $value ) {
			return null;
		}
		if ( 'number' === $type ) {
			return Js::to_number( (string) $value );
		}
		if ( 'boolean' === $type ) {
			return '' !== (string) $value && 0.0 !== (float) $value;
		}
		return (string) $value;
	}
}
