import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithPlatform } from '@dealerline/shared/testing';
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
});
