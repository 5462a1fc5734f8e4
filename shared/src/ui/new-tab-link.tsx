import type { ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

/** What a screen reader hears after the text of a link that opens a new tab. */
export const NEW_TAB_NOTE = '(opens in a new tab)';

/**
 * A link that opens in a new tab (another site, a document) and says so to screen readers: its name is the
 * visible text, then `context` when the text alone is vague ("Get Directions" to which location), then
 * NEW_TAB_NOTE, both out of sight.
 */
export function NewTabLink({
  href,
  context,
  className,
  children,
}: {
  href: string;
  context?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span css={visuallyHidden}>{` ${context ? `${context} ` : ''}${NEW_TAB_NOTE}`}</span>
    </a>
  );
}
