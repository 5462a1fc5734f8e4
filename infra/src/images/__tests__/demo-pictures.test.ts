import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DEMO_ANGLES, DEMO_BODIES, normaliseBody } from '../demo-catalogue';
import { demoCarSvg, VEHICLE_MODELS } from '../draw/demo-car-svg';
import { notFoundSvg } from '../draw/not-found-svg';
import { renderDemoSource } from '../render-demo-source';

jest.setTimeout(60_000);

const sha = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

describe('generated demo pictures', () => {
  it('has a model for every body', () => {
    for (const body of DEMO_BODIES) expect(VEHICLE_MODELS[body]).toBeDefined();
  });

  it.each(DEMO_BODIES)('renders a 1500×1000 source for %s', async (body) => {
    const jpeg = await renderDemoSource(body, 'Red', 'front-left');
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1500, 1000]);
  });

  it('draws every angle without text, fonts or external references', () => {
    const outside = /<text|font|href|\/\/(?!www\.w3\.org\/2000\/svg")/;
    for (const angle of DEMO_ANGLES) {
      const svg = demoCarSvg('ute', '1f4e9a', angle);
      expect(/^<svg [^>]*width="1500" height="1000"/.test(svg)).toBe(true);
      expect(outside.test(svg)).toBe(false);
    }
    expect(outside.test(notFoundSvg())).toBe(false);
  });

  it('gives every body its own silhouette', () => {
    const sides = new Set(DEMO_BODIES.map((body) => sha(demoCarSvg(body, 'b3141c', 'side'))));
    expect(sides.size).toBe(DEMO_BODIES.length);
  });

  it('gives every exterior angle its own picture and paints the colour', () => {
    const angles = new Set(DEMO_ANGLES.map((angle) => sha(demoCarSvg('suv', 'b3141c', angle))));
    expect(angles.size).toBe(DEMO_ANGLES.length);
    expect(demoCarSvg('suv', 'b3141c', 'side')).not.toBe(demoCarSvg('suv', '1f4e9a', 'side'));
  });

  it('is deterministic: same body, colour and angle give identical bytes', async () => {
    const first = await renderDemoSource('wagon', 'Silver', 'rear-left');
    const second = await renderDemoSource('wagon', 'b9bec4', 'rear-left');
    expect(sha(second)).toBe(sha(first));
  });

  it('draws an unknown body as a sedan', async () => {
    expect(normaliseBody('spaceship')).toBe('sedan');
    expect(sha(await renderDemoSource('spaceship', 'White', 'front'))).toBe(
      sha(await renderDemoSource('sedan', 'White', 'front')),
    );
  });

  it('maps catalogue body names onto silhouettes', () => {
    expect(normaliseBody('Cab Chassis')).toBe('cabChassis');
    expect(normaliseBody('cab-chassis')).toBe('cabChassis');
    expect(normaliseBody('People Mover')).toBe('peopleMover');
    expect(normaliseBody('4x4')).toBe('suv');
    expect(normaliseBody('hatchback')).toBe('hatch');
    expect(normaliseBody('stationWagon')).toBe('wagon');
    expect(normaliseBody(null)).toBe('sedan');
  });
});
