import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Lupa Password"
      subtitle="Masukkan email akunmu. Kami akan mengirim kode OTP 6 digit untuk membuat password baru."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
