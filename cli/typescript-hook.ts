// A module resolve hook (module.register, off-thread) that sends our own
// `import ts from 'typescript'` to cli/typescript-shim.ts, which loads it with require().
// Only imports from inside this package are redirected.
const SHIM = new URL('./typescript-shim.js', import.meta.url).href;
const PACKAGE = new URL('../../', import.meta.url).href;

interface ResolveContext { parentURL?: string }
type NextResolve = (specifier: string, context: ResolveContext) => Promise<{ url: string }>;

export async function resolve(specifier: string, context: ResolveContext, next: NextResolve): Promise<{ url: string; shortCircuit?: boolean }> {
  const parent = context.parentURL;
  if (specifier === 'typescript' && parent?.startsWith(PACKAGE) && !parent.slice(PACKAGE.length).includes('/node_modules/')) {
    return { url: SHIM, shortCircuit: true };
  }
  return next(specifier, context);
}
