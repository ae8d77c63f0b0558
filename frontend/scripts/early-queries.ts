import { readFileSync } from 'node:fs';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

/** The layout and page modules of each route the inline script preloads (src/app/early-queries/plan.ts). */
const ROUTE_MODULES = {
  feed: ['src/app/layouts/dashboard-layout.tsx', 'src/app/routes/app/home.tsx'],
  post: ['src/app/layouts/dashboard-layout.tsx', 'src/app/routes/app/post.tsx'],
  login: ['src/app/layouts/public-layout.tsx', 'src/app/routes/auth/login.tsx'],
} as const;

/** Every operation the plan may ask for. */
export const EARLY_OPERATIONS = [
  'CurrentUser',
  'HomeReactionTypes',
  'HomeTopics',
  'InterestTopics',
  'PopularTopics',
  'Feed',
  'PostPage',
  'Comments',
] as const;

const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/**
 * Each operation's text exactly as the app's Apollo Client sends it (with its `__typename`s,
 * its fragments, without client-only directives): asked of Apollo Client itself, through a
 * transport that only records the request.
 */
export async function wireQueries(generatedGraphql: string): Promise<Record<string, string>> {
  const documents = new Map(
    [...generatedGraphql.matchAll(DOCUMENT)].map(([, name, json]) => [name!, JSON.parse(json!) as DocumentNode]),
  );
  let sent = '';
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    dataMasking: true,
    link: new HttpLink({
      uri: 'http://early.invalid/graphql',
      fetch: async (_url, init) => {
        sent = (JSON.parse(String(init?.body)) as { query: string }).query;
        // An error answer: nothing is written to the cache (which would only warn of missing fields).
        return new Response('{"errors":[{"message":"recorded"}]}', {
          headers: { 'content-type': 'application/json' },
        });
      },
    }),
  });
  const queries: Record<string, string> = {};
  for (const name of EARLY_OPERATIONS) {
    const document = documents.get(`${name}Document`);
    if (!document) throw new Error(`src/gql/graphql.ts has no ${name}Document: run \`npm run codegen\`.`);
    await client.query({ query: document, fetchPolicy: 'network-only' }).catch(() => undefined);
    queries[name] = sent;
  }
  return queries;
}

type Chunk = { fileName: string; imports: string[]; moduleIds: string[] };

/**
 * Puts the early-queries script (src/app/early-queries/start.ts, with what this build knows:
 * the operations' texts and each route's chunks) inline in index.html's head. The
 * server allows it by its hash (crates/gateway/src/http.rs reads it from the built page).
 */
export function earlyQueries(root: string): Plugin {
  return {
    name: 'forum:early-queries',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk || !ctx.filename.endsWith('/index.html')) return html;
        const chunks = Object.values(ctx.bundle).filter(
          (output): output is typeof output & Chunk => output.type === 'chunk',
        );
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (start: string[]) => {
          const seen = new Set<string>();
          const stack = [...start];
          while (stack.length > 0) {
            const name = stack.pop()!;
            if (seen.has(name)) continue;
            seen.add(name);
            stack.push(...(byName.get(name)?.imports ?? []));
          }
          return seen;
        };
        // The entry and what it imports are in the page's own <link rel=modulepreload>s already.
        const initial = closure([ctx.chunk.fileName]);
        const routeChunks = Object.fromEntries(
          Object.entries(ROUTE_MODULES).map(([route, modules]) => {
            const starts = modules.map((module) => {
              const chunk = chunks.find((candidate) => candidate.moduleIds.includes(`${root}/${module}`));
              if (!chunk) throw new Error(`no chunk for ${module}: the early-queries route map is out of date`);
              return chunk.fileName;
            });
            return [route, [...closure(starts)].filter((name) => !initial.has(name)).map((name) => `/${name}`)];
          }),
        );
        const queries = await wireQueries(readFileSync(`${root}/src/gql/graphql.ts`, 'utf8'));
        const code = await inlineScript(root, { queries, chunks: routeChunks });
        // Before the app's own tags: an inline script placed after a stylesheet waits until that
        // stylesheet has downloaded, and the early requests would wait with it.
        const at = html.indexOf('<script type="module"');
        if (at < 0 || html.lastIndexOf('<link rel="stylesheet"', at) >= 0) {
          throw new Error('index.html has no module script before its stylesheets to put the early queries before');
        }
        return `${html.slice(0, at)}<script>${code}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}

/** start.ts and the few pure modules it uses, bundled into one classic script. */
async function inlineScript(root: string, known: unknown): Promise<string> {
  const entry = '\0forum-early-entry';
  const result = await build({
    input: entry,
    write: false,
    cwd: root,
    resolve: { alias: { '@': `${root}/src` } },
    plugins: [
      {
        name: 'forum:early-entry',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) =>
          id === entry
            ? `import { startEarlyQueries } from '@/app/early-queries/start';\nstartEarlyQueries(${JSON.stringify(known)});`
            : null,
      },
    ],
    output: { format: 'iife', minify: true },
  });
  // `</script` inside the code would end the element early; JSON and our code never hold it.
  const code = result.output[0].code.trim();
  if (code.includes('</script')) throw new Error('the early-queries script contains "</script"');
  return code;
}
