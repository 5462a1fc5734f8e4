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
  /**
   * The store's state as the server rendered the page: what a region hydrates with, even one that hydrates
   * long after the others (out of sight, or its code slow), before it renders with the store's state of now.
   */
  serverState?: ReturnType<PlatformStore['getState']>;
  /** The router: react-router's RouterProvider in the browser, its StaticRouterProvider on the server. */
  children: ReactNode;
}

/** Providers every remote relies on: the one store, the site's theme and the router. */
export function App({ store, theme, hydrating, serverState, children }: Props) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <HydratingPageContext.Provider value={hydrating}>{children}</HydratingPageContext.Provider>
      </ThemeProvider>
    </Provider>
  );
}
