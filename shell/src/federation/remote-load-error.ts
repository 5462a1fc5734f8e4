import type { RemoteFailure } from '@dealerline/shared';

/** A remote's module could not be loaded (as opposed to a module that loaded and then threw). */
export class RemoteLoadError extends Error {
  constructor(
    readonly reason: Exclude<RemoteFailure['reason'], 'render'>,
    message: string,
    /** A load that gave up waiting goes on: resolves once the module did arrive after all (never if it fails). */
    readonly arrived?: Promise<void>,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}
