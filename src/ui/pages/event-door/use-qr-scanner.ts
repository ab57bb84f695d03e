import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of the browser's BarcodeDetector (Shape Detection API) the door uses. */
interface QrDetector {
  detect(source: HTMLVideoElement): Promise<readonly { readonly rawValue: string }[]>;
}
type QrDetectorConstructor = new (options: { readonly formats: readonly string[] }) => QrDetector;

/** The browser's BarcodeDetector, where it has one. */
function detectorClass(): QrDetectorConstructor | null {
  const found = (globalThis as { BarcodeDetector?: QrDetectorConstructor }).BarcodeDetector;
  return typeof found === 'function' && typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
    ? found
    : null;
}

export type ScannerState = 'off' | 'starting' | 'scanning' | 'unsupported' | 'failed';

const SCAN_EVERY_MS = 250;

/**
 * Reads QR codes with the phone's camera: getUserMedia (the back camera) into `video`, asked
 * every 250 ms by a BarcodeDetector for qr_code. Where the browser has no BarcodeDetector the
 * state is 'unsupported'. The first code read stops the camera and goes to `onCode`.
 */
export function useQrScanner(onCode: (code: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const [state, setState] = useState<ScannerState>('off');
  const codeSeen = useRef(onCode);
  useEffect(() => {
    codeSeen.current = onCode;
  }, [onCode]);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState((now) => (now === 'unsupported' || now === 'failed' ? now : 'off'));
  }, []);

  const start = useCallback(() => {
    const Detector = detectorClass();
    if (Detector === null) return setState('unsupported');
    setState('starting');
    const detector = new Detector({ formats: ['qr_code'] });
    void navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(
      (camera) => {
        stream.current = camera;
        const element = video.current;
        if (element) {
          element.srcObject = camera;
          void element.play().catch(() => undefined);
        }
        setState('scanning');
        let busy = false;
        timer.current = setInterval(() => {
          if (busy || !video.current) return;
          busy = true;
          detector.detect(video.current).then(
            (codes) => {
              busy = false;
              const code = codes[0]?.rawValue;
              if (code === undefined || code === '') return;
              stop();
              codeSeen.current(code);
            },
            () => {
              busy = false;
            },
          );
        }, SCAN_EVERY_MS);
      },
      () => setState('failed'),
    );
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { video, state, start, stop };
}
