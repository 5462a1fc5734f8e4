import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { createTheme, type CarImage } from '@dealerline/shared';
import { NOT_FOUND_IMAGE } from '@dealerline/shared/ui';
import { renderWithPlatform, testSite } from '@dealerline/shared/testing';
import { PhotoGallery } from '../components/gallery/photo-gallery';

// jsdom has no PointerEvent: a MouseEvent with a pointerId is all the swipe reads.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
beforeAll(() => {
  if (!window.PointerEvent) Object.assign(window, { PointerEvent: TestPointerEvent });
});

const images: CarImage[] = ['front', 'side', 'rear'].map((angle) => ({
  url: `/images/demo/ute/ffffff/${angle}.jpg`,
  thumb: `/images/demo/ute/ffffff/${angle}.jpg?w=360`,
}));
const TITLE = '2021 Toyota HiLux';

function renderGallery(photos = images) {
  renderWithPlatform(<PhotoGallery images={photos} title={TITLE} />);
  return screen.getByRole('region', { name: `Photos of ${TITLE}` });
}

/** The main picture (inside the swipe area, not a thumbnail). */
const mainPhoto = (gallery: HTMLElement) => gallery.querySelector<HTMLImageElement>('[data-gallery-photo]')!;
const counter = (gallery: HTMLElement) => gallery.querySelector('[data-photo-counter]')!;

