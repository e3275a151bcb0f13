import {
  forgotPasswordInputSchema,
  googleLoginInputSchema,
  loginInputSchema,
  profileUpdateInputSchema,
  publicUserSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  sendOtpInputSchema,
  verifyGooglePhoneInputSchema,
  verifyOtpInputSchema,
} from '@kabar/shared';
import type { RouteDocs } from '../openapi/route-doc';
import { verifyInput } from './routes/email-verification.routes';

const session = 'A session: the access token, the refresh token as an httpOnly cookie';

export const authRouteDocs: RouteDocs = {
  'POST /api/register': {
    summary: 'Create an account pending phone verification; sends the phone code',
    body: registerInputSchema,
    status: 201,
  },
  'POST /api/send-otp': { summary: 'Send or resend a phone code', body: sendOtpInputSchema },
  'POST /api/verify-otp': {
    summary: `Verify the phone code and sign in. ${session}`,
    body: verifyOtpInputSchema,
  },
  'POST /api/login': {
    summary: `Sign in with email and password. ${session}`,
    body: loginInputSchema,
  },
  'POST /api/refresh-token': {
    summary: 'A new access token for the refresh token (cookie, or refreshToken in the body)',
  },
  'POST /api/auth/refresh': { summary: 'The spec client’s path for /api/refresh-token' },
  'POST /api/auth/logout': { summary: 'End the session; always 200' },
  'POST /api/forgot-password': {
    summary: 'Email a reset code; the same answer whether or not the account exists',
    body: forgotPasswordInputSchema,
  },
  'POST /api/reset-password': {
    summary: 'Set a new password with the emailed code; ends every session',
    body: resetPasswordInputSchema,
  },
  'GET /api/auth/google-config': { summary: 'Whether Google sign-in is on, and its popup address' },
  'POST /api/login-google': {
    summary: 'Sign in with a Google credential; a new account is asked for a phone',
    body: googleLoginInputSchema,
  },
  'POST /api/verify-google-phone': {
    summary: `Complete a Google registration with the phone code. ${session}`,
    body: verifyGooglePhoneInputSchema,
  },
  'POST /api/auth/verify-email': {
    summary: 'Verify the email with the link’s token',
    body: verifyInput,
  },
  'POST /api/auth/verify-email/resend': {
    summary: 'Send a new email verification link',
    signedIn: true,
  },
  'POST /api/auth/login': { summary: 'The spec client’s login', body: loginInputSchema },
  'POST /api/auth/register': {
    summary: 'The spec client’s registration',
    body: registerInputSchema,
    status: 201,
  },
  'POST /api/auth/forgot-password': {
    summary: 'The spec client’s forgot password',
    body: forgotPasswordInputSchema,
  },
  'POST /api/auth/reset-password': {
    summary: 'The spec client’s password reset',
    body: resetPasswordInputSchema,
  },
  'GET /api/user': { summary: 'The signed-in user', data: publicUserSchema, signedIn: true },
  'PUT /api/user/profile': {
    summary: 'Name, bio and a new password (with the current one or an emailed code)',
    body: profileUpdateInputSchema,
    data: publicUserSchema,
    signedIn: true,
  },
  'POST /api/user/password-code': {
    summary: 'Email the code a Google-only account sets its first password with',
    signedIn: true,
  },
};
