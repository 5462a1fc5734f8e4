import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { TEXT_LOGO_HEIGHT, TEXT_LOGO_WIDTH, textLogoSvg } from '../draw/text-logo';
import { textLogoRoutes } from '../text-logo-route';
import { parseTextLogo, textLogoUrl } from '../text-logo-url';

jest.setTimeout(30_000);

describe('textLogoUrl', () => {
  it('names the colour as hex and the text URL-encoded', () => {
    expect(textLogoUrl('Coastline Motor Group', '#FFFFFF')).toBe(
      '/images/logos/ffffff/Coastline%20Motor%20Group.png',
    );
    expect(textLogoUrl('Mercedes-Benz', '#1f2933')).toBe('/images/logos/1f2933/Mercedes-Benz.png');
  });

  it('refuses a name a logo cannot show', () => {
    expect(() => textLogoUrl('<script>', '#ffffff')).toThrow('a text logo cannot show');
  });
});

describe('parseTextLogo', () => {
  it.each([
    ['ffffff', 'Harbour Nissan.png', { text: 'Harbour Nissan', colourHex: 'ffffff' }],
    ['1f2933', "Škoda & Sons' Cars.png", { text: "Škoda & Sons' Cars", colourHex: '1f2933' }],
  ])('%s/%s is a logo', (colour, file, logo) => {
    expect(parseTextLogo(colour, file)).toEqual(logo);
  });

  it.each([
    ['FFFFFF', 'Upper case hex.png'],
    ['fff', 'Short hex.png'],
    ['ffffff', 'No extension'],
    ['ffffff', 'Harbour.svg'],
    ['ffffff', '.png'],
    ['ffffff', ' Leading space.png'],
    ['ffffff', '<img src=x onerror=alert(1)>.png'],
    ['ffffff', `${'x'.repeat(61)}.png`],
  ])('%s/%s is not', (colour, file) => {
    expect(parseTextLogo(colour, file)).toBeNull();
  });
});

describe('textLogoSvg', () => {
  it('escapes the text it draws', () => {
    expect(textLogoSvg("A&B's", '000000')).toContain('>A&amp;B&apos;s</text>');
  });
});

describe('GET /images/logos/{colour}/{name}.png', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(textLogoRoutes);
  });

  afterAll(() => app.close());

  const url = textLogoUrl('Coastline Motor Group', '#1f2933');

  it('draws the name as a 5:1 PNG in its colour on a transparent background, left-aligned', async () => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { data, info } = await sharp(response.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([TEXT_LOGO_WIDTH, TEXT_LOGO_HEIGHT]);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
    expect(alphaAt(0, 0)).toBe(0);
    // The ink spans the box from its left edge and is the logo's colour wherever it is solid
    const inkColumns = new Set<number>();
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const i = (y * info.width + x) * 4;
        if (data[i + 3] !== 255) continue;
        inkColumns.add(x);
        // (within the PNG palette's rounding)
        const drift = [0x1f, 0x29, 0x33].map((channel, c) => Math.abs(data[i + c]! - channel));
        expect(Math.max(...drift)).toBeLessThanOrEqual(4);
      }
    }
    expect(Math.min(...inkColumns)).toBeLessThan(10);
    expect(Math.max(...inkColumns)).toBeGreaterThan(TEXT_LOGO_WIDTH - 20);
  });

  it('answers a repeat with 304 by its ETag', async () => {
    const first = await app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it.each([
    '/images/logos/zzzzzz/Harbour.png',
    '/images/logos/ffffff/Harbour.jpg',
    '/images/logos/ffffff/%3Cscript%3E.png',
  ])('%s is a 404', async (bad) => {
    const response = await app.inject({ method: 'GET', url: bad });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such logo' });
  });
});
