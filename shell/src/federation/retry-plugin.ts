import { RetryPlugin } from '@module-federation/retry-plugin';

/** Retries a remote's manifest and entry script twice before the region falls back. */
export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 300 },
    script: { retryTimes: 2, retryDelay: 300 },
  });
}
