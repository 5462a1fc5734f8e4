import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { mockViewport } from './search-filters-fixtures';

let root: Root | null = null;
let errors: unknown[] = [];

/**
 * The server's HTML (rendered where no width is known), which `before` may then change as a shopper would
 * before the code arrives, hydrated in a viewport of the given width.
 */
export async function serverThenHydrate(
  ui: () => ReactNode,
  wide: boolean,
  before: (container: HTMLElement) => void = () => {},
): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui());
  document.body.appendChild(container);
  before(container);
  mockViewport(wide);
  await act(async () => {
    root = hydrateRoot(container, ui(), { onRecoverableError: (error) => errors.push(error) });
  });
  return container;
}

/** The errors React recovered from while hydrating (a mismatch with the server's HTML). */
export const recoverable = (): unknown[] => errors;

/** Unmounts what serverThenHydrate hydrated and empties the page. */
export function unmountHydrated(): void {
  act(() => root?.unmount());
  root = null;
  errors = [];
  document.body.innerHTML = '';
}
