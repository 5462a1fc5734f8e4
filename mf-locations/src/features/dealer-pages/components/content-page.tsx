import { useLocation } from 'react-router';

/** The dealer's own pages (about, warranty, privacy…); their content comes with the locations issue. */
export function ContentPage(_props: { variant?: string }) {
  const { pathname } = useLocation();
  const title = pathname
    .split('/')
    .filter(Boolean)
    .pop()
    ?.split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return (
    <article aria-labelledby="content-heading">
      <h1 id="content-heading">{title}</h1>
    </article>
  );
}
