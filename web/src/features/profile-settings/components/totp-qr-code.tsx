import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * The authenticator enrolment link as a QR code, drawn as React SVG (no innerHTML, so the
 * strict CSP holds). Black on white in both themes: scanners need the contrast.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const { path, size } = useMemo(() => {
    const qr = encode(uri, { ecc: 'M', border: 2 });
    const segments: string[] = [];
    qr.data.forEach((row, y) =>
      row.forEach((isDark, x) => {
        if (isDark) segments.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { path: segments.join(''), size: qr.size };
  }, [uri]);

  return (
    <Box bg="white" p="2" rounded="l2" borderWidth="1px" w="fit-content">
      <svg
        viewBox={`0 0 ${size} ${size}`}
        width="192"
        height="192"
        role="img"
        aria-label="QR code to add Bulwark to your authenticator app"
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
    </Box>
  );
}
