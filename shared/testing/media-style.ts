/**
 * The declarations that apply to `element` under one media condition ('forced-colors: active',
 * 'prefers-reduced-motion: reduce'), read from the rules in the document's style sheets: jsdom computes no
 * style from inside an @media rule, so a test of a high-contrast or reduced-motion style reads the rule.
 * `pseudo` ('::-webkit-slider-thumb', ':focus-visible') picks the rules for that part or state of the element.
 */
export function mediaStyle(element: Element, condition: string, pseudo = ''): Record<string, string> {
  const style: Record<string, string> = {};
  for (const sheet of Array.from(element.ownerDocument.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.media.mediaText.includes(condition)) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (!(inner instanceof CSSStyleRule) || !appliesTo(inner.selectorText, element, pseudo)) continue;
        for (const property of Array.from(inner.style)) {
          style[property] = inner.style.getPropertyValue(property);
        }
      }
    }
  }
  return style;
}

function appliesTo(selectorText: string, element: Element, pseudo: string): boolean {
  return selectorText.split(',').some((selector) => {
    const trimmed = selector.trim();
    if (pseudo ? !trimmed.endsWith(pseudo) : /::|:focus|:hover|:active/.test(trimmed)) return false;
    return element.matches(pseudo ? trimmed.slice(0, -pseudo.length) : trimmed);
  });
}
