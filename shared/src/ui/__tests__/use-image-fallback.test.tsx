import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render } from '@testing-library/react';
import { NOT_FOUND_IMAGE } from '../car-image-sources';
import { useImageFallback } from '../use-image-fallback';

function Photo({ url }: { url: string | null }) {
  const { photo, onError, ref } = useImageFallback(url);
  return <img key={photo ?? 'not-found'} src={photo ?? NOT_FOUND_IMAGE} alt="" onError={onError} ref={ref} />;
}

/** The state the browser leaves a picture of the server's HTML in: loaded, or failed (nothing decoded). */
function settle(img: HTMLImageElement, naturalWidth: number) {
  Object.defineProperty(img, 'complete', { configurable: true, value: true });
  Object.defineProperty(img, 'naturalWidth', { configurable: true, value: naturalWidth });
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's HTML of the picture, settled by the browser, then taken over by React. */
function hydrateAfter(url: string, naturalWidth: number): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Photo url={url} />);
  document.body.appendChild(container);
  settle(container.querySelector('img')!, naturalWidth);
  act(() => {
    root = hydrateRoot(container, <Photo url={url} />);
  });
  return container;
}

describe('useImageFallback', () => {
  it('shows the not-found picture once a picture fails to load', () => {
    const { container } = render(<Photo url="/images/a.jpg" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toHaveAttribute('src', NOT_FOUND_IMAGE);
  });

  it('shows the not-found picture for a picture of the server HTML that failed before the page hydrated', () => {
    // Its error event came before React listened: the shopper kept a broken picture.
    const container = hydrateAfter('/images/broken.jpg', 0);
    expect(container.querySelector('img')).toHaveAttribute('src', NOT_FOUND_IMAGE);
  });

  it('keeps a picture of the server HTML that loaded, and one still loading', () => {
    expect(hydrateAfter('/images/a.jpg', 750).querySelector('img')).toHaveAttribute('src', '/images/a.jpg');
    act(() => root?.unmount());
    root = null;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Photo url="/images/b.jpg" />);
    document.body.appendChild(container);
    act(() => {
      root = hydrateRoot(container, <Photo url="/images/b.jpg" />);
    });
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/b.jpg');
  });
});
