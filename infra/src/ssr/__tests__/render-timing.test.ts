import { serverTimingHeader } from '../render-timing';

describe('serverTimingHeader', () => {
  it("gives the render's duration alone when the HTML answers every query", () => {
    expect(serverTimingHeader({ ms: 123.456, leftToBrowser: [] })).toBe('ssr;dur=123.5');
  });

  it('names the endpoints left to the browser, once each', () => {
    expect(
      serverTimingHeader({ ms: 401, leftToBrowser: ['getPromotions', 'searchCars', 'getPromotions'] }),
    ).toBe('ssr;dur=401.0, ssr-left;desc="getPromotions searchCars"');
  });

  it('leaves out a name that would break the header', () => {
    expect(serverTimingHeader({ ms: 5, leftToBrowser: ['bad"name', 'a b', 'getCar'] })).toBe(
      'ssr;dur=5.0, ssr-left;desc="getCar"',
    );
  });
});
