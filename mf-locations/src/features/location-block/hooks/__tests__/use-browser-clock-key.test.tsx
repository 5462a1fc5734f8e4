import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { useBrowserClockKey } from '../use-browser-clock-key';

/** Output that depends on the day only through an attribute, as the hours table's aria-current does. */
function Today({ day, keys }: { day: string; keys: string[] }) {
  const key = useBrowserClockKey();
  keys.push(key);
  return (
    <p key={key} data-day={day}>
      today
    </p>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('useBrowserClockKey', () => {
  it("rebuilds hydrated output from the browser's day, which hydration alone leaves as the server's", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Today day="Friday" keys={[]} />);
    document.body.appendChild(container);
    const keys: string[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Today day="Tuesday" keys={keys} />, { onRecoverableError: () => {} });
    });
    expect(container.querySelector('p')!.getAttribute('data-day')).toBe('Tuesday');
    expect(keys[0]).toBe('server');
    expect(keys.at(-1)).toBe('browser');
  });

  it('starts as browser output when the browser renders first', () => {
    const keys: string[] = [];
    const { container } = render(<Today day="Tuesday" keys={keys} />);
    expect(keys).toEqual(['browser']);
    expect(container.querySelector('p')!.getAttribute('data-day')).toBe('Tuesday');
  });
});
