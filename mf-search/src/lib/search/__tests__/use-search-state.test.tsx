import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { render } from '@testing-library/react';
import { renderWithPlatform } from '@dealerline/shared/testing';
import type { SearchState } from '../types';
import { useSearchState } from '../use-search-state';

const setters = new Set<unknown>();

const addMake = (make: string) => (s: SearchState) => ({
  ...s,
  refinements: { ...s.refinements, make: [...(s.refinements.make ?? []), make] },
});

function Probe() {
  const { state, setState } = useSearchState();
  setters.add(setState);
  const location = useLocation();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setState(addMake('Mazda'));
          setState(addMake('Ford'));
        }}
      >
        Two makes
      </button>
      <output aria-label="url">{location.pathname + location.search}</output>
      <output aria-label="state">{JSON.stringify(state)}</output>
      <button
        type="button"
        onClick={() => setState((s) => ({ ...s, refinements: { ...s.refinements, make: ['Kia'] } }))}
      >
        Kia
      </button>
      <button type="button" onClick={() => setState({ ...state, page: state.page + 1 })}>
        Next
      </button>
    </>
  );
}

const url = () => screen.getByLabelText('url').textContent;

describe('useSearchState', () => {
  it('reads the state from the URL', () => {
    renderWithPlatform(<Probe />, { url: '/search/used-cars?query=ute&page=3' });
    expect(JSON.parse(screen.getByLabelText('state').textContent ?? '')).toMatchObject({
      query: 'ute',
      page: 2,
    });
  });

  it('pushes the next state as a URL on the same path, back to the first page when a filter changes', () => {
    renderWithPlatform(<Probe />, { url: '/search/used-cars?page=3&sortBy=latest' });
    fireEvent.click(screen.getByRole('button', { name: 'Kia' }));
    expect(url()).toBe('/search/used-cars?refinementList[make][0]=Kia&sortBy=latest');
  });

  it('keeps the filters when only the page changes', () => {
    renderWithPlatform(<Probe />, { url: '/search/used-cars?refinementList[make][0]=Kia' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(url()).toBe('/search/used-cars?refinementList[make][0]=Kia&page=2');
  });

  it('keeps one setState while the state changes (filters are memoised on it)', () => {
    setters.clear();
    renderWithPlatform(<Probe />, { url: '/search/used-cars' });
    fireEvent.click(screen.getByRole('button', { name: 'Kia' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(url()).toBe('/search/used-cars?refinementList[make][0]=Kia&page=2');
    expect(setters.size).toBe(1);
  });

  it('applies a change made before the router rendered the last one to that last one', () => {
    renderWithPlatform(<Probe />, { url: '/search/used-cars?refinementList[make][0]=Kia' });
    fireEvent.click(screen.getByRole('button', { name: 'Two makes' }));
    expect(url()).toBe(
      '/search/used-cars?refinementList[make][0]=Kia&refinementList[make][1]=Mazda&refinementList[make][2]=Ford',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(url()).toMatch(/make\]\[2\]=Ford&page=2$/);
  });

  it('reads the URL through the page’s accept, and writes what it accepted', () => {
    const noKmSorts = (state: SearchState): SearchState =>
      state.sortBy.startsWith('km_') ? { ...state, sortBy: 'relevant' } : state;
    function Accepting() {
      const { state, setState } = useSearchState({ accept: noKmSorts });
      const location = useLocation();
      return (
        <>
          <output aria-label="sort">{state.sortBy}</output>
          <output aria-label="url">{location.pathname + location.search}</output>
          <button type="button" onClick={() => setState((s) => ({ ...s, refinements: { make: ['Kia'] } }))}>
            Kia
          </button>
        </>
      );
    }
    renderWithPlatform(<Accepting />, { url: '/search/used-cars?sortBy=km_desc' });
    expect(screen.getByLabelText('sort')).toHaveTextContent('relevant');
    fireEvent.click(screen.getByRole('button', { name: 'Kia' }));
    expect(url()).toBe('/search/used-cars?refinementList[make][0]=Kia');
  });

  it('replaces a URL whose page is no page number by its spelling without page, as the server redirects it', () => {
    function Back() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Back
        </button>
      );
    }
    render(
      <MemoryRouter
        initialEntries={['/', '/search/used-cars?query=ute&page=abc&sortBy=latest']}
        initialIndex={1}
      >
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Probe />
                <Back />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(url()).toBe('/search/used-cars?query=ute&sortBy=latest');
    expect(JSON.parse(screen.getByLabelText('state').textContent ?? '')).toMatchObject({ page: 0 });
    // Replaced, not pushed: back leaves the search.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(url()).toBe('/');
  });

  it('keeps a page past the last in the URL (the page says it has no vehicles)', () => {
    renderWithPlatform(<Probe />, { url: '/search/used-cars?page=1001' });
    expect(url()).toBe('/search/used-cars?page=1001');
    expect(JSON.parse(screen.getByLabelText('state').textContent ?? '')).toMatchObject({ page: 48 });
  });
});
