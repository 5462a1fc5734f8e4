import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithPlatform } from '@dealerline/shared/testing';
import { useSearchState } from '../use-search-state';

function Probe() {
  const { state, setState } = useSearchState();
  const location = useLocation();
  return (
    <>
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
});
