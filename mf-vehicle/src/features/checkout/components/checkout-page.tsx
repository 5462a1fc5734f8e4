import { useParams } from 'react-router';

const HEADINGS: Record<string, string> = { reserve: 'Reserve this car', 'buy-online': 'Buy online' };

/** /cars/{slug}/checkout and /cars/{slug}/buy-online. */
export function CheckoutPage({ variant = 'reserve' }: { variant?: string }) {
  const { slug = '' } = useParams();
  return (
    <section aria-labelledby="checkout-heading">
      <h1 id="checkout-heading">{HEADINGS[variant] ?? HEADINGS.reserve}</h1>
      <p>Vehicle: {slug}</p>
    </section>
  );
}
