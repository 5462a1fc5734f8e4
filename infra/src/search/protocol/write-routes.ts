import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SearchError, checkRecord, type SearchEngine, type SearchRecord } from '../engine';
import { requireAdmin } from './access';
import { checkRecordSize } from './record-size';
import { indexName, isPlainObject, objectBody, requestList } from './request-body';
import { batchResponse, errors, indexParams, objectParams, writeResponse } from './schemas';
import type { TaskLog } from './task-log';

export interface WriteRouteOptions {
  engine: SearchEngine;
  tasks: TaskLog;
}

/** Most operations one batch call may carry (the client sends chunks of 1,000). */
const MAX_BATCH = 10_000;

const ACTIONS = [
  'addObject',
  'updateObject',
  'partialUpdateObject',
  'partialUpdateObjectNoCreate',
  'deleteObject',
  'delete',
  'clear',
] as const;
type Action = (typeof ACTIONS)[number];

interface Operation {
  index: string;
  action: Action;
  record?: SearchRecord;
  objectID?: string;
}

/** An objectID for a record saved without one (as Algolia generates). */
export function newObjectID(): string {
  return randomBytes(9).toString('base64url');
}

/** The timestamp Algolia puts in write answers. */
const at = () => new Date().toISOString();

/** Checks every operation of a batch before any is applied, so a bad one changes nothing. */
function plan(engine: SearchEngine, entries: Record<string, unknown>[], fixedIndex?: string): Operation[] {
  return entries.map((entry, i) => {
    const { action, body } = entry;
    const index = fixedIndex ?? entry.indexName;
    if (typeof index !== 'string' || index === '' || index === '*') {
      throw new SearchError(400, `requests[${i}]: indexName is required`);
    }
    if (typeof action !== 'string' || !(ACTIONS as readonly string[]).includes(action)) {
      throw new SearchError(400, `requests[${i}]: unknown action "${String(action)}"`);
    }
    const existing = engine.has(index) ? engine.index(index) : null;
    if (existing?.primary && action !== 'delete') {
      throw new SearchError(
        400,
        `Index ${index} is a replica of ${existing.primary.name}: write to the primary index`,
      );
    }
    const op = { index, action: action as Action };
    if (action === 'delete' || action === 'clear') return op;
    if (!isPlainObject(body)) throw new SearchError(400, `requests[${i}]: body must be an object`);
    if (action === 'deleteObject') {
      const id = body.objectID;
      if ((typeof id !== 'string' || id === '') && typeof id !== 'number') {
        throw new SearchError(400, `requests[${i}]: deleteObject needs an objectID`);
      }
      return { ...op, objectID: String(id) };
    }
    const withId =
      action === 'addObject' && body.objectID === undefined ? { ...body, objectID: newObjectID() } : body;
    const record = checkRecord(withId, i);
    checkRecordSize(record, i);
    return { ...op, record, objectID: record.objectID };
  });
}

/** Applies planned operations in order, consecutive ones of one kind on one index in one engine call. */
function apply(engine: SearchEngine, operations: Operation[]): void {
  for (let start = 0; start < operations.length;) {
    const { index, action } = operations[start]!;
    let end = start + 1;
    while (end < operations.length && operations[end]!.index === index && operations[end]!.action === action)
      end++;
    const group = operations.slice(start, end);
    start = end;
    switch (action) {
      case 'addObject':
      case 'updateObject':
        engine.initIndex(index).saveObjects(group.map((op) => op.record!));
        break;
      case 'partialUpdateObject':
      case 'partialUpdateObjectNoCreate':
        engine.initIndex(index).partialUpdateObjects(
          group.map((op) => op.record!),
          action === 'partialUpdateObject',
        );
        break;
      case 'deleteObject':
        if (engine.has(index)) engine.index(index).deleteObjects(group.map((op) => op.objectID!));
        break;
      case 'clear':
        if (engine.has(index)) engine.index(index).clear();
        break;
      case 'delete':
        engine.deleteIndex(index);
        break;
    }
  }
}

function primaryIndex(engine: SearchEngine, name: string) {
  const index = engine.initIndex(name);
  if (index.primary) {
    throw new SearchError(
      400,
      `Index ${name} is a replica of ${index.primary.name}: write to the primary index`,
    );
  }
  return index;
}

