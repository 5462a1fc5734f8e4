import type { DemoBody } from '../demo-catalogue';
import {
  glasshouse,
  type Lamp,
  profile,
  type Prism,
  type ProfilePoint,
  type VehicleModel,
} from './model-kit';
import type { Pt } from './svg';

/** Everything a one-piece passenger body needs; `car()` turns it into a model. */
interface CarSpec {
  length: number;
  width: number;
  height: number;
  r: number;
  axles: [number, number];
  top: ProfilePoint[];
  belt: number;
  glass: Pt[][];
  cuts: Pt[][];
  handles: Pt[];
  head: Lamp;
  grille: { z0: number; z1: number; half: number };
  tail: Lamp;
  mirror: Pt;
  extras?: Prism[];
  /** How far the glasshouse leans in, as a share of the width (default 0.085; boxy vans and buses less). */
  lean?: number;
}

/** A one-piece body: the profile extruded to the car's width, the glasshouse leaning in above the belt. */
export function car(spec: CarSpec): VehicleModel {
  const axles = spec.axles.map((u) => ({ u, r: spec.r, prism: 0 }));
  const body: Prism = {
    outline: profile(spec.top, axles),
    halfWidth: spec.width / 2,
    colour: 'paint',
    belt: spec.belt,
    tumble: { from: spec.belt, to: spec.height, inset: spec.width * (spec.lean ?? 0.085) },
    windows: spec.glass,
    cuts: spec.cuts,
    handles: spec.handles,
  };
  return {
    length: spec.length,
    width: spec.width,
    height: spec.height,
    prisms: [body, ...(spec.extras ?? [])],
    axles,
    tyreWidth: 0.23,
    headlamp: spec.head,
    grille: spec.grille,
    taillamp: spec.tail,
    rearPrism: 0,
    mirror: spec.mirror,
  };
}

/** The door cut that curves around a rear wheel arch (centre u, wheel radius r) up to the belt. */
function rearDoorCut(u: number, r: number, belt: number, sill: number): Pt[] {
  const radius = r + 0.12;
  const around = [90, 120, 150, 172].map((deg) => {
    const t = (deg * Math.PI) / 180;
    return [u + radius * Math.cos(t), r + radius * Math.sin(t)] as const;
  });
  return [[u + 0.02, belt], ...around, [around[3]![0], sill + 0.02]];
}

