/** Minimal 3D: vectors, a look-at camera with perspective, and the fit of a projection onto the canvas. */

export type Vec3 = readonly [number, number, number];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const mul = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const length = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);
export const normalise = (a: Vec3): Vec3 => mul(a, 1 / (length(a) || 1));

/** Camera on a sphere around `target`: azimuth 0 = in front of the car (+x), 90° = its left side (+y). */
export interface Camera {
  position: Vec3;
  right: Vec3;
  up: Vec3;
  forward: Vec3;
}

export function orbitCamera(
  target: Vec3,
  distance: number,
  azimuthDeg: number,
  elevationDeg: number,
): Camera {
  const az = (azimuthDeg * Math.PI) / 180;
  const el = (elevationDeg * Math.PI) / 180;
  const position = add(target, [
    distance * Math.cos(el) * Math.cos(az),
    distance * Math.cos(el) * Math.sin(az),
    distance * Math.sin(el),
  ]);
  const forward = normalise(sub(target, position));
  const right = normalise(cross(forward, [0, 0, 1]));
  const up = cross(right, forward);
  return { position, right, up, forward };
}

/** Perspective projection onto the camera plane (y down, like SVG); depth is the distance along the view. */
export function projectRaw(camera: Camera, point: Vec3): { x: number; y: number; depth: number } {
  const d = sub(point, camera.position);
  const depth = dot(d, camera.forward);
  return { x: dot(d, camera.right) / depth, y: -dot(d, camera.up) / depth, depth };
}

/** True when a surface at `point` with outward `normal` faces the camera. */
export function facesCamera(camera: Camera, point: Vec3, normal: Vec3, margin = 0.02): boolean {
  return dot(normal, normalise(sub(camera.position, point))) > margin;
}