/** Record writes (admin key only): save, replace, partial update, delete, and batches of them. */
export async function writeRoutes(app: FastifyInstance, { engine, tasks }: WriteRouteOptions): Promise<void> {
  app.addHook('preHandler', async (request) => requireAdmin(request.access));

  app.post<{ Params: { indexName: string } }>(
    '/indexes/:indexName/batch',
    { schema: { params: indexParams, response: { 200: batchResponse, ...errors } } },
    async (request) => {
      if (request.params.indexName === '*') {
        const operations = plan(engine, requestList(request.body, MAX_BATCH));
        apply(engine, operations);
        const taskID: Record<string, number> = {};
        for (const op of operations) taskID[op.index] ??= tasks.next(op.index);
        const objectIDs = operations.flatMap((op) => (op.objectID ? [op.objectID] : []));
        return { taskID, objectIDs };
      }
      const name = indexName(request.params.indexName);
      const operations = plan(engine, requestList(request.body, MAX_BATCH), name);
      apply(engine, operations);
      return {
        taskID: tasks.next(name),
        objectIDs: operations.flatMap((op) => (op.objectID ? [op.objectID] : [])),
      };
    },
  );

  app.post<{ Params: { indexName: string } }>(
    '/indexes/:indexName',
    { schema: { params: indexParams, response: { 201: writeResponse, ...errors } } },
    async (request, reply) => {
      const name = indexName(request.params.indexName);
      const body = objectBody(request.body, 'The record');
      const record = checkRecord(body.objectID === undefined ? { ...body, objectID: newObjectID() } : body);
      checkRecordSize(record);
      primaryIndex(engine, name).saveObjects([record]);
      return reply.status(201).send({ createdAt: at(), taskID: tasks.next(name), objectID: record.objectID });
    },
  );

  app.put<{ Params: { indexName: string; objectID: string } }>(
    '/indexes/:indexName/:objectID',
    { schema: { params: objectParams, response: { 200: writeResponse, ...errors } } },
    async (request) => {
      const name = indexName(request.params.indexName);
      const { objectID } = request.params;
      const record = checkRecord({ ...objectBody(request.body, 'The record'), objectID });
      checkRecordSize(record);
      primaryIndex(engine, name).saveObjects([record]);
      return { updatedAt: at(), taskID: tasks.next(name), objectID };
    },
  );

  app.post<{ Params: { indexName: string; objectID: string }; Querystring: { createIfNotExists?: string } }>(
    '/indexes/:indexName/:objectID/partial',
    { schema: { params: objectParams, response: { 200: writeResponse, ...errors } } },
    async (request) => {
      const name = indexName(request.params.indexName);
      const { objectID } = request.params;
      const create = request.query.createIfNotExists !== 'false';
      const update = checkRecord({ ...objectBody(request.body, 'The attributes to update'), objectID });
      checkRecordSize(update);
      primaryIndex(engine, name).partialUpdateObjects([update], create);
      return { updatedAt: at(), taskID: tasks.next(name), objectID };
    },
  );

  app.delete<{ Params: { indexName: string; objectID: string } }>(
    '/indexes/:indexName/:objectID',
    { schema: { params: objectParams, response: { 200: writeResponse, ...errors } } },
    async (request) => {
      const name = indexName(request.params.indexName);
      if (engine.has(name)) primaryIndex(engine, name).deleteObjects([request.params.objectID]);
      return { deletedAt: at(), taskID: tasks.next(name) };
    },
  );

  app.post<{ Params: { indexName: string } }>(
    '/indexes/:indexName/deleteByQuery',
    { schema: { params: indexParams, response: { 200: writeResponse, ...errors } } },
    async (request) => {
      const name = indexName(request.params.indexName);
      const body = objectBody(request.body);
      if (body.query !== undefined && body.query !== '') {
        throw new SearchError(400, 'deleteBy does not take a query: use filters');
      }
      const filtering = ['filters', 'facetFilters', 'numericFilters', 'tagFilters'].some(
        (key) => body[key] !== undefined && body[key] !== '' && body[key] !== null,
      );
      if (!filtering)
        throw new SearchError(400, 'deleteBy needs filters, facetFilters, numericFilters or tagFilters');
      if (engine.has(name)) primaryIndex(engine, name).deleteBy(body);
      return { updatedAt: at(), taskID: tasks.next(name) };
    },
  );

  app.post<{ Params: { indexName: string } }>(
    '/indexes/:indexName/clear',
    { schema: { params: indexParams, response: { 200: writeResponse, ...errors } } },
    async (request) => {
      const name = indexName(request.params.indexName);
      if (engine.has(name)) primaryIndex(engine, name).clear();
      return { updatedAt: at(), taskID: tasks.next(name) };
    },
  );
}
