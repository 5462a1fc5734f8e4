import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteName } from './remotes';

// Exposed modules are regions (RegionProps) or widgets (their own props, shared/src/platform/widgets.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ExposedComponent = ComponentType<any>;

/**
 * The exposed modules of the remotes a page is rendered with on the platform server (issue 9, server-side
 * rendering): the promoted version of each remote, from its server bundle. The shell's regions and the remote
 * widgets render these directly where the browser loads them through the federation runtime.
 */
export interface ServerModules {
  /** The module's default export, or undefined when that remote cannot render on the server. */
  get(remote: RemoteName, module: string): ExposedComponent | undefined;
}

export const ServerModulesContext = createContext<ServerModules | null>(null);

/** The server's modules while rendering on the platform server; null in the browser. */
export function useServerModules(): ServerModules | null {
  return useContext(ServerModulesContext);
}

/** Why the server left a part of the page to the browser: its remote has no server bundle. */
export class NoServerModule extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
  ) {
    super(`${remote}/${module} has no server module`);
    this.name = 'NoServerModule';
  }
}

/**
 * What the server renders for a module it does not have: it throws, so the server sends the Suspense
 * placeholder around it and the browser renders that part itself (as for any part that fails on the server).
 */
export function RenderedInBrowser({ remote, module }: { remote: RemoteName; module: string }): never {
  throw new NoServerModule(remote, module);
}
