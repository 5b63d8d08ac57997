// The Node ports of WP_Error, WP_HTTP_Response and WP_REST_Response (lib/wordpress-runtime.ts,
// what ts2wp/wordpress and ts2wp/testing hand a unit test) against WordPress's own classes:
// the same calls run in Node and in PHP on WordPress's class files, results compared as JSON.
import { afterAll, describe, expect, it } from 'vitest';
import { closePhp, getPhp, mount, runPhp, wordpressCore } from '../helpers/php.js';
import { dist } from './project.js';

type Step = [method: string, ...args: unknown[]];
interface Scenario {
  name: string;
  cls: 'WP_Error' | 'WP_REST_Response';
  args: unknown[];
  steps: Step[];
}

const SCENARIOS: Scenario[] = [
  {
    name: 'an empty WP_Error',
    cls: 'WP_Error',
    args: [],
    steps: [['has_errors'], ['get_error_code'], ['get_error_message'], ['get_error_data'], ['get_error_codes']],
  },
  {
    name: 'a WP_Error with several codes and data',
    cls: 'WP_Error',
    args: ['a', 'A', { status: 404 }],
    steps: [
      ['add', 'b', 'B'],
      ['add', 'a', 'A2', { x: 1 }],
      ['get_error_codes'],
      ['get_error_messages'],
      ['get_error_messages', 'a'],
      ['get_error_message', 'b'],
      ['get_error_data', 'a'],
      ['get_all_error_data', 'a'],
      ['get_error_data', 'b'],
      ['remove', 'a'],
      ['get_error_codes'],
      ['add_data', 'd'],
      ['get_error_data'],
      ['add_data', { status: 500 }, 'b'],
      ['get_all_error_data', 'b'],
      ['has_errors'],
    ],
  },
  {
    name: 'a WP_Error with a numeric code',
    cls: 'WP_Error',
    args: [410, 'Gone', ''],
    steps: [['get_error_code'], ['get_error_data'], ['get_error_messages', 410], ['get_error_codes']],
  },
  {
    name: 'a WP_REST_Response with headers and links',
    cls: 'WP_REST_Response',
    args: [{ a: 1 }, 201, { 'X-A': 'b' }],
    steps: [
      ['get_status'],
      ['get_headers'],
      ['header', 'X-A', 'c', false],
      ['header', 'X-B', 'd'],
      ['get_headers'],
      ['set_status', '404'],
      ['get_status'],
      ['set_status', -5],
      ['get_status'],
      ['is_error'],
      ['get_data'],
      ['set_data', [1, 2]],
      ['get_data'],
      ['add_link', 'self', 'http://example.org/a', { title: 'A', embeddable: true }],
      ['add_link', 'self', 'http://example.org/b'],
      ['get_links'],
      ['remove_link', 'self', 'http://example.org/a'],
      ['get_links'],
      ['link_header', 'next', 'http://example.org/n', { title: 'Next', type: 'json' }],
      ['get_headers'],
    ],
  },
  {
    name: 'a WP_REST_Response that is an error',
    cls: 'WP_REST_Response',
    args: [
      {
        code: 'nope',
        message: 'No.',
        data: { status: 409 },
        additional_errors: [{ code: 'also', message: 'Also.', data: { field: 'x' } }],
      },
      409,
    ],
    steps: [['is_error'], ['as_error']],
  },
  {
    name: 'a WP_REST_Response error without an error body',
    cls: 'WP_REST_Response',
    args: ['text', 503],
    steps: [['as_error'], ['set_status', 200], ['as_error']],
  },
];

interface ErrorLike {
  get_error_codes(): unknown[];
  get_error_messages(): unknown[];
  get_error_code(): unknown;
  get_all_error_data(code: unknown): unknown[];
}

/** A returned WP_Error by what it holds; everything else as JSON has it. */
function project(value: unknown): unknown {
  if (value && typeof value === 'object' && 'get_error_codes' in value) {
    const error = value as ErrorLike;
    return {
      codes: error.get_error_codes(),
      messages: error.get_error_messages(),
      data: error.get_error_codes().map((c) => error.get_all_error_data(c)),
    };
  }
  return value === undefined ? null : value;
}

async function inNode(scenario: Scenario): Promise<unknown> {
  const wordpress = (await import(dist('wordpress.js'))) as Record<string, new (...a: unknown[]) => object>;
  const object = new wordpress[scenario.cls](...scenario.args) as Record<string, (...a: unknown[]) => unknown>;
  return JSON.parse(JSON.stringify(scenario.steps.map(([method, ...args]) => project(object[method](...args)))));
}

const PHP = `<?php
define( 'ABSPATH', '/wordpress/' );
define( 'WPINC', 'wp-includes' );
require ABSPATH . WPINC . '/load.php';
require ABSPATH . WPINC . '/plugin.php';
require ABSPATH . WPINC . '/class-wp-error.php';
require ABSPATH . WPINC . '/functions.php'; // absint(), which WP_HTTP_Response::set_status() calls.
require ABSPATH . WPINC . '/class-wp-list-util.php'; // WP_REST_Response::remove_link()'s wp_list_filter().
require ABSPATH . WPINC . '/class-wp-http-response.php';
require ABSPATH . WPINC . '/rest-api/class-wp-rest-response.php';
function ts2wp_project( $value ) {
	if ( $value instanceof WP_Error ) {
		$data = array();
		foreach ( $value->get_error_codes() as $code ) {
			$data[] = $value->get_all_error_data( $code );
		}
		return array( 'codes' => $value->get_error_codes(), 'messages' => $value->get_error_messages(), 'data' => $data );
	}
	return $value;
}
$scenario = json_decode( file_get_contents( '/tmp/scenario.json' ), true );
$class    = $scenario['cls'];
$object   = new $class( ...$scenario['args'] );
$out      = array();
foreach ( $scenario['steps'] as $step ) {
	$method = array_shift( $step );
	$result = $object->$method( ...$step );
	if ( 'get_links' === $method ) {
		// What PHP arrays cannot say as JavaScript does: a link's empty attributes are an object
		// there, and remove_link() leaves the list's keys (1 => …) where JavaScript has a list.
		foreach ( $result as $rel => $links ) {
			foreach ( $links as $i => $link ) {
				$result[ $rel ][ $i ]['attributes'] = (object) $link['attributes'];
			}
			$result[ $rel ] = array_values( $result[ $rel ] );
		}
	}
	$out[] = ts2wp_project( $result );
}
echo json_encode( $out );
`;

async function inWordPress(scenario: Scenario): Promise<unknown> {
  const php = await getPhp('8.3');
  if (!php.fileExists('/wordpress/wp-includes')) await mount(php, wordpressCore(), '/wordpress');
  php.writeFile('/tmp/scenario.json', JSON.stringify(scenario));
  const result = await runPhp(php, PHP);
  expect(result.errors).toBe('');
  return JSON.parse(result.text);
}

afterAll(closePhp);

describe('WP_Error and WP_REST_Response in Node answer as WordPress’s classes', () => {
  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    expect(await inNode(scenario)).toEqual(await inWordPress(scenario));
  });
});
