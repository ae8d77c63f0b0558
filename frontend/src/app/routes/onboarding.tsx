import { useReadQuery } from '@apollo/client/react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { requireUser } from '@/app/guards';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { LocationField } from '@/features/location/components/location-picker';
import { preloadMyProfile } from '@/features/profile/api/profile-documents';
import { OnboardingWizard } from '@/features/profile/components/onboarding-wizard';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return awaitPageQueries(preloadMyProfile());
}

type OnboardingData = LoaderData<typeof loader>;

function Onboarding({ queries }: { queries: OnboardingData }) {
  const navigate = useNavigate();
  const { data: mine } = useReadQuery(queries.me);
  const { data: choices } = useReadQuery(queries.choices);
  if (!mine.me) return null;
  return (
    <OnboardingWizard
      me={mine.me}
      choices={choices}
      locationField={<LocationField name="location" label="Location" required />}
      onFinished={() => void navigate(paths.app.home.getHref(), { replace: true })}
    />
  );
}

export function Component() {
  const queries = useLoaderData<OnboardingData>();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">Welcome to Real Talk</h1>
        <p className="mt-2 text-lg text-ink-muted">
          A private space to talk about the things you tell nobody else. Two quick steps and
          you&apos;re in.
        </p>
      </div>
      <QueryBoundary pending="Loading your profile…" failure="We couldn't load onboarding.">
        <Onboarding queries={queries} />
      </QueryBoundary>
    </div>
  );
}
