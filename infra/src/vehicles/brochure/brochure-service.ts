import { createHash } from 'node:crypto';
import type { Car } from '../../../../shared/src/domain/car';
import type { Tenant } from '../../sites/tenant';
import { BrochureCache } from './brochure-cache';
import { brochureModel } from './brochure-model';
import { brochurePhotoSource, renderBrochurePhoto } from './brochure-photo';
import { renderBrochure } from './render-brochure';

/** Bump when the layout changes, so brochures drawn by an older layout are not served. */
const LAYOUT_VERSION = 'v1';

export interface Brochure {
  pdf: Buffer;
  /** Content key: equal for equal brochures (the ETag). */
  key: string;
  cached: boolean;
}

export interface BrochureService {
  /** The brochure of a car on a site; `url` is the vehicle page's canonical URL. */
  brochure(car: Car, tenant: Tenant, url: string): Promise<Brochure>;
}

/** Brochures drawn from the car's content and its photo, cached in memory by that content. */
export function createBrochureService(options: {
  uploadsDir: string;
  cache?: BrochureCache;
}): BrochureService {
  const cache = options.cache ?? new BrochureCache();
  return {
    async brochure(car, tenant, url) {
      const model = brochureModel(car, tenant, url);
      const source = await brochurePhotoSource(car.primary_image_url, options.uploadsDir);
      const key = createHash('sha256')
        .update(JSON.stringify([LAYOUT_VERSION, model, source.id]))
        .digest('hex');
      const { pdf, cached } = await cache.get(key, async () =>
        renderBrochure(model, await renderBrochurePhoto(source)),
      );
      return { pdf, key, cached };
    },
  };
}
