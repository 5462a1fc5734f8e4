import { BODY_TYPES } from '../../../../shared/src/domain/catalogue';
import { CATALOGUE, findMake } from '../catalogue';
import { model } from '../catalogue/define';

const passenger = CATALOGUE.passenger;
const everyModel = Object.values(CATALOGUE).flatMap((makes) => makes.flatMap((make) => make.models));

function modelOf(make: string, name: string) {
  return findMake(make, 'passenger')?.models.find((m) => m.name === name);
}

describe('inventory catalogue (issue 3 item 3)', () => {
  it('covers at least 25 makes of the Australian market, Toyota the heaviest', () => {
    expect(passenger.length).toBeGreaterThanOrEqual(25);
    const names = passenger.map((make) => make.name);
    for (const name of [
      'Toyota',
      'Mazda',
      'Ford',
      'Hyundai',
      'Kia',
      'Mitsubishi',
      'Nissan',
      'Subaru',
      'Volkswagen',
      'Isuzu',
      'MG',
      'GWM',
      'BYD',
      'Tesla',
      'Mercedes-Benz',
      'BMW',
      'Audi',
      'Honda',
      'Suzuki',
      'LDV',
      'Jeep',
      'Land Rover',
      'Volvo',
      'Skoda',
      'Lexus',
    ]) {
      expect(names).toContain(name);
    }
    const heaviest = [...passenger].sort((a, b) => b.weight - a.weight);
    expect(heaviest[0]?.name).toBe('Toyota');
    expect(
      heaviest
        .slice(1, 3)
        .map((make) => make.name)
        .sort(),
    ).toEqual(['Ford', 'Mazda']);
  });

  it('has the well-known models with their real badges and series', () => {
    const wanted: [string, string][] = [
      ['Toyota', 'HiLux'],
      ['Toyota', 'RAV4'],
      ['Toyota', 'Corolla'],
      ['Toyota', 'LandCruiser'],
      ['Ford', 'Ranger'],
      ['Ford', 'Everest'],
      ['Mazda', 'CX-5'],
      ['Mazda', 'CX-3'],
      ['Hyundai', 'Tucson'],
      ['Hyundai', 'i30'],
      ['Kia', 'Sportage'],
      ['Kia', 'Cerato'],
      ['Mitsubishi', 'Triton'],
      ['Mitsubishi', 'Outlander'],
      ['Nissan', 'Navara'],
      ['Nissan', 'X-Trail'],
      ['Subaru', 'Forester'],
      ['Subaru', 'Outback'],
      ['Isuzu', 'D-Max'],
      ['Isuzu', 'MU-X'],
      ['Tesla', 'Model 3'],
      ['Tesla', 'Model Y'],
      ['BYD', 'Atto 3'],
    ];
    for (const [make, name] of wanted) expect(modelOf(make, name)).toBeDefined();
    expect(modelOf('Toyota', 'HiLux')?.badges.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Workmate', 'SR', 'SR5', 'Rogue', 'Rugged X']),
    );
    expect(modelOf('Ford', 'Ranger')?.badges.map((b) => b.name)).toEqual(
      expect.arrayContaining(['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor']),
    );
    const codes = (make: string, name: string) => {
      const series = modelOf(make, name)?.series;
      return Array.isArray(series) ? series.map((s) => s.code) : [];
    };
    expect(codes('Toyota', 'HiLux')).toContain('GUN126R');
    expect(codes('Ford', 'Ranger')).toContain('PX MkIII');
    expect(codes('Mazda', 'CX-5')).toContain('KF');
  });

  it('keeps every model consistent', () => {
    const problems: string[] = [];
    for (const m of everyModel) {
      const where = `${m.make} ${m.name}`;
      if (!(BODY_TYPES as readonly string[]).includes(m.body)) problems.push(`${where}: body ${m.body}`);
      if (m.badges.length === 0) problems.push(`${where}: no badges`);
      if (m.badges.some((b) => b.price < 15_000 || b.price > 600_000))
        problems.push(`${where}: price out of range`);
      if (m.to !== null && m.to < m.from) problems.push(`${where}: years`);
      if (!m.towable && m.fuels.length === 0) problems.push(`${where}: no fuel`);
      if (!m.towable && m.drives.length === 0) problems.push(`${where}: no drive`);
      if (
        Array.isArray(m.series) &&
        m.series.some((s, i, all) => i > 0 && s.from <= (all[i - 1]?.from ?? 0))
      ) {
        problems.push(`${where}: series out of order`);
      }
      if (m.altBodies.reduce((sum, alt) => sum + alt.share, 0) >= 1)
        problems.push(`${where}: alternative bodies ≥ 100%`);
    }
    expect(problems).toEqual([]);
  });

  it('finds makes by name or slug, in the dealer segment first', () => {
    expect(findMake('zone-rv', 'caravan')?.name).toBe('Zone RV');
    expect(findMake('Mercedes-Benz', 'passenger')?.models.some((m) => m.name === 'C-Class')).toBe(true);
    expect(findMake('mercedes-benz', 'truck')?.models.map((m) => m.name)).toEqual(['Sprinter']);
    expect(findMake('hino', 'passenger')?.name).toBe('Hino');
    expect(findMake('Trabant', 'passenger')).toBeUndefined();
  });

  it('refuses a malformed catalogue entry at load time', () => {
    expect(() => model('X', 1, 'suv', { b: 'Base 30', y: '2020-' })('Make')).toThrow(/bad badge/);
    expect(() => model('X', 1, 'suv', { b: 'Base = 30 Z', y: '2020-' })('Make')).toThrow(/unknown flag/);
    expect(() => model('X', 1, 'suv', { b: 'Base = 30', y: '20-' })('Make')).toThrow(/bad years/);
    expect(() => model('X', 1, 'suv', { b: 'Base = 30', y: '2020-', f: 'Q100' })('Make')).toThrow(/bad fuel/);
    expect(() => model('X', 1, 'suv', { b: 'Base = 30', y: '2020-', t: 'A99' })('Make')).toThrow(
      /bad gearbox/,
    );
  });
});
