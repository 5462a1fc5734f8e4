import { facesCamera, type Vec3 } from './geometry';
import type { Axle } from './model-kit';
import { type Scene, wheelCircle, wheelOuterY } from './scene';
import { poly, type Pt } from './svg';

/** Convex hull (monotone chain) of screen points: the outline of a tyre seen from any angle. */
export function convexHull(points: readonly Pt[]): Pt[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const turn = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Pt[]) => {
    const hull: Pt[] = [];
    for (const p of list) {
      while (hull.length >= 2 && turn(hull[hull.length - 2]!, hull[hull.length - 1]!, p) <= 0) hull.pop();
      hull.push(p);
    }
    hull.pop();
    return hull;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** An annular sector of the wheel face (between radii r0 and r1, angles a0..a1 in degrees), in the world. */
function sector(centre: Vec3, r0: number, r1: number, a0: number, a1: number): Vec3[] {
  const arc = (r: number, from: number, to: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const t = ((from + ((to - from) * i) / 5) * Math.PI) / 180;
      return [centre[0] + r * Math.cos(t), centre[1], centre[2] + r * Math.sin(t)] as const;
    });
  return [...arc(r1, a0, a1), ...arc(r0, a1, a0)];
}

/** A tyre with, when its outer face is turned to the camera, a five-spoke alloy rim. */
export function drawWheel(scene: Scene, axle: Axle, side: number): string {
  const { model } = scene;
  const outer = wheelOuterY(model, side);
  const inner = outer - side * model.tyreWidth;
  const project = (points: Vec3[]) => points.map((p) => scene.toScreen(p));
  const tyre = convexHull(
    project([...wheelCircle(model, axle.u, axle.r, outer), ...wheelCircle(model, axle.u, axle.r, inner)]),
  );
  const parts = [poly(tyre, 'fill="#161718"')];
  const centre: Vec3 = [model.length / 2 - axle.u, outer + side * 0.004, axle.r];
  if (facesCamera(scene.camera, centre, [0, side, 0], 0.08)) {
    const disc = (k: number) => project(wheelCircle(model, axle.u, axle.r * k, centre[1], 36));
    parts.push(poly(disc(0.97), 'fill="#232427"'));
    parts.push(poly(disc(0.66), 'fill="url(#rim)" stroke="#6f757c" stroke-width="1.5"'));
    for (let k = 0; k < 5; k++) {
      const a0 = k * 72 + 16;
      parts.push(poly(project(sector(centre, axle.r * 0.2, axle.r * 0.57, a0, a0 + 42)), 'fill="#2a2c30"'));
    }
    parts.push(poly(disc(0.12), 'fill="#a4aab1" stroke="#5d6269" stroke-width="1"'));
  }
  return `<g>${parts.join('')}</g>`;
}
