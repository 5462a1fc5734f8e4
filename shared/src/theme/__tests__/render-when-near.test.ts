import { renderWhenNear } from '../render-when-near';

describe('renderWhenNear', () => {
  it('skips rendering until near and reserves the given height, then keeps the real one', () => {
    expect(renderWhenNear(900)).toBe('content-visibility: auto;\ncontain-intrinsic-size: auto 900px;');
  });

  it('refuses a height that would collapse the block or is not a number', () => {
    expect(() => renderWhenNear(0)).toThrow(RangeError);
    expect(() => renderWhenNear(-10)).toThrow(RangeError);
    expect(() => renderWhenNear(Number.NaN)).toThrow(RangeError);
  });
});
