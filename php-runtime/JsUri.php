<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * encodeURIComponent, encodeURI, decodeURIComponent, decodeURI: UTF-8 percent-encoding
 * with JavaScript's sets of characters left as they are, and `URIError: URI malformed`
 * for an escape that is not valid UTF-8.
 */
final class JsUri {
	/** Characters encodeURIComponent leaves alone beyond what rawurlencode() does: ! * ' ( ). */
	const COMPONENT_KEEP = array(
		'%21' => '!',
		'%2A' => '*',
		'%27' => "'",
		'%28' => '(',
		'%29' => ')',
	);

	/** What encodeURI also leaves alone (the reserved characters and #). */
	const URI_KEEP = array(
		'%3B' => ';',
		'%2C' => ',',
		'%2F' => '/',
		'%3F' => '?',
		'%3A' => ':',
		'%40' => '@',
		'%26' => '&',
		'%3D' => '=',
		'%2B' => '+',
		'%24' => '$',
		'%23' => '#',
	);

	public static function encode_component( $value ) {
		return strtr( rawurlencode( Js::str( $value ) ), self::COMPONENT_KEEP );
	}

	public static function encode( $value ) {
		return strtr( rawurlencode( Js::str( $value ) ), self::COMPONENT_KEEP + self::URI_KEEP );
	}

	public static function decode_component( $value ) {
		return self::decode_with( Js::str( $value ), '' );
	}

	/** decodeURI leaves escapes of reserved characters (`%2F`, `%3F`…) as they are. */
	public static function decode( $value ) {
		return self::decode_with( Js::str( $value ), ';/?:@&=+$,#' );
	}

	private static function decode_with( $text, $reserved ) {
		if ( false === strpos( $text, '%' ) ) {
			return $text;
		}
		$out = '';
		$len = strlen( $text );
		for ( $i = 0; $i < $len; $i++ ) {
			if ( '%' !== $text[ $i ] ) {
				$out .= $text[ $i ];
				continue;
			}
			$byte = self::byte_at( $text, $i );
			if ( $byte < 0x80 ) {
				$char = chr( $byte );
				$out .= false !== strpos( $reserved, $char ) ? substr( $text, $i, 3 ) : $char;
				$i   += 2;
				continue;
			}
			// A multi-byte character: its lead byte says how many escapes follow.
			$count = $byte >= 0xF0 ? 4 : ( $byte >= 0xE0 ? 3 : ( $byte >= 0xC0 ? 2 : 0 ) );
			if ( 0 === $count ) {
				throw new JsURIError( 'URI malformed' );
			}
			$bytes = chr( $byte );
			for ( $k = 1; $k < $count; $k++ ) {
				$at = $i + 3 * $k;
				if ( $at >= $len || '%' !== $text[ $at ] ) {
					throw new JsURIError( 'URI malformed' );
				}
				$bytes .= chr( self::byte_at( $text, $at ) );
			}
			if ( ! preg_match( '//u', $bytes ) || ( 3 === $count && preg_match( '/^\xED[\xA0-\xBF]/', $bytes ) ) ) {
				throw new JsURIError( 'URI malformed' ); // Overlong forms, surrogates, beyond U+10FFFF.
			}
			$out .= $bytes;
			$i   += 3 * $count - 1;
		}
		return $out;
	}

	/** The byte `%XX` at $i stands for; URIError when it is not two hex digits. */
	private static function byte_at( $text, $i ) {
		$hex = substr( $text, $i + 1, 2 );
		if ( 2 !== strlen( $hex ) || ! ctype_xdigit( $hex ) ) {
			throw new JsURIError( 'URI malformed' );
		}
		return hexdec( $hex );
	}
}
