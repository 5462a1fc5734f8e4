import { useState } from 'react';
import { readSuccessCategory, useSite } from '@dealerline/shared';
import { thankYouText } from '../thank-you-text';

/** /success, shown after a lead is submitted: the thank-you for the category of the lead just sent. */
export function SuccessPage(_props: { variant?: string }) {
  const { slug } = useSite();
  const [category] = useState(() => readSuccessCategory(slug));
  return (
    <section aria-labelledby="success-heading">
      <h1 id="success-heading">Thank you</h1>
      <p>{thankYouText(category)}</p>
    </section>
  );
}
