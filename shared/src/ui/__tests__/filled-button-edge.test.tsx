import { render, screen } from '@testing-library/react';
import { filledButtonEdge } from '../filled-button-edge';

describe('filledButtonEdge', () => {
  it('gives a filled button a transparent 1px border out of its padding, so its size stays the same', () => {
    render(
      <button type="button" css={filledButtonEdge('8px', '16px')}>
        Go
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    // High contrast paints the border in the button's text colour; here it is invisible.
    expect(button).toHaveStyle({ borderStyle: 'solid', borderWidth: '1px', borderColor: 'transparent' });
    const style = getComputedStyle(button);
    expect([style.paddingTop, style.paddingLeft]).toEqual(['calc(7px)', 'calc(15px)']);
  });
});
