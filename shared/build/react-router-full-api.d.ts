// The bundler alias of react-router's own entry (rspack-app.ts), for react-router-browser.ts.
declare module 'react-router-full-api' {
  export * from 'react-router';
}
