import type { Vec3 } from './geometry';
import { type Scene, wheelOuterY } from './scene';
import { num } from './svg';

/** An ellipse filling the screen bounding box of some floor points, painted with a radial shadow gradient. */
function floorEllipse(scene: Scene, points: Vec3[], gradient: string): string {
  const screen = points.map((p) => scene.toScreen(p));
  const xs = screen.map((p) => p[0]);
  const ys = screen.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const attrs = [(x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2].map(num);
  return `<ellipse cx="${attrs[0]}" cy="${attrs[1]}" rx="${attrs[2]}" ry="${attrs[3]}" fill="url(#${gradient})"/>`;
}

/** The car's shadow on the floor: a wide soft one, a darker core under the body and a contact patch per tyre. */
export function drawShadow(scene: Scene): string {
  const { model } = scene;
  const rect = (x: number, y: number, cx = 0, cy = 0): Vec3[] => [
    [cx + x, cy + y, 0],
    [cx - x, cy + y, 0],
    [cx - x, cy - y, 0],
    [cx + x, cy - y, 0],
  ];
  const parts = [
    floorEllipse(scene, rect(model.length / 2 + 0.7, model.width / 2 + 0.6), 'shadowSoft'),
    floorEllipse(scene, rect(model.length / 2 - 0.1, model.width / 2 - 0.05), 'shadowCore'),
  ];
  for (const axle of model.axles) {
    for (const side of [1, -1]) {
      const y = wheelOuterY(model, side) - (side * model.tyreWidth) / 2;
      parts.push(
        floorEllipse(
          scene,
          rect(axle.r * 0.9, model.tyreWidth * 0.9, model.length / 2 - axle.u, y),
          'shadowCore',
        ),
      );
    }
  }
  return parts.join('');
}
