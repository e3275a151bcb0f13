import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './layouts/root-layout';
import { NotFoundRoute } from './routes/not-found';
import { RequireAuth } from './routes/require-auth';
import { simpleRoute } from './routes/simple-routes';

/** A route module loaded on first visit, so the landing page ships only its own code. */
export const page = (load: () => Promise<{ default: ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const d = paths.dashboard;
const toDashboard = [paths.dashboard.setTheme.getHref(), 'Kembali ke Dashboard'] as const;

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: paths.home.path, ...page(() => import('./routes/landing')) },
      {
        path: paths.register.path,
        Component: simpleRoute('Daftar', 'Buat akun untuk mulai menyusun undanganmu.'),
      },
      {
        path: paths.login.path,
        Component: simpleRoute('Masuk', 'Masuk ke akunmu untuk melanjutkan undanganmu.'),
      },
      {
        path: paths.forgotPassword.path,
        Component: simpleRoute('Lupa Password', 'Kami akan mengirim kode 6 digit ke emailmu.'),
      },
      {
        path: paths.forgotPasswordInfo.path,
        Component: simpleRoute('Cek Email Kamu', 'Kode 6 digit telah dikirim ke emailmu.'),
      },
      {
        path: paths.resetPassword.path,
        Component: simpleRoute('Reset Password', 'Buat password baru untuk akunmu.'),
      },
      { path: paths.termsOfService.path, ...page(() => import('./routes/terms-of-service')) },
      {
        path: paths.checkout.path,
        Component: simpleRoute('Checkout', 'Selesaikan pembelian paket atau tema pilihanmu.'),
      },
      { path: paths.themesDetail.path, ...page(() => import('./routes/themes-detail')) },
      { path: paths.help.path, ...page(() => import('./routes/help')) },
      {
        path: d.root.path,
        element: <RequireAuth />,
        children: [
          { index: true, element: <Navigate to={d.setTheme.getHref()} replace /> },
          {
            path: d.setTheme.path,
            Component: simpleRoute('Atur Tema', 'Pilih tema untuk undanganmu.'),
          },
          {
            path: d.themeConfig.path,
            Component: simpleRoute('Konfigurasi Tema', 'Isi data mempelai.', ...toDashboard),
          },
          {
            path: d.themeConfigStep2.path,
            Component: simpleRoute('Informasi Acara', 'Isi informasi acara.', ...toDashboard),
          },
          {
            path: d.themeConfigStep3.path,
            Component: simpleRoute(
              'Silahkan sesuaikan undangan Anda',
              'Sesuaikan undanganmu.',
              ...toDashboard,
            ),
          },
          {
            path: d.personalInformation.path,
            Component: simpleRoute(
              'Silahkan isi data diri anda',
              'Isi data mempelai.',
              ...toDashboard,
            ),
          },
          {
            path: d.weddingDetails.path,
            Component: simpleRoute(
              'Silahkan isi Informasi umum Acara Anda',
              'Isi informasi acara.',
              ...toDashboard,
            ),
          },
          {
            path: d.customForm.path,
            Component: simpleRoute(
              'Silahkan sesuaikan undangan Anda',
              'Sesuaikan undanganmu.',
              ...toDashboard,
            ),
          },
          {
            path: d.adjustForm.path,
            Component: simpleRoute(
              'Atur Sesuai Keinginan Anda',
              'Atur urutan bagian undanganmu.',
              ...toDashboard,
            ),
          },
          {
            path: d.packet.path,
            Component: simpleRoute(
              'Temukan Paket Undangan Terbaikmu',
              'Bandingkan paket Basic, Premium dan VIP.',
              ...toDashboard,
            ),
          },
          {
            path: d.contactUs.path,
            Component: simpleRoute(
              'Kontak Kami',
              'Hubungi tim kami lewat email atau WhatsApp.',
              ...toDashboard,
            ),
          },
          {
            path: d.profile.path,
            Component: simpleRoute('Account Settings', 'Kelola data akunmu.', ...toDashboard),
          },
          {
            path: d.logout.path,
            Component: simpleRoute('Keluar', 'Keluar dari akunmu.', ...toDashboard),
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
