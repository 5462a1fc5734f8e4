import type { AnchorHTMLAttributes } from 'react';
import { PageLink } from './page-link';

interface ContentLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-site path ("/search/toyota") or a full URL from content data. */
  href: string;
}

/** A link whose target comes from data: client-side navigation for in-site paths, a plain anchor otherwise. */
export function ContentLink({ href, ...props }: ContentLinkProps) {
  return href.startsWith('/') && !href.startsWith('//') ? (
    <PageLink to={href} {...props} />
  ) : (
    <a href={href} {...props} />
  );
}
