<?php
namespace Ts2wpScope\Framework;

defined( 'ABSPATH' ) || exit;

/**
 * `s.normalize( form )`. With PHP's intl extension, its Normalizer does every form as ICU
 * does. Without it, NFC and NFD are done for Latin letters (the decompositions in
 * JsNormalizeTable.php: precomposed letters ↔ letter + combining accents); text outside
 * that table is left as it is, and NFKC/NFKD throw an Error that names remove_accents().
 */
final class JsNormalize {
	/** @var array|null composed => decomposed, and the reverse, loaded on first use. */
	private static $decompose = null;
	private static $compose   = null;

	public static function normalize( $text, $form = null ) {
		$text = Js::str( $text );
		$form = null === $form ? 'NFC' : Js::str( $form );
		if ( ! in_array( $form, array( 'NFC', 'NFD', 'NFKC', 'NFKD' ), true ) ) {
			throw new JsRangeError( 'The normalization form should be one of NFC, NFD, NFKC, NFKD.' );
		}
		if ( ! preg_match( '/[^\x00-\x7F]/', $text ) ) {
			return $text; // ASCII is the same in every form.
		}
		if ( class_exists( '\Normalizer' ) ) {
			$forms  = array(
				'NFC'  => \Normalizer::FORM_C,
				'NFD'  => \Normalizer::FORM_D,
				'NFKC' => \Normalizer::FORM_KC,
				'NFKD' => \Normalizer::FORM_KD,
			);
			$result = \Normalizer::normalize( $text, $forms[ $form ] );
			return false === $result ? $text : $result;
		}
		if ( 'NFKC' === $form || 'NFKD' === $form ) {
			Js::raise( new JsError( "ts2wp: normalize('$form') needs PHP's intl extension, which this site does not load. To fold accents for search or slugs, use remove_accents() from ts2wp/wordpress." ) );
		}
		if ( null === self::$decompose ) {
			self::$decompose = JsNormalizeTable::decompositions();
			self::$compose   = array_flip( self::$decompose );
		}
		$decomposed = strtr( $text, self::$decompose );
		return 'NFD' === $form ? $decomposed : strtr( $decomposed, self::$compose );
	}
}
