import { checkShape, type DocumentProblem } from './json-shape';
import type { SiteDocument } from './site-document';
import { siteDocumentRuleProblems } from './site-document-rules';
import { siteDocumentSchema } from './site-document-schema';

/** A refused document: every problem found, each with its JSON path. Nothing was written. */
export class SiteDocumentRefused extends Error {
  constructor(readonly problems: readonly DocumentProblem[]) {
    super(refusalMessage(problems));
  }
}

/** "site.phone: …": where, then what. */
export function problemLine({ path, message }: DocumentProblem): string {
  return `${path || '(the document)'}: ${message}`;
}

/** "The site document has 2 problems…" and one line per problem: what the API answers and the CLI prints. */
export function refusalMessage(problems: readonly DocumentProblem[]): string {
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  const lines = problems.map((problem) => `  ${problemLine(problem)}`);
  return [`The site document has ${count}; nothing was written:`, ...lines].join('\n');
}

/**
 * The document, checked at the boundary: its structure first (a document of the wrong shape would make the
 * rules' messages guesses), then the rules. Throws SiteDocumentRefused naming every problem.
 */
export function validateSiteDocument(input: unknown): SiteDocument {
  const shapeProblems = checkShape(input, siteDocumentSchema);
  if (shapeProblems.length > 0) throw new SiteDocumentRefused(shapeProblems);
  const document = input as SiteDocument;
  const ruleProblems = siteDocumentRuleProblems(document);
  if (ruleProblems.length > 0) throw new SiteDocumentRefused(ruleProblems);
  return document;
}
