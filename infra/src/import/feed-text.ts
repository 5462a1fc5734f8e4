import { ImportError } from './import-error';

const SAVE_AS_UTF8 = 'save it as UTF-8 and import it again';

const strictUtf8 = () => new TextDecoder('utf-8', { fatal: true });

/** The first line (from 1) of `bytes` that is not UTF-8. */
function firstForeignLine(bytes: Uint8Array): number {
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    try {
      strictUtf8().decode(bytes.subarray(start, i));
    } catch {
      return line;
    }
    line++;
    start = i + 1;
  }
  return line;
}

/**
 * A feed file's bytes as text: feeds are UTF-8 (a byte order mark is dropped). A UTF-16 file or bytes that
 * are not UTF-8 (a Latin-1 "é") refuse the whole file, naming the line, rather than import every such
 * character as "�".
 */
export function feedText(bytes: Uint8Array): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw new ImportError('unreadable', `The feed is UTF-16 text: ${SAVE_AS_UTF8}`);
  try {
    return strictUtf8().decode(bytes);
  } catch {
    const line = firstForeignLine(bytes);
    throw new ImportError('unreadable', `The feed is not UTF-8 text (line ${line}): ${SAVE_AS_UTF8}`);
  }
}

/** A feed sent over HTTP in another character set than UTF-8 (`text/csv; charset=iso-8859-1`). */
export function foreignCharset(contentType: string | undefined): string | null {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  return charset && charset !== 'utf-8' && charset !== 'utf8' ? charset : null;
}
