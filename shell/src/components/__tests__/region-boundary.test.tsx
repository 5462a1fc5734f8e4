import { act, fireEvent, screen } from '@testing-library/react';
import { bus, type AnalyticsEvent, type RemoteFailure } from '@dealerline/shared';
import { renderWithPlatform, testSite } from '@dealerline/shared/testing';
import { RemoteLoadError } from '../../federation/remote-load-error';
import { RegionBoundary } from '../errors/region-boundary';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

describe('RegionBoundary', () => {
  let failures: RemoteFailure[];
  let off: () => void;
  beforeEach(() => {
    failures = [];
    off = bus.on('remote:failed', (failure) => failures.push(failure));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    off();
    jest.restoreAllMocks();
  });

  it('renders its children while nothing fails', () => {
    renderWithPlatform(
      <RegionBoundary remote="mf-search" module="search-page">
        <p>results</p>
      </RegionBoundary>,
    );
    expect(screen.getByText('results')).toBeInTheDocument();
    expect(failures).toHaveLength(0);
  });

  it('shows a way to call or contact the dealer when the module throws while rendering', () => {
    renderWithPlatform(
      <RegionBoundary remote="mf-vehicle" module="vehicle-page">
        <Throws error={new Error('boom')} />
      </RegionBoundary>,
      { site: testSite({ phone: '07 5443 2100' }) },
    );
    expect(screen.getByText('This part of the page is not available right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '07 5443 2100' })).toHaveAttribute('href', 'tel:+61754432100');
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(failures).toEqual([
      { remote: 'mf-vehicle', module: 'vehicle-page', reason: 'render', message: 'boom' },
    ]);
    // Calling from the fallback is a call click (25) like any other.
    const events: AnalyticsEvent[] = [];
    const off = bus.on('analytics', (event) => events.push(event));
    fireEvent.click(screen.getByRole('link', { name: '07 5443 2100' }));
    off();
    expect(events).toEqual([
      { eventId: 25, name: 'call_click', data: { placement: 'fallback', remote: 'mf-vehicle' } },
    ]);
  });

  it('reports why a module could not load', () => {
    renderWithPlatform(
      <RegionBoundary remote="mf-finance" module="finance-page">
        <Throws error={new RemoteLoadError('manifest', 'manifest 404')} />
      </RegionBoundary>,
    );
    expect(failures[0]).toMatchObject({ remote: 'mf-finance', reason: 'manifest', message: 'manifest 404' });
    expect(document.querySelector('[data-region-fallback="mf-finance"]')).not.toBeNull();
  });

  it('tells the page that the region failed, so the regions below it can show', () => {
    const onFailed = jest.fn();
    renderWithPlatform(
      <RegionBoundary remote="mf-finance" module="finance-teaser" onFailed={onFailed}>
        <Throws error={new Error('boom')} />
      </RegionBoundary>,
    );
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('loads a region that could not load again once the browser is back online', async () => {
    let online = false;
    function LoadsOnceOnline() {
      if (!online) throw new RemoteLoadError('entry', 'net::ERR_INTERNET_DISCONNECTED');
      return <p>finance calculator</p>;
    }
    renderWithPlatform(
      <RegionBoundary remote="mf-finance" module="finance-page">
        <LoadsOnceOnline />
      </RegionBoundary>,
    );
    expect(document.querySelector('[data-region-fallback="mf-finance"]')).not.toBeNull();
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('finance calculator')).toBeInTheDocument();
    expect(document.querySelector('[data-region-fallback]')).toBeNull();
  });

  it('does not render again a module that threw while rendering when the browser comes online', () => {
    let renders = 0;
    function AlwaysThrows(): never {
      renders += 1;
      throw new Error('boom');
    }
    renderWithPlatform(
      <RegionBoundary remote="mf-vehicle" module="vehicle-page">
        <AlwaysThrows />
      </RegionBoundary>,
    );
    const before = renders;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(renders).toBe(before);
    expect(failures).toHaveLength(1);
    expect(document.querySelector('[data-region-fallback="mf-vehicle"]')).not.toBeNull();
  });
});
