import { useEffect, useRef } from 'react';
import { Button } from '@/components/button';

/** The part of the Barcode Detection API we use (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/**
 * The back camera, read by the browser's BarcodeDetector until it sees an EAN-13 or UPC-A; the code
 * is then checked by the server as a typed one is. Closed (or failing: no camera, no permission),
 * the typed field is still there.
 */
export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onCode, onClose });
  useEffect(() => {
    handlers.current = { onCode, onClose };
  });

  useEffect(() => {
    let stream: MediaStream | undefined;
    let frame = 0;
    let stopped = false;
    const Detector = (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector;
    const detector = new Detector({ formats: ['ean_13', 'upc_a'] });
    const look = async () => {
      if (stopped || !video.current) return;
      const found = await detector.detect(video.current).catch(() => []);
      if (found[0]) handlers.current.onCode(found[0].rawValue);
      else frame = requestAnimationFrame(() => void look());
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (camera) => {
        stream = camera;
        if (stopped || !video.current) return;
        video.current.srcObject = camera;
        await video.current.play();
        await look();
      })
      .catch(() => handlers.current.onClose());
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div role="dialog" aria-modal="true" aria-label="Scan a barcode" className="fixed inset-0 z-30 flex flex-col items-center justify-center gap-4 bg-black/90 p-4">
      <video ref={video} muted playsInline className="w-full max-w-lg rounded-2xl" aria-label="Camera view" />
      <p className="text-center text-white">Hold the barcode inside the picture.</p>
      <Button variant="secondary" size="lg" onClick={onClose} autoFocus>
        Close the camera
      </Button>
    </div>
  );
}
