/** Everything the app keeps in localStorage (spec §3), named once. */
export const storageKeys = {
  /** Non-secret marker that a session exists; the session itself is an HttpOnly cookie. */
  sessionVault: 'SessionVault',
  /** Optional school override for hosts that carry no subdomain (native wrapper, dev). */
  subdomain: 'subdomain',
  pushToken: 'fcm-token',
  resetUserId: 'reset_user_id',
  /** §4: an online payment's data while the payer is at the provider, read back on return. */
  pendingPayment: 'temp_payment_data',
} as const;

/** The app's own cookies (spec §3, §9). */
export const cookieKeys = {
  /** Side menu state, `open` or `closed`, kept 365 days. */
  sidenav: 'sidenav',
} as const;

export const sidenavCookieDays = 365;
