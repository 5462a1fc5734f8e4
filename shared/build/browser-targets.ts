/**
 * The browsers the sites support (browserslist queries): the last two years of the evergreen browsers and
 * iOS/macOS Safari 15.4+. Our code is compiled for them, not for ES5: ES5 output was a fifth larger (helpers
 * for spread, destructuring and iteration in every module) and slower to run.
 */
export const BROWSER_TARGETS = [
  'chrome >= 109',
  'edge >= 109',
  'firefox >= 115',
  'safari >= 15.4',
  'ios_saf >= 15.4',
  'samsung >= 21',
];