/** Passenger bodies: sedan, hatch, wagon, SUV, people mover, coupe and convertible. */
// prettier-ignore
export const CAR_MODELS: Partial<Record<DemoBody, VehicleModel>> = {
  sedan: car({
    length: 4.8, width: 1.83, height: 1.45, r: 0.32, axles: [0.95, 3.75], belt: 0.95,
    top: [[0.12, 0.24, 'front'], [0, 0.42], [0.03, 0.63, 'paint'], [0.45, 0.75], [1.05, 0.83], [1.72, 0.9, 'glass'],
      [2.42, 1.4, 'paint'], [2.95, 1.45], [3.3, 1.41, 'glass'], [3.95, 1.02, 'paint'], [4.55, 0.99, 'rear'],
      [4.78, 0.93], [4.8, 0.55], [4.7, 0.24, 'under']],
    glass: glasshouse([1.86, 0.96], [2.45, 1.35], [3.28, 1.36], [3.72, 1.0], [2.88]),
    cuts: [[[1.75, 0.92], [1.7, 0.27]], [[2.88, 1.0], [2.9, 0.26]], rearDoorCut(3.75, 0.32, 1.0, 0.24), [[1.7, 0.27], [3.32, 0.27]]],
    handles: [[2.6, 0.87], [3.55, 0.9]],
    head: { z0: 0.5, z1: 0.62, inner: 0.45, outer: 0.86 }, grille: { z0: 0.28, z1: 0.48, half: 0.42 },
    tail: { z0: 0.8, z1: 0.93, inner: 0.35, outer: 0.88 }, mirror: [1.9, 0.97],
  }),
  hatch: car({
    length: 4.15, width: 1.78, height: 1.45, r: 0.31, axles: [0.86, 3.46], belt: 0.96,
    top: [[0.12, 0.22, 'front'], [0, 0.42], [0.04, 0.63, 'paint'], [0.5, 0.78], [1.22, 0.9, 'glass'],
      [1.98, 1.42, 'paint'], [3.4, 1.45], [3.72, 1.41, 'glass'], [4.0, 1.06, 'rear'], [4.1, 0.95], [4.15, 0.55],
      [4.05, 0.22, 'under']],
    glass: glasshouse([1.34, 0.97], [1.98, 1.37], [3.52, 1.38], [3.86, 1.04], [2.62, 3.42], 0.1),
    cuts: [[[1.28, 0.92], [1.26, 0.25]], [[2.62, 0.98], [2.63, 0.24]], rearDoorCut(3.46, 0.31, 1.0, 0.22), [[1.26, 0.25], [3.03, 0.25]]],
    handles: [[2.25, 0.88], [3.3, 0.9]],
    head: { z0: 0.5, z1: 0.62, inner: 0.42, outer: 0.82 }, grille: { z0: 0.26, z1: 0.46, half: 0.4 },
    tail: { z0: 0.82, z1: 1.0, inner: 0.45, outer: 0.85 }, mirror: [1.42, 0.98],
  }),
  wagon: car({
    length: 4.85, width: 1.83, height: 1.48, r: 0.32, axles: [0.95, 3.8], belt: 0.97,
    top: [[0.12, 0.24, 'front'], [0, 0.42], [0.03, 0.63, 'paint'], [0.45, 0.75], [1.05, 0.83], [1.72, 0.9, 'glass'],
      [2.42, 1.42, 'paint'], [4.45, 1.46], [4.72, 1.39, 'glass'], [4.83, 1.02, 'rear'], [4.85, 0.55],
      [4.75, 0.24, 'under']],
    glass: glasshouse([1.86, 0.98], [2.45, 1.37], [4.5, 1.39], [4.68, 1.02], [2.95, 3.85], 0.1),
    cuts: [[[1.75, 0.92], [1.72, 0.27]], [[2.92, 1.0], [2.93, 0.26]], rearDoorCut(3.8, 0.32, 1.0, 0.24), [[1.72, 0.27], [3.36, 0.27]]],
    handles: [[2.62, 0.88], [3.58, 0.9]],
    head: { z0: 0.5, z1: 0.62, inner: 0.45, outer: 0.86 }, grille: { z0: 0.28, z1: 0.48, half: 0.42 },
    tail: { z0: 0.85, z1: 1.0, inner: 0.5, outer: 0.88 }, mirror: [1.9, 0.99],
  }),
  suv: car({
    length: 4.7, width: 1.9, height: 1.69, r: 0.37, axles: [0.95, 3.72], belt: 1.12,
    top: [[0.14, 0.38, 'front'], [0, 0.58], [0.03, 0.87, 'paint'], [0.6, 1.0], [1.42, 1.08, 'glass'],
      [2.12, 1.64, 'paint'], [4.2, 1.69], [4.5, 1.62, 'glass'], [4.64, 1.2, 'rear'], [4.7, 0.68], [4.58, 0.38, 'under']],
    glass: glasshouse([1.52, 1.13], [2.15, 1.59], [4.3, 1.62], [4.5, 1.16], [2.78, 3.78], 0.11),
    cuts: [[[1.48, 1.08], [1.45, 0.41]], [[2.76, 1.13], [2.77, 0.41]], rearDoorCut(3.72, 0.37, 1.14, 0.38), [[1.45, 0.41], [3.23, 0.41]]],
    handles: [[2.35, 1.04], [3.45, 1.06]],
    head: { z0: 0.72, z1: 0.86, inner: 0.5, outer: 0.9 }, grille: { z0: 0.42, z1: 0.7, half: 0.48 },
    tail: { z0: 1.0, z1: 1.18, inner: 0.5, outer: 0.92 }, mirror: [1.6, 1.15],
    extras: [-0.68, 0.68].map((y) => ({
      outline: profile([[2.3, 1.69, 'trim'], [2.36, 1.75], [4.1, 1.75], [4.16, 1.69, 'under']], []),
      halfWidth: 0.03, y, colour: '#1e1f21', belt: 1.72, overlay: true,
    })),
  }),
  peopleMover: car({
    length: 5.1, width: 1.88, height: 1.76, r: 0.33, axles: [1.0, 4.02], belt: 1.08,
    top: [[0.12, 0.27, 'front'], [0, 0.48], [0.04, 0.81, 'paint'], [0.55, 0.95], [1.15, 1.05, 'glass'],
      [1.92, 1.73, 'paint'], [4.72, 1.76], [4.95, 1.68, 'glass'], [5.07, 1.15, 'rear'], [5.1, 0.62], [5.0, 0.27, 'under']],
    glass: glasshouse([1.24, 1.09], [1.95, 1.68], [4.8, 1.7], [4.96, 1.12], [2.55, 3.6, 4.35], 0.1),
    cuts: [[[1.18, 1.04], [1.16, 0.3]], [[2.55, 1.1], [2.56, 0.3]], [[3.56, 1.1], [3.56, 0.3]], [[3.6, 1.24], [4.85, 1.24]],
      [[1.16, 0.3], [3.56, 0.3]]],
    handles: [[2.2, 1.0], [2.75, 1.0]],
    head: { z0: 0.6, z1: 0.76, inner: 0.45, outer: 0.88 }, grille: { z0: 0.3, z1: 0.56, half: 0.42 },
    tail: { z0: 0.95, z1: 1.15, inner: 0.5, outer: 0.88 }, mirror: [1.3, 1.12],
  }),
  coupe: car({
    length: 4.6, width: 1.86, height: 1.28, r: 0.33, axles: [1.05, 3.68], belt: 0.9,
    top: [[0.12, 0.2, 'front'], [0, 0.38], [0.04, 0.57, 'paint'], [0.7, 0.72], [1.7, 0.84, 'glass'],
      [2.45, 1.27, 'paint'], [2.95, 1.28, 'glass'], [3.85, 0.98, 'paint'], [4.42, 0.95, 'rear'], [4.6, 0.9],
      [4.6, 0.5], [4.5, 0.2, 'under']],
    glass: glasshouse([1.8, 0.9], [2.46, 1.22], [2.95, 1.23], [3.52, 0.94], [3.12], 0.1),
    cuts: [[[1.65, 0.84], [1.62, 0.23]], [[3.1, 0.95], [3.1, 0.23]], [[1.62, 0.23], [3.1, 0.23]]],
    handles: [[2.9, 0.85]],
    head: { z0: 0.44, z1: 0.56, inner: 0.45, outer: 0.86 }, grille: { z0: 0.22, z1: 0.42, half: 0.42 },
    tail: { z0: 0.72, z1: 0.88, inner: 0.38, outer: 0.88 }, mirror: [1.88, 0.92],
  }),
  convertible: car({
    length: 4.5, width: 1.84, height: 1.2, r: 0.33, axles: [1.0, 3.6], belt: 0.9,
    top: [[0.12, 0.22, 'front'], [0, 0.4], [0.04, 0.59, 'paint'], [0.7, 0.74], [1.6, 0.84, 'glass'], [2.08, 1.2, 'trim'],
      [2.15, 1.18, 'cabin'], [2.2, 0.93], [3.45, 0.93, 'paint'], [3.62, 0.97], [4.32, 0.95, 'rear'], [4.5, 0.9],
      [4.5, 0.5], [4.4, 0.22, 'under']],
    glass: glasshouse([1.8, 0.9], [2.12, 1.1], [2.6, 1.08], [2.74, 0.9], []),
    cuts: [[[1.6, 0.86], [1.58, 0.25]], [[3.05, 0.93], [3.05, 0.25]], [[1.58, 0.25], [3.05, 0.25]]],
    handles: [[2.85, 0.86]],
    head: { z0: 0.46, z1: 0.58, inner: 0.45, outer: 0.86 }, grille: { z0: 0.24, z1: 0.44, half: 0.42 },
    tail: { z0: 0.74, z1: 0.88, inner: 0.4, outer: 0.86 }, mirror: [1.85, 0.94],
    extras: [-0.4, 0.4].map((y) => ({
      outline: profile([[2.92, 0.93, 'cabin'], [2.92, 1.06], [2.97, 1.12], [3.1, 1.13], [3.16, 1.06], [3.16, 0.93, 'under']], []),
      halfWidth: 0.14, y, colour: '#2a2b2e', belt: 1.0, overlay: true,
    })),
  }),
};
