import { z } from 'zod';
import { LOCALES } from './locale.ts';
import { ROLES } from './roles.ts';

export { ROLES, type Role } from './roles.ts';

/**
 * Accounts and sessions (spec §3 User, §5 Register/Reset, §7 Auth; architecture §6.6: passwords are 8 to 128
 * characters everywhere). The same schemas validate the API bodies and the web forms, so both sides say the same.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const AUTH_MESSAGES = {
  nameShort: 'Name must be at least 2 characters long',
  nameLong: 'Name must be at most 100 characters long',
  email: 'Please enter a valid email address',
  passwordShort: `Password must be at least ${PASSWORD_MIN} characters long`,
  passwordLong: `Password must be at most ${PASSWORD_MAX} characters long`,
  passwordRequired: 'Password is required',
  passwordsDiffer: 'Passwords do not match',
  passwordCommon: 'This password is too common. Please choose another.',
  terms: 'Please accept the terms and conditions',
  invalidLogin: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  resetTokenMissing: 'Reset token is missing',
  resetTokenInvalid: 'Invalid or expired reset token',
  resetSent: 'If an account exists for that email, a password reset link has been sent to it.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  currentPasswordWrong: 'Current password is incorrect',
  currentPasswordForEmail: 'Please enter your current password to change your email',
  passwordChanged: 'Password updated',
  googleNoCredential: 'No credential received from Google',
  googleFailed: 'Google login failed',
  googleOff: 'Google sign-in is not enabled',
  googlePasswordRemoved:
    'Signed in with Google. Because this email had not been confirmed before, the password set on the account was removed and every other device was signed out. Use "Forgot password" to choose a new one.',
  signedOut: 'Signed out',
  signedOutEverywhere: 'Signed out on every device',
  sessionGone: 'That device is already signed out',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
} as const;

export const nameSchema = z
  .string({ error: AUTH_MESSAGES.nameShort })
  .trim()
  .min(2, AUTH_MESSAGES.nameShort)
  .max(100, AUTH_MESSAGES.nameLong);

/** Emails are compared without regard to case: the server stores them lower-cased. */
export const emailSchema = z
  .string({ error: AUTH_MESSAGES.email })
  .trim()
  .max(254, AUTH_MESSAGES.email)
  .pipe(z.email({ error: AUTH_MESSAGES.email }))
  .transform((email) => email.toLowerCase());

/** A new password. Whether it is among the most common ones is checked by the server (the list stays there). */
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordShort })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordLong);

/** A password being checked (sign-in, current password): only bounded, so no policy change locks anyone out. */
const givenPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordLong);

/** Unknown fields such as `role` are dropped: no sign-up path can make an admin. */
export const registerBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /** An unticked box on the sign-up form: marketing mail and cart reminders (decision 043). */
  marketingMail: z.boolean().optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: givenPasswordSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const googleLoginBodySchema = z.object({
  credential: z.string().max(8192).optional(),
  isGoogleLogin: z.boolean().optional(),
});
export type GoogleLoginBody = z.infer<typeof googleLoginBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({ password: newPasswordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** An avatar is an image link: https (or http) anywhere, or an image this store serves. */
export const avatarSchema = z
  .string()
  .trim()
  .max(2048, 'Avatar link is too long')
  .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value) || /^\/uploads\/\S+$/.test(value), {
    message: 'Avatar must be an image link (https://…)',
  })
  .transform((value) => (value === '' ? null : value));

/** A new email needs the current password (for an account that has one), like a password change. */
export const updateDetailsBodySchema = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    avatar: avatarSchema.nullable().optional(),
    currentPassword: givenPasswordSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.email !== undefined || body.avatar !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateDetailsBody = z.input<typeof updateDetailsBodySchema>;

export const updatePasswordBodySchema = z.object({
  currentPassword: givenPasswordSchema,
  newPassword: newPasswordSchema,
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

/** The user as every auth answer carries it (spec §3 User). */
export const authUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  avatar: z.string().nullable(),
  isAdmin: z.boolean(),
  /** False for an account that signs in only with Google (changing its email then needs no password). */
  hasPassword: z.boolean().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** One signed-in device of the account (GET /api/auth/sessions). */
export const sessionViewSchema = z.object({
  id: z.string(),
  /** "Chrome on Android", from the browser's User-Agent at sign-in. */
  device: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
  signedInAt: z.string(),
  /** Updated at most every few minutes. */
  lastSeenAt: z.string(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/** `{ success: true, token, data }` of spec §7: register, login, google, update-password. */
export const authAnswerSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  data: authUserSchema,
  message: z.string().optional(),
});
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

export const messageAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** What the web needs to know to offer the sign-in choices. */
export const authConfigSchema = z.object({
  google: z.object({ clientId: z.string() }).nullable(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

// ── Web forms: the API bodies plus what only a person types (confirmation, terms). ──

export const registerFormSchema = registerBodySchema
  .extend({
    confirmPassword: z.string(),
    terms: z.boolean().refine((accepted) => accepted, { message: AUTH_MESSAGES.terms }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const resetPasswordFormSchema = resetPasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = updatePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

export const profileFormSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  avatar: avatarSchema,
  /** Asked for only when the email changes. */
  currentPassword: z.string().max(PASSWORD_MAX, AUTH_MESSAGES.passwordLong).optional(),
});
export type ProfileForm = z.input<typeof profileFormSchema>;

export { initialsOf } from './initials.ts';

/** PUT /api/users/me/language: the storefront language a signed-in shopper chose (issue 28; their mails follow it). */
export const updateLanguageBodySchema = z.object({ language: z.enum(LOCALES) }).strict();
export type UpdateLanguageBody = z.infer<typeof updateLanguageBodySchema>;
