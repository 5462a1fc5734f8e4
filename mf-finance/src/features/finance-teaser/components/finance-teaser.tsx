import { useSite } from '@dealerline/shared';
import { financeProviderName } from '@dealerline/shared/rules';
import { PageLink } from '@dealerline/shared/ui';

/** Home page invitation to see weekly repayments with the site's finance provider (a lender, not Manual). */
export function FinanceTeaser(_props: { variant?: string }) {
  const provider = financeProviderName(useSite().finance_provider);
  return (
    <section aria-labelledby="finance-teaser-heading">
      <h2 id="finance-teaser-heading">Finance made simple</h2>
      <p>
        See your weekly repayments{provider ? ` with ${provider}` : ''} and apply online.{' '}
        <PageLink to="/finance">Explore finance</PageLink>
      </p>
    </section>
  );
}
