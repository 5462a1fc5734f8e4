import type { FastifyInstance } from 'fastify';
import { routeAt, routesFor } from '../../../shell/src/app/route-table';
import type { BootPayload, PrefetchedData } from '../../../shared/src/platform/boot';
import { promotionSlideImage } from '../../../shared/src/ui/first-view-images';
import type { Tenant } from '../sites/tenant';
import type { PreloadHint } from './preload-tags';
import { createRemotePreloads } from './remote-preloads';
import { shownPromotions } from '../content/shown-promotions';

/** What the server adds to a page so its first view needs fewer round trips. */
export interface FirstView {
  preloads: PreloadHint[];
  prefetched: PrefetchedData;
}

/**
 * The first view of a page (issue 9, Lighthouse LCP and CLS): preloads for the scripts of the remotes that
 * render the route, and on the home page its promotions embedded (so the slider renders with the page
 * instead of pushing it down later) with the first slide's picture preloaded. A vehicle page's photo comes
 * with its head (infra/src/seo/page-seo.ts), which looks the car up anyway.
 */
export function createFirstView(app: FastifyInstance) {
  const { registry, content } = app.platform;
  const remotePreloads = createRemotePreloads(registry);

  /** The home page's running promotions, embedded, and its first slide's picture (the page's LCP). */
  const homePage = async (tenant: Tenant): Promise<FirstView> => {
    const promotions = shownPromotions(await content.promotions(tenant.site.id, new Date()), tenant);
    const first = promotions[0];
    return {
      preloads: first ? [{ kind: 'image', ...promotionSlideImage(first.image_url) }] : [],
      prefetched: { promotions },
    };
  };

  return async (tenant: Tenant, pathname: string, boot: BootPayload): Promise<FirstView> => {
    const route = routeAt(routesFor(tenant.site, tenant.dealer), pathname);
    if (!route) return { preloads: [], prefetched: {} };
    const [page, scripts] = await Promise.all([
      route.path === '/' ? homePage(tenant) : { preloads: [], prefetched: {} },
      remotePreloads(route.regions, boot.registry),
    ]);
    return { preloads: [...page.preloads, ...scripts], prefetched: page.prefetched };
  };
}
