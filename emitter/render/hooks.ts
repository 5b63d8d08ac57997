// hooks.php: the registrations of app/Hooks (analyze/hooks.ts), rendered from
// templates/hooks.php.ejs. The plugin file includes it only when the plugin has hooks.
import { pluginNamespaces, type EmittedHook, type HookModel, type PluginConfig } from '../model.js';
import { phpValue } from '../php/printer.js';

/** The template's data for hooks.php. */
export function hooksData(hooks: readonly EmittedHook[], config: PluginConfig): Record<string, unknown> {
  const framework = pluginNamespaces(config.phpNamespace).framework;
  const one = (kind: HookModel['kind']) => hooks.find((h) => h.kind === kind);
  const callback = (h: EmittedHook | undefined) => (h ? [h.phpClass, h.method, h.isStatic, h.acceptedArgs] : null);
  const crons = hooks.filter((h) => h.kind === 'cron');
  const uninstall = one('uninstall');
  const activate = one('activate');
  const deactivate = one('deactivate');
  return {
    framework,
    pluginFile: `__DIR__ . ${phpValue(`/${config.slug}.php`)}`,
    // Actions, filters and the cron events' own actions; lifecycle goes through the activation hooks.
    hooks: hooks.filter((h) => h.kind === 'action' || h.kind === 'filter' || h.kind === 'cron'),
    weekly: crons.some((h) => h.schedule === 'weekly'),
    activation:
      activate || crons.length || uninstall
        ? {
            callback: callback(activate),
            crons: Object.fromEntries(crons.map((h) => [h.hook, h.schedule])),
            uninstall: uninstall ? [uninstall.phpClass, uninstall.method] : null,
          }
        : null,
    deactivation:
      deactivate || crons.length ? { callback: callback(deactivate), crons: crons.map((h) => h.hook) } : null,
  };
}
