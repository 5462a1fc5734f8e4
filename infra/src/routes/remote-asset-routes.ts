import type { FastifyInstance } from 'fastify';
import { isServerFile } from '../../../shared/build/ssr-files';
import { isRemoteName } from '../../../shared/src/platform/remotes';
import { contentTypeOf } from '../http/content-type';
import { IMMUTABLE } from '../http/caching';
import { messageSchema } from '../http/schemas';

const assetParams = {
  type: 'object',
  required: ['remote', 'version', '*'],
  properties: {
    remote: { type: 'string', maxLength: 64 },
    version: { type: 'string', maxLength: 120 },
    '*': { type: 'string', maxLength: 300 },
  },
} as const;

/**
 * GET /remotes/:remote/:version/* : a published remote version's files. A version never changes, so every
 * file is cached forever; any origin may load them (a CDN or another host may front them). The server bundle
 * (`ssr/`) is the platform's to run, not the browser's to load: it is not served.
 */
export async function remoteAssetRoutes(app: FastifyInstance): Promise<void> {
  const { registry } = app.platform;
  app.get(
    '/remotes/:remote/:version/*',
    { schema: { params: assetParams, response: { 200: { description: 'file bytes' }, 404: messageSchema } } },
    async (request, reply) => {
      const {
        remote,
        version,
        '*': file,
      } = request.params as { remote: string; version: string; '*': string };
      const served = isRemoteName(remote) && !isServerFile(file);
      const bytes = served ? await registry.readAsset(remote, version, file) : null;
      reply.header('Access-Control-Allow-Origin', '*');
      if (!bytes) return reply.status(404).send({ message: `Not found: ${remote}/${version}/${file}` });
      reply.header('Content-Type', contentTypeOf(file));
      reply.header('Cache-Control', IMMUTABLE);
      return reply.send(bytes);
    },
  );
}
