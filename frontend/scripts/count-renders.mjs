#!/usr/bin/env node
/**
 * How many times React commits, and how many components each commit draws, on a reload of the
 * signed-in feed and of a post (issue 37): counts, not timings, so they say the same on a busy
 * machine as on a quiet one.
 *
 *   FORUM_BIN=/var/tmp/forum-target/debug/forum npm run renders   (after `npx vite build`)
 *
 * Starts the forum as `lighthouse.mjs` does and installs a stand-in for React DevTools' hook
 * before the app loads; a component counts as drawn in a commit when it is new or its props or
 * state changed since the commit before. RENDERS_SHOW=1 lists every commit with the components
 * it drew most.
 */
import { chromium } from '@playwright/test';
import { chromiumPath, startForum } from './first-screen-forum.mjs';

const forum = await startForum();
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  await page.addInitScript(() => {
    const commits = [];
    window.__commits = commits;
    const start = performance.now();
    const seen = new WeakMap();
    // Function, class, forwardRef and memo components.
    const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      checkDCE() {},
      inject: () => 1,
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id, root) {
        const names = {};
        let drawn = 0;
        const walk = (first) => {
          for (let fiber = first; fiber; fiber = fiber.sibling) {
            if (COMPONENT_TAGS.has(fiber.tag)) {
              const before = seen.get(fiber) ?? (fiber.alternate && seen.get(fiber.alternate));
              if (!before || before.props !== fiber.memoizedProps || before.state !== fiber.memoizedState) {
                drawn += 1;
                const name = fiber.type?.displayName || fiber.type?.name || fiber.type?.render?.name || fiber.type?.type?.name || '?';
                names[name] = (names[name] ?? 0) + 1;
              }
              const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
              seen.set(fiber, now);
              if (fiber.alternate) seen.set(fiber.alternate, now);
            }
            walk(fiber.child);
          }
        };
        walk(root.current.child);
        const most = Object.entries(names)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([name, count]) => `${name} ${count}`)
          .join(', ');
        commits.push({ at: Math.round(performance.now() - start), drawn, most });
      },
    };
  });
  await page.goto(`${forum.origin}/api/public/topic`);
  await page.evaluate((value) => localStorage.setItem('token', value), JSON.stringify(forum.token));
  for (const path of ['/', `/post/${forum.postId}`]) {
    // The first load settles who she is; the second is a returning member's reload.
    for (const run of ['first load', 'reload']) {
      await page.goto(`${forum.origin}${path}`);
      await page.locator('article').first().waitFor();
      await page.waitForTimeout(3_000);
      const commits = await page.evaluate(() => window.__commits);
      const drawn = commits.reduce((sum, commit) => sum + commit.drawn, 0);
      console.log(`${path.startsWith('/post') ? '/post/{id}' : path} (${run}): ${commits.length} commits, ${drawn} components drawn`);
      if (process.env.RENDERS_SHOW) for (const commit of commits) console.log(`  ${commit.at} ms: ${commit.drawn} (${commit.most})`);
    }
  }
} finally {
  await browser.close();
  forum.stop();
}
