/**
 * Reads QR codes from the camera or a photo: the browser's own BarcodeDetector where it has one
 * (Android Chrome), otherwise jsQR on canvas pixels (iPhone Safari, desktop Linux). jsQR is
 * loaded only when needed.
 */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

type FrameSource = HTMLVideoElement | ImageBitmap;
export type QrReader = (source: FrameSource) => Promise<string | null>;

async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (source) => (await detector.detect(source))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

const MAX_SIDE = 720;

async function jsQrReader(): Promise<QrReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  return async (source) => {
    const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
    const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
    if (!width || !height) return null;
    // Smaller frames decode faster; a QR filling part of the view stays readable at this size.
    const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(source, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    return (
      jsQR(data, canvas.width, canvas.height, { inversionAttempts: 'attemptBoth' })?.data ?? null
    );
  };
}

export async function createQrReader(): Promise<QrReader> {
  return (await nativeReader()) ?? jsQrReader();
}

/** The upload fallback: a photo of the guest's QR (or a screenshot they sent). */
export async function readQrFromFile(file: File): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await (
      await createQrReader()
    )(bitmap);
  } finally {
    bitmap.close();
  }
}
