import type { DealerLocation } from '../../../../shared/src/domain/location';
import type { ReviewSeed } from '../../content/content-types';
import { hashString, mulberry32, randomInt } from '../../inventory/prng';

/** Reviews shown per location (spec §9 "Google reviews full quantity 12"). */
export const REVIEWS_PER_LOCATION = 12;

const FIRST = [
  'Sarah',
  'James',
  'Emma',
  'Liam',
  'Chloe',
  'Noah',
  'Olivia',
  'Jack',
  'Mia',
  'Cooper',
  'Isla',
  'Lachlan',
  'Ruby',
  'Hamish',
  'Grace',
  'Mitchell',
  'Zoe',
  'Brodie',
  'Ella',
  'Riley',
  'Harper',
  'Declan',
  'Sienna',
  'Darcy',
];
const LAST = 'ABCDGHJKLMNOPRSTW';

const TEXTS: Record<'sales' | 'service' | 'parts', string[]> = {
  sales: [
    'No pressure at all, and they had the car detailed and ready on the day they promised.',
    'Great trade-in price and the finance was sorted within an hour.',
    'Our salesperson knew the car inside out and let us take it for a long test drive.',
    'Bought online, picked it up two days later. Easiest car purchase we have made.',
    'Honest about the history of the car and the price was fair.',
    'Friendly team, clean yard, and they followed up a week later to check we were happy.',
  ],
  service: [
    'Service was done on time and they explained everything they found.',
    'Courtesy shuttle dropped me at work and picked me up again. Very convenient.',
    'Capped price service came in exactly as quoted.',
    'They found a warranty issue another workshop missed and fixed it at no cost.',
    'Booked online the night before and they still fitted me in.',
  ],
  parts: [
    'Had the part in stock and the advice on fitting was spot on.',
    'Ordered a towbar kit, it arrived the next morning.',
    'Helpful and quick at the counter.',
  ],
};

const DAY = 24 * 60 * 60 * 1000;

/**
 * Twelve reviews for a location with a reviews summary (none for one without), deterministic per location
 * slug and `now`: mostly five stars, rating near the location's average, newest first, one without text.
 */
export function demoReviews(location: DealerLocation, now: Date): ReviewSeed[] {
  const average = location.average_rating;
  if (average === null) return [];
  const random = mulberry32(hashString(`reviews:${location.slug}`));
  const texts =
    TEXTS[
      location.location_type === 'service' || location.location_type === 'parts'
        ? location.location_type
        : 'sales'
    ];
  const day = Math.floor(now.getTime() / DAY) * DAY;
  let age = randomInt(random, 1, 6);
  return Array.from({ length: REVIEWS_PER_LOCATION }, (_, i) => {
    const roll = random();
    const rating = roll < average - 4 ? 5 : roll < 0.97 ? (random() < average - 4 ? 5 : 4) : 3;
    const review: ReviewSeed = {
      customer_name: `${FIRST[randomInt(random, 0, FIRST.length - 1)]} ${LAST[randomInt(random, 0, LAST.length - 1)]}.`,
      image: null,
      text: i === 7 ? null : texts[randomInt(random, 0, texts.length - 1)]!,
      rating,
      review_date: new Date(day - age * DAY).toISOString().slice(0, 10),
    };
    age += randomInt(random, 4, 45);
    return review;
  });
}
