import { type Camera, dot, orbitCamera, projectRaw, sub, type Vec3 } from './geometry';
import type { Prism, VehicleModel } from './model-kit';
import type { Pt } from './svg';

/** Where the car sits on the 1500×1000 canvas: centred on `cx`, wheels on `ground`, at most `maxWidth` wide. */
const FRAME = { cx: 750, ground: 800, maxWidth: 1180 };

/** A camera looking at one vehicle, with the projection already fitted to the canvas. */
export interface Scene {
  model: VehicleModel;
  camera: Camera;
  /** The side of the car facing the camera (+1 left, -1 right), 0 when looking straight at front or rear. */
  nearSide: -1 | 0 | 1;
  toScreen(point: Vec3): Pt;
  /** Distance along the view direction: larger is farther. */
  depth(point: Vec3): number;
}

/** Half width of a prism at height z, narrower in the glasshouse. */
export function halfWidthAt(prism: Prism, z: number): number {
  const t = prism.tumble;
  if (!t) return prism.halfWidth;
  const k = Math.max(0, Math.min(1, (z - t.from) / (t.to - t.from)));
  return prism.halfWidth - t.inset * k;
}

/** World point of profile coordinates (u, z) on one side of a prism; `extra` pushes it outwards. */
export function worldPoint(
  model: VehicleModel,
  prism: Prism,
  u: number,
  z: number,
  side: number,
  extra = 0,
): Vec3 {
  return [model.length / 2 - u, (prism.y ?? 0) + side * (halfWidthAt(prism, z) + extra), z];
}

/** Points on a wheel's circle (centre at axle u, height r) at lateral position y. */
export function wheelCircle(model: VehicleModel, u: number, r: number, y: number, steps = 28): Vec3[] {
  const x = model.length / 2 - u;
  return Array.from({ length: steps }, (_, i) => {
    const t = (i / steps) * Math.PI * 2;
    return [x + r * Math.cos(t), y, r + r * Math.sin(t)] as const;
  });
}

/** Lateral position of the outer tyre face on `side`. */
export function wheelOuterY(model: VehicleModel, side: number): number {
  return side * (model.width / 2 - 0.04);
}

/** A camera orbiting the vehicle; the projection is scaled so the vehicle fits the frame (at most maxHeight px tall). */
export function createScene(model: VehicleModel, azimuth: number, elevation: number, maxHeight = 520): Scene {
  const size = Math.max(model.length, 4.5);
  const camera = orbitCamera([0, 0, model.height * 0.45], size * 2.3, azimuth, elevation);
  const samples: Vec3[] = [];
  for (const prism of model.prisms) {
    for (const p of prism.outline)
      samples.push(worldPoint(model, prism, p.u, p.z, 1), worldPoint(model, prism, p.u, p.z, -1));
  }
  for (const axle of model.axles) {
    for (const side of [1, -1])
      samples.push(...wheelCircle(model, axle.u, axle.r, wheelOuterY(model, side), 12));
  }
  const raw = samples.map((p) => projectRaw(camera, p));
  const minX = Math.min(...raw.map((p) => p.x));
  const maxX = Math.max(...raw.map((p) => p.x));
  const minY = Math.min(...raw.map((p) => p.y));
  const maxY = Math.max(...raw.map((p) => p.y));
  const scale = Math.min(FRAME.maxWidth / (maxX - minX), maxHeight / (maxY - minY));
  const offsetX = FRAME.cx - ((minX + maxX) / 2) * scale;
  const offsetY = FRAME.ground - maxY * scale;
  const sideY = camera.position[1];
  return {
    model,
    camera,
    nearSide: sideY > 0.3 ? 1 : sideY < -0.3 ? -1 : 0,
    toScreen(point) {
      const p = projectRaw(camera, point);
      return [offsetX + p.x * scale, offsetY + p.y * scale];
    },
    depth(point) {
      return dot(sub(point, camera.position), camera.forward);
    },
  };
}
