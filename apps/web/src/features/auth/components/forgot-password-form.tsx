import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useForgotPassword } from '../api/password-reset';
import { FormMessage, primaryButtonClass, TextField } from './field';

/** /forgot-password: one email field; 'Kirim OTP' stays disabled while it is empty. */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    forgot.mutate(address, {
      onSuccess: (message) => {
        toast.success(message);
        navigate(paths.forgotPasswordInfo.getHref(address));
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="nama@email.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        invalid={!!forgot.error}
      />
      <FormMessage message={forgot.error ? forgot.error.message || 'Gagal mengirim OTP.' : null} />
      <button
        type="submit"
        disabled={!email.trim() || forgot.isPending}
        className={primaryButtonClass}
      >
        {forgot.isPending ? <Loader2 aria-hidden className="size-5 animate-spin" /> : null}
        Kirim OTP
      </button>
      <button
        type="button"
        onClick={() => navigate(-1)}
        className="mx-auto flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Kembali
      </button>
    </form>
  );
}
