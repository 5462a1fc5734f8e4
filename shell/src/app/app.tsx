import { ThemeProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import type { DealerTheme, PlatformStore } from '@dealerline/shared';
import type { createShellRouter } from './router';

interface Props {
  store: PlatformStore;
  theme: DealerTheme;
  router: ReturnType<typeof createShellRouter>;
}

/** Providers every remote relies on: the one store, the site's theme and the router. */
export function App({ store, theme, router }: Props) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  );
}
