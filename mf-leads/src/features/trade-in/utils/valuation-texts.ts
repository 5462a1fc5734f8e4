import type { NoEstimateReason, TradeInVehicle } from '@dealerline/shared';

/** Texts of the trade-in page the spec does not give (ours; the FAQ follows spec §9). */

export const IN_PERSON_TEXT: Record<NoEstimateReason, string> = {
  age: 'Online estimates are generally not given for cars over 7 years old or 100,000 km. Send us your details and the dealer will value your car in person.',
  km: 'Online estimates are generally not given for cars over 7 years old or 100,000 km. Send us your details and the dealer will value your car in person.',
  no_market_data:
    'We do not have enough market data to estimate this car online. Send us your details and the dealer will value your car in person.',
};

export const SUBJECT_TO_INSPECTION = 'The final price is subject to an inspection of your car.';

/** "2021 Toyota RAV4 GXL". */
export const vehicleName = (vehicle: Pick<TradeInVehicle, 'year' | 'make' | 'model' | 'badge'>): string =>
  [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' ');

/** Spec §9 trade-in FAQ, every point of it. */
export const TRADE_IN_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Can I get an online estimate for any car?',
    answer:
      'Online estimates are generally not given for cars over 7 years old or 100,000 km. We value those cars in person instead.',
  },
  {
    question: 'How is my estimate worked out?',
    answer:
      'Your estimate is based on current market data for the make, model and year of your car, its odometer reading, and assumes a service history, two sets of keys, no illegal modifications and good condition.',
  },
  {
    question: 'Is the estimate the price I will be paid?',
    answer: 'The price is subject to an inspection of your car by the dealer.',
  },
  {
    question: 'What if I still owe money on my car?',
    answer:
      'Bring a finance payout letter from your lender. We pay out the loan, and any surplus is paid to you by direct credit.',
  },
];