describe('PhotoGallery', () => {
  it('shows the first photo at the image endpoint widths, with a counter', () => {
    const gallery = renderGallery();
    const photo = mainPhoto(gallery);
    expect(photo).toHaveAttribute('src', '/images/demo/ute/ffffff/front.jpg?w=750');
    expect(photo.getAttribute('srcset')).toBe(
      [360, 750, 1000, 1500].map((w) => `/images/demo/ute/ffffff/front.jpg?w=${w} ${w}w`).join(', '),
    );
    expect(photo).toHaveAttribute('alt', `${TITLE}, photo 1 of 3`);
    expect(counter(gallery)).toHaveTextContent('Photo 1 of 3');
  });

  it('steps with previous and next, which are disabled at the ends', () => {
    const gallery = renderGallery();
    const previous = within(gallery).getByRole('button', { name: 'Previous photo' });
    const next = within(gallery).getByRole('button', { name: 'Next photo' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next);
    expect(mainPhoto(gallery)).toHaveAttribute('src', '/images/demo/ute/ffffff/side.jpg?w=750');
    expect(previous).not.toHaveAttribute('aria-disabled');
    fireEvent.click(next);
    expect(counter(gallery)).toHaveTextContent('Photo 3 of 3');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next);
    expect(counter(gallery)).toHaveTextContent('Photo 3 of 3');
    fireEvent.click(previous);
    expect(counter(gallery)).toHaveTextContent('Photo 2 of 3');
  });

  it('keeps focus on Next photo when it reaches the last photo, on the page and full screen', () => {
    const gallery = renderGallery();
    const next = within(gallery).getByRole('button', { name: 'Next photo' });
    next.focus();
    fireEvent.click(next);
    fireEvent.click(next);
    // A disabled button lost focus: to the page's start, or out of the full screen dialog.
    expect(next).not.toBeDisabled();
    expect(next).toHaveFocus();
    fireEvent.click(within(gallery).getByRole('button', { name: 'View full screen' }));
    const dialog = screen.getByRole('dialog');
    const previous = within(dialog).getByRole('button', { name: 'Previous photo' });
    previous.focus();
    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(counter(dialog)).toHaveTextContent('Photo 1 of 3');
    expect(previous).not.toBeDisabled();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toHaveFocus();
  });

  it('follows the arrow keys, Home and End while it has focus', () => {
    const gallery = renderGallery();
    gallery.focus();
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(counter(gallery)).toHaveTextContent('Photo 2 of 3');
    fireEvent.keyDown(gallery, { key: 'End' });
    expect(counter(gallery)).toHaveTextContent('Photo 3 of 3');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(counter(gallery)).toHaveTextContent('Photo 3 of 3');
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(counter(gallery)).toHaveTextContent('Photo 2 of 3');
    fireEvent.keyDown(gallery, { key: 'Home' });
    expect(mainPhoto(gallery)).toHaveAttribute('src', '/images/demo/ute/ffffff/front.jpg?w=750');
  });

  it('shows the photo of a thumbnail and marks it current', () => {
    const gallery = renderGallery();
    const third = within(gallery).getByRole('button', { name: 'Show photo 3 of 3' });
    fireEvent.click(third);
    expect(mainPhoto(gallery)).toHaveAttribute('src', '/images/demo/ute/ffffff/rear.jpg?w=750');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(within(gallery).getByRole('button', { name: 'Show photo 1 of 3' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('puts the thumbnails in the Tab order once, on the current one, and moves focus along them with the arrow keys', () => {
    const gallery = renderGallery();
    const thumbnail = (n: number) => within(gallery).getByRole('button', { name: `Show photo ${n} of 3` });
    // Each thumbnail was a Tab stop: a car's 20 photos were 20 stops before its price and buttons.
    expect([1, 2, 3].map((n) => thumbnail(n).tabIndex)).toEqual([0, -1, -1]);
    thumbnail(1).focus();
    fireEvent.keyDown(thumbnail(1), { key: 'ArrowRight' });
    expect(thumbnail(2)).toHaveFocus();
    expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
    expect([1, 2, 3].map((n) => thumbnail(n).tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(thumbnail(2), { key: 'End' });
    expect(thumbnail(3)).toHaveFocus();
    expect(counter(gallery)).toHaveTextContent('Photo 3 of 3');
    // Steps taken elsewhere (the arrows over the photo) leave focus where it is.
    const previous = within(gallery).getByRole('button', { name: 'Previous photo' });
    previous.focus();
    fireEvent.click(previous);
    expect(previous).toHaveFocus();
    expect(thumbnail(2).tabIndex).toBe(0);
  });

  it('changes photo on a horizontal swipe, not on a vertical one or a short move', () => {
    const gallery = renderGallery();
    const area = mainPhoto(gallery).parentElement!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(area, { pointerId: 1, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(area, { pointerId: 1, clientX: to[0], clientY: to[1] });
    };
    swipe([300, 100], [150, 110]);
    expect(counter(gallery)).toHaveTextContent('Photo 2 of 3');
    swipe([300, 100], [290, 300]);
    swipe([300, 100], [280, 100]);
    expect(counter(gallery)).toHaveTextContent('Photo 2 of 3');
    swipe([100, 100], [300, 100]);
    expect(counter(gallery)).toHaveTextContent('Photo 1 of 3');
  });

  it('shows the default not-found picture when a photo fails to load, and tries the next photo afresh', () => {
    const gallery = renderGallery();
    fireEvent.error(mainPhoto(gallery));
    expect(mainPhoto(gallery)).toHaveAttribute('src', NOT_FOUND_IMAGE);
    expect(mainPhoto(gallery)).toHaveAttribute('alt', 'No photo available');
    expect(mainPhoto(gallery)).not.toHaveAttribute('srcset');
    fireEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(mainPhoto(gallery)).toHaveAttribute('src', '/images/demo/ute/ffffff/side.jpg?w=750');
  });

  it('shows the not-found picture for photos that failed before the page hydrated, main picture and thumbnails', () => {
    // The server's HTML loads the pictures before the page's code runs: their error events reached nobody and
    // the shopper saw broken pictures.
    const page = () => (
      <ThemeProvider theme={createTheme(testSite().theme)}>
        <PhotoGallery images={images} title={TITLE} />
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.appendChild(container);
    for (const img of container.querySelectorAll('img')) {
      Object.defineProperty(img, 'complete', { configurable: true, value: true });
      Object.defineProperty(img, 'naturalWidth', { configurable: true, value: 0 });
    }
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, page());
    });
    try {
      const gallery = screen.getByRole('region', { name: `Photos of ${TITLE}` });
      expect(mainPhoto(gallery)).toHaveAttribute('src', NOT_FOUND_IMAGE);
      expect(mainPhoto(gallery)).toHaveAttribute('alt', 'No photo available');
      const thumbnails = within(gallery)
        .getByRole('list', { name: 'Choose a photo' })
        .querySelectorAll('img');
      expect([...thumbnails].map((img) => img.getAttribute('src'))).toEqual(
        images.map(() => NOT_FOUND_IMAGE),
      );
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('shows the not-found picture alone for a car without photos: no arrows, thumbnails, count or full screen', () => {
    const gallery = renderGallery([]);
    expect(mainPhoto(gallery)).toHaveAttribute('src', NOT_FOUND_IMAGE);
    expect(mainPhoto(gallery)).toHaveAttribute('alt', 'No photo available');
    expect(within(gallery).queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(within(gallery).queryByRole('list', { name: 'Choose a photo' })).toBeNull();
    // "Photo 1 of 1" counted a photo the car does not have, and full screen showed the placeholder larger.
    expect(within(gallery).queryByText(/^Photo \d+ of/)).toBeNull();
    expect(within(gallery).queryByRole('button', { name: 'View full screen' })).toBeNull();
  });

  it('opens full screen in a modal dialog that keeps the photo, steps by keys, and closes on Escape', () => {
    const gallery = renderGallery();
    fireEvent.click(within(gallery).getByRole('button', { name: 'Show photo 2 of 3' }));
    const open = within(gallery).getByRole('button', { name: 'View full screen' });
    fireEvent.click(open);

    const dialog = screen.getByRole('dialog', { name: `Photos of ${TITLE}` });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close full screen' })).toHaveFocus();
    expect(mainPhoto(dialog)).toHaveAttribute('src', '/images/demo/ute/ffffff/side.jpg?w=750');
    expect(mainPhoto(dialog)).toHaveAttribute('sizes', '100vw');

    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(counter(dialog)).toHaveTextContent('Photo 1 of 3');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(counter(dialog)).toHaveTextContent('Photo 2 of 3');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(counter(gallery)).toHaveTextContent('Photo 2 of 3');
  });

  it('keeps Tab inside the full screen dialog', () => {
    const gallery = renderGallery();
    fireEvent.click(within(gallery).getByRole('button', { name: 'View full screen' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close full screen' });
    const next = within(dialog).getByRole('button', { name: 'Next photo' });
    next.focus();
    fireEvent.keyDown(next, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(next).toHaveFocus();
  });
});
