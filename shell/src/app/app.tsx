import type { ReactNode } from 'react';
import { ThemeProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import type { DealerTheme, PlatformStore } from '@dealerline/shared';
import { HydratingPageContext, type HydratingPage } from '../components/hydrating-page';

interface Props {
  store: PlatformStore;
  theme: DealerTheme;
  /** The page being hydrated from the server's HTML, else null. */
  hydrating: HydratingPage | null;
  /** The router: react-router's RouterProvider in the browser, its StaticRouterProvider on the server. */
  children: ReactNode;
}

/** Providers every remote relies on: the one store, the site's theme and the router. */
export function App({ store, theme, hydrating, children }: Props) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <HydratingPageContext.Provider value={hydrating}>{children}</HydratingPageContext.Provider>
      </ThemeProvider>
    </Provider>
  );
}
