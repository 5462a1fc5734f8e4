import { useRef } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { SHOWN_CARD_FIELD, useReturnToShownCard } from '../hooks/use-return-to-shown-card';

/** Where each card's top is, px from the top of the window, by car id: the layout the test gives the page. */
let tops: Record<string, number> = {};
const CARD_HEIGHT = 500;
/** Whether the list's search has its answer and every card is rendered. */
let ready = true;

function Results() {
  const list = useRef<HTMLUListElement>(null);
  useReturnToShownCard(list, ready);
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

/** History moves the tests make, as buttons (a shopper's links and the browser's Back and Forward). */
function Moves() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/cars/car-b')}>Open car</button>
      <button onClick={() => navigate('/search?make=Toyota')}>Filter</button>
      <button onClick={() => navigate(-1)}>Back</button>
      <button onClick={() => navigate(1)}>Forward</button>
    </>
  );
}

function renderRoutes() {
  return render(
    <BrowserRouter>
      <Moves />
      <Routes>
        <Route path="/search" element={<Results />} />
        <Route path="/cars/:slug" element={<p>A car</p>} />
      </Routes>
    </BrowserRouter>,
  );
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** A press anywhere on the page, as before following a link: the list notes where it stands. */
const touch = () => fireEvent.pointerDown(document.body);
const notedHere = () => (history.state as Record<string, unknown> | null)?.[SHOWN_CARD_FIELD];
const onList = () => waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
const onCar = () => screen.findByText('A car');

let scrollBy: jest.SpyInstance;
let scrollTo: jest.SpyInstance;
/** The callbacks waiting for the next frame, by request id. */
let frames: Map<number, FrameRequestCallback>;

beforeEach(() => {
  history.replaceState(null, '', '/search');
  ready = true;
  tops = { a: -400, b: 100, c: 600 };
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = tops[this.dataset.carId ?? ''] ?? 0;
    return { top, bottom: top + CARD_HEIGHT } as DOMRect;
  });
  scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(((_x: number, y: number) => {
    for (const id of Object.keys(tops)) tops[id]! -= y;
  }) as typeof window.scrollBy);
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
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

/** Opens the car from the list as it stands, and comes Back with the cards at `returned`. */
async function openCarAndComeBack(returned: Record<string, number>) {
  touch();
  press('Open car');
  await onCar();
  tops = returned;
  press('Back');
  await onList();
}

describe('useReturnToShownCard', () => {
  it('puts the card the shopper left at the top of the screen back where it stood on Back', async () => {
    renderRoutes();
    // The cards above come back at their reserved height: card b 700 px lower.
    await openCarAndComeBack({ a: 300, b: 800, c: 1300 });
    expect(scrollBy).toHaveBeenLastCalledWith(0, 700);
    expect(tops.b).toBe(100);

    // The card above it is laid out a frame later and shrinks: b is held where it stood.
    tops = { a: -250, b: 0, c: 500 };
    runFrame();
    expect(scrollBy).toHaveBeenLastCalledWith(0, -100);
    expect(tops.b).toBe(100);
  });

  it('notes the last card when the shopper has scrolled past them all (the page links, the footer)', async () => {
    renderRoutes();
    tops = { a: -2000, b: -1500, c: -1000 };
    await openCarAndComeBack({ a: -1500, b: -1000, c: -500 });
    expect(scrollBy).toHaveBeenLastCalledWith(0, 500);
  });

  it('notes where the window came to rest after a scroll', async () => {
    renderRoutes();
    tops = { a: -1400, b: -900, c: 20 };
    fireEvent.scroll(window);
    await waitFor(() => expect(notedHere()).toMatchObject({ carId: 'c', top: 20 }));
  });

  it('stops holding the card once the shopper scrolls, touches or presses a key', async () => {
    renderRoutes();
    await openCarAndComeBack({ a: 300, b: 800, c: 1300 });
    const calls = scrollBy.mock.calls.length;

    window.dispatchEvent(new Event('touchstart'));
    tops = { a: -250, b: 0, c: 500 };
    runFrame();
    expect(scrollBy).toHaveBeenCalledTimes(calls);
  });

  it('keeps its note through Forward and Back: the scroll of the page gone to is not the list’s', async () => {
    renderRoutes();
    await openCarAndComeBack({ a: 300, b: 800, c: 1300 });
    press('Forward');
    // The browser scrolls for the car's entry while the list is still on screen.
    tops = { a: 0, b: 500, c: 1000 };
    fireEvent.scroll(window);
    await onCar();
    await new Promise((resolve) => setTimeout(resolve, 200));

    tops = { a: 300, b: 800, c: 1300 };
    press('Back');
    await onList();
    expect(scrollBy).toHaveBeenLastCalledWith(0, 700);
  });

  it('gives each search its own place: Back from a filter returns to where the shopper was', async () => {
    renderRoutes();
    tops = { a: -400, b: 100, c: 600 };
    touch();
    press('Filter');
    await waitFor(() => expect(location.search).toBe('?make=Toyota'));
    tops = { a: -1400, b: -900, c: 30 };
    touch();
    expect(notedHere()).toMatchObject({ carId: 'c', top: 30 });

    tops = { a: 0, b: 500, c: 1000 };
    press('Back');
    await waitFor(() => expect(location.search).toBe(''));
    await waitFor(() => expect(scrollBy).toHaveBeenLastCalledWith(0, 400));
  });

  it('waits for the search of the entry returned to before moving, noting nothing meanwhile', async () => {
    const view = renderRoutes();
    touch();
    press('Open car');
    await onCar();
    ready = false;
    tops = { a: 300, b: 800, c: 1300 };
    press('Back');
    await onList();
    expect(scrollBy).not.toHaveBeenCalled();
    // Meanwhile the window is at the top (an earlier search's cards): a press or a scroll notes nothing.
    tops = { a: 0, b: 500, c: 1000 };
    touch();
    fireEvent.scroll(window);
    await new Promise((resolve) => setTimeout(resolve, 200));
    tops = { a: 300, b: 800, c: 1300 };
    ready = true;
    view.rerender(
      <BrowserRouter>
        <Moves />
        <Routes>
          <Route path="/search" element={<Results />} />
        </Routes>
      </BrowserRouter>,
    );
    expect(scrollBy).toHaveBeenLastCalledWith(0, 700);
  });

  it('restores a reload of the list from its entry, and a new page load not at all', () => {
    history.replaceState({ idx: 0, [SHOWN_CARD_FIELD]: { carId: 'c', top: 10, scrollY: 900 } }, '');
    const reloaded = renderRoutes();
    expect(scrollBy).toHaveBeenLastCalledWith(0, 590);
    reloaded.unmount();

    scrollBy.mockClear();
    history.replaceState(null, '', '/search');
    renderRoutes();
    expect(scrollBy).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('goes to the offset noted when the card is gone, and ignores a note that is not whole', () => {
    history.replaceState({ idx: 0, [SHOWN_CARD_FIELD]: { carId: 'sold', top: 10, scrollY: 900 } }, '');
    const first = renderRoutes();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
    first.unmount();

    scrollTo.mockClear();
    history.replaceState({ idx: 0, [SHOWN_CARD_FIELD]: { carId: 'sold', top: 10, scrollY: 'x' } }, '');
    renderRoutes();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('leaves the list’s entries to the page and the next page to the browser', async () => {
    renderRoutes();
    expect(history.scrollRestoration).toBe('manual');
    press('Open car');
    await onCar();
    expect(history.scrollRestoration).toBe('auto');
  });
});
