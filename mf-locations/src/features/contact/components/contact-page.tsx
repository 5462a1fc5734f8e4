import { useParams } from 'react-router';
import { useDealer } from '@dealerline/shared';

/** /contact and /contact-us/{location-slug}. */
export function ContactPage(_props: { variant?: string }) {
  const { locationSlug } = useParams();
  const dealer = useDealer();
  const location = dealer.locations.find((candidate) => candidate.slug === locationSlug);
  return (
    <section aria-labelledby="contact-heading">
      <h1 id="contact-heading">{location ? `Contact ${location.name}` : 'Contact Us'}</h1>
    </section>
  );
}
