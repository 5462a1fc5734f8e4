import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { testSite } from '../../../testing/fixtures';
import { mediaStyle } from '../../../testing/media-style';
import { createTheme } from '../../theme/theme';
import { Carousel } from '../carousel';

const colours = ['Red', 'Green', 'Blue'];

function renderCarousel(items: string[] = colours) {
  return render(
    <ThemeProvider theme={createTheme(testSite().theme)}>
      <Carousel
        label="Colours"
        items={items}
        itemKey={(item) => item}
        itemName={(item) => item}
        renderItem={(item) => <p>{item} slide</p>}
      />
    </ThemeProvider>,
  );
}

const previous = () => screen.getByRole('button', { name: 'Previous slide' });
const next = () => screen.getByRole('button', { name: 'Next slide' });
const dot = (n: number, name: string) => screen.getByRole('button', { name: `Slide ${n}: ${name}` });
/** The slide the user can see: the one group not hidden from assistive technology. */
const shownSlide = () => screen.getByRole('group');

describe('Carousel', () => {
  it('disables previous on the first slide and next on the last, keeping the keyboard on them', () => {
    renderCarousel();
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).not.toHaveAttribute('aria-disabled');
    next().focus();
    fireEvent.click(next());
    expect(previous()).not.toHaveAttribute('aria-disabled');
    fireEvent.click(next());
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    // A disabled button lost focus to the page's start; a press at the end changes nothing.
    expect(next()).not.toBeDisabled();
    expect(next()).toHaveFocus();
    fireEvent.click(next());
    expect(shownSlide()).toHaveTextContent('Blue slide');
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
  });

  it('marks the dot of the selected slide and moves to the slide of a clicked dot', () => {
    renderCarousel();
    expect(dot(1, 'Red')).toHaveAttribute('aria-current', 'true');
    expect(dot(2, 'Green')).toHaveAttribute('aria-current', 'false');
    fireEvent.click(dot(2, 'Green'));
    expect(dot(2, 'Green')).toHaveAttribute('aria-current', 'true');
    expect(dot(1, 'Red')).toHaveAttribute('aria-current', 'false');
    expect(shownSlide()).toHaveTextContent('Green slide');
  });

  it('moves with the arrow keys and stops at the ends', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Colours' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    fireEvent.keyDown(next(), { key: 'ArrowLeft' });
    expect(shownSlide()).toHaveTextContent('Red slide');
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(next(), { key: 'ArrowRight' });
    expect(shownSlide()).toHaveTextContent('Blue slide');
    fireEvent.keyDown(next(), { key: 'ArrowLeft' });
    expect(shownSlide()).toHaveTextContent('Green slide');
  });

  it('keeps the slides not shown out of reach (inert, hidden)', () => {
    renderCarousel();
    const hidden = screen.getAllByRole('group', { hidden: true }).filter((slide) => slide !== shownSlide());
    expect(hidden).toHaveLength(2);
    for (const slide of hidden) {
      expect(slide).toHaveAttribute('aria-hidden', 'true');
      expect(slide).toHaveAttribute('inert');
    }
  });

  it('shows one slide without controls, and nothing for none', () => {
    const { unmount } = renderCarousel(['Red']);
    expect(shownSlide()).toHaveTextContent('Red slide');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const { container } = renderCarousel([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('fills the selected dot in a system colour in high contrast, where backgrounds are all one colour', () => {
    renderCarousel();
    const HIGH_CONTRAST = 'forced-colors: active';
    expect(mediaStyle(dot(1, 'Red'), HIGH_CONTRAST)).toMatchObject({
      'forced-color-adjust': 'none',
      background: 'Highlight',
    });
    expect(mediaStyle(dot(2, 'Green'), HIGH_CONTRAST)).toMatchObject({ background: 'ButtonFace' });
    fireEvent.click(dot(2, 'Green'));
    expect(mediaStyle(dot(2, 'Green'), HIGH_CONTRAST)).toMatchObject({ background: 'Highlight' });
  });

  it('does not slide when the user prefers reduced motion', () => {
    const { container } = renderCarousel();
    const track = container.querySelector('[data-carousel-track]')!;
    expect(mediaStyle(track, 'prefers-reduced-motion: reduce')).toMatchObject({ transition: 'none' });
  });
});
