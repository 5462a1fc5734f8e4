import { css, useTheme } from '@emotion/react';
import { BODY_TYPE_LABELS, type BodyType } from '@dealerline/shared';
import { PageLink } from '@dealerline/shared/ui';
import { bodyTypeSlug } from '@dealerline/shared/rules';

interface BodyTypeNavProps {
  /** Body types that have models, in display order. */
  bodies: readonly BodyType[];
  current: BodyType | null;
}

/** Links that narrow the model list to one body type (/models?body=…), or show every model. */
export function BodyTypeNav({ bodies, current }: BodyTypeNavProps) {
  const theme = useTheme();
  const linkStyle = (active: boolean) => css`
    display: inline-block;
    padding: ${theme.space(1)} ${theme.space(3)};
    border: 1px solid ${theme.colors.primary};
    border-radius: 999px;
    background: ${active ? theme.colors.primary : theme.colors.background};
    color: ${active ? theme.colors.primaryText : theme.colors.link};
    text-decoration: none;
  `;
  const links: { to: string; label: string; active: boolean }[] = [
    { to: '/models', label: 'All models', active: current === null },
    ...bodies.map((body) => ({
      to: `/models?body=${bodyTypeSlug(body)}`,
      label: BODY_TYPE_LABELS[body],
      active: body === current,
    })),
  ];
  return (
    <nav aria-label="Body types">
      <ul
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space(2)};
          margin: 0 0 ${theme.space(6)};
          padding: 0;
          list-style: none;
        `}
      >
        {links.map((link) => (
          <li key={link.to}>
            <PageLink
              to={link.to}
              aria-current={link.active ? 'page' : undefined}
              css={linkStyle(link.active)}
            >
              {link.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
