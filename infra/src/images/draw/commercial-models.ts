import type { DemoBody } from '../demo-catalogue';
import { car } from './car-models';
import { box, glasshouse, profile, type Prism, type VehicleModel } from './model-kit';

const CHASSIS_BLACK = '#1b1c1e';
const ALLOY = '#b7bcc2';
const HABITAT_WHITE = '#f1f2f0';

// prettier-ignore
/** Dual-cab cabin front shared by the ute and the cab chassis: [u, z, tag] corners up to the B-pillar. */
const CAB_NOSE = [
  [0.14, 0.42, 'front'], [0, 0.64], [0.04, 0.99, 'paint'], [0.6, 1.08], [1.45, 1.15, 'glass'], [2.1, 1.78, 'paint'],
] as const;

/** A single cab for the cab chassis: nose, roof, small rear window, cab back. */
function singleCab(): Prism {
  const axles = [{ u: 1.0, r: 0.38 }];
  return {
    // prettier-ignore
    outline: profile([...CAB_NOSE, [2.55, 1.81], [2.62, 1.72, 'glass'], [2.66, 1.3, 'paint'], [2.68, 0.45, 'under']], axles),
    halfWidth: 0.925,
    colour: 'paint',
    belt: 1.22,
    tumble: { from: 1.22, to: 1.81, inset: 0.15 },
    windows: glasshouse([1.55, 1.23], [2.13, 1.73], [2.5, 1.75], [2.52, 1.23], []),
    cuts: [
      [
        [1.5, 1.18],
        [1.48, 0.47],
        [2.6, 0.47],
        [2.6, 1.24],
      ],
    ],
    handles: [[2.35, 1.12]],
  };
}

