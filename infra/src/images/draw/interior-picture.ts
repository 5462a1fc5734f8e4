import { mix, parseHex, SKY, toHex } from './paint';
import { paintTrim, type Picture } from './picture-kit';
import { line, linearGradient, radialGradient } from './svg';

/** The cabin from the back seat: headliner, windscreen, dash, the two front seats and the console. */
export function interiorPicture(paintHex: string): Picture {
  const paint = parseHex(paintHex);
  const defs = [
    linearGradient('screenView', [
      [0, '#f4f5f6'],
      [0.7, '#dfe2e5'],
      [1, '#c9cdd1'],
    ]),
    linearGradient('headliner', [
      [0, '#a3a6aa'],
      [1, '#7f8287'],
    ]),
    linearGradient('cabinDark', [
      [0, '#34363a'],
      [1, '#1a1b1d'],
    ]),
    radialGradient(
      'seat',
      [
        [0, '#4a4c51'],
        [0.7, '#323438'],
        [1, '#222326'],
      ],
      0.5,
      0.3,
      0.7,
    ),
    paintTrim('trim', paint),
  ].join('');
  const seat = (cx: number) =>
    [
      `<rect x="${cx - 95}" y="372" width="190" height="128" rx="52" fill="url(#seat)"/>`,
      line(
        [
          [cx - 45, 500],
          [cx - 45, 540],
        ],
        'stroke="#9aa0a6" stroke-width="10"',
      ),
      line(
        [
          [cx + 45, 500],
          [cx + 45, 540],
        ],
        'stroke="#9aa0a6" stroke-width="10"',
      ),
      `<path d="M${cx - 175} 1000 L${cx - 190} 640 Q${cx - 185} 535 ${cx - 95} 528 L${cx + 95} 528 Q${cx + 185} 535 ${cx + 190} 640 L${cx + 175} 1000 Z" fill="url(#seat)"/>`,
      `<path d="M${cx - 110} 1000 L${cx - 118} 600 Q${cx} 570 ${cx + 118} 600 L${cx + 110} 1000 Z" fill="#2a2c30"/>`,
      line(
        [
          [cx - 104, 610],
          [cx - 98, 1000],
        ],
        `stroke="${toHex(mix(paint, SKY, 0.2))}" stroke-width="3" stroke-dasharray="10 8" stroke-opacity="0.7"`,
      ),
      line(
        [
          [cx + 104, 610],
          [cx + 98, 1000],
        ],
        `stroke="${toHex(mix(paint, SKY, 0.2))}" stroke-width="3" stroke-dasharray="10 8" stroke-opacity="0.7"`,
      ),
    ].join('');
  const body = [
    `<rect width="1500" height="1000" fill="url(#cabinDark)"/>`,
    `<path d="M0 0H1500V170L1270 120H230L0 170Z" fill="url(#headliner)"/>`,
    `<path d="M230 120H1270L1390 440H110Z" fill="url(#screenView)"/>`,
    `<path d="M300 150L1200 150L1215 190L285 190Z" fill="#ffffff" fill-opacity="0.35"/>`,
    `<path d="M0 170L230 120L110 440L0 560Z" fill="#3a3c40"/><path d="M1500 170L1270 120L1390 440L1500 560Z" fill="#3a3c40"/>`,
    `<path d="M0 560L110 440H1390L1500 560V620H0Z" fill="#202225"/>`,
    `<path d="M80 500H1420L1440 525H60Z" fill="url(#trim)"/>`,
    `<path d="M1190 440A190 190 0 0 1 1330 600" fill="none" stroke="#151618" stroke-width="30"/>`,
    `<path d="M640 560H860L930 1000H570Z" fill="#232528"/>`,
    `<rect x="715" y="700" width="70" height="110" rx="24" fill="#3b3e43"/><circle cx="750" cy="690" r="30" fill="#8e949b"/>`,
    seat(420),
    seat(1080),
  ].join('');
  return { defs, body };
}
