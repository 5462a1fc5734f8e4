import { css, useTheme, type Theme } from '@emotion/react';
import { useSite, type CarHit } from '@dealerline/shared';
import { cardTag, type CardTagKind } from '@dealerline/shared/rules';

/** Sold stands out in the danger colour; every other tag in the site's primary pair (contrast-checked). */
function colours(kind: CardTagKind, theme: Theme): { background: string; color: string } {
  return kind === 'sold'
    ? { background: theme.colors.danger, color: '#ffffff' }
    : { background: theme.colors.primary, color: theme.colors.primaryText };
}

/** The tag banner over the picture: the first tag of spec §4's priority, in the site's wording. */
export function CarCardTag({ car, now }: { car: CarHit; now: Date }) {
  const site = useSite();
  const theme = useTheme();
  const tag = cardTag(car, { fuelTags: site.fuel_tags, wording: site.tag_wording }, now);
  if (!tag) return null;
  const { background, color } = colours(tag.kind, theme);
  return (
    <p
      data-tag={tag.kind}
      css={css`
        position: absolute;
        top: 12px;
        left: 0;
        margin: 0;
        padding: 4px 12px;
        background: ${background};
        color: ${color};
        font-size: 0.8125rem;
        font-weight: 700;
        letter-spacing: 0.02em;
        border-radius: 0 ${theme.radius}px ${theme.radius}px 0;
      `}
    >
      {tag.label}
    </p>
  );
}
