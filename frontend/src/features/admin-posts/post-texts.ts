/** Spec §8-style toasts of the admin post detail. */
export const POST_DELETED = 'Post deleted';
export const SHADOW_BANNED = 'Post shadow banned: only its owner and admins can see it';
export const SHADOW_BAN_LIFTED = 'Shadow ban lifted: the post is visible to members';
export const WARNING_SAVED = 'Content warning saved';
export const WARNING_REMOVED = 'Content warning removed';
