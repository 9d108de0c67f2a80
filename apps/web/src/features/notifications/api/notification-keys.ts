export const notificationKeys = {
  /** Everything about notifications: marking read changes the bell and the panel alike. */
  all: ['notifications'] as const,
  /** The signed-in user's own notifications (the bell and /notifications). */
  mine: ['notifications', 'mine'] as const,
  /** The super admin's panel. */
  platform: ['notifications', 'platform'] as const,
};

/** Spec §8: the bell and panel refresh every 60 s, and when the window gets focus back. */
export const notificationPollMs = 60_000;
