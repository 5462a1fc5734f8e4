import { useLocation } from 'react-router';

/** Shows the router's path and query, so a test can see where a form led (`getByTestId('location')`). */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}
