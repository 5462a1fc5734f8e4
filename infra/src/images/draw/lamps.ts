import { facesCamera, type Vec3 } from './geometry';
import type { Prism, SurfaceTag } from './model-kit';
import { type Scene, worldPoint } from './scene';
import { line, poly, type Pt } from './svg';

/** u of the profile's front (or rear) face at height z, found on the edges tagged 'front' (or 'rear'). */
function faceU(prism: Prism, z: number, tag: SurfaceTag): number {
  const n = prism.outline.length;
  const pick = tag === 'front' ? Math.min : Math.max;
  const hits: number[] = [];
  const ends: { u: number; dz: number }[] = [];
  prism.outline.forEach((a, i) => {
    if (a.tag !== tag) return;
    const b = prism.outline[(i + 1) % n]!;
    ends.push({ u: a.u, dz: Math.abs(a.z - z) }, { u: b.u, dz: Math.abs(b.z - z) });
    const lo = Math.min(a.z, b.z);
    const hi = Math.max(a.z, b.z);
    if (z < lo || z > hi || hi === lo) return;
    hits.push(a.u + ((b.u - a.u) * (z - a.z)) / (b.z - a.z));
  });
  if (hits.length) return pick(...hits);
  ends.sort((p, q) => p.dz - q.dz);
  return ends[0]?.u ?? (tag === 'front' ? 0 : Math.max(...prism.outline.map((p) => p.u)));
}

export const frontU = (prism: Prism, z: number): number => faceU(prism, z, 'front');
export const rearU = (prism: Prism, z: number): number => faceU(prism, z, 'rear');

const LAMP_EDGE = 'stroke="#2a2d31" stroke-width="1.5" stroke-linejoin="round"';

/** Headlamps and grille on the front face, when the camera sees the front. */
export function drawFrontFace(scene: Scene): string {
  const { model } = scene;
  const prism = model.prisms[0]!;
  if (!facesCamera(scene.camera, [model.length / 2, 0, model.height * 0.3], [1, 0, 0], 0.05)) return '';
  const at = (y: number, z: number): Pt =>
    scene.toScreen([model.length / 2 - frontU(prism, z) + 0.012, y, z]);
  const { headlamp: h, grille: g } = model;
  const parts: string[] = [];
  for (const s of [1, -1]) {
    const quad = [at(s * h.inner, h.z1), at(s * h.outer, h.z1), at(s * h.outer, h.z0), at(s * h.inner, h.z0)];
    parts.push(poly(quad, `fill="url(#lampHead)" ${LAMP_EDGE}`));
  }
  parts.push(
    poly(
      [at(g.half, g.z1), at(-g.half, g.z1), at(-g.half, g.z0), at(g.half, g.z0)],
      'fill="#15171a" stroke="#8d939a" stroke-width="2.5" stroke-linejoin="round"',
    ),
  );
  for (let k = 1; k <= 3; k++) {
    const z = g.z0 + ((g.z1 - g.z0) * k) / 4;
    parts.push(line([at(g.half - 0.04, z), at(-g.half + 0.04, z)], 'stroke="#3c4046" stroke-width="2"'));
  }
  return parts.join('');
}

/** Tail lamps on the rear face of the rear body section, when the camera sees the rear. */
export function drawRearFace(scene: Scene): string {
  const { model } = scene;
  const prism = model.prisms[model.rearPrism]!;
  if (!facesCamera(scene.camera, [-model.length / 2, 0, model.height * 0.3], [-1, 0, 0], 0.05)) return '';
  const at = (y: number, z: number): Pt => scene.toScreen([model.length / 2 - rearU(prism, z) - 0.012, y, z]);
  const t = model.taillamp;
  return [1, -1]
    .map((s) =>
      poly(
        [at(s * t.inner, t.z1), at(s * t.outer, t.z1), at(s * t.outer, t.z0), at(s * t.inner, t.z0)],
        `fill="url(#lampTail)" ${LAMP_EDGE}`,
      ),
    )
    .join('');
}

/** The parts of the lamps that wrap round onto the side face. */
export function drawSideLamps(scene: Scene, prismIndex: number, side: number): string {
  const { model } = scene;
  const prism = model.prisms[prismIndex]!;
  const on = (u: number, z: number): Vec3 => worldPoint(model, prism, u, z, side, 0.004);
  const parts: string[] = [];
  if (prismIndex === 0) {
    const { z0, z1 } = model.headlamp;
    const f0 = frontU(prism, z0);
    const f1 = frontU(prism, z1);
    const quad = [on(f1 + 0.03, z1), on(f1 + 0.34, z1 - 0.01), on(f0 + 0.26, z0), on(f0 + 0.03, z0)];
    parts.push(
      poly(
        quad.map((p) => scene.toScreen(p)),
        `fill="url(#lampHead)" ${LAMP_EDGE}`,
      ),
    );
  }
  if (prismIndex === model.rearPrism) {
    const { z0, z1 } = model.taillamp;
    const r0 = rearU(prism, z0);
    const r1 = rearU(prism, z1);
    const quad = [on(r1 - 0.03, z1), on(r1 - 0.26, z1), on(r0 - 0.2, z0), on(r0 - 0.03, z0)];
    parts.push(
      poly(
        quad.map((p) => scene.toScreen(p)),
        `fill="url(#lampTail)" ${LAMP_EDGE}`,
      ),
    );
  }
  return parts.join('');
}
