import { css, type Theme } from '@emotion/react';

/** The location card's buttons and button-like links: filled (primary) or outlined. */
export const buttonStyle = (theme: Theme, variant: 'primary' | 'outline' = 'primary') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radius}px;
  background: ${variant === 'primary' ? theme.colors.primary : theme.colors.background};
  color: ${variant === 'primary' ? theme.colors.primaryText : theme.colors.link};
  font: inherit;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.text};
    outline-offset: 2px;
  }
`;
