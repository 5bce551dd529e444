import { Badge } from '@chakra-ui/react';
import type { RiskBandId } from '@bulwark/contracts/risk-assessment/model-types';
import { BAND_STYLES } from '../../lib/band-style';
import { bandById } from '../../lib/bands';

/** The band as icon AND words (never colour alone): "⚠ Elevated risk". */
export function BandBadge({ band, size = 'lg' }: { band: RiskBandId; size?: 'md' | 'lg' }) {
  const { palette, Icon } = BAND_STYLES[band];
  return (
    <Badge
      colorPalette={palette}
      variant="surface"
      size={size}
      gap="1.5"
      px="2.5"
      py="1"
      alignSelf="start"
    >
      <Icon aria-hidden size="16" />
      {bandById(band).label} risk
    </Badge>
  );
}
