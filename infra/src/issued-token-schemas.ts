const auditProperties = {
  id: { type: 'integer' },
  created_by: { type: 'string' },
  created_at: { type: 'string' },
  revoked_at: { type: ['string', 'null'] },
  revoked_by: { type: ['string', 'null'] },
  last_used_at: { type: ['string', 'null'] },
} as const;

/**
 * The response schemas of an issued token's routes (dealer tokens, named ops tokens), from what names the
 * token (its dealership and label, its name): its record, which leaves out anything else (the token, its
 * hash); the record with `changed`, answered by a revoke; the record with the token, answered once, when it
 * is issued.
 */
export function issuedTokenSchemas<P extends Record<string, unknown>>(naming: P) {
  const properties = { ...auditProperties, ...naming };
  const required = Object.keys(properties);
  return {
    record: { type: 'object', required, properties },
    revoked: {
      type: 'object',
      required: [...required, 'changed'],
      properties: { ...properties, changed: { type: 'boolean' } },
    },
    issued: {
      type: 'object',
      required: [...required, 'token'],
      properties: { ...properties, token: { type: 'string' } },
    },
  } as const;
}
