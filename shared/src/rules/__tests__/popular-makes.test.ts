import type { SearchFacetItem } from '../../domain/search';
import { groupMakes } from '../popular-makes';

const make = (label: string, count: number): SearchFacetItem => ({ label, value: label, count });

describe('groupMakes', () => {
  it('puts the 20 makes with most cars in Popular Makes, most first, ties by label', () => {
    const makes = Array.from({ length: 25 }, (_, i) => make(`Make ${String(i).padStart(2, '0')}`, i));
    makes.push(make('Alpha', 24));
    const { popular } = groupMakes(makes);
    expect(popular).toHaveLength(20);
    expect(popular.slice(0, 3).map((m) => m.label)).toEqual(['Alpha', 'Make 24', 'Make 23']);
    expect(popular[19]?.label).toBe('Make 06');
  });
  it('lists every make A to Z in All Makes', () => {
    const { popular, all } = groupMakes([make('Toyota', 50), make('Audi', 2), make('Mazda', 10)]);
    expect(all.map((m) => m.label)).toEqual(['Audi', 'Mazda', 'Toyota']);
    expect(popular.map((m) => m.label)).toEqual(['Toyota', 'Mazda', 'Audi']);
  });
  it('handles no makes', () => {
    expect(groupMakes([])).toEqual({ popular: [], all: [] });
  });
});
