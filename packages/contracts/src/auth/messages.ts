/** Kept apart from the schemas so the sign-in page can show them without zod. */
export const passwordMinLength = 6;

export const authMessages = {
  enterUsername: 'Please enter e-mail, mobile number or user name',
  enterPassword: 'Please enter password',
  invalidCredentials: 'Invalid username or password.',
  schoolSuspended: 'This school is suspended. Please contact the school office.',
  enterNewPassword: 'Please enter new password',
  enterNewPasswordAgain: 'Please enter new password again',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordMismatch: 'Password does not match',
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  enterOtp: 'Please enter the 6-digit code',
  invalidOtp: 'Invalid OTP.',
  otpSent: 'If an account matches, a 6-digit code has been sent to its e-mail.',
  signInCodeSent:
    'Too many attempts. If your password is right, we have sent you a 6-digit code: enter it with your password to sign in.',
  resetExpired: 'This reset has expired. Please request a new code.',
  passwordChanged: 'Your password has been changed. Please sign in.',
  loggedOut: 'Logged out.',
  loggedOutEverywhere: 'Signed out of all devices.',
  enterCurrentPassword: 'Please enter current password',
  wrongCurrentPassword: 'Current password is not correct',
  samePassword: 'New password must differ from the current one',
  passwordUpdated: 'Password changed.',
} as const;
