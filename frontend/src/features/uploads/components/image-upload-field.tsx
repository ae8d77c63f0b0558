import { useApolloClient } from '@apollo/client/react';
import { ImagePlus, RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { toast } from 'react-toastify';
import { usePendingUpload } from '@/components/form/pending-uploads';
import { buttonClasses } from '@/components/ui/button-classes';
import { uploadImage } from '../api/upload-image';
import type { CompressionSettings } from '../compression';
import { StoredImage } from './stored-image';

/** Spec §5 "Image upload field": the warning for a file that is not an image. */
export const NOT_AN_IMAGE_MESSAGE = 'Please only upload an image file (webp, png, jpeg,. etc)';
/** Spec §4 "File upload" and §8 "Upload". */
export const GENERATING_PREVIEW = 'Generating Preview...';
export const UPLOAD_FAILED = 'Something went wrong...';

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'generating'; previewUrl: string }
  | { kind: 'previewed'; previewUrl: string }
  | { kind: 'error'; file: File };

type ImageUploadFieldProps = {
  /** The form field that receives the uploaded file's object id. */
  name: string;
  label: string;
  compression: CompressionSettings;
  /** The stored object's name before its timestamp, e.g. "avatar". */
  namePrefix: string;
  isPublic?: boolean;
  isViewableByAnyUser?: boolean;
  /** Draws the image (or null when there is none), e.g. inside an avatar circle. */
  frame?: (image: ReactNode) => ReactNode;
  hint?: ReactNode;
};

const defaultFrame = (image: ReactNode) =>
  image ? (
    <span className="block aspect-square w-40 overflow-hidden rounded-2xl bg-blush [&_img]:size-full [&_img]:object-cover">
      {image}
    </span>
  ) : null;

/**
 * Spec §4/§5 "File upload": picks an image (anything whose type does not contain "image" is
 * refused with a warning toast), compresses it, asks `createUpload` for a signed URL, PUTs the
 * bytes there showing the progress in %, then 'Generating Preview...' until the preview (from
 * the local copy) has loaded. A failure offers 'Try again' with the same file. The object id
 * goes to the form field `name` once the bytes are stored.
 */
export function ImageUploadField({
  name,
  label,
  compression,
  namePrefix,
  isPublic = false,
  isViewableByAnyUser = false,
  frame = defaultFrame,
  hint,
}: ImageUploadFieldProps) {
  const client = useApolloClient();
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const current = useRef<AbortController | null>(null);
  const id = useId();
  const previewUrl = state.kind === 'generating' || state.kind === 'previewed' ? state.previewUrl : null;

  // A preview's object URL lives as long as it is shown.
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  // Leaving the page cancels an upload still running.
  useEffect(() => () => current.current?.abort(), []);

  const upload = async (file: File) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ kind: 'uploading', percent: 0 });
    try {
      const { objectId, uploaded } = await uploadImage(client, file, {
        compression,
        namePrefix,
        isPublic,
        isViewableByAnyUser,
        signal: controller.signal,
        onProgress: (percent) => {
          if (!controller.signal.aborted) setState({ kind: 'uploading', percent });
        },
      });
      if (controller.signal.aborted) return;
      setState({ kind: 'generating', previewUrl: URL.createObjectURL(uploaded) });
      field.onChange(objectId);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error(error);
      setState({ kind: 'error', file });
    }
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.includes('image')) {
      toast.warning(NOT_AN_IMAGE_MESSAGE);
      return;
    }
    void upload(file);
  };

  const busy = state.kind === 'uploading';
  // The form waits for the bytes: a post sent now would go without this image.
  usePendingUpload(busy);
  let image: ReactNode = null;
  if (previewUrl) {
    image = (
      <img
        src={previewUrl}
        alt="Preview of your new image"
        className={state.kind === 'generating' ? 'invisible' : undefined}
        onLoad={() => setState((now) => (now.kind === 'generating' ? { ...now, kind: 'previewed' } : now))}
        onError={() => setState((now) => (now.kind === 'generating' ? { ...now, kind: 'previewed' } : now))}
      />
    );
  } else if (typeof field.value === 'string' && field.value) {
    image = <StoredImage source={field.value} alt="Your current image" />;
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-wrap items-center gap-5">
      {frame(image)}
      <div className="min-w-0 flex-1 basis-56 space-y-3">
        <p id={`${id}-label`} className="text-sm font-semibold text-ink">
          {label}
        </p>
        <input
          ref={input}
          type="file"
          accept="image/*"
          aria-label={`Upload ${label.toLowerCase()}`}
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          disabled={busy}
          onClick={() => input.current?.click()}
          className={`${buttonClasses('secondary')} disabled:opacity-60`}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {image ? 'Change image' : 'Choose an image'}
        </button>
        {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}
        <div aria-live="polite" className="min-h-6 text-sm">
          {state.kind === 'uploading' ? (
            <div className="space-y-1.5">
              <p className="font-semibold">Uploading… {state.percent}%</p>
              <progress
                value={state.percent}
                max={100}
                aria-label="Upload progress"
                className="h-2 w-full max-w-56 overflow-hidden rounded-full accent-brand-deep [&::-webkit-progress-bar]:bg-blush [&::-webkit-progress-value]:bg-brand-deep"
              />
            </div>
          ) : null}
          {state.kind === 'generating' ? <p className="font-semibold">{GENERATING_PREVIEW}</p> : null}
        </div>
        {state.kind === 'error' ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm font-semibold text-red-800">
            <span className="inline-flex items-center gap-1.5">
              <TriangleAlert aria-hidden="true" className="size-4" />
              {UPLOAD_FAILED}
            </span>
            <button type="button" onClick={() => void upload(state.file)} className={buttonClasses('secondary')}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Try again
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
