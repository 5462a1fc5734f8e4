import * as emotion from '@emotion/react';
import * as emotionJsx from '@emotion/react/jsx-runtime';
import * as toolkit from '@reduxjs/toolkit';
import * as toolkitQuery from '@reduxjs/toolkit/query/react';
import * as finalForm from 'final-form';
import * as react from 'react';
import * as reactJsx from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactFinalForm from 'react-final-form';
import * as reactRedux from 'react-redux';
// The whole module, Link included: remotes built before PageLink still use it.
// eslint-disable-next-line no-restricted-imports
import * as reactRouter from 'react-router';
import * as shared from '@dealerline/shared';

/**
 * The shared singletons (shared/build/singletons.ts) as the shell's server bundle has them. A remote's server
 * bundle requires these instead of its own copies, as remotes use the shell's in the browser: one React, one
 * store api, one router context for the whole page.
 */
export const PROVIDED_SINGLETONS: Record<string, unknown> = {
  react,
  'react/jsx-runtime': reactJsx,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router': reactRouter,
  'react-redux': reactRedux,
  '@reduxjs/toolkit': toolkit,
  '@reduxjs/toolkit/query/react': toolkitQuery,
  '@emotion/react': emotion,
  '@emotion/react/jsx-runtime': emotionJsx,
  'final-form': finalForm,
  'react-final-form': reactFinalForm,
  '@dealerline/shared': shared,
};
