import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { renderWithPlatform } from '../../../testing';
import { backToSearch, parseLastSearch, useLastSearch, useRememberSearch } from '../last-search';
import { PageLink as Link } from '../page-link';

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

function SearchWithCar() {
  useRememberSearch();
  return <Link to="/cars/one">A car</Link>;
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
      leftFor: null,
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
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({ url: '/search/used-cars?page=2', historyIndex: 4, leftFor: 'car' }),
    );
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    try {
      window.history.replaceState({ idx: 5, key: 'car' }, '');
      render(<BackLink />);
      const link = screen.getByRole('link', { name: 'Back to results' });
      expect(link).toHaveAttribute('href', '/search/used-cars?page=2');
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      act(() => void link.dispatchEvent(click));
      expect(click.defaultPrevented).toBe(true);
      expect(back).toHaveBeenCalledTimes(1);

      // Further away in the history (or another tab's entry): the link opens the search instead.
      window.history.replaceState({ idx: 9, key: 'car' }, '');
      const later = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      act(() => void link.dispatchEvent(later));
      expect(later.defaultPrevented).toBe(false);
      expect(back).toHaveBeenCalledTimes(1);
    } finally {
      back.mockRestore();
    }
  });

  it('goes back only to the search the shopper came from, not to a page that took its place in the history', async () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <Link to="/search/used-cars?page=2">Search</Link>
                <Link to="/about">About us</Link>
              </>
            }
          />
          <Route path="/about" element={<Link to="/cars/one">A car</Link>} />
          <Route path="/search/used-cars" element={<SearchWithCar />} />
          <Route path="/cars/one" element={<BackLink />} />
        </Routes>
      </BrowserRouter>,
    );
    /** Whether a press on Back to results was taken by the page (else the browser would open the link). */
    const press = () => {
      let taken = false;
      const after = (event: Event) => {
        taken = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', after, { once: true });
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      act(() => void screen.getByRole('link', { name: 'Back to results' }).dispatchEvent(click));
      return taken;
    };
    const back = jest.spyOn(window.history, 'back');
    try {
      // Home (0) › the search (1) › a car (2): the search is the page before.
      fireEvent.click(screen.getByRole('link', { name: 'Search' }));
      fireEvent.click(screen.getByRole('link', { name: 'A car' }));
      back.mockImplementationOnce(() => undefined);
      expect(press()).toBe(true);
      expect(back).toHaveBeenCalledTimes(1);

      // Back to the search and home, then the about page (1) › the car (2): entry 1 is no longer the search.
      await act(async () => {
        window.history.go(-2);
        await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      });
      expect(window.location.pathname).toBe('/');
      fireEvent.click(await screen.findByRole('link', { name: 'About us' }));
      fireEvent.click(screen.getByRole('link', { name: 'A car' }));
      expect(window.location.pathname).toBe('/cars/one');
      expect(press()).toBe(false);
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
