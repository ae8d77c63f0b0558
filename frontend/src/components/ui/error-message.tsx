import { TriangleAlert } from 'lucide-react';

type ErrorMessageProps = {
  title: string;
  /** Detail for the reader, e.g. the network or GraphQL error message. */
  detail?: string;
};

export function ErrorMessage({ title, detail }: ErrorMessageProps) {
  return (
    <div role="alert" className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        {detail ? <p className="mt-1 text-sm">{detail}</p> : null}
      </div>
    </div>
  );
}
