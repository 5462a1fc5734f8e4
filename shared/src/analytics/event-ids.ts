import type { CarType } from '../domain/car';

/** Spec §9 analytics event ids. */
export const ANALYTICS_EVENT_IDS = {
  NEW_ENQUIRY: 14,
  USED_ENQUIRY: 15,
  /** New-car test drive, or any test drive of a car tagged Test Drive Only. */
  NEW_TEST_DRIVE: 17,
  USED_TEST_DRIVE: 48,
  TRADE_IN_OFFER_ACCEPTED: 18,
  CALL_CLICK: 25,
  FAVOURITE: 39,
  DEFAULT_FORM: 22,
  CAREERS: 51,
} as const;
export type AnalyticsEventId = (typeof ANALYTICS_EVENT_IDS)[keyof typeof ANALYTICS_EVENT_IDS];

/** The car tag that makes a test drive count as a new-car test drive. */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';

/** Which kind of lead was sent; forms map their own category to one of these. */
export type LeadEventCategory = 'enquiry' | 'test_drive' | 'trade_in_offer_accepted' | 'careers' | 'other';

export interface LeadEventInput {
  category: LeadEventCategory;
  /** car_type of the car the lead is about; null when there is none. */
  carType: CarType | null;
  /** The car's tag, if any. */
  tag?: string | null;
}

const isTestDriveOnly = (tag: string | null | undefined): boolean =>
  tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();

/**
 * Spec §7.12, §9: the analytics event id sent after a lead succeeds. Enquiry: new or demo 14, used 15.
 * Test drive: a car tagged Test Drive Only (any type) 17, new or demo 17, used 48. Trade-in offer accepted
 * 18, careers 51. Anything else (including an enquiry or test drive without a car) is the default form 22.
 * Demo cars count as new, as they do for enquiries; the tag is compared case-insensitively.
 */
export function leadEventId({ category, carType, tag }: LeadEventInput): AnalyticsEventId {
  switch (category) {
    case 'enquiry':
      if (carType === 'used') return ANALYTICS_EVENT_IDS.USED_ENQUIRY;
      return carType ? ANALYTICS_EVENT_IDS.NEW_ENQUIRY : ANALYTICS_EVENT_IDS.DEFAULT_FORM;
    case 'test_drive':
      if (isTestDriveOnly(tag)) return ANALYTICS_EVENT_IDS.NEW_TEST_DRIVE;
      if (carType === 'used') return ANALYTICS_EVENT_IDS.USED_TEST_DRIVE;
      return carType ? ANALYTICS_EVENT_IDS.NEW_TEST_DRIVE : ANALYTICS_EVENT_IDS.DEFAULT_FORM;
    case 'trade_in_offer_accepted':
      return ANALYTICS_EVENT_IDS.TRADE_IN_OFFER_ACCEPTED;
    case 'careers':
      return ANALYTICS_EVENT_IDS.CAREERS;
    case 'other':
      return ANALYTICS_EVENT_IDS.DEFAULT_FORM;
  }
}
