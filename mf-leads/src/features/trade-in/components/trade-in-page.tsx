const HEADINGS: Record<string, string> = {
  'trade-in': 'Sell My Car',
  car: 'Trade in your car',
  'instant-price': 'Instant Price',
};

/** /trade-in, /cars/trade-in?car_id=, /instant-price. */
export function TradeInPage({ variant = 'trade-in' }: { variant?: string }) {
  return (
    <section aria-labelledby="trade-in-heading">
      <h1 id="trade-in-heading">{HEADINGS[variant] ?? HEADINGS['trade-in']}</h1>
    </section>
  );
}
