/** Whether this browser can read barcodes from the camera (Chrome on Android has it; desktop mostly not). */
export const canScanWithCamera = (): boolean => typeof window !== 'undefined' && 'BarcodeDetector' in window && Boolean(navigator.mediaDevices?.getUserMedia);
