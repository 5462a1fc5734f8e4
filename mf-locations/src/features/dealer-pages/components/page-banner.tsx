import { css, useTheme } from '@emotion/react';
import { type PageBanner as Banner } from '@dealerline/shared';
import { ContentLink } from '@dealerline/shared/ui';

/** A page's sale banner: title, text and its link, in the site's accent colours. */
export function PageBanner({ banner }: { banner: Banner }) {
  const theme = useTheme();
  return (
    <aside
      aria-label={banner.title}
      data-page-banner
      css={css`
        margin-bottom: ${theme.space(6)};
        padding: ${theme.space(4)} ${theme.space(5)};
        border-radius: ${theme.radius}px;
        background: ${theme.colors.accent};
        color: ${theme.colors.accentText};
        a {
          color: inherit;
          font-weight: 700;
        }
      `}
    >
      {banner.image_url && (
        <img
          src={banner.image_url}
          alt=""
          css={css`
            display: block;
            max-width: 100%;
            height: auto;
          `}
        />
      )}
      <p
        css={css`
          margin: 0 0 ${theme.space(1)};
          font-size: 1.5rem;
          font-weight: 700;
        `}
      >
        {banner.title}
      </p>
      <p
        css={css`
          margin: 0;
        `}
      >
        {banner.text} {banner.link && <ContentLink href={banner.link.href}>{banner.link.label}</ContentLink>}
      </p>
    </aside>
  );
}
