import { useSearchParams } from 'react-router';

const HEADINGS: Record<string, string> = {
  finance: 'Finance',
  'finance-enquiry': 'Finance Enquiry',
  'apply-for-finance': 'Apply for Finance',
  'finance-pre-approval': 'Finance Pre-Approval',
};

/** /finance, /finance-enquiry, /apply-for-finance, /finance-pre-approval (spec §2). */
export function FinancePage({ variant = 'finance' }: { variant?: string }) {
  const [params] = useSearchParams();
  const budget = params.get('vehiclePriceBudget');
  return (
    <section aria-labelledby="finance-heading">
      <h1 id="finance-heading">{HEADINGS[variant] ?? HEADINGS.finance}</h1>
      {budget && <p>Vehicle price budget: {budget}</p>}
      <div id="finance-form" />
    </section>
  );
}
