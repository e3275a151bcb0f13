import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';

export default function RegisterRoute() {
  return (
    <AuthLayout title="Daftar" subtitle="Buat akun untuk mulai menyusun undanganmu.">
      <RegisterForm />
    </AuthLayout>
  );
}
