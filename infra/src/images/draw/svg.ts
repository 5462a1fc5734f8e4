/** Tiny SVG string helpers. Numbers are rounded to one decimal so the markup (and the picture) is stable. */

export type Pt = readonly [number, number];

/** A coordinate as SVG text: one decimal, no "-0". */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return (Object.is(rounded, -0) ? 0 : rounded).toString();
}

/** Path data of a polygon (closed) or a polyline. */
export function pathData(points: readonly Pt[], close = true): string {
  const body = points.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)} ${num(y)}`).join('');
  return close ? `${body}Z` : body;
}

/** A filled polygon; `attrs` is raw attribute text such as `fill="#123"`. */
export function poly(points: readonly Pt[], attrs: string): string {
  return `<path d="${pathData(points)}" ${attrs}/>`;
}

/** A polyline stroke. */
export function line(points: readonly Pt[], attrs: string): string {
  return `<path d="${pathData(points, false)}" fill="none" ${attrs}/>`;
}

/** A vertical or diagonal linear gradient from [offset, colour, opacity?] stops. */
export function linearGradient(
  id: string,
  stops: ReadonlyArray<readonly [number, string, number?]>,
  direction: { x1: number; y1: number; x2: number; y2: number } = { x1: 0, y1: 0, x2: 0, y2: 1 },
): string {
  const stopTags = stops
    .map(([offset, colour, opacity]) => {
      const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
      return `<stop offset="${offset}" stop-color="${colour}"${alpha}/>`;
    })
    .join('');
  const { x1, y1, x2, y2 } = direction;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>`;
}

/** A radial gradient (objectBoundingBox units). */
export function radialGradient(
  id: string,
  stops: ReadonlyArray<readonly [number, string, number?]>,
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
): string {
  const stopTags = stops
    .map(([offset, colour, opacity]) => {
      const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
      return `<stop offset="${offset}" stop-color="${colour}"${alpha}/>`;
    })
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopTags}</radialGradient>`;
}

/** The whole document: a 1500×1000 canvas (3:2) unless told otherwise. */
export function svgDocument(defs: string, body: string, width = 1500, height = 1000): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}
