import * as analytics from '..';
import { ANALYTICS_EVENT_IDS, leadEventId, TEST_DRIVE_ONLY_TAG, type LeadEventInput } from '../event-ids';

describe('ANALYTICS_EVENT_IDS', () => {
  it('holds the spec §9 ids', () => {
    expect(ANALYTICS_EVENT_IDS).toEqual({
      NEW_ENQUIRY: 14,
      USED_ENQUIRY: 15,
      NEW_TEST_DRIVE: 17,
      USED_TEST_DRIVE: 48,
      TRADE_IN_OFFER_ACCEPTED: 18,
      CALL_CLICK: 25,
      FAVOURITE: 39,
      DEFAULT_FORM: 22,
      CAREERS: 51,
    });
    expect(analytics.ANALYTICS_EVENT_IDS).toBe(ANALYTICS_EVENT_IDS);
  });
});

describe('leadEventId', () => {
  it('knows the Test Drive Only tag', () => {
    expect(TEST_DRIVE_ONLY_TAG).toBe('Test Drive Only');
  });

  it.each<[LeadEventInput, number]>([
    [{ category: 'enquiry', carType: 'new' }, 14],
    [{ category: 'enquiry', carType: 'demo' }, 14],
    [{ category: 'enquiry', carType: 'used' }, 15],
    [{ category: 'enquiry', carType: 'used', tag: 'Test Drive Only' }, 15],
    [{ category: 'enquiry', carType: null }, 22],
    [{ category: 'test_drive', carType: 'new' }, 17],
    [{ category: 'test_drive', carType: 'demo' }, 17],
    [{ category: 'test_drive', carType: 'used' }, 48],
    [{ category: 'test_drive', carType: 'used', tag: 'Test Drive Only' }, 17],
    [{ category: 'test_drive', carType: 'used', tag: ' test drive only ' }, 17],
    [{ category: 'test_drive', carType: null, tag: 'Test Drive Only' }, 17],
    [{ category: 'test_drive', carType: 'used', tag: 'Hot Deal' }, 48],
    [{ category: 'test_drive', carType: null, tag: null }, 22],
    [{ category: 'trade_in_offer_accepted', carType: 'used' }, 18],
    [{ category: 'careers', carType: null }, 51],
    [{ category: 'other', carType: 'new' }, 22],
  ])('%j → %s', (input, id) => {
    expect(leadEventId(input)).toBe(id);
  });
});
