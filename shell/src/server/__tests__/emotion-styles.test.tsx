/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { CacheProvider, css, Global } from '@emotion/react';
import { createServerStyleCache, criticalStyleTags } from '../emotion-styles';

function render(element: React.ReactElement) {
  const cache = createServerStyleCache();
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  return { html, styles: criticalStyleTags(cache, html), cache };
}

describe('server styles', () => {
  it('renders no style element in the HTML and lists the rules it uses in one head element', () => {
    const { html, styles } = render(
      <p
        css={css`
          color: red;
        `}
      >
        Hi
      </p>,
    );
    expect(html).not.toContain('<style');
    const id = /class="css-([a-z0-9]+)"/.exec(html)![1]!;
    expect(styles).toBe(`<style data-emotion="css ${id}" data-s="">.css-${id}{color:red;}</style>`);
  });

  it('leaves out rules rendered in an earlier pass that the final HTML no longer uses', () => {
    const cache = createServerStyleCache();
    const first = renderToString(
      <CacheProvider value={cache}>
        <p
          css={css`
            color: blue;
          `}
        />
      </CacheProvider>,
    );
    const final = renderToString(
      <CacheProvider value={cache}>
        <p
          css={css`
            color: green;
          `}
        />
      </CacheProvider>,
    );
    const styles = criticalStyleTags(cache, final);
    expect(styles).toContain('color:green');
    expect(styles).not.toContain('color:blue');
    expect(first).not.toEqual(final);
  });

  it('gives each global style the element emotion’s Global takes over in the browser', () => {
    const { styles } = render(
      <Global
        styles={css`
          body {
            margin: 0;
          }
        `}
      />,
    );
    expect(styles).toMatch(
      /^<style data-emotion="css-global [a-z0-9]+" data-s="">body\{margin:0;\}<\/style>$/,
    );
  });

  it('cannot be closed early by a value in the rules', () => {
    const { styles } = render(
      <p
        css={css`
          content: '</style><script>alert(1)</script>';
        `}
      />,
    );
    // Only `</style` ends a style element; escaped, CSS reads the same string.
    expect(styles.match(/<\/style/gi)).toHaveLength(1);
    expect(styles).toContain("content:'<\\/style><script>alert(1)</script>';");
  });
});
