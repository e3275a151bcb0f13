import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { guestCopy, isGuestToken, parseRupiahInput } from '@kabar/shared';
import { buttonPrimary, cardClass, inputClass, labelClass } from '@/components/ui/styles';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { useGuestPageLanguage } from '@/lib/guest-page-language';
import { guestEnvelope, qrisForAmount, tellGiftSent, type QrisWithAmount } from '../api/envelope';
import { EnvelopeAccounts } from './envelope-accounts';

/**
 * A guest's side of the digital envelope: the couple's accounts, the gift address (on a personal
 * link only: the server leaves it out otherwise), the couple's QRIS with the amount they type (their
 * payment app then asks nothing more), and "Sudah kirim" so the couple knows to check. No money
 * passes through Kabar.
 */
export function GuestGiftPage() {
  const slug = useParams().slug ?? '';
  const [search] = useSearchParams();
  const token = search.get('g');
  const personal = token && isGuestToken(token) ? token : null;
  const lang = useGuestPageLanguage();
  const copy = guestCopy(lang).gift;
  usePageMeta(copy.title);
  const [qrisAmount, setQrisAmount] = useState('');
  const [qris, setQris] = useState<QrisWithAmount | null>(null);
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const info = useQuery({
    queryKey: ['guest-envelope', slug, personal, lang],
    queryFn: () => guestEnvelope(slug, personal, lang),
  });

  const showQris = async () => {
    const value = parseRupiahInput(qrisAmount);
    try {
      setQris(await qrisForAmount(slug, Number(value)));
      setMessage(null);
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message });
    }
  };

  const send = async () => {
    setBusy(true);
    try {
      const text = await tellGiftSent(
        slug,
        { g: personal ?? undefined, name, amount: amount || null, note },
        lang,
      );
      setMessage({ ok: true, text });
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto grid min-h-screen max-w-lg content-start gap-4 bg-stone-50 px-4 py-8">
      <h1 className="text-2xl font-semibold text-stone-900">{copy.title}</h1>
      {info.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-800">
          {info.error.message}
        </p>
      ) : null}
      {info.data ? <EnvelopeAccounts envelope={info.data} lang={lang} /> : null}
      {info.data?.merchantName ? (
        <section className={`${cardClass} grid gap-3`} aria-label="QRIS">
          <label htmlFor="qris-amount" className={labelClass}>
            {copy.qrisAmount}
          </label>
          <div className="flex gap-2">
            <input
              id="qris-amount"
              inputMode="numeric"
              className={inputClass}
              value={qrisAmount}
              onChange={(event) => setQrisAmount(event.target.value)}
              placeholder="100.000"
            />
            <button type="button" className={buttonPrimary} onClick={() => void showQris()}>
              {copy.showQris}
            </button>
          </div>
          {qris ? (
            <figure className="grid justify-items-center gap-2">
              <div
                className="w-64 max-w-full"
                data-testid="qris-code"
                // The SVG is drawn by our server from the QRIS payload; it holds no guest input.
                dangerouslySetInnerHTML={{ __html: qris.svg }}
              />
              <figcaption className="text-sm text-stone-700">{qris.merchantName}</figcaption>
            </figure>
          ) : null}
        </section>
      ) : null}
      <form
        className={`${cardClass} grid gap-3`}
        aria-label={copy.sentForm}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <p className="text-sm text-stone-700">{copy.sentLead}</p>
        {personal ? null : (
          <div>
            <label htmlFor="gift-name" className={labelClass}>
              {copy.yourName}
            </label>
            <input
              id="gift-name"
              className={inputClass}
              maxLength={50}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
        )}
        <div>
          <label htmlFor="gift-amount" className={labelClass}>
            {copy.amount}
          </label>
          <input
            id="gift-amount"
            inputMode="numeric"
            className={inputClass}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor="gift-note" className={labelClass}>
            {copy.note}
          </label>
          <textarea
            id="gift-note"
            className={inputClass}
            rows={2}
            maxLength={200}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <button type="submit" className={buttonPrimary} disabled={busy}>
          {copy.send}
        </button>
      </form>
      {message ? (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`rounded-2xl p-4 text-sm ${message.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}
        >
          {message.text}
        </p>
      ) : null}
    </main>
  );
}
