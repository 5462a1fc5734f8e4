import type { RemoteFailure } from '@dealerline/shared';

/** A remote's module could not be loaded (as opposed to a module that loaded and then threw). */
export class RemoteLoadError extends Error {
  constructor(
    readonly reason: Exclude<RemoteFailure['reason'], 'render'>,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}
