import { DEFAULT_HITS_PER_PAGE, PAGING_LIMIT } from '../constants';
import {
  LAST_SEARCH_PAGE,
  PAST_EVERY_SEARCH_PAGE,
  pastLastSearchPage,
  readSearchPage,
  searchPageNumber,
  searchQueryWithoutBadPage,
} from '../search-page';

describe('LAST_SEARCH_PAGE', () => {
  it('is where the search stops paging: its first 1,000 results at 21 a page, 48 pages', () => {
    expect(LAST_SEARCH_PAGE).toBe(48);
    expect((LAST_SEARCH_PAGE - 1) * DEFAULT_HITS_PER_PAGE).toBeLessThan(PAGING_LIMIT);
    expect(LAST_SEARCH_PAGE * DEFAULT_HITS_PER_PAGE).toBeGreaterThanOrEqual(PAGING_LIMIT);
    expect(PAST_EVERY_SEARCH_PAGE).toBe(49);
  });
});

describe('readSearchPage', () => {
  it('reads no parameter as the first page', () => {
    expect(readSearchPage(null)).toBe(1);
    expect(readSearchPage(undefined)).toBe(1);
  });

  it('reads a page number, leading zeros and all', () => {
    expect(readSearchPage('1')).toBe(1);
    expect(readSearchPage('2')).toBe(2);
    expect(readSearchPage('02')).toBe(2);
    expect(readSearchPage('00002')).toBe(2);
    expect(readSearchPage('48')).toBe(LAST_SEARCH_PAGE);
  });

  it.each([['49'], ['50'], ['1000'], ['1001'], ['99999'], ['9'.repeat(400)], ['000001001']])(
    'reads %p, past every search’s last page, as a page past it (never as the first page)',
    (text) => {
      expect(readSearchPage(text)).toBe(PAST_EVERY_SEARCH_PAGE);
      expect(pastLastSearchPage(readSearchPage(text)!)).toBe(true);
    },
  );

  it.each([
    [''],
    ['0'],
    ['00'],
    ['-1'],
    ['-3'],
    ['abc'],
    ['2.5'],
    ['1.5'],
    [' 2'],
    ['2 '],
    ['+2'],
    ['1e3'],
    ['0x10'],
  ])('%p is no page number', (text) => {
    expect(readSearchPage(text)).toBeNull();
  });
});

describe('searchPageNumber', () => {
  it('is the page asked for, or the first page for no page number', () => {
    expect(searchPageNumber(null)).toBe(1);
    expect(searchPageNumber('3')).toBe(3);
    expect(searchPageNumber('abc')).toBe(1);
    expect(searchPageNumber('0')).toBe(1);
  });

  it('does not read a page past the last as the first page', () => {
    expect(searchPageNumber('1001')).toBe(PAST_EVERY_SEARCH_PAGE);
    expect(searchPageNumber('1000')).toBe(PAST_EVERY_SEARCH_PAGE);
  });
});

describe('pastLastSearchPage', () => {
  it('knows without a search that a page past 48 is past every search’s last page', () => {
    expect(pastLastSearchPage(48)).toBe(false);
    expect(pastLastSearchPage(49)).toBe(true);
    expect(pastLastSearchPage(2)).toBe(false);
  });

  it('is past the pages of a search’s answer', () => {
    // 5 results: one page.
    expect(pastLastSearchPage(1, 1)).toBe(false);
    expect(pastLastSearchPage(3, 1)).toBe(true);
    // 50 results: three pages.
    expect(pastLastSearchPage(3, 3)).toBe(false);
    expect(pastLastSearchPage(4, 3)).toBe(true);
    // More than 1,000 results: the answer has 48 pages.
    expect(pastLastSearchPage(48, 48)).toBe(false);
    expect(pastLastSearchPage(49, 48)).toBe(true);
  });

  it('keeps the first page of a search that matches nothing (its answer has no pages)', () => {
    expect(pastLastSearchPage(1, 0)).toBe(false);
    expect(pastLastSearchPage(2, 0)).toBe(true);
  });
});

describe('searchQueryWithoutBadPage', () => {
  it.each([
    ['page=abc', ''],
    ['?page=0', ''],
    ['page=-1', ''],
    ['page=2.5', ''],
    ['page=', ''],
    ['page', ''],
    ['refinementList[make][0]=Mazda&page=abc&sortBy=latest', 'refinementList[make][0]=Mazda&sortBy=latest'],
    ['page=abc&page=3&query=hi%20lux', 'query=hi%20lux'],
    ['pa%67e=0&site=harbour-nissan', 'site=harbour-nissan'],
  ])('takes every page out of %p → %p', (search, expected) => {
    expect(searchQueryWithoutBadPage(search)).toBe(expected);
  });

  it.each([
    [''],
    ['?sortBy=latest'],
    ['page=2'],
    ['page=02'],
    ['page=1'],
    ['page=1001'],
    ['page=3&page=abc'],
  ])('leaves %p alone (its page is a page number, or there is none)', (search) => {
    expect(searchQueryWithoutBadPage(search)).toBeNull();
  });
});
