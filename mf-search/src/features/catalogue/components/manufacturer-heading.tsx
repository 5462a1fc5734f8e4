import { css, useTheme } from '@emotion/react';
import type { Manufacturer } from '@dealerline/shared';

interface ManufacturerHeadingProps {
  manufacturer: Manufacturer;
  level: 'h1' | 'h2';
  id?: string;
}

/** A manufacturer's logo (when it has one) and name as a heading. */
export function ManufacturerHeading({ manufacturer, level: Heading, id }: ManufacturerHeadingProps) {
  const theme = useTheme();
  return (
    <Heading
      id={id}
      css={css`
        display: flex;
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
            object-fit: contain;
            object-position: left center;
          `}
        />
      )}
      {manufacturer.name}
    </Heading>
  );
}
