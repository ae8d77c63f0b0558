/** Spec §2 "Crash screen" and §8 "Pages". */
export const CRASH_TITLE = 'Oops! Something went wrong.';

/** Spec §2: the crash report form's field. */
export const DESCRIBE_LABEL = 'Describe what happened...';

/** After a member's description or a manual report has been sent. */
export const REPORT_THANKS = 'Thank you. Your report has been sent.';

export const REPORT_FAILED = "We couldn't send your report. Please try again.";

/** Under the description: the report must not tie back to her (ARCHITECTURE §4 privacy). */
export const DESCRIBE_HINT = 'Please leave out your email address and other personal details.';
