import { parseHex } from './paint';
import { paintTrim, type Picture } from './picture-kit';
import { line, linearGradient } from './svg';

/** The driver's view: windscreen, dash with paint trim, instrument dials, centre screen, vents and steering wheel. */
export function dashPicture(paintHex: string): Picture {
  const paint = parseHex(paintHex);
  const defs = [
    linearGradient('screenView', [
      [0, '#f4f5f6'],
      [1, '#d6dade'],
    ]),
    linearGradient('dashBody', [
      [0, '#2c2e32'],
      [1, '#141517'],
    ]),
    linearGradient('display', [
      [0, '#243242'],
      [1, '#0e1319'],
    ]),
    paintTrim('trim', paint),
  ].join('');
  const dial = (cx: number) => {
    const ticks = Array.from({ length: 11 }, (_, i) => {
      const t = ((135 + i * 27) * Math.PI) / 180;
      return line(
        [
          [cx + 62 * Math.cos(t), 530 + 62 * Math.sin(t)],
          [cx + 76 * Math.cos(t), 530 + 76 * Math.sin(t)],
        ],
        'stroke="#aeb4bb" stroke-width="4"',
      );
    }).join('');
    return `<circle cx="${cx}" cy="530" r="82" fill="#0b0d10" stroke="#5b6168" stroke-width="5"/>${ticks}${line(
      [
        [cx, 530],
        [cx - 40, 490],
      ],
      'stroke="#e0671b" stroke-width="6" stroke-linecap="round"',
    )}<circle cx="${cx}" cy="530" r="9" fill="#5b6168"/>`;
  };
  const vent = (x: number) =>
    `<rect x="${x}" y="470" width="150" height="78" rx="18" fill="#0f1012" stroke="#4b4f55" stroke-width="4"/>` +
    [492, 508, 524]
      .map((y) =>
        line(
          [
            [x + 14, y],
            [x + 136, y],
          ],
          'stroke="#3a3d42" stroke-width="5"',
        ),
      )
      .join('');
  const body = [
    `<rect width="1500" height="1000" fill="url(#screenView)"/>`,
    `<path d="M0 0L180 0L60 420L0 460Z" fill="#2d2f33"/><path d="M1500 0L1320 0L1440 420L1500 460Z" fill="#2d2f33"/>`,
    `<path d="M0 440Q750 330 1500 440V1000H0Z" fill="url(#dashBody)"/>`,
    `<path d="M0 600Q750 540 1500 600V630Q750 570 0 630Z" fill="url(#trim)"/>`,
    `<path d="M840 420Q1070 360 1320 420L1330 640H830Z" fill="#17181b"/>`,
    dial(960),
    dial(1190),
    `<rect x="545" y="440" width="250" height="175" rx="14" fill="url(#display)" stroke="#3a3f46" stroke-width="5"/>`,
    `<rect x="565" y="460" width="100" height="60" rx="6" fill="#3d5a78" fill-opacity="0.8"/><rect x="675" y="460" width="100" height="60" rx="6" fill="#2f4a3a" fill-opacity="0.8"/>`,
    `<rect x="565" y="530" width="210" height="65" rx="6" fill="#4a5563" fill-opacity="0.6"/>`,
    vent(370),
    vent(1340),
    `<path d="M560 1000L600 700H760L800 1000Z" fill="#1c1d20"/><rect x="645" y="780" width="70" height="100" rx="22" fill="#3b3e43"/>`,
    `<circle cx="1075" cy="800" r="255" fill="none" stroke="#1a1b1e" stroke-width="50"/>`,
    `<circle cx="1075" cy="800" r="278" fill="none" stroke="#3a3c41" stroke-width="4" stroke-opacity="0.8"/>`,
    `<path d="M830 820L990 800M1320 820L1160 800M1075 1060L1075 880" stroke="#202225" stroke-width="56" stroke-linecap="round"/>`,
    `<circle cx="1075" cy="810" r="95" fill="#222428" stroke="#3a3c41" stroke-width="4"/><circle cx="1075" cy="810" r="24" fill="#9aa0a6"/>`,
  ].join('');
  return { defs, body };
}
