import { RequestResetForm } from '@/features/auth/components/request-reset-form';

export function Component() {
  return <RequestResetForm />;
}
