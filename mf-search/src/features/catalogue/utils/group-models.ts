import type { Manufacturer, VehicleModel } from '@dealerline/shared';

export interface ManufacturerModels {
  manufacturer: Manufacturer;
  models: VehicleModel[];
}

/**
 * The manufacturer catalogue: each manufacturer (in the given order) with its models (in catalogue order);
 * manufacturers without models are left out. Models name their manufacturer by name (spec §3 Model).
 */
export function groupModels(
  manufacturers: readonly Manufacturer[],
  models: readonly VehicleModel[],
): ManufacturerModels[] {
  return manufacturers
    .map((manufacturer) => ({
      manufacturer,
      models: models.filter((model) => model.manufacturer_name === manufacturer.name),
    }))
    .filter((group) => group.models.length > 0);
}
