import { act, fireEvent, render, screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { renderWithPlatform } from '../../../testing';
import { backToSearch, parseLastSearch, useLastSearch, useRememberSearch } from '../last-search';

const KEY = 'dealerline:last-search';

afterEach(() => window.sessionStorage.clear());

function SearchPage() {
  useRememberSearch();
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/search/used-cars?make=Toyota&page=2')}>
      Next page
    </button>
  );
}

function BackLink() {
  const last = useLastSearch();
  return last ? (
    <a href={last.url} onClick={(event) => backToSearch(last, event)}>
      Back to results
    </a>
  ) : (
    <p>No search</p>
  );
}

describe('the last search', () => {
  it('is the search page the shopper is on, as its filters and page change', () => {
    renderWithPlatform(<SearchPage />, { url: '/search/used-cars?make=Toyota' });
    expect(parseLastSearch(window.sessionStorage.getItem(KEY))?.url).toBe('/search/used-cars?make=Toyota');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(parseLastSearch(window.sessionStorage.getItem(KEY))?.url).toBe(
      '/search/used-cars?make=Toyota&page=2',
    );
  });

  it('is read only as a search path of this site', () => {
    const stored = (url: unknown) => JSON.stringify({ url, historyIndex: 3 });
    expect(parseLastSearch(stored('/search/used-cars?page=2'))).toEqual({
      url: '/search/used-cars?page=2',
      historyIndex: 3,
    });
    expect(parseLastSearch(stored('/search'))).not.toBeNull();
    expect(parseLastSearch(stored('https://elsewhere.example/search'))).toBeNull();
    expect(parseLastSearch(stored('//elsewhere.example/search'))).toBeNull();
    expect(parseLastSearch(stored('/searching'))).toBeNull();
    expect(parseLastSearch(stored(7))).toBeNull();
    expect(parseLastSearch('{not json')).toBeNull();
    expect(parseLastSearch(null)).toBeNull();
  });

  it('is offered once the page runs in the browser, and goes back when it is the page before', () => {
    window.sessionStorage.setItem(KEY, JSON.stringify({ url: '/search/used-cars?page=2', historyIndex: 4 }));
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    try {
      window.history.replaceState({ idx: 5 }, '');
      render(<BackLink />);
      const link = screen.getByRole('link', { name: 'Back to results' });
      expect(link).toHaveAttribute('href', '/search/used-cars?page=2');
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      act(() => void link.dispatchEvent(click));
      expect(click.defaultPrevented).toBe(true);
      expect(back).toHaveBeenCalledTimes(1);

      // Further away in the history (or another tab's entry): the link opens the search instead.
      window.history.replaceState({ idx: 9 }, '');
      const later = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      act(() => void link.dispatchEvent(later));
      expect(later.defaultPrevented).toBe(false);
      expect(back).toHaveBeenCalledTimes(1);
    } finally {
      back.mockRestore();
    }
  });

  it('is not offered when this tab saw no search', () => {
    render(<BackLink />);
    expect(screen.getByText('No search')).toBeInTheDocument();
  });
});
