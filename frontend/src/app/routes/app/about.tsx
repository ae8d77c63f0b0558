import {
  ExternalLink,
  HeartHandshake,
  LifeBuoy,
  MessagesSquare,
  ShieldCheck,
  Sparkles,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ReportProblemButton } from '@/features/crash-reports/components/report-problem-dialog';

const GEONAMES_URL = 'https://www.geonames.org/';
const CC_BY_URL = 'https://creativecommons.org/licenses/by/4.0/';

/** A white card of the page, headed by an icon badge and an h2. */
function AboutSection({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush sm:p-6">
      <div className="mb-4 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blush text-brand-deep"
        >
          <Icon className="size-5" />
        </span>
        <h2 id={id} className="text-xl font-bold text-ink">
          {title}
        </h2>
      </div>
      <div className="space-y-4 leading-relaxed text-ink">{children}</div>
    </section>
  );
}

/** A list item that leads with a few words in bold. */
function Point({ lead, children }: { lead: string; children: ReactNode }) {
  return (
    <li>
      <strong className="font-semibold">{lead}</strong> {children}
    </li>
  );
}

const listClasses = 'list-disc space-y-2 pl-5 marker:text-brand-deep';

/** A link to another site, opening in a new tab without giving it this page. */
function OutsideLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')}>
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      {children}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** Spec §1 and §2 "About": why the community exists, how it works, and what happens to her data. */
export function Component() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="About Us" description="Why Real Talk exists, how it works, and what happens to your data." />
      <div className="space-y-6">
        <div className="bg-brand-gradient relative overflow-hidden rounded-3xl px-6 py-8 text-ink shadow-sm md:px-10">
          <div aria-hidden="true" className="absolute -top-16 -right-16 size-48 rounded-full bg-white/15" />
          <p className="relative text-2xl leading-snug font-extrabold md:text-3xl">
            An anonymous space for real talk about women&apos;s health.
          </p>
          <p className="relative mt-3 max-w-xl font-medium">
            Ask what feels too personal to ask anywhere else, share what you have been through, and hear from women
            who understand.
          </p>
        </div>

        <p className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-blush">
          <LifeBuoy aria-hidden="true" className="size-5 shrink-0 text-brand-deep" />
          <span className="min-w-0 flex-1 basis-56">
            Struggling right now? Our Crisis Support page lists helplines you can call or text.
          </span>
          <ButtonLink to={paths.app.crisisSupport.getHref()} variant="secondary">
            Crisis Support
          </ButtonLink>
        </p>

        <AboutSection icon={HeartHandshake} title="Why this community exists">
          <p>
            Women&apos;s health has long been under-researched and under-discussed. By one widely quoted estimate, less
            than 4% of health research funding goes to women&apos;s health. Symptoms are too often dismissed, some
            conditions take years to diagnose, and many questions feel too personal to ask out loud, even to a doctor.
          </p>
          <p>
            Real Talk is a place for those questions: a community where women can speak honestly, without giving their
            name, and learn from each other&apos;s experience. It is about sharing experience and support; it does not
            replace advice from a doctor or other health professional.
          </p>
        </AboutSection>

        <AboutSection icon={MessagesSquare} title="How it works">
          <ul className={listClasses}>
            <Point lead="Anonymous by design.">
              When you join you get a generated username, two words and a number. Other members see only that name,
              your profile colour and your picture if you add one, never your email address.
            </Point>
            <Point lead="The Real Talk feed.">
              Posts from members on the health topics you follow, or on every topic. React with emojis, comment and
              reply. A post on a topic you muted stays out of your feeds and search; the topic&apos;s own page still
              lists it.
            </Point>
            <Point lead="Second Opinions.">
              Articles curated by the Real Talk team, mixed into the feed and collected under Second Opinion.
            </Point>
            <Point lead="Reporting.">
              If a post or comment looks harmful, report it and our moderators will take a look. A report from a
              member who has been here a while (a day or more, with reports the moderators mostly agreed with) hides it
              from everyone else at once while they look; a newer member&apos;s report waits for a moderator before
              anything is hidden.
            </Point>
          </ul>
        </AboutSection>

        <AboutSection icon={ShieldCheck} title="Your data, in plain language">
          <h3 className="text-lg font-bold">What we keep</h3>
          <ul className={listClasses}>
            <li>
              Your email address, to sign you in and to send password-reset links. Our administrators can see it; other
              members never can.
            </li>
            <li>
              Your password, only as a &ldquo;hash&rdquo;: a one-way scramble we can check your password against but
              cannot turn back into it.
            </li>
            <li>Your generated username, your profile colour and, if you add one, your profile picture.</li>
            <li>
              The private details you give when you join: your location (only the city, region and country), race or
              ethnicity, age range, sex assigned at birth and gender. Only you can see them, and you can change them on
              your profile.
            </li>
            <li>The health topics you follow, and whether you are happy to be contacted for research.</li>
            <li>Your posts, comments and reactions, and the reports you make.</li>
            <li>When you joined and when you last signed in, and a scrambled token for each device you are signed in on.</li>
          </ul>

          <h3 className="text-lg font-bold">What we never keep</h3>
          <ul className={listClasses}>
            <li>Your IP address or your browser&apos;s identifying details (its &ldquo;user agent&rdquo;).</li>
            <li>
              Your precise position. &ldquo;Use my location&rdquo; is turned into a city on our server, and the
              coordinates are dropped.
            </li>
            <li>
              The hidden details in your photos: pictures are stripped of their location and camera information before
              anyone sees them.
            </li>
            <li>Anything for advertisers: Real Talk has no trackers and no ads.</li>
          </ul>

          <h3 className="text-lg font-bold">Deleting your account</h3>
          <p>
            Profile → Delete Account erases, at once, your account and sign-in sessions, your posts with their comments and
            pictures, and your reactions.
          </p>
          <ul className={listClasses}>
            <li>
              Comments you left under other members&apos; posts become empty placeholders, shown as &ldquo;Deleted
              comment&rdquo; without a name, so the replies beneath them still make sense.
            </li>
            <li>Reports you filed stay, so moderators can finish their work, but without your name.</li>
            <li>
              When the app runs into an error it sends us a crash report: the error, the page (without anything after
              its &ldquo;?&rdquo;) and your browser&apos;s name and major version. It names you only if you describe
              what happened; those reports go with your account, and every crash report is deleted after 90 days.
            </li>
          </ul>
        </AboutSection>

        <AboutSection icon={Wrench} title="Something not working?">
          <p>
            Tell us what happened and we will look into it. Your report goes to the team with the page you were on and
            your browser&apos;s name and version, nothing more.
          </p>
          <ReportProblemButton />
        </AboutSection>

        <AboutSection icon={Sparkles} title="Credits">
          <p>
            Place names come from GeoNames (geonames.org), licensed under Creative Commons Attribution 4.0 (CC BY 4.0).
          </p>
          <ul className="flex flex-wrap gap-2">
            <li>
              <OutsideLink href={GEONAMES_URL}>Visit GeoNames (geonames.org)</OutsideLink>
            </li>
            <li>
              <OutsideLink href={CC_BY_URL}>Read the CC BY 4.0 license</OutsideLink>
            </li>
          </ul>
        </AboutSection>
      </div>
    </div>
  );
}
