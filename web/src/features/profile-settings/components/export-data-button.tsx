import { Button } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { toast } from '@/components/ui/toast-store';
import { exportMyData } from '../api/export-data';

/** Downloads everything Bulwark holds about the person, as one JSON file. */
export function ExportDataButton() {
  const exportData = useMutation({
    mutationFn: exportMyData,
    onSuccess: () => toast({ title: 'Your data is downloading.' }),
  });
  return (
    <Button
      alignSelf="start"
      variant="outline"
      loading={exportData.isPending}
      onClick={() => exportData.mutate()}
    >
      <Download aria-hidden /> Download my data (JSON)
    </Button>
  );
}
