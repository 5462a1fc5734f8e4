import { inStages } from './startup/in-stages';
import { showStartFailure } from './startup/start-failure';

// The async boundary lets the federation runtime negotiate shared singletons before any of them is used. The
// platform's modules then evaluate a few packages at a time, each group in its own task (in-stages.ts): the
// server's HTML is on screen already and stays responsive while the code that takes it over starts.
inStages([
  () => import('react-dom/client'),
  () => import('@reduxjs/toolkit/query/react'),
  () => import('react-router'),
  () => Promise.all([import('@emotion/react'), import('react-redux')]),
  () => import('@dealerline/shared'),
  () => import('./bootstrap'),
]).catch((error: unknown) => {
  console.error('[shell] could not load', error);
  showStartFailure(document);
});
