// Hook classes (app/Hooks, analyze/hooks.ts) are translated as ordinary project classes:
// asking ProjectModules for each class marks it needed, so modules.emit() writes it, and
// gives the PHP class hooks.php calls.
import type { TsHookClass } from '../analyze/hooks.js';
import type { EmittedHook } from '../model.js';
import type { ProjectModules } from './modules.js';

export function hookRegistrations(classes: readonly TsHookClass[], modules: ProjectModules): EmittedHook[] {
  const out: EmittedHook[] = [];
  for (const cls of classes) {
    const entity = modules.entityFor(modules.checker.getSymbolAtLocation(cls.node.name!));
    if (entity?.kind !== 'class') continue;
    const phpClass = entity.cls.replace(/^\\/, '');
    for (const hook of cls.hooks) out.push({ ...hook, phpClass });
  }
  return out;
}
