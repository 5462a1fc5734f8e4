import { useLocation } from 'react-router';

const HEADINGS: Record<string, string> = {
  'new-used-and-demo-cars': 'New, Used and Demo Cars',
  'used-cars': 'Used Cars',
  'demo-cars': 'Demo Cars',
  'new-cars': 'New Cars',
  'new-and-demo-cars': 'New and Demo Cars',
};

/** /search/… routes of spec §2 (results, filters and sorting come with the search issue). */
export function SearchPage(_props: { variant?: string }) {
  const { pathname } = useLocation();
  const segment =
    pathname
      .replace(/^\/search\/?/, '')
      .split('/')
      .filter(Boolean)[0] ?? 'new-used-and-demo-cars';
  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading">{HEADINGS[segment] ?? `Search ${decodeURIComponent(segment)}`}</h1>
    </section>
  );
}
