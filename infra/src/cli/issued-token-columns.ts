import { formatTime } from './table';

/** What the token lists show of any issued token (dealer or ops), after what names it. */
export const ISSUED_TOKEN_HEADINGS = ['STATE', 'CREATED', 'BY', 'LAST USED', 'REVOKED'] as const;

interface IssuedTokenAudit {
  created_at: string;
  created_by: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by: string | null;
}

/** The cells under ISSUED_TOKEN_HEADINGS: live or revoked, who made it when, when last used, who revoked it. */
export function issuedTokenCells(token: IssuedTokenAudit): string[] {
  return [
    token.revoked_at ? 'revoked' : 'live',
    formatTime(token.created_at),
    token.created_by,
    token.last_used_at ? formatTime(token.last_used_at) : 'never',
    token.revoked_at ? `${formatTime(token.revoked_at)} by ${token.revoked_by ?? '?'}` : '',
  ];
}
