import { dataLayerEntry, type EventBus, type PlatformEvents } from '@dealerline/shared';

export interface SinkTargets {
  /** The tag-manager data layer the dealer's analytics reads (window.dataLayer). */
  dataLayer: Record<string, unknown>[];
  /** Sends an operational report to the platform (navigator.sendBeacon in the browser). */
  report: (body: Record<string, unknown>) => void;
}

/**
 * The page's analytics sink: every analytics event on the bus goes to the data layer, without personal data
 * whichever remote (and version of it) sent it (dataLayerEntry); a failed remote also goes to the platform's
 * telemetry so ops see outages as shoppers meet them.
 */
export function startAnalyticsSink(bus: EventBus<PlatformEvents>, targets: SinkTargets): () => void {
  const offAnalytics = bus.on('analytics', (event) => {
    targets.dataLayer.push(dataLayerEntry(event));
  });
  const offFailures = bus.on('remote:failed', (failure) => {
    targets.dataLayer.push({ event: 'remote_failed', ...failure });
    targets.report({ type: 'remote-failed', ...failure, message: failure.message.slice(0, 500) });
  });
  return () => {
    offAnalytics();
    offFailures();
  };
}

/** The browser's targets: window.dataLayer and a keepalive POST to /api/telemetry (survives page unload). */
export function browserSinkTargets(): SinkTargets {
  const holder = window as unknown as { dataLayer?: Record<string, unknown>[] };
  holder.dataLayer ??= [];
  return {
    dataLayer: holder.dataLayer,
    report: (body) => {
      void fetch('/api/telemetry', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      }).catch(() => undefined);
    },
  };
}
