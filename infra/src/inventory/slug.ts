/** Kebab-case for slugs: "Mercedes-Benz" → "mercedes-benz", "SX+" → "sx", "e:HEV RS" → "e-hev-rs". */
export function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
