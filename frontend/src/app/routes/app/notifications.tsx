import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requireUser } from '@/app/guards';
import { PageHeader } from '@/components/ui/page-header';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { preloadNotifications } from '@/features/notifications/api/notification-documents';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return awaitPageQueries({ notifications: preloadNotifications() });
}

type NotificationsData = LoaderData<typeof loader>;

/** The bell's list: what happened to her posts and comments, newest first. Opening it reads them. */
export function Component() {
  const { notifications } = useLoaderData<NotificationsData>();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Notifications"
        description={
          <>
            What happened to your posts and comments.{' '}
            <Link to={paths.app.profile.getHref()} className="font-semibold text-brand-deep underline underline-offset-2">
              Choose what you hear about
            </Link>
          </>
        }
      />
      <QueryBoundary pending="Loading your notifications…" failure="We couldn't load your notifications.">
        <NotificationList queryRef={notifications} />
      </QueryBoundary>
    </div>
  );
}
