import { useEffect, useRef, useState } from 'react';
import { createQrReader } from '../lib/qr-decoder';

const FRAME_MS = 150;
/** The guest is still holding their phone up after a scan; do not read them twice at once. */
const SAME_CODE_QUIET_MS = 4_000;

/** Browsers hide the camera API outside https (and localhost). */
const cameraAvailable = () =>
  typeof (navigator.mediaDevices as MediaDevices | undefined)?.getUserMedia === 'function';

function cameraError(error: unknown): string {
  const name = (error as DOMException | undefined)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Izin kamera ditolak. Izinkan kamera di pengaturan browser, atau unggah foto QR dan cari nama tamu.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'Kamera tidak ditemukan di perangkat ini. Unggah foto QR atau cari nama tamu.';
  return 'Kamera tidak bisa dibuka. Unggah foto QR atau cari nama tamu.';
}

/** The phone's back camera, read a few times a second until a QR code appears. */
export function CameraScanner({
  paused,
  onResult,
}: {
  paused: boolean;
  onResult: (text: string) => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const pausedRef = useRef(paused);
  const onResultRef = useRef(onResult);
  const [error, setError] = useState<string | null>(() =>
    cameraAvailable()
      ? null
      : 'Kamera hanya bisa dipakai lewat koneksi aman (https). Unggah foto QR atau cari nama tamu.',
  );

  useEffect(() => {
    pausedRef.current = paused;
    onResultRef.current = onResult;
  }, [paused, onResult]);

  useEffect(() => {
    if (!cameraAvailable()) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { text: '', at: 0 };
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        const video = videoRef.current;
        if (stopped || !video) return;
        video.srcObject = stream;
        await video.play();
        const read = await createQrReader();
        const tick = async () => {
          if (stopped) return;
          if (!pausedRef.current && video.readyState >= 2) {
            const text = await read(video).catch(() => null);
            const now = Date.now();
            if (text && !(text === last.text && now - last.at < SAME_CODE_QUIET_MS)) {
              last = { text, at: now };
              navigator.vibrate?.(80);
              onResultRef.current(text);
            } else if (text) last.at = now;
          }
          timer = setTimeout(() => void tick(), FRAME_MS);
        };
        void tick();
      } catch (failure) {
        if (!stopped) setError(cameraError(failure));
      }
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (error) {
    return (
      <p role="alert" className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-900">
        {error}
      </p>
    );
  }
  return (
    <div className="relative mx-auto aspect-square w-full max-w-sm overflow-hidden rounded-3xl bg-stone-900">
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label="Kamera pemindai QR"
        data-testid="scanner-video"
        className="h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-10 rounded-2xl border-4 border-white/80 shadow-[0_0_0_999px_rgba(0,0,0,0.35)]"
      />
      <p className="absolute inset-x-0 bottom-3 text-center text-sm font-medium text-white">
        Arahkan kamera ke QR tamu
      </p>
    </div>
  );
}
