import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        The page you are looking for has moved or no longer exists. <Link to="/">Go to the home page</Link> or{' '}
        <Link to="/search/new-used-and-demo-cars/">search our stock</Link>.
      </p>
    </section>
  );
}
