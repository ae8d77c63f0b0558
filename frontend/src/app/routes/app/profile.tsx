import { useReadQuery } from '@apollo/client/react';
import {
  Ban,
  Bell,
  Camera,
  DoorOpen,
  EyeOff,
  FileDown,
  FlaskConical,
  HeartPulse,
  LockKeyhole,
  MapPin,
  Palette,
  UserRoundX,
  VolumeX,
} from 'lucide-react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requireUser } from '@/app/guards';
import { profileTabs } from '@/app/layouts/profile-tabs';
import { SectionTabs } from '@/components/navigation/section-tabs';
import { SwitchField } from '@/components/form/switch-field';
import { TopicsField } from '@/components/form/topics-field';
import { PageHeader } from '@/components/ui/page-header';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { LocationField } from '@/features/location/components/location-picker';
import { MutedTopicsList } from '@/features/feed/components/mute-topic-button';
import { preloadNotificationPreferences } from '@/features/notifications/api/notification-documents';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { preloadBlockedMembers } from '@/features/profile/api/blocked-members';
import { preloadMyProfile } from '@/features/profile/api/profile-documents';
import { BlockedMembers } from '@/features/profile/components/blocked-members';
import { SuspensionNotice } from '@/features/posts/components/suspension-notice';
import { useSuspendedUntil } from '@/features/posts/hooks/use-suspended-until';
import { ColourField } from '@/features/profile/components/colour-field';
import { DeleteAccount } from '@/features/profile/components/delete-account';
import { DemographicFields } from '@/features/profile/components/demographic-fields';
import { DownloadMyData } from '@/features/profile/components/download-my-data';
import { ProfileAvatar } from '@/features/profile/components/profile-avatar';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { DiscreetModeSetting, QuickExitSettings } from '@/features/safety/components/safety-settings';
import { AVATAR_COMPRESSION } from '@/features/uploads/compression';
import { ImageUploadField } from '@/features/uploads/components/image-upload-field';
import { useDiscreetMode, useTopicsHeading } from '@/lib/discreet-mode';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return awaitPageQueries({
    ...preloadMyProfile(),
    notificationPreferences: preloadNotificationPreferences(),
    blocked: preloadBlockedMembers(),
  });
}

type ProfileData = LoaderData<typeof loader>;

function Blocked({ queryRef }: { queryRef: ProfileData['blocked'] }) {
  const { data } = useReadQuery(queryRef);
  return <BlockedMembers members={data.blockedMembers} />;
}

/** Spec §2 "Profile": the sections of the features, put together here (features don't import each other). */
function Profile({ queries }: { queries: ProfileData }) {
  const { data: mine } = useReadQuery(queries.me);
  const { data: choices } = useReadQuery(queries.choices);
  const suspendedUntil = useSuspendedUntil();
  const discreet = useDiscreetMode();
  const topicsHeading = useTopicsHeading();
  const me = mine.me;
  if (!me) return null;
  // Her picture and colour show beside everything she wrote: while suspended she cannot
  // change them (the server refuses too), and the notice says until when.
  const suspended = Boolean(suspendedUntil);
  return (
    <ProfileForm me={me}>
      <SuspensionNotice />
      <ProfileSection icon={Camera} title="Profile image" description={`Signed in as ${me.username}.`}>
        <fieldset disabled={suspended} className="contents">
          <ImageUploadField
            name="profileImage"
            label="Profile image"
            namePrefix="avatar"
            compression={AVATAR_COMPRESSION}
            frame={(image) => <ProfileAvatar username={me.username} image={image} />}
            hint="We shrink it on your device and remove its hidden details (such as where it was taken) before anyone can see it."
          />
        </fieldset>
      </ProfileSection>
      <ProfileSection icon={HeartPulse} title={topicsHeading} description="Your Interests feed shows these.">
        <TopicsField name="topicsOfInterest" legend="Topics of interest" topics={choices.topics} />
      </ProfileSection>
      <ProfileSection icon={Palette} title="Profile colour">
        <fieldset disabled={suspended} className="contents">
          <ColourField name="profileColour" legend="Avatar colour" colours={choices.profileOptions.colours} />
        </fieldset>
      </ProfileSection>
      <ProfileSection icon={LockKeyhole} title="Private details" description="Only you can see these.">
        <DemographicFields options={choices.profileOptions} clearable />
      </ProfileSection>
      <ProfileSection icon={MapPin} title="Location" description="Only your city, region and country.">
        <LocationField name="location" label="Your city" />
      </ProfileSection>
      <ProfileSection icon={FlaskConical} title="Research">
        <SwitchField
          name="contact"
          label="Happy to be contacted for research"
          description={
            discreet
              ? 'Researchers may ask, through us, whether you would take part.'
              : "Researchers studying women's health may ask, through us, whether you would take part."
          }
        />
      </ProfileSection>
      <ProfileSection icon={Bell} title="Notifications" description="What the bell tells you about. Changes save at once.">
        <QueryBoundary pending="Loading your notification choices…" failure="We couldn't load your notification choices.">
          <NotificationPreferences queryRef={queries.notificationPreferences} />
        </QueryBoundary>
      </ProfileSection>
      <ProfileSection icon={VolumeX} title="Muted topics" description="Their posts stay out of your feeds. Mute a topic from its page.">
        <MutedTopicsList />
      </ProfileSection>
      <ProfileSection icon={EyeOff} title="Discreet mode" description="Remembered on this device only.">
        <DiscreetModeSetting />
      </ProfileSection>
      <ProfileSection icon={DoorOpen} title="Quick exit" description="Remembered on this device only.">
        <QuickExitSettings />
      </ProfileSection>
      <ProfileSection
        icon={FileDown}
        title="Your data"
        description="A copy of everything you've shared here (your profile, posts, comments and reactions) as a file."
      >
        <DownloadMyData />
      </ProfileSection>
      <ProfileSection
        icon={Ban}
        title="Blocked members"
        description="You don't see their posts, and they can't reply to you or comment on your posts."
      >
        <QueryBoundary pending="Loading the members you blocked…" failure="We couldn't load the members you blocked.">
          <Blocked queryRef={queries.blocked} />
        </QueryBoundary>
      </ProfileSection>
      <ProfileSection
        icon={UserRoundX}
        title="Your account"
        description="Before you decide: what deleting your account erases at once, and what stays without your name."
      >
        <DeleteAccount />
      </ProfileSection>
    </ProfileForm>
  );
}

export function Component() {
  const queries = useLoaderData<ProfileData>();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Your Profile" description="Changes save as you go." />
      <SectionTabs label="Profile sections" tabs={profileTabs} />
      <QueryBoundary pending="Loading your profile…" failure="We couldn't load your profile.">
        <Profile queries={queries} />
      </QueryBoundary>
    </div>
  );
}
