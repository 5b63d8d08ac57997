import { Action } from 'ts2wp';
import { plugin, wp_enqueue_script, wp_enqueue_style, wp_register_script, wp_register_style } from 'ts2wp/wordpress';

const CHART_VERSION = '4.4.1';

/** The chart library and the plugin's own script and style. */
export class ChartAssets {
  @Action('wp_enqueue_scripts')
  enqueue(): void {
    // From CDNs: what wordpress.org turns down.
    wp_enqueue_script(
      'chartjs',
      'https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js',
      [],
      CHART_VERSION,
      true,
    );
    wp_register_style('chart-theme', `//unpkg.com/chart-theme@${CHART_VERSION}/theme.css`, [], CHART_VERSION);
    // From the plugin itself.
    wp_register_script('sales-charts', `${plugin.url}assets/charts.js`, ['chartjs'], '1.0.0', true);
    wp_enqueue_style('sales-charts', plugin.url + 'assets/charts.css', ['chart-theme'], '1.0.0');
  }
}
