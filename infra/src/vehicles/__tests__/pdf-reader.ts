import { inflateSync } from 'node:zlib';

/**
 * A small PDF reader for the brochure tests (not a test file: jest only runs *.test.ts; the e2e spec uses it
 * too). It checks the file's structure the way a viewer finds its way in (header, `startxref` pointing at the
 * cross-reference table, every in-use entry pointing at its `N G obj`, the trailer's catalogue and page tree)
 * and reads what the pages say: the text shown by Tj/TJ in their content streams (Flate-decoded), decoded
 * as single-byte WinAnsi, which is what the standard PDF fonts use.
 */
export interface PdfSummary {
  version: string;
  pages: number;
  /** The document information dictionary's text entries (Title, Author…). */
  info: Record<string, string>;
  /** The text of every page, one line per text operator. */
  text: string;
  /** The embedded images: filter and size. */
  images: { filter: string; width: number; height: number }[];
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

const latin1 = (bytes: Buffer) => bytes.toString('latin1');

/** The literal string at the start of `source` (after its "("), with escapes and a UTF-16 BOM decoded. */
function literalString(source: string): string {
  let out = '';
  let depth = 1;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[++i]!;
      const octal = /^[0-7]{1,3}/.exec(source.slice(i));
      if (octal) {
        out += String.fromCharCode(parseInt(octal[0], 8));
        i += octal[0].length - 1;
      } else out += ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[next] ?? next;
      continue;
    }
    if (c === '(') depth++;
    if (c === ')' && --depth === 0) break;
    out += c;
  }
  if (out.startsWith('\u00fe\u00ff')) {
    const bytes = Buffer.from(out.slice(2), 'latin1');
    return bytes.swap16().toString('utf16le');
  }
  return out;
}

const hexString = (hex: string) => latin1(Buffer.from(hex.replace(/\s+/g, ''), 'hex'));

function objectAt(bytes: Buffer, offset: number, number: number): PdfObject {
  const head = latin1(bytes.subarray(offset, offset + 40));
  if (!new RegExp(`^${number} \\d+ obj\\b`).test(head)) {
    throw new Error(`xref entry ${number} points at "${head.slice(0, 20)}", not at object ${number}`);
  }
  const rest = latin1(bytes.subarray(offset));
  const end = rest.indexOf('endobj');
  const streamAt = rest.indexOf('stream');
  if (streamAt < 0 || streamAt > end) return { dict: rest.slice(0, end), stream: null };
  const dict = rest.slice(0, streamAt);
  const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
  const start = offset + streamAt + 'stream'.length + (rest[streamAt + 6] === '\r' ? 2 : 1);
  const raw = bytes.subarray(start, start + length);
  if (
    latin1(bytes.subarray(start + length, start + length + 12))
      .trim()
      .slice(0, 9) !== 'endstream'
  )
    throw new Error(`object ${number}: the stream is not ${length} bytes long`);
  return { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw };
}

/** The text shown by a content stream: each Tj, ' or " string and each TJ array (kerning numbers dropped). */
function contentText(content: string): string[] {
  const lines: string[] = [];
  const operators =
    /\[((?:<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|[^\]])*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*(?:Tj|'|")/g;
  for (const match of content.matchAll(operators)) {
    const parts = match[1] ?? match[2]!;
    const strings = parts.match(/<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
    lines.push(
      strings
        .map((s) => (s.startsWith('<') ? hexString(s.slice(1, -1)) : literalString(s.slice(1))))
        .join(''),
    );
  }
  return lines;
}

export function readPdf(bytes: Buffer): PdfSummary {
  const header = /^%PDF-(\d\.\d)/.exec(latin1(bytes.subarray(0, 16)));
  if (!header) throw new Error('no %PDF- header');
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 64)));
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!startxref) throw new Error('no startxref / %%EOF at the end');
  const xrefText = latin1(bytes.subarray(Number(startxref[1])));
  const table = /^xref\s+(\d+) (\d+)\s+/.exec(xrefText);
  if (!table) throw new Error('startxref does not point at a cross-reference table');
  const first = Number(table[1]);
  const entries = xrefText
    .slice(table[0].length)
    .match(/^\d{10} \d{5} [nf]/gm)!
    .slice(0, Number(table[2]));
  const objects = new Map<number, PdfObject>();
  entries.forEach((entry, i) => {
    if (entry.endsWith('n')) objects.set(first + i, objectAt(bytes, Number(entry.slice(0, 10)), first + i));
  });
  const trailer = xrefText.slice(xrefText.indexOf('trailer'));
  const ref = (dict: string, key: string) => {
    const match = new RegExp(`/${key} (\\d+) \\d+ R`).exec(dict);
    const object = match && objects.get(Number(match[1]));
    if (!object) throw new Error(`no /${key} object`);
    return object;
  };
  const catalog = ref(trailer, 'Root');
  const pageTree = ref(catalog.dict, 'Pages');
  const infoDict = ref(trailer, 'Info').dict;
  const info: Record<string, string> = {};
  for (const match of infoDict.matchAll(/\/(\w+) (?:\(|(\d+) \d+ R)/g)) {
    const source = match[2]
      ? objects.get(Number(match[2]))?.dict.replace(/^\d+ \d+ obj\s*/, '')
      : infoDict.slice(match.index! + match[0].length - 1);
    if (source?.startsWith('(')) info[match[1]!] = literalString(source.slice(1));
  }
  const pages = [...objects.values()].filter((o) => /\/Type \/Page\b/.test(o.dict));
  const text = pages.flatMap((page) =>
    contentText(latin1(ref(page.dict, 'Contents').stream ?? Buffer.alloc(0))),
  );
  const images = [...objects.values()]
    .filter((o) => /\/Subtype \/Image/.test(o.dict))
    .map((o) => ({
      filter: /\/Filter \/(\w+)/.exec(o.dict)?.[1] ?? '',
      width: Number(/\/Width (\d+)/.exec(o.dict)?.[1]),
      height: Number(/\/Height (\d+)/.exec(o.dict)?.[1]),
    }));
  return {
    version: header[1]!,
    pages: Number(/\/Count (\d+)/.exec(pageTree.dict)?.[1] ?? 0),
    info,
    text: text.join('\n'),
    images,
  };
}
