/** Every client route in one place; components link with these, never with literal strings. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  register: { path: '/register', getHref: () => '/register' },
  login: { path: '/login', getHref: () => '/login' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  forgotPasswordInfo: {
    path: '/forgot-password-info',
    getHref: (email: string) => `/forgot-password-info?email=${encodeURIComponent(email)}`,
  },
  resetPassword: {
    path: '/reset-password',
    getHref: (query: { email?: string; token?: string } = {}) => {
      const search = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]),
      ).toString();
      return search ? `/reset-password?${search}` : '/reset-password';
    },
  },
  /** The link in the sign-up email lands here (?token=...). */
  verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  /** Where the Google sign-in popup lands; it hands the ID token back to the opener. */
  googleCallback: { path: '/auth/google/callback', getHref: () => '/auth/google/callback' },
  /** Where a failed session refresh sends the browser; it leads to /login. */
  authLogin: { path: '/auth/login', getHref: () => '/auth/login' },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  /** The operator console; everyone but an operator sees a not-found page. */
  admin: { path: '/admin', getHref: () => '/admin' },
  checkoutFor: {
    getHref: (item: { plan: 'premium' | 'vip' } | { theme: number | string }) =>
      'plan' in item ? `/checkout?plan=${item.plan}` : `/checkout?theme=${item.theme}`,
  },
  checkoutFinish: {
    path: '/checkout/finish/:orderId',
    getHref: (orderId: string) => `/checkout/finish/${encodeURIComponent(orderId)}`,
  },
  pay: {
    path: '/pay/:orderId',
    getHref: (orderId: string) => `/pay/${encodeURIComponent(orderId)}`,
  },
  themesDetail: { path: '/themes-detail', getHref: () => '/themes-detail' },
  help: { path: '/help', getHref: () => '/help' },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    setTheme: { path: 'set-theme', getHref: () => '/dashboard/set-theme' },
    /** Atur Tema starting to use a theme: a confirmed switch when the couple has an invitation. */
    useTheme: {
      path: 'set-theme',
      getHref: (themeId: number) => `/dashboard/set-theme?pakai=${themeId}`,
    },
    themeConfig: {
      path: 'theme-config/:themeId',
      getHref: (id: number | string) => `/dashboard/theme-config/${id}`,
    },
    themeConfigStep2: {
      path: 'theme-config-step2/:themeId',
      getHref: (id: number | string) => `/dashboard/theme-config-step2/${id}`,
    },
    themeConfigStep3: {
      path: 'theme-config-step3/:themeId',
      getHref: (id: number | string) => `/dashboard/theme-config-step3/${id}`,
    },
    personalInformation: {
      path: 'personal-information',
      getHref: (themeId: number | string) => `/dashboard/personal-information?themeId=${themeId}`,
    },
    weddingDetails: { path: 'wedding-details', getHref: () => '/dashboard/wedding-details' },
    customForm: { path: 'custom-form', getHref: () => '/dashboard/custom-form' },
    adjustForm: { path: 'adjust-form', getHref: () => '/dashboard/adjust-form' },
    packet: { path: 'packet', getHref: () => '/dashboard/packet' },
    contactUs: { path: 'contact-us', getHref: () => '/dashboard/contact-us' },
    profile: { path: 'profile', getHref: () => '/dashboard/profile' },
    logout: { path: 'logout', getHref: () => '/dashboard/logout' },
    orders: { path: 'orders', getHref: () => '/dashboard/orders' },
    guestLists: { path: 'guests', getHref: () => '/dashboard/guests' },
    guests: {
      path: 'invitations/:invitationId/guests',
      getHref: (invitationId: string) => `/dashboard/invitations/${invitationId}/guests`,
    },
    guestsEvents: {
      path: 'acara',
      getHref: (invitationId: string) => `/dashboard/invitations/${invitationId}/guests/acara`,
    },
    guestsImport: {
      path: 'import',
      getHref: (invitationId: string) => `/dashboard/invitations/${invitationId}/guests/import`,
    },
    /** Many guests at once: events and sessions, category, table (issues 27 and 28). */
    guestsBulk: {
      path: 'bulk',
      getHref: (invitationId: string) => `/dashboard/invitations/${invitationId}/guests/bulk`,
    },
    guestsSend: {
      path: 'send',
      getHref: (invitationId: string) => `/dashboard/invitations/${invitationId}/guests/send`,
    },
    guestsCheckin: {
      path: 'check-in',
      getHref: (invitationId: string) => `/dashboard/invitations/${invitationId}/guests/check-in`,
    },
    guestsDoor: {
      path: 'hari-h',
      getHref: (invitationId: string) => `/dashboard/invitations/${invitationId}/guests/hari-h`,
    },
    guestsGifts: {
      path: 'gifts',
      getHref: (invitationId: string) => `/dashboard/invitations/${invitationId}/guests/gifts`,
    },
    guestsAlbum: {
      path: 'album',
      getHref: (invitationId: string) => `/dashboard/invitations/${invitationId}/guests/album`,
    },
    coAdmins: {
      path: 'co-admins',
      getHref: (invitationId: string) => `/dashboard/invitations/${invitationId}/guests/co-admins`,
    },
    /** The family member's landing from the couple's co-admin link. */
    joinInvite: {
      path: 'join/:token',
      getHref: (token: string) => `/dashboard/join/${encodeURIComponent(token)}`,
    },
    responses: { path: 'responses', getHref: () => '/dashboard/responses' },
    invitationResponses: {
      path: 'invitations/:invitationId/responses',
      getHref: (id: string) => `/dashboard/invitations/${encodeURIComponent(id)}/responses`,
    },
    invitationDomain: {
      path: 'invitations/:invitationId/domain',
      getHref: (id: string) => `/dashboard/invitations/${encodeURIComponent(id)}/domain`,
    },
  },
  checkin: { path: '/checkin/:code', getHref: (code: string) => `/checkin/${code}` },
  /** Guests' photo upload, from a personal link or the couple's QR poster (no account). */
  albumUpload: {
    path: '/album/:slug/unggah',
    getHref: (slug: string) => `/album/${encodeURIComponent(slug)}/unggah`,
  },
  /** A guest's side of the digital envelope: QRIS with an amount, and "Sudah kirim". */
  albumGift: {
    path: '/album/:slug/hadiah',
    getHref: (slug: string) => `/album/${encodeURIComponent(slug)}/hadiah`,
  },
  /** The venue screen's live photo wall, by its revocable link. */
  photoWall: { path: '/layar-foto/:token', getHref: (token: string) => `/layar-foto/${token}` },
  screen: { path: '/layar/:code', getHref: (code: string) => `/layar/${code}` },
} as const;
