/** How the API document describes what every sign-in answers. */
export const SESSION_SUMMARY =
  'A session: the access token, the refresh token as an httpOnly cookie';
