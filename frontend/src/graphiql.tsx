// GraphiQL for developers, served by the backend at GET /graphql. Everything, including the
// Monaco editor workers, is bundled by our Vite build: nothing is fetched from a CDN.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GRAPHQL_URL } from '@/config/api';

const fetcher = createGraphiQLFetcher({ url: new URL(GRAPHQL_URL, window.location.origin).href });

// First-visit example against the seeded data; GraphiQL keeps the user's own tabs afterwards.
const defaultQuery = `# Explore the forum API. Press the run button (or Ctrl-Enter).
{
  topics {
    id
    title
  }
  reactionTypes {
    emoji
    name
  }
}
`;

const root = document.getElementById('graphiql');
if (!root) throw new Error('graphiql.html has no #graphiql element');

createRoot(root).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
