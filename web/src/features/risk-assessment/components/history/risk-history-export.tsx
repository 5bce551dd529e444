import { Button, HStack } from '@chakra-ui/react';
import { snapshotsToCsv } from '@bulwark/contracts/risk-assessment/csv';
import type { RiskSnapshot } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { Download, Printer } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { downloadTextFile } from './download-text-file';
import { isoDay } from '@/lib/format-date';

/** Export CSV (made here, from the rows on screen) and the print-friendly report. */
export function RiskHistoryExport({ snapshots }: { snapshots: readonly RiskSnapshot[] }) {
  function exportCsv() {
    downloadTextFile(
      `bulwark-risk-history-${isoDay()}.csv`,
      snapshotsToCsv(snapshots),
      'text/csv;charset=utf-8',
    );
  }

  return (
    <HStack gap="3" wrap="wrap">
      <Button variant="outline" size="sm" onClick={exportCsv}>
        <Download aria-hidden />
        Export CSV
      </Button>
      <Button asChild variant="outline" size="sm">
        <RouterLink to={paths.dashboard.riskAssessmentPrint}>
          <Printer aria-hidden />
          Print / save as PDF
        </RouterLink>
      </Button>
    </HStack>
  );
}
