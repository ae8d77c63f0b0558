import { useWatch } from 'react-hook-form';
import { TextField } from '@/components/form/fields';
import { POST_LIMITS } from '../create-post-values';

function Counter({ name }: { name: string }) {
  const value = (useWatch({ name }) as string | undefined) ?? '';
  const length = value.trim().length;
  return (
    <>
      For posts about something others may find hard to read (for example pregnancy loss). Readers see it first
      and choose whether to show the post.{' '}
      <span className={length > POST_LIMITS.contentWarning ? 'font-semibold text-red-700' : ''}>
        {length}/{POST_LIMITS.contentWarning}
      </span>
    </>
  );
}

/** The optional content warning of a post (issue 20), with how many of its 80 characters are used. */
export function ContentWarningField({ name = 'contentWarning' }: { name?: string }) {
  return <TextField name={name} label="Content warning (optional)" autoComplete="off" hint={<Counter name={name} />} />;
}
