import { act, fireEvent, screen } from '@testing-library/react';
import { favouriteToggled, selectFavouriteCount } from '@dealerline/shared';
import { renderWithPlatform } from '@dealerline/shared/testing';
import GaragePageExpose from '../../../exposes/garage-page';

const car = {
  id: 3,
  name: '2019 Mazda CX-5',
  slug: '2019-mazda-cx-5-3',
  make: 'Mazda',
  model: 'CX-5',
  primary_image_url: null,
};

describe('garage page', () => {
  it('lists saved vehicles and removes one through the shared store', () => {
    const { store } = renderWithPlatform(<GaragePageExpose />);
    expect(screen.getByText('You have not saved any vehicles yet.')).toBeInTheDocument();
    act(() => {
      store.dispatch(favouriteToggled(car));
    });
    expect(screen.getByRole('link', { name: '2019 Mazda CX-5' })).toHaveAttribute(
      'href',
      '/cars/2019-mazda-cx-5-3',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2019 Mazda CX-5' }));
    expect(selectFavouriteCount(store.getState())).toBe(0);
  });

  it('marks its root with the remote and build that rendered it', () => {
    const { container } = renderWithPlatform(<GaragePageExpose />);
    const root = container.querySelector('[data-remote]');
    expect(root).toHaveAttribute('data-module', 'garage-page');
    expect(root).toHaveAttribute('data-build', '0.0.0-test');
  });
});
