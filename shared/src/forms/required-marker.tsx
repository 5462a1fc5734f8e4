import { css, useTheme, type Theme } from '@emotion/react';
import { readableColourOn } from '@dealerline/shared';

/** The required mark's colour: the theme's danger colour, darkened or lightened until it reads 4.5:1 on the form. */
export const requiredMarkColour = (theme: Theme): string =>
  readableColourOn(theme.colors.danger, theme.colors.background);

/**
 * The visible " *" beside a required field's label. Hidden from screen readers, which hear the control's
 * aria-required instead, so the field's name stays its label's words.
 */
export function RequiredMarker() {
  const theme = useTheme();
  return (
    <span
      aria-hidden="true"
      data-required-marker
      css={css`
        color: ${requiredMarkColour(theme)};
        font-weight: 700;
      `}
    >
      {' *'}
    </span>
  );
}
