import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@dealerline/shared/testing';
import { SortLeftOutNote } from '../components/sort-left-out-note';

describe('SortLeftOutNote', () => {
  it('says how many vehicles the order leaves out, one or many, and nothing for none', () => {
    const one = renderWithPlatform(<SortLeftOutNote leftOut={1} />);
    expect(screen.getByText('1 vehicle without a price is not shown in this order.')).toBeInTheDocument();
    one.unmount();
    const many = renderWithPlatform(<SortLeftOutNote leftOut={1204} />);
    expect(
      screen.getByText('1,204 vehicles without a price are not shown in this order.'),
    ).toBeInTheDocument();
    many.unmount();
    const none = renderWithPlatform(<SortLeftOutNote leftOut={0} />);
    expect(none.container).toBeEmptyDOMElement();
  });
});
