import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../http/schemas';
import { actorOf } from '../ops/ops-actor';
import { decodeFiles } from '../ops/decode-files';
import {
  actorHeaders,
  promoteBody,
  promotionResult,
  publishBody,
  publishResult,
  remoteParams,
  remotesList,
  retireBody,
  retirementResult,
  rollbackBody,
} from './ops-schemas';

/** A remote's build is a few MB; base64 adds a third. */
const PUBLISH_BODY_LIMIT = 60 * 1024 * 1024;

const errors = { '4xx': messageSchema, 503: messageSchema };

/** /api/ops/remotes: list, publish, promote, rollback, retire. */
export async function opsRemotesRoutes(app: FastifyInstance): Promise<void> {
  const { registry } = app.platform;

  app.get('/remotes', { schema: { response: { 200: remotesList, ...errors } } }, async () => ({
    remotes: await registry.list(),
  }));

  app.post(
    '/remotes/:remote/publish',
    {
      bodyLimit: PUBLISH_BODY_LIMIT,
      schema: {
        params: remoteParams,
        headers: actorHeaders,
        body: publishBody,
        response: { 200: publishResult, 201: publishResult, ...errors },
      },
    },
    async (request, reply) => {
      const { remote } = request.params as { remote: string };
      const body = request.body as { files: Record<string, string>; note?: string };
      const result = await registry.publish(
        remote,
        decodeFiles(body.files),
        actorOf(request),
        body.note ?? null,
      );
      request.log.info({ ops: 'publish', ...result, actor: actorOf(request) }, 'remote version published');
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/remotes/:remote/promote',
    {
      schema: {
        params: remoteParams,
        headers: actorHeaders,
        body: promoteBody,
        response: { 200: promotionResult, ...errors },
      },
    },
    async (request) => {
      const { remote } = request.params as { remote: string };
      const { version } = request.body as { version: string };
      const result = await registry.promote(remote, version, actorOf(request));
      request.log.info({ ops: 'promote', ...result, actor: actorOf(request) }, 'remote version promoted');
      return result;
    },
  );

  app.post(
    '/remotes/:remote/rollback',
    {
      schema: {
        params: remoteParams,
        headers: actorHeaders,
        body: rollbackBody,
        response: { 200: promotionResult, ...errors },
      },
    },
    async (request) => {
      const { remote } = request.params as { remote: string };
      const result = await registry.rollback(remote, actorOf(request));
      request.log.info({ ops: 'rollback', ...result, actor: actorOf(request) }, 'remote rolled back');
      return result;
    },
  );

  app.post(
    '/remotes/:remote/retire',
    {
      schema: {
        params: remoteParams,
        headers: actorHeaders,
        body: retireBody,
        response: { 200: retirementResult, ...errors },
      },
    },
    async (request) => {
      const { remote } = request.params as { remote: string };
      const { version, reason } = request.body as { version: string; reason?: string };
      const result = await registry.retire(remote, version, actorOf(request), reason ?? null);
      request.log.info({ ops: 'retire', ...result, actor: actorOf(request) }, 'remote version retired');
      return result;
    },
  );
}
