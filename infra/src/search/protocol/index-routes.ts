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

/** Index management (admin key only): list, delete, settings, and task status for waitForTask. */
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
      const index = engine.setSettings(name, patch);
      if (request.query.forwardToReplicas === 'true') {
        const forwarded = Object.fromEntries(
          Object.entries(patch).filter(([key]) => !NOT_FORWARDED.has(key)),
        );
        for (const replica of index.replicas) engine.setSettings(replica.name, forwarded);
      }
      return { updatedAt: new Date().toISOString(), taskID: tasks.next(name) };
    },
  );

  const taskStatus = (taskID: string) => {
    if (!tasks.published(Number(taskID))) throw new SearchError(404, 'Task does not exist');
    return { status: 'published', pendingTask: false };
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
