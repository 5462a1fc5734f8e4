import { linearGradient, radialGradient } from './svg';

/** Height of the horizon (wall meets floor) on the 1000 px canvas. */
const HORIZON = 610;

/**
 * A plain showroom: a pale wall with a soft glow behind the car, a slightly darker polished floor and a
 * soft horizon line. No signs, no plates, no text.
 */
export function showroomBackdrop(): { defs: string; body: string } {
  const defs = [
    linearGradient('wall', [
      [0, '#f3f4f5'],
      [1, '#e1e3e6'],
    ]),
    linearGradient('floor', [
      [0, '#cdd0d4'],
      [0.35, '#dcdfe2'],
      [1, '#eceef0'],
    ]),
    radialGradient('glow', [
      [0, '#ffffff', 0.85],
      [1, '#ffffff', 0],
    ]),
    linearGradient('horizon', [
      [0, '#c4c8cc', 0],
      [0.5, '#c4c8cc', 0.9],
      [1, '#c4c8cc', 0],
    ]),
  ].join('');
  const body = [
    `<rect width="1500" height="${HORIZON}" fill="url(#wall)"/>`,
    `<rect y="${HORIZON}" width="1500" height="${1000 - HORIZON}" fill="url(#floor)"/>`,
    `<ellipse cx="750" cy="${HORIZON - 40}" rx="640" ry="300" fill="url(#glow)"/>`,
    `<rect y="${HORIZON - 9}" width="1500" height="18" fill="url(#horizon)"/>`,
  ].join('');
  return { defs, body };
}
