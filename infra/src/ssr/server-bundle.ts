import { createRequire, isBuiltin } from 'node:module';
import vm from 'node:vm';

const requireBuiltin = createRequire(__filename);

/**
 * Evaluates a CommonJS server bundle (shared/build/rspack-ssr.ts) from its text. `provided` answers the
 * requires of the shared singletons, so the bundle uses the shell's React, store api and router; Node's own
 * modules are allowed; anything else is an error (a server bundle carries its other dependencies).
 */
export function evaluateServerBundle(
  code: string,
  filename: string,
  provided: Record<string, unknown>,
): unknown {
  const run = vm.compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename,
  }) as (
    exports: object,
    require: (id: string) => unknown,
    module: { exports: unknown },
    ...rest: string[]
  ) => void;
  const module = { exports: {} as unknown };
  const requireProvided = (id: string): unknown => {
    if (Object.hasOwn(provided, id)) return provided[id];
    if (isBuiltin(id)) return requireBuiltin(id);
    throw new Error(`${filename} requires ${id}, which the platform does not provide`);
  };
  run(module.exports as object, requireProvided, module, filename, '.');
  return module.exports;
}
