import { Component, type ReactNode } from 'react';
import { bus } from '../bus/platform-events';
import type { RemoteName } from './remotes';

interface Props {
  remote: RemoteName;
  module: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Around a widget from another remote: if it throws while rendering, it renders nothing, the page around it
 * stays complete and the failure is reported on the bus. (A module that cannot load never gets here:
 * RemoteWidget renders nothing for it and reports it once.)
 */
export class RemoteWidgetBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    bus.emit('remote:failed', {
      remote: this.props.remote,
      module: this.props.module,
      reason: 'render',
      message: error instanceof Error ? error.message : String(error),
    });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
