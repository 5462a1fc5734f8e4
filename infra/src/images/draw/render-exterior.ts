import type { DemoAngle } from '../demo-catalogue';
import { sharedExteriorDefs, prismRgb, sideGradient } from './exterior-defs';
import { dot, facesCamera, normalise, sub, type Vec3 } from './geometry';
import { drawFrontFace, drawRearFace } from './lamps';
import type { OutlinePoint, Prism, SurfaceTag, VehicleModel } from './model-kit';
import { parseHex, type Rgb, shadePaint } from './paint';
import { createScene, type Scene, worldPoint } from './scene';
import { drawShadow } from './shadow';
import { drawSideDetails } from './side-details';
import { poly } from './svg';
import { drawWheel } from './wheels';

export type ExteriorAngle = Extract<DemoAngle, 'front-left' | 'front' | 'side' | 'rear-left' | 'rear'>;

/** Camera azimuth and elevation of each exterior angle (azimuth 0 = straight at the front, 90 = left side). */
const CAMERAS: Record<ExteriorAngle, { azimuth: number; elevation: number; maxHeight: number }> = {
  'front-left': { azimuth: 36, elevation: 9, maxHeight: 520 },
  front: { azimuth: 0, elevation: 7, maxHeight: 430 },
  side: { azimuth: 90, elevation: 4, maxHeight: 520 },
  'rear-left': { azimuth: 144, elevation: 9, maxHeight: 520 },
  rear: { azimuth: 180, elevation: 7, maxHeight: 430 },
};

const LIGHT = normalise([0.25, 0.35, 0.9]);
const DARK_FACE = '#141517';

const FIXED_FILLS: Partial<Record<SurfaceTag, string>> = {
  glass: 'url(#glass)',
  arch: '#111214',
  under: '#111214',
  trim: '#1e1f22',
  bed: '#2b2c2f',
  cabin: '#242528',
};

/** Brightness 0..1 of a surface: the overhead key light plus a fill light from the camera (as in a photo studio). */
function lighting(scene: Scene, point: Vec3, normal: Vec3): number {
  const toCamera = normalise(sub(scene.camera.position, point));
  return Math.min(1, 0.65 * Math.max(0, dot(normal, LIGHT)) + 0.45 * Math.max(0, dot(normal, toCamera)));
}

/** Outward normal of the edge a→b in world (x, z), given the outline's winding. */
function edgeNormal(a: OutlinePoint, b: OutlinePoint, clockwise: boolean): Vec3 {
  const dx = -(b.u - a.u);
  const dz = b.z - a.z;
  return normalise(clockwise ? [-dz, 0, dx] : [dz, 0, -dx]);
}

/** True when the outline runs clockwise in world (x, z) (x = -u, so the sign of the (u, z) area flips). */
function isClockwise(outline: readonly OutlinePoint[]): boolean {
  let area = 0;
  outline.forEach((a, i) => {
    const b = outline[(i + 1) % outline.length]!;
    area += a.u * b.z - b.u * a.z;
  });
  return area > 0;
}

/** The extruded strips of a prism that face the camera, farthest first. */
function drawStrips(scene: Scene, prism: Prism, paint: Rgb): string {
  const { model } = scene;
  const clockwise = isClockwise(prism.outline);
  const strips: { depth: number; svg: string }[] = [];
  prism.outline.forEach((a, i) => {
    const b = prism.outline[(i + 1) % prism.outline.length]!;
    if (a.u === b.u && a.z === b.z) return;
    const quad = [
      worldPoint(model, prism, a.u, a.z, 1),
      worldPoint(model, prism, b.u, b.z, 1),
      worldPoint(model, prism, b.u, b.z, -1),
      worldPoint(model, prism, a.u, a.z, -1),
    ];
    const centre: Vec3 = [(quad[0]![0] + quad[1]![0]) / 2, prism.y ?? 0, (a.z + b.z) / 2];
    const normal = edgeNormal(a, b, clockwise);
    if (!facesCamera(scene.camera, centre, normal)) return;
    const fill =
      FIXED_FILLS[a.tag] ??
      shadePaint(prismRgb(prism.colour, paint), lighting(scene, centre, normal), Math.max(0, normal[2]));
    const svg = poly(
      quad.map((p) => scene.toScreen(p)),
      `fill="${fill}" stroke="${fill}" stroke-width="1.2" stroke-linejoin="round"`,
    );
    strips.push({ depth: scene.depth(centre), svg });
  });
  return strips
    .sort((p, q) => q.depth - p.depth)
    .map((s) => s.svg)
    .join('');
}

