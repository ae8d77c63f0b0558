import { z } from 'zod';

export type FormValues = Record<string, unknown>;

/** Spec §5: a field prompt when the rule gives none. */
export const DEFAULT_PROMPT = 'Invalid input';

/**
 * Spec §5 "Form engine": a rule names a field, checks its value (seeing all values, for
 * cross-field rules such as "must match"), and carries the prompt shown when it fails.
 */
export type Rule<V extends FormValues> = {
  [K in keyof V & string]: {
    field: K;
    check: (value: V[K], values: V) => boolean;
    prompt?: string;
  };
}[keyof V & string];

/** The prompt of the first failing rule of each field, in rule order. */
export function failingRules<V extends FormValues>(rules: readonly Rule<V>[], values: V) {
  const failed: Partial<Record<keyof V & string, string>> = {};
  for (const rule of rules) {
    if (failed[rule.field] !== undefined) continue;
    const check = rule.check as (value: unknown, all: V) => boolean;
    if (!check(values[rule.field], values)) failed[rule.field] = rule.prompt ?? DEFAULT_PROMPT;
  }
  return failed;
}

/** The rules as a zod schema, so react-hook-form validates through its zod resolver. */
export function rulesSchema<V extends FormValues>(rules: readonly Rule<V>[]) {
  return z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
    const failed = failingRules(rules, values as V);
    for (const [field, message] of Object.entries(failed)) {
      ctx.addIssue({ code: 'custom', path: [field], message: message as string });
    }
  });
}

/** True for a non-blank string, a ticked box, or any other present value. */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'boolean') return value;
  return value !== null && value !== undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const checks = {
  filled: (value: unknown) => isFilled(value),
  email: (value: unknown) => typeof value === 'string' && EMAIL.test(value.trim()),
};

/** A rule that the field is filled in (a string not blank, a box ticked). */
export function required<V extends FormValues>(field: keyof V & string, prompt?: string): Rule<V> {
  return { field, check: checks.filled, prompt } as Rule<V>;
}

/** A rule that the field holds a plausible email address (spec: 'Invalid email address'). */
export function email<V extends FormValues>(
  field: keyof V & string,
  prompt = 'Invalid email address',
): Rule<V> {
  return { field, check: checks.email, prompt } as Rule<V>;
}

/** A rule that the field equals another field, e.g. a confirmation. */
export function matches<V extends FormValues>(
  field: keyof V & string,
  other: keyof V & string,
  prompt: string,
): Rule<V> {
  return { field, check: (value: unknown, values: V) => value === values[other], prompt } as Rule<V>;
}
