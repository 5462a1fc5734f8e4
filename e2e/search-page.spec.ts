import { expect, test, type Locator, type Page } from '@playwright/test';
import { siteUrl } from './support/chromium';
import { reachForFirstWidget, waitForHydration } from './support/hydration';

/**
 * Issue 5 on the shared platform (10,000 demo cars): the shopper's search on two tenants through the real
 * search service, per-site differences, sold cars, favourites, and the cards without mf-finance.
 */
const COASTLINE = 'coastline-motor-group'; // group site: favourites, "Used", test drive buttons
const WESTSIDE = 'westside-pre-owned'; // used-only: "Pre-Owned", no favourites, no test drive button

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const cardLinks = (page: Page) => results(page).locator('h2 a[href^="/cars/"]');

/**
 * Ticks a refinement. Its checked state follows the search state in the URL, so the box turns checked a
 * moment after the click, once the router has the new URL (Playwright's check() wants it at once).
 */
async function refine(checkbox: Locator): Promise<void> {
  await checkbox.click();
  await expect(checkbox).toBeChecked();
}

/**
 * Waits for the results list to hold cards with no search running and every card rendered (new results show
 * their first cards first, the others in place of placeholders a moment later), and returns the cards' links.
 */
async function settledCards(page: Page): Promise<string[]> {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await expect(cardLinks(page).first()).toBeVisible();
  await expect(results(page).locator('[data-card-placeholder]')).toHaveCount(0);
  return cardLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
}

