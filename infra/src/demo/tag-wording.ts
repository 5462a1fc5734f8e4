import type { TagWording } from '../../../shared/src/domain/site';

export const DEFAULT_TAG_WORDING: TagWording = {
  sold: 'SOLD',
  electric: 'ELECTRIC',
  hybrid: 'HYBRID',
  reserved: 'RESERVED',
  certified: 'CERTIFIED PRE-OWNED',
  coming_soon: 'COMING SOON',
  new_arrival: 'NEW ARRIVAL',
};

export function tagWording(overrides: Partial<TagWording> = {}): TagWording {
  return { ...DEFAULT_TAG_WORDING, ...overrides };
}
