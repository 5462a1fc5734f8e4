import type { FastifyInstance } from 'fastify';
import { SearchError, type SearchEngine } from '../engine';
import { requireAdmin } from './access';
import { indexName, objectBody } from './request-body';
import {
  errors,
  indexParams,
  listIndicesResponse,
  settingsResponse,
  taskParams,
  taskResponse,
  writeResponse,
} from './schemas';
import type { TaskLog } from './task-log';

export interface IndexRouteOptions {
  engine: SearchEngine;
  tasks: TaskLog;
}

/** Settings a replica never takes from its primary when settings are forwarded. */
const NOT_FORWARDED = new Set(['replicas', 'primary']);

const OPERATIONS = ['copy', 'move'] as const;
const SCOPES = ['settings', 'synonyms', 'rules'];

function operationBody(body: unknown): {
  operation: (typeof OPERATIONS)[number];
  destination: string;
  scope?: string[];
} {
  const { operation, destination, scope } = objectBody(body, 'The operation');
  if (!OPERATIONS.includes(operation as never)) {
    throw new SearchError(400, 'operation must be "copy" or "move"');
  }
  if (typeof destination !== 'string' || destination === '') {
    throw new SearchError(400, 'destination is required');
  }
  if (
    scope !== undefined &&
    (!Array.isArray(scope) || scope.some((item) => !SCOPES.includes(item as string)))
  ) {
    throw new SearchError(400, `scope must list some of ${SCOPES.join(', ')}`);
  }
  return { operation: operation as (typeof OPERATIONS)[number], destination: indexName(destination), scope };
}

/** Index management (admin key only): list, delete, settings, copy and move, and task status for waitForTask. */
export async function indexRoutes(app: FastifyInstance, { engine, tasks }: IndexRouteOptions): Promise<void> {
  app.addHook('preHandler', async (request) => requireAdmin(request.access));

  app.get<{ Querystring: { page?: string; hitsPerPage?: string } }>(
    '/indexes',
    { schema: { response: { 200: listIndicesResponse, ...errors } } },
    async (request) => {
      const all = engine.listIndices().sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      const perPage = request.query.hitsPerPage === undefined ? 100 : Number(request.query.hitsPerPage);
      const page = request.query.page === undefined ? 0 : Number(request.query.page);
      if (
        !Number.isInteger(perPage) ||
        perPage < 1 ||
        perPage > 1000 ||
        !Number.isInteger(page) ||
        page < 0
      ) {
        throw new SearchError(400, 'page and hitsPerPage must be whole numbers (hitsPerPage 1 to 1000)');
      }
      const items = all.slice(page * perPage, (page + 1) * perPage).map((info) => ({
        ...tasks.timesOf(info.name),
        name: info.name,
        entries: info.entries,
        dataSize: 0,
        fileSize: 0,
        lastBuildTimeS: 0,
        numberOfPendingTasks: 0,
        pendingTask: false,
        ...(info.primary ? { primary: info.primary } : {}),
        ...(info.replicas ? { replicas: info.replicas } : {}),
      }));
      return { items, nbPages: Math.ceil(all.length / perPage) };
    },
  );

  app.delete<{ Params: { indexName: string } }>(
    '/indexes/:indexName',
    { schema: { params: indexParams, response: { 200: writeResponse, ...errors } } },
    async (request) => {
      const name = indexName(request.params.indexName);
      engine.deleteIndex(name);
      const taskID = tasks.next();
      tasks.forget(name);
      return { deletedAt: new Date().toISOString(), taskID };
    },
  );

  app.get<{ Params: { indexName: string } }>(
    '/indexes/:indexName/settings',
    { schema: { params: indexParams, response: { 200: settingsResponse, ...errors } } },
    async (request) => engine.index(indexName(request.params.indexName)).settings,
  );

  app.put<{ Params: { indexName: string }; Querystring: { forwardToReplicas?: string } }>(
    '/indexes/:indexName/settings',
    { schema: { params: indexParams, response: { 200: writeResponse, ...errors } } },
    async (request) => {
      const name = indexName(request.params.indexName);
      const patch = objectBody(request.body, 'The settings');
      const forward = request.query.forwardToReplicas === 'true';
      // Queries go on meanwhile (on the settings before); the task is published once the rebuild is done.
      const work = engine.setSettingsAsync(name, patch).then(async (index) => {
        if (!forward) return;
        const forwarded = Object.fromEntries(
          Object.entries(patch).filter(([key]) => !NOT_FORWARDED.has(key)),
        );
        for (const replica of index.replicas) await engine.setSettingsAsync(replica.name, forwarded);
      });
      const taskID = tasks.track(name, work, (error) =>
        request.log.error({ err: error }, 'settings task failed'),
      );
      return { updatedAt: new Date().toISOString(), taskID };
    },
  );

  app.post<{ Params: { indexName: string } }>(
    '/indexes/:indexName/operation',
    { schema: { params: indexParams, response: { 200: writeResponse, ...errors } } },
    async (request) => {
      const name = indexName(request.params.indexName);
      const { operation, destination, scope } = operationBody(request.body);
      const work =
        operation === 'move'
          ? engine.moveIndex(name, destination)
          : engine.copyIndex(name, destination, scope);
      const taskID = tasks.track(destination, work, (error) =>
        request.log.error({ err: error }, `${operation} task failed`),
      );
      return { updatedAt: new Date().toISOString(), taskID };
    },
  );

  const taskStatus = (taskID: string) => {
    const id = Number(taskID);
    if (!tasks.exists(id)) throw new SearchError(404, 'Task does not exist');
    return tasks.published(id)
      ? { status: 'published', pendingTask: false }
      : { status: 'notPublished', pendingTask: true };
  };
  app.get<{ Params: { indexName: string; taskID: string } }>(
    '/indexes/:indexName/task/:taskID',
    { schema: { params: taskParams, response: { 200: taskResponse, ...errors } } },
    async (request) => taskStatus(request.params.taskID),
  );
  app.get<{ Params: { taskID: string } }>(
    '/task/:taskID',
    { schema: { params: taskParams, response: { 200: taskResponse, ...errors } } },
    async (request) => taskStatus(request.params.taskID),
  );
}
