<?php
/**
 * Posts without a database, for samples/blog-api's read routes in the REST harness
 * (test/harness/wp-rest.php loads it as its mu-plugin): WordPress's real WP_Post class,
 * and get_post(), get_permalink(), WP_Query, get_posts() and wp_count_posts() as far as
 * the sample calls them. The live tests (e2e/site/blog-api.mjs) check the real ones.
 */
require_once ABSPATH . WPINC . '/class-wp-post.php';

// The options mysql_to_rfc3339() and sanitize_text_field() read (there is no options table).
foreach ( array( 'timezone_string' => 'UTC', 'gmt_offset' => '0', 'blog_charset' => 'UTF-8' ) as $ts2wp_option => $ts2wp_value ) {
	add_filter(
		"pre_option_$ts2wp_option",
		function () use ( $ts2wp_value ) {
			return $ts2wp_value;
		}
	);
}

function ts2wp_fake_post( $id, $title, $status, $type = 'post' ) {
	return new WP_Post(
		(object) array(
			'ID'            => $id,
			'post_title'    => $title,
			'post_content'  => "<p>$title</p>",
			'post_excerpt'  => '',
			'post_status'   => $status,
			'post_type'     => $type,
			'post_author'   => '1',
			'post_date'     => "2024-05-0$id 10:00:00",
			'post_modified' => "2024-05-0$id 12:30:00",
		)
	);
}

$GLOBALS['ts2wp_fake_posts'] = array(
	1 => ts2wp_fake_post( 1, 'First post', 'publish' ),
	2 => ts2wp_fake_post( 2, 'Second post', 'publish' ),
	3 => ts2wp_fake_post( 3, 'Hello PHP', 'publish' ),
	4 => ts2wp_fake_post( 4, 'A draft', 'draft' ),
	5 => ts2wp_fake_post( 5, 'About', 'publish', 'page' ),
	6 => ts2wp_fake_post( 6, 'Old news', 'trash' ),
);

function get_post( $post = null ) {
	return isset( $GLOBALS['ts2wp_fake_posts'][ $post ] ) ? $GLOBALS['ts2wp_fake_posts'][ $post ] : null;
}

function get_permalink( $post = 0 ) {
	return 'https://blog.example/?p=' . $post->ID;
}

/** Posts of one type and status, `s` in the title, newest first, one page of them. */
class WP_Query {
	public $posts       = array();
	public $found_posts = 0;

	public function __construct( $q ) {
		$q   += array( 's' => '', 'paged' => 1 );
		$all  = array_values(
			array_filter(
				$GLOBALS['ts2wp_fake_posts'],
				function ( $p ) use ( $q ) {
					return $p->post_type === $q['post_type'] && $p->post_status === $q['post_status']
						&& ( '' === $q['s'] || false !== stripos( $p->post_title, $q['s'] ) );
				}
			)
		);
		usort(
			$all,
			function ( $a, $b ) {
				return strcmp( $b->post_date, $a->post_date ) ?: $b->ID - $a->ID;
			}
		);
		$this->found_posts = count( $all );
		$this->posts       = array_slice( $all, ( $q['paged'] - 1 ) * $q['posts_per_page'], $q['posts_per_page'] );
	}
}

function get_posts( $args = null ) {
	$query = new WP_Query( $args + array( 'posts_per_page' => $args['numberposts'] ) );
	return $query->posts;
}

function wp_count_posts( $type = 'post' ) {
	$counts = array( 'publish' => 0, 'draft' => 0, 'trash' => 0 );
	foreach ( $GLOBALS['ts2wp_fake_posts'] as $post ) {
		if ( $post->post_type === $type ) {
			++$counts[ $post->post_status ];
		}
	}
	return (object) $counts;
}
