/** @jest-environment node */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createPlatformStore, createTheme } from '@dealerline/shared';
import { testDealer, testSite } from '@dealerline/shared/testing';
import { FilterPanel } from '..';
import { useMinWidth } from '../hooks/use-min-width';
import { item, resultOf, stateOf } from './search-filters-fixtures';

/** Renders as the platform server does: to a string, with no window. */
function renderOnServer(ui: ReactElement): string {
  const site = testSite();
  const store = createPlatformStore({ site, dealer: testDealer(), storage: null });
  return renderToString(
    <Provider store={store}>
      <ThemeProvider theme={createTheme(site.theme)}>
        <MemoryRouter>{ui}</MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
}

function WidthProbe() {
  const wide = useMinWidth('md');
  return <output>{wide === undefined ? 'unknown' : wide ? 'wide' : 'narrow'}</output>;
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe('the filter panel on the platform server', () => {
  it('runs where there is no window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('does not know the viewport width', () => {
    expect(renderOnServer(<WidthProbe />)).toContain('<output>unknown</output>');
  });

  it('renders both the sidebar and the drawer button, for CSS to choose between', () => {
    const html = renderOnServer(
      <FilterPanel
        state={stateOf({ query: '', refinements: { colour: ['White'] } })}
        result={resultOf({ colour: [item('White', 30), item('Grey', 12)] })}
        onChange={() => {}}
      />,
    );
    // The drawer's opening button (one active filter), closed: no dialog yet.
    expect(html).toMatch(
      /<button[^>]*aria-haspopup="dialog"[^>]*aria-expanded="false"[^>]*>Filters \(1\)<\/button>/,
    );
    expect(html).not.toContain('role="dialog"');
    // The sidebar, headed "Filters" and labelled by that heading.
    const heading = /<h2 id="([^"]+)"[^>]*>Filters<\/h2>/.exec(html);
    expect(heading).not.toBeNull();
    expect(html).toContain(`<section aria-labelledby="${heading![1]}"`);
    // The panel itself is in the sidebar (the drawer's copy renders only once it opens).
    expect(count(html, 'aria-label="Active filters"')).toBe(1);
    expect(count(html, '>White</span>')).toBe(1);
    expect(html.indexOf('aria-label="Active filters"')).toBeGreaterThan(html.indexOf('<section'));
    // Each is hidden by CSS on its side of the md breakpoint (768px).
    const narrow = /@media \(min-width: 768px\)\{\.(css-[\w-]+)\{display:none;\}\}/.exec(html)?.[1];
    const wide = /\.(css-[\w-]+)\{display:none;\}@media \(min-width: 768px\)\{\.\1\{display:block;\}\}/.exec(
      html,
    )?.[1];
    expect(narrow).toBeDefined();
    expect(wide).toBeDefined();
    expect(html).toMatch(
      new RegExp(`<div class="${narrow}">(<style[^>]*>[^<]*</style>)?<button[^>]*aria-haspopup="dialog"`),
    );
    expect(html).toContain(`<section aria-labelledby="${heading![1]}" class="${wide}"`);
  });

  it('says plain "Filters" on the drawer button without active filters', () => {
    const html = renderOnServer(
      <FilterPanel state={stateOf({ query: '' })} result={resultOf({})} onChange={() => {}} />,
    );
    expect(html).toMatch(/aria-haspopup="dialog"[^>]*>Filters<\/button>/);
    expect(html).toMatch(/<h2 id="[^"]+"[^>]*>Filters<\/h2>/);
  });
});
