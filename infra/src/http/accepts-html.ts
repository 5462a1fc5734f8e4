/** Whether the Accept header allows an HTML answer (no header, text/html, text/* or *\/*). */
export function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept.split(',').some((part) => {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    const zero = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    return !zero && (type === 'text/html' || type === 'text/*' || type === '*/*');
  });
}
