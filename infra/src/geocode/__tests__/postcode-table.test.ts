import { demoTenants } from '../../demo/demo-tenants';
import { loadPostcodeTable, parsePostcodeTable } from '../postcode-table';

describe('the shipped postcode table', () => {
  const table = loadPostcodeTable();

  it('covers every demo location postcode', () => {
    const postcodes = demoTenants(new Date('2026-11-21T00:00:00Z')).flatMap((tenant) =>
      tenant.dealer.locations.map((location) => location.address.postcode),
    );
    expect(postcodes.length).toBeGreaterThan(10);
    expect(postcodes.filter((postcode) => !table.has(postcode))).toEqual([]);
  });

  it('covers the capital cities, NT postcodes with their leading zero', () => {
    for (const postcode of ['2000', '3000', '4000', '5000', '6000', '7000', '0800', '2600'])
      expect(table.has(postcode)).toBe(true);
    expect(table.get('0800')).toMatchObject({ place: 'Darwin', state: 'NT' });
  });

  it('holds main regional towns too', () => {
    expect(table.size).toBeGreaterThan(100);
    expect(table.get('4870')?.place).toBe('Cairns');
  });
});

describe('parsePostcodeTable', () => {
  it('keeps the first row of a postcode', () => {
    const table = parsePostcodeTable(
      'postcode,place,state,lat,lng\n4350,Toowoomba,QLD,-27.5,151.9\n4350,Harristown,QLD,-27.6,151.9\n',
    );
    expect(table.get('4350')).toEqual({
      postcode: '4350',
      place: 'Toowoomba',
      state: 'QLD',
      lat: -27.5,
      lng: 151.9,
    });
  });
  it('refuses a malformed row with its line number', () => {
    expect(() => parsePostcodeTable('postcode,place,state,lat,lng\n4350,Toowoomba,QLD,x,151.9')).toThrow(
      /line 2/,
    );
    expect(() => parsePostcodeTable('postcode,place,state,lat,lng\n435,Toowoomba,QLD,-27,151')).toThrow(
      /line 2/,
    );
  });
});
