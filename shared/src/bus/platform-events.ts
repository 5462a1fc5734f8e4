import type { FavouriteEntry } from '../domain/car';
import type { RemoteName } from '../platform/remotes';
import { createEventBus } from './event-bus';

export interface AnalyticsEvent {
  /** An id of spec §9 (see ANALYTICS_EVENT_IDS). */
  eventId: number;
  name: string;
  data?: Record<string, unknown>;
}

export interface RemoteFailure {
  remote: RemoteName;
  module: string;
  reason: 'manifest' | 'entry' | 'timeout' | 'render';
  message: string;
}

/** Everything the parts of the page tell each other without importing each other. */
export type PlatformEvents = {
  'favourite:toggled': { entry: FavouriteEntry; saved: boolean };
  analytics: AnalyticsEvent;
  'remote:failed': RemoteFailure;
  /**
   * This tab reserved or bought online the car `carId` (mf-vehicle's checkout, once paid). The index has it
   * reserved before the payment is answered; what a remote fetched before still has it free (mf-search's cards).
   */
  'car:reserved': { carId: number };
};

/** The page's one bus (shared is a federation singleton, so every remote gets this same instance). */
export const bus = createEventBus<PlatformEvents>();