/** One side face of a prism: dark when it is only the inside seen through an opening, else the paint gradient. */
function drawSideFace(scene: Scene, prism: Prism, index: number, side: number, dark: boolean): string {
  const points = prism.outline.map((p) => scene.toScreen(worldPoint(scene.model, prism, p.u, p.z, side)));
  const fill = dark ? DARK_FACE : `url(#side${index})`;
  return poly(points, `fill="${fill}" stroke="${dark ? DARK_FACE : 'none'}" stroke-width="1"`);
}

/** Whether a prism sits inside the wheels (chassis rails, headrests): it is drawn before the near wheels. */
function isInboard(model: VehicleModel, prism: Prism): boolean {
  return (
    Boolean(prism.overlay) || Math.abs(prism.y ?? 0) + prism.halfWidth < model.width / 2 - model.tyreWidth
  );
}

/** An exterior view of a vehicle model in the given paint: defs (gradients) and body (shapes). */
export function renderExterior(
  model: VehicleModel,
  paintHex: string,
  angle: ExteriorAngle,
): { defs: string; body: string } {
  const { azimuth, elevation, maxHeight } = CAMERAS[angle];
  const scene = createScene(model, azimuth, elevation, maxHeight);
  const paint = parseHex(paintHex);
  const near = scene.nearSide;
  const centreOf = (prism: Prism): Vec3 => {
    const us = prism.outline.map((p) => p.u);
    const zs = prism.outline.map((p) => p.z);
    return [
      model.length / 2 - (Math.min(...us) + Math.max(...us)) / 2,
      prism.y ?? 0,
      (Math.min(...zs) + Math.max(...zs)) / 2,
    ];
  };
  const order = model.prisms
    .map((prism, index) => ({ prism, index, depth: scene.depth(centreOf(prism)) }))
    .sort((a, b) => Number(Boolean(a.prism.overlay)) - Number(Boolean(b.prism.overlay)) || b.depth - a.depth);

  const out: string[] = [drawShadow(scene)];
  const wheelsOn = (nearWheels: boolean) =>
    model.axles.flatMap((axle) =>
      [1, -1].filter((side) => (side === near) === nearWheels).map((side) => drawWheel(scene, axle, side)),
    );
  out.push(...wheelsOn(false));
  for (const { prism, index } of order) {
    if (near !== 0) out.push(drawSideFace(scene, prism, index, -near, true));
    out.push(drawStrips(scene, prism, paint));
    if (near !== 0 && isInboard(model, prism)) out.push(drawSideFace(scene, prism, index, near, false));
    if (index === 0) out.push(drawFrontFace(scene));
    if (index === model.rearPrism) out.push(drawRearFace(scene));
  }
  out.push(...wheelsOn(true));
  if (near !== 0) {
    for (const { prism, index } of order) {
      if (!isInboard(model, prism)) out.push(drawSideFace(scene, prism, index, near, false));
      out.push(drawSideDetails(scene, prism, index, near, paint));
    }
  }

  const defs = [
    sharedExteriorDefs(),
    ...model.prisms.map((prism, index) => {
      const zs = prism.outline.map((p) => p.z);
      const top = Math.max(...zs);
      const bottom = Math.min(...zs);
      return sideGradient(
        `side${index}`,
        prismRgb(prism.colour, paint),
        (top - prism.belt) / (top - bottom || 1),
      );
    }),
  ].join('');
  return { defs, body: out.join('') };
}
