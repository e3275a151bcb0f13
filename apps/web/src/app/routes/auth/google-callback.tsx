import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Loader2 } from 'lucide-react';
import { paths } from '@/config/paths';
import { deliverGoogleResult } from '@/features/auth/google-popup';

/** The Google popup lands here: it hands the answer to the page that opened it and closes. */
export default function GoogleCallbackRoute() {
  // Read once: the fragment holds the ID token and is wiped from the address right after.
  const [delivered] = useState(() => deliverGoogleResult(window.location.hash));
  useEffect(() => {
    history.replaceState(null, '', window.location.pathname);
    if (delivered) window.close();
  }, [delivered]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-stone-50 px-6 text-center">
      {!delivered ? (
        <>
          <p className="text-stone-700">Permintaan login dibatalkan. Silakan coba lagi.</p>
          <Link
            to={paths.login.getHref()}
            className="rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white"
          >
            Ke halaman Masuk
          </Link>
        </>
      ) : (
        <>
          <Loader2 aria-hidden className="size-6 animate-spin text-brand-600" />
          <p className="text-stone-700">Login Google selesai. Jendela ini akan tertutup.</p>
        </>
      )}
    </main>
  );
}
