import { useState } from 'react';
import { screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createPlatformStore, createTheme } from '@dealerline/shared';
import { testDealer, testSite } from '@dealerline/shared/testing';
import type { SearchState } from '../../../lib/search';
import { SortSelect } from '../../search-results/components/sort-select';
import { FilterPanel } from '..';
import { item, resultOf, stateOf } from './search-filters-fixtures';
import { serverThenHydrate, unmountHydrated } from './server-then-hydrate';

afterEach(() => {
  unmountHydrated();
  Reflect.deleteProperty(window, 'matchMedia');
});

const site = testSite();
const store = createPlatformStore({ site, dealer: testDealer(), storage: null });
const START = stateOf({ query: '', refinements: { colour: ['White'] } });
const RESULT = resultOf({
  colour: [item('White', 30), item('Grey', 12), item('Red', 4)],
  year: [item('2024', 10), item('2021', 20), item('2019', 5)],
});

/** The filter panel and sort select over a state the edits they hand out change, as the search page's URL does. */
function SearchControls({ seen }: { seen: SearchState[] }) {
  const [state, setState] = useState(START);
  const apply = (edit: (current: SearchState) => SearchState) =>
    setState((current) => {
      const next = edit(current);
      seen.push(next);
      return next;
    });
  return (
    <Provider store={store}>
      <ThemeProvider theme={createTheme(site.theme)}>
        <MemoryRouter>
          <SortSelect
            value={state.sortBy}
            onChange={(sortBy) => apply((current) => ({ ...current, sortBy }))}
          />
          <FilterPanel state={state} result={RESULT} onChange={apply} />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>
  );
}

const box = (container: HTMLElement, name: RegExp) =>
  [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((input) =>
    name.test(input.closest('label')!.textContent!),
  )!;
const select = (container: HTMLElement, label: string) => {
  const forLabel = [...container.querySelectorAll('label')].find((l) => l.textContent!.startsWith(label))!;
  return container.querySelector<HTMLSelectElement>(`#${CSS.escape(forLabel.htmlFor)}`)!;
};

describe('filters and sort chosen in the server HTML before their code ran', () => {
  it('still change the search once the page hydrates', async () => {
    const seen: SearchState[] = [];
    await serverThenHydrate(
      () => <SearchControls seen={seen} />,
      true,
      (container) => {
        box(container, /^Grey/).checked = true;
        box(container, /^White/).checked = false;
        select(container, 'Min year').value = '2021';
        select(container, 'Sort by').value = 'price_desc';
      },
    );
    const last = seen.at(-1)!;
    expect(last.refinements.colour).toEqual(['Grey']);
    expect(last.ranges.year).toEqual({ min: 2021 });
    expect(last.sortBy).toBe('price_desc');
    expect(screen.getByRole('checkbox', { name: 'Grey (12)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'White (30)' })).not.toBeChecked();
    expect(screen.getByLabelText('Min year')).toHaveValue('2021');
  });

  it('change nothing when the shopper waited for the code', async () => {
    const seen: SearchState[] = [];
    await serverThenHydrate(() => <SearchControls seen={seen} />, true);
    expect(seen).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'White (30)' })).toBeChecked();
  });
});
