// The hand-written floor for the 1000-route request benchmark: a plugin that registers
// the same routes as a generated ts2wp project (bench/generate.mjs writes routes.json),
// with plain register_rest_route() calls on rest_api_init, the way a plugin author
// writes them: typed args with WordPress's own validate/sanitize callbacks, one callback
// function per route, bare paths for body methods (as ts2wp registers them).
//
// Usage: node bench/handwritten/generate.mjs <routes.json> <plugins dir> <slug>
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WP_TYPE = { string: 'string', number: 'number', boolean: 'boolean', array: 'array', object: 'object' };
const BODY = ['POST', 'PUT', 'PATCH'];

const q = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function args(params, indent) {
  if (!params.length) return 'array()';
  const lines = params.map((p) =>
    [
      `${indent}\t${q(p.name)} => array(`,
      `${indent}\t\t'type'              => ${q(WP_TYPE[p.type])},`,
      ...(p.type === 'array' ? [`${indent}\t\t'items'             => array( 'type' => 'string' ),`] : []),
      `${indent}\t\t'required'          => true,`,
      `${indent}\t\t'validate_callback' => 'rest_validate_request_arg',`,
      `${indent}\t\t'sanitize_callback' => 'rest_sanitize_request_arg',`,
      `${indent}\t),`,
    ].join('\n'),
  );
  return `array(\n${lines.join('\n')}\n${indent})`;
}

export function handwrittenPlugin(routes, slug) {
  const fn = slug.replace(/-/g, '_');
  const registrations = [];
  const callbacks = [];
  for (const route of routes) {
    const name = `${fn}_${route.controller.toLowerCase()}_${route.handler}`;
    const segments = route.params.map((p) => `/(?P<${p.name}>[^/]+)`).join('');
    const paths = [[`${route.endpoint}${segments}`, route.methods]];
    const body = route.methods.filter((m) => BODY.includes(m));
    if (route.params.length && body.length) paths.push([route.endpoint, body]);
    for (const [p, methods] of paths) {
      registrations.push(`\t\tregister_rest_route(
			${q(route.namespace)},
			${q(p)},
			array(
				'methods'             => ${methods.length === 1 ? q(methods[0]) : `array( ${methods.map(q).join(', ')} )`},
				'callback'            => ${q(name)},
				'permission_callback' => '__return_true',
				'args'                => ${args(route.params, '\t\t\t\t')},
			)
		);`);
    }
    callbacks.push(`/** ${route.methods.join('|')} /${route.namespace}${route.endpoint} */
function ${name}( $request ) {
	$label = ${route.params[0].type === 'string' ? `$request['${route.params[0].name}']` : `(string) $request['${route.params[0].name}']`} . '-${route.index}';
	return rest_ensure_response( array( 'route' => ${q(route.namespace + route.endpoint)}, 'label' => $label, 'params' => $request->get_url_params() ) );
}`);
  }
  return `<?php
/**
 * Plugin Name: ${slug} (hand-written)
 * Description: The floor for ts2wp's registration benchmark: ${routes.length} routes registered with plain register_rest_route() calls.
 * Version:     1.0.0
 * License:     GPL-2.0-or-later
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'rest_api_init',
	function () {
${registrations.join('\n')}
	}
);

${callbacks.join('\n\n')}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [routesFile, pluginsDir, slug] = process.argv.slice(2);
  const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8'));
  const dir = path.join(pluginsDir, slug);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${slug}.php`), handwrittenPlugin(routes, slug));
  console.log(`wrote ${path.join(dir, `${slug}.php`)}`);
}
