import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@dealerline/shared/testing';
import { SearchPage } from '../components/search-page';

describe('search page frame', () => {
  it.each([
    ['/search/new-used-and-demo-cars/', 'New, Used and Demo Cars'],
    ['/search/used-cars', 'Used Cars'],
    ['/search/new-and-demo-cars', 'New and Demo Cars'],
    ['/search/toyota/hilux', 'Search toyota'],
  ])('names the stock of %s', (url, heading) => {
    renderWithPlatform(<SearchPage />, { url, path: '/search/*' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});
