/**
 * The declarations that apply to `element` under one media condition ('forced-colors: active',
 * 'prefers-reduced-motion: reduce') or container condition ('max-width: 15rem' of an @container rule), read
 * from the rules in the document's style sheets: jsdom computes no style from inside an @media or @container
 * rule, so a test of a high-contrast, reduced-motion or narrow-container style reads the rule.
 * `pseudo` ('::-webkit-slider-thumb', ':focus-visible') picks the rules for that part or state of the element.
 */
export function mediaStyle(element: Element, condition: string, pseudo = ''): Record<string, string> {
  const style: Record<string, string> = {};
  for (const sheet of Array.from(element.ownerDocument.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      const conditional = conditionOf(rule);
      if (!conditional || !conditional.text.includes(condition)) continue;
      for (const inner of Array.from(conditional.rules)) {
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

/** An @media or @container rule's condition and rules (jsdom has no CSSContainerRule to test for). */
function conditionOf(rule: CSSRule): { text: string; rules: CSSRuleList } | null {
  if (rule instanceof CSSMediaRule) return { text: rule.media.mediaText, rules: rule.cssRules };
  if (rule.cssText.startsWith('@container') && 'cssRules' in rule) {
    return { text: rule.cssText.slice(0, rule.cssText.indexOf('{')), rules: rule.cssRules as CSSRuleList };
  }
  return null;
}
