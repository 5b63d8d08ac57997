<?php
/**
 * A controller in the seed's own PHP form, beside the TypeScript ArticleController:
 * ts2wp reads its #[Api] attribute at build time and copies the file under the plugin's
 * namespace. The method receives the declared params as a plain PHP array.
 *
 * GET /wp-json/blog/v1/stats → { "published": 3, "drafts": 0, "trashed": 1, "latest": { "id": 7, "title": "…" } }
 */
namespace App\Controllers;

defined( 'ABSPATH' ) || exit;

use Framework\Attributes\Api;
use Framework\Controller;

class StatsController extends Controller {
	#[Api( namespace: 'blog/v1', endpoint: '/stats', name: 'blogStats' )]
	public function stats( $params, $request ) {
		$counts = wp_count_posts( 'post' );
		$latest = get_posts(
			array(
				'post_type'   => 'post',
				'post_status' => 'publish',
				'numberposts' => 1,
				'orderby'     => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
			)
		);
		return array(
			'published' => (int) $counts->publish,
			'drafts'    => (int) $counts->draft,
			'trashed'   => (int) $counts->trash,
			'latest'    => $latest ? array(
				'id'    => $latest[0]->ID,
				'title' => $latest[0]->post_title,
			) : null,
		);
	}
}
