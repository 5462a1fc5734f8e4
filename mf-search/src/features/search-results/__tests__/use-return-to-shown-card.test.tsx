import { useRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { SHOWN_CARD_KEY, useReturnToShownCard } from '../hooks/use-return-to-shown-card';

/** Where each card's top is, px from the top of the window, by car id: the layout the test gives the page. */
let tops: Record<string, number> = {};
const CARD_HEIGHT = 500;

function Results({ complete = true }: { complete?: boolean }) {
  const list = useRef<HTMLUListElement>(null);
  useReturnToShownCard(list, complete);
  return (
    <ul ref={list}>
      {['a', 'b', 'c'].map((id) => (
        <li key={id}>
          <article data-car-id={id} />
        </li>
      ))}
    </ul>
  );
}

/** History moves the tests make, as buttons (a shopper's links and the browser's Back). */
function Moves() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/cars/car-b')}>Open car</button>
      <button onClick={() => navigate('/search')}>Search</button>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

/** Renders the list at /search and a car page. */
function renderRoutes() {
  render(
    <MemoryRouter initialEntries={['/search']}>
      <Moves />
      <Routes>
        <Route path="/search" element={<Results />} />
        <Route path="/cars/:slug" element={<p>A car</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const move = (name: 'Open car' | 'Search' | 'Back') => fireEvent.click(screen.getByRole('button', { name }));

let scrollBy: jest.SpyInstance;
/** The callbacks waiting for the next frame, by request id. */
let frames: Map<number, FrameRequestCallback>;

beforeEach(() => {
  tops = { a: -400, b: 100, c: 600 };
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = tops[this.dataset.carId ?? ''] ?? 0;
    return { top, bottom: top + CARD_HEIGHT } as DOMRect;
  });
  scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(((_x: number, y: number) => {
    for (const id of Object.keys(tops)) tops[id]! -= y;
  }) as typeof window.scrollBy);
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  frames = new Map();
  let requests = 0;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(++requests, callback);
    return requests;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((request) => frames.delete(request));
});
afterEach(() => jest.restoreAllMocks());

const runFrame = () =>
  act(() => {
    const waiting = [...frames.values()];
    frames.clear();
    waiting.forEach((callback) => callback(0));
  });

describe('useReturnToShownCard', () => {
  it('notes the card at the top of the screen when the list is left, and puts it back there on Back', () => {
    renderRoutes();
    move('Open car');
    const note = JSON.parse(sessionStorage.getItem(SHOWN_CARD_KEY)!);
    expect(note).toMatchObject({ carId: 'b', top: 100 });

    // The list comes back with the cards above it at their reserved height: card b 700 px lower.
    tops = { a: 300, b: 800, c: 1300 };
    move('Back');
    expect(scrollBy).toHaveBeenLastCalledWith(0, 700);
    expect(tops.b).toBe(100);

    // The card above it is laid out a frame later and shrinks: b is held where it stood.
    tops = { a: -250, b: 0, c: 500 };
    runFrame();
    expect(scrollBy).toHaveBeenLastCalledWith(0, -100);
    expect(tops.b).toBe(100);
  });

  it('notes the last card when the shopper has scrolled past them all (the page links, the footer)', () => {
    renderRoutes();
    tops = { a: -2000, b: -1500, c: -1000 };
    move('Open car');
    expect(JSON.parse(sessionStorage.getItem(SHOWN_CARD_KEY)!)).toMatchObject({ carId: 'c', top: -1000 });

    tops = { a: -1500, b: -1000, c: -500 };
    move('Back');
    expect(scrollBy).toHaveBeenLastCalledWith(0, 500);
  });

  it('stops holding the card once the shopper scrolls, touches or presses a key', () => {
    renderRoutes();
    move('Open car');
    tops = { a: 300, b: 800, c: 1300 };
    move('Back');
    const calls = scrollBy.mock.calls.length;

    window.dispatchEvent(new Event('touchstart'));
    tops = { a: -250, b: 0, c: 500 };
    runFrame();
    expect(scrollBy).toHaveBeenCalledTimes(calls);
  });

  it('leaves a list shown by a link alone, and the browser to restore the page shown next', () => {
    renderRoutes();
    expect(history.scrollRestoration).toBe('manual');
    move('Open car');
    expect(history.scrollRestoration).toBe('auto');
    tops = { a: 300, b: 800, c: 1300 };
    move('Search');
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('ignores a note that is not its own', () => {
    sessionStorage.setItem(SHOWN_CARD_KEY, '{"entry":"default","carId":"b","top":"far"}');
    renderRoutes();
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
