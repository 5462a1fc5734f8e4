import type { ReactNode } from 'react';
import type { BuildInfo } from '../platform/build-info';

interface RemoteFrameProps {
  build: BuildInfo;
  /** The module as the router names it, e.g. 'search-page'. */
  module: string;
  children: ReactNode;
}

/**
 * Root element of every exposed module: marks which remote, package version and build rendered it, so ops
 * (and the rollback tests) can see in the page which build a shopper got.
 */
export function RemoteFrame({ build, module, children }: RemoteFrameProps) {
  return (
    <div data-remote={build.app} data-module={module} data-build={build.label}>
      {children}
    </div>
  );
}
