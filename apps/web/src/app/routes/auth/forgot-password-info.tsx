import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordInfo } from '@/features/auth/components/forgot-password-info';

export default function ForgotPasswordInfoRoute() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim();
  if (!email) return <Navigate to={paths.forgotPassword.getHref()} replace />;
  return (
    <AuthLayout
      title="Cek Email Kamu"
      subtitle="Kode OTP 6 digit telah dikirim ke email kamu. Ikuti langkah berikut:"
    >
      <ForgotPasswordInfo email={email} />
    </AuthLayout>
  );
}
