import { useEffect, useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createPlatformStore, createTheme } from '@dealerline/shared';
import { testDealer, testSite } from '@dealerline/shared/testing';
import { FilterPanel } from '..';
import { HydratesWhereShown } from '../components/hydrates-where-shown';
import { minWidthQuery } from '../hooks/use-min-width';
import { item, resultOf, stateOf } from './search-filters-fixtures';
import { recoverable, serverThenHydrate, unmountHydrated } from './server-then-hydrate';

afterEach(() => {
  unmountHydrated();
  Reflect.deleteProperty(window, 'matchMedia');
});

const hydrated: string[] = [];

function Counter({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    hydrated.push(name);
  }, [name]);
  return <button onClick={() => setClicks(clicks + 1)}>{`${name} clicked ${clicks}`}</button>;
}

const sidebar = () => (
  <HydratesWhereShown query={minWidthQuery('md')}>
    <Counter name="sidebar" />
  </HydratesWhereShown>
);

describe('HydratesWhereShown', () => {
  beforeEach(() => (hydrated.length = 0));

  it('leaves server HTML the browser does not show as it is, unhydrated', async () => {
    await serverThenHydrate(sidebar, false);
    const button = screen.getByRole('button', { name: 'sidebar clicked 0' });
    fireEvent.click(button);
    expect(button).toHaveTextContent('sidebar clicked 0');
    expect(hydrated).toEqual([]);
    expect(recoverable()).toEqual([]);
  });

  it('hydrates it where the media query matches', async () => {
    await serverThenHydrate(sidebar, true);
    fireEvent.click(screen.getByRole('button', { name: 'sidebar clicked 0' }));
    expect(screen.getByRole('button', { name: 'sidebar clicked 1' })).toBeInTheDocument();
    expect(hydrated).toEqual(['sidebar']);
    expect(recoverable()).toEqual([]);
  });
});

describe('the filter panel taking over the server HTML', () => {
  const site = testSite();
  const store = createPlatformStore({ site, dealer: testDealer(), storage: null });
  const panel = () => (
    <Provider store={store}>
      <ThemeProvider theme={createTheme(site.theme)}>
        <MemoryRouter>
          <FilterPanel
            state={stateOf({ query: '', refinements: { colour: ['White'] } })}
            result={resultOf({ colour: [item('White', 30), item('Grey', 12)] })}
            onChange={() => {}}
          />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>
  );

  it('on a phone drops the sidebar it never hydrated, and the drawer works', async () => {
    const container = await serverThenHydrate(panel, false);
    expect(recoverable()).toEqual([]);
    expect(container.querySelector('section')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'White (30)' })).toBeChecked();
  });

  it('on a wide screen keeps the hydrated sidebar and drops the drawer button', async () => {
    await serverThenHydrate(panel, true);
    expect(recoverable()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'White (30)' })).toBeChecked();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
  });
});
