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
 * (a phone out of coverage), and one that gave up waiting is rendered once its code arrives after all (a very
 * slow connection): the region then loads where it stands, without the shopper leaving the page.
 */
export class RegionBoundary extends Component<Props, State> {
  override state: State = { failed: false, notLoaded: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, notLoaded: error instanceof RemoteLoadError };
  }

  private mounted = false;

  private readonly retryNotLoaded = () => {
    if (!this.mounted || !this.state.failed || !this.state.notLoaded) return;
    this.props.onRetry?.();
    this.setState({ failed: false, notLoaded: false });
  };

  override componentDidMount(): void {
    this.mounted = true;
    window.addEventListener('online', this.retryNotLoaded);
  }

  override componentWillUnmount(): void {
    this.mounted = false;
    window.removeEventListener('online', this.retryNotLoaded);
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFailed?.();
    bus.emit('remote:failed', {
      remote: this.props.remote,
      module: this.props.module,
      reason: error instanceof RemoteLoadError ? error.reason : 'render',
      message: error instanceof Error ? error.message : String(error),
    });
    // On a very slow connection the code may arrive after the region gave up waiting: it then takes over.
    if (error instanceof RemoteLoadError) void error.arrived?.then(this.retryNotLoaded);
    // A long-open tab whose code the platform has replaced since (a deploy, a promotion or a rollback) loads
    // the page afresh rather than keep the fallback.
    reloadIfOutOfDate();
  }

  override render() {
    if (this.state.failed) return <RegionFallback remote={this.props.remote} />;
    return this.props.children;
  }
}
