/** The date as the server's refusal words it (UTC, "November 30, 2026"), so both say the same. */
export function suspensionDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

export function suspensionText(iso: string): string {
  return `Your account is suspended until ${suspensionDate(iso)}. You can still read.`;
}
