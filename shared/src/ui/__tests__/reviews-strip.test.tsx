import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import type { Review } from '../../domain/location';
import { testSite } from '../../../testing/fixtures';
import { createTheme } from '../../theme/theme';
import { ReviewsStrip } from '../reviews-strip';

const review = (id: number, overrides: Partial<Review> = {}): Review => ({
  id,
  image: null,
  customer_name: `Customer ${id}`,
  text: `Great service ${id}`,
  rating: 5,
  created_at_time_ago_in_words: '3 days ago',
  review_date: '2026-11-18',
  review_date_in_words: '18 November 2026',
  ...overrides,
});

function renderStrip(reviews: Review[], count = 12270) {
  return render(
    <ThemeProvider theme={createTheme(testSite().theme)}>
      <ReviewsStrip
        heading="Customer Reviews"
        summary={{ count, average_rating: '4.75' }}
        reviews={reviews}
      />
    </ThemeProvider>,
  );
}

describe('ReviewsStrip', () => {
  it('shows the average with one decimal and the count with separators', () => {
    renderStrip([review(1)]);
    const strip = screen.getByRole('region', { name: 'Customer Reviews' });
    expect(within(strip).getAllByRole('img', { name: '4.8 out of 5 stars' })).toHaveLength(1);
    expect(strip).toHaveTextContent('12,270 reviews');
  });

  it('says "1 review" for a location with its first review, not "1 reviews"', () => {
    renderStrip([review(1)], 1);
    expect(screen.getByText(/^1 reviews?$/)).toHaveTextContent(/^1 review$/);
  });

  it('lists each review with customer, rating, text and time ago; an empty text shows nothing', () => {
    renderStrip([review(1, { rating: 4 }), review(2, { text: null }), review(3, { text: '  ' })]);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('heading', { name: 'Customer 1' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img', { name: '4.0 out of 5 stars' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Great service 1');
    expect(items[0]).toHaveTextContent('3 days ago');
    expect(within(items[1]!).getAllByRole('paragraph')).toHaveLength(1);
    expect(within(items[2]!).getAllByRole('paragraph')).toHaveLength(1);
  });

  it('shows at most the 12 reviews of the Google reviews quantity', () => {
    renderStrip(Array.from({ length: 15 }, (_, index) => review(index + 1)));
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
  });
});
