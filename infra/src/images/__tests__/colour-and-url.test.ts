import { colourHex, DEFAULT_COLOUR_HEX } from '../colour-hex';
import { DEMO_ANGLES } from '../demo-catalogue';
import { demoImageUrl } from '../demo-image-url';
import { defaultQuality, negotiateFormat, resolveVariant, snapWidth } from '../variant';

describe('colourHex', () => {
  it.each([
    ['White', 'f2f3f1'],
    ['Black', '17181a'],
    ['Silver', 'b9bec4'],
    ['Grey', '6e7378'],
    ['Blue', '1f4e9a'],
    ['Red', 'b3141c'],
    ['Green', '2f6b3a'],
    ['Orange', 'e0671b'],
    ['Yellow', 'f0c419'],
    ['Brown', '5b3a24'],
    ['Bronze', '8c5a2b'],
    ['Gold', 'b8943f'],
    ['Beige', 'd6c7a8'],
    ['Purple', '5a2d7a'],
  ])('maps %s', (name, hex) => {
    expect(colourHex(name)).toBe(hex);
    expect(colourHex(name.toUpperCase())).toBe(hex);
  });

  it('reads the colour word of longer paint names', () => {
    expect(colourHex('Pearl White')).toBe(colourHex('White'));
    expect(colourHex('Midnight Blue Metallic')).toBe(colourHex('Blue'));
    expect(colourHex('Gunmetal Grey')).toBe(colourHex('Grey'));
  });

  it('passes hex through and falls back to grey', () => {
    expect(colourHex('#AABBCC')).toBe('aabbcc');
    expect(colourHex('aabbcc')).toBe('aabbcc');
    expect(colourHex('Unobtainium')).toBe(DEFAULT_COLOUR_HEX);
    expect(colourHex(null)).toBe(DEFAULT_COLOUR_HEX);
  });
});

describe('demoImageUrl', () => {
  it('builds the source URL with a normalised body and colour', () => {
    expect(demoImageUrl('Cab Chassis', 'Red', 'front-left')).toBe(
      '/images/demo/cabChassis/b3141c/front-left.jpg',
    );
    expect(demoImageUrl('Hovercraft', '#FFFFFF', 'dash')).toBe('/images/demo/sedan/ffffff/dash.jpg');
  });

  it('lists the gallery angles', () => {
    expect(DEMO_ANGLES).toEqual([
      'front-left',
      'front',
      'side',
      'rear-left',
      'rear',
      'interior',
      'dash',
      'boot',
    ]);
  });
});

describe('variant parameters', () => {
  it('snaps a width up to the next allowed one', () => {
    expect(snapWidth(1)).toBe(160);
    expect(snapWidth(360)).toBe(360);
    expect(snapWidth(361)).toBe(480);
    expect(snapWidth(751)).toBe(1000);
    expect(snapWidth(99999)).toBe(1500);
    expect(snapWidth(undefined)).toBe(1500);
  });

  it('defaults quality by width (spec §7.11)', () => {
    expect(defaultQuality(750)).toBe(90);
    expect(defaultQuality(1500)).toBe(90);
    expect(defaultQuality(480)).toBe(75);
    expect(defaultQuality(360)).toBe(75);
    expect(resolveVariant({ w: '700' }, undefined)).toEqual({
      width: 750,
      quality: 90,
      crop: 'fill',
      format: 'jpeg',
    });
    expect(resolveVariant({ w: '300', q: '40', crop: 'fit' }, 'image/webp')).toEqual({
      width: 360,
      quality: 40,
      crop: 'fit',
      format: 'webp',
    });
  });

  it('negotiates AVIF, then WebP, then JPEG', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('avif');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('image/avif;q=0, image/webp')).toBe('webp');
    expect(negotiateFormat('image/*,*/*')).toBe('jpeg');
    expect(negotiateFormat(undefined)).toBe('jpeg');
  });
});
