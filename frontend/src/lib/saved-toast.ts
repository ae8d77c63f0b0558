import { toast } from 'react-toastify';

/** Spec §4/§8: the toast after a setting saved itself, closing after 1 s. */
export const SAVED_MESSAGE = 'Saved!';
export const SAVED_TOAST_MS = 1000;

/** One 'Saved!' toast at a time, however many changes saved in a row. */
export function toastSaved() {
  toast.success(SAVED_MESSAGE, { autoClose: SAVED_TOAST_MS, toastId: 'autosave-saved' });
}
