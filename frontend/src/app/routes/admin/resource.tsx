import { useMutation, useReadQuery } from '@apollo/client/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { toast } from 'react-toastify';
import { requireUser } from '@/app/guards';
import { TextAreaField, TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { toServerFormError } from '@/components/form/form-error';
import { required, type Rule } from '@/components/form/rules';
import { SwitchField } from '@/components/form/switch-field';
import { TopicsField } from '@/components/form/topics-field';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { NEW_ID, paths } from '@/config/paths';
import { IMAGE_COMPRESSION } from '@/features/uploads/compression';
import { ImageUploadField } from '@/features/uploads/components/image-upload-field';
import { graphql } from '@/gql';
import { preloadQuery } from '@/lib/apollo-client';
import { awaitPageQueries } from '@/lib/route-queries';

/** Spec §5 "Admin resource: title required" (the contract's message). */
export const TITLE_REQUIRED = 'Title is required';
export const LINK_INVALID = 'Please enter a full web address, starting with http:// or https://';
export const SECOND_OPINION_SAVED = 'Second Opinion saved';

/** Contract: at most 10 topics. */
const MAX_TOPICS = 10;

export type SecondOpinionValues = {
  title: string;
  text: string;
  coverImage: string | null;
  link: string;
  linkTitle: string;
  featured: boolean;
  author: string;
  topicIds: string[];
};

const EMPTY: SecondOpinionValues = {
  title: '',
  text: '',
  coverImage: null,
  link: '',
  linkTitle: '',
  featured: false,
  author: '',
  topicIds: [],
};

const isWebAddress = (value: string) => {
  if (!value.trim()) return true;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const rules: Rule<SecondOpinionValues>[] = [
  required('title', TITLE_REQUIRED),
  { field: 'link', check: isWebAddress, prompt: LINK_INVALID },
];

/** SecondOpinionInput's field names are the form's own. */
const SERVER_FIELDS = Object.fromEntries(Object.keys(EMPTY).map((name) => [name, name]));

const ResourceTopicsQuery = graphql(`
  query ResourceFormTopics {
    topics {
      id
      title
      description
    }
  }
`);

const AdminSecondOpinionQuery = graphql(`
  query AdminSecondOpinion($id: ID!) {
    secondOpinion(id: $id) {
      id
      title
      text
      coverImage
      link
      linkTitle
      featured
      author
      topics {
        id
      }
    }
  }
`);

const SaveSecondOpinionMutation = graphql(`
  mutation SaveSecondOpinion($input: SecondOpinionInput!) {
    saveSecondOpinion(input: $input) {
      id
      title
      text
      coverImage
      link
      linkTitle
      featured
      author
      createdAt
      topics {
        id
        title
        description
      }
    }
  }
`);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const topics = preloadQuery(ResourceTopicsQuery);
  if (params.id === NEW_ID) return awaitPageQueries({ topics }).then((queries) => ({ ...queries, resource: null }));
  return awaitPageQueries({
    topics,
    resource: preloadQuery(AdminSecondOpinionQuery, { variables: { id: params.id ?? '' } }),
  });
}

type ResourceData = Awaited<ReturnType<typeof loader>>;

const optional = (value: string) => value.trim() || null;

/** The cover: the upload field (progress, preview, 'Try again') and a Remove button. */
function CoverImageField() {
  const { setValue } = useFormContext<SecondOpinionValues>();
  const cover = useWatch<SecondOpinionValues, 'coverImage'>({ name: 'coverImage' });
  // A new upload field after a removal, so the old preview goes with it.
  const [slot, setSlot] = useState(0);
  return (
    <div className="flex flex-wrap items-start gap-3 rounded-2xl border border-ink/10 p-3">
      <div className="min-w-0 flex-1">
        <ImageUploadField
          key={slot}
          name="coverImage"
          label="Cover image"
          namePrefix="resource"
          compression={IMAGE_COMPRESSION}
          // Every member may see a Second Opinion's cover; nobody signed out can.
          isViewableByAnyUser
          frame={(image) =>
            image ? (
              <span className="block aspect-video w-56 max-w-full overflow-hidden rounded-2xl bg-blush [&_img]:size-full [&_img]:object-cover">
                {image}
              </span>
            ) : null
          }
        />
      </div>
      {cover ? (
        <button
          type="button"
          onClick={() => {
            setValue('coverImage', null, { shouldDirty: true });
            setSlot((current) => current + 1);
          }}
          aria-label="Remove cover image"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-blush hover:text-brand-deep"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      ) : null}
    </div>
  );
}

type SecondOpinionFormProps = {
  id: string | null;
  initial: SecondOpinionValues;
  topics: readonly { id: string; title: string; description: string | null }[];
};

function SecondOpinionForm({ id, initial, topics }: SecondOpinionFormProps) {
  const navigate = useNavigate();
  const [save] = useMutation(SaveSecondOpinionMutation);
  return (
    <Form<SecondOpinionValues>
      defaultValues={initial}
      rules={rules}
      labelledBy="resource-form-title"
      onSubmit={async (values) => {
        try {
          await save({
            variables: {
              input: {
                id,
                title: values.title.trim(),
                text: optional(values.text),
                coverImage: values.coverImage || null,
                link: optional(values.link),
                linkTitle: optional(values.linkTitle),
                featured: values.featured,
                author: optional(values.author),
                topicIds: values.topicIds,
              },
            },
            update(cache) {
              // Every list that shows Second Opinions loads again with this one as saved.
              for (const fieldName of ['adminSecondOpinions', 'feed', 'topicFeed']) {
                cache.evict({ id: 'ROOT_QUERY', fieldName });
              }
              cache.gc();
            },
          });
        } catch (error) {
          throw toServerFormError(error, SERVER_FIELDS);
        }
        toast.success(SECOND_OPINION_SAVED);
        await navigate(paths.admin.resources.getHref());
      }}
    >
      <TextField name="title" label="Title" required autoComplete="off" />
      <TextAreaField name="text" label="Text" rows={8} />
      <CoverImageField />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField name="link" label="Link" autoComplete="off" inputMode="url" />
        <TextField name="linkTitle" label="Link title" autoComplete="off" />
      </div>
      <TextField name="author" label="Author" autoComplete="off" />
      <SwitchField
        name="featured"
        label="Featured"
        description="Featured Second Opinions come first on the Resources page."
      />
      <TopicsField name="topicIds" legend="Topics" topics={topics} max={MAX_TOPICS} hint={`Up to ${MAX_TOPICS} topics.`} />
    </Form>
  );
}

function NewSecondOpinion({ topicsRef }: { topicsRef: ResourceData['topics'] }) {
  const { data } = useReadQuery(topicsRef);
  return <SecondOpinionForm id={null} initial={EMPTY} topics={data.topics} />;
}

function ExistingSecondOpinion({
  topicsRef,
  resourceRef,
}: {
  topicsRef: ResourceData['topics'];
  resourceRef: NonNullable<ResourceData['resource']>;
}) {
  const topics = useReadQuery(topicsRef).data.topics;
  const resource = useReadQuery(resourceRef).data.secondOpinion;
  const initial: SecondOpinionValues = {
    title: resource.title,
    text: resource.text,
    coverImage: resource.coverImage ?? null,
    link: resource.link ?? '',
    linkTitle: resource.linkTitle ?? '',
    featured: resource.featured,
    author: resource.author ?? '',
    topicIds: resource.topics.map((topic) => topic.id),
  };
  return <SecondOpinionForm id={resource.id} initial={initial} topics={topics} />;
}

/** Spec §2/§5 "admin resource form": 'Create New / Edit Second Opinion'. */
export function Component() {
  const { id } = useParams();
  const { topics, resource } = useLoaderData<ResourceData>();
  const isNew = id === NEW_ID;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <BackLink to={paths.admin.resources.getHref()} label="Back to Second Opinions" />
      <div id="resource-form-title">
        <PageHeader title={isNew ? 'Create New Second Opinion' : 'Edit Second Opinion'} />
      </div>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-8">
        <QueryBoundary pending="Loading…" failure="We couldn't load this Second Opinion.">
          {resource ? (
            <ExistingSecondOpinion key={id} topicsRef={topics} resourceRef={resource} />
          ) : (
            <NewSecondOpinion key={id} topicsRef={topics} />
          )}
        </QueryBoundary>
      </div>
    </div>
  );
}
