import { toast } from 'react-toastify';
import { GENERIC_FORM_ERROR, serverErrorText } from '@/components/form/form-error';

/** A refused change, said in a toast. */
export const toastFailure = (error: unknown) => toast.error(serverErrorText(error) ?? GENERIC_FORM_ERROR);