/** The price each card shows, in dollars (after a was-price when reduced); 0 for a card without a price. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await results(page).locator('[data-price]').allTextContents();
  return texts.map((text) => {
    const amounts = [...text.matchAll(/\$([\d,]+)/g)];
    return amounts.length ? Number(amounts[amounts.length - 1]![1]!.replace(/,/g, '')) : 0;
  });
}

for (const site of [COASTLINE, WESTSIDE]) {
  test(`${site}: used Toyota HiLux under $50,000 by lowest price, page 2, reload, back, open a car`, async ({
    page,
  }) => {
    await page.goto(siteUrl(site, '/search/used-cars'));
    await waitForHydration(page);
    await settledCards(page);

    await refine(page.getByRole('checkbox', { name: /^Toyota \(/ }).first());
    await expect(page).toHaveURL(/refinementList%5Bmake%5D%5B0%5D=Toyota|refinementList\[make\]\[0\]=Toyota/);
    await refine(page.getByRole('checkbox', { name: /^HiLux \(/ }));
    await expect(page).toHaveURL(/HiLux/);
    const maxPrice = page.getByLabel('Max price', { exact: true });
    await maxPrice.fill('50000');
    await maxPrice.press('Enter');
    await expect(page).toHaveURL(/range%5Bprice%5D=|range\[price\]=/);
    await page.getByLabel('Sort by').selectOption({ label: 'Lowest Price' });
    await expect(page).toHaveURL(/sortBy=price_asc/);

    const first = await settledCards(page);
    expect(first).toHaveLength(21);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const price of prices) expect(price).toBeLessThanOrEqual(50000);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Followed from the keyboard, as a shopper may: the cards between here and the pagination are laid out
    // only as they come near (content-visibility), a frame after a scroll, so a mouse click's target can move
    // between its scroll and the press (seen three times, the last even after scrolling to it first: the
    // click landed beside the link and nothing happened). Enter on the focused link does not depend on where
    // it is drawn.
    const nextPage = page.getByRole('link', { name: /^(Next|Page 2|2)$/ }).first();
    await nextPage.focus();
    await nextPage.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect.poll(() => settledCards(page)).not.toEqual(first);
    const second = await settledCards(page);
    for (const price of await cardPrices(page))
      expect(price).toBeGreaterThanOrEqual(prices[prices.length - 1]!);

    await page.reload();
    expect(await settledCards(page)).toEqual(second);

    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=2/);
    await expect.poll(() => settledCards(page)).toEqual(first);

    await cardLinks(page).first().click();
    await expect(page).toHaveURL(new RegExp(`${first[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('[data-remote="mf-vehicle"]')).toBeVisible();
  });
}

test('a page link clicked straight after landing shows that page', async ({ page }) => {
  // No filter first and no pointer over a card: every finance box is still the server's HTML, waiting for the
  // shopper. The page froze here (the address changed, the cards did not) until that wait gave way.
  await page.goto(siteUrl(COASTLINE, '/search/used-cars'));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const first = await settledCards(page);
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(() => settledCards(page)).not.toEqual(first);
  const second = await settledCards(page);
  expect(second.filter((href) => first.includes(href))).toEqual([]);
});

for (const [device, viewport] of [
  ['a desktop', { width: 1280, height: 720 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`on ${device} the page links stay where the shopper jumped to them while the cards above them are laid out`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // Cards out of sight keep a reserved height until they come near, then take their own (shorter) one. After
    // a jump to the page links (End, the scroll bar, Playwright's click), the cards on screen above the links
    // shrank a frame later and pulled the links up under the pointer: a press on Page 2 landed on a card
    // between the press and the release, and did nothing (CI, 1 run in 3).
    await page.goto(siteUrl(COASTLINE, '/search/used-cars'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await settledCards(page);
    const pageTwo = page.getByRole('link', { name: 'Page 2', exact: true });
    const topAfterJump = await pageTwo.evaluate((link) => {
      link.scrollIntoView({ block: 'center' });
      return link.getBoundingClientRect().top;
    });
    const topLater = await pageTwo.evaluate(
      (link) =>
        new Promise<number>((resolve) => setTimeout(() => resolve(link.getBoundingClientRect().top), 1000)),
    );
    expect(Math.abs(topLater - topAfterJump)).toBeLessThan(2);
  });

  test(`on ${device} Back from a car shows the results where the shopper left them`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The cards out of sight come back at their reserved height, taller than a laid-out card on a phone: the
    // window's old offset put the card opened 600-1,300 px lower, off screen (found by QA).
    await page.goto(siteUrl(WESTSIDE, '/search/used-cars'));
    await waitForHydration(page);
    await settledCards(page);
    const card = results(page).locator('article[data-car-id]').nth(10);
    await card.evaluate((article) => article.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(300);
    const carId = await card.getAttribute('data-car-id');
    const topBefore = await card.evaluate((article) => article.getBoundingClientRect().top);
    expect(topBefore).toBeGreaterThan(-1);

    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(page.locator('[data-module="vehicle-page"] h1')).toBeVisible();
    await page.goBack();
    const returned = results(page).locator(`article[data-car-id="${carId}"]`);
    await expect
      .poll(() =>
        returned.evaluate((article, top) => Math.abs(article.getBoundingClientRect().top - top), topBefore),
      )
      .toBeLessThan(2);
  });
}

test('a make ticked and a sort chosen before the search code has arrived still refine the search', async ({
  page,
}) => {
  // On a slow phone the server's filters take clicks before mf-search's code has run. Here the code arrives
  // only when the test lets it. The boxes used to show the shopper's choice while the results ignored it.
  let letCodeThrough!: () => void;
  const codeHeld = new Promise<void>((resolve) => (letCodeThrough = resolve));
  await page.route('**/remotes/mf-search/**', async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto(siteUrl(COASTLINE, '/search/used-cars'), { waitUntil: 'domcontentloaded' });
  const make = page.getByRole('checkbox', { name: /^Toyota \(/ }).first();
  await make.check();
  await page.getByLabel('Sort by').selectOption({ label: 'Lowest Price' });
  letCodeThrough();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(/refinementList%5Bmake%5D%5B0%5D=Toyota|refinementList\[make\]\[0\]=Toyota/);
  await expect(page).toHaveURL(/sortBy=price_asc/);
  await expect(make).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  const cards = await settledCards(page);
  expect(cards.length).toBeGreaterThan(0);
  await expect(results(page).getByRole('heading', { level: 2 }).first()).toContainText('Toyota');
});

test('a sort the site does not offer reads as Most Relevant, in the results and the Sort select', async ({
  page,
}) => {
  // Harbour Nissan has no km sorts.
  await page.goto(siteUrl('harbour-nissan', '/search/used-cars'));
  await waitForHydration(page);
  const relevant = await settledCards(page);
  await page.goto(siteUrl('harbour-nissan', '/search/used-cars?sortBy=km_desc'));
  await waitForHydration(page);
  await expect(page.getByLabel('Sort by')).toHaveValue('relevant');
  expect(await settledCards(page)).toEqual(relevant);
  await expect(page.getByRole('link', { name: 'Page 2', exact: true })).not.toHaveAttribute('href', /sortBy/);
});

test('the price boxes and the Sort select show the search the URL holds after Clear all and Back', async ({
  page,
}) => {
  await page.goto(siteUrl(COASTLINE, '/search/used-cars'));
  await waitForHydration(page);
  await settledCards(page);
  const minPrice = page.getByLabel('Min price', { exact: true });
  const sortBy = page.getByLabel('Sort by');

  await minPrice.fill('15000');
  await minPrice.press('Enter');
  await expect(page).toHaveURL(/range%5Bprice%5D=15000|range\[price\]=15000/);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).not.toHaveURL(/range/);
  await expect(minPrice).toHaveValue('$5,000');

  await sortBy.selectOption({ label: 'Highest Price' });
  await expect(page).toHaveURL(/sortBy=price_desc/);
  await page.goBack();
  await expect(page).not.toHaveURL(/sortBy/);
  await expect(sortBy).toHaveValue('relevant');
  // The next filter searches with what the boxes show, not the price applied before.
  const maxPrice = page.getByLabel('Max price', { exact: true });
  await maxPrice.fill('40000');
  await maxPrice.press('Enter');
  await expect(page).toHaveURL(/range%5Bprice%5D=%3A40000|range\[price\]=:40000/);
});

test('a price range lists only cars with a price, never the no-price text', async ({ page }) => {
  // Riverina Trucks shows "POA" for its cars without a price.
  await page.goto(siteUrl('riverina-trucks', '/search/new-used-and-demo-cars/?range%5Bprice%5D=%3A500000'));
  await waitForHydration(page);
  await settledCards(page);
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toBeGreaterThan(10);
  await expect(results(page).getByText('POA', { exact: true })).toHaveCount(0);
});

test("the home page's price ranges are the ones the dealer's stock is priced in, each finding cars", async ({
  page,
}) => {
  // Tasman Subaru's demo stock stops under $75,000: "$75,000 - $99,999" and "$100,000 and over" would find nothing.
  await page.goto(siteUrl('tasman-subaru', '/'));
  const tiles = page.getByRole('region', { name: 'Search by price' }).getByRole('link');
  await expect(tiles.first()).toBeVisible();
  const labels = await tiles.allTextContents();
  expect(labels).toContain('Under $10,000');
  expect(labels).not.toContain('$100,000 and over');
  const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  for (const href of hrefs) {
    await page.goto(siteUrl('tasman-subaru', href));
    await expect(page.getByRole('status').filter({ hasText: /vehicles?$/ })).toHaveText(
      /^[1-9][\d,]* vehicles?$/,
    );
  }
});

test('a keyword from the URL shows as a filter that the shopper can remove, and Clear all clears it', async ({
  page,
}) => {
  await page.goto(siteUrl(COASTLINE, '/search/used-cars?query=hilux'));
  await waitForHydration(page);
  const hilux = await settledCards(page);
  const activeFilters = page.getByRole('list', { name: 'Active filters' });
  await expect(activeFilters.getByRole('button', { name: 'Remove Keyword: hilux' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).not.toHaveURL(/query=/);
  await expect(activeFilters).toHaveCount(0);
  await expect.poll(() => settledCards(page)).not.toEqual(hilux);

  await page.goBack();
  await expect(page).toHaveURL(/query=hilux/);
  await activeFilters.getByRole('button', { name: 'Remove Keyword: hilux' }).click();
  await expect(page).not.toHaveURL(/query=/);
  await expect(activeFilters).toHaveCount(0);
});

test('a search with more results than its pages reach stops at the last page it can show, and says so', async ({
  page,
}) => {
  // Coastline has thousands of cars; the search service pages through the first 1,000 (48 pages of 21).
  const notice = page.getByText(
    'These pages show the first 1,000 vehicles. Narrow your search with the filters to see the rest.',
  );
  await page.goto(siteUrl(COASTLINE, '/search/new-used-and-demo-cars/?page=48'));
  await waitForHydration(page);
  expect(await settledCards(page)).not.toEqual([]);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 48', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pagination.getByRole('link', { name: 'Next' })).toHaveCount(0);
  await expect(notice).toBeVisible();

  await page.goto(siteUrl(COASTLINE, '/search/used-cars?query=hilux'));
  await waitForHydration(page);
  await settledCards(page);
  await expect(notice).toHaveCount(0);
});

test('a page past the last answers 404 and offers the first page; a page that is no number is the first page', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const answer = await page.goto(siteUrl(WESTSIDE, '/search/used-cars?page=999'));
  expect(answer?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await waitForHydration(page);
  await expect(page.getByText('There are no vehicles on this page.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the first page' }).click();
  await expect(page).toHaveURL(siteUrl(WESTSIDE, '/search/used-cars'));
  expect(await settledCards(page)).not.toEqual([]);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const redirected = await page.goto(siteUrl(WESTSIDE, '/search/used-cars?page=abc&sortBy=latest'));
  expect(redirected?.status()).toBe(200);
  expect(new URL(page.url()).search).toBe('?sortBy=latest');
  await waitForHydration(page);
  await settledCards(page);
  await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(consoleErrors.filter((text) => !text.includes('404'))).toEqual([]);
});

test('each tenant shows its own wording, chips and buttons on the cards', async ({ page }) => {
  await page.goto(siteUrl(WESTSIDE, '/search/used-cars'));
  await waitForHydration(page);
  await settledCards(page);
  const westCard = results(page).locator('li').first();
  await expect(westCard).toContainText('Pre-Owned');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pre-Owned Cars');
  await expect(results(page).getByRole('link', { name: /^Book a Test Drive/ })).toHaveCount(0);

  await page.goto(siteUrl(COASTLINE, '/search/used-cars'));
  await waitForHydration(page);
  await settledCards(page);
  await expect(results(page)).not.toContainText('Pre-Owned');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used Cars');
  await expect(
    results(page)
      .getByRole('link', { name: /^Book a Test Drive/ })
      .first(),
  ).toBeVisible();

  // A used-only dealer's all stock is its used stock, and is titled so (not "New, Pre-Owned and Demo Cars").
  await page.goto(siteUrl(WESTSIDE, '/search/new-used-and-demo-cars/'));
  await expect(page).toHaveTitle('Pre-Owned Cars for sale | Westside Pre-Owned');
  await waitForHydration(page);
  await settledCards(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pre-Owned Cars');
});

test('a sold car offers Find Me Something Similar instead of the enquiry buttons', async ({ page }) => {
  await page.goto(
    siteUrl(COASTLINE, '/search/new-used-and-demo-cars/?refinementList%5Bstatus%5D%5B0%5D=sold'),
  );
  await settledCards(page);
  const card = results(page)
    .locator('li')
    .filter({ has: page.locator('a[href^="/cars/"]') })
    .first();
  await expect(card.getByRole('link', { name: /^Find Me Something Similar/ })).toBeVisible();
  await expect(card.getByRole('link', { name: /^(Book a Test Drive|Reserve this Car)/ })).toHaveCount(0);
});

test('favourites survive a reload where the site has them, and are absent where it does not', async ({
  page,
}) => {
  await page.goto(siteUrl(COASTLINE, '/search/used-cars'));
  await waitForHydration(page);
  await settledCards(page);
  const toggle = results(page)
    .getByRole('button', { name: /^Save /, pressed: false })
    .first();
  const label = (await toggle.getAttribute('aria-label'))!;
  const name = label.replace(/^Save /, '');
  await toggle.click();
  await expect(results(page).getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await settledCards(page);
  await expect(results(page).getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  await page.goto(siteUrl(COASTLINE, '/garage'));
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();

  await page.goto(siteUrl(WESTSIDE, '/search/used-cars'));
  await waitForHydration(page);
  await settledCards(page);
  await expect(results(page).getByRole('button', { name: /^Save / })).toHaveCount(0);
});

test('cars saved in two tabs are both kept, and each tab shows the other’s', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const page of [first, second]) {
    await page.goto(siteUrl(COASTLINE, '/search/used-cars'));
    await waitForHydration(page);
    await settledCards(page);
  }
  const saveButtons = (page: Page) => results(page).getByRole('button', { name: /^Save /, pressed: false });
  const garage = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^My Garage/ });
  await saveButtons(first).nth(0).click();
  await expect(garage(first)).toHaveText('My Garage (1)');
  // The second tab learns of it without a reload, and its own save keeps it.
  await expect(garage(second)).toHaveText('My Garage (1)');
  await saveButtons(second).nth(0).click();
  await expect(garage(second)).toHaveText('My Garage (2)');
  await expect(garage(first)).toHaveText('My Garage (2)');
  await first.reload();
  await waitForHydration(first);
  await expect(garage(first)).toHaveText('My Garage (2)');
});

test('with mf-finance down the cards still render completely, and filters still work', async ({ page }) => {
  await page.route('**/remotes/mf-finance/**', (route) => route.abort('connectionrefused'));
  await page.goto(siteUrl(COASTLINE, '/search/used-cars'));
  await waitForHydration(page);
  const before = await settledCards(page);
  expect(before).toHaveLength(21);
  // The server's finance boxes stay until the shopper reaches for one (or the cards get new props), and the
  // failed load then takes them all.
  await reachForFirstWidget(page);
  await expect(page.locator('[data-widget-loading]')).toHaveCount(0);
  await expect(page.locator('[data-finance-box]')).toHaveCount(0);
  const card = results(page)
    .locator('li')
    .filter({ has: page.locator('a[href^="/cars/"]') })
    .first();
  await expect(card.getByRole('link', { name: /^View Details/ })).toBeVisible();
  await expect(card.locator('[data-price]')).toBeVisible();

  await refine(page.getByRole('checkbox', { name: /^Toyota \(/ }).first());
  await expect.poll(() => settledCards(page)).not.toEqual(before);
});

test('with mf-finance up the cards show the weekly finance box', async ({ page }) => {
  await page.goto(siteUrl(COASTLINE, '/search/used-cars'));
  await waitForHydration(page);
  await settledCards(page);
  await expect(page.locator('[data-finance-box]').first()).toContainText('/week');
});

test("on a phone the server's filter sidebar gives way to the drawer, which filters the search", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  await page.goto(siteUrl(COASTLINE, '/search/used-cars'));
  await waitForHydration(page);
  // The sidebar was in the server's HTML, hidden by CSS at this width; taken over, the page drops it unhydrated.
  await expect(page.getByRole('heading', { name: 'Filters', level: 2 })).toHaveCount(0);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  const make = drawer.getByRole('checkbox', { name: /^Toyota \(/ }).first();
  await refine(make);
  await expect(page).toHaveURL(/toyota/i);
  expect(errors).toEqual([]);
  await context.close();
});

test("on a phone the home page's stock lists are rows the shopper swipes through", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(siteUrl(COASTLINE, '/'));
  await waitForHydration(page);
  const featured = page.getByRole('region', { name: 'Featured vehicles' }).locator('[data-car-row] > li');
  await expect(featured).toHaveCount(8);
  await featured.first().scrollIntoViewIfNeeded();
  // Side by side: the second card starts to the right of the first, on the same line, and is not in view.
  const [first, second] = [await featured.nth(0).boundingBox(), await featured.nth(1).boundingBox()];
  expect(second!.y).toBe(first!.y);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width);
  await expect(featured.nth(7)).not.toBeInViewport();
  // A swipe along the row brings the last card in, and it opens like any card.
  await featured.nth(7).getByRole('link', { name: 'View Details' }).scrollIntoViewIfNeeded();
  await expect(featured.nth(7)).toBeInViewport();
  await featured.nth(7).getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/cars\//);
  await context.close();
});
