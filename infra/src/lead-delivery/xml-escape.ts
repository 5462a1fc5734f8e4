/** XML 1.0 forbids control characters other than tab, newline and carriage return, and U+FFFE / U+FFFF. */
function isXmlChar(char: string): boolean {
  const code = char.charCodeAt(0);
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return code !== 0xfffe && code !== 0xffff;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an element or a quoted attribute: markup characters escaped, invalid characters dropped. */
export function xmlEscape(value: string): string {
  return Array.from(value)
    .filter(isXmlChar)
    .join('')
    .replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}
