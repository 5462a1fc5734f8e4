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

  it('knows the postcode of any suburb a shopper lives in, not only the towns: no "Invalid postcode" for a real one', () => {
    // Australia has some 2,700 postcodes where people live; the table once held 138, so a shopper in Mooloolaba
    // (4557, 5 km from Coastline's Maroochydore yards) or in Darwin's northern suburbs (0812) was told their
    // postcode was invalid.
    expect(table.size).toBeGreaterThan(2500);
    const suburbs = {
      '4557': ['QLD', -26.68, 153.12], // Mooloolaba
      '4564': ['QLD', -26.6, 153.08], // Marcoola
      '2290': ['NSW', -32.97, 151.65], // Charlestown, near Harbour Nissan
      '3181': ['VIC', -37.85, 144.99], // Prahran, near Metro Drive
      '6018': ['WA', -31.88, 115.8], // Innaloo, near Westside
      '0812': ['NT', -12.38, 130.87], // Darwin's northern suburbs
      '0872': ['NT', -21.95, 131.3], // Central Australia
      '7050': ['TAS', -42.97, 147.32], // Kingston
      '2902': ['ACT', -35.41, 149.07], // Kambah
      '5082': ['SA', -34.88, 138.61], // Prospect
    } as const;
    for (const [postcode, [state, lat, lng]] of Object.entries(suburbs)) {
      const place = table.get(postcode);
      expect({ postcode, state: place?.state }).toEqual({ postcode, state });
      expect(Math.abs(place!.lat - lat)).toBeLessThan(0.2);
      expect(Math.abs(place!.lng - lng)).toBeLessThan(0.2);
    }
  });

  it('places every postcode in Australia (its islands too), in the state its first digit gives', () => {
    const inAustralia = ({ lat, lng }: { lat: number; lng: number }) =>
      lat < -9 && lat > -56 && lng > 96 && lng < 168;
    expect([...table.values()].filter((place) => !inAustralia(place))).toEqual([]);
    const firstDigit: Record<string, string[]> = {
      '0': ['NT', 'ACT'],
      '2': ['NSW', 'ACT'],
      '3': ['VIC', 'NSW'],
      '4': ['QLD', 'NSW'],
      '5': ['SA', 'NT'],
      '6': ['WA'],
      '7': ['TAS'],
      '8': ['VIC', 'SA'],
      '9': ['QLD', 'WA'],
    };
    const misplaced = [...table.values()].filter(
      (place) => !firstDigit[place.postcode[0]!]?.includes(place.state),
    );
    expect(misplaced).toEqual([]);
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
