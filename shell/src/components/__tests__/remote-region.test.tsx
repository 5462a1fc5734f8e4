import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithPlatform } from '@dealerline/shared/testing';
import { REMOTE_LOAD_TIMEOUT_MS } from '../../federation/load-region-module';
import { RemoteRegion } from '../remote-region';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('RemoteRegion', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    mockedLoadRemote.mockReset();
  });

  it('loads its module again once the browser is back online after it could not load offline', async () => {
    // A phone out of coverage: the remote's code does not arrive, then the connection comes back.
    mockedLoadRemote.mockRejectedValueOnce(new Error('Loading chunk 990 failed.'));
    renderWithPlatform(<RemoteRegion remote="mf-finance" module="finance-page" />);
    expect(
      await screen.findByRole('heading', { name: 'This part of the page is not available right now.' }),
    ).toBeInTheDocument();
    // One load, not a new one each time React renders the failed region again to recover.
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

    mockedLoadRemote.mockResolvedValueOnce({ default: () => <p>Finance calculator</p> });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Finance calculator')).toBeInTheDocument();
    expect(document.querySelector('[data-region-fallback]')).toBeNull();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('takes over its fallback when its code arrives after the region gave up waiting (a very slow connection)', async () => {
    jest.useFakeTimers();
    try {
      let arrive: (module: unknown) => void = () => undefined;
      mockedLoadRemote.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
      renderWithPlatform(<RemoteRegion remote="mf-leads" module="trade-in-page" />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
      });
      expect(document.querySelector('[data-region-fallback="mf-leads"]')).not.toBeNull();

      mockedLoadRemote.mockResolvedValue({ default: () => <p>Sell My Car</p> });
      await act(async () => {
        arrive({ default: () => <p>Sell My Car</p> });
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByText('Sell My Car')).toBeInTheDocument();
      expect(document.querySelector('[data-region-fallback]')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
