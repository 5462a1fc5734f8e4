import { MAX_SEARCH_PAGE, searchPageNumber } from '../search-page';

describe('searchPageNumber', () => {
  it('reads a page from 1 to 1000, leading zeros and all', () => {
    expect(searchPageNumber('1')).toBe(1);
    expect(searchPageNumber('2')).toBe(2);
    expect(searchPageNumber('02')).toBe(2);
    expect(searchPageNumber('1000')).toBe(MAX_SEARCH_PAGE);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['0'],
    ['-3'],
    ['abc'],
    ['1.5'],
    [' 2'],
    ['1001'],
    ['99999'],
    ['00002'],
  ])('%p is the first page', (text) => {
    expect(searchPageNumber(text)).toBe(1);
  });
});
