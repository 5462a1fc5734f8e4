import type { Pt } from './svg';

/**
 * A vehicle is a few extruded side profiles ("prisms"): the profile is drawn in metres with u measured back
 * from the front bumper and z up from the ground; each edge carries a surface tag that decides how its
 * extruded strip is painted (paint, glass, dark wheel well, bed liner, ...).
 */
export type SurfaceTag =
  'paint' | 'glass' | 'arch' | 'under' | 'front' | 'rear' | 'bed' | 'deck' | 'cabin' | 'trim';

/** One profile corner: [u, z, tag of the edge to the next corner (default: the previous edge's tag)]. */
export type ProfilePoint = readonly [number, number, SurfaceTag?];

export interface OutlinePoint {
  u: number;
  z: number;
  tag: SurfaceTag;
}

export interface Prism {
  outline: OutlinePoint[];
  halfWidth: number;
  /** Lateral offset of the prism's centre line (headrests sit left and right). */
  y?: number;
  /** 'paint' = the car's colour; otherwise a fixed hex such as a white habitation box. */
  colour: 'paint' | string;
  /** Beltline height: the shoulder highlight of the side face. */
  belt: number;
  /** The glasshouse leans in: the half width shrinks by `inset` from z=`from` to z=`to`. */
  tumble?: { from: number; to: number; inset: number };
  /** Side glass, door cuts, handles and decals on the side face, in (u, z). */
  windows?: Pt[][];
  cuts?: Pt[][];
  handles?: Pt[];
  decals?: { points: Pt[]; colour: 'paint' | string }[];
  /** Drawn after the other prisms (headrests standing in an open cockpit). */
  overlay?: boolean;
}

export interface Axle {
  u: number;
  r: number;
  /** The prism whose wheel arch holds this wheel. */
  prism: number;
}

/** A lamp on the front or rear face: heights z0..z1 and lateral band inner..outer from the centre line. */
export interface Lamp {
  z0: number;
  z1: number;
  inner: number;
  outer: number;
}

export interface VehicleModel {
  length: number;
  width: number;
  height: number;
  prisms: Prism[];
  axles: Axle[];
  tyreWidth: number;
  headlamp: Lamp;
  grille: { z0: number; z1: number; half: number };
  taillamp: Lamp;
  /** Prism carrying the tail lamps (the last body section). */
  rearPrism: number;
  /** Door mirror root on the first prism, (u, z). */
  mirror?: Pt;
}

/** Expands [u, z, tag?] corners into tagged outline points. */
export function outline(points: readonly ProfilePoint[]): OutlinePoint[] {
  let tag: SurfaceTag = 'paint';
  return points.map(([u, z, next]) => {
    tag = next ?? tag;
    return { u, z, tag };
  });
}

/**
 * A body profile: `top` runs from the front bottom corner over the roof to the rear bottom corner (both at
 * sill height, the last one tagged 'under'); the underside back to the front gets a round wheel arch over
 * every axle that lies between the two corners.
 */
export function profile(
  top: readonly ProfilePoint[],
  axles: readonly { u: number; r: number }[],
): OutlinePoint[] {
  const front = top[0]!;
  const rear = top[top.length - 1]!;
  const sill = rear[1];
  const arches: ProfilePoint[] = [];
  const between = axles.filter((a) => a.u < rear[0] && a.u > front[0]).sort((a, b) => b.u - a.u);
  for (const { u, r } of between) {
    const radius = r + 0.06;
    const start = Math.asin(Math.max(-1, Math.min(1, (sill - r) / radius)));
    const steps = 12;
    for (let i = 0; i <= steps; i++) {
      const t = start + ((Math.PI - 2 * start) * i) / steps;
      arches.push([u + radius * Math.cos(t), r + radius * Math.sin(t), i === steps ? 'under' : 'arch']);
    }
  }
  return outline([...top, ...arches]);
}

/** Clips a convex polygon to lo ≤ u ≤ hi. */
function clipBand(polygon: readonly Pt[], lo: number, hi: number): Pt[] {
  const clip = (points: readonly Pt[], inside: (p: Pt) => boolean, cut: number): Pt[] => {
    const result: Pt[] = [];
    points.forEach((current, i) => {
      const previous = points[(i + points.length - 1) % points.length]!;
      const crossing = (): Pt => {
        const t = (cut - previous[0]) / (current[0] - previous[0]);
        return [cut, previous[1] + (current[1] - previous[1]) * t];
      };
      if (inside(current)) {
        if (!inside(previous)) result.push(crossing());
        result.push(current);
      } else if (inside(previous)) result.push(crossing());
    });
    return result;
  };
  return clip(
    clip(polygon, (p) => p[0] >= lo, lo),
    (p) => p[0] <= hi,
    hi,
  );
}

/**
 * Side glass: the daylight opening from the A-pillar base and top to the rearmost pillar's top and base,
 * split into panes by pillars at the given u positions.
 */
export function glasshouse(
  aBase: Pt,
  aTop: Pt,
  rearTop: Pt,
  rearBase: Pt,
  pillars: readonly number[],
  pillarWidth = 0.09,
): Pt[][] {
  const opening: Pt[] = [aBase, aTop, rearTop, rearBase];
  const edges = [-Infinity, ...pillars.flatMap((u) => [u - pillarWidth / 2, u + pillarWidth / 2]), Infinity];
  const panes: Pt[][] = [];
  for (let i = 0; i < edges.length; i += 2) {
    const pane = clipBand(opening, edges[i]!, edges[i + 1]!);
    if (pane.length >= 3) panes.push(pane);
  }
  return panes;
}

/** A box profile (trays, cargo boxes, chassis rails) with tags for its faces. */
export function box(
  u0: number,
  u1: number,
  z0: number,
  z1: number,
  top: SurfaceTag = 'paint',
): OutlinePoint[] {
  return outline([
    [u0, z0, 'front'],
    [u0, z1, top],
    [u1, z1, 'rear'],
    [u1, z0, 'under'],
  ]);
}
