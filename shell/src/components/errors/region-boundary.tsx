import { Component, type ReactNode } from 'react';
import { bus, type RemoteName } from '@dealerline/shared';
import { RemoteLoadError } from '../../federation/remote-load-error';
import { RegionFallback } from './region-fallback';

interface Props {
  remote: RemoteName;
  module: string;
  children: ReactNode;
  /** Told when the region fails (the page reveals the regions below it: see useRevealInOrder). */
  onFailed?: () => void;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a remote's failure inside its own region: whether its module could not load or threw while
 * rendering, the rest of the page keeps working, the shopper sees a way to reach the dealer, and the failure
 * goes to the analytics sink.
 */
export class RegionBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFailed?.();
    bus.emit('remote:failed', {
      remote: this.props.remote,
      module: this.props.module,
      reason: error instanceof RemoteLoadError ? error.reason : 'render',
      message: error instanceof Error ? error.message : String(error),
    });
  }

  override render() {
    if (this.state.failed) return <RegionFallback remote={this.props.remote} />;
    return this.props.children;
  }
}
