import { useParams } from 'react-router';

/** /brands/{manufacturer}: a manufacturer's catalogue. */
export function BrandPage(_props: { variant?: string }) {
  const { manufacturer = '' } = useParams();
  return (
    <section aria-labelledby="brand-heading">
      <h1 id="brand-heading">{manufacturer}</h1>
    </section>
  );
}
