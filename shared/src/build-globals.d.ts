/** Compile-time constants defined by shared/build/rspack-app.ts for every app. */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
declare const __BUILD_NOTE__: string;
