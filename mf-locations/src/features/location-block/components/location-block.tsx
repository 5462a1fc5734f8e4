import { useDealer } from '@dealerline/shared';

/** The dealer's visible locations (the full block of spec §2 comes with the locations issue). */
export function LocationBlock(_props: { variant?: string }) {
  const dealer = useDealer();
  const visible = dealer.locations.filter((location) => location.visible);
  return (
    <section aria-labelledby="locations-heading">
      <h2 id="locations-heading">Our locations</h2>
      <ul>
        {visible.map((location) => (
          <li key={location.id}>
            <a href={`/contact-us/${location.slug}`}>{location.name}</a>, {location.address.street},{' '}
            {location.address.city} {location.address.state} {location.address.postcode}
          </li>
        ))}
      </ul>
    </section>
  );
}
