import { prismRgb } from './exterior-defs';
import { drawSideLamps } from './lamps';
import type { Prism } from './model-kit';
import { type Rgb, scale, shadePaint, toHex } from './paint';
import { type Scene, worldPoint } from './scene';
import { line, poly } from './svg';

/** Decals, side glass, door cuts, handles, mirror and lamp wraps on a prism's near side. */
export function drawSideDetails(scene: Scene, prism: Prism, index: number, side: number, paint: Rgb): string {
  const { model } = scene;
  const on = (u: number, z: number, extra = 0.003) =>
    scene.toScreen(worldPoint(model, prism, u, z, side, extra));
  const own = prismRgb(prism.colour, paint);
  const parts: string[] = [];
  for (const decal of prism.decals ?? []) {
    parts.push(
      poly(
        decal.points.map(([u, z]) => on(u, z)),
        `fill="${toHex(scale(prismRgb(decal.colour, paint), 0.95))}"`,
      ),
    );
  }
  for (const pane of prism.windows ?? []) {
    parts.push(
      poly(
        pane.map(([u, z]) => on(u, z)),
        'fill="url(#sideGlass)" stroke="#0c0d0f" stroke-width="3" stroke-linejoin="round"',
      ),
    );
  }
  for (const cut of prism.cuts ?? []) {
    parts.push(
      line(
        cut.map(([u, z]) => on(u, z)),
        'stroke="#000" stroke-opacity="0.33" stroke-width="2.2" stroke-linejoin="round"',
      ),
    );
  }
  for (const [u, z] of prism.handles ?? []) {
    const handle = [
      on(u - 0.09, z - 0.022, 0.01),
      on(u + 0.09, z - 0.022, 0.01),
      on(u + 0.09, z + 0.022, 0.01),
      on(u - 0.09, z + 0.022, 0.01),
    ];
    parts.push(
      poly(handle, `fill="${toHex(scale(own, 0.72))}" stroke="#000" stroke-opacity="0.25" stroke-width="1"`),
    );
  }
  if (index === 0 && model.mirror) {
    const [u, z] = model.mirror;
    const mirror = [
      on(u, z, 0.02),
      on(u + 0.2, z - 0.01, 0.22),
      on(u + 0.22, z + 0.15, 0.22),
      on(u + 0.02, z + 0.17, 0.05),
    ];
    parts.push(
      poly(
        mirror,
        `fill="${shadePaint(own, 0.55, 0.3)}" stroke="#000" stroke-opacity="0.3" stroke-width="1.2"`,
      ),
    );
  }
  parts.push(drawSideLamps(scene, index, side));
  return parts.join('');
}
