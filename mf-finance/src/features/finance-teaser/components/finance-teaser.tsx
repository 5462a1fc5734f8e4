import { useSite } from '@dealerline/shared';
import { PageLink } from '@dealerline/shared/ui';

/** Home page invitation to see weekly repayments with the site's finance provider. */
export function FinanceTeaser(_props: { variant?: string }) {
  const site = useSite();
  return (
    <section aria-labelledby="finance-teaser-heading">
      <h2 id="finance-teaser-heading">Finance made simple</h2>
      <p>
        See your weekly repayments{site.finance_provider ? ` with ${site.finance_provider}` : ''} and apply
        online. <PageLink to="/finance">Explore finance</PageLink>
      </p>
    </section>
  );
}
