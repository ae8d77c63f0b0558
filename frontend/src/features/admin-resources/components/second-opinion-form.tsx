import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TextAreaField, TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { toServerFormError } from '@/components/form/form-error';
import { SwitchField } from '@/components/form/switch-field';
import { TopicsField } from '@/components/form/topics-field';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import type {
  AdminSecondOpinionQuery,
  AdminSecondOpinionQueryVariables,
  ResourceFormTopicsQuery,
  ResourceFormTopicsQueryVariables,
} from '@/gql/graphql';
import {
  EMPTY,
  MAX_TOPICS,
  optional,
  rules,
  SECOND_OPINION_SAVED,
  SERVER_FIELDS,
  type SecondOpinionValues,
} from '../second-opinion-values';
import { CoverImageField } from './cover-image-field';

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

type SecondOpinionFormProps = {
  id: string | null;
  initial: SecondOpinionValues;
  topics: readonly { id: string; title: string; description: string | null }[];
  coverUpload: ReactNode;
};

function SecondOpinionForm({ id, initial, topics, coverUpload }: SecondOpinionFormProps) {
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
      <CoverImageField upload={coverUpload} />
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
      <TopicsField
        name="topicIds"
        legend="Topics"
        topics={topics}
        max={MAX_TOPICS}
        hint={`Up to ${MAX_TOPICS} topics.`}
      />
    </Form>
  );
}

type TopicsRef = QueryRef<ResourceFormTopicsQuery, ResourceFormTopicsQueryVariables>;
type SecondOpinionRef = QueryRef<AdminSecondOpinionQuery, AdminSecondOpinionQueryVariables>;

function NewSecondOpinion({ topicsRef, coverUpload }: { topicsRef: TopicsRef; coverUpload: ReactNode }) {
  const { data } = useReadQuery(topicsRef);
  return <SecondOpinionForm id={null} initial={EMPTY} topics={data.topics} coverUpload={coverUpload} />;
}

function ExistingSecondOpinion({
  topicsRef,
  resourceRef,
  coverUpload,
}: {
  topicsRef: TopicsRef;
  resourceRef: SecondOpinionRef;
  coverUpload: ReactNode;
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
  return <SecondOpinionForm id={resource.id} initial={initial} topics={topics} coverUpload={coverUpload} />;
}

type SecondOpinionEditorProps = {
  /** The topics to choose from and, to edit one, the Second Opinion (both preloaded by the route). */
  topicsRef: TopicsRef;
  resourceRef: SecondOpinionRef | null;
  /** The cover's upload field, from the uploads feature. */
  coverUpload: ReactNode;
};

/** Spec §2/§5 "admin resource form": a new Second Opinion, or the one to edit. */
export function SecondOpinionEditor({ topicsRef, resourceRef, coverUpload }: SecondOpinionEditorProps) {
  return resourceRef ? (
    <ExistingSecondOpinion topicsRef={topicsRef} resourceRef={resourceRef} coverUpload={coverUpload} />
  ) : (
    <NewSecondOpinion topicsRef={topicsRef} coverUpload={coverUpload} />
  );
}
