/** The audit log's actions about an account, in words. */
export const ACTION_TEXTS: Record<string, string> = {
  'user.suspend': 'Suspended',
  'user.suspend_lift': 'Suspension lifted',
  'user.shadow_ban': 'Shadow-banned',
  'user.shadow_ban_lift': 'Shadow ban lifted',
  'user.ban': 'Banned',
  'user.ban_lift': 'Ban lifted',
  'user.admin': 'Admin rights changed',
  'user.contact': 'Contact choice changed',
  'user.report_trust': 'Report trust restored',
  'user.reports_lifted': 'Quarantines from her reports lifted',
  'user.delete': 'Account deleted',
};

export const STATUS_TEXTS: Record<string, string> = {
  DELIVERED: 'outstanding',
  FLAGGED: 'flagged',
  COMPLETED: 'complete',
};
