import type { FastifyInstance } from 'fastify';
import { routeAt, routesFor, type RouteEntry } from '../../../shell/src/app/route-table';
import type { BootPayload, PrefetchedData } from '../../../shared/src/platform/boot';
import { galleryImage, promotionSlideImage } from '../../../shared/src/ui/first-view-images';
import type { Tenant } from '../sites/tenant';
import { siteCarsOf } from '../vehicles/site-cars';
import type { PreloadHint } from './preload-tags';
import { createRemotePreloads } from './remote-preloads';

const VEHICLE_PAGE = '/cars/:slug';

/** What the server adds to a page so its first view needs fewer round trips. */
export interface FirstView {
  preloads: PreloadHint[];
  prefetched: PrefetchedData;
}

function decodeSegment(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The first view of a page (issue 9, Lighthouse LCP and CLS): preloads for the scripts of the remotes that
 * render the route and for the page's largest picture where the server knows it (the home page's first
 * promotion slide, a vehicle page's first photo), and the home page's promotions embedded so the slider
 * renders with the page instead of pushing it down later.
 */
export function createFirstView(app: FastifyInstance) {
  const { registry, content } = app.platform;
  const remotePreloads = createRemotePreloads(registry);
  const siteCars = siteCarsOf(app);

  const pictureAndData = async (
    tenant: Tenant,
    route: RouteEntry,
    pathname: string,
  ): Promise<{ picture: PreloadHint | null; prefetched: PrefetchedData }> => {
    if (route.path === '/') {
      const promotions = await content.promotions(tenant.site.id, new Date());
      const first = promotions[0];
      return {
        picture: first ? { kind: 'image', ...promotionSlideImage(first.image_url) } : null,
        prefetched: { promotions },
      };
    }
    if (route.path === VEHICLE_PAGE) {
      const slug = decodeSegment(pathname.split('/')[2] ?? '');
      const photo = slug ? (await siteCars.bySlug(tenant, slug))?.images[0]?.url : undefined;
      return { picture: photo ? { kind: 'image', ...galleryImage(photo) } : null, prefetched: {} };
    }
    return { picture: null, prefetched: {} };
  };

  return async (tenant: Tenant, pathname: string, boot: BootPayload): Promise<FirstView> => {
    const route = routeAt(routesFor(tenant.site, tenant.dealer), pathname);
    if (!route) return { preloads: [], prefetched: {} };
    const [{ picture, prefetched }, scripts] = await Promise.all([
      pictureAndData(tenant, route, pathname),
      remotePreloads(route.regions, boot.registry),
    ]);
    return { preloads: picture ? [picture, ...scripts] : scripts, prefetched };
  };
}
