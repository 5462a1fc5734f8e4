import { mix, parseHex, scale, SKY, toHex } from './paint';
import type { Picture } from './picture-kit';
import { line, linearGradient } from './svg';

const TRIM = '#1f2124';

/** The cargo area from behind with the tailgate raised: painted surround, carpet floor, seat backs, tail lamps. */
export function bootPicture(paintHex: string): Picture {
  const paint = parseHex(paintHex);
  const defs = [
    linearGradient('wall', [
      [0, '#f3f4f5'],
      [1, '#dcdfe2'],
    ]),
    linearGradient('bodyPaint', [
      [0, toHex(mix(paint, SKY, 0.35))],
      [0.4, toHex(paint)],
      [1, toHex(scale(paint, 0.55))],
    ]),
    linearGradient('cargo', [
      [0, '#2a2b2e'],
      [1, '#414348'],
    ]),
    linearGradient('lampTail', [
      [0, '#e8424c'],
      [0.5, '#9c1018'],
      [1, '#c7202a'],
    ]),
  ].join('');
  const body = [
    `<rect width="1500" height="1000" fill="url(#wall)"/>`,
    `<path d="M120 1000V260Q120 190 200 185H1300Q1380 190 1380 260V1000Z" fill="url(#bodyPaint)"/>`,
    `<path d="M150 0H1350L1300 175H200Z" fill="#2a2b2e"/><rect x="690" y="150" width="120" height="14" rx="6" fill="#f2f4f6"/>`,
    `<path d="M300 250H1200L1265 770H235Z" fill="${TRIM}"/>`,
    `<path d="M345 290H1155L1165 560H335Z" fill="#2d2f33"/>`,
    line(
      [
        [820, 292],
        [824, 560],
      ],
      'stroke="#1a1b1d" stroke-width="6"',
    ),
    `<rect x="430" y="262" width="150" height="60" rx="22" fill="#35373b"/><rect x="920" y="262" width="150" height="60" rx="22" fill="#35373b"/>`,
    `<path d="M335 560H1165L1240 765H260Z" fill="url(#cargo)"/>`,
    line(
      [
        [300, 770],
        [1200, 770],
      ],
      'stroke="#9aa0a6" stroke-width="10"',
    ),
    `<path d="M150 300H265L250 580H150Z" fill="url(#lampTail)"/><path d="M1350 300H1235L1250 580H1350Z" fill="url(#lampTail)"/>`,
    `<path d="M120 860H1380V890H120Z" fill="#000" fill-opacity="0.18"/>`,
  ].join('');
  return { defs, body };
}
