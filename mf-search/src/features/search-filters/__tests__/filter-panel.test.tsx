import { useCallback, useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { FilterListAttribute } from '@dealerline/shared';
import { renderWithPlatform, testDealer, testSite } from '@dealerline/shared/testing';
import type { CarSearchResult, SearchState, SearchStateUpdate } from '../../../lib/search';
import { FilterPanel } from '..';
import { item, mockViewport, resultOf, stateOf } from './search-filters-fixtures';

const facets = {
  car_type: [item('used', 40, 'Pre-Owned'), item('new', 12, 'New')],
  colour: [item('White', 30), item('Grey', 12)],
  simple_body: [item('Ute', 25), item('SUV', 20)],
  make: [item('Toyota', 30), item('Mazda', 15), item('Kia', 7)],
  model: [item('HiLux', 20), item('Corolla', 10)],
  year: [item('2019', 10), item('2022', 5), item('2015', 3)],
  seats: [item('5', 40), item('7', 12)],
};

interface Options {
  /** The answer (null: none yet). */
  result?: CarSearchResult | null;
  extraFilters?: FilterListAttribute[];
}

function renderPanel(state: SearchState, { result = resultOf(facets), extraFilters = [] }: Options = {}) {
  // As useSearchState's setState: an edit applies to the state (the one rendered here).
  const onChange = jest.fn((next: SearchStateUpdate) => (typeof next === 'function' ? next(state) : next));
  const site = testSite();
  renderWithPlatform(<FilterPanel state={state} result={result ?? undefined} onChange={onChange} />, {
    site: testSite({ search_page: { ...site.search_page, extra_filters: extraFilters } }),
  });
  return onChange;
}

const group = (name: string) => screen.getByRole('group', { name });
/** The state the panel's last change led to. */
const lastState = (onChange: jest.Mock<SearchState, [SearchStateUpdate]>) =>
  onChange.mock.results.at(-1)?.value;

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('FilterPanel', () => {
  it('shows the sliders but no value lists before the first answer', () => {
    renderPanel(stateOf(), { result: null });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toBeInTheDocument();
  });

  it('lists values with their counts under each filter of spec §9, and the site’s extra filters', () => {
    renderPanel(stateOf(), { extraFilters: ['seats'] });
    expect(within(group('Colour')).getByRole('checkbox', { name: 'White (30)' })).not.toBeChecked();
    expect(within(group('Colour')).getByRole('checkbox', { name: 'Grey (12)' })).toBeInTheDocument();
    expect(within(group('Condition')).getByRole('checkbox', { name: 'Pre-Owned (40)' })).toBeInTheDocument();
    expect(within(group('Body Type')).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(group('Seats')).getByRole('checkbox', { name: '7 (12)' })).toBeInTheDocument();
  });

  it('leaves out filters the site does not switch on', () => {
    renderPanel(stateOf());
    expect(screen.queryByRole('group', { name: 'Seats' })).not.toBeInTheDocument();
  });

  it('selects and deselects values (ORed within a filter), back on the first page', () => {
    const onChange = renderPanel(stateOf({ refinements: { colour: ['White'] } }));
    const white = within(group('Colour')).getByRole('checkbox', { name: 'White (30)' });
    expect(white).toBeChecked();
    fireEvent.click(within(group('Colour')).getByRole('checkbox', { name: 'Grey (12)' }));
    expect(lastState(onChange)).toEqual(stateOf({ page: 0, refinements: { colour: ['White', 'Grey'] } }));
    fireEvent.click(white);
    expect(lastState(onChange)).toEqual(stateOf({ page: 0, refinements: {} }));
  });

  it('keeps a selected value the answer no longer counts, so it can be deselected', () => {
    renderPanel(stateOf({ refinements: { colour: ['Purple'] } }));
    expect(within(group('Colour')).getByRole('checkbox', { name: 'Purple (0)' })).toBeChecked();
  });

  it('applies a filter’s edit to the latest state, also in a filter that did not render again', () => {
    const result = resultOf(facets);
    let latest: SearchState | undefined;
    function Host() {
      const [state, setState] = useState(stateOf({ refinements: { colour: ['White'] } }));
      latest = state;
      const onChange = useCallback(
        (next: SearchStateUpdate) =>
          setState((current) => (typeof next === 'function' ? next(current) : next)),
        [],
      );
      return <FilterPanel state={state} result={result} onChange={onChange} />;
    }
    renderWithPlatform(<Host />);
    fireEvent.click(within(group('Make')).getByRole('checkbox', { name: 'Toyota (30)' }));
    // The colour filter shows nothing new after the make click, so it did not render again.
    fireEvent.click(within(group('Colour')).getByRole('checkbox', { name: 'Grey (12)' }));
    expect(latest?.refinements).toEqual({ colour: ['White', 'Grey'], make: ['Toyota'] });
  });

  it('groups makes into Popular Makes (the first 20 by count) then All Makes (A to Z)', () => {
    const makes = Array.from({ length: 25 }, (_, i) => item(`Make ${String.fromCharCode(65 + i)}`, i + 1));
    renderPanel(stateOf(), { result: resultOf({ make: makes }) });
    const popular = within(group('Popular Makes')).getAllByRole('checkbox');
    expect(popular).toHaveLength(20);
    expect(popular[0]).toHaveAccessibleName('Make Y (25)');
    expect(popular[19]).toHaveAccessibleName('Make F (6)');

    const allMakes = group('All Makes');
    const toggle = within(allMakes).getByRole('button', { name: /All Makes/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Collapsed, its checkboxes are not rendered at all (not merely hidden).
    expect(within(allMakes).queryAllByRole('checkbox', { hidden: true })).toHaveLength(0);
    fireEvent.click(toggle);
    const all = within(allMakes).getAllByRole('checkbox');
    expect(all).toHaveLength(25);
    expect(all[0]).toHaveAccessibleName('Make A (1)');
    expect(all[24]).toHaveAccessibleName('Make Y (25)');
    fireEvent.click(toggle);
    expect(within(allMakes).queryAllByRole('checkbox', { hidden: true })).toHaveLength(0);
  });

  it('shows no All Makes when every make is already a popular one', () => {
    renderPanel(stateOf());
    expect(within(group('Popular Makes')).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.queryByRole('group', { name: 'All Makes' })).not.toBeInTheDocument();
  });

  it('shows models only once a make is chosen, from the answer for that make', () => {
    renderPanel(stateOf());
    expect(screen.queryByRole('group', { name: 'Model' })).not.toBeInTheDocument();

    const onChange = renderPanel(stateOf({ refinements: { make: ['Toyota'] } }), {
      result: resultOf(facets, 1234, ['Toyota']),
    });
    fireEvent.click(within(group('Model')).getByRole('checkbox', { name: 'HiLux (20)' }));
    expect(lastState(onChange)).toEqual(
      stateOf({ page: 0, refinements: { make: ['Toyota'], model: ['HiLux'] } }),
    );
  });

  it('lists only the chosen models while the answer on screen is still for other makes', () => {
    // Just after a make click: the answer for no make lists the models of every make.
    renderPanel(stateOf({ refinements: { make: ['Toyota'] } }), { result: resultOf(facets, 1234, []) });
    expect(screen.queryByRole('group', { name: 'Model' })).not.toBeInTheDocument();
  });

  it('keeps a chosen model listed while the answer for a changed make choice loads', () => {
    const state = stateOf({ refinements: { make: ['Toyota', 'Mazda'], model: ['HiLux'] } });
    renderPanel(state, { result: resultOf(facets, 1234, ['Toyota']) });
    const models = within(group('Model')).getAllByRole('checkbox');
    expect(models).toHaveLength(1);
    expect(models[0]).toHaveAccessibleName('HiLux (20)');
    expect(models[0]).toBeChecked();
  });

  it('shows models when the answer has a single make (a make route or a one-make dealer)', () => {
    renderPanel(stateOf(), { result: resultOf({ make: [item('Nissan', 80)], model: [item('Navara', 30)] }) });
    expect(within(group('Model')).getByRole('checkbox', { name: 'Navara (30)' })).toBeInTheDocument();
  });

  it('drops the models of a make that is cleared', () => {
    const onChange = renderPanel(stateOf({ refinements: { make: ['Toyota'], model: ['HiLux'] } }), {
      result: resultOf(facets, 1234, ['Toyota']),
    });
    fireEvent.click(within(group('Popular Makes')).getByRole('checkbox', { name: 'Toyota (30)' }));
    expect(lastState(onChange)).toEqual(stateOf({ page: 0, refinements: {} }));
  });

  it('lists price ranges "Under" first then by lowest figure, and applies one', () => {
    const onChange = renderPanel(stateOf());
    const ranges = within(screen.getByRole('list', { name: 'Price ranges' })).getAllByRole('button');
    expect(ranges.map((range) => range.textContent)).toEqual([
      'Under $10,000',
      '$10,000 - $19,999',
      '$20,000 - $29,999',
      '$30,000 - $39,999',
      '$40,000 - $49,999',
      '$50,000 - $74,999',
      '$75,000 - $99,999',
      '$100,000 and over',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '$10,000 - $19,999' }));
    expect(lastState(onChange)).toEqual(stateOf({ page: 0, ranges: { price: { min: 10000, max: 19999 } } }));
  });

  it('shows the chosen price range pressed, on the slider too, and clears it when pressed again', () => {
    const onChange = renderPanel(stateOf({ ranges: { price: { max: 9999 } } }));
    const under = screen.getByRole('button', { name: 'Under $10,000' });
    expect(under).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuetext', '$9,999');
    fireEvent.click(under);
    expect(lastState(onChange)).toEqual(stateOf({ page: 0, ranges: {} }));
  });

  it('applies the price slider on release, in dollars, thumbs never crossing', () => {
    const onChange = renderPanel(stateOf({ ranges: { price: { min: 20000, max: 30000 } } }));
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    expect(min).toHaveAttribute('step', '500');
    expect(screen.getByRole('textbox', { name: 'Min price' })).toHaveValue('$20,000');
    fireEvent.change(min, { target: { value: '40000' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(min);
    expect(lastState(onChange)).toEqual(stateOf({ page: 0, ranges: { price: { min: 29500, max: 30000 } } }));
  });

  it('bounds the odometer with the same slider in kms', () => {
    const onChange = renderPanel(stateOf());
    const max = screen.getByRole('slider', { name: 'Maximum odometer' });
    expect(max).toHaveAttribute('aria-valuetext', '300,000 km');
    fireEvent.change(max, { target: { value: '50000' } });
    fireEvent.pointerUp(max);
    expect(lastState(onChange)).toEqual(stateOf({ page: 0, ranges: { km: { max: 50000 } } }));
  });

  it('bounds the year with min and max selects over the answer’s years', () => {
    const onChange = renderPanel(stateOf({ ranges: { year: { max: 2019 } } }));
    const min = screen.getByRole('combobox', { name: 'Min year' });
    expect(
      within(min)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', '2019', '2015']);
    fireEvent.change(min, { target: { value: '2015' } });
    expect(lastState(onChange)).toEqual(stateOf({ page: 0, ranges: { year: { min: 2015, max: 2019 } } }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Max year' }), { target: { value: '' } });
    expect(lastState(onChange)).toEqual(stateOf({ page: 0, ranges: {} }));
  });

  it('collapses and expands a filter', () => {
    renderPanel(stateOf());
    const toggle = within(group('Colour')).getByRole('button', { name: /Colour/ });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(group('Colour')).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('removes one applied filter from its chip, and all of them with Clear all', () => {
    const state = stateOf({
      query: 'sr5',
      refinements: { make: ['Toyota'], model: ['HiLux'], car_type: ['used'] },
      ranges: { price: { min: 10000, max: 20000 } },
    });
    const onChange = renderPanel(state);
    const chips = within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('button');
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Remove Keyword: sr5',
      'Remove Make: Toyota',
      'Remove Model: HiLux',
      'Remove Condition: Pre-Owned',
      'Remove Price: $10,000 - $20,000',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Model: HiLux' }));
    expect(lastState(onChange)).toEqual({
      ...state,
      page: 0,
      refinements: { make: ['Toyota'], car_type: ['used'] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Make: Toyota' }));
    expect(lastState(onChange)).toEqual({ ...state, page: 0, refinements: { car_type: ['used'] } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Price: $10,000 - $20,000' }));
    expect(lastState(onChange)?.ranges).toEqual({});
    fireEvent.click(screen.getByRole('button', { name: 'Remove Keyword: sr5' }));
    expect(lastState(onChange)).toEqual({ ...state, query: '', page: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(lastState(onChange)).toEqual({
      query: '',
      sortBy: 'price_asc',
      page: 0,
      refinements: {},
      ranges: {},
    });
  });

  describe('focus after removing a filter', () => {
    /**
     * The panel over a state its changes apply to, as the search page's URL does: `later`, a change lands
     * after a render that still shows the old state (a navigation, rendered in a transition).
     */
    function renderLive(initial: SearchState, { later = false } = {}) {
      let land: (() => void) | undefined;
      function Host() {
        const [state, setState] = useState(initial);
        const [, rendered] = useState(0);
        const onChange = useCallback((next: SearchStateUpdate) => {
          const apply = () => setState((current) => (typeof next === 'function' ? next(current) : next));
          if (!later) return apply();
          rendered((n) => n + 1);
          land = apply;
        }, []);
        return <FilterPanel state={state} result={resultOf(facets)} onChange={onChange} />;
      }
      renderWithPlatform(<Host />);
      return () => act(() => land?.());
    }
    const chip = (name: string) => screen.getByRole('button', { name: `Remove ${name}` });
    const press = (button: HTMLElement) => {
      act(() => button.focus());
      fireEvent.click(button);
    };

    beforeEach(() => mockViewport(true));

    it('goes to the chip taking the removed one’s place, else the last chip, else the Filters heading', () => {
      renderLive(stateOf({ query: '', refinements: { make: ['Toyota', 'Mazda'], colour: ['White'] } }));
      press(chip('Make: Toyota'));
      expect(chip('Make: Mazda')).toHaveFocus();
      press(chip('Colour: White'));
      expect(chip('Make: Mazda')).toHaveFocus();
      press(chip('Make: Mazda'));
      expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Filters' })).toHaveFocus();
    });

    it('goes to the Filters heading after Clear all, once the change has rendered', () => {
      const land = renderLive(stateOf({ refinements: { colour: ['White'] } }), { later: true });
      press(screen.getByRole('button', { name: 'Clear all' }));
      // Rendered again before the change lands: focus stays on Clear all.
      expect(screen.getByRole('button', { name: 'Clear all' })).toHaveFocus();
      land();
      expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Filters' })).toHaveFocus();
    });

    it('leaves focus where the shopper took it meanwhile', () => {
      const land = renderLive(stateOf({ query: '', refinements: { make: ['Toyota', 'Mazda'] } }), {
        later: true,
      });
      press(chip('Make: Toyota'));
      const grey = within(group('Colour')).getByRole('checkbox', { name: 'Grey (12)' });
      act(() => grey.focus());
      land();
      expect(grey).toHaveFocus();
    });

    it('goes to the drawer’s Filters heading when the last filter is removed in the drawer', () => {
      mockViewport(false);
      renderLive(stateOf({ query: '', refinements: { colour: ['White'] } }));
      fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
      const drawer = screen.getByRole('dialog', { name: 'Filters' });
      press(within(drawer).getByRole('button', { name: 'Remove Colour: White' }));
      expect(within(drawer).getByRole('heading', { name: 'Filters' })).toHaveFocus();
    });
  });

  it('names the dealership of a dealer-filtered search from the dealer config', () => {
    renderPanel(
      stateOf({ query: '', refinements: { dealership_slug: [testDealer().dealerships[0]!.slug] } }),
    );
    expect(
      within(screen.getByRole('list', { name: 'Active filters' })).getByRole('button', {
        name: `Remove Dealer: ${testDealer().dealerships[0]!.name}`,
      }),
    ).toBeInTheDocument();
  });

  it('shows no active filters bar when nothing is applied', () => {
    renderPanel(stateOf({ query: '' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('is a sidebar on wide screens', () => {
    mockViewport(true);
    renderPanel(stateOf());
    expect(screen.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });

  describe('on small screens', () => {
    beforeEach(() => mockViewport(false));

    it('opens the filters in a modal drawer with focus inside, and closes it with Escape', () => {
      renderPanel(stateOf({ query: '', refinements: { colour: ['White'] } }));
      expect(screen.queryByRole('group', { name: 'Colour' })).not.toBeInTheDocument();
      const opener = screen.getByRole('button', { name: 'Filters (1)' });
      fireEvent.click(opener);
      const drawer = screen.getByRole('dialog', { name: 'Filters' });
      expect(drawer).toHaveAttribute('aria-modal', 'true');
      expect(drawer).toHaveFocus();
      expect(within(drawer).getByRole('checkbox', { name: 'White (30)' })).toBeChecked();
      fireEvent.keyDown(drawer, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    });

    it('closes with "Show N results" and with the close button', () => {
      renderPanel(stateOf({ query: '' }));
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const show = screen.getByRole('button', { name: 'Show 1,234 results' });
      // Filled, with no other edge: high contrast paints this border where the fill is gone.
      expect(show).toHaveStyle({ borderStyle: 'solid', borderWidth: '1px', borderColor: 'transparent' });
      fireEvent.click(show);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      fireEvent.click(screen.getByRole('button', { name: 'Close filters' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('announces the count the filters find from inside the drawer, where a screen reader listens', () => {
      let answer: (count: number) => void = () => {};
      function Host() {
        const [count, setCount] = useState(1234);
        answer = setCount;
        return (
          <FilterPanel state={stateOf({ query: '' })} result={resultOf(facets, count)} onChange={jest.fn()} />
        );
      }
      renderWithPlatform(<Host />);
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const status = within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('status');
      expect(status).toHaveTextContent('1,234 results');
      act(() => answer(1));
      expect(status).toHaveTextContent(/^1 result$/);
    });

    it('keeps Tab inside the drawer', () => {
      renderPanel(stateOf({ query: '' }));
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const close = screen.getByRole('button', { name: 'Close filters' });
      const show = screen.getByRole('button', { name: 'Show 1,234 results' });
      act(() => show.focus());
      fireEvent.keyDown(show, { key: 'Tab' });
      expect(close).toHaveFocus();
      fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
      expect(show).toHaveFocus();
    });
  });
});
