import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { DealerConfig, SiteConfig } from '../src/domain/site';
import { createPlatformStore } from '../src/store/create-store';
import { createTheme } from '../src/theme/theme';
import { testDealer, testSite } from './fixtures';

interface Options {
  site?: SiteConfig;
  dealer?: DealerConfig;
  /** The URL the component renders at. */
  url?: string;
  /** The route pattern, when the component reads route params. */
  path?: string;
  storage?: Storage | null;
}

/** Renders a component the way the shell does: one store, the site theme and a router. */
export function renderWithPlatform(ui: ReactElement, options: Options = {}) {
  const site = options.site ?? testSite();
  const dealer = options.dealer ?? testDealer();
  const store = createPlatformStore({ site, dealer, storage: options.storage ?? null });
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={createTheme(site.theme)}>
        <MemoryRouter initialEntries={[options.url ?? '/']}>
          <Routes>
            <Route path={options.path ?? '*'} element={ui} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store };
}
