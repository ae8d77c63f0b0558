/** Same origin: the backend serves the app, and Vite's dev server proxies /graphql to it. */
export const GRAPHQL_URL = '/graphql';
