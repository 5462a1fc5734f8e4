import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site from its root ("/cars/2021-toyota-hilux-123", "/search/used-cars?page=2"). */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the page follows itself: the main button, no modifier key (new tab, window, download), same window. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link to a page of the site, followed by the router without reloading. react-router's Link resolves its
 * path against the current location, so every Link renders again on every navigation: a filter click rendered
 * the page's 140 links (cards, header, footer) again. The platform's paths are all from the root, so this link
 * reads only the router's navigator, which stays the same. As Link does, a click on the current address
 * replaces it in the history instead of adding it again.
 */
export function PageLink({ to, onClick, target, ref, ...props }: PageLinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    if (pathname + search + hash === to) navigator.replace(to);
    else navigator.push(to);
  };
  return <a ref={ref} href={navigator.createHref(to)} target={target} onClick={follow} {...props} />;
}
