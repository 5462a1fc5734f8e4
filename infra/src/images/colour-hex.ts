/** Paint colour names of the inventory (spec §3 `colour`) mapped to the hex the demo pictures are painted in. */
const NAMED: ReadonlyArray<readonly [string, string]> = [
  ['white', 'f2f3f1'],
  ['black', '17181a'],
  ['silver', 'b9bec4'],
  ['grey', '6e7378'],
  ['gray', '6e7378'],
  ['blue', '1f4e9a'],
  ['red', 'b3141c'],
  ['green', '2f6b3a'],
  ['orange', 'e0671b'],
  ['yellow', 'f0c419'],
  ['brown', '5b3a24'],
  ['bronze', '8c5a2b'],
  ['gold', 'b8943f'],
  ['beige', 'd6c7a8'],
  ['purple', '5a2d7a'],
];

/** Hex of a colour the inventory does not name (a neutral metallic grey). */
export const DEFAULT_COLOUR_HEX = '8a9097';

const HEX = /^#?([0-9a-fA-F]{6})$/;

/**
 * A paint colour as 6 lower-case hex digits without "#": a hex value passes through; a name matches its
 * last known colour word ("Pearl White" → white, "Midnight Blue Metallic" → blue, "Rose Gold" → gold);
 * anything else is a neutral grey.
 */
export function colourHex(name: string | null | undefined): string {
  const text = (name ?? '').trim();
  const hex = HEX.exec(text);
  if (hex?.[1]) return hex[1].toLowerCase();
  const words = text.toLowerCase().split(/[^a-z]+/);
  for (const word of words.slice().reverse()) {
    const match = NAMED.find(([colour]) => colour === word);
    if (match) return match[1];
  }
  return DEFAULT_COLOUR_HEX;
}

/** True for exactly 6 hex digits (the colour segment of a demo image URL). */
export function isColourHex(value: string): boolean {
  return /^[0-9a-fA-F]{6}$/.test(value);
}
