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
	/**
	 * Post counts by status and the newest published post. The `@return` type is what
	 * `ts2wp openapi` and `ts2wp client` describe the answer with.
	 *
	 * @param array            $params  The declared params (none).
	 * @param \WP_REST_Request $request The request.
	 * @return array{published: int, drafts: int, trashed: int, latest: array{id: int, title: string}|null}
	 */
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
