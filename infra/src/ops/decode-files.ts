import { RegistryError } from '../registry/registry-error';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** {relativePath: base64} of the publish API → relativePath → bytes. */
export function decodeFiles(files: Record<string, string>): Map<string, Buffer> {
  const decoded = new Map<string, Buffer>();
  for (const [file, content] of Object.entries(files)) {
    if (content.length % 4 !== 0 || !BASE64.test(content)) {
      throw new RegistryError(400, `files[${JSON.stringify(file)}] is not base64`);
    }
    decoded.set(file, Buffer.from(content, 'base64'));
  }
  return decoded;
}

export function encodeFiles(files: ReadonlyMap<string, Uint8Array>): Record<string, string> {
  return Object.fromEntries([...files].map(([file, bytes]) => [file, Buffer.from(bytes).toString('base64')]));
}
