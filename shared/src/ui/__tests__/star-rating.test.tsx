import { render, screen } from '@testing-library/react';
import { mediaStyle } from '../../../testing/media-style';
import { StarRating } from '../star-rating';

const HIGH_CONTRAST = 'forced-colors: active';

describe('StarRating', () => {
  it('reads as the rating out of 5 stars, with the figure beside the stars', () => {
    render(<StarRating rating="4.8" />);
    expect(screen.getByRole('img', { name: '4.8 out of 5 stars' })).toHaveTextContent(/4\.8$/);
  });

  it('keeps the filled stars apart from the empty ones in high contrast, where all text is one colour', () => {
    render(<StarRating rating={3.5} />);
    const empty = screen.getByRole('img').querySelector('[aria-hidden="true"]')!;
    const filled = empty.querySelector('span')!;
    expect(filled).toHaveStyle({ width: '70%' });
    expect(mediaStyle(empty, HIGH_CONTRAST)).toMatchObject({
      'forced-color-adjust': 'none',
      color: 'GrayText',
    });
    expect(mediaStyle(filled, HIGH_CONTRAST)).toMatchObject({ color: 'Highlight' });
  });
});
