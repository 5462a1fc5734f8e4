import { buildInfo } from '@dealerline/shared';

export const BUILD = buildInfo(__APP_NAME__, __APP_VERSION__, __BUILD_NOTE__);
