import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '../../../testing';
import { CAR_NOT_FOUND, CarNotFoundMessage, SoldCarNotice } from '../car-notices';

describe('SoldCarNotice', () => {
  it("is a region named by the spec's sold notice, with its reassurance and Find Me Something Similar", () => {
    renderWithPlatform(<SoldCarNotice car={{ make: 'Land Rover', model: 'Range Rover Sport' }} />, {
      url: '/book-test-drive?car_id=79',
    });
    const notice = screen.getByRole('region', { name: 'Unfortunately this vehicle recently sold.' });
    expect(within(notice).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Unfortunately this vehicle recently sold.',
    );
    expect(notice).toHaveTextContent("But don't worry, we can help you find a similar vehicle!");
    // The same make and model: the car record these pages read has no body type.
    expect(within(notice).getByRole('link', { name: 'Find Me Something Similar' })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/?refinementList[make][0]=Land%20Rover&refinementList[model][0]=Range%20Rover%20Sport',
    );
  });
});

describe('CarNotFoundMessage', () => {
  it('says politely that the car may have been sold, and where to go on', () => {
    renderWithPlatform(<CarNotFoundMessage />, { url: '/finance?car_id=abc' });
    const message = screen.getByText(CAR_NOT_FOUND);
    expect(message).toHaveAttribute('role', 'status');
    expect(message).toHaveTextContent(
      'We could not find that vehicle; it may have been sold. Send us a message and we will help you find a similar one.',
    );
  });
});
