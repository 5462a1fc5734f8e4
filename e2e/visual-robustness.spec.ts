import { expect, test, type Locator, type Page } from '@playwright/test';
import { siteUrl } from './support/chromium';
import { settled, sitePaths } from './support/site-paths';

/**
 * What axe cannot see: the pages at a 320 px phone (WCAG 1.4.10 Reflow), with larger text and the shopper's
 * own text spacing (1.4.4, 1.4.12), and in high contrast (Windows' forced colours).
 */
const SITES = ['coastline-motor-group', 'harbour-nissan', 'capital-auto-direct', 'riverina-trucks'];
const PHONE = { width: 320, height: 640 };
/** WCAG 1.4.12's figures, as a bookmarklet a shopper uses would set them. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;
const LARGER_TEXT = 'html { font-size: 200% !important; }';

/** How much wider than the viewport the page is (0: no sideways scrolling). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('reflow: every route at 320 px', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: PHONE });

  for (const site of SITES) {
    test(`${site}: no page scrolls sideways`, async ({ page }) => {
      test.setTimeout(10 * 60_000);
      const wide: string[] = [];
      for (const path of await sitePaths(site)) {
        await page.goto(siteUrl(site, path));
        await settled(page);
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) wide.push(`${path}: ${overflow}px too wide`);
      }
      expect(wide, wide.join('\n')).toEqual([]);
    });
  }
});

test.describe('larger text and text spacing', () => {
  for (const [name, style] of [
    ['text spacing', TEXT_SPACING],
    ['200% text', LARGER_TEXT],
  ] as const) {
    test(`${name}: the cards' finance boxes show all their lines`, async ({ page }) => {
      await page.setViewportSize(name === 'text spacing' ? PHONE : { width: 1280, height: 900 });
      await page.goto(siteUrl('harbour-nissan', '/search/used-cars'));
      await settled(page);
      await page.addStyleTag({ content: style });
      const boxes = page.locator('[data-finance-box]');
      await expect(boxes.first()).toBeVisible();
      const clipped = await boxes.evaluateAll(
        (all) =>
          all.filter((box) => {
            const outer = box.getBoundingClientRect();
            return [...box.querySelectorAll('a, button, p')].some((line) => {
              const inner = line.getBoundingClientRect();
              return inner.bottom > outer.bottom + 1 || inner.right > outer.right + 1;
            });
          }).length,
      );
      expect(clipped).toBe(0);
    });
  }
});

test('text spacing at 320 px: the coastline home page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl('coastline-motor-group', '/'));
  await settled(page);
  await page.addStyleTag({ content: TEXT_SPACING });
  // The search tiles with their counts ("Toyota (694)") made the page 338 px wide.
  await expect(page.getByRole('region', { name: 'Search by make' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test.describe('location cards at 200% text', () => {
  for (const [path, viewport] of [
    ['/', { width: 1280, height: 900 }],
    ['/contact', { width: 1280, height: 900 }],
    ['/contact', { width: 412, height: 915 }],
  ] as const) {
    test(`${path} at ${viewport.width} px: the opening hours stay inside their cards`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl('coastline-motor-group', path));
      await settled(page);
      await page.addStyleTag({ content: LARGER_TEXT });
      const cards = page.locator('[data-location-grid] article');
      await cards.first().scrollIntoViewIfNeeded();
      await expect(cards.first()).toBeVisible();
      // Every card is laid out (the grid lays out a card out of sight only when it comes near).
      await cards.evaluateAll((all) => all.forEach((card) => card.scrollIntoView()));
      const spilled = await cards.evaluateAll((all) =>
        all.flatMap((card) => {
          const outer = card.getBoundingClientRect();
          return [...card.querySelectorAll('[data-opening-hours] table')].some(
            (table) => table.getBoundingClientRect().right > outer.right + 1,
          )
            ? [card.getAttribute('data-location-slug')]
            : [];
        }),
      );
      expect(spilled).toEqual([]);
    });
  }
});

/** A control whose edge forced colours paint: a solid border in a colour other than the page's. */
async function expectPaintedEdge(control: Locator) {
  await expect(control).toHaveCSS('border-top-style', 'solid');
  const colours = await control.evaluate((element) => ({
    border: getComputedStyle(element).borderTopColor,
    page: getComputedStyle(document.body).backgroundColor,
  }));
  expect(colours.border).not.toBe(colours.page);
}

test.describe('high contrast (forced colours)', () => {
  test.use({ forcedColors: 'active' });

  test("the promotions slider's selected dot differs from the others", async ({ page }) => {
    await page.goto(siteUrl('coastline-motor-group', '/'));
    await settled(page);
    const dots = page.getByRole('button', { name: /^Slide \d+:/ });
    const fills = await dots.evaluateAll((all) => all.map((dot) => getComputedStyle(dot).backgroundColor));
    expect(fills.length).toBeGreaterThan(1);
    expect(fills.slice(1)).not.toContain(fills[0]);
  });

  test("the price slider's track and chosen range keep a colour of their own", async ({ page }) => {
    await page.goto(siteUrl('coastline-motor-group', '/search/used-cars'));
    await settled(page);
    const track = page.getByRole('slider', { name: 'Minimum price' }).first().locator('..');
    const colours = await track.evaluate((element) => ({
      page: getComputedStyle(document.body).backgroundColor,
      track: getComputedStyle(element, '::before').backgroundColor,
      range: getComputedStyle(element.querySelector('[aria-hidden="true"]')!).backgroundColor,
    }));
    expect(colours.track).not.toBe(colours.page);
    expect(colours.range).not.toBe(colours.page);
  });

  for (const [site, path, name] of [
    ['coastline-motor-group', '/', 'Sell My Car'],
    ['coastline-motor-group', '/', 'Finance'],
    ['coastline-motor-group', '/special-offers', 'View stock'],
  ] as const) {
    test(`the filled "${name}" link on ${site}${path} keeps an edge`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(siteUrl(site, path));
      await settled(page);
      const link = page.getByRole('link', { name, exact: true }).first();
      await expect(link).toBeVisible();
      await expectPaintedEdge(link);
    });
  }

  test('a submit button keeps an outline', async ({ page }) => {
    await page.goto(siteUrl('capital-auto-direct', '/trade-in'));
    await settled(page);
    await expectPaintedEdge(page.getByRole('button', { name: 'Find My Car' }));
  });

  test("the photo gallery's buttons keep their edges over the photo", async ({ page }) => {
    await page.goto(siteUrl('coastline-motor-group', '/search/used-cars'));
    await settled(page);
    await page.locator('a[href^="/cars/"]').first().click();
    const gallery = page.getByRole('region', { name: /^Photos of / });
    await expect(gallery).toBeVisible();
    for (const name of ['Next photo', 'View full screen']) {
      await expectPaintedEdge(gallery.getByRole('button', { name }));
    }
  });
});
