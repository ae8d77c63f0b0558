import { SquarePen } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { EmojiLegend } from '@/features/feed/components/emoji-legend';
import { TopicChips } from '@/features/feed/components/topic-chips';

export function Component() {
  return (
    <div className="space-y-8">
      <section className="relative overflow-hidden rounded-3xl bg-white p-6 shadow-sm ring-1 ring-blush md:p-10">
        <div aria-hidden="true" className="bg-brand-gradient absolute inset-x-0 top-0 h-1.5" />
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-xl">
            <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">Real Talk</h1>
            <p className="mt-3 text-lg text-ink-muted">
              Honest, anonymous conversations about women&apos;s health. Ask, share and support each
              other.
            </p>
          </div>
          <ButtonLink to={paths.app.newPost.getHref()}>
            <SquarePen aria-hidden="true" className="size-4" />
            Add Your Voice
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="topics-heading" className="space-y-4">
        <h2 id="topics-heading" className="text-xl font-bold">
          Health topics
        </h2>
        <TopicChips />
      </section>

      <EmojiLegend />
    </div>
  );
}
