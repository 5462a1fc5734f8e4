/** /special-offers (only routed for dealers with offers). */
export function OffersPage(_props: { variant?: string }) {
  return (
    <section aria-labelledby="offers-heading">
      <h1 id="offers-heading">Special Offers</h1>
    </section>
  );
}
