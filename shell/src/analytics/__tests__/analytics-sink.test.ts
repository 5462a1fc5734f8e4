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

  it("never puts a shopper's personal data in the data layer, whichever remote sent the event", () => {
    const bus = createEventBus<PlatformEvents>();
    const dataLayer: Record<string, unknown>[] = [];
    startAnalyticsSink(bus, { dataLayer, report: jest.fn() });
    // As a remote built before the lead events left the contact details out still sends them.
    bus.emit('analytics', {
      eventId: 15,
      name: 'lead_submitted',
      data: {
        lead_id: 'lead-1',
        category: 'Vehicle Enquiry',
        car_id: 7,
        name: 'Jo',
        email: 'jo@example.com',
        phone: '0412 345 678',
      },
    });
    expect(dataLayer).toEqual([
      { event: 'lead_submitted', event_id: 15, lead_id: 'lead-1', category: 'Vehicle Enquiry', car_id: 7 },
    ]);
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
