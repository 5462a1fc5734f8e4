import type { VehicleModel } from '@dealerline/shared';

/** Where a model card leads: the model's override URL, else its stock search (/search/{make}/{model}). */
export function modelHref(
  model: Pick<VehicleModel, 'override_url' | 'path' | 'slug'>,
  makeSlug: string,
): string {
  return model.override_url || model.path || `/search/${makeSlug}/${model.slug}`;
}
