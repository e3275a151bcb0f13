import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './layouts/root-layout';
import { NotFoundRoute } from './routes/not-found';
import { RequireAuth } from './routes/require-auth';
import { RouteError } from './routes/route-error';

/**
 * A route module loaded on first visit, so the landing page ships only its own code. Each has its
 * own Indonesian error screen, drawn inside the layouts around it.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
  errorElement: <RouteError />,
});

const d = paths.dashboard;

/**
 * Every page of the app. The browser's router is made from it (router.tsx), and the server asks
 * it, through the server-rendering bundle, whether an address is a page or the not-found one.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home.path, ...page(() => import('./routes/landing')) },
      { path: paths.register.path, ...page(() => import('./routes/auth/register')) },
      { path: paths.login.path, ...page(() => import('./routes/auth/login')) },
      { path: paths.forgotPassword.path, ...page(() => import('./routes/auth/forgot-password')) },
      {
        path: paths.forgotPasswordInfo.path,
        ...page(() => import('./routes/auth/forgot-password-info')),
      },
      { path: paths.resetPassword.path, ...page(() => import('./routes/auth/reset-password')) },
      { path: paths.verifyEmail.path, ...page(() => import('./routes/auth/verify-email')) },
      { path: paths.googleCallback.path, ...page(() => import('./routes/auth/google-callback')) },
      { path: paths.authLogin.path, element: <Navigate to={paths.login.getHref()} replace /> },
      { path: paths.termsOfService.path, ...page(() => import('./routes/terms-of-service')) },
      { path: paths.checkout.path, ...page(() => import('./routes/checkout')) },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.checkoutFinish.path, ...page(() => import('./routes/checkout-finish')) },
          { path: paths.pay.path, ...page(() => import('./routes/pay')) },
          { path: paths.admin.path, ...page(() => import('./routes/admin')) },
        ],
      },
      { path: paths.themesDetail.path, ...page(() => import('./routes/themes-detail')) },
      { path: paths.help.path, ...page(() => import('./routes/help')) },
      // The family's invite link opens signed out too: it says who invites them before Daftar/Masuk.
      {
        path: `${d.root.path}/${d.joinInvite.path}`,
        ...page(() => import('./routes/dashboard/join-invite')),
      },
      {
        path: d.root.path,
        element: <RequireAuth />,
        children: [
          {
            ...page(() => import('./routes/dashboard/layout')),
            children: [
              { index: true, ...page(() => import('./routes/dashboard/landing')) },
              { path: d.setTheme.path, ...page(() => import('./routes/dashboard/set-theme')) },
              {
                path: d.themeConfig.path,
                ...page(() => import('./routes/dashboard/theme-config')),
              },
              {
                path: d.themeConfigStep2.path,
                ...page(() => import('./routes/dashboard/theme-config-step2')),
              },
              {
                path: d.themeConfigStep3.path,
                ...page(() => import('./routes/dashboard/theme-config-step3')),
              },
              {
                path: d.personalInformation.path,
                ...page(() => import('./routes/dashboard/personal-information')),
              },
              {
                path: d.weddingDetails.path,
                ...page(() => import('./routes/dashboard/wedding-details')),
              },
              { path: d.customForm.path, ...page(() => import('./routes/dashboard/custom-form')) },
              { path: d.adjustForm.path, ...page(() => import('./routes/dashboard/adjust-form')) },
              { path: d.packet.path, ...page(() => import('./routes/dashboard/packet')) },
              { path: d.contactUs.path, ...page(() => import('./routes/dashboard/contact-us')) },
              { path: d.profile.path, ...page(() => import('./routes/dashboard/profile')) },
              { path: d.orders.path, ...page(() => import('./routes/orders')) },
              { path: d.logout.path, ...page(() => import('./routes/dashboard/logout')) },
              {
                path: d.responses.path,
                ...page(() => import('./routes/dashboard/responses-overview')),
              },
              { path: d.guestLists.path, ...page(() => import('./routes/guests/guest-lists')) },
              {
                path: d.guests.path,
                ...page(() => import('./routes/guests/guests-layout')),
                children: [
                  { index: true, ...page(() => import('./routes/guests/guest-list')) },
                  {
                    path: d.guestsEvents.path,
                    ...page(() => import('./routes/guests/guest-events')),
                  },
                  {
                    path: d.guestsImport.path,
                    ...page(() => import('./routes/guests/guest-import')),
                  },
                  { path: d.guestsBulk.path, ...page(() => import('./routes/guests/guest-bulk')) },
                  { path: d.guestsSend.path, ...page(() => import('./routes/guests/guest-send')) },
                  {
                    path: d.guestsCheckin.path,
                    ...page(() => import('./routes/guests/guest-checkin')),
                  },
                  { path: d.guestsDoor.path, ...page(() => import('./routes/guests/guest-door')) },
                  {
                    path: d.guestsGifts.path,
                    ...page(() => import('./routes/guests/guest-gifts')),
                  },
                  {
                    path: d.guestsAlbum.path,
                    ...page(() => import('./routes/guests/guest-album')),
                  },
                  {
                    path: d.coAdmins.path,
                    ...page(() => import('./routes/guests/co-admins')),
                  },
                ],
              },
              {
                path: d.invitationResponses.path,
                ...page(() => import('./routes/dashboard/invitation-responses')),
              },
              {
                path: d.invitationDomain.path,
                ...page(() => import('./routes/dashboard/invitation-domain')),
              },
            ],
          },
        ],
      },
      { path: paths.checkin.path, ...page(() => import('./routes/checkin')) },
      { path: paths.albumUpload.path, ...page(() => import('./routes/album-upload')) },
      { path: paths.albumGift.path, ...page(() => import('./routes/album-gift')) },
      { path: paths.photoWall.path, ...page(() => import('./routes/photo-wall')) },
      { path: paths.screen.path, ...page(() => import('./routes/greeting-screen')) },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