/** Utes, cab chassis, vans, light trucks, motorhomes and buses. */
// prettier-ignore
export const COMMERCIAL_MODELS: Partial<Record<DemoBody, VehicleModel>> = {
  ute: car({
    length: 5.33, width: 1.87, height: 1.81, r: 0.38, axles: [1.0, 4.1], belt: 1.22,
    top: [...CAB_NOSE, [3.2, 1.81], [3.3, 1.75, 'glass'], [3.33, 1.3, 'paint'], [3.36, 1.22, 'bed'], [5.28, 1.22, 'rear'],
      [5.33, 1.1], [5.33, 0.62], [5.22, 0.42, 'under']],
    glass: glasshouse([1.55, 1.23], [2.13, 1.73], [3.2, 1.75], [3.22, 1.23], [2.66], 0.1),
    cuts: [[[1.5, 1.18], [1.48, 0.45]], [[2.66, 1.24], [2.67, 0.45]], [[3.26, 1.24], [3.26, 0.45]], [[3.36, 1.2], [3.36, 0.6]],
      [[1.48, 0.45], [3.26, 0.45]]],
    handles: [[2.3, 1.12], [3.05, 1.12]],
    head: { z0: 0.82, z1: 0.97, inner: 0.52, outer: 0.88 }, grille: { z0: 0.46, z1: 0.8, half: 0.5 },
    tail: { z0: 0.7, z1: 1.15, inner: 0.72, outer: 0.9 }, mirror: [1.62, 1.25],
  }),
  cabChassis: {
    length: 5.3, width: 1.9, height: 1.9,
    prisms: [
      singleCab(),
      { outline: box(2.78, 5.3, 0.95, 1.28, 'deck'), halfWidth: 0.95, colour: ALLOY, belt: 1.28, cuts: [[[2.8, 1.12], [5.28, 1.12]]] },
      { outline: box(2.78, 2.86, 1.28, 1.9, 'deck'), halfWidth: 0.95, colour: ALLOY, belt: 1.9 },
      { outline: box(2.5, 5.0, 0.55, 0.95, 'trim'), halfWidth: 0.45, colour: CHASSIS_BLACK, belt: 0.95 },
    ],
    axles: [{ u: 1.0, r: 0.38, prism: 0 }, { u: 4.05, r: 0.38, prism: 1 }],
    tyreWidth: 0.24,
    headlamp: { z0: 0.82, z1: 0.97, inner: 0.52, outer: 0.88 }, grille: { z0: 0.46, z1: 0.8, half: 0.5 },
    taillamp: { z0: 0.98, z1: 1.12, inner: 0.62, outer: 0.9 }, rearPrism: 1, mirror: [1.62, 1.25],
  },
  van: car({
    length: 5.25, width: 1.95, height: 1.99, r: 0.34, axles: [0.95, 4.2], belt: 1.13, lean: 0.05,
    top: [[0.12, 0.3, 'front'], [0, 0.5], [0.05, 0.94, 'paint'], [0.75, 1.12, 'glass'], [1.45, 1.9, 'paint'], [1.72, 1.98],
      [5.12, 1.99], [5.2, 1.9, 'rear'], [5.25, 0.55], [5.12, 0.3, 'under']],
    glass: glasshouse([0.92, 1.16], [1.5, 1.85], [1.86, 1.9], [1.86, 1.16], []),
    cuts: [[[0.84, 1.1], [0.8, 0.33]], [[1.92, 1.92], [1.92, 0.33]], [[2.0, 1.9], [2.0, 0.33]], [[3.3, 1.9], [3.32, 0.33]],
      [[3.32, 1.55], [5.1, 1.55]], [[0.8, 0.33], [3.32, 0.33]]],
    handles: [[1.7, 1.05], [3.15, 1.05]],
    head: { z0: 0.7, z1: 0.9, inner: 0.5, outer: 0.9 }, grille: { z0: 0.4, z1: 0.66, half: 0.45 },
    tail: { z0: 0.7, z1: 1.3, inner: 0.8, outer: 0.95 }, mirror: [1.0, 1.2],
  }),
  bus: car({
    length: 7.0, width: 2.03, height: 2.62, r: 0.4, axles: [1.15, 5.05], belt: 1.3, lean: 0.03,
    top: [[0.08, 0.42, 'front'], [0, 0.68], [0.02, 1.1], [0.1, 1.22, 'glass'], [0.32, 2.42, 'paint'], [0.6, 2.6],
      [6.85, 2.62], [6.98, 2.5, 'rear'], [7.0, 0.62], [6.9, 0.42, 'under']],
    glass: [
      [[0.45, 1.35], [1.55, 1.35], [1.55, 2.3], [0.42, 2.3]],
      [[1.74, 1.2], [2.36, 1.2], [2.36, 2.3], [1.74, 2.3]],
      [[1.74, 0.62], [2.36, 0.62], [2.36, 1.1], [1.74, 1.1]],
      ...glasshouse([2.55, 1.35], [2.55, 2.3], [6.75, 2.32], [6.75, 1.35], [3.6, 4.65, 5.7], 0.1),
    ],
    cuts: [[[1.68, 0.5], [1.68, 2.36], [2.42, 2.36], [2.42, 0.5]], [[0.3, 1.28], [6.95, 1.28]]],
    handles: [],
    head: { z0: 0.55, z1: 0.75, inner: 0.55, outer: 0.95 }, grille: { z0: 0.8, z1: 1.05, half: 0.6 },
    tail: { z0: 0.7, z1: 1.15, inner: 0.78, outer: 0.98 }, mirror: [0.2, 2.0],
  }),
  lightTruck: {
    length: 6.9, width: 2.16, height: 3.05,
    prisms: [
      {
        outline: profile([[0.06, 0.55, 'front'], [0, 0.75], [0, 1.35], [0.06, 1.45, 'glass'], [0.2, 2.3, 'paint'], [0.35, 2.4],
          [1.85, 2.42], [1.92, 2.32], [1.95, 0.55, 'under']], [{ u: 1.15, r: 0.42 }]),
        halfWidth: 1.0, colour: 'paint', belt: 1.5, tumble: { from: 1.5, to: 2.42, inset: 0.08 },
        windows: glasshouse([0.32, 1.55], [0.36, 2.22], [1.3, 2.24], [1.3, 1.55], []),
        cuts: [[[0.26, 2.3], [0.26, 0.98], [1.52, 0.98], [1.52, 2.3]]], handles: [[1.4, 1.5]],
      },
      { outline: box(2.05, 6.9, 0.98, 3.05), halfWidth: 1.08, colour: HABITAT_WHITE, belt: 2.9,
        decals: [{ points: [[2.1, 1.2], [6.85, 1.2], [6.85, 1.36], [2.1, 1.36]], colour: 'paint' }] },
      { outline: box(1.7, 6.6, 0.55, 0.98, 'trim'), halfWidth: 0.48, colour: CHASSIS_BLACK, belt: 0.98 },
    ],
    axles: [{ u: 1.15, r: 0.42, prism: 0 }, { u: 4.75, r: 0.42, prism: 1 }],
    tyreWidth: 0.26,
    headlamp: { z0: 0.78, z1: 0.95, inner: 0.6, outer: 0.92 }, grille: { z0: 1.0, z1: 1.32, half: 0.6 },
    taillamp: { z0: 1.02, z1: 1.22, inner: 0.75, outer: 1.0 }, rearPrism: 1, mirror: [0.25, 1.9],
  },
  motorhome: {
    length: 7.3, width: 2.3, height: 3.02,
    prisms: [
      {
        outline: profile([[0.12, 0.36, 'front'], [0, 0.56], [0.05, 0.99, 'paint'], [0.55, 1.12], [0.75, 1.16, 'glass'],
          [1.35, 1.95, 'paint'], [1.5, 2.0], [1.6, 2.0], [1.62, 0.4, 'under']], [{ u: 0.95, r: 0.38 }]),
        halfWidth: 1.0, colour: 'paint', belt: 1.15, tumble: { from: 1.15, to: 2.0, inset: 0.1 },
        windows: glasshouse([1.02, 1.2], [1.42, 1.88], [1.52, 1.9], [1.52, 1.2], []),
        cuts: [[[1.57, 1.95], [1.57, 0.45]]], handles: [[1.45, 1.1]],
      },
      {
        outline: profile([[1.62, 0.72, 'paint'], [1.62, 2.02, 'under'], [0.9, 2.06, 'front'], [0.7, 2.45], [0.95, 3.0, 'paint'],
          [7.15, 3.02, 'rear'], [7.3, 2.85], [7.3, 0.78], [7.15, 0.72, 'under']], [{ u: 4.6, r: 0.38 }]),
        halfWidth: 1.15, colour: HABITAT_WHITE, belt: 2.2,
        decals: [
          { points: [[1.65, 1.0], [7.3, 1.0], [7.3, 1.25], [4.0, 1.3], [1.65, 1.45]], colour: 'paint' },
          { points: [[1.65, 1.52], [4.2, 1.36], [7.3, 1.31], [7.3, 1.37], [4.2, 1.42], [1.65, 1.58]], colour: 'paint' },
        ],
        windows: [
          [[2.2, 1.65], [3.2, 1.65], [3.2, 2.2], [2.2, 2.2]],
          [[5.4, 1.65], [6.6, 1.65], [6.6, 2.2], [5.4, 2.2]],
          [[1.0, 2.45], [1.55, 2.45], [1.55, 2.75], [1.05, 2.75]],
          [[3.55, 1.85], [3.9, 1.85], [3.9, 2.3], [3.55, 2.3]],
        ],
        cuts: [[[3.45, 0.8], [3.45, 2.42], [4.0, 2.42], [4.0, 0.8]]], handles: [[3.88, 1.5]],
      },
    ],
    axles: [{ u: 0.95, r: 0.38, prism: 0 }, { u: 4.6, r: 0.38, prism: 1 }],
    tyreWidth: 0.24,
    headlamp: { z0: 0.62, z1: 0.8, inner: 0.5, outer: 0.85 }, grille: { z0: 0.36, z1: 0.6, half: 0.45 },
    taillamp: { z0: 0.85, z1: 1.2, inner: 0.85, outer: 1.1 }, rearPrism: 1, mirror: [1.1, 1.3],
  },
};
