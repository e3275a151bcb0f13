import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  return (
    <AuthLayout
      title="Masuk"
      subtitle="Selamat datang kembali! Masuk untuk melanjutkan undanganmu."
    >
      <LoginForm />
    </AuthLayout>
  );
}
