import { linearGradient, svgDocument } from './svg';

/**
 * The default "no photo" picture (spec §8, missing car image): a neutral grey card with a struck-through
 * camera pictogram. No words, so it needs no font and reads in any language.
 */
export function notFoundSvg(): string {
  const ink = '#a6acb3';
  const bg = '#e8eaed';
  const defs = linearGradient('nfBg', [
    [0, '#eff1f3'],
    [1, '#dfe2e6'],
  ]);
  const camera = [
    `<path d="M560 420h70l38-62h166l38 62h70a30 30 0 0 1 30 30v230a30 30 0 0 1-30 30H560a30 30 0 0 1-30-30V450a30 30 0 0 1 30-30z" fill="none" stroke="${ink}" stroke-width="22" stroke-linejoin="round"/>`,
    `<circle cx="750" cy="565" r="92" fill="none" stroke="${ink}" stroke-width="22"/>`,
    `<circle cx="905" cy="470" r="14" fill="${ink}"/>`,
    `<path d="M505 330L995 800" stroke="${bg}" stroke-width="58" stroke-linecap="round"/>`,
    `<path d="M505 330L995 800" stroke="${ink}" stroke-width="22" stroke-linecap="round"/>`,
  ].join('');
  return svgDocument(defs, `<rect width="1500" height="1000" fill="url(#nfBg)"/>${camera}`);
}
