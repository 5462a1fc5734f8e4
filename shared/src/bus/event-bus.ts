/** A small typed publish/subscribe bus. Handlers that throw are isolated from each other and the emitter. */
export interface EventBus<Events extends Record<string, unknown>> {
  on<K extends keyof Events>(type: K, handler: (payload: Events[K]) => void): () => void;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
}

export function createEventBus<Events extends Record<string, unknown>>(
  onHandlerError: (error: unknown) => void = (error) => console.error('[bus] handler failed', error),
): EventBus<Events> {
  const handlers = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as (payload: never) => void);
      handlers.set(type, set);
      return () => set.delete(handler as (payload: never) => void);
    },
    emit(type, payload) {
      for (const handler of [...(handlers.get(type) ?? [])]) {
        try {
          (handler as (payload: Events[typeof type]) => void)(payload);
        } catch (error) {
          onHandlerError(error);
        }
      }
    },
  };
}
