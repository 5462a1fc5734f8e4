import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { contentTypeOf, isHashedName } from '../http/content-type';
import { IMMUTABLE } from '../http/caching';
import { messageSchema } from '../http/schemas';
import { isServerFile } from '../../../shared/build/ssr-files';
import { isSafeRelativePath } from '../registry/safe-path';

const fileParams = {
  type: 'object',
  required: ['*'],
  properties: { '*': { type: 'string', maxLength: 300 } },
} as const;

/**
 * GET /shell/* : the built shell's files (not its server bundle, ssr/); hashed names are immutable, anything
 * else is revalidated.
 */
export async function shellStaticRoutes(app: FastifyInstance): Promise<void> {
  const { shellDist } = app.platform.config;
  app.get(
    '/shell/*',
    { schema: { params: fileParams, response: { 200: { description: 'file bytes' }, 404: messageSchema } } },
    async (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      const bytes =
        isSafeRelativePath(file) && !isServerFile(file)
          ? await readFile(path.join(shellDist, file)).catch(() => null)
          : null;
      if (!bytes) return reply.status(404).send({ message: `Not found: /shell/${file}` });
      reply.header('Content-Type', contentTypeOf(file));
      reply.header('Cache-Control', isHashedName(file) ? IMMUTABLE : 'no-cache');
      return reply.send(bytes);
    },
  );
}
