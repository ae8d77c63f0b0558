import { useMutation, useReadQuery } from '@apollo/client/react';
import { useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { toast } from 'react-toastify';
import { requireUser } from '@/app/guards';
import { TextAreaField, TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { toServerFormError } from '@/components/form/form-error';
import { required, type Rule } from '@/components/form/rules';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { NEW_ID, paths } from '@/config/paths';
import { graphql } from '@/gql';
import { preloadQuery } from '@/lib/apollo-client';
import { awaitPageQueries } from '@/lib/route-queries';

/** Contract: the server's message for a missing title, checked here first. */
export const TITLE_REQUIRED = 'Title is required';
export const TOPIC_SAVED = 'Topic saved';

type TopicValues = { title: string; description: string };

const topicRules: Rule<TopicValues>[] = [required('title', TITLE_REQUIRED)];

/** Server field names (TopicInput) → form fields. */
const SERVER_FIELDS = { title: 'title', description: 'description' } as const;

const AdminTopicQuery = graphql(`
  query AdminTopic($id: ID!) {
    topic(id: $id) {
      id
      title
      description
    }
  }
`);

const SaveTopicMutation = graphql(`
  mutation SaveTopic($input: TopicInput!) {
    saveTopic(input: $input) {
      id
      title
      description
    }
  }
`);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  if (params.id === NEW_ID) return { topic: null };
  return awaitPageQueries({ topic: preloadQuery(AdminTopicQuery, { variables: { id: params.id ?? '' } }) });
}

type TopicRef = NonNullable<Awaited<ReturnType<typeof loader>>['topic']>;

function TopicForm({ id, initial }: { id: string | null; initial: TopicValues }) {
  const navigate = useNavigate();
  const [saveTopic] = useMutation(SaveTopicMutation);
  return (
    <Form<TopicValues>
      defaultValues={initial}
      rules={topicRules}
      labelledBy="topic-form-title"
      onSubmit={async (values) => {
        try {
          await saveTopic({
            variables: {
              input: { id, title: values.title.trim(), description: values.description.trim() || null },
            },
            update(cache) {
              // The topic lists (the table, the chips, the pickers) load again with it.
              cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminTopics' });
              cache.evict({ id: 'ROOT_QUERY', fieldName: 'topics' });
              cache.gc();
            },
          });
        } catch (error) {
          throw toServerFormError(error, SERVER_FIELDS, 'title');
        }
        toast.success(TOPIC_SAVED);
        await navigate(paths.admin.topics.getHref());
      }}
    >
      <TextField name="title" label="Title" required autoComplete="off" />
      <TextAreaField name="description" label="Description" rows={4} />
    </Form>
  );
}

function ExistingTopic({ queryRef }: { queryRef: TopicRef }) {
  const { data } = useReadQuery(queryRef);
  const { topic } = data;
  return <TopicForm id={topic.id} initial={{ title: topic.title, description: topic.description ?? '' }} />;
}

/** Spec §2 "admin topic form": /admin/topic/new creates, /admin/topic/:id edits. */
export function Component() {
  const { id } = useParams();
  const { topic } = useLoaderData<typeof loader>();
  const isNew = id === NEW_ID;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <BackLink to={paths.admin.topics.getHref()} label="Back to Topics" />
      <div id="topic-form-title">
        <PageHeader title={isNew ? 'New Topic' : 'Edit Topic'} />
      </div>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-8">
        {topic ? (
          <QueryBoundary pending="Loading the topic…" failure="We couldn't load this topic.">
            <ExistingTopic key={id} queryRef={topic} />
          </QueryBoundary>
        ) : (
          <TopicForm key={id} id={null} initial={{ title: '', description: '' }} />
        )}
      </div>
    </div>
  );
}
