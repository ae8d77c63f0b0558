import { useMutation } from '@apollo/client/react';
import { Switch } from '@base-ui/react/switch';
import { useId } from 'react';
import { toast } from 'react-toastify';
import { serverErrorText } from '@/components/form/form-error';
import { graphql } from '@/gql';
import { SHADOW_BAN_LIFTED, SHADOW_BANNED } from '../post-texts';

const SetPostShadowBanMutation = graphql(`
  mutation SetPostShadowBan($id: ID!, $isShadowBanned: Boolean!) {
    setPostShadowBan(id: $id, isShadowBanned: $isShadowBanned) {
      id
      isShadowBanned
      updatedAt
    }
  }
`);

export function ShadowBanSetting({ postId, isShadowBanned }: { postId: string; isShadowBanned: boolean }) {
  const [setShadowBan, { loading }] = useMutation(SetPostShadowBanMutation);
  const id = useId();
  const change = async (next: boolean) => {
    try {
      await setShadowBan({ variables: { id: postId, isShadowBanned: next } });
      toast.success(next ? SHADOW_BANNED : SHADOW_BAN_LIFTED);
    } catch (error) {
      toast.error(serverErrorText(error) ?? 'Something went wrong...');
    }
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-6">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-extrabold">
        Shadow Ban Settings
      </h2>
      <label className="flex min-h-11 cursor-pointer items-start justify-between gap-4">
        <span className="text-sm">
          <span id={`${id}-label`} className="block font-semibold text-ink">
            Shadow banned
          </span>
          <span id={`${id}-description`} className="mt-1 block text-ink-muted">
            Hidden from everyone but its owner and admins.
          </span>
        </span>
        <Switch.Root
          checked={isShadowBanned}
          disabled={loading}
          onCheckedChange={(checked) => void change(checked)}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description`}
          className="relative mt-1 flex h-7 w-12 shrink-0 rounded-full bg-ink/25 p-0.5 transition-colors duration-150 data-checked:bg-brand-deep data-disabled:opacity-60"
        >
          <Switch.Thumb className="size-6 rounded-full bg-white shadow transition-transform duration-150 data-checked:translate-x-5" />
        </Switch.Root>
      </label>
    </section>
  );
}
