import type { DemoAngle, DemoBody } from '../demo-catalogue';
import { showroomBackdrop } from './backdrop';
import { CAR_MODELS } from './car-models';
import { COMMERCIAL_MODELS } from './commercial-models';
import { bootPicture } from './boot-picture';
import { dashPicture } from './dash-picture';
import { interiorPicture } from './interior-picture';
import type { Picture } from './picture-kit';
import type { VehicleModel } from './model-kit';
import { renderExterior } from './render-exterior';
import { svgDocument } from './svg';

/** Every body's model; the catalogue test checks none is missing. */
export const VEHICLE_MODELS = { ...CAR_MODELS, ...COMMERCIAL_MODELS } as Record<DemoBody, VehicleModel>;

const INSIDE: Partial<Record<DemoAngle, (paintHex: string) => Picture>> = {
  interior: interiorPicture,
  dash: dashPicture,
  boot: bootPicture,
};

/**
 * The SVG of one demo picture (1500×1000): an exterior angle of the body's silhouette in the showroom, or
 * a stylised interior, dash or boot with trim in the car's colour. Pure: equal inputs give equal markup.
 */
export function demoCarSvg(body: DemoBody, colourHex: string, angle: DemoAngle): string {
  const inside = INSIDE[angle];
  if (inside) {
    const picture = inside(colourHex);
    return svgDocument(picture.defs, picture.body);
  }
  const backdrop = showroomBackdrop();
  const car = renderExterior(
    VEHICLE_MODELS[body],
    colourHex,
    angle as Exclude<DemoAngle, 'interior' | 'dash' | 'boot'>,
  );
  return svgDocument(backdrop.defs + car.defs, backdrop.body + car.body);
}
