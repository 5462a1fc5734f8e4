import { searchPath, searchSegments } from '../search-path';

describe('searchPath', () => {
  it.each([
    ['/search', { kind: 'stock', route: 'new-used-and-demo-cars', carTypes: [] }],
    ['/search/new-used-and-demo-cars/', { kind: 'stock', route: 'new-used-and-demo-cars', carTypes: [] }],
    ['/search/Used-Cars', { kind: 'stock', route: 'used-cars', carTypes: ['used'] }],
    ['/search/suv', { kind: 'body', body: 'suv' }],
    ['/search/cab-chassis', { kind: 'body', body: 'cabChassis' }],
    ['/search/Land%20Rover', { kind: 'make', makeSlug: 'land-rover' }],
    ['/search/toyota/HiLux/extra', { kind: 'make', makeSlug: 'toyota', modelSlug: 'hilux' }],
    // A body slug with a second segment is a make and model.
    ['/search/suv/x', { kind: 'make', makeSlug: 'suv', modelSlug: 'x' }],
  ])('%s', (pathname, expected) => {
    expect(searchPath(pathname)).toEqual(expected);
  });

  it('decodes segments, keeping one that is not valid percent-encoding as it is', () => {
    expect(searchSegments('/search/Land%20Rover/%E0')).toEqual(['Land Rover', '%E0']);
    expect(searchSegments('/search/')).toEqual([]);
  });
});
