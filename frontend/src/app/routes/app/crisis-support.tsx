import { PageHeader } from '@/components/ui/page-header';
import { EmergencyNotice } from '@/features/support/components/emergency-notice';
import { HotlineDirectory, RegionLinks } from '@/features/support/components/hotline-directory';
import { LeaveSafely } from '@/features/safety/components/leave-safely';
import { LastReviewed } from '@/features/support/components/last-reviewed';

/**
 * Crisis Support (spec §1, §2): open to everyone, signed in or not (see `viewerLoader`).
 * The list itself lives in features/support/hotlines.ts.
 */
export function Component() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Crisis Support"
        description="You don't have to face this alone. The services below are there to listen and to help, whatever you are going through."
      />
      <div className="space-y-8">
        <EmergencyNotice />
        <div className="space-y-3 text-ink">
          <p>
            Real Talk is a community of members, not a crisis service: other members may not see a post in time.
            If you need help now, please reach out to one of these services.
          </p>
          <LastReviewed className="text-sm text-ink-muted" />
        </div>
        <RegionLinks />
        <HotlineDirectory />
        <p className="text-sm text-ink-muted">
          Numbers and services can change. If one doesn&apos;t work, Find A Helpline lists the services available
          where you are.
        </p>
        <LeaveSafely />
      </div>
    </div>
  );
}
