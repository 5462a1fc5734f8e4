export interface ParsedEml {
  headers: Record<string, string>;
  /** Decoded MIME parts (base64 bodies decoded). */
  parts: { headers: Record<string, string>; body: string }[];
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Decodes RFC 2047 encoded-words (=?UTF-8?B?…?=). */
export function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=/g, (_, b64: string) =>
    Buffer.from(b64, 'base64').toString('utf8'),
  );
}

/** Reads a multipart .eml as the spool writes it (a check of what a mail client would see). */
export function parseEml(eml: string): ParsedEml {
  const split = eml.indexOf('\r\n\r\n');
  const headers = parseHeaders(eml.slice(0, split));
  const boundary = /boundary="([^"]+)"/.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const body = eml.slice(split + 4);
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((raw) => {
      const part = raw.replace(/^\r\n/, '');
      const end = part.indexOf('\r\n\r\n');
      const partHeaders = parseHeaders(part.slice(0, end));
      const content = part.slice(end + 4).trim();
      return {
        headers: partHeaders,
        body:
          partHeaders['content-transfer-encoding'] === 'base64'
            ? Buffer.from(content.replace(/\r\n/g, ''), 'base64').toString('utf8')
            : content,
      };
    });
  return { headers, parts };
}
