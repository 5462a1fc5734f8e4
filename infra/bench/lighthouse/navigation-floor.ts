/**
 * The navigation floor: Lighthouse's figures for a page that is almost nothing, measured beside the pages on
 * the same platform, machine and Chromium. The page is the platform's site picker (the answer on a host that is
 * no site): about 3 KB of HTML, no script, no image, no web font. Whatever TBT it gets is the cost of a
 * navigation itself in this environment (committing it, V8 creating the page's contexts, the first HTML
 * chunk), which simulated throttling multiplies like any other main-thread time. No page can measure below it,
 * so the report shows it: a page's TBT over the floor is what the page's own code and HTML cost.
 */
export const FLOOR_PAGE = {
  name: 'site picker (no script)',
  url: (port: number): string => `http://localhost:${port}/`,
} as const;
