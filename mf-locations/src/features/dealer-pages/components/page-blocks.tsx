import { css, useTheme } from '@emotion/react';
import { type PageBlock } from '@dealerline/shared';
import {
  AcceptedPayments,
  ContentLink,
  filledButtonEdge,
  MarketingClaims,
  SitePromotions,
  Tabs,
} from '@dealerline/shared/ui';

/** The body of a content page, block by block (headings are h2: the page title is the h1). */
export function PageBlocks({ blocks }: { blocks: readonly PageBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}

function Block({ block }: { block: PageBlock }) {
  const theme = useTheme();
  switch (block.type) {
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'faq':
      return (
        <div data-faq>
          {block.items.map((item) => (
            <details
              key={item.question}
              css={css`
                margin-bottom: ${theme.space(2)};
                padding: ${theme.space(3)};
                border: 1px solid ${theme.colors.border};
                border-radius: ${theme.radius}px;
              `}
            >
              <summary
                css={css`
                  font-weight: 700;
                  cursor: pointer;
                `}
              >
                {item.question}
              </summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      );
    case 'cta':
      return (
        <p>
          <ContentLink
            href={block.href}
            css={css`
              display: inline-block;
              ${filledButtonEdge(theme.space(3), theme.space(5))}
              border-radius: ${theme.radius}px;
              background: ${theme.colors.primary};
              color: ${theme.colors.primaryText};
              font-weight: 700;
              text-decoration: none;
            `}
          >
            {block.label}
          </ContentLink>
        </p>
      );
    case 'image':
      return (
        <img
          src={block.url}
          alt={block.alt}
          css={css`
            display: block;
            max-width: 100%;
            height: auto;
          `}
        />
      );
    case 'tabs':
      return (
        <Tabs
          label="More information"
          tabs={block.tabs.map((tab) => ({
            label: tab.label,
            content: tab.paragraphs.map((text) => <p key={text}>{text}</p>),
          }))}
        />
      );
    case 'promotions':
      return <SitePromotions />;
    case 'claims':
      return <MarketingClaims claims={block.items} />;
    case 'payments':
      return <AcceptedPayments />;
    default:
      return unknownBlock(block);
  }
}

/** Compile-time check that every block type has a case above; renders nothing for a newer server's block. */
function unknownBlock(block: never): null {
  void block;
  return null;
}
