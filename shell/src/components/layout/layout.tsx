import { css, Global } from '@emotion/react';
import { Outlet } from 'react-router';
import { useTheme } from '@emotion/react';
import { visuallyHidden } from '@dealerline/shared/ui';
import { MAIN_ID, useFocusMainOnNewPage } from '../../app/use-focus-main-on-new-page';
import { useNewPageAnnouncement } from '../../app/use-new-page-announcement';
import { useRouteHead } from '../../app/use-route-head';
import { useScrollToTopOnNewPage } from '../../app/use-scroll-to-top-on-new-page';
import { Footer } from './footer';
import { Header } from './header';

/**
 * Header, the routed page and footer: the only chrome the shell draws, and what a new page does on an in-app
 * navigation: its head (title, description, canonical link, Open Graph), the scroll, focus in <main> and the
 * page announcer (the new title, read out).
 */
export function Layout() {
  const theme = useTheme();
  const routeName = useRouteHead();
  useScrollToTopOnNewPage();
  useFocusMainOnNewPage();
  const announcement = useNewPageAnnouncement(routeName !== undefined);
  return (
    <>
      <Global
        styles={css`
          *,
          *::before,
          *::after {
            box-sizing: border-box;
          }
          body {
            margin: 0;
            font-family: ${theme.font};
            color: ${theme.colors.text};
            background: ${theme.colors.background};
            line-height: 1.5;
          }
          a {
            color: ${theme.colors.link};
          }
        `}
      />
      <a
        href={`#${MAIN_ID}`}
        css={css`
          position: absolute;
          left: -9999px;
          &:focus {
            left: 8px;
            top: 8px;
            z-index: 100;
            background: #fff;
            padding: 8px;
          }
        `}
      >
        Skip to content
      </a>
      <Header />
      {/* Focusable from script only (tabIndex -1), so the skip link moves focus into it, not only the view. */}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        css={css`
          &:focus {
            outline: none;
          }
          max-width: 1320px;
          margin: 0 auto;
          padding: 16px;
          /* At least a screen tall, so the footer starts below the fold and never jumps while regions load. */
          min-height: 100vh;
        `}
      >
        <Outlet />
      </main>
      <Footer />
      <div aria-live="polite" aria-atomic="true" data-page-announcer css={visuallyHidden}>
        {announcement}
      </div>
    </>
  );
}
