import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createPlatformStore, createTheme } from '@dealerline/shared';
import { installNavigationRequest, testDealer, testSite } from '@dealerline/shared/testing';
import { useSearchState } from '../../../lib/search';
import { FilterPanel } from '..';
import { item, mockViewport, resultOf } from './search-filters-fixtures';

const PREVIOUS_PAGE = '/about-us';
const WHITE = '/search/used-cars?refinementList[colour][0]=White';
const WHITE_AND_GREY = '/search/used-cars?refinementList[colour][0]=White&refinementList[colour][1]=Grey';

function SearchFilters() {
  const { state, setState } = useSearchState();
  return (
    <FilterPanel
      state={state}
      result={resultOf({ colour: [item('White', 30), item('Grey', 12)] })}
      onChange={setState}
    />
  );
}

/** The filters of a search on a phone, in a data router as the shell's, after a visit to PREVIOUS_PAGE. */
function renderOnPhone() {
  const site = testSite();
  const router = createMemoryRouter([{ path: '*', element: <SearchFilters /> }], {
    initialEntries: [PREVIOUS_PAGE, WHITE],
    initialIndex: 1,
  });
  render(
    <Provider store={createPlatformStore({ site, dealer: testDealer(), storage: null })}>
      <ThemeProvider theme={createTheme(site.theme)}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  const address = () => decodeURIComponent(router.state.location.pathname + router.state.location.search);
  /** The phone's Back button. */
  const back = () => act(() => router.navigate(-1));
  return { address, back };
}

const drawer = () => screen.queryByRole('dialog', { name: 'Filters' });

async function openDrawer() {
  fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
  await waitFor(() => expect(drawer()).toBeInTheDocument());
}

beforeAll(installNavigationRequest);
beforeEach(() => mockViewport(false));
afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('the filters drawer and the phone’s Back button', () => {
  it('closes on Back and keeps the filters chosen in it; Back again goes to the filters before it', async () => {
    const { address, back } = renderOnPhone();
    await openDrawer();
    fireEvent.click(within(drawer()!).getByRole('checkbox', { name: 'Grey (12)' }));
    await waitFor(() => expect(address()).toBe(decodeURIComponent(WHITE_AND_GREY)));

    await back();
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
    expect(address()).toBe(decodeURIComponent(WHITE_AND_GREY));
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveFocus();

    await back();
    await waitFor(() => expect(address()).toBe(decodeURIComponent(WHITE)));
    await back();
    await waitFor(() => expect(address()).toBe(PREVIOUS_PAGE));
  });

  it('closes on Back when nothing changed, at the same address', async () => {
    const { address, back } = renderOnPhone();
    await openDrawer();
    await back();
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
    expect(address()).toBe(decodeURIComponent(WHITE));
    await back();
    await waitFor(() => expect(address()).toBe(PREVIOUS_PAGE));
  });

  it('leaves no history entry behind when closed by its own button', async () => {
    const { address, back } = renderOnPhone();
    await openDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
    await waitFor(() => expect(address()).toBe(decodeURIComponent(WHITE)));
    await back();
    await waitFor(() => expect(address()).toBe(PREVIOUS_PAGE));
  });

  it('makes its changes one step when closed by its button: Back goes to the filters before it', async () => {
    const { address, back } = renderOnPhone();
    await openDrawer();
    fireEvent.click(within(drawer()!).getByRole('checkbox', { name: 'Grey (12)' }));
    await waitFor(() => expect(address()).toBe(decodeURIComponent(WHITE_AND_GREY)));
    fireEvent.click(screen.getByRole('button', { name: /^Show/ }));
    expect(drawer()).not.toBeInTheDocument();
    await back();
    await waitFor(() => expect(address()).toBe(decodeURIComponent(WHITE)));
    expect(drawer()).not.toBeInTheDocument();
    await back();
    await waitFor(() => expect(address()).toBe(PREVIOUS_PAGE));
  });
});
