import { Link } from 'react-router';
import { useSite } from '@dealerline/shared';

/** Home page search entry (the make/model, body type and price widgets come with the search issue). */
export function HomeSearch(_props: { variant?: string }) {
  const site = useSite();
  return (
    <section aria-labelledby="home-search-heading">
      <h1 id="home-search-heading">Welcome to {site.name}</h1>
      <Link to="/search/new-used-and-demo-cars/">Search all stock</Link>
    </section>
  );
}
