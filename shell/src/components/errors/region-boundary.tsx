import { Component, type ReactNode } from 'react';
import { bus, type RemoteName } from '@dealerline/shared';
import { RemoteLoadError } from '../../federation/remote-load-error';
import { reloadIfOutOfDate } from '../../federation/stale-page';
import { RegionFallback } from './region-fallback';

interface Props {
  remote: RemoteName;
  module: string;
  children: ReactNode;
  /** Told when the region fails (the page reveals the regions below it: see useRevealInOrder). */
  onFailed?: () => void;
  /** Told when the region tries its module again, before it renders its children anew. */
  onRetry?: () => void;
}

interface State {
  failed: boolean;
  /** The module could not load (its code never arrived), as opposed to a module that threw while rendering. */
  notLoaded: boolean;
}

/**
 * Keeps a remote's failure inside its own region: whether its module could not load or threw while
 * rendering, the rest of the page keeps working, the shopper sees a way to reach the dealer, and the failure
 * goes to the analytics sink. A module that could not load is tried again when the browser comes back online
 * (a phone out of coverage): the region then loads where it stands, without the shopper leaving the page.
 */
export class RegionBoundary extends Component<Props, State> {
  override state: State = { failed: false, notLoaded: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, notLoaded: error instanceof RemoteLoadError };
  }

  private readonly retryOnline = () => {
    if (!this.state.failed || !this.state.notLoaded) return;
    this.props.onRetry?.();
    this.setState({ failed: false, notLoaded: false });
  };

  override componentDidMount(): void {
    window.addEventListener('online', this.retryOnline);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retryOnline);
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFailed?.();
    bus.emit('remote:failed', {
      remote: this.props.remote,
      module: this.props.module,
      reason: error instanceof RemoteLoadError ? error.reason : 'render',
      message: error instanceof Error ? error.message : String(error),
    });
    // A long-open tab whose code the platform has replaced since (a deploy, a promotion or a rollback) loads
    // the page afresh rather than keep the fallback.
    reloadIfOutOfDate();
  }

  override render() {
    if (this.state.failed) return <RegionFallback remote={this.props.remote} />;
    return this.props.children;
  }
}
