/** Chart colours (distinct, readable on white). */
export const PALETTE = {
  blue: '#1f6fb2',
  orange: '#d9691e',
  green: '#2e8540',
  purple: '#6f42a6',
  red: '#b3261e',
  teal: '#0f7c80',
  grey: '#6b6b6b',
  gold: '#a07800',
} as const;

/** A colour per app of the platform, the same in every chart. */
export const APP_COLOURS: Record<string, string> = {
  shell: PALETTE.grey,
  'mf-search': PALETTE.blue,
  'mf-vehicle': PALETTE.orange,
  'mf-finance': PALETTE.green,
  'mf-leads': PALETTE.purple,
  'mf-locations': PALETTE.teal,
  other: PALETTE.gold,
};
