import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;
const MAP_ENTRY = /^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const PREFIX = 'forum-graphql-document:';

/**
 * Replaces each `graphql(\`…\`)` call with the one document it names, each document a module
 * of its own, as the client preset's Babel plugin would (our React plugin compiles with oxc,
 * not Babel). Without it every call goes through `src/gql/gql.ts`, whose map holds every
 * document of the app, and all of them were part of the first download; and since a module is
 * never split between chunks, importing from the one generated `graphql.ts` would do the same.
 * Both generated files are read as they are, so a call and its document match exactly as at
 * run time; a call that is not in them (codegen not run) fails the build.
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  let names = new Map<string, string>();
  let documents = new Map<string, string>();
  return {
    name: 'forum:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const map = readFileSync(`${gqlDir}/gql.ts`, 'utf8');
      names = new Map(
        [...map.slice(map.indexOf('const documents')).matchAll(MAP_ENTRY)].map(([, source, name]) => [
          JSON.parse(source!) as string,
          name!,
        ]),
      );
      const generated = readFileSync(`${gqlDir}/graphql.ts`, 'utf8');
      documents = new Map([...generated.matchAll(DOCUMENT)].map(([, name, json]) => [name!, json!]));
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const json = documents.get(name);
      if (!json) this.error(`src/gql/graphql.ts has no document ${name}: run \`npm run codegen\`.`);
      return `export default ${json};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      const used = new Set<string>();
      const replaced = code.replace(CALL, (_call, source: string) => {
        const name = names.get(source);
        if (!name) this.error(`${id}: a graphql(\`…\`) document is not in src/gql/gql.ts: run \`npm run codegen\`.`);
        used.add(name);
        return `__document_${name}`;
      });
      const imports = [...used].map((name) => `import __document_${name} from '${PREFIX}${name}';\n`).join('');
      return { code: `${imports}${replaced}`, map: null };
    },
  };
}
