import { css, useTheme } from '@emotion/react';
import { useSite } from '@dealerline/shared';
import { pageTitle } from '../rules/page-title';
import { PageLink } from './page-link';
import { useDocumentTitle } from './use-document-title';

/**
 * The body of a not-found page in the site's look (an unknown path, a content page the site does not have):
 * what happened and the ways on (stock search, contact, home); the document title says so too.
 */
export function NotFoundMessage() {
  const theme = useTheme();
  const site = useSite();
  useDocumentTitle(pageTitle('Page not found', site.name));
  return (
    <section
      data-not-found
      aria-labelledby="not-found-heading"
      css={css`
        padding: ${theme.space(8)} 0;
      `}
    >
      <h1 id="not-found-heading">Page not found</h1>
      <p>The page you are looking for has moved or no longer exists.</p>
      <ul>
        <li>
          <PageLink to="/search/new-used-and-demo-cars/">Search our stock</PageLink>
        </li>
        <li>
          <PageLink to="/contact">Contact us</PageLink>
        </li>
        <li>
          <PageLink to="/">Go to the home page</PageLink>
        </li>
      </ul>
    </section>
  );
}
