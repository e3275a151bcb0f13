import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = /^\d{6}$/.test(params.get('token') ?? '') ? params.get('token')! : '';
  return (
    <AuthLayout title="Reset Password" subtitle="Buat password baru untuk akunmu.">
      <ResetPasswordForm email={email} token={token} />
    </AuthLayout>
  );
}
