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
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  themesDetail: { path: '/themes-detail', getHref: () => '/themes-detail' },
  help: { path: '/help', getHref: () => '/help' },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    setTheme: { path: 'set-theme', getHref: () => '/dashboard/set-theme' },
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
    invitationResponses: {
      path: 'invitations/:invitationId/responses',
      getHref: (id: string) => `/dashboard/invitations/${encodeURIComponent(id)}/responses`,
    },
  },
} as const;
