import { Menu } from '@base-ui/react/menu';
import { EllipsisVertical, Flag } from 'lucide-react';
import { useRef, useState } from 'react';
import { useAuth } from '@/lib/auth/use-auth';
import type { ReportTarget } from '../api/report-content';
import { ReportDialog } from './report-dialog';

type ContentMenuProps = {
  target: ReportTarget;
  /** The post's or comment's author; null for a deleted account. */
  ownerId: string | null | undefined;
  /** Left out where there is nothing to report (a deleted comment). */
  hidden?: boolean;
};

/**
 * The "more" menu of a post or a comment, with Report (spec §4). Nobody reports her own
 * words, and a deleted comment has none left to report: then there is no menu at all.
 */
export function ContentMenu({ target, ownerId, hidden = false }: ContentMenuProps) {
  const { user } = useAuth();
  const [reporting, setReporting] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (hidden || !user || !ownerId || user.id === ownerId) return null;
  const what = target.kind === 'post' ? 'Post' : 'Comment';

  return (
    <>
      <Menu.Root>
        <Menu.Trigger
          ref={trigger}
          aria-label={`${what} options`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-blush hover:text-brand-deep data-popup-open:bg-blush data-popup-open:text-brand-deep md:size-9"
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={4} align="end" collisionPadding={8} className="z-50 outline-none">
            <Menu.Popup className="min-w-44 origin-[var(--transform-origin)] rounded-2xl bg-white py-1 text-ink shadow-xl ring-1 ring-blush outline-none transition-[opacity,scale] duration-100 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0">
              <Menu.Item
                onClick={() => setReporting(true)}
                className="flex min-h-11 cursor-default items-center gap-2 px-4 text-sm font-semibold outline-none select-none data-highlighted:bg-blush data-highlighted:text-brand-deep"
              >
                <Flag aria-hidden="true" className="size-4" />
                Report
              </Menu.Item>
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
      <ReportDialog target={target} open={reporting} onOpenChange={setReporting} finalFocus={trigger} />
    </>
  );
}
