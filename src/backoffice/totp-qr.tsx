import { encode } from 'uqr';

/**
 * The authenticator's `otpauth://` URI as a QR code: an SVG of the code's modules (dark on white, with its quiet
 * zone), built here — nothing fetched, nothing injected as markup.
 */
export function TotpQr({ uri }: { uri: string }) {
  const { data, size } = encode(uri, { ecc: 'M', border: 4 });
  const path = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
  return (
    <svg
      role="img"
      aria-label="QR code para o aplicativo autenticador"
      viewBox={`0 0 ${size} ${size}`}
      width={224}
      height={224}
      shapeRendering="crispEdges"
      css={{ background: '#fff', borderRadius: 8 }}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
