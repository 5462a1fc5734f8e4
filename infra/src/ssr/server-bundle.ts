import { createRequire, isBuiltin } from 'node:module';
import vm from 'node:vm';

const requireBuiltin = createRequire(__filename);

/**
 * The Node modules a server bundle may require: what react-dom's server renderer and the bundled search
 * client's Node requester (unused: the render's fetch replaces it) ask for. Not the file system, processes,
 * threads or sockets: a render reads and writes nothing but its HTML and the fetch it is given. This keeps
 * honest code honest; it is no sandbox (`process` is still reachable).
 */
const ALLOWED_BUILTINS = new Set([
  'async_hooks',
  'buffer',
  'crypto',
  'events',
  'http',
  'https',
  'stream',
  'string_decoder',
  'url',
  'util',
  'zlib',
]);

/**
 * Evaluates a CommonJS server bundle (shared/build/rspack-ssr.ts) from its text. `provided` answers the
 * requires of the shared singletons, so the bundle uses the shell's React, store api and router; the Node
 * modules of ALLOWED_BUILTINS are allowed; anything else is an error (a server bundle carries its other
 * dependencies).
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
    if (isBuiltin(id) && ALLOWED_BUILTINS.has(id.replace(/^node:/, ''))) return requireBuiltin(id);
    throw new Error(`${filename} requires ${id}, which the platform does not provide`);
  };
  run(module.exports as object, requireProvided, module, filename, '.');
  return module.exports;
}
