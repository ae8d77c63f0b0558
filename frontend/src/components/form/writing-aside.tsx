import { useWatch } from 'react-hook-form';
import { useWritingAids } from './writing-aids';

/** The aside for words kept in component state (the comment boxes). */
export function WritingAside({ text }: { text: string }) {
  const aids = useWritingAids();
  return aids ? aids.renderAside(text) : null;
}

/** The aside for fields of the surrounding form, read as she types (a post's title and text). */
export function WatchedWritingAside({ names }: { names: readonly string[] }) {
  const values = useWatch({ name: [...names] }) as unknown[];
  return <WritingAside text={values.filter((value) => typeof value === 'string').join('\n')} />;
}
