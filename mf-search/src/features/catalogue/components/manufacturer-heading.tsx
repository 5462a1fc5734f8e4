import { css, useTheme } from '@emotion/react';
import type { Manufacturer } from '@dealerline/shared';

interface ManufacturerHeadingProps {
  manufacturer: Manufacturer;
  level: 'h1' | 'h2';
  id?: string;
}

/**
 * A manufacturer's logo (when it has one) and name as a heading. The logo is sized in em (it grows with the
 * heading's text), so on a phone the name wraps under it and the logo never grows wider than the page: a
 * 240 px logo beside "Hyundai" made a 320 px page scroll sideways (WCAG 1.4.10).
 */
export function ManufacturerHeading({ manufacturer, level: Heading, id }: ManufacturerHeadingProps) {
  const theme = useTheme();
  return (
    <Heading
      id={id}
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${theme.space(3)};
      `}
    >
      {manufacturer.logo.url && (
        <img
          src={manufacturer.logo.url}
          alt=""
          width={150}
          height={30}
          fetchPriority="low"
          css={css`
            height: 1.5em;
            width: 7.5em;
            max-width: 100%;
            object-fit: contain;
            object-position: left center;
          `}
        />
      )}
      {manufacturer.name}
    </Heading>
  );
}
