import { loadRemote } from '@module-federation/enhanced/runtime';
import { recordLoadFailure } from '../load-failures';
import { loadRegionModule } from '../load-region-module';
import { RemoteLoadError } from '../remote-load-error';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('loadRegionModule', () => {
  afterEach(() => jest.useRealTimers());

  it('loads the exposed module by its federation id', async () => {
    const Component = () => null;
    mockedLoadRemote.mockResolvedValueOnce({ default: Component });
    await expect(loadRegionModule('mf-search', 'search-page')).resolves.toEqual({ default: Component });
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_search/search-page');
  });

  it('says the manifest failed when the runtime recorded that', async () => {
    mockedLoadRemote.mockImplementationOnce(async () => {
      recordLoadFailure('mf_leads', 'manifest');
      throw new Error('RUNTIME-003 failed to fetch manifest');
    });
    await expect(loadRegionModule('mf-leads', 'lead-form')).rejects.toMatchObject({ reason: 'manifest' });
  });

  it('treats other load errors and a module without a component as entry failures', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('ScriptExternalLoadError'));
    await expect(loadRegionModule('mf-vehicle', 'vehicle-page')).rejects.toMatchObject({ reason: 'entry' });
    mockedLoadRemote.mockResolvedValueOnce({});
    await expect(loadRegionModule('mf-vehicle', 'vehicle-page')).rejects.toBeInstanceOf(RemoteLoadError);
  });

  it('gives up after the timeout when a remote is slow', async () => {
    jest.useFakeTimers();
    mockedLoadRemote.mockReturnValueOnce(new Promise(() => undefined));
    const loading = loadRegionModule('mf-locations', 'location-block', 1000);
    jest.advanceTimersByTime(1000);
    await expect(loading).rejects.toMatchObject({ reason: 'timeout' });
  });
});
