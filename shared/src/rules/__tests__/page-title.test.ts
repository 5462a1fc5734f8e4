import { pageTitle, searchPageName } from '../page-title';

describe('page titles', () => {
  it('names the page, then the site', () => {
    expect(pageTitle('Contact Us', 'Coastline Motor Group')).toBe('Contact Us | Coastline Motor Group');
    expect(pageTitle(searchPageName('Used Cars'), 'Harbour Nissan')).toBe(
      'Used Cars for sale | Harbour Nissan',
    );
  });

  it('is the site alone for a page without a name', () => {
    expect(pageTitle(undefined, 'Harbour Nissan')).toBe('Harbour Nissan');
    expect(pageTitle('  ', 'Harbour Nissan')).toBe('Harbour Nissan');
  });
});
