import { useState } from 'react';
import { useLocation } from 'react-router';
import { css, useTheme } from '@emotion/react';
import { contentPagePath, useGetContentPageQuery } from '@dealerline/shared';
import { LoadError, NotFoundMessage } from '@dealerline/shared/ui';
import { isBannerShown } from '@dealerline/shared/rules';
import { usePageSeo } from '../hooks/use-page-seo';
import { PageBanner } from './page-banner';
import { PageBlocks } from './page-blocks';

/**
 * The dealer's own pages (about, service, warranty, privacy, sale pages…): the site's stored page of this
 * path with its banner while the banner runs, its SEO title and description; the not-found page when the
 * site has no such page.
 */
export function ContentPage(_props: { variant?: string }) {
  const theme = useTheme();
  const { pathname } = useLocation();
  // currentData: never the previous path's page while the next one loads.
  const {
    currentData: page,
    isError,
    isFetching,
    refetch,
  } = useGetContentPageQuery(contentPagePath(pathname));
  // The clock the banner is checked against: when the page was opened.
  const [now] = useState(() => new Date());
  usePageSeo(page?.seo);

  if (page === null) return <NotFoundMessage />;
  if (!page) {
    if (isFetching || !isError) return <div aria-busy="true" data-content-loading />;
    return <LoadError what="this page" onRetry={() => void refetch()} />;
  }
  return (
    <article
      aria-labelledby="content-heading"
      data-content-page={page.slug}
      css={css`
        max-width: 960px;
        margin: 0 auto;
        padding: ${theme.space(4)} 0 ${theme.space(8)};
        line-height: 1.6;
      `}
    >
      {page.banner && isBannerShown(page.banner, now) && <PageBanner banner={page.banner} />}
      <h1 id="content-heading">{page.title}</h1>
      <PageBlocks blocks={page.body} />
    </article>
  );
}
