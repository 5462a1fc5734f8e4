import { createEventBus, type PlatformEvents } from '@dealerline/shared';
import { startAnalyticsSink } from '../analytics-sink';

describe('analytics sink', () => {
  it('pushes analytics events to the data layer with their spec id', () => {
    const bus = createEventBus<PlatformEvents>();
    const dataLayer: Record<string, unknown>[] = [];
    startAnalyticsSink(bus, { dataLayer, report: jest.fn() });
    bus.emit('analytics', { eventId: 39, name: 'favourite', data: { car_id: 7 } });
    expect(dataLayer).toEqual([{ event: 'favourite', event_id: 39, car_id: 7 }]);
  });

  it('reports a failed remote to the data layer and to the platform', () => {
    const bus = createEventBus<PlatformEvents>();
    const dataLayer: Record<string, unknown>[] = [];
    const report = jest.fn();
    startAnalyticsSink(bus, { dataLayer, report });
    bus.emit('remote:failed', {
      remote: 'mf-search',
      module: 'search-page',
      reason: 'manifest',
      message: 'x'.repeat(900),
    });
    expect(dataLayer[0]).toMatchObject({ event: 'remote_failed', remote: 'mf-search', reason: 'manifest' });
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'remote-failed', remote: 'mf-search' }),
    );
    expect((report.mock.calls[0][0] as { message: string }).message).toHaveLength(500);
  });

  it('stops listening when stopped', () => {
    const bus = createEventBus<PlatformEvents>();
    const dataLayer: Record<string, unknown>[] = [];
    const stop = startAnalyticsSink(bus, { dataLayer, report: jest.fn() });
    stop();
    bus.emit('analytics', { eventId: 25, name: 'call_click' });
    expect(dataLayer).toHaveLength(0);
  });
});
