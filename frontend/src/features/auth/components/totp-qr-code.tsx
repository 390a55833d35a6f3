import Skeleton from '@mui/material/Skeleton';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

const SIZE = 200;

/** The otpauth:// URI as a QR code to scan, drawn as SVG (no canvas needed) in an image. */
export function TotpQrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [uri]);
  if (!src) return <Skeleton variant="rectangular" width={SIZE} height={SIZE} aria-label="Drawing the QR code" />;
  return <img src={src} width={SIZE} height={SIZE} alt="QR code to scan with your authenticator app" style={{ background: '#fff' }} />;
}
