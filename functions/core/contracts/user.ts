import * as z from 'zod';
import type { ApiUser, UpdatedProfile, UserProfile } from '../user.js';
import type { Call, NoBody } from './envelope.js';
import { email, mobile, name, otp, password, uploadedImage } from './fields.js';

/** The account calls (SPEC section 7, /api/user/*): their bodies and replies. */

export const registerBody = z
  .object({ name, email, password, confirmPassword: z.string() })
  .refine((b) => b.password === b.confirmPassword, { message: 'password and confirm password must be same', path: [] });

export const loginBody = z.object({ email, password: z.string().min(1, 'is required').max(256) });

export const forgotPasswordBody = z.object({ email });

export const verifyOtpBody = z.object({ email, otp });

/** The spec's body; the proof comes as `resetToken` or as the cookie the OTP check set. */
export const resetPasswordBody = z
  .object({ email, newPassword: password, confirmPassword: z.string(), resetToken: z.string().min(1, 'is required').max(200).optional() })
  .refine((b) => b.newPassword === b.confirmPassword, { message: 'New password and confirm password must be same', path: [] });

export const updateUserBody = z.object({ name, email, mobile });

/** DESIGN.md deliberate change: the URL of an image uploaded through /api/file/upload (purpose avatar). */
export const uploadAvatarBody = z.object({ avatar: uploadedImage('avatar') });

export const verifyEmailBody = z.object({ otp });

export type RegisterRequest = z.input<typeof registerBody>;
export type LoginRequest = z.input<typeof loginBody>;
export type VerifyOtpRequest = z.input<typeof verifyOtpBody>;
export type ResetPasswordRequest = z.input<typeof resetPasswordBody>;
export type UpdateUserRequest = z.input<typeof updateUserBody>;

export interface LoginReply {
  accesstoken: string;
  refreshToken: string;
  expiresIn?: number;
}

export interface RefreshTokenReply {
  accessToken: string;
}

/** The single-use proof a password reset needs (also set as a cookie). */
export interface VerifyOtpReply {
  resetToken: string;
}

export interface AvatarReply {
  _id: string;
  avatar: string;
}

export interface UserCalls {
  /** No user id in the answer: it is the same for an e-mail that already has an account. */
  'POST /api/user/register': Call<RegisterRequest, null>;
  'POST /api/user/login': Call<LoginRequest, LoginReply>;
  'PUT /api/user/forgot-password': Call<z.input<typeof forgotPasswordBody>, null>;
  'PUT /api/user/verify-forgot-password-otp': Call<VerifyOtpRequest, VerifyOtpReply>;
  'PUT /api/user/reset-password': Call<ResetPasswordRequest, null>;
  /** The refresh token comes as the Bearer token (SPEC section 7). */
  'POST /api/user/refresh-token': Call<NoBody, RefreshTokenReply>;
  'GET /api/user/user-details': Call<NoBody, ApiUser>;
  /** The refresh token to revoke comes in the X-Refresh-Token header. */
  'GET /api/user/logout': Call<NoBody, null>;
  'PUT /api/user/upload-avatar': Call<z.input<typeof uploadAvatarBody>, AvatarReply>;
  /** A new e-mail waits for the code mailed to it (verify-email): `pendingEmail`. */
  'PUT /api/user/update-user': Call<UpdateUserRequest, UpdatedProfile>;
  'POST /api/user/verify-email': Call<z.input<typeof verifyEmailBody>, UserProfile>;
}
