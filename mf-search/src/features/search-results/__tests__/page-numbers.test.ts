import { pageNumbers } from '../utils/page-numbers';

const render = (current: number, nbPages: number) =>
  pageNumbers(current, nbPages)
    .map((item) => ('gap' in item ? '…' : String(item.page + 1)))
    .join(' ');

describe('pageNumbers', () => {
  it('lists every page when there are few', () => {
    expect(render(0, 5)).toBe('1 2 3 4 5');
  });

  it('keeps the first, the last and two either side of the current page, with gaps', () => {
    expect(render(0, 48)).toBe('1 2 3 … 48');
    expect(render(10, 48)).toBe('1 … 9 10 11 12 13 … 48');
    expect(render(47, 48)).toBe('1 … 46 47 48');
    expect(render(3, 48)).toBe('1 2 3 4 5 6 … 48');
  });

  it('gives nothing for no pages', () => {
    expect(pageNumbers(0, 0)).toEqual([]);
  });
});
