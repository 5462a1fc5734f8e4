import { useParams } from 'react-router';

/** /cars/{slug}: the vehicle detail page (filled in by the vehicle issue). */
export function VehiclePage(_props: { variant?: string }) {
  const { slug = '' } = useParams();
  return (
    <article aria-labelledby="vehicle-heading">
      <h1 id="vehicle-heading">Vehicle {slug}</h1>
      <section id="vehicle-map" aria-label="Vehicle location" />
    </article>
  );
}
