import { useMemo } from 'react';
import { readSuccessCategory, useSite } from '@dealerline/shared';
import { useHydrated } from '@dealerline/shared/ui';
import { thankYouText } from '../thank-you-text';

/**
 * /success, shown after a lead is submitted: the thank-you for the category of the lead just sent. The
 * category is kept in the browser, so the server renders the general thank-you and the browser reads the
 * category once hydrated (reading it while hydrating would not match the server's HTML).
 */
export function SuccessPage(_props: { variant?: string }) {
  const { slug } = useSite();
  const hydrated = useHydrated();
  const category = useMemo(() => (hydrated ? readSuccessCategory(slug) : null), [hydrated, slug]);
  return (
    <section aria-labelledby="success-heading">
      <h1 id="success-heading">Thank you</h1>
      <p>{thankYouText(category)}</p>
    </section>
  );
}
