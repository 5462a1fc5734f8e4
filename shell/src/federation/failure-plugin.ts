import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordLoadFailure } from './load-failures';

/**
 * errorLoadRemote hook: records which stage of a remote failed and lets the error reach the region's
 * error boundary, which shows the fallback and reports it to the analytics sink.
 */
export default function failurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dealerline-failure-plugin',
    errorLoadRemote(args) {
      const remoteName = args.remote?.name ?? String(args.id).split('/')[0] ?? 'unknown';
      recordLoadFailure(remoteName, args.lifecycle === 'afterResolve' ? 'manifest' : 'entry');
      return undefined;
    },
  };
}
