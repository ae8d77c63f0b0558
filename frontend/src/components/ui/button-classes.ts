const variants = {
  primary: 'bg-brand-deep text-white shadow-sm hover:bg-brand-plum',
  secondary: 'border border-brand-deep/30 bg-white text-brand-deep hover:bg-blush',
} as const;

export type ButtonVariant = keyof typeof variants;

/** Shared look of buttons and button-like links (44 px touch target). */
export const buttonClasses = (variant: ButtonVariant = 'primary') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-sm font-semibold transition-colors ${variants[variant]}`;
