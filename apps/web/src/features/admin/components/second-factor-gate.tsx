import { useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  secondFactorPassedSchema,
  secondFactorSetupSchema,
  secondFactorStateSchema,
} from '@kabar/shared';
import { ApiError } from '@/lib/api-client';
import { adminApi, operatorToken } from '../api/admin-api';
import { Button, Card, Field, inputClass } from './admin-ui';

type State = z.infer<typeof secondFactorStateSchema>;
type Setup = z.infer<typeof secondFactorSetupSchema>;
type Passed = z.infer<typeof secondFactorPassedSchema>;

function NotFound() {
  return (
    <div className="mx-auto max-w-md p-8 text-center">
      <h1 className="font-serif text-3xl text-stone-900">Halaman tidak ditemukan</h1>
      <p className="mt-2 text-stone-600">Alamat yang kamu buka tidak ada.</p>
    </div>
  );
}

function CodeForm({
  onSubmit,
  label,
}: {
  onSubmit: (code: string) => Promise<void>;
  label: string;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="space-y-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setError('');
        try {
          await onSubmit(code);
        } catch (caught) {
          setError((caught as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Field label={label}>
        <input
          className={inputClass}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode="text"
          required
        />
      </Field>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        Lanjutkan
      </Button>
    </form>
  );
}

function SetUp({ onPassed }: { onPassed: (passed: Passed) => void }) {
  const setup = useQuery({
    queryKey: ['admin-setup'],
    queryFn: () => adminApi.post<Setup>('/second-factor/setup'),
    staleTime: Infinity,
  });
  if (!setup.data) return <p className="text-stone-600">Menyiapkan autentikator…</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">
        Pindai kode QR ini dengan aplikasi autentikator (Google Authenticator, Aegis, 1Password),
        lalu masukkan 6 angka yang muncul.
      </p>
      <div
        className="mx-auto w-48"
        // The server draws the QR code as SVG from our own otpauth address.
        dangerouslySetInnerHTML={{ __html: setup.data.qr_svg }}
      />
      <p
        className="break-all text-center font-mono text-xs text-stone-600"
        data-testid="totp-secret"
      >
        {setup.data.secret}
      </p>
      <CodeForm
        label="Kode dari aplikasi"
        onSubmit={async (code) =>
          onPassed(await adminApi.post<Passed>('/second-factor/confirm', { code }))
        }
      />
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        Simpan kode pemulihan ini di tempat aman. Masing-masing hanya bisa dipakai sekali jika
        ponselmu hilang; kode ini tidak akan ditampilkan lagi.
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-stone-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>Sudah saya simpan</Button>
    </div>
  );
}

/** Opens the console only to an operator who passed the second factor; 404 to everyone else. */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [token, setToken] = useState(operatorToken.get());
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const state = useQuery({
    queryKey: ['admin-state'],
    queryFn: () => adminApi.get<State>('/second-factor'),
    retry: false,
  });
  if (state.error instanceof ApiError && state.error.status === 404) return <NotFound />;
  if (state.isPending) return <p className="p-8 text-center text-stone-600">Memuat…</p>;
  if (state.error) return <p className="p-8 text-center text-red-700">{state.error.message}</p>;

  const passed = (result: Passed) => {
    operatorToken.set(result.operator_token);
    if (result.recovery_codes) setRecoveryCodes(result.recovery_codes);
    else setToken(result.operator_token);
  };
  if (token && !recoveryCodes) {
    return (
      <SecondFactorExpiry
        onExpired={() => {
          operatorToken.clear();
          setToken(null);
          void client.invalidateQueries({ queryKey: ['admin-state'] });
        }}
      >
        {children}
      </SecondFactorExpiry>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <Card title="Konsol operator">
        {recoveryCodes ? (
          <RecoveryCodes
            codes={recoveryCodes}
            onDone={() => {
              setRecoveryCodes(null);
              setToken(operatorToken.get());
            }}
          />
        ) : state.data.set_up ? (
          <CodeForm
            label="Kode autentikator atau kode pemulihan"
            onSubmit={async (code) =>
              passed(await adminApi.post<Passed>('/second-factor/verify', { code }))
            }
          />
        ) : (
          <SetUp onPassed={passed} />
        )}
      </Card>
    </div>
  );
}

/** When the console token ends (8 h), a 403 from any panel asks for a new code. */
function SecondFactorExpiry({
  children,
  onExpired,
}: {
  children: ReactNode;
  onExpired: () => void;
}) {
  const check = useQuery({
    queryKey: ['admin', 'audit-probe'],
    queryFn: () => adminApi.get<unknown>('/audit'),
    retry: false,
  });
  const expired = check.error instanceof ApiError && check.error.status === 403;
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);
  return expired ? null : children;
}
